package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Mind Control in FrozenChess 8.0 (V8-MINDCONTROL, 001:434-438,
// board.MechMindControlV8): "if pieceA can capture PieceB without being
// recaptured, it can mindcontrol it instead to make any legal move". No
// orthogonal line, no same-colour condition: any capture A's own generation
// holds (native or empowered patterns, lines with their bounces, leaps,
// shots; range, CRR, guards, Kind Immunity and the Templar's Shield
// applied; not a Knight's Leap over B, a special move of the knight whose
// victim is not its target square). "Without being recaptured" is read as 13.0's "unprotected" is,
// by Q7: no unit of B's side could capture on B's square (the turn's reach
// maps; mindTarget), which is the recapture A's capture would meet; no
// capture is played out to look for the lines it would open. A is a unit
// of the registry row's types (mindUsers: the pieces that capture, not
// pawns or kings). Everything else is 13.0's (mindcontrol.go): B is one
// unit that can act, never a king; its one step, for the mover, is the
// whole turn.

// mindControls8 generates the 8.0 Mind Control steps of the side to move.
func (g *gen) mindControls8() {
	// The reach maps rule out most positions without a capture generation:
	// B must be an enemy body the mover reaches and its own side does not.
	enemy := g.side.Other()
	candidates := g.p.SideBodies(enemy)
	r, own := &g.prot.reach[g.side&1], &g.prot.reach[enemy&1]
	for i := range candidates {
		candidates[i] &= (r[0][i] | r[1][i]) &^ (own[0][i] | own[1][i])
	}
	if candidates.Empty() {
		return
	}
	targets := g.mindCapturable()
	targets = targets.And(&candidates)
	for i, word := range targets {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if g.mindTarget(sq) {
				g.mindSteps(sq)
			}
		}
	}
}

// mindCapturable is the set of enemy bodies that a unit of the side
// generating, of a type that may be A, could capture: the units the
// protection pass saw reach an enemy (Protection.capturers) are asked
// with their own capture generation.
func (g *gen) mindCapturable() board.SquareSet {
	var out board.SquareSet
	t := newGen(g.p, g.side, g.scratch())
	t.prot = g.prot
	c := in[modeCaptures](&t)
	for i, word := range g.prot.capturers[g.side&1] {
		for ; word != 0; word &= word - 1 {
			a := board.Square(i*64 + bits.TrailingZeros64(word))
			if !mindUsers.Has(g.cells[a].Piece.Type()) {
				continue
			}
			t.list = t.list[:0]
			c.unitSteps(a, true)
			for _, st := range t.list {
				if k := st.Kind(); (k == KindCapture || k == KindShot) && g.cells[st.To()].Body != 0 &&
					g.cells[st.To()].Piece.Side() != g.side {
					out.Add(st.To())
				}
			}
		}
	}
	return out
}
