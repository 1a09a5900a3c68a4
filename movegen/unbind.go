package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Unbind (V13-UNBIND): a unit leaves its bind group by moving away from it.
// Ruling (the text contradicts Bind, where moving a bound unit moves the
// whole group): Unbind is its own special move, in which the chosen member
// makes one normal single step alone and loses all its bind links. Our
// readings: the step is a quiet step of its native pattern to a free square
// (not onto an active tomb); the rest of the group keeps its other links;
// like every special move it walks no squares, builds no wall and ends the
// turn. A bound Cannon cannot move itself (V13-CLASS-IMMOBILE), so it stays
// bound until a partner unbinds. Undone from a snapshot.

var unbindDef = SpecialDef{
	Name: "unbind", Catalog: "V13-UNBIND", Target: true, Generic: true, Snapshot: true,
	genSide: (*gen).unbinds,
	make:    unbind,
}

// unbinds generates the Unbinds of the side's bound single units that could
// act but for their links (at the start of a turn only).
func (g *gen) unbinds(_ board.Square, mid bool) {
	if mid {
		return
	}
	for i, word := range g.p.SideBodies(g.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			c := &g.cells[sq]
			if c.Piece&(board.PieceStack|board.PieceBox) != 0 {
				continue
			}
			u := g.p.Unit(c.Body)
			if u.Bind == 0 || !SpecUnbind.MayUse(u.Type) || !g.canActBound(u, c.Piece) {
				continue
			}
			targets := g.quietTargets(sq, u)
			for j, tw := range targets {
				for ; tw != 0; tw &= tw - 1 {
					g.addSpecial(sq, board.Square(j*64+bits.TrailingZeros64(tw)), SpecUnbind, 0)
				}
			}
		}
	}
}

// unbind cuts the unit's links, then moves it alone.
func unbind(g *Game, u *undo, s Step) {
	links, _ := g.cutLinks(s.From(), s)
	for ; links != 0; links &= links - 1 {
		u.hit.Add(board.Square(nbr[s.From()][bits.TrailingZeros8(links)]))
	}
	must(g.Pos.MoveBody(s.From(), s.To()), "unbind", s)
	u.nonLocal = true // its partners' links changed
}
