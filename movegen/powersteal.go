package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Power Steal (V13-JESTER-POWERSTEAL): a jester moves, besides its own
// leaps, with the move patterns (never the captures: it cannot capture,
// V13-JESTER-NOCAPTURE) of every enemy unit type that threatens it, and it
// may be empowered at the same time. Ruling followed: the types of the
// enemy units currently threatening it. "Threatening" is the attack test
// of Q7: an enemy unit that could capture on its square with one step, with
// its native or empowered patterns (the Queen's Shadow included, which
// lends the queen's pattern); the jester gains that unit's own type's
// pattern. Our readings: like Empower, it is judged as the turn begins (the
// turn's protection state) and lends its patterns to the turn's first step
// (a Double Move's second step is the jester's own, or an empowered one as
// the first was); a cannon threatens but has no movement to lend; the
// jester keeps its own landing rules, moves with a pawn's or knight's
// pattern along its own facing and never promotes. A step made with a
// stolen pattern is written with the empowered steps' mark, `^`
// (e4-e9^); one that does exactly what one of its own or empowered steps
// does is listed once. It costs one bit test per jester while no enemy
// reaches its square.

// powerSteal adds the steps the jester u on sq gains from the enemy units
// threatening it; called by unitSteps after its own and empowered steps.
func (g *gen) powerSteal(sq board.Square, u *board.Unit) {
	if g.attack || g.capsOnly || g.tmap != nil || g.prot == nil || g.p.Turn().Actor != 0 {
		return // it lends no capture; the state is the turn's start
	}
	if !g.prot.Reaches(g.side.Other(), sq) {
		return
	}
	types := stolenTypes(g.p, g.side.Other(), sq, g.prot, g.scratch())
	for ; types != 0; types &= types - 1 {
		g.empoweredSteps(sq, u, board.UnitType(bits.TrailingZeros32(uint32(types))), false)
	}
}

// stolenTypes returns the types whose patterns a jester on sq steals from
// the units of side by that threaten it (with the turn's protection state
// prot), in type order: a Queen's Shadow lends the queen's pattern; a
// cannon lends nothing.
func stolenTypes(p *board.Position, by board.Side, sq board.Square, prot *Protection, buf []Step) board.TypeSet {
	a := newGen(p, by, buf[:0])
	a.prot = prot
	a.collect = true
	a.attacks(sq)
	a.found.Remove(sq)
	var types board.TypeSet
	for w, word := range a.found {
		for ; word != 0; word &= word - 1 {
			t := p.PieceAt(board.Square(w*64 + bits.TrailingZeros64(word))).Type()
			switch t {
			case board.Cannon:
				continue
			case board.QueenShadow:
				t = board.Queen
			}
			types |= board.TypeSet(1) << t
		}
	}
	return types
}
