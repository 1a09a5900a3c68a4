package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Pawn Range extension in FrozenChess 12A (V12A-PAWN-RANGE, 002:134, and
// its ruling; board.MechPawnRange12): a pawn that captures a pawn gains a
// square of range (its first range is 1, the king step of V12A-PAWN-MOVE);
// a pawn of range N moves up to N squares in one straight line in any of
// the 8 directions, stopped by units and walls, and captures the first
// unit it meets on the way. The range is the unit's state: 1 + its pawn
// capture count (`Unit.CapPawn`, written `capp=N` in the position string
// and hashed), which only this rule counts for a pawn in 12A (multimove
// awards are off, V12A-MISSING). Capture Range Reduction does not apply
// (creditRange12 reduces only line units' ranges); a pawn that promotes
// keeps the count but no longer moves as a pawn, and one that dies
// respawns with a fresh record.
//
// A move of 2 squares or more is a line step (PatOrth or PatDiag, its
// direction and length, never a bounce), so make walks its path (walls,
// the tomb pass) as for any line; the one-square steps stay king steps.
// The attack test looks for ranged pawns along the lines through the
// target (rangedPawnAttack), recording the squares between as any line
// does.

// pawnRange is the range of the 12A pawn u.
func pawnRange(u *board.Unit) int { return 1 + int(u.CapPawn) }

// pawnRangeLines generates the steps of 2 squares or more of the pawn on
// from whose range is n.
func (g genIn[M]) pawnRangeLines(from board.Square, n int, capture bool) {
	for d := board.Dir(0); d < board.NumDirs; d++ {
		pat := PatOrth
		if d%2 == 1 {
			pat = PatDiag
		}
		sq := from
		for k := 1; k <= n; k++ {
			nx := g.geo.nbr[sq][d]
			if nx == offBoard {
				break
			}
			sq = board.Square(nx)
			if g.dep != nil {
				g.dep.Add(sq)
			}
			c := &g.cells[sq]
			if c.Wall != 0 {
				break
			}
			if c.Piece != 0 || g.phantomAt(sq) {
				if k > 1 && capture && g.capturable(board.Pawn, sq) {
					g.add(makeStep(from, sq, KindCapture, pat).withLine(d, k, 0))
				}
				break
			}
			if k == 1 {
				continue // the king step (kingSteps)
			}
			if bitsOf[M]().has(mThreat) {
				if capture {
					g.markThreat(sq, pat)
				}
				continue
			}
			g.add(makeStep(from, sq, KindMove, pat).withLine(d, k, 0))
		}
	}
}

// A 12A pawn's capture of a pawn earns it range (the capture's credit,
// countCapture).
func init() { registerCaptureCredit(board.MechPawnRange12, creditPawnRange) }

// creditPawnRange counts a pawn's capture of a pawn: a square more of
// range (the credit record, saved before, restores it on Unmake).
func creditPawnRange(p *board.Position, actor board.UnitID, a *board.Unit, victim board.UnitType, s Step) {
	if a.Type == board.Pawn && victim == board.Pawn && p.Variant.Has(board.MechPawnRange12) {
		must(p.SetField(actor, board.FCapPawn, uint32(min(int(a.CapPawn)+1, 255))), "pawn range", s)
	}
}

// rangedPawnAttack is the attack test's look for the pawns of g.side with
// a range of 2 or more that capture on sq along a straight line: the
// squares between must be free of units and walls (they go to dep, as a
// line's do).
func (g *gen) rangedPawnAttack(sq board.Square) bool {
	if !g.p.Variant.Has(board.MechPawnRange12) {
		return false
	}
	a := genIn[modeAimed]{g}
	pawns := g.p.BodySquares(g.side, board.Pawn)
	for wi, word := range pawns {
		for ; word != 0; word &= word - 1 {
			from := board.Square(wi*64 + bits.TrailingZeros64(word))
			u := g.p.Unit(g.cells[from].Body)
			if u.CapPawn == 0 || g.cells[from].Piece&(board.PieceStack|board.PieceBox) != 0 {
				continue
			}
			dx, dy := sq.File()-from.File(), sq.Rank()-from.Rank()
			k := max(abs(dx), abs(dy))
			if k < 2 || k > pawnRange(u) || dx != 0 && dy != 0 && abs(dx) != abs(dy) {
				continue
			}
			if g.pawnLineOpen(from, sq, sign(dx), sign(dy), k) && g.attacker(from, board.Pawn) && a.capturable(board.Pawn, sq) && g.hit(from) {
				return true
			}
		}
	}
	return false
}

// pawnLineOpen reports whether the k-1 squares from from towards sq hold
// no unit and no wall, adding those it looks at to dep.
func (g *gen) pawnLineOpen(from, sq board.Square, dx, dy, k int) bool {
	cur := from
	for range k - 1 {
		cur, _ = cur.Offset(dx, dy)
		if g.dep != nil {
			g.dep.Add(cur)
		}
		if c := &g.cells[cur]; c.Body != 0 || c.Wall != 0 {
			return false
		}
	}
	return true
}
