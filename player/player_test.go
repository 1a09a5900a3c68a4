package player

import (
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The info lines a GUI reads (UCI): a line with its score, the root step
// being searched (currmove, currmovenumber), and the periodic progress.
func TestInfoUCI(t *testing.T) {
	p := board.StartPosition()
	st, err := movegen.NewGame(p.Clone()).ParseStep("h4-h5")
	require.NoError(t, err)
	for _, c := range []struct {
		name string
		info Info
		pv   []string
		want string
	}{
		{"line", Info{MultiPV: 1, Depth: 3, SelDepth: 5, Score: 42, Nodes: 2000, Time: 2 * time.Second, Hashfull: 7},
			[]string{"h4-h5", "h13-h12"},
			"info depth 3 seldepth 5 multipv 1 score cp 42 nodes 2000 nps 1000 time 2000 hashfull 7 pv h4-h5 h13-h12"},
		{"mate", Info{MultiPV: 2, Depth: 4, SelDepth: 4, Score: MateScore - 3, Nodes: 10, Time: time.Second},
			[]string{"h4-h5"}, "info depth 4 seldepth 4 multipv 2 score mate 2 nodes 10 nps 10 time 1000 hashfull 0 pv h4-h5"},
		{"currmove", Info{Kind: InfoCurrMove, Depth: 6, CurrMove: st, CurrMoveNumber: 12}, nil,
			"info depth 6 currmove h4-h5 currmovenumber 12"},
		{"progress", Info{Kind: InfoProgress, Nodes: 300000, Time: 1500 * time.Millisecond, Hashfull: 250}, nil,
			"info nodes 300000 nps 200000 hashfull 250 time 1500"},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, c.info.UCI(p, c.pv))
		})
	}
}
