package movegen

import "github.com/frozenchess/engine/board"

// Knight's Leap (V13-KNIGHT-LEAPCAPTURE, V13-NIGHTRIDER-LEAP): a knight
// leaping, or a nightrider ending a ride, may capture the units it jumps
// over together with (or without) a normal capture on its landing square.
// Ruling followed: the jumped squares are the two squares of the long leg of
// the (final) jump, e.g. for a jump (2,1) the squares (1,0) and (2,0) from
// its start; the capturable enemy units there are taken (not frogs, boxes,
// guarded units or units of the leaper's own kind: the normal capture
// rules), so one step takes at most 3 (1 normal + 2 leapt). Kings are
// immune to it (V13-KING-IMMUNITY): a king on the leg is not taken, and a
// leap onto a king is the plain capture only. It is written
// as a special move, <unit>!leap-<landing>, offered for every leap or ride
// of the unit's native pattern (landing rules unchanged) that jumps over at
// least one capturable enemy; a plain leap over them stays a plain step.
// Like every capture it ends the turn; each victim counts for the awards
// (Q11); leapt victims do not entangle (V13-ENTANGLEMENT follows the
// landing capture only in an ordinary capture step). The leaper's wall is
// its start square (and a nightrider's intermediate landings), as for a
// plain leap. "Even inside a double move": after a plain first step the
// leap capture may also be the turn's next step (leapsInTurn), in a
// nightrider's Double Move, in a knight's March (its double move,
// V13-KNIGHT-MARCH ruling: the leap capture is the one capture a March
// may end with) and in a multimove while it may still capture; like
// every capture it ends the turn, and its walls are the turn's trail.

var leapDef = SpecialDef{
	Name: "leap", Catalog: "V13-KNIGHT-LEAPCAPTURE", Target: true, Snapshot: true,
	gen:  (*gen).leapCaptures,
	make: leapCapture, // undone from its snapshot
}

// leapsInTurn generates the Knight's Leaps of the actor u on sq inside its
// turn of mode t (finish: a multimove may still capture), the step after a
// plain first step.
func (g *gen) leapsInTurn(sq board.Square, u *board.Unit, t board.TurnMode, finish bool) {
	if (u.Type != board.Knight && u.Type != board.Nightrider) || !g.p.Variant.Has(board.MechKnightLeap) || !g.canAct(u, g.cells[sq].Piece) || g.cells[sq].Wall != 0 {
		return // a variant without the Knight's Leap (V12C-MISSING) has none inside a turn either
	}
	if t == board.TurnDouble || t == board.TurnMarch || (t == board.TurnMulti && finish) {
		g.leapCaptures(sq, u)
	}
}

// leapJump returns the start of the final jump of a leap or ride from from
// to to and its vector (ok false if to is no knight jump away in a line).
func leapJump(from, to board.Square) (start board.Square, v [2]int, ok bool) {
	dx, dy := to.File()-from.File(), to.Rank()-from.Rank()
	for _, kv := range knightVec {
		// to - from must be k times kv, k >= 1.
		if dx*kv[1] != dy*kv[0] || dx*kv[0] < 0 || dy*kv[1] < 0 {
			continue
		}
		start, ok = to.Offset(-kv[0], -kv[1])
		return start, kv, ok
	}
	return 0, v, false
}

// leapLegs returns the two squares of the long leg of the jump v from start.
func leapLegs(start board.Square, v [2]int) (legs [2]board.Square) {
	sx, sy := sign(v[0]), sign(v[1])
	if abs(v[0]) == 2 {
		legs[0], _ = start.Offset(sx, 0)
		legs[1], _ = start.Offset(2*sx, 0)
	} else {
		legs[0], _ = start.Offset(0, sy)
		legs[1], _ = start.Offset(0, 2*sy)
	}
	return legs
}

