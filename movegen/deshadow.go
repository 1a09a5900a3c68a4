package movegen

import "github.com/frozenchess/engine/board"

// De-shadowing (V13-DESHADOW-MOVE, V13-DESHADOW-CONDITIONS,
// V13-DESHADOW-PENALTY, V13-ASSASSIN-DESHADOW): a shadow returns to normal
// form on its square when it has been a shadow for board.ShadowMinimum of
// its owner's turns and the square holds no body, wall, tomb or trap and is
// not attacked by the enemy (an enemy unit could capture a normal unit
// there, Q7). It is then paralyzed floor(N/2) owner-turns for the N squares
// it travelled in shadow form (an assassin floor(floor(N/2)/3)); its age
// and travel start again at 0. It builds no wall. Notation:
// <square>!deshadow:<letter>.

var deshadowDef = SpecialDef{
	Name: "deshadow", Catalog: "V13-DESHADOW-MOVE", Arg: ArgType, Snapshot: true,
	genSide: (*gen).deshadows,
	make:    deshadow,
	// A body appears: it may deflect a line onto its own king. Tried.
}

// deshadows generates the de-shadowing of the side to move's shadows (a
// turn's single action).
func (g *gen) deshadows(_ board.Square, mid bool) {
	if mid {
		return
	}
	g.eachActingShadow(func(g *gen, sq board.Square, _ board.UnitID, u *board.Unit) {
		if g.mayDeshadow(sq, u) {
			g.addSpecial(sq, sq, SpecDeshadow, uint16(u.Type))
		}
	})
}

// mayDeshadow reports the conditions of V13-DESHADOW-CONDITIONS for the
// shadow u on sq.
func (g *gen) mayDeshadow(sq board.Square, u *board.Unit) bool {
	c := &g.cells[sq]
	if u.ShadowAge < board.ShadowMinimum || c.Body != 0 || c.Wall != 0 || c.Features&(board.FeatTomb|board.FeatTrap) != 0 {
		return false
	}
	return !g.enemyAttacks(sq)
}

// DeshadowPenalty is the paralysis a de-shadowing unit of type t takes
// after travelling n squares in shadow form: floor(n/2), an assassin's
// divided by 3 again (V13-DESHADOW-PENALTY, V13-ASSASSIN-DESHADOW).
func DeshadowPenalty(t board.UnitType, n int) int {
	pen := n / 2
	if t == board.Assassin {
		pen /= 3
	}
	return pen
}

// deshadow plays a de-shadowing.
func deshadow(g *Game, u *undo, s Step) {
	p := g.Pos
	id := shadowActor(p, s.From(), p.SideToMove(), board.UnitType(s.Arg()))
	if id == 0 {
		panic("movegen: no shadow for " + FormatStep(p, s))
	}
	g.unshadow(u, id)
	u.actor = id
}

// unshadow makes the shadow id the body of its square again, paralyzed
// for the way it travelled (exactly that many of its owner's turns, Q1).
// The step was snapshotted.
func (g *Game) unshadow(u *undo, id board.UnitID) {
	p := g.Pos
	sh := p.Unit(id)
	sq := sh.Square
	pen := DeshadowPenalty(sh.Type, int(sh.ShadowTrail))
	must(p.RemoveShadow(sq, id), "deshadow", u.step)
	must(p.SetField(id, board.FStatus, uint32(sh.Status&^board.StatusShadow)), "deshadow", u.step)
	must(p.SetField(id, board.FShadowAge, 0), "deshadow", u.step)
	must(p.SetField(id, board.FShadowTrail, 0), "deshadow", u.step)
	must(p.PlaceBody(sq, id), "deshadow", u.step)
	if pen > 0 {
		g.paralyze(id, pen, board.ParOriginPenalty)
	}
	u.nonLocal, u.untracked = true, true
}
