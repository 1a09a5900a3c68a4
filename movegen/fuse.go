package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Fusion (V13-FUSE): a unit A moves onto the square of a friendly body B and
// joins it; the fused stack keeps its members in fusion order, B's stack
// first and A last. Ruling: fusing is a special move that uses A's normal
// move pattern; members keep their own counters; only units of one form
// fuse, and no king. Our readings: A reaches B's square as its pattern would
// capture there if B were an enemy (lines stop at the first body, leaps only
// land), a pawn by its forward step onto the square in front; units whose
// patterns never capture (frog, jester, crossbowman) cannot fuse by moving
// yet, the Cannon cannot move itself at all (V13-CLASS-IMMOBILE); B may be a
// stack (no limit on members), not a box, an egg, a token or a unit locked in
// syzygy; A is a single unit that can act and is not bound (a bound unit
// moves only with its group, V13-BIND). The fusing step is A's move: it
// walks its path, which becomes A's wall at the turn's end (Q6, ownwalk.go:
// the start square and the squares passed; the landing, under the stack,
// stays free), and it ends the turn. The
// stack moves whole with any member's quiet step (stackmove.go), lets a
// member go (De-fuse, defuse.go) and absorbs (absorb.go); it does not
// capture yet, and while any member is paralyzed or locked the whole stack
// is (V13-FUSE-TARGETING ruling: statuses hit the whole stack).

var fuseDef = SpecialDef{
	Name: "fuse", Catalog: "V13-FUSE", Target: true, Generic: true,
	gen:  (*gen).fusions,
	make: fuse,
	unmake: func(g *Game, u *undo, s Step) {
		must(g.Pos.Unfuse(s.To(), u.actor), "unfuse", s)
		must(g.Pos.PlaceBody(s.From(), u.actor), "unfuse", s)
		g.Pos.TruncateTrail(u.trail)
	},
	// A leaves From and nothing else changes hands: To holds a friendly
	// body before and after; its walk builds its wall.
	Hint:    HintWalk,
	changes: relocationChanges,
}

// fusions generates the fusing moves of the unit u on sq.
func (g *gen) fusions(sq board.Square, u *board.Unit) {
	if u.Bind != 0 || g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
		return
	}
	if u.Type == board.Pawn {
		if nx := nbr[sq][u.Facing]; nx != offBoard && g.fusible(board.Square(nx)) && g.cells[nx].Level <= g.cells[sq].Level &&
			!bombFusion(g.p, board.Square(nx)) { // the 7th pawn's fusion explodes (V13-PAWN-BOMB, pawnbomb.go)
			g.addSpecial(sq, board.Square(nx), SpecFuse, 0)
		}
		return
	}
	if neverCaptures.Has(u.Type) {
		return
	}
	// A's captures in reach mode, where a friendly body counts as a
	// target: the squares its pattern would take B on. They are collected
	// in the list's free tail and dropped again.
	start := len(g.list)
	g.beginUnit(sq, u)
	mode := g.mode // a generation of steps (special moves)
	in[modeFuse](g).patterns(sq, u, u.Type, true)
	g.mode = mode
	var targets board.SquareSet
	for _, s := range g.list[start:] {
		if to := s.To(); s.Kind() == KindCapture && g.fusible(to) {
			targets.Add(to)
		}
	}
	g.list = g.list[:start]
	for i, word := range targets {
		for ; word != 0; word &= word - 1 {
			g.addSpecial(sq, board.Square(i*64+bits.TrailingZeros64(word)), SpecFuse, 0)
		}
	}
}

// fusible reports a friendly body on sq that a unit may fuse into.
func (g *gen) fusible(sq board.Square) bool {
	c := &g.cells[sq]
	if c.Body == 0 || c.Piece.Side() != g.side || c.Piece&board.PieceBox != 0 {
		return false
	}
	switch c.Piece.Type() {
	case board.King, board.Egg, board.QueenShadow, board.Illusion:
		return false
	}
	for m := c.Body; m != 0; m = g.p.Unit(m).Member {
		if g.p.Unit(m).Syzygy != 0 {
			return false
		}
	}
	return true
}

// fuse plays a fusion: A walks to To (its trail) and joins the stack there.
func fuse(g *Game, u *undo, s Step) {
	p := g.Pos
	if !g.walkTo(p.BodyAt(s.From()), s.From(), s.To(), true) {
		panic("movegen: no walk of its pattern for " + FormatStep(p, s))
	}
	id, err := p.RemoveBody(s.From())
	must(err, "fuse", s)
	must(p.Fuse(s.To(), id), "fuse", s)
}

// stackCanAct reports whether the fused stack on sq may act through its
// members: none is paralyzed, locked in syzygy, boxed, looping, a monad
// or in shadow form (V13-FUSE-TARGETING: statuses hold for the whole stack).
func (g *gen) stackCanAct(sq board.Square) bool {
	c := &g.cells[sq]
	if c.Piece&board.PieceStack == 0 || c.Piece&board.PieceBox != 0 || c.Piece.Side() != g.side {
		return false
	}
	for m := c.Body; m != 0; m = g.p.Unit(m).Member {
		v := g.p.Unit(m)
		if v.Paralyzed() || v.Syzygy != 0 || v.Status&(board.StatusLoop|board.StatusMonad|board.StatusShadow|board.StatusBoxed) != 0 {
			return false
		}
	}
	return true
}
