package movegen

import "github.com/frozenchess/engine/board"

// Dragon's Breath in FrozenChess 12A (V12A-DRAGON-BREATH, 002:74-75,
// board.MechDragonBreath12): by the row's ruling a special move of a
// dragon that stays on its square: every enemy unit in its 3x3 that the
// dragon could capture dies into the tomb on its square (Kind Immunity: no
// dragon burns, V12A-KIND; guards apply, V12A-EMPOWER-GUARDS; kings are
// immune, V12A-KING); tombs and walls are unharmed. Unlike 13.0's Dragon's
// Fire (dragonfire.go) nothing rides on a move, and no "empty landing
// square" condition applies. It is an ability, so the turn's single action
// (V12A-MOVE-END). Written `e5!breath`; offered only where it burns
// something. The neighbours are read from the board's own tables
// (g.geo: the 12x12 edge), each victim is a capture for the dragon's range
// (V12A-CRR) and a jester burnt explodes (V12A-JESTER). Undone from its
// snapshot.

var dragonBreathDef = SpecialDef{
	Name: "breath", Catalog: "V12A-DRAGON-BREATH", Snapshot: true,
	gen:  (*gen).dragonBreaths,
	make: dragonBreath,
}

// dragonBreaths offers the breath of the dragon on sq if its 3x3 holds a
// victim.
func (g *gen) dragonBreaths(sq board.Square, _ *board.Unit) {
	for _, n := range g.geo.leaps[leapKing][sq] {
		if g.abilityTakes(board.Dragon, n) {
			g.addSpecial(sq, sq, SpecDragonBreath12, 0)
			return
		}
	}
}

// dragonBreath plays a breath: the victims, chosen before any dies (as
// generation saw them), die in the board's neighbour order.
func dragonBreath(g *Game, u *undo, s Step) {
	p := g.Pos
	from := s.From()
	actor := p.BodyAt(from)
	w := newGen(p, p.SideToMove(), nil)
	w.prot = u.prot
	var victims [8]board.Square
	nv := 0
	for _, n := range w.geo.leaps[leapKing][from] {
		if w.abilityTakes(board.Dragon, n) {
			victims[nv] = n
			nv++
		}
	}
	// A capture with no line: MechCRR12 takes 2 off every line range all the same.
	plain := makeStep(from, from, KindCapture, PatLeap)
	jesters := g.jesters[:0]
	for _, sq := range victims[:nv] {
		if g.holdsJester(sq) {
			jesters = append(jesters, sq)
		}
		victim := p.PieceAt(sq).Type()
		v := g.buryAway(u, sq)
		if !v.gone {
			g.creditCapture(u, actor, victim, plain)
		}
		u.hit.Add(sq)
	}
	u.nonLocal = true
	if len(jesters) > 0 {
		g.blasts = append(g.blasts[:0], jesters...)
		g.runBlasts(u)
	}
}
