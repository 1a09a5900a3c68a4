package movegen

import "github.com/frozenchess/engine/board"

// The pawn of the 12x12 texts (board.MechPawnKingStep): it steps and
// captures one square in any direction, as a chess king (V12A-PAWN-MOVE,
// 002:9), and promotes (V12A-PROMOTION, 002:135-137): taking a non-pawn it
// becomes that piece (make does it, as V13-PAWN-PROMO-CAPTURE), and
// reaching its last rank (12 for White, 1 for Black) otherwise it becomes a
// knight, bishop, rook, queen, dragon or jester, the player's choice. Our
// reading: a capture of a non-pawn on the last rank is the capture's
// promotion only (the text names that one first); a promotion ends the
// turn, as in 13.0.

// promoTypes12 are the last-rank promotions of 002:137.
var promoTypes12 = [...]board.UnitType{board.Knight, board.Bishop, board.Rook, board.Queen, board.Dragon, board.Jester}

// pawnSteps12 generates the 12x12 pawn on from.
func (g genIn[M]) pawnSteps12(from board.Square, capture bool) {
	start := len(g.list)
	g.kingSteps(from, board.Pawn, capture)
	if u := g.p.Unit(g.cells[from].Body); u.CapPawn != 0 && u.Type == board.Pawn && g.p.Variant.Has(board.MechPawnRange12) {
		g.pawnRangeLines(from, pawnRange(u), capture) // V12A-PAWN-RANGE (pawnrange12.go)
	}
	if bitsOf[M]().has(mAttack) || (g.kindAs != board.NoType && g.kindAs != board.Pawn) {
		return // no promotion in an attack test, or for a unit that borrows the pattern
	}
	last := 0
	if g.side == board.White {
		last = int(g.p.Variant.Geometry.Ranks) - 1
	}
	traps := g.p.Variant.Has(board.MechDeathTraps) // V12C-QUEEN-DEATHTRAP: promotion short of a trapped last rank
	end := len(g.list)
	for i := start; i < end; i++ {
		s := g.list[i]
		if traps {
			if !promotionSquare12(g.p, g.side, s.To()) {
				continue
			}
		} else if s.To().Rank() != last {
			continue
		}
		if pc := g.cells[s.To()].Piece; s.Kind() == KindCapture && pc != board.NoPiece && promotesByCapture(g.p.Variant, pc.Type()) {
			continue // it becomes the piece it takes
		}
		g.list[i] = s.withPromo(promoTypes12[0])
		for _, t := range promoTypes12[1:] {
			g.list = append(g.list, s.withPromo(t))
		}
	}
}
