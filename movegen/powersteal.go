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
// the first was; in 12C it may be the lender's too, jesterdouble12c.go); a
// cannon threatens but has no movement to lend; the jester keeps its own
// landing rules, moves with a pawn's or knight's
// pattern along its own facing and never promotes. A step made with a
// stolen pattern is written with the empowered steps' mark, `^`
// (e4-e9^); one that does exactly what one of its own or empowered steps
// does is listed once, and of two borrowed steps written alike (a rook's
// straight line and a dragon's two-square leap) only the first pattern's. It costs one bit test per jester while no enemy
// reaches its square.

// powerSteal adds the steps the jester u on sq gains from the enemy units
// threatening it; called by unitSteps after its own and empowered steps.
func (g *gen) powerSteal(sq board.Square, u *board.Unit) {
	if !g.mode.keepsMoves() || g.prot == nil || g.p.Turn().Actor != 0 {
		return // it lends no capture; the state is the turn's start
	}
	if !g.prot.Reaches(g.side.Other(), sq) && !g.p.Variant.Has(board.MechJesterGuardSteal) {
		return // no enemy reaches it, and no friend lends (13.0): lentTypes finds nothing
	}
	types := lentTypes(g.p, g.side, sq, g.prot, g.scratch())
	if types == 0 {
		return
	}
	start := len(g.list)
	for start > 0 && g.list[start-1].From() == sq {
		start--
	}
	for ; types != 0; types &= types - 1 {
		n := len(g.list)
		genIn[modeSteps]{g}.empoweredSteps(sq, u, board.UnitType(bits.TrailingZeros32(uint32(types))), false)
		g.dropWrittenTwins(start, n)
	}
}

// lentTypes are the types whose moves the jester of side on sq borrows
// (prot: the turn's protection state): the enemy units' that threaten it,
// and in 12C the friends' that guard it (V12C-JESTER: a protector query
// counts the jester as a target, Q7).
func lentTypes(p *board.Position, side board.Side, sq board.Square, prot *Protection, buf []Step) board.TypeSet {
	var types board.TypeSet
	if prot.Reaches(side.Other(), sq) {
		types = stolenTypes(p, side.Other(), sq, prot, buf)
	}
	if p.Variant.Has(board.MechJesterGuardSteal) {
		types |= stolenTypes(p, side, sq, prot, buf)
	}
	return types
}

// dropWrittenTwins drops each borrowed step listed from n on that is
// written like a borrowed step listed before it (from start): a rook's
// straight line b5-b7^ and a dragon's two-square leap b5-b7^ walk apart
// but read alike, so the first pattern's is kept (the empowered one, then
// the stolen types in type order). Twins are rare: steps are formatted only
// when their squares, kind and promotion agree.
func (g *gen) dropWrittenTwins(start, n int) {
	const key = Step(maskSquare) | Step(maskSquare)<<shiftTo | Step(maskKind)<<shiftKind | Step(maskPromoTy)<<shiftPromo
	kept := n
	var a, b [64]byte // the two notations, written without allocating
	for _, st := range g.list[n:] {
		twin := false
		for _, o := range g.list[start:n] {
			if o&bitEmp != 0 && o&key == st&key && string(AppendStep(a[:0], g.p, o)) == string(AppendStep(b[:0], g.p, st)) {
				twin = true
				break
			}
		}
		if !twin {
			g.list[kept] = st
			kept++
		}
	}
	g.list = g.list[:kept]
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
