package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// De-fuse (V13-DEFUSE, V13-MM-DEFUSE): one member of a fused stack moves
// away with its own move; the rest stay on the square. The argument names
// the member by its place in the fusion order (1 = the base). Rulings: every
// member's multimove awards reset (V13-MM-DEFUSE). Our readings: the member
// makes one quiet step of its own native pattern to a free square (no
// capture, not onto an active tomb). Ruling: de-fusing "counts as a normal
// move", so the member walks its step's path, which becomes its wall at the
// turn's end (Q6, ownwalk.go: the squares passed; the stack's square, still
// occupied, and the landing stay free). It ends the turn (the ruling's "so
// it may be a double move's step" would need the stack to act as its member
// inside a turn, which is not played yet), but for a stack of frogs only,
// whose other frogs may then leave too (V13-FROG-MASSJUMP, massjump.go;
// frogs leap, so their De-fuses walk nothing). A stack acts only when
// no member is paralyzed, locked, boxed or in another state (stackCanAct).
// The Cannon cannot move itself (V13-CLASS-IMMOBILE), eggs do not move. A
// base that leaves hands the stack's bind links to the next member
// (board.Position.Unfuse). Undone from a snapshot.

var defuseDef = SpecialDef{
	Name: "defuse", Catalog: "V13-DEFUSE", Target: true, Arg: ArgCount, Generic: true, Snapshot: true, MayContinue: true,
	genSide: (*gen).defusions,
	make:    defuse,
}

// maxMemberArg is the largest member number a step can name (ArgCount).
const maxMemberArg = 63

// defusions generates the De-fuses of the side to move's stacks (at the
// start of a turn only: a stack is never a multimove's actor).
func (g *gen) defusions(_ board.Square, mid bool) {
	if mid {
		return
	}
	stacks := g.p.SideBodies(g.side)
	for i, word := range stacks {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if g.cells[sq].Piece&board.PieceStack == 0 || !g.stackCanAct(sq) {
				continue
			}
			g.defuseTargets(sq)
		}
	}
}

// defuseTargets generates the De-fuses of the stack on sq.
func (g *gen) defuseTargets(sq board.Square) {
	k := 0
	for m := g.cells[sq].Body; m != 0 && k < maxMemberArg; m = g.p.Unit(m).Member {
		k++
		mu := g.p.Unit(m)
		if mu.Type == board.Cannon || mu.Type == board.Egg {
			continue
		}
		targets := g.quietTargets(sq, mu)
		for j, tw := range targets {
			for ; tw != 0; tw &= tw - 1 {
				g.addSpecial(sq, board.Square(j*64+bits.TrailingZeros64(tw)), SpecDefuse, uint16(k))
			}
		}
	}
}

// quietTargets returns the free squares the unit u, standing on sq (alone
// or in a stack), reaches with one quiet step of its native pattern, less
// active tombs. The steps are generated in the list's free tail and
// dropped.
func (g *gen) quietTargets(sq board.Square, u *board.Unit) board.SquareSet {
	var targets board.SquareSet
	start := len(g.list)
	g.beginUnit(sq, u)
	g.patterns(sq, u, u.Type, false)
	for _, s := range g.list[start:] {
		if s.Kind() == KindMove && !g.activeTomb(s.To()) {
			targets.Add(s.To())
		}
	}
	g.list = g.list[:start]
	return targets
}

// defuse plays a De-fuse: every member's awards reset, then the named
// member leaves the stack for To.
func defuse(g *Game, u *undo, s Step) {
	p := g.Pos
	from := s.From()
	first := u.turn.Actor == 0 && frogStackSize(p, from) >= 2 // V13-FROG-MASSJUMP (massjump.go)
	members := p.Members(p.BodyAt(from), g.ids[:0])
	g.ids = members
	id := members[s.Arg()-1]
	if !first && u.turn.Actor == 0 && !g.walkTo(id, from, s.To(), false) {
		// The member's own step (V13-DEFUSE: "a normal move"): its walk
		// becomes its wall at the turn's end (ownwalk.go).
		panic("movegen: no step of its pattern for " + FormatStep(p, s))
	}
	for _, m := range members {
		must(p.SetField(m, board.FAwards, 0), "defuse awards", s)
	}
	must(p.Unfuse(from, id), "defuse", s)
	must(p.PlaceBody(s.To(), id), "defuse", s)
	u.actor = id
	g.massJumpGoesOn(u, s, first)
}
