package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// V13-ROOK-SIEGE: Make keeps each besieged answer with the turn start's
// protection state (a memo per square); the memo must equal the plain
// definition (rookCaptures by every enemy rook, unfiltered) for every unit
// of the side to move, at every turn start of random playouts from the
// suite and of short games from the random positions of
// TestRandomPositions (rooks anywhere, walls, terrain, counters).
func TestSiegeMemoEqualsPlainDefinition(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	nodes, sieged := 0, 0
	check := func(g *movegen.Game, where string) {
		n, err := movegen.SiegeMemoFault(g)
		require.NoError(t, err, where)
		nodes++
		sieged += n
	}
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
	require.Positive(t, sieged, "some units must be besieged, or the test proves nothing")
	t.Logf("%d nodes, %d besieged units", nodes, sieged)
}
