package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The jester's borrowed double move of FrozenChess 12C (V12C-JESTER, 004:20:
// "moves as knight and any move/doublemove of guarding/attacking
// piece/pawn(enemy or friendly)"; board.MechJesterBorrowedDouble). A jester
// borrows the moves of the units that attack or guard it (Power Steal with
// 12C's friends, powersteal.go); besides a borrowed first step followed by
// a native one (V12C-DOUBLEMOVE), it may make a lender's double move: both
// steps with that lender's pattern. Our readings:
//   - the lenders are those of the turn's start, as for the first step
//     (Empower's clock, Q7): the second step keeps the lender the first
//     step borrowed from, though the jester has left the square it lent to;
//   - a double move is one unit's: both steps use one lender type's
//     pattern, so a turn is offered when some lender type's pattern makes
//     both steps (a rook's line and then a bishop's, lent by two units, is
//     not one unit's double move); a dragon's knight and bishop moves mix,
//     as the dragon's own double move does;
//   - kings and queens never double move (V12C-DOUBLEMOVE, V12C-QUEEN
//     ruling), so a queen lends single moves only; a knight's double move
//     is the jester's own;
//   - neither step captures (the jester takes nothing); the second step is
//     written with the borrowed steps' mark, `^`.
//
// The lenders are noted as the turn begins (noteLends, on the protection
// state, which a turn's steps share), and the second step asks whether a
// lender type's pattern made the first: in 12C no line bounces, no wall or
// terrain stands, and every line pattern stops alike on units and death
// traps (deathtrap12c.go), so a step the jester made is a rook's when it is
// orthogonal, a bishop's when diagonal, a dragon's when diagonal or a
// knight's leap, a pawn's when it is one square (pattern12C).

// maxLendJesters bounds the jesters of one side a turn's start notes: 12C
// has two a side and twelve pawns that may promote to jesters.
const maxLendJesters = 14

// jesterLends are, for the side to move at a turn's start, the lender types
// of each of its jesters whose double move the jester may make.
type jesterLends struct {
	n     uint8
	sq    [maxLendJesters]board.Square
	types [maxLendJesters]board.TypeSet
}

// of is the lender types noted for the jester on sq.
func (l *jesterLends) of(sq board.Square) board.TypeSet {
	for i := range l.n {
		if l.sq[i] == sq {
			return l.types[i]
		}
	}
	return 0
}

// noDoubleLenders are the types whose moves a jester borrows one at a time:
// kings and queens never double move in 12C, and a knight's double move is
// the jester's own.
const noDoubleLenders = board.TypeSet(1)<<board.King | board.TypeSet(1)<<board.Queen | board.TypeSet(1)<<board.Knight

// noteLends notes the lenders of the jesters of the side to move in p, a
// turn's start whose protection state pr is complete (computeProtection's
// last step, 12C only).
func (sc *protScratch) noteLends(p *board.Position, pr *Protection) {
	side := p.SideToMove()
	jesters := p.BodySquares(side, board.Jester)
	l := &pr.lends
	for w, word := range jesters {
		for ; word != 0 && int(l.n) < maxLendJesters; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if types := lentTypes(p, side, sq, pr, sc.steps[:0]) &^ noDoubleLenders; types != 0 {
				l.sq[l.n], l.types[l.n] = sq, types
				l.n++
			}
		}
	}
}

// borrowedSecondSteps adds the second steps of the lenders' double moves
// for the jester u on sq, inside a 12C double move it began on the turn's
// From square: those of each noted lender type whose pattern made the first
// step (generate, after its own second steps).
func (g *gen) borrowedSecondSteps(sq board.Square, u *board.Unit) {
	if g.prot == nil || !g.canActAs(u, g.cells[sq].Piece, bitsOf[modeSteps]()) {
		return
	}
	from := g.p.Turn().From
	types := g.prot.lends.of(from)
	if types == 0 {
		return
	}
	g.beginUnit(sq, u)
	start := len(g.list)
	for start > 0 && g.list[start-1].From() == sq {
		start--
	}
	for ; types != 0; types &= types - 1 {
		t := board.UnitType(bits.TrailingZeros32(uint32(types)))
		if !pattern12C(t, from, sq) {
			continue
		}
		n := len(g.list)
		genIn[modeSteps]{g}.empoweredSteps(sq, u, t, false)
		g.dropWrittenTwins(start, n)
	}
}

// pattern12C reports whether a 12C unit of type t moves from a to b with one
// step, given that the jester on a just stepped to b (its path was clear).
func pattern12C(t board.UnitType, a, b board.Square) bool {
	dx, dy := abs(b.File()-a.File()), abs(b.Rank()-a.Rank())
	switch t {
	case board.Pawn:
		return max(dx, dy) == 1
	case board.Rook:
		return dx == 0 || dy == 0
	case board.Bishop:
		return dx == dy
	case board.Dragon:
		return dx == dy || dx*dy == 2
	}
	return false
}
