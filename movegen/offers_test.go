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
// elsewhere than one unit's patterns (and Mind Control's, an enemy unit's).
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
				fromOneUnit := s.Kind() != KindSpecial && s.Kind() != KindRespawn && s.Kind() != KindNull && s.Kind() != KindEnd && !s.Mind()
				if fromOneUnit && !inTurn { // the messages only on failure: they format the whole position
					require.True(t, inTurn || !fromOneUnit, "Offers declined %s in %s", FormatStep(g.Pos, s), g.Pos.Format())
				}
				continue
			}
			if want := slices.Contains(all, s); want != ok {
				require.Equal(t, want, ok, "Offers(%s) in %s", FormatStep(g.Pos, s), g.Pos.Format())
			}
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

// A game reset to another position (Game.Reset, which a search does at
// every go) generates, judges and plays there exactly as a new game does:
// the same legal steps, the same protection, the same positions after them.
func TestResetIsNewGame(t *testing.T) {
	ps := suitePositions(t)
	g := NewGame(ps[len(ps)-1].Clone())
	for i, p := range ps {
		// Leave the old game's caches full of the previous position.
		for _, s := range g.Legal(0, nil) {
			g.Make(s)
			g.Unmake()
		}
		g.Reset(p.Clone())
		fresh := NewGame(p.Clone())
		want, got := fresh.Legal(0, nil), g.Legal(0, nil)
		require.Equal(t, want, got, "suite position %d", i)
		require.Equal(t, *fresh.protection(), *g.protection(), "suite position %d", i)
		for _, s := range want {
			fresh.Make(s)
			g.Make(s)
			require.Equal(t, fresh.Pos.Format(), g.Pos.Format(), "suite position %d after %s", i, FormatStep(p, s))
			fresh.Unmake()
			g.Unmake()
		}
	}
}
