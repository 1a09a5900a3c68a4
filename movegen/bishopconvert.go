package movegen

import "github.com/frozenchess/engine/board"

// Bishop conversion (V13-BISHOP-CONVERT, by the V13-CONVERSION ruling):
// instead of capturing, a bishop converts an enemy unit it could capture
// along a straight diagonal (no bounce), within its range, over the squares
// its own line capture would cross (walls, levels and range as for that
// capture, guards excluded): the unit changes side, keeps its counters and
// statuses, and neither unit moves. Refused: a protected target (one its
// own side could capture on, were an enemy there), kings, boxes, monads,
// fused stacks, frogs (which no capture reaches) and bishops (kind
// immunity). A unit ability: a turn's single action, never inside a Double
// Move or multimove. Written <bishop>!diagconvert-<target> (the name
// "convert" is left to the generic Conversion, V13-CONVERSION, which other
// units with diagonal riders share; this is the bishop's own).

var diagConvertDef = SpecialDef{
	Name: "diagconvert", Catalog: "V13-BISHOP-CONVERT", Target: true, Snapshot: true,
	gen:  (*gen).diagConversions,
	make: diagConvert, // undone from its snapshot
}

// diagConversions generates the conversions of the bishop on sq: its
// native straight diagonal captures onto convertible units.
func (g *gen) diagConversions(sq board.Square, u *board.Unit) {
	start := len(g.list)
	g.beginUnit(sq, u)
	g.patterns(sq, u, board.Bishop, true)
	end := len(g.list)
	for i := start; i < end; i++ {
		st := g.list[i]
		if st.Kind() != KindCapture || st.Pattern() != PatDiag {
			continue
		}
		dx, dy := st.Dir().Delta()
		if to, ok := sq.Offset(dx*st.Len(), dy*st.Len()); !ok || to != st.To() {
			continue // a bounced line
		}
		if g.convertible(st.To()) {
			g.list = append(g.list, makeSpecial(sq, st.To(), SpecDiagConvert))
		}
	}
	g.list = append(g.list[:start], g.list[end:]...)
}

// convertible reports an enemy unit on sq that a conversion may take over.
func (g *gen) convertible(sq board.Square) bool {
	pc := g.cells[sq].Piece
	if pc == board.NoPiece || pc.Side() == g.side || pc&(board.PieceStack|board.PieceBox) != 0 {
		return false
	}
	if pc.Type() == board.King || g.p.Unit(g.cells[sq].Body).Status&board.StatusMonad != 0 {
		return false
	}
	return g.prot == nil || !g.prot.Reaches(pc.Side(), sq)
}

// diagConvert plays a conversion: the target changes side.
func diagConvert(g *Game, u *undo, s Step) {
	p := g.Pos
	id := p.BodyAt(s.To())
	must(p.SetField(id, board.FSide, uint32(p.SideToMove())), "convert", s)
	u.hit.Add(s.To())
	u.nonLocal = true
}
