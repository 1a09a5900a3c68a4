package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestOffersAgreesWithGenerate (catalog Q2): Offers, which generates only
// one unit's steps, says of a step exactly what the whole list says, for
// the steps of the position itself and for stale ones (the steps of the
// positions before it, as a search's table and killers hold them); it
// declines (checked false) inside a turn and for the steps that come from
// elsewhere than one unit (the special moves generated once per side,
// Mind Control's marked steps: an enemy unit's, Null, End). The unit
// abilities (a special move with a per-unit generator, V13-FUSE's Fuse,
// V13-CANNON-BLAST's blast, ...) are checked like plain steps, and so are
// the respawns (V13-RESPAWN): every variant's positions, since each variant
// has its own abilities table.
func TestOffersAgreesWithGenerate(t *testing.T) {
	games, variantGames := 6, 4
	if testing.Short() {
		games, variantGames = 3, 2
	}
	var stale []Step
	var offered, refused, declined, abilities, respawns int
	visit := func(g *Game, _ []Step) {
		all := g.Generate(nil)
		for _, s := range append(slices.Clone(all), stale...) {
			ok, checked := g.Offers(s)
			if !checked {
				declined++
				inTurn := g.Pos.Turn().Actor != 0
				if !inTurn && offeredByOneUnit(g.Pos, s) { // the messages only on failure: they format the whole position
					require.Fail(t, "Offers declined", "%s in %s", FormatStep(g.Pos, s), g.Pos.Format())
				}
				continue
			}
			if want := slices.Contains(all, s); want != ok {
				require.Equal(t, want, ok, "Offers(%s) in %s", FormatStep(g.Pos, s), g.Pos.Format())
			}
			if ok {
				offered++
				switch s.Kind() {
				case KindSpecial:
					abilities++
				case KindRespawn:
					respawns++
				}
			} else {
				refused++
			}
		}
		stale = append(stale[:0], all...)
	}
	randomGames(rand.New(rand.NewPCG(5, 17)), suitePositions(t), games, 40, visit)
	for _, v := range board.Variants() {
		if v == board.FrozenChess {
			continue
		}
		stale = stale[:0]
		randomGames(rand.New(rand.NewPCG(5, uint64(v.Index))), []*board.Position{board.StartPositionOf(v)}, variantGames, 30, visit)
	}
	t.Logf("offered %d (unit abilities %d, respawns %d), refused %d, declined %d", offered, abilities, respawns, refused, declined)
	require.Positive(t, offered)
	require.Positive(t, abilities)
	require.Positive(t, respawns, "V13-RESPAWN: no Respawn offered")
	require.Positive(t, refused)
	require.Positive(t, declined)
}

// offeredByOneUnit reports a step Offers must judge at a turn's start:
// one of a unit's own steps or a unit ability (a special move whose
// registry row generates it per unit), unless it is marked (Mind Control),
// or the variant's rest rule (V12A-DOUBLEMOVE-REST) makes it depend on the
// other units.
func offeredByOneUnit(p *board.Position, s Step) bool {
	if s.Mind() || firstTurnRule(p) {
		return false
	}
	switch s.Kind() {
	case KindNull, KindEnd:
		return false
	case KindRespawn:
		return !p.Variant.Has(board.MechDoubleMoveRest)
	case KindSpecial:
		d := s.Special().Def()
		return d != nil && d.gen != nil && !p.Variant.Has(board.MechDoubleMoveRest)
	}
	return !p.Variant.Has(board.MechDoubleMoveRest) || p.BodyAt(s.From()) == 0 || p.Unit(p.BodyAt(s.From())).Status&board.StatusRest == 0
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
