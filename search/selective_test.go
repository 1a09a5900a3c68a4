package search

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuiescenceSeesKingBlastV13TOMBEXPLOSION: quiescence tries the plain
// moves onto an active tomb next to the enemy king, so it scores the
// white rook's g6-g8 (the tomb's blast kills the king on h8) as the mate it
// is instead of standing pat; with the tomb elsewhere it stands pat.
func TestQuiescenceSeesKingBlastV13TOMBEXPLOSION(t *testing.T) {
	for _, c := range []struct {
		name string
		fen  string
		mate bool
	}{
		{"tomb beside the king", "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50", true},
		{"tomb away from the king", "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:d8=active/0/P50", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(4, material{})
			p := board.MustParse(c.fen)
			s.setUp(p, nil, Limits{})
			s.enter(0)
			score := s.quiesce(0, -Infinity, Infinity)
			if c.mate {
				assert.Greater(t, score, MateScore-MaxPly, "the blast kills the king")
			} else {
				require.Less(t, score, MateScore-MaxPly)
				assert.Equal(t, s.evaluate(0), score, "nothing to capture or blow up: stand pat")
			}
		})
	}
}

// TestQuietStepsV13TOMBEXPLOSION: quiet tells a late step that may be
// reduced or pruned from one that may not. Not quiet: the rook's step onto
// the tomb that blows the enemy king up, and any plain step after which the
// turn goes on (a double move: its next step may take the king). Quiet: a
// Rotate of the start position that carries units forward and turns them
// home (it gains the mover nothing; V13-ROTATE).
func TestQuietStepsV13TOMBEXPLOSION(t *testing.T) {
	for _, c := range []struct {
		fen   string
		step  string
		quiet bool
	}{
		{"16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50", "g6-g8", false},
		{"16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50", "g6-g5", false},
		{board.StartFEN, "b2!rotate:8x180", true},
		{board.StartFEN, "h4-h5", false},
	} {
		s := New(4, eval.NewEvaluator())
		s.setUp(board.MustParse(c.fen), nil, Limits{})
		s.enter(0)
		st, err := s.g.ParseStep(c.step)
		require.NoError(t, err, c.step)
		s.make(st, 0)
		assert.Equal(t, c.quiet, s.quiet(st, 0, 0), c.step)
		s.g.Unmake()
	}
}
