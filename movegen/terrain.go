package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Terrain special moves: Raise / Lower (V13-TERRAIN-ADJUST) and Earthquake
// (V13-EARTHQUAKE).

// terrainAdjusts generates Raise and Lower for the non-pawn unit on sq (the
// caller checks the type): its square goes up or down one level, within
// -63..+63.
func (g *gen) terrainAdjusts(sq board.Square) {
	lvl := g.cells[sq].Level
	if lvl < board.MaxLevel {
		g.list = append(g.list, makeSpecial(sq, sq, SpecRaise))
	}
	if lvl > board.MinLevel {
		g.list = append(g.list, makeSpecial(sq, sq, SpecLower))
	}
}

// adjustTerrain plays Raise or Lower. A flood needs a lowered square, so
// raising a flooded square to level 0 drains it at once (ruling recorded in
// docs/rules.md); that rare case is undone from a snapshot.
func (g *Game) adjustTerrain(u *undo, s Step) {
	p := g.Pos
	sq := s.From()
	lvl := p.Level(sq) + 1
	if s.Special() == SpecLower {
		lvl = p.Level(sq) - 1
	}
	drains := lvl >= 0 && p.Cell(sq).Features&board.FeatFlood != 0
	if drains {
		g.snapshot(u)
	}
	must(p.SetLevel(sq, lvl), "terrain", s)
	if drains {
		g.endFlood(sq)
		u.nonLocal, u.untracked = true, true
	}
}

// quakes generates the Earthquake of the non-pawn, non-king unit on sq (the
// caller checks the type): allowed when no enemy unit (body, stack member
// or shadow) stands in the 3x3 around it.
func (g *gen) quakes(sq board.Square) {
	if !g.nearOK {
		enemies := g.p.SideBodies(g.side.Other())
		g.nearEnemy, g.nearOK = enemies.Around(), true
	}
	if g.nearEnemy.Has(sq) {
		return
	}
	if shadows := g.p.ShadowSquares(); !shadows.Empty() {
		for _, n := range leaps[leapKing][sq] {
			if g.enemyShadow(n) {
				return
			}
		}
		if g.enemyShadow(sq) {
			return
		}
	}
	g.list = append(g.list, makeSpecial(sq, sq, SpecQuake))
}

// enemyShadow reports an enemy shadow-form unit on sq.
func (g *gen) enemyShadow(sq board.Square) bool {
	for id := g.cells[sq].Shadows; id != 0; id = g.p.Unit(id).Next {
		if g.p.Unit(id).Side != g.side {
			return true
		}
	}
	return false
}

// quake plays an Earthquake: the unit explodes (the generic 3x3 blast kills
// it and every friendly unit around it), then every square of the board goes
// back to level 0 and every flood ends, since no square is lowered any more.
// Undone from a snapshot.
func (g *Game) quake(u *undo, sq board.Square) {
	p := g.Pos
	g.snapshot(u)
	// Without floods, what changes is known: the blasts' squares (recorded
	// by runBlasts) and the squares flattened (partial trials, partial.go).
	u.touchedOK = !hasFloods(p)
	g.explode(u, sq)
	uneven := p.Uneven()
	u.touched.Union(&uneven)
	u.flattened = !uneven.Empty()
	for w, word := range uneven {
		for ; word != 0; word &= word - 1 {
			must(p.SetLevel(board.Square(w*64+bits.TrailingZeros64(word)), 0), "quake", u.step)
		}
	}
	for len(p.Markers()) > 0 {
		flooded := false
		for _, m := range p.Markers() {
			if m.Kind == board.MarkFlood {
				g.endFlood(m.Square)
				flooded, u.untracked = true, true
				break
			}
		}
		if !flooded {
			break
		}
	}
	u.nonLocal = true
}
