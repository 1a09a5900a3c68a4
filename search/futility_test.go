package search

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFutilePlainStepsV13TOMBEXPLOSION: futilePlain skips a plain step at a
// node of depth 1 only where the static score is more than futilityMargin
// below alpha, and never a step onto an active tomb (its blast, V13-TOMB-EXPLOSION),
// next to the enemy king, or any step while an active tomb stands beside
// the enemy king (quiescence's blasts and marches may win there).
func TestFutilePlainStepsV13TOMBEXPLOSION(t *testing.T) {
	const (
		tombAway   = "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g3=active/0/P50" // black king h8, white rook g6
		tombBeside = "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50"
	)
	for _, c := range []struct {
		name   string
		fen    string
		step   string
		stand  int
		futile bool
	}{
		{"a pawn's step, far below alpha", board.StartFEN, "h4-h5", -1000, true},
		{"a pawn's step, within the margin", board.StartFEN, "h4-h5", -futilityMargin + 1, false},
		{"a special move is late-move pruning's", board.StartFEN, "a1!raise", -1000, false},
		{"a rook's step away from king and tombs", tombAway, "g6-g5", -1000, true},
		{"V13-TOMB-EXPLOSION onto an active tomb", tombAway, "g6-g3", -1000, false},
		{"next to the enemy king", tombAway, "g6-g7", -1000, false},
		{"V13-TOMB-EXPLOSION a tomb beside the enemy king", tombBeside, "g6-g5", -1000, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(4, eval.NewEvaluator())
			s.setUp(board.MustParse(c.fen), nil, Limits{})
			s.enter(0)
			st, err := s.g.ParseStep(c.step)
			require.NoError(t, err, c.step)
			assert.Equal(t, c.futile, s.futilePlain(st, 0, c.stand, 0, 0), c.step)
			if c.futile {
				s.killers[0][0] = st
				assert.False(t, s.futilePlain(st, 0, c.stand, 0, 0), "a killer is searched")
			}
		})
	}
}
