package movegen

import "github.com/frozenchess/engine/board"

// Rotate4 / 9 / 16 in FrozenChess 12A (V12A-ROTATE, 002:91-96,
// board.MechRotate12): a player turns a 2x2, 3x3 or 4x4 block by 90, 180
// or 270 degrees clockwise if it has more units in it than the enemy (a
// count of bodies, not points: the text gives no values); a block touching
// the board's edge cannot turn, so on the 12x12 board blocks lie within
// files b-k and ranks 2-11. Everything else is 13.0's Rotate (rotate.go):
// the notation `c3!rotate:3x90`, walls and tombs turning with the block,
// kings turned like the rest (V12A-KING), the turn's single action, the
// snapshot undo and the legality hint (a block holding an enemy unit gets
// a trial). The board's size is the variant's geometry. The 12x12 texts
// have no bind links or syzygy (V12A-MISSING), which 13.0's generation
// must look for.

// maxBlock12 is the largest 12A block (4x4, "Rotate16").
const maxBlock12 = 4

// rotations12 generates the 12A Rotates of the side to move.
func (g *gen) rotations12() {
	geo := g.p.Variant.Geometry
	files, ranks := int(geo.Files), int(geo.Ranks)
	// count[(r+1)*17+f+1] is the side's unit count less the enemy's over
	// files 0..f and ranks 0..r; foe counts the enemy bodies alone.
	var count, foe [(board.Ranks + 1) * (board.Files + 1)]int16
	for r := range ranks {
		row, foes := 0, 0
		for f := range files {
			c := &g.cells[board.NewSquare(f, r)]
			if c.Body != 0 {
				if c.Piece.Side() == g.side {
					row++
				} else {
					row--
					foes++
				}
			}
			count[(r+1)*17+f+1] = count[r*17+f+1] + int16(row)
			foe[(r+1)*17+f+1] = foe[r*17+f+1] + int16(foes)
		}
	}
	for r0 := 1; r0+minBlock <= ranks-1; r0++ {
		for f0 := 1; f0+minBlock <= files-1; f0++ {
			corner := board.NewSquare(f0, r0)
			for n := minBlock; n <= maxBlock12 && f0+n <= files-1 && r0+n <= ranks-1; n++ {
				r1, f1 := r0+n, f0+n // exclusive
				if count[r1*17+f1]-count[r0*17+f1]-count[r1*17+f0]+count[r0*17+f0] <= 0 {
					continue
				}
				var arg uint16
				if foe[r1*17+f1]-foe[r0*17+f1]-foe[r1*17+f0]+foe[r0*17+f0] > 0 {
					arg = rotateTrial
				}
				for q := 1; q <= 3; q++ {
					g.addSpecial(corner, corner, SpecRotate, BlockArg(n, q)|arg)
				}
			}
		}
	}
}
