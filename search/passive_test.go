package search

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPassiveSpecials: passiveSpecial names the special moves late-move
// pruning may skip unmade: a passive kind (terrain, morph, spawn, ...) far
// from the enemy king; not one within passiveReach of it, not a kind that
// can gain (Fuse), not a Rotate (rotateNearKing judges those), and none
// with PassivePruning off.
func TestPassiveSpecials(t *testing.T) {
	const nearKing = "16/16/16/16/16/16/16/16/7K8/16/6r9/16/16/16/16/k15 w tomb:g8=active/0/P50" // black king h8, white rook g6
	for _, c := range []struct {
		name    string
		fen     string
		step    string
		passive bool
	}{
		{"V13-TERRAIN-ADJUST far from the king", board.StartFEN, "a1!raise", true},
		{"V13-MORPH far from the king", board.StartFEN, "a1!morph:B", true},
		{"V13-KING-EXCHANGE far from the king", nearKing, "a1!exchange-g6", false}, // g6 is two steps from h8
		{"V13-TERRAIN-ADJUST far from the king, sparse", nearKing, "a1!raise", true},
		{"V13-TERRAIN-ADJUST two steps from the king", nearKing, "g6!raise", false},
		{"V13-SPAWN two steps from the king", nearKing, "g6!spawn-f5", false},
		{"V13-FUSION can gain", board.StartFEN, "a1!fuse-b1", false},
		{"V13-ROTATE is judged by rotateNearKing", board.StartFEN, "b2!rotate:8x180", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(4, eval.NewEvaluator())
			s.setUp(board.MustParse(c.fen), nil, Limits{})
			s.enter(0)
			st, err := s.g.ParseStep(c.step)
			require.NoError(t, err, c.step)
			assert.Equal(t, c.passive, s.passiveSpecial(st, 0), c.step)
			if c.passive {
				PassivePruning = false
				defer func() { PassivePruning = true }()
				assert.False(t, s.passiveSpecial(st, 0), "off")
			}
		})
	}
}

// TestPassivePruningKeepsTheSearch: pruning passive special moves unmade
// saves their make and unmake, and in the start position it changes nothing
// the search finds: the same turn, score and node count at depth 3 (the
// filter's kinds never gained the mover anything there).
func TestPassivePruningKeepsTheSearch(t *testing.T) {
	search := func() Result {
		s := New(16, &eval.Evaluator{Fast: true}) // the protocol's evaluator
		return s.Search(board.MustParse(board.StartFEN), nil, Limits{Depth: 3}, nil)
	}
	with := search()
	PassivePruning = false
	defer func() { PassivePruning = true }()
	without := search()
	assert.Equal(t, without.Score, with.Score)
	assert.Equal(t, without.Turn, with.Turn)
	assert.Equal(t, without.Nodes, with.Nodes)
	t.Logf("depth 3 from the start: %d nodes, score %d", with.Nodes, with.Score)
}
