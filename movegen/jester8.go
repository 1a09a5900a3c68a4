package movegen

import "github.com/frozenchess/engine/board"

// The Jester's move in FrozenChess 8.0 (V8-JESTER, 001:328-333,
// board.MechJesterMoveV8): "2sq diag + optionally 1sq to side: diagonally
// and 1 sq orthogonally forward". Per diagonal d = (dx,dy): 2d, then
// optionally one square on from there, diagonally to the side (2d + (dx,-dy)
// or 2d + (-dx,dy): (3,1) and (1,3)) or orthogonally forward (2d + (dx,0)
// or 2d + (0,dy): (3,2) and (2,3)); 5 landings per diagonal, 20 in all
// (13.0's jester goes 2 or 3 squares and then maybe one forward: 24). A
// leap as 13.0's (the leaper class): units on the way do not matter, the
// point passed (2d, for the four longer landings) must not be a wall; it
// never captures. The Walltrap's range is the move's (walltrap.go).

var jesterLeaps8 [board.NumSquares][]jesterLeap

func init() {
	for s := range board.NumSquares {
		sq := board.Square(s)
		for _, d := range diagDirs {
			dx, dy := d.Delta()
			two, ok := sq.Offset(2*dx, 2*dy)
			if !ok {
				continue
			}
			jesterLeaps8[s] = append(jesterLeaps8[s], jesterLeap{to: two})
			for _, o := range [4][2]int{{dx, -dy}, {-dx, dy}, {dx, 0}, {0, dy}} {
				if to, ok := two.Offset(o[0], o[1]); ok {
					jesterLeaps8[s] = append(jesterLeaps8[s], jesterLeap{to: to, via: [2]board.Square{two}, nv: 1})
				}
			}
		}
	}
}

// jesterLeapsIn is the jester's landing table of g's variant: 8.0's own,
// or the board size's (tables.go).
func (g *gen) jesterLeapsIn() *[board.NumSquares][]jesterLeap {
	if g.p.Variant.Has(board.MechJesterMoveV8) {
		return &jesterLeaps8
	}
	return &g.geo.jesterLeaps
}
