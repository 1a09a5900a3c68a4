package movegen

import "github.com/frozenchess/engine/board"

// WallBlast (V13-CANNON-WALLBLAST): the cannon hits a wall square
// orthogonally next to it, and every wall square joined to that one through
// orthogonally adjacent wall squares, of any owner, is destroyed. The
// cannon stays.

var wallBlastDef = SpecialDef{
	Name: "wallblast", Catalog: "V13-CANNON-WALLBLAST", Target: true, Snapshot: true,
	gen:  (*gen).wallBlasts,
	make: wallBlast, // undone from its snapshot
	// What changes is the walls it destroyed.
	// No partial trial: a blast that takes walls away changes where lines
	// bounce, and the attack test's recorded squares did not always show
	// it (a templar's bounced line through a blown-up wall and frog was
	// missed once the units of issues 29-33 met: TestBlastLegalityTrial).
	changes: nil,
}

// orthogonals are the four orthogonal directions.
var orthogonals = [4]board.Dir{board.North, board.East, board.South, board.West}

// wallBlasts generates the WallBlasts of the cannon on sq: one per wall
// square orthogonally next to it with no body on it (a unit standing on a
// wall, an assassin, is not a wall to hit). Two targets in the same joined
// wall are the same blast but are both offered: the notation names the
// square hit.
func (g *gen) wallBlasts(sq board.Square, _ *board.Unit) {
	for _, d := range orthogonals {
		if nx := nbr[sq][d]; nx != offBoard {
			if c := &g.cells[nx]; c.Wall != 0 && c.Piece == 0 {
				g.addSpecial(sq, board.Square(nx), SpecWallBlast, 0)
			}
		}
	}
}

// wallBlast plays a WallBlast: a flood fill from the target through
// orthogonally adjacent wall squares, each one cleared (a unit standing on
// one, an assassin, then stands on a plain square).
func wallBlast(g *Game, u *undo, s Step) {
	p := g.Pos
	var buf [board.NumSquares]board.Square // on the stack: no allocation
	queue := append(buf[:0], s.To())
	u.touched.Add(s.To())
	for i := 0; i < len(queue); i++ {
		sq := queue[i]
		p.ClearWall(sq)
		for _, d := range orthogonals {
			if nx := nbr[sq][d]; nx != offBoard {
				n := board.Square(nx)
				if p.WallOwner(n) != 0 && !u.touched.Has(n) {
					u.touched.Add(n)
					queue = append(queue, n)
				}
			}
		}
	}
}
