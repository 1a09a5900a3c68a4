package movegen

import "github.com/frozenchess/engine/board"

// Precomputed geometry. The board has no padding, so every "where does this
// offset land" question is answered once here: neighbours per direction, and
// per square the landing squares of each leap shape.

// offBoard marks a missing neighbour in nbr.
const offBoard = 0x100

// nbr[sq][dir] is the neighbour of sq in dir on the 16x16 board, or
// offBoard (a generator reads its board's, gen.geo.nbr).
var nbr = geo16.nbr

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

// leaps[set][sq] lists the on-board landing squares of a leap set on the
// 16x16 board (a generator reads its board's, gen.geo.leaps).
var leaps = geo16.leaps

// knightVec are the nightrider's 8 vectors, indexed by the step's Dir field.
var knightVec = leapOffsets[leapKnight]

// jesterLeap is one of the Jester's 24 landings with the points it passes,
// which may hold units but not walls (V13-JESTER-MOVE).
type jesterLeap struct {
	to  board.Square
	via [2]board.Square
	nv  uint8
}

var jesterLeaps = geo16.jesterLeaps

// geometry holds the tables above for one board size (board.Geometry,
// issue 48): a 12x12 board is the corner a1-l12 of the 16x16 square array,
// and its tables never lead off it, so that generation walks and leaps it
// exactly as the 16x16 tables walk the whole array. A generator reads the
// tables of its position's variant through gen.geo, set once in newGen; on
// 16x16 they are a copy of nbr, leaps and jesterLeaps, which the code that
// only replays a generated step's path (and the special moves no 12x12
// variant has) reads directly: a path that was generated on the board
// stays on it with either table.
type geometry struct {
	nbr         [board.NumSquares][board.NumDirs]uint16
	leaps       [numLeapSets][board.NumSquares][]board.Square
	jesterLeaps [board.NumSquares][]jesterLeap
}

var (
	geo16 = newGeometry(board.Board16)
	geo12 = newGeometry(board.Board12)
)

// geometries are the tables of each variant's board, by Variant.Index.
var geometries = func() (gs [board.MaxVariants]*geometry) {
	for i := range gs {
		gs[i] = geo16
	}
	for _, v := range board.Variants() {
		switch v.Geometry {
		case board.Board16:
		case board.Board12:
			gs[v.Index] = geo12
		default:
			panic("movegen: no tables for the board size " + v.Geometry.String() + " of " + v.Name)
		}
	}
	return gs
}()

// geometryOf is the tables of the position's board.
func geometryOf(p *board.Position) *geometry { return geometries[p.Variant.Index%board.MaxVariants] }

// newGeometry computes the tables of a board of size geo: neighbours and
// landings off it are left out.
func newGeometry(geo board.Geometry) *geometry {
	t := &geometry{}
	for s := range board.NumSquares {
		sq := board.Square(s)
		for d := board.Dir(0); d < board.NumDirs; d++ {
			dx, dy := d.Delta()
			if n, ok := geo.Offset(sq, dx, dy); ok && geo.Contains(sq) {
				t.nbr[s][d] = uint16(n)
			} else {
				t.nbr[s][d] = offBoard
			}
		}
		if !geo.Contains(sq) {
			continue // nothing starts off the board
		}
		for set := leapSet(0); set < numLeapSets; set++ {
			for _, o := range leapOffsets[set] {
				if n, ok := geo.Offset(sq, o[0], o[1]); ok {
					t.leaps[set][s] = append(t.leaps[set][s], n)
				}
			}
		}
		for _, d := range []board.Dir{board.NorthEast, board.SouthEast, board.SouthWest, board.NorthWest} {
			dx, dy := d.Delta()
			// 2d and 3d, then one more square sideways (dx,0) or (0,dy) from either.
			for _, k := range []int{2, 3} {
				mid, ok := geo.Offset(sq, k*dx, k*dy)
				if !ok {
					continue
				}
				var vias []board.Square
				if k == 3 {
					two, _ := geo.Offset(sq, 2*dx, 2*dy)
					vias = append(vias, two)
				}
				add := func(to board.Square, vs []board.Square) {
					jl := jesterLeap{to: to, nv: uint8(len(vs))}
					copy(jl.via[:], vs)
					t.jesterLeaps[s] = append(t.jesterLeaps[s], jl)
				}
				add(mid, vias)
				withMid := append(append([]board.Square(nil), vias...), mid)
				for _, side := range [][2]int{{dx, 0}, {0, dy}} {
					if to, ok := geo.Offset(mid, side[0], side[1]); ok {
						add(to, withMid)
					}
				}
			}
		}
	}
	return t
}

// forward is the facing direction's step; the two diagonals forward flank it.
func forwardDiagonals(f board.Dir) (board.Dir, board.Dir) { return (f + 7) & 7, (f + 1) & 7 }

// onLastEdge reports whether sq is on the board edge a unit facing f moves
// towards (a pawn's last rank, V13-PAWN-PROMO-LAST).
func onLastEdge(sq board.Square, f board.Dir) bool { return nbr[sq][f] == offBoard }
