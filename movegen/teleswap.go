package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Teleswap (V13-CHANC-TELESWAP): the chancellor swaps places with any
// friendly unit on the board, the king included (kings are immune to every
// ability but Rotate, explosions and Teleswap). Ruling: it ends the swapped
// unit's syzygy and builds no wall (a teleport, Q6). Our readings: it is a
// teleport, not a relocation of Q15, so levels do not matter; the partner
// is a single unit (not a stack or a box, nor a Queen's Shadow token, which
// is no piece) that does not stand on a wall (a chancellor may not) nor in
// a flood (a flooded unit is held where it is, and the chancellor would be
// held there in its place). Whether the king ends safe is the legality
// trial's business.

var teleswapDef = SpecialDef{
	Name: "teleswap", Catalog: "V13-CHANC-TELESWAP", Target: true,
	gen:    (*gen).teleswaps,
	make:   teleswap,
	unmake: unteleswap,
	// Two squares change, unless a syzygy ended elsewhere or a king moved.
	changes: func(u *undo, king board.Square) (c board.SquareSet, levels, ok bool) {
		s := u.step
		if u.nonLocal || s.From() == king || s.To() == king {
			return c, false, false
		}
		c.Add(s.From())
		c.Add(s.To())
		return c, false, true
	},
	Hint: HintTrade,
}

// teleswaps generates the Teleswaps of the chancellor on sq.
func (g *gen) teleswaps(sq board.Square, _ *board.Unit) {
	if g.cells[sq].Features&board.FeatFlood != 0 {
		return
	}
	targets := g.p.SideBodies(g.side)
	targets.Remove(sq)
	tokens := g.p.BodySquares(g.side, board.QueenShadow)
	targets.Minus(&tokens)
	for i, word := range targets {
		for ; word != 0; word &= word - 1 {
			t := board.Square(i*64 + bits.TrailingZeros64(word))
			c := &g.cells[t]
			if c.Piece&(board.PieceStack|board.PieceBox) == 0 && c.Wall == 0 && c.Features&board.FeatFlood == 0 && !boundAt(g.p, t) {
				g.addSpecial(sq, t, SpecTeleswap, 0)
			}
		}
	}
}

// swapBodies exchanges the bodies of two squares.
func swapBodies(p *board.Position, a, b board.Square, s Step) {
	id, err := p.RemoveBody(b)
	must(err, "teleswap", s)
	must(p.MoveBody(a, b), "teleswap", s)
	must(p.PlaceBody(a, id), "teleswap", s)
}

// teleswap plays a Teleswap; the partner's syzygy ends (field log).
func teleswap(g *Game, u *undo, s Step) {
	p := g.Pos
	partner := p.BodyAt(s.To())
	g.snapshotIfTrap(u, s.From(), s.From()) // a springing trap is undone from a copy
	swapBodies(p, s.From(), s.To(), s)
	// The partner, moved by another, lands on the chancellor's square
	// (landing.go): it leaves syzygy, an enemy trap there springs.
	g.land(u, partner, s.From(), 0)
}

func unteleswap(g *Game, u *undo, s Step) {
	swapBodies(g.Pos, s.To(), s.From(), s)
	g.revertFields(u.lens[2])
}
