package movegen

import "github.com/frozenchess/engine/board"

// LineRanges is the current range in squares of a unit's orthogonal and
// diagonal lines, 0 for a class it has no line in, for displays that show it
// (V13-UI-VISUAL). It is the range the generator uses (lineRange).
func LineRanges(p *board.Position, u *board.Unit) (orth, diag int) {
	switch u.Type {
	case board.Bishop, board.Dragon:
		return 0, lineRange(p, u, u.CRRDiag, true)
	case board.Rook, board.Templar:
		return lineRange(p, u, u.CRROrth, true), 0
	case board.Queen, board.QueenShadow:
		return lineRange(p, u, u.CRROrth, true), lineRange(p, u, u.CRRDiag, true)
	case board.Crossbowman:
		return lineRange(p, u, 0, false), 0
	case board.Illusion:
		r := lineRange(p, u, 0, false)
		return r, r
	}
	return 0, 0
}
