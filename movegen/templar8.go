package movegen

import "github.com/frozenchess/engine/board"

// The Templar in FrozenChess 8.0 (V8-TEMPLAR, 001:386-405): "as Rook or
// diagonally 2 squares and optionally 1 square diagonally to side", and a
// leaper (V8-CLASS-LEAPER: "Templar leaps in v8, not since v10"), so its
// diagonal move is a leap (board.MechTemplarLeaperV8): to (2,2), (3,1) or
// (1,3) in each diagonal's quadrant, over units, walls and tombs, only the
// landing square judged (landing: no wall, no climb), capturing there; it
// walks no squares, so it builds no wall but its start. 13.0's templar slides
// through (1,1) instead (V13-TEMPLAR-MOVE: "no jumping since v10"). Its
// rook line, its Shield (shield.go: the line and these leaps; the 13.0
// clause "one normal move without bounce" changes nothing in 8.0, whose
// lines do not bounce orthogonally, V8-ADVANCED) and its push immunity
// (push.go) are 13.0's.

// templarLeaps8[sq] lists the landing squares of the 8.0 templar's leaps.
var templarLeaps8 [board.NumSquares][]board.Square

func init() {
	for s := range board.NumSquares {
		sq := board.Square(s)
		for _, d := range diagDirs {
			dx, dy := d.Delta()
			for _, o := range [3][2]int{{2 * dx, 2 * dy}, {3 * dx, dy}, {dx, 3 * dy}} {
				if to, ok := sq.Offset(o[0], o[1]); ok {
					templarLeaps8[s] = append(templarLeaps8[s], to)
				}
			}
		}
	}
}

// templarDiagonals generates the templar's diagonal moves: the 8.0 leaps,
// or 13.0's slide (lines.go).
func (g *gen) templarDiagonals(from board.Square, capture bool) {
	if !g.p.Variant.Has(board.MechTemplarLeaperV8) {
		g.slides(from, capture)
		return
	}
	for _, to := range templarLeaps8[from] {
		if g.dep != nil {
			g.dep.Add(to)
		}
		if pc := g.cells[to].Piece; pc != 0 && pc.Side() == g.side && uint16(to) != g.phantom && !g.mode.has(mReach) {
			continue // a friendly unit there (leaps)
		}
		g.landing(from, to, board.Templar, capture, PatLeap)
	}
}
