package protocol

import (
	"fmt"
	"strings"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Counting by root turn gives divide's lines, in its order, and perft's
// total, on every bench suite position at depth 1 and a small one at depth 2.
func TestPerftByRootTurn(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	type job struct {
		name  string
		depth int
	}
	jobs := []job{{"kings and pawns", 2}}
	for _, e := range suite {
		jobs = append(jobs, job{e.Name, 1})
	}
	for _, j := range jobs {
		pos := board.MustParse("8K7/p15/16/16/16/16/16/16/16/16/16/16/16/16/P15/8k7 w")
		for _, e := range suite {
			if e.Name == j.name {
				pos = e.Pos
			}
		}
		t.Run(fmt.Sprintf("%s depth %d", j.name, j.depth), func(t *testing.T) {
			want, wantTotal, err := movegen.NewGame(pos.Clone()).PerftCommand("divide", j.depth, nil)
			require.NoError(t, err)
			var got []movegen.DivideLine
			total, turns, stopped := perftByRootTurn(movegen.NewGame(pos.Clone()), j.depth, make(chan struct{}), func(turn string, n uint64) {
				got = append(got, movegen.DivideLine{Turn: turn, Nodes: n})
			})
			assert.False(t, stopped)
			assert.Equal(t, wantTotal, total)
			assert.Equal(t, len(want), turns)
			require.Len(t, got, len(want))
			for i, w := range want {
				require.Equal(t, w, got[i], "root turn %d", i+1)
			}
		})
	}
}

// A closed halt stops the count after the root turn under way: the total
// is partial and says so.
func TestPerftByRootTurnStops(t *testing.T) {
	halt := make(chan struct{})
	seen := 0
	_, turns, stopped := perftByRootTurn(movegen.NewGame(board.StartPosition()), 2, halt, func(string, uint64) {
		seen++
		if seen == 3 {
			close(halt)
		}
	})
	assert.True(t, stopped)
	assert.Equal(t, 3, turns)
}

// legalmoves lists the turns perft 1 counts, in divide's order and
// notation, on every bench suite position (one inside a turn among them),
// and each listed turn plays.
func TestLegalMovesListsPerftOne(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	for _, entry := range suite {
		t.Run(entry.Name, func(t *testing.T) {
			var out strings.Builder
			e := New(&out)
			e.game = rules.Game{Pos: entry.Pos.Clone()}
			e.Handle("legalmoves")
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			want, total, err := movegen.NewGame(entry.Pos.Clone()).PerftCommand("divide", 1, nil)
			require.NoError(t, err)
			require.Equal(t, fmt.Sprintf("info string %d legal turns", total), lines[len(lines)-1])
			require.Len(t, lines, len(want)+1)
			g := movegen.NewGame(entry.Pos.Clone())
			for i, w := range want {
				require.Equal(t, w.Turn, lines[i], "turn %d", i+1)
				if i%97 == 0 {
					_, err := g.ParseTurn(lines[i])
					require.NoError(t, err, lines[i])
				}
			}
		})
	}
}
