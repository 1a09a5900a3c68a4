package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Fusion Absorb (V13-FUSION-ABSORB): in one move a fused stack takes every
// paralyzed enemy unit in its 3x3; they change sides and join the stack.
// Ruling: a special move; kings, boxes, inactive monads and units of the
// same kind as any member are excluded. Our readings: a stack that can act
// (stackCanAct) absorbs the single enemy bodies next to it that are
// paralyzed (timed, or held by a flood), are not eggs, Queen's tokens,
// bound, locked in syzygy, looping or monads, and whose kind is not the kind
// of any member before the move; they join in the order of the directions
// n, ne, e, se, s, sw, w, nw, face their new side's way and keep their
// paralysis, so the stack is paralyzed as long as they are (statuses hold
// for the whole stack, V13-FUSE-TARGETING). It never makes a 7-pawn stack
// (V13-PAWN-BOMB): a pawn stack absorbs no pawns, its own kind. Written
// <square>!absorb; undone from a snapshot.

var absorbDef = SpecialDef{
	Name: "absorb", Catalog: "V13-FUSION-ABSORB", Generic: true, Snapshot: true,
	genSide: (*gen).absorptions,
	make:    absorb,
}

// absorptions generates the Fusion Absorbs of the side to move's stacks.
func (g *gen) absorptions(_ board.Square, mid bool) {
	if mid {
		return
	}
	for i, word := range g.p.SideBodies(g.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if g.cells[sq].Piece&board.PieceStack == 0 || !g.stackCanAct(sq) {
				continue
			}
			if absorbable(g.p, sq) != 0 {
				g.addSpecial(sq, sq, SpecAbsorb, 0)
			}
		}
	}
}

// absorbable returns the directions from the stack on sq to the enemy units
// it would absorb, one bit per direction.
func absorbable(p *board.Position, sq board.Square) uint8 {
	var kinds board.TypeSet
	base := p.BodyAt(sq)
	side := p.Unit(base).Side
	for m := base; m != 0; m = p.Unit(m).Member {
		kinds |= board.TypesOf(kindOf(p.Unit(m).Type))
	}
	var dirs uint8
	for d := board.Dir(0); d < board.NumDirs; d++ {
		n := nbr[sq][d]
		if n == offBoard {
			continue
		}
		c := p.Cell(board.Square(n))
		if c.Body == 0 || c.Piece.Side() == side || c.Piece&(board.PieceStack|board.PieceBox) != 0 {
			continue
		}
		v := p.Unit(c.Body)
		switch v.Type {
		case board.King, board.Egg, board.QueenShadow, board.Illusion:
			continue
		}
		if !v.Paralyzed() || v.Syzygy != 0 || v.Bind != 0 || kinds.Has(kindOf(v.Type)) ||
			v.Status&(board.StatusMonad|board.StatusLoop|board.StatusShadow) != 0 {
			continue
		}
		dirs |= 1 << d
	}
	return dirs
}

// absorb plays a Fusion Absorb.
func absorb(g *Game, u *undo, s Step) {
	p := g.Pos
	sq := s.From()
	side := p.Unit(p.BodyAt(sq)).Side
	dirs := absorbable(p, sq)
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if dirs&(1<<d) == 0 {
			continue
		}
		n := board.Square(nbr[sq][d])
		id, err := p.RemoveBody(n)
		must(err, "absorb", s)
		must(p.SetField(id, board.FSide, uint32(side)), "absorb", s)
		must(p.SetField(id, board.FFacing, uint32(board.DefaultFacing(side))), "absorb", s)
		must(p.Fuse(sq, id), "absorb", s)
		u.hit.Add(n)
		u.nonLocal = true // units left their squares away from the step's own (Local, Hit)
	}
}
