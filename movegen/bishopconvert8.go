package movegen

import "github.com/frozenchess/engine/board"

// The 8.0 bishop's Conversion (V8-CONVERSION, V8-BISHOP, seed 001:236-248),
// switched by board.MechBishopConversion; the bishop's lines capture
// nothing there (board.MechBishopNoCapture, gen.patterns): this is its one
// "capture". Written <bishop>!conv-<target>, a unit ability (never inside
// a double move or a multimove). The target is an enemy unit within its
// capture range, which the ruling makes its diagonal line as far as it
// could move along it: straight (our reading, as 13.0's Conversion: no
// bounce), over empty, wall-free squares, within its diagonal range (CRR
// applied), the first unit met. The unit changes side and loses any
// paralysis; the bishop is then paralyzed a flat 2 of its turns (its own
// cost). Unlike 13.0's Conversion the target may be protected. Kings are
// immune (V8-KING), and so are bishops (V8-KIND), boxes and stacks; our
// reading: frogs and ships are not ("immortal" says only that no capture
// takes them, V8-CLASS-IMMORTAL), so they may change side.

var bishopConvert8Def = SpecialDef{
	Name: "conv", Catalog: "V8-CONVERSION", Target: true,
	gen:  (*gen).bishopConversions8,
	make: bishopConvert8,
	// The field log holds the side, the paralysis taken and the cost.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	// An enemy became a friend where it stood: the two squares.
	changes: relocationChanges,
}

// BishopConversionCost is the paralysis an 8.0 Conversion costs the bishop.
const BishopConversionCost = 2

// bishopConversions8 generates the Conversions of the bishop u on sq.
func (g *gen) bishopConversions8(sq board.Square, u *board.Unit) {
	if !g.p.Variant.Has(board.MechBishopConversion) {
		return
	}
	rng := lineRange(g.p, u, u.CRRDiag, true)
	for _, d := range diagDirs {
		cur := sq
		for range rng {
			nx := nbr[cur][d]
			if nx == offBoard {
				break
			}
			cur = board.Square(nx)
			c := &g.cells[cur]
			if c.Wall != 0 {
				break
			}
			if c.Body == 0 {
				continue
			}
			t := c.Piece.Type()
			if c.Piece.Side() != g.side && c.Piece&(board.PieceStack|board.PieceBox) == 0 && t != board.King && t != board.Bishop {
				g.addSpecial(sq, cur, SpecBishopConvert8, 0)
			}
			break
		}
	}
}

// bishopConvert8 plays a Conversion: the target changes side and is freed
// of its paralysis, the bishop pays.
func bishopConvert8(g *Game, _ *undo, s Step) {
	p := g.Pos
	id := p.BodyAt(s.To())
	g.setLogged(id, board.FSide, uint32(p.SideToMove()))
	g.setLogged(id, board.FParalysis, 0) // the log keeps its origin too
	g.paralyze(p.BodyAt(s.From()), BishopConversionCost, board.ParOriginCost)
}
