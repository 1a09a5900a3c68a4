package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Conversion (V13-CONVERSION, V13-CONVERSION-COST): instead of capturing, a
// unit converts an enemy unit to its side, written <from>!convert-<target>;
// neither unit moves. Only along a ranged diagonal line that captures as it
// moves, at its range, onto a unit that line could capture. The types that
// hold such a line are the conversion rules below, one per catalog row and
// each in its own file (bishopconvert.go, queenconvert.go,
// dragonconvert.go); they differ only in whose diagonal line gives the reach
// (its range, CRR and Range Extension included). A unit a bishop, queen or
// dragon empowers converts along the diagonal line it is lent (ruling:
// "empowered diagonal riders may convert"). One special move for all of
// them: a second name for the same conversion would list it twice.
//
// Rulings: the line is direct (no bounce); the target is neither guarded
// nor protected (Q7: no unit of its side could capture on its square, with
// native and empowered patterns, the turn's reach maps); kings, boxes and
// monads are immune, and so are units of the converter's own kind (the
// queen's tokens are Queen kind) and frogs (no capture reaches them). The
// converted unit keeps its counters and statuses: only its side changes.
// Our readings: a Queen's Shadow token is refused (it is its queen's
// double, tied to her: on the other side it would be a double without a
// queen); a converted egg keeps its growth but is bound, as a captured egg
// is (V13-EGG-CAPTURE), to its new side's free dragon of the lowest id, or
// to none (then it does not grow), never to the enemy dragon that laid it.
// Not inside a double or multi move (so not Generic: only a turn's single
// action). Our reading: a fused stack is not converted (a conversion turns
// one unit). Cost: the converter is paralyzed floor(N/2) of its turns, N
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

// conversionRule is one unit type's own Conversion: the catalog row that
// grants it. Its reach is that type's native diagonal lines.
type conversionRule struct {
	Type    board.UnitType
	Catalog string
}

// conversionRules are the types whose native pattern converts, each
// defined in its own file.
var conversionRules = [...]*conversionRule{&bishopConversion, &queenConversion, &dragonConversion}

// conversionUsers are the types that may hold a diagonal line that captures
// as it moves, natively or empowered: capturing types but pawns and kings
// (never empowered), the cannon (it captures by shots, not as it moves) and
// the Queen's Shadow token.
var conversionUsers = board.TypesWhere(func(t *board.TypeInfo) bool { return t.Captures }).
	Without(board.Pawn, board.King, board.Cannon, board.QueenShadow)

// diagonalRiders are the types of the conversion rules: those whose native
// pattern has ranged diagonal lines that convert.
var diagonalRiders = func() (s board.TypeSet) {
	for _, r := range conversionRules {
		s |= board.TypesOf(r.Type)
	}
	return s
}()

// ConversionCatalog names the catalog row under which the unit of type t,
// empowered by emp (NoType: not empowered), converts: its own type's rule,
// else the generic row for a lent diagonal; ok false if it cannot.
func ConversionCatalog(t, emp board.UnitType) (id string, ok bool) {
	for _, r := range conversionRules {
		if r.Type == t {
			return r.Catalog, true
		}
	}
	if emp != board.NoType && diagonalRiders.Has(emp) {
		return "V13-CONVERSION", true
	}
	return "", false
}

// conversions generates the Conversions of the unit u on sq.
func (g *gen) conversions(sq board.Square, u *board.Unit) {
	emp := board.NoType
	if g.prot != nil {
		emp = g.prot.Empowerer(g.side, sq)
	}
	if _, ok := ConversionCatalog(u.Type, emp); !ok {
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
// into buf with its native and empowered patterns, guards and Kind
// Immunity applied there; only the diagonal riders' patterns have
// diagonal lines), less the immune and the protected.
func conversionTargets(p *board.Position, side board.Side, sq board.Square, prot *Protection, buf []Step) board.SquareSet {
	var out board.SquareSet
	a := newGen(p, side, buf[:0])
	a.prot = prot
	in[modeCaptures](&a).unitSteps(sq, true)
	for _, st := range a.list {
		if st.Kind() != KindCapture || st.Pattern() != PatDiag {
			continue
		}
		dx, dy := st.Dir().Delta()
		if to, ok := st.From().Offset(dx*st.Len(), dy*st.Len()); !ok || to != st.To() {
			continue // it bounced
		}
		if convertible(p, prot, st.To(), a.list[len(a.list):]) {
			out.Add(st.To())
		}
	}
	return out
}

// convertible reports whether the enemy body on sq may be converted: not a
// stack, box, king or monad, and not protected by its own side (the
// turn's reach maps; without them, its native protectors).
func convertible(p *board.Position, prot *Protection, sq board.Square, buf []Step) bool {
	c := p.Cell(sq)
	if t := c.Piece.Type(); c.Piece&(board.PieceStack|board.PieceBox) != 0 || t == board.King || t == board.QueenShadow ||
		p.Unit(c.Body).Status&board.StatusMonad != 0 {
		return false
	}
	if prot != nil {
		return !prot.Reaches(c.Piece.Side(), sq)
	}
	guards, _ := protectorsOf(p, c.Piece.Side(), sq, buf)
	return guards.Empty()
}

// ConversionParalysis is what a Conversion at Chebyshev distance dist
// costs its unit, in its own turns (V13-CONVERSION-COST ruling: floor).
func ConversionParalysis(dist int) int { return dist / 2 }

// convert plays a Conversion: the target changes side (an egg changes
// dragon too), the converter pays.
func convert(g *Game, _ *undo, s Step) {
	p := g.Pos
	side := p.SideToMove()
	id := p.BodyAt(s.To())
	g.setLogged(id, board.FSide, uint32(side))
	if p.Unit(id).Type == board.Egg {
		g.setLogged(id, board.FParent, 0)
		for d := board.UnitID(1); int(d) < p.NumUnitSlots(); d++ {
			if du := p.Unit(d); du.Type == board.Dragon && du.Side == side && du.Loc == board.LocBody && !hasEgg(p, d) {
				g.setLogged(id, board.FParent, uint32(d))
				break
			}
		}
	}
	if n := ConversionParalysis(chebyshev(s.From(), s.To())); n > 0 {
		g.paralyze(p.BodyAt(s.From()), n, board.ParOriginCost)
	}
}
