package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// Make keeps answers that are functions of a turn's start with that
// position's protection state, for the other steps that begin the turn
// (turnMemoNodes visits the positions).
//
// V13-ROOK-SIEGE: the besieged memo (per square) must equal the plain
// definition (rookCaptures by every enemy rook, unfiltered) for every unit
// of the side to move; V13-KNIGHT-KNIGHTMARE: so must the knightmaredAt
// memo (a pawn's one-step turn). V13-ASSASSIN-RETAIN: the assassins noteEmpowered
// notes from its memo equal those of its plain definition.
func TestTurnMemosEqualPlainDefinitions(t *testing.T) {
	nodes, sieged, held, noted := 0, 0, 0, 0
	turnMemoNodes(t, func(g *movegen.Game, where string) {
		s, h, err := movegen.SiegeMemoFault(g)
		require.NoError(t, err, where)
		sieged, held = sieged+s, held+h
		n, err := movegen.RetainMemoFault(g)
		require.NoError(t, err, where)
		noted += n
		nodes++
	})
	require.Positive(t, sieged, "some units must be besieged, or the test proves nothing")
	require.Positive(t, held, "some pawns must be held by knights, or the test proves nothing")
	require.Positive(t, noted, "some assassins must be noted, or the test proves nothing")
	t.Logf("%d nodes, %d besieged units, %d held pawns, %d assassins noted", nodes, sieged, held, noted)
}

// turnMemoNodes calls check at every node of random playouts from the
// suite and of short games from the random positions of
// TestRandomPositions (every unit type anywhere, walls, terrain,
// counters).
func turnMemoNodes(t *testing.T, check func(g *movegen.Game, where string)) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(2026, 29))
	for i := range len(suite) {
		g := movegen.NewGame(suite[i%len(suite)].Pos.Clone())
		for range 6 {
			check(g, suite[i%len(suite)].Name)
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	for seed := range 30 {
		rr := rand.New(rand.NewPCG(uint64(seed), 2026))
		p := randomPosition(rr)
		if p.Validate() != nil {
			continue
		}
		g := movegen.NewGame(p)
		for range 4 {
			check(g, p.Format())
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
}

// V13-CHANC-PARALYSE, V13-JESTER-PRESENCE, V13-PAWN-PINCER: auraHeld's
// pre-filter (the body index by type met with the square's 3x3, knight's
// ring and orthogonal neighbours) gives the plain definition's answer and
// dependencies for every body, at every node of the same playouts.
func TestAuraPrefilterEqualsPlainDefinition(t *testing.T) {
	nodes, held := 0, 0
	turnMemoNodes(t, func(g *movegen.Game, where string) {
		n, err := movegen.AuraFault(g.Pos)
		require.NoError(t, err, where)
		held += n
		nodes++
	})
	require.Positive(t, held, "some units must be held, or the test proves nothing")
	t.Logf("%d nodes, %d units held", nodes, held)
}
