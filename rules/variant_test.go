package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// V8-VICTORY-DRAW: 8.0 ends as 13.0 does by checkmate, a lost king,
// stalemate (a loss) and threefold repetition, but has no Null draw and no
// 300-move rule. Each case is played as 8.0 and as 13.0 (the letters of its
// positions mean the same in both).
func TestV8VictoryDrawV8VICTORYDRAW(t *testing.T) {
	// The black king a16 walled in by the white king's wall (unit 2): in 8.0
	// no legal action at all, a loss; in 13.0 it may still raise or lower
	// its square (terrain, which 8.0 does not have).
	stalemate := "K15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b ply:10 wall:2=a15b15b16"
	ahead := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w ply:600"
	rep, other := tombAB+" ply:10", kingMoved+" ply:10"
	tests := []struct {
		name        string
		pos         string
		history     []string
		nulls       int
		rule300     bool
		res8, res13 Result
		why8        string
	}{
		{"V8-VICTORY-DRAW stalemate loses", stalemate, nil, 0, false, WhiteWins, Ongoing, "black is stalemated (a stalemate loses)"},
		{"V8-VICTORY-DRAW no Null draw", ahead, nil, 2, false, Ongoing, Draw, ""},
		{"V8-VICTORY-DRAW no 300-move rule", ahead, nil, 0, true, Ongoing, WhiteWins, ""},
		{"V8-VICTORY-DRAW threefold repetition as 13.0", rep, []string{rep, other, rep, other}, 0, false, Draw, Draw, "threefold repetition"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, v := range []string{" variant:frozenchess8", ""} {
				var h []string
				for _, f := range tc.history {
					h = append(h, f+v)
				}
				g := Game{Pos: board.MustParse(tc.pos + v), History: historyOf(h...), Nulls: tc.nulls, Rule300: tc.rule300}
				res, why := Outcome(g)
				if v == "" {
					assert.Equal(t, tc.res13, res, "13.0: %s", why)
					continue
				}
				assert.Equal(t, tc.res8, res, why)
				assert.Equal(t, tc.why8, why)
			}
		})
	}
	// An 8.0 position does not repeat a 13.0 one of the same board.
	g := Game{Pos: board.MustParse(rep + " variant:frozenchess8"), History: historyOf(rep, other, rep, other)}
	assert.Equal(t, 0, g.History.Count(g.Pos))
}
