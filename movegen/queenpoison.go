package movegen

import "github.com/frozenchess/engine/board"

// Queen's Poison (V13-QUEEN-POISON): a unit that captures a queen is
// paralyzed for 6 of its owner's turns. By the catalog's ruling it is
// ordinary paralysis, so a king or a Royal Guard (standing in its own
// king's 3x3 after the capture) is immune. A queen in a captured fused
// stack poisons too; the units an Entanglement takes with the victim do not
// (only the unit captured). The paralysis goes to the field log, which
// Unmake reverts for captures and shots.

// QueenPoison is the paralysis a queen's capturer takes, in owner-turns.
const QueenPoison = 6

// queenPoison poisons the capturer actor if the victim the capture u just
// buried held a queen.
func (g *Game) queenPoison(u *undo, actor board.UnitID) {
	p := g.Pos
	if actor == 0 || p.Unit(actor).Loc != board.LocBody || g.immune(actor) {
		return
	}
	for _, s := range g.saved[u.savedAt : u.savedAt+u.nSaved] {
		if p.Unit(s.id).Type == board.Queen {
			g.paralyze(actor, QueenPoison, board.ParOriginAttack)
			return
		}
	}
}
