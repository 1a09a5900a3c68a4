package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// King's Check (catalog V13-KING-CHECK, V13-KING-CHECK-LIMIT, Q8): a king
// that is not in check may step onto a square the enemy attacks; every enemy
// unit attacking that square dies (into the tomb on its square) and the
// king's step completes. It is the one step exempt from the check test. It
// is a single step: only at the start of a turn, and it ends the turn.
//
// The enemy king does not die: King's Check is a king's special move, and
// kings are immune to every special move but Rotate, Explosion and Teleswap
// (V13-KING-IMMUNITY). A king that steps next to the enemy king would then
// stand in check after its King's Check, which is not exempt from the test
// for that reason: the step is illegal (our reading; no ruling covers it).

// attackersOf lists the squares of the units of side by that could capture
// on sq (an empty sq counts as holding an enemy unit). buf is scratch space
// for the steps generated; the grown buffer is returned with the list.
func attackersOf(p *board.Position, by board.Side, sq board.Square, out []board.Square, buf []Step, prot *Protection) ([]board.Square, []Step) {
	g := newGen(p, by, buf[:0])
	g.mode = bitsOf[modeAttack]() // an attack query by generation (mode.go)
	g.prot = prot
	if p.PieceAt(sq) == board.NoPiece {
		g.phantom = uint16(sq)
	}
	all := p.SideBodies(by)
	for i, word := range all {
		for ; word != 0; word &= word - 1 {
			from := board.Square(i*64 + bits.TrailingZeros64(word))
			g.list = g.list[:0]
			g.unitSteps(from, true)
			for _, st := range g.list {
				if st.To() == sq {
					out = append(out, from)
					break
				}
			}
		}
	}
	return out, g.list
}

// kingCheckStep reports whether step s by the unit on its start square is a
// King's Check: a king's one-square step at the start of a turn, not in
// check, onto a square the enemy attacks.
func (g *Game) kingCheckStep(s Step, prot *Protection) bool {
	p := g.Pos
	if s.Kind() != KindMove || s.Pattern() != PatStep || p.Turn().Actor != 0 || p.PieceAt(s.From()).Type() != board.King {
		return false
	}
	side := p.SideToMove()
	if g.inCheckWith(side, prot) {
		return false
	}
	var hit bool
	hit, g.atk = fastAttacked(p, side.Other(), s.To(), g.atk, prot) // the game's scratch: no allocation
	return hit
}

// kingCheck kills every enemy unit attacking the king's destination but the
// enemy king, which it records as sparing (the step is then illegal).
func (g *Game) kingCheck(u *undo, s Step) {
	p := g.Pos
	var attackers []board.Square
	attackers, g.atk = attackersOf(p, p.SideToMove().Other(), s.To(), g.blasts[:0], g.atk, u.prot)
	for _, sq := range attackers {
		if p.PieceAt(sq).Type() == board.King {
			u.kingSpared = true // V13-KING-IMMUNITY
			continue
		}
		if p.BodyAt(sq) != 0 {
			g.buryAway(u, sq)
		}
	}
	g.blasts = attackers
	u.kingCheck = true
	u.nonLocal = true
}
