package movegen

import "github.com/frozenchess/engine/board"

// Illusion removal by paralysis (V13-QUEEN-ILLUSION-END: "paralysis, any
// explosion in its 3x3, or an attack removes the Illusion from the game";
// ruling: removed with no tomb and no award). Taken or blasted, an
// Illusion leaves the game in bury (capture.go). Paralysis is judged at
// the end of each ply, after every effect of the ply (the ply's own
// paralysis, the Gaze, the clocks, tomb rot, the monads; again after the
// next ply's loops, which step in the same Make): our reading, an
// Illusion that is paralyzed then leaves the game, whatever paralyzed it:
// a timed counter (Arrow, Stun, Slime, Blizzard, a trap...), a flood
// holding it, or an aura or a pincer holding it (a chancellor's, a
// jester's presence, V13-PAWN-PINCER: auraHeld). An Illusion that is a
// Royal Guard (V13-KING-ROYALGUARD) takes no new paralysis, so it stays.
// The removal is undone from a copy of the position taken here
// (lateSnapshot) unless the step has one; it changes a square away from
// the step's, so legality tries every step while an Illusion is on the
// board (endMayExpose asks illusionsOnBoard).

// illusionsOnBoard reports whether an Illusion of either side stands on
// the board.
func illusionsOnBoard(p *board.Position) bool {
	w, b := p.BodySquares(board.White, board.Illusion), p.BodySquares(board.Black, board.Illusion)
	return !w.Empty() || !b.Empty()
}

// dissolveIllusions removes every paralyzed Illusion from the game.
func (g *Game) dissolveIllusions(u *undo) {
	p := g.Pos
	for _, side := range [2]board.Side{board.White, board.Black} {
		set := p.BodySquares(side, board.Illusion)
		for !set.Empty() {
			sq := set.Pop()
			v := p.Unit(p.BodyAt(sq))
			if v.Paralysis == 0 && v.Flood == 0 && !auraHeld(p, v, nil) {
				continue
			}
			if u.snap == nil {
				g.lateSnapshot(u)
			}
			g.buryAway(u, sq) // no tomb, no award (bury)
			u.untracked = true
		}
	}
}
