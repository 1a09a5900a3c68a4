package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Earthquake (V13-EARTHQUAKE): a unit explodes itself, and every square of
// the board goes back to level 0.

var quakeDef = SpecialDef{
	Name: "quake", Catalog: "V13-EARTHQUAKE", Generic: true,
	gen:    (*gen).quakes,
	make:   quake,
	unmake: unblast,           // or from its copy (quake)
	region: blastRegion(true), // the levels it flattens score nothing
	// Without floods, what changes is known: the blasts' squares and the
	// squares flattened.
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.touched, u.flattened, u.touchedOK
	},
}

// quakes generates the Earthquake of the unit on sq: allowed when no enemy
// unit (body, stack member or shadow) stands in the 3x3 around it.
func (g *gen) quakes(sq board.Square, _ *board.Unit) {
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
	g.addSpecial(sq, sq, SpecQuake, 0)
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
// Undone from the unit log (unblast: the blast, the levels), or from a copy
// where a flood ends (the marker log does not hold a flood's release) or
// blastNeedsCopy says so.
func quake(g *Game, u *undo, s Step) {
	p, sq := g.Pos, s.From()
	if u.snap == nil && (hasFloods(p) || blastNeedsCopy(p)) {
		g.snapshot(u)
	}
	// Without floods, what changes is known: the blasts' squares (recorded
	// by runBlasts) and the squares flattened (partial trials, partial.go).
	u.touchedOK = !hasFloods(p)
	g.explode(u, sq)
	uneven := p.Uneven()
	u.touched.Union(&uneven)
	u.flattened = !uneven.Empty()
	for w, word := range uneven {
		for ; word != 0; word &= word - 1 {
			g.setLevelLogged(board.Square(w*64+bits.TrailingZeros64(word)), 0, u.step)
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
