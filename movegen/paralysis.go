package movegen

import "github.com/frozenchess/engine/board"

// Paralysis (V13-PARALYSIS, -IMMUNITY, -TRANSFER, V13-KING-ROYALGUARD). Timed
// paralysis is Unit.Paralysis, in owner-turns (Q1); a flood holds a unit
// through Unit.Flood instead. A paralyzed unit cannot act, attack or protect
// (gen.canAct).

// immune reports a unit that new paralysis cannot reach: a king
// (V13-KING-IMMUNITY) or a Royal Guard, a unit in its own king's 3x3
// (V13-KING-ROYALGUARD). Counters already running keep running, and a
// unit's own ability costs ignore immunity (V13-PARALYSIS-IMMUNITY ruling).
func (g *Game) immune(id board.UnitID) bool {
	u := g.Pos.Unit(id)
	if u.Type == board.King || paralysisImmune(g.Pos, u) {
		return true
	}
	if u.Loc != board.LocBody && u.Loc != board.LocMember || !g.Pos.Variant.Has(board.MechRoyalGuards) {
		return false // V12A-KING: no Royal Guards in the 12x12 texts
	}
	ks, ok := g.KingSquare(u.Side)
	return ok && chebyshev(ks, u.Square) <= 1
}

func chebyshev(a, b board.Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

// paralyze gives unit id a timed paralysis of n owner-turns; the counter
// becomes the larger of the old and the new (V13-PARALYSIS ruling). A unit
// of the side making this ply would lose one of those turns to this ply's
// own tick, so its counter is set one higher (Q1: a counter set during its
// owner's ply does not tick that ply). Monads run after that tick
// (V13-MONAD-RUN), so there n is the count for either side. Changes go to
// the field log.
func (g *Game) paralyze(id board.UnitID, n int, origin uint8) {
	u := g.Pos.Unit(id)
	if paralysisImmune(g.Pos, u) {
		return // V8-RAM, V8-FROG: not even its own costs reach it (it has none)
	}
	g.resetEgg(id) // V13-EGG-RESET
	if u.Side == g.Pos.SideToMove() && !g.inRun {
		n++
	}
	if n <= int(u.Paralysis) {
		return
	}
	g.setLogged(id, board.FParalysis, uint32(n))
	g.setLogged(id, board.FParOrigin, uint32(origin))
}

// revertFields undoes the field log back to length n, newest first.
func (g *Game) revertFields(n int) {
	for i := len(g.fieldLog) - 1; i >= n; i-- {
		ch := g.fieldLog[i]
		if ch.f >= fieldStayUp {
			switch ch.f {
			case fieldStayUp:
				g.Pos.SetStay(ch.id, uint8(ch.old))
			case fieldStaysTicked:
				g.Pos.UntickStays(board.Side(ch.id), board.UnitType(ch.old))
			default:
				g.unageWall(ch) // fieldWallAged (walling12.go)
			}
			continue
		}
		g.Pos.SwapField(ch.id, ch.f, ch.old) // the value it had: no check needed
	}
	g.fieldLog = g.fieldLog[:n]
}

// paralysisImmune reports a unit no paralysis of any kind reaches, not even
// its own costs: a Ram (V8-RAM), and a frog where the variant has
// board.MechFrogV8 (V8-FROG: the 8.0 frog, a "mobile blocker", is immune
// to paralysis; it has no Long Jump either, gen.patterns). Auras and
// pincers pass it by in board.HeldByNeighbours.
func paralysisImmune(p *board.Position, u *board.Unit) bool {
	return u.Type == board.Ram || u.Type == board.Frog && p.Variant.Has(board.MechFrogV8)
}
