package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Conversion (V13-CONVERSION, V13-CONVERSION-COST): instead of capturing, a
// unit converts an enemy unit to its side, written <from>!convert-<target>;
// neither unit moves. Only along a ranged diagonal line that captures as it
// moves, at its range, onto a unit that line could capture: the native
// diagonal lines of the bishop, queen and dragon, and the diagonal line a
// bishop, queen or dragon lends an empowered unit (ruling: "empowered
// diagonal riders may convert"). Rulings: the line is direct (no bounce);
// the target is neither guarded nor protected (no unit of its side could
// capture on its square, Q7); kings, boxes, monads and units of the
// converter's own kind are immune (and frogs, which no line captures). The
// converted unit keeps its counters and statuses: only its side changes.
// Not inside a double or multi move (so not Generic: only a turn's single
// action). Our readings: a fused stack is not converted (fusion is not
// played yet). Cost: the converter is paralyzed floor(N/2) of its turns, N
// the Chebyshev distance to the target (none at distance 1), ignoring
// paralysis immunity (a unit's own ability cost); the converted unit is not
// affected.

var conversionDef = SpecialDef{
	Name: "convert", Catalog: "V13-CONVERSION", Target: true,
	gen:  (*gen).conversions,
	make: convert,
	// The field log since the step began holds the side and the paralysis.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	// The converter's and the target's squares: an enemy became a friend
	// where it stood.
	changes: relocationChanges,
}

// conversionUsers are the types that may hold a diagonal line that captures
// as it moves, natively or empowered: capturing types but pawns and kings
// (never empowered), the cannon (it captures by shots, not as it moves) and
// the Queen's Shadow token.
var conversionUsers = board.TypesWhere(func(t *board.TypeInfo) bool { return t.Captures }).
	Without(board.Pawn, board.King, board.Cannon, board.QueenShadow)

// diagonalRiders are the types whose native pattern has ranged diagonal
// lines.
const diagonalRiders = board.TypeSet(1<<board.Bishop | 1<<board.Queen | 1<<board.Dragon)

// conversions generates the Conversions of the unit u on sq.
func (g *gen) conversions(sq board.Square, u *board.Unit) {
	if !diagonalRiders.Has(u.Type) && (g.prot == nil || !diagonalRiders.Has(g.prot.Empowerer(g.side, sq))) {
		return
	}
	targets := conversionTargets(g.p, g.side, sq, g.prot, g.scratch())
	for w, word := range targets {
		for ; word != 0; word &= word - 1 {
			g.addSpecial(sq, board.Square(w*64+bits.TrailingZeros64(word)), SpecConvert, 0)
		}
	}
}

// conversionTargets returns the squares of the enemy units the unit of side
// on sq may convert: its captures by a straight diagonal line (generated
// into buf, guards and Kind Immunity applied there), less the immune and
// the protected.
func conversionTargets(p *board.Position, side board.Side, sq board.Square, prot *Protection, buf []Step) board.SquareSet {
	var found, out board.SquareSet
	a := newGen(p, side, buf[:0])
	a.prot = prot
	a.capsOnly = true
	a.unitSteps(sq, true)
	for _, st := range a.list {
		if st.Kind() != KindCapture || st.Pattern() != PatDiag {
			continue
		}
		dx, dy := st.Dir().Delta()
		if to, ok := st.From().Offset(dx*st.Len(), dy*st.Len()); !ok || to != st.To() {
			continue // it bounced
		}
		c := &a.cells[st.To()]
		if c.Piece&(board.PieceStack|board.PieceBox) != 0 || c.Piece.Type() == board.King ||
			p.Unit(c.Body).Status&board.StatusMonad != 0 {
			continue
		}
		found.Add(st.To())
	}
	for w, word := range found {
		for ; word != 0; word &= word - 1 {
			to := board.Square(w*64 + bits.TrailingZeros64(word))
			if guards, _ := protectorsOf(p, side.Other(), to, buf[:0]); guards.Empty() {
				out.Add(to)
			}
		}
	}
	return out
}

// ConversionParalysis is what a Conversion at Chebyshev distance dist
// costs its unit, in its own turns (V13-CONVERSION-COST ruling: floor).
func ConversionParalysis(dist int) int { return dist / 2 }

// convert plays a Conversion: the target changes side, the converter pays.
func convert(g *Game, _ *undo, s Step) {
	p := g.Pos
	g.setLogged(p.BodyAt(s.To()), board.FSide, uint32(p.SideToMove()))
	if n := ConversionParalysis(chebyshev(s.From(), s.To())); n > 0 {
		g.paralyze(p.BodyAt(s.From()), n, board.ParOriginCost)
	}
}
