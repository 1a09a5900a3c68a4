package movegen

import "github.com/frozenchess/engine/board"

// Entry points for the king-danger map of the search and the evaluation
// (issue 46, search/threat.go and eval/kingdanger.go): the attack test of
// catalog Q7 on any square, the one InCheck asks about the king's square,
// without allocating per call.

// AttackedBy reports whether side by attacks sq in the game's position
// (catalog Q7), with the empowered patterns of the protection state the
// game keeps for the position: InCheck's test, for any square.
func (g *Game) AttackedBy(by board.Side, sq board.Square) bool {
	var hit bool
	hit, g.atk = fastAttacked(g.Pos, by, sq, g.atk, g.protection())
	return hit
}

// AttackedNativeInto is AttackedNative with buf as the scratch space of its
// line walks; the grown buffer is returned, so a caller that keeps it
// allocates nothing once warmed up.
func AttackedNativeInto(p *board.Position, by board.Side, sq board.Square, buf []Step) (bool, []Step) {
	return fastAttacked(p, by, sq, buf, nil)
}