// leapVictims returns the squares of the units on the long leg of the final
// jump from from to to that a unit of type att may capture there (n of them).
func (g *gen) leapVictims(from, to board.Square, att board.UnitType) (vs [2]board.Square, n int) {
	start, v, ok := leapJump(from, to)
	if !ok {
		return vs, 0
	}
	for _, sq := range leapLegs(start, v) {
		if c := &g.cells[sq]; c.Piece != board.NoPiece && c.Piece.Side() != g.side && c.Wall == 0 && g.abilityTakes(att, sq) {
			vs[n] = sq
			n++
		}
	}
	if n > 1 && g.p.Variant.Has(board.MechKnightCapturesOne) {
		n = 1 // V8-KNIGHT: one piece, the one nearer its start on the long leg
	}
	return vs, n
}

// leapCaptures generates the Knight's Leaps of the knight or nightrider on
// sq: its native leaps or rides (generated into the list, then replaced)
// that jump over a capturable enemy.
func (g *gen) leapCaptures(sq board.Square, u *board.Unit) {
	start := len(g.list)
	g.beginUnit(sq, u)
	if u.Type == board.Knight {
		g.leaps(sq, board.Knight, leapKnight, true)
	} else {
		g.rides(sq, true)
	}
	end := len(g.list)
	for i := start; i < end; i++ {
		st := g.list[i]
		if st.Pattern() != PatLeap && st.Pattern() != PatRide {
			continue
		}
		if c := &g.cells[st.To()]; c.Features&board.FeatTomb != 0 && g.activeTomb(st.To()) {
			continue // a landing there explodes the tomb: an ordinary step's business
		}
		if g.cells[st.To()].Piece.Type() == board.King {
			continue // a king is taken by the plain capture only (V13-KING-IMMUNITY)
		}
		if st.Kind() == KindCapture && g.p.Variant.Has(board.MechKnightCapturesOne) {
			continue // V8-KNIGHT: it lands on an empty square (a landing capture is a plain capture)
		}
		if g.p.Variant.Has(board.MechQuadrants12) && leapBanned12(g.p, g.side, sq, st.To()) {
			continue // V12A-QUADRANTS: banned in an enemy bonus quadrant (quadrants12.go)
		}
		if _, n := g.leapVictims(sq, st.To(), u.Type); n > 0 {
			g.list = append(g.list, makeSpecial(sq, st.To(), SpecLeap))
		}
	}
	g.list = append(g.list[:start], g.list[end:]...)
}

// leapCapture plays a Knight's Leap: the leapt victims and the landing's
// die into their tombs and count for the leaper; it walks its ride's
// intermediate landings (they become wall) and lands; jesters among the
// victims explode last.
func leapCapture(g *Game, u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	actor := p.BodyAt(from)
	a := p.Unit(actor)
	gn := newGen(p, p.SideToMove(), nil)
	gn.prot = u.prot
	vs, n := gn.leapVictims(from, to, a.Type)
	jesters := g.jesters[:0]
	var all [len(vs) + 1]board.Square // the victims and the landing, on the stack
	copy(all[:], vs[:n])
	all[n] = to
	for _, sq := range all[:n+1] {
		if p.PieceAt(sq) == board.NoPiece {
			continue // a landing on an empty square
		}
		if g.holdsJester(sq) {
			jesters = append(jesters, sq)
		}
		vt := p.PieceAt(sq).Type()
		v := g.buryAway(u, sq)
		if deathSquares(p) {
			g.markDeathSquare(v, sq) // V12B-DEATHSQUARES: a leap's capture too (undone from the snapshot)
		}
		g.countCapture(actor, vt, s)
	}
	p.AddTrail(from)
	if _, kv, ok := leapJump(from, to); ok && a.Type == board.Nightrider {
		for cur := from; ; {
			cur, _ = cur.Offset(kv[0], kv[1])
			if cur == to {
				break
			}
			p.AddTrail(cur)
		}
	}
	p.AddTrail(to)
	must(p.MoveBody(from, to), "leap", s)
	u.nonLocal = true
	if len(jesters) > 0 {
		g.blasts = append(g.blasts[:0], jesters...)
		g.runBlasts(u)
	}
	g.jesters = jesters[:0]
}
