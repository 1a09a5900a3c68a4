package movegen

import "github.com/frozenchess/engine/board"

// Precomputed geometry. The board has no padding, so every "where does this
// offset land" question is answered once here: neighbours per direction, and
// per square the landing squares of each leap shape.

// offBoard marks a missing neighbour in nbr.
const offBoard = 0x100

// nbr[sq][dir] is the neighbour of sq in dir, or offBoard.
var nbr [board.NumSquares][board.NumDirs]uint16

// leapSet names a fixed set of leap offsets.
type leapSet uint8

const (
	leapKnight    leapSet = iota // (1,2): Knight, Queen, Dragon, Assassin
	leapAssassin3                // (3,0): Assassin's orthogonal jump
	leapFrog                     // (2,2), (3,3), (3,0): Frog
	leapZebra                    // (3,2): Chancellor
	leapKing                     // one square any way: King, Chancellor (a step, not a leap)
	leapDiag2                    // (2,2): Crossbowman
	leapOrth2                    // (2,0): Dragon
	numLeapSets
)

var leapOffsets = [numLeapSets][][2]int{
	leapKnight:    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}},
	leapAssassin3: {{0, 3}, {3, 0}, {0, -3}, {-3, 0}},
	leapFrog:      {{2, 2}, {2, -2}, {-2, -2}, {-2, 2}, {3, 3}, {3, -3}, {-3, -3}, {-3, 3}, {0, 3}, {3, 0}, {0, -3}, {-3, 0}},
	leapZebra:     {{2, 3}, {3, 2}, {3, -2}, {2, -3}, {-2, -3}, {-3, -2}, {-3, 2}, {-2, 3}},
	leapKing:      {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}},
	leapDiag2:     {{2, 2}, {2, -2}, {-2, -2}, {-2, 2}},
	leapOrth2:     {{0, 2}, {2, 0}, {0, -2}, {-2, 0}},
}

// leaps[set][sq] lists the on-board landing squares of a leap set.
var leaps [numLeapSets][board.NumSquares][]board.Square

// knightVec are the nightrider's 8 vectors, indexed by the step's Dir field.
var knightVec = leapOffsets[leapKnight]

// jesterLeap is one of the Jester's 24 landings with the points it passes,
// which may hold units but not walls (V13-JESTER-MOVE).
type jesterLeap struct {
	to  board.Square
	via [2]board.Square
	nv  uint8
}

var jesterLeaps [board.NumSquares][]jesterLeap

func init() {
	for s := range board.NumSquares {
		sq := board.Square(s)
		for d := board.Dir(0); d < board.NumDirs; d++ {
			dx, dy := d.Delta()
			if n, ok := sq.Offset(dx, dy); ok {
				nbr[s][d] = uint16(n)
			} else {
				nbr[s][d] = offBoard
			}
		}
		for set := leapSet(0); set < numLeapSets; set++ {
			for _, o := range leapOffsets[set] {
				if n, ok := sq.Offset(o[0], o[1]); ok {
					leaps[set][s] = append(leaps[set][s], n)
				}
			}
		}
		for _, d := range []board.Dir{board.NorthEast, board.SouthEast, board.SouthWest, board.NorthWest} {
			dx, dy := d.Delta()
			// 2d and 3d, then one more square sideways (dx,0) or (0,dy) from either.
			for _, k := range []int{2, 3} {
				mid, ok := sq.Offset(k*dx, k*dy)
				if !ok {
					continue
				}
				var vias []board.Square
				if k == 3 {
					two, _ := sq.Offset(2*dx, 2*dy)
					vias = append(vias, two)
				}
				add := func(to board.Square, vs []board.Square) {
					jl := jesterLeap{to: to, nv: uint8(len(vs))}
					copy(jl.via[:], vs)
					jesterLeaps[s] = append(jesterLeaps[s], jl)
				}
				add(mid, vias)
				withMid := append(append([]board.Square(nil), vias...), mid)
				for _, side := range [][2]int{{dx, 0}, {0, dy}} {
					if to, ok := mid.Offset(side[0], side[1]); ok {
						add(to, withMid)
					}
				}
			}
		}
	}
}

// forward is the facing direction's step; the two diagonals forward flank it.
func forwardDiagonals(f board.Dir) (board.Dir, board.Dir) { return (f + 7) & 7, (f + 1) & 7 }

// onLastEdge reports whether sq is on the board edge a unit facing f moves
// towards (a pawn's last rank, V13-PAWN-PROMO-LAST).
func onLastEdge(sq board.Square, f board.Dir) bool { return nbr[sq][f] == offBoard }
