package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOffersAgreesWithGenerate (catalog Q2): Offers, which generates only
// one unit's steps, says of a step exactly what the whole list says, for
// the steps of the position itself and for stale ones (the steps of the
// positions before it, as a search's table and killers hold them); it
// declines (checked false) inside a turn and for the steps that come from
// elsewhere than one unit's patterns.
func TestOffersAgreesWithGenerate(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 3
	}
	var stale []Step
	var offered, refused, declined int
	randomGames(rand.New(rand.NewPCG(5, 17)), suitePositions(t), games, 40, func(g *Game, _ []Step) {
		all := g.Generate(nil)
		for _, s := range append(slices.Clone(all), stale...) {
			ok, checked := g.Offers(s)
			if !checked {
				declined++
				inTurn := g.Pos.Turn().Actor != 0
				fromOneUnit := s.Kind() != KindSpecial && s.Kind() != KindRespawn && s.Kind() != KindNull && s.Kind() != KindEnd
				require.True(t, inTurn || !fromOneUnit, "Offers declined %s in %s", FormatStep(g.Pos, s), g.Pos.Format())
				continue
			}
			require.Equal(t, slices.Contains(all, s), ok, "Offers(%s) in %s", FormatStep(g.Pos, s), g.Pos.Format())
			if ok {
				offered++
			} else {
				refused++
			}
		}
		stale = append(stale[:0], all...)
	})
	t.Logf("offered %d, refused %d, declined %d", offered, refused, declined)
	require.Positive(t, offered)
	require.Positive(t, refused)
	require.Positive(t, declined)
}
