package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestReachCacheAgreesWithFreshPass: V13-EMPOWER, V13-GUARDS, V13-SHELLSHOCK,
// V13-TOMB-ROT. The protection pass reuses each unit's part of the last
// pass unless the unit or a square its generation read has changed. Along
// random games from the start and the bench suite, and for positions one
// and two steps off the game (as a search visits them), the state computed
// with the cache equals the state computed from nothing, field by field.
func TestReachCacheAgreesWithFreshPass(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	r := rand.New(rand.NewPCG(21, 11))
	var cached protScratch
	var checked, units int
	check := func(p *board.Position) {
		var fresh protScratch
		var want, got Protection
		computeProtection(p, &want, &fresh)
		before := cached.recomputed
		computeProtection(p, &got, &cached)
		require.Equal(t, want, got, "protection of %s", p.Format())
		checked++
		units += cached.recomputed - before
	}
	randomGames(r, suitePositions(t), games, 60, func(g *Game, legal []Step) {
		check(g.Pos)
		for range 3 { // siblings one step away, and a step further, and back
			g.Make(legal[r.IntN(len(legal))])
			check(g.Pos)
			if next := g.Legal(1, nil); len(next) > 0 {
				g.Make(next[r.IntN(len(next))])
				check(g.Pos)
				g.Unmake()
			}
			g.Unmake()
		}
	})
	t.Logf("%d positions, %.1f units computed afresh per position", checked, float64(units)/float64(checked))
}
