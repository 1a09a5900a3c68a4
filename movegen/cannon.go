package movegen

import "github.com/frozenchess/engine/board"

// cannonShots generates the Cannon's ranged captures (V13-CANNON-CAPTURE,
// V13-CANNON-IMMOBILE): along its forward ray and the two forward diagonals,
// the first unit or wall within 3 squares is hit; the cannon stays. A hit
// wall square is destroyed (V13-CLASS-SIEGE). Shots ignore terrain. An 8.0
// cannon without ammunition captures nothing and only hits walls
// (V8-CANNON, cannonammo.go).
func (g *gen) cannonShots(from board.Square, u *board.Unit) {
	armed := cannonArmed(g.p, u)
	l, r := forwardDiagonals(u.Facing)
	for _, d := range [3]board.Dir{u.Facing, l, r} {
		sq := from
		for range 3 {
			nx := nbr[sq][d]
			if nx == offBoard {
				break
			}
			sq = board.Square(nx)
			if g.dep != nil {
				g.dep.Add(sq)
			}
			c := &g.cells[sq]
			if c.Wall != 0 && c.Piece == 0 {
				g.add(makeStep(from, sq, KindWallHit, PatShot))
				break
			}
			if c.Piece != 0 || uint16(sq) == g.phantom {
				if armed && g.capturable(board.Cannon, sq) {
					g.add(makeStep(from, sq, KindShot, PatShot))
				}
				break
			}
			if g.mode.has(mThreat) && c.Wall == 0 && armed {
				g.markThreat(sq, PatShot) // an empty square it would shoot a unit on
			}
		}
	}
}
