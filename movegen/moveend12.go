package movegen

import "github.com/frozenchess/engine/board"

// Move end in the 12x12 texts (V12A-MOVE-END, 002:28-29, with
// board.MechCheckEndsTurn): "captures, special moves and checks end the
// player's turn", whichever comes first. Captures and special moves end it
// as in 13.0; a step that gives check ends it too (13.0 lets a double move
// go on after a check, V13-DOUBLEMOVE-CHECK): after it the turn's one
// continuation is End. The check is judged as the turn's other steps are,
// with the protection state of the turn's start.

// givesCheck reports whether the side generating attacks the enemy king.
func (g *gen) givesCheck() bool {
	kings := g.p.BodySquares(g.side.Other(), board.King)
	if kings.Empty() {
		return false
	}
	hit, _ := fastAttacked(g.p, g.side, kings.Pop(), g.scratch(), g.prot)
	return hit
}
