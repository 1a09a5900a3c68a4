package board

import "fmt"

// Geometry is a variant's board size (issue 48). Every board lives in the
// one 16x16 square array (Square = y*16 + x, V13-BOARD): a smaller board is
// its corner from a1, files a.. below Files and ranks 1.. below Ranks, and
// the squares beyond it are off the board: they stay empty, the position
// format and the printer leave them out, and the rules core walks them
// through its own tables per geometry (movegen/tables.go), so that nothing
// of the 16x16 games' indexing, hashing or speed changes. Fairy-Stockfish
// keeps one maximum board for every size the same way.
type Geometry struct {
	Files, Ranks uint8
}

// The two sizes of the rule texts: 13.0 and 8.0 on 16x16 (V13-BOARD), the
// three 12x12 texts on 12x12 (V12A-START, 002:1).
var (
	Board16 = Geometry{Files: 16, Ranks: 16}
	Board12 = Geometry{Files: 12, Ranks: 12}
)

// Contains reports whether sq is on a board of this size.
func (g Geometry) Contains(sq Square) bool {
	return sq.File() < int(g.Files) && sq.Rank() < int(g.Ranks)
}

// Offset moves sq by (dx, dy) on a board of this size; ok is false when
// that leaves the board.
func (g Geometry) Offset(sq Square, dx, dy int) (Square, bool) {
	x, y := sq.File()+dx, sq.Rank()+dy
	if x < 0 || x >= int(g.Files) || y < 0 || y >= int(g.Ranks) {
		return 0, false
	}
	return NewSquare(x, y), true
}

func (g Geometry) String() string { return fmt.Sprintf("%dx%d", g.Files, g.Ranks) }

// squares is the set of the board's squares.
func (g Geometry) squares() (s SquareSet) {
	for i := range NumSquares {
		if g.Contains(Square(i)) {
			s.Add(Square(i))
		}
	}
	return s
}

// OnBoard reports whether sq is on the variant's board.
func (v *Variant) OnBoard(sq Square) bool { return v.Squares.Has(sq) }

// validateGeometry checks that nothing is off the variant's board: no unit,
// shadow, wall, tomb, marker or terrain level on a square beyond it, and no
// square of the current turn's trail there (Validate).
func (p *Position) validateGeometry() error {
	geo := p.Variant.Geometry
	if geo == Board16 {
		return nil // every square is on the board
	}
	for i := range NumSquares {
		sq := Square(i)
		if p.Variant.OnBoard(sq) {
			continue
		}
		c := &p.cells[sq]
		what := ""
		switch {
		case c.Body != 0 || c.Shadows != 0:
			what = "a unit"
		case c.Wall != 0:
			what = "a wall"
		case c.Features&FeatTomb != 0:
			what = "a tomb"
		case c.Features != 0:
			what = "a marker"
		case c.Level != 0:
			what = "a terrain level"
		case c.Piece != NoPiece:
			what = "a piece cache"
		}
		if what != "" {
			return fmt.Errorf("%s is off the %s board of %s but holds %s", sq, geo, p.Variant.Title, what)
		}
	}
	for _, sq := range p.trail {
		if !p.Variant.OnBoard(sq) {
			return fmt.Errorf("the trail square %s is off the %s board of %s", sq, geo, p.Variant.Title)
		}
	}
	return nil
}
