package search

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The threat map (threat.go) of the side to move's king: the squares next to
// it the enemy attacks, and among them the blast squares (an active tomb,
// V13-TOMB-EXPLOSION; an own jester, V13-JESTER-EXPLOSION).
func TestKingThreatMapV13TombExplosion(t *testing.T) {
	for _, c := range []struct {
		name    string
		fen     string
		exposed []string
		blasts  []string
		danger  bool
	}{
		{"kings alone", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w", nil, nil, false},
		{"V13-TOMB-EXPLOSION: a black knight reaches the tomb on h2", "8K7/16/16/16/16/16/16/16/16/16/16/16/6N9/16/16/8k7 w tomb:h2=active/0/P50", []string{"h2"}, []string{"h2"}, true},
		{"the knight one rank off reaches no tomb", "8K7/16/16/16/16/16/16/16/16/16/16/6N9/16/16/16/8k7 w tomb:h2=active/0/P50", nil, nil, false},
		{"V13-JESTER-EXPLOSION: the knight attacks the white jester on h2", "8K7/16/16/16/16/16/16/16/16/16/16/16/6N9/16/7j8/8k7 w", []string{"h2"}, []string{"h2"}, true},
		{"V12A-START board: the white knight on h11 attacks f12, and g13 is off the 12x12 board", "6K5/7n4/12/12/12/12/12/12/12/12/12/6k5 b variant:frozenchess12a", []string{"f12"}, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := movegen.NewGame(board.MustParse(c.fen))
			tm := kingThreat(g, g.Pos.SideToMove())
			require.True(t, tm.hasKing)
			var exposed, blasts board.SquareSet
			for _, n := range c.exposed {
				sq, err := board.ParseSquare(n)
				require.NoError(t, err)
				exposed.Add(sq)
			}
			for _, n := range c.blasts {
				sq, err := board.ParseSquare(n)
				require.NoError(t, err)
				blasts.Add(sq)
			}
			assert.Equal(t, exposed, tm.exposed)
			assert.Equal(t, blasts, tm.blasts)
			assert.Equal(t, c.danger, tm.danger())
		})
	}
}

// Quiescence over king threats: a white rook with two awards steps to a16,
// checking the king on p16, and takes it with its next step
// (V13-MULTIMOVE); a white knight marches k13-m14 and lands on the active
// tomb on o15 beside the king with its next step (V13-KNIGHT-MARCH,
// V13-TOMB-EXPLOSION). Quiescence over captures and one-step blasts stands
// pat; with qsearchMarches it sees the mate.
func TestQuiescenceSeesTwoStepKills(t *testing.T) {
	for _, c := range []struct{ name, fen string }{
		{"V13-MULTIMOVE rook a1", "15K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w unit:2/mm=2"},
		{"V13-KNIGHT-MARCH knight k13", "15K/16/16/10l5/16/16/16/16/16/16/16/16/16/16/16/k15 w tomb:o15=active/0/P50"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := board.MustParse(c.fen)
			require.NoError(t, p.Validate())
			ThreatSearch = true // off by default (threat.go)
			defer func() { threatQuiesce, ThreatSearch = true, false }()
			for _, on := range []bool{false, true} {
				threatQuiesce = on
				s := New(8, &eval.Evaluator{Fast: true})
				s.setUp(p.Clone(), nil, Limits{})
				score := s.quiesce(0, -Infinity, Infinity)
				assert.Equal(t, on, score > MateScore-MaxPly, "two-step kills in quiescence %v: score %d", on, score)
			}
		})
	}
}
