package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReachCacheAgreesWithFreshPass: V13-EMPOWER, V13-GUARDS, V13-SHELLSHOCK,
// V13-TOMB-ROT. The protection pass reuses each unit's part of the last
// pass unless the unit or a square its generation read has changed, as the
// position's change record tells (board.TakeChanges). Along random games
// from the start and the bench suite, and for positions one and two steps
// off the game (as a search visits them), the state computed with the cache
// equals the state computed from nothing, field by field.
func TestReachCacheAgreesWithFreshPass(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	r := rand.New(rand.NewPCG(21, 11))
	var checked, units, marked int
	// The cached pass is the game's own, which its legal generation uses
	// too between the checks: the only reader of the position's change
	// record (board.TakeChanges), as in a search. The fresh one runs on a
	// copy.
	check := func(g *Game) {
		var fresh protScratch
		var want, got Protection
		p := g.Pos
		computeProtection(p.Clone(), &want, &fresh)
		before, m := g.protSc.recomputed, g.protSc.cache.marked
		computeProtection(p, &got, &g.protSc)
		require.Equal(t, want, got, "protection of %s", p.Format())
		checked++
		units += g.protSc.recomputed - before
		marked += g.protSc.cache.marked - m
	}
	randomGames(r, suitePositions(t), games, 60, func(g *Game, legal []Step) {
		check(g)
		for range 3 { // siblings one step away, and a step further, and back
			g.Make(legal[r.IntN(len(legal))])
			check(g)
			if next := g.Legal(1, nil); len(next) > 0 {
				g.Make(next[r.IntN(len(next))])
				check(g)
				g.Unmake()
			}
			g.Unmake()
		}
	})
	t.Logf("%d positions, %.1f units computed afresh per position, %d from the position's change record",
		checked, float64(units)/float64(checked), marked)
	// The others follow a step undone from a copy (an explosion, an
	// Earthquake), after which every square is compared.
	require.Greater(t, marked, checked/5, "passes read the change record")
}
