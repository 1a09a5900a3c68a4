package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Box (V13-BOX) and Unbox (V13-UNBOX). Box: a unit turns into a Box, a safe
// transport holding it: written a!box. A boxed unit is immune to damage and
// cannot move or act by itself; others, enemies included, may move the box
// (Pull, Pull-through and Shift here). Unbox: the owner frees the
// unit, written a!unbox, and it is paralyzed floor(N/3) turns, N the squares
// it travelled while boxed (Unit.BoxTrail: a line relocation adds its
// length).
//
// Rulings followed: kings cannot box; a box is immune to capture,
// explosion, paralysis and every ability but relocation; it counts at the
// boxed unit's value (board.Material) and its kind is the boxed unit's.
// Unbox is the owner's only. Our readings: boxing is a unit's own action
// (it must be able to act: not paralyzed, locked, a stack, an egg or a
// token), a generic special move; unboxing is the owner's action on its
// box, which cannot act, so it is generated per box and is a turn's single
// action (not a multimove's last step). The unbox paralysis is a penalty
// that immunity does not stop (V13-PARALYSIS-IMMUNITY: Spawn and Morph
// paralysis ignore it; so does this). Boxing and unboxing change only the
// state of a friendly unit: legal without a trial when the turn's end is
// quiet (HintClocks).

var boxDef = SpecialDef{
	Name: "box", Catalog: "V13-BOX", Generic: true,
	gen:    func(g *gen, sq board.Square, _ *board.Unit) { g.addSpecial(sq, sq, SpecBox, 0) },
	make:   box,
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	Hint:   HintClocks,
}

var unboxDef = SpecialDef{
	Name: "unbox", Catalog: "V13-UNBOX", Generic: true,
	genSide: (*gen).unboxes,
	make:    unbox,
	unmake:  func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	Hint:    HintClocks,
}

// boxers are the types that may box: all but kings and Illusions (no
// abilities).
var boxers = board.AllTypes.Without(board.King, board.Illusion)

// UnboxCost is the paralysis after unboxing a unit that travelled n
// squares boxed.
func UnboxCost(n int) int { return n / 3 }

// unboxes generates the Unboxes of the side to move: one per own box, at
// the start of a turn.
func (g *gen) unboxes(_ board.Square, mid bool) {
	if mid {
		return
	}
	for i, word := range g.p.SideBodies(g.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if g.cells[sq].Piece&board.PieceBox != 0 {
				g.addSpecial(sq, sq, SpecUnbox, 0)
			}
		}
	}
}

// box plays a Box: the unit is boxed with no squares travelled yet.
func box(g *Game, _ *undo, s Step) {
	id := g.Pos.BodyAt(s.From())
	g.setLogged(id, board.FBoxTrail, 0)
	g.setLogged(id, board.FStatus, uint32(g.Pos.Unit(id).Status|board.StatusBoxed))
}

// unbox plays an Unbox: the unit leaves its box and pays floor(N/3) turns.
func unbox(g *Game, _ *undo, s Step) {
	id := g.Pos.BodyAt(s.From())
	v := g.Pos.Unit(id)
	cost := UnboxCost(int(v.BoxTrail))
	g.setLogged(id, board.FStatus, uint32(v.Status&^board.StatusBoxed))
	g.setLogged(id, board.FBoxTrail, 0)
	if cost > 0 {
		g.paralyze(id, cost, board.ParOriginPenalty)
	}
}
