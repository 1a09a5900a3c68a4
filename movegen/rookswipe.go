package movegen

import "github.com/frozenchess/engine/board"

// Swipe Paralysis (V13-ROOK-SWIPE): the enemy units beside a rook's path
// lose their next turn (paralyzed 1 owner-turn, kept if they had more).
// The path is the rook's whole trail of the action, the squares that become
// its wall (its start, every square walked through, every intermediate
// landing, bounces included), its final square excluded; "beside" is the 4
// orthogonal neighbours of each (the Lancer-style side squares; on a
// straight line the squares ahead and behind are the path itself). Units in
// the final square's 3x3 get Stun's 2 instead (rookstun.go). Immunities
// are Stun's: kings, Royal Guards, boxes, rooks. It runs with Stun in the
// turn's end.

// SwipeParalysis is the paralysis of a unit beside a rook's path.
const SwipeParalysis = 1

// swipe paralyzes the enemies beside the trail of the rook that ended its
// action on final.
func (g *Game) swipe(u *undo, final board.Square, enemy board.Side) {
	for _, sq := range g.Pos.Trail() {
		if sq == final {
			continue
		}
		for _, d := range orthogonals {
			nx := nbr[sq][d]
			if nx == offBoard {
				continue
			}
			if n := board.Square(nx); chebyshev(n, final) > 1 {
				g.rookHits(u, n, enemy, SwipeParalysis)
			}
		}
	}
}
