package movegen

import "github.com/frozenchess/engine/board"

// Dragon's Fire (V13-DRAGON-FIRE): a dragon that moves to an empty square
// may declare its fire there: every enemy unit in the 8 squares around the
// landing square that the dragon could capture (V13-GUARDS, boxes, frogs
// and Kind Immunity apply: no dragon burns; kings are immune,
// V13-KING-IMMUNITY) dies into the tomb on its square; walls and tombs are
// unharmed. It is a unit ability, so a
// single action (it ends the turn; no Double Move, not inside a multimove),
// written with the move it rides on:
//
//	e5!fire-g6:j     a jump (knight or 2-square orthogonal leap)
//	e5!fire-h8:ne3   a diagonal line: first direction and length
//
// It is offered only where it burns something (otherwise it is the plain
// move), onto a square with no tomb, with the dragon's native patterns.
// Every victim counts for the awards and, after a diagonal line, for the
// range loss (V13-CRR, V13-MM-AWARD); a jester burnt explodes, a queen
// burnt poisons the dragon, an egg burnt changes side. The walk builds the
// dragon's wall as the plain move would. Undone from its snapshot.

var dragonFireDef = SpecialDef{
	Name: "fire", Catalog: "V13-DRAGON-FIRE", Target: true, Arg: ArgPath, Snapshot: true,
	gen:  (*gen).dragonFires,
	make: dragonFire,
}

// dragonFires generates the fires of the dragon on sq: its native plain
// moves (diagonal lines and leaps), generated at the end of the list and
// rewritten in place as fires where the landing square's 3x3 holds a
// victim.
func (g *gen) dragonFires(sq board.Square, u *board.Unit) {
	start := len(g.list)
	g.beginUnit(sq, u)
	g.patterns(sq, u, board.Dragon, false)
	n := start
	for _, st := range g.list[start:] {
		if st.Kind() != KindMove || g.cells[st.To()].Features&board.FeatTomb != 0 || !g.burns(st.To()) {
			continue
		}
		arg := PathJump
		if st.Pattern() == PatDiag {
			arg = PathArg(st.Dir(), st.Len())
		}
		g.list[n] = makeSpecial(sq, st.To(), SpecDragonFire) | Step(arg)<<shiftArg
		n++
	}
	g.list = g.list[:n]
}

// burns reports whether the fire of a dragon landing on to has a victim.
func (g *gen) burns(to board.Square) bool {
	for _, n := range leaps[leapKing][to] {
		if g.abilityTakes(board.Dragon, n) {
			return true
		}
	}
	return false
}

// firePlain is the plain move a fire rides on.
func firePlain(s Step) Step {
	if s.Arg() == PathJump {
		return makeStep(s.From(), s.To(), KindMove, PatLeap)
	}
	d, n := PathOf(s.Arg())
	return makeStep(s.From(), s.To(), KindMove, PatDiag).withLine(d, n, 0)
}

// dragonFire plays a fire: the dragon walks its move (its trail becomes
// its wall at the turn's end), then every victim around its landing square
// dies, in reading order.
func dragonFire(g *Game, u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	actor := p.BodyAt(from)
	plain := firePlain(s)
	// Who burns is decided before the dragon moves, as generation saw it.
	w := newGen(p, p.SideToMove(), nil)
	w.prot = u.prot
	var victims [8]board.Square
	nv := 0
	for dy := 1; dy >= -1; dy-- {
		for dx := -1; dx <= 1; dx++ {
			if sq, ok := to.Offset(dx, dy); ok && (dx != 0 || dy != 0) && w.abilityTakes(board.Dragon, sq) {
				victims[nv] = sq
				nv++
			}
		}
	}
	g.path = g.pathGen.stepPath(p, plain, append(g.path[:0], from))
	p.AddTrails(append(g.path, to))
	must(p.MoveBody(from, to), "fire", s)
	jesters := g.jesters[:0]
	for _, sq := range victims[:nv] {
		if g.holdsJester(sq) {
			jesters = append(jesters, sq)
		}
		victim := p.PieceAt(sq).Type()
		v := g.buryAway(u, sq)
		if victim == board.Egg {
			g.captureEggs(v, p.Unit(actor).Side)
		}
		if !v.gone { // a token is worth no award
			g.creditCapture(u, actor, victim, plain)
		}
		g.queenPoison(v, actor)
		u.hit.Add(sq)
	}
	u.nonLocal = true
	if len(jesters) > 0 {
		g.blasts = append(g.blasts[:0], jesters...)
		g.runBlasts(u)
	}
}
