package movegen

import "github.com/frozenchess/engine/board"

// Shellshock (V13-SHELLSHOCK, V13-SHELLSHOCK-LIMITS rulings). A unit with
// line moves whose action walked through squares the enemy threatens has
// shorter lines on its owner's next turn: each square it entered (the
// trail without its start, plus the square it ended on) costs the largest
// of 3 if an active tomb lies in its 3x3 (a blast would reach it), 2 if an
// enemy threatens it with any capture but a plain line, 1 if only enemy
// lines reach it. Threats are judged on the board as the turn begins, like
// every attack question of the turn (Q7's "previous end-of-ply state"): the
// threat map is computed with the turn's protection state (threatMap). The
// penalty (Unit.Shellshock) shortens every line range, never below 3
// (lineRange), and is replaced at the end of the owner's next ply.

// shockable reports the types with line ranges, the only ranges that shrink.
func shockable(t board.UnitType) bool {
	switch t {
	case board.Bishop, board.Rook, board.Queen, board.Dragon, board.Templar, board.Crossbowman, board.Illusion:
		return true
	}
	return false
}

// shellshock is the penalty the actor earns for the action now ending: the
// weights, in the threat map of the turn's start, of the squares it entered.
func (g *Game) shellshock(actor board.UnitID, prot *Protection) uint32 {
	p := g.Pos
	a := p.Unit(actor)
	trail := p.Trail()
	if actor == 0 || a.Loc != board.LocBody || len(trail) == 0 || !shockable(a.Type) {
		return 0
	}
	total, final := 0, a.Square
	finalCounted := false
	for _, sq := range trail[1:] {
		total += int(prot.Shock(sq))
		finalCounted = finalCounted || sq == final
	}
	if !finalCounted {
		total += int(prot.Shock(final))
	}
	return uint32(min(total, 255))
}
