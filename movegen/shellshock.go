package movegen

import "github.com/frozenchess/engine/board"

// Shellshock (V13-SHELLSHOCK, V13-SHELLSHOCK-LIMITS rulings). A unit with
// line moves whose action walked through squares the enemy threatens has
// shorter lines on its owner's next turn: each square it entered (the
// trail without its start, plus the square it ended on) costs the largest
// of 3 if an active tomb lies in its 3x3 (a blast would reach it), 2 if an
// enemy threatens it with any capture but a plain line, 1 if only enemy
// lines reach it. Threats are judged on the board as the action ends,
// before its walls rise (Q7's attack test). The penalty (Unit.Shellshock)
// shortens every line range, never below 3 (lineRange), and is replaced at
// the end of the owner's next ply.

// shockable reports the types with line ranges, the only ranges that shrink.
func shockable(t board.UnitType) bool {
	switch t {
	case board.Bishop, board.Rook, board.Queen, board.Dragon, board.Templar, board.Crossbowman, board.Illusion:
		return true
	}
	return false
}

// shellshock is the penalty the actor earns for the action now ending.
func (g *Game) shellshock(actor board.UnitID) uint32 {
	p := g.Pos
	a := p.Unit(actor)
	trail := p.Trail()
	if actor == 0 || a.Loc != board.LocBody || len(trail) == 0 || !shockable(a.Type) {
		return 0
	}
	enemy := a.Side.Other()
	total, final := 0, a.Square
	finalCounted := false
	for _, sq := range trail[1:] {
		total += g.threat(enemy, sq)
		finalCounted = finalCounted || sq == final
	}
	if !finalCounted {
		total += g.threat(enemy, final)
	}
	return uint32(min(total, 255))
}

// stepProtection is the protection state the current step runs under: the
// one Make recorded, or the position's own outside a step.
func (g *Game) stepProtection() *Protection {
	if n := len(g.undo); n > 0 {
		return g.undo[n-1].prot
	}
	return g.protection()
}

// threat is the shellshock weight of one square: 3, 2, 1 or 0.
func (g *Game) threat(enemy board.Side, sq board.Square) int {
	p := g.Pos
	for _, t := range p.Tombs() {
		if t.State == board.TombActive && chebyshev(t.Square, sq) <= 1 {
			return 3
		}
	}
	ng := newGen(p, enemy, g.atk[:0])
	ng.prot = g.stepProtection()
	ng.part = partNonLine
	hit := ng.attacks(sq)
	g.atk = ng.list
	if hit {
		return 2
	}
	lg := newGen(p, enemy, g.atk[:0])
	lg.prot = ng.prot
	lg.part = partLine
	hit = lg.attacks(sq)
	g.atk = lg.list
	if hit {
		return 1
	}
	return 0
}
