package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Stack move (V13-FUSE: "the stack moves as one body" and "can act as
// either member"): a fused stack that can act (stackCanAct) moves whole to
// any free square one of its members reaches with a quiet step of its own
// native pattern (not onto an active tomb). Our readings: a quiet move
// only, since a stack's captures would make it an attacker, which the
// attack test and the protection pass do not model yet; the result is the
// same whichever member's pattern reached the square, so one step per
// square, written `e4!stack-e8`. It walks the path of that member's step
// (the shortest, ownwalk.go), which becomes the base's wall at the turn's
// end (Q6: a move's path); it ends the turn, but for a stack of pawns
// only, which moves once per pawn (V13-PAWN-STACK, pawnstack.go). A bound stack moves only with
// its group; Cannon members do not lend a move (V13-CLASS-IMMOBILE), eggs
// do not move.

var stackMoveDef = SpecialDef{
	Name: "stack", Catalog: "V13-FUSE", Target: true, Generic: true, MayContinue: true,
	genSide: (*gen).stackMoves,
	make:    stackMove,
	unmake: func(g *Game, u *undo, s Step) {
		must(g.Pos.MoveBody(s.To(), s.From()), "unstack", s)
		g.Pos.TruncateTrail(u.trail)
	},
	Hint:    HintWalk,
	changes: relocationChanges,
}

// stackMoves generates the moves of the side to move's stacks (at the start
// of a turn only: a stack is never a multimove's actor).
func (g *gen) stackMoves(_ board.Square, mid bool) {
	if mid {
		return
	}
	for i, word := range g.p.SideBodies(g.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if g.cells[sq].Piece&board.PieceStack == 0 || !g.stackCanAct(sq) || g.p.Unit(g.cells[sq].Body).Bind != 0 {
				continue
			}
			g.stackTargets(sq)
		}
	}
}

// stackTargets generates the moves of the stack on sq: one per square a
// member reaches with a quiet step.
func (g *gen) stackTargets(sq board.Square) {
	var targets board.SquareSet
	for m := g.cells[sq].Body; m != 0; m = g.p.Unit(m).Member {
		mu := g.p.Unit(m) // members of one type may differ in range (CRR, Range Extension)
		if !SpecStack.MayUse(mu.Type) {
			continue
		}
		t := g.quietTargets(sq, mu)
		targets.Union(&t)
	}
	for j, tw := range targets {
		for ; tw != 0; tw &= tw - 1 {
			g.addSpecial(sq, board.Square(j*64+bits.TrailingZeros64(tw)), SpecStack, 0)
		}
	}
}

// stackMove plays a stack's move: the stack goes whole to To; a stack of
// pawns only may go on (pawnstack.go).
func stackMove(g *Game, u *undo, s Step) {
	first := u.turn.Actor == 0 && pawnStackSize(g.Pos, s.From()) >= 2 && !g.besieged(u.prot, s.From())
	g.stackWalk(s.From(), s.To())
	must(g.Pos.MoveBody(s.From(), s.To()), "stack", s)
	g.pawnStackGoesOn(u, s, first)
}

// stackSizeOf returns the number of members of the fused stack on sq if they
// are all of type t (a pawn stack, V13-PAWN-STACK and -BOMB; a frog stack,
// V13-FROG-MASSJUMP), else 0.
func stackSizeOf(p *board.Position, sq board.Square, t board.UnitType) int {
	if p.PieceAt(sq)&board.PieceStack == 0 {
		return 0
	}
	n := 0
	for m := p.BodyAt(sq); m != 0; m = p.Unit(m).Member {
		if p.Unit(m).Type != t {
			return 0
		}
		n++
	}
	return n
}

// stackWalk adds to the trail the walk of the stack on from to to: the
// shortest quiet step of a member that may lend its move (SpecStack users)
// reaching it.
func (g *Game) stackWalk(from, to board.Square) {
	p := g.Pos
	best, bestLen := board.UnitID(0), -1
	for m := p.BodyAt(from); m != 0; m = p.Unit(m).Member {
		if !SpecStack.MayUse(p.Unit(m).Type) {
			continue
		}
		n := len(p.Trail())
		if g.walkTo(m, from, to, false) {
			if l := len(p.Trail()) - n; bestLen < 0 || l < bestLen {
				best, bestLen = m, l
			}
		}
		p.TruncateTrail(n)
	}
	if best == 0 || !g.walkTo(best, from, to, false) {
		panic("movegen: no member of the stack on " + from.String() + " reaches " + to.String())
	}
}
