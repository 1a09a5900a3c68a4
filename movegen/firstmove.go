package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The first turn of an 8.0 game (V8-FIRST-MOVE, 001:693-695): the side
// moving first opens with one normal pawn move, no special move, no second
// step. A variant has the rule by its switch (board.MechFirstMovePawn); the
// game's first turn is the one that starts at ply 0.

// firstTurnRule reports whether the turn being played is the game's first
// under V8-FIRST-MOVE. The ply test comes first: it is false in every
// position but the first, so the hot paths pay one comparison.
func firstTurnRule(p *board.Position) bool {
	return p.Ply() == 0 && p.Variant.Has(board.MechFirstMovePawn)
}

// firstTurnSteps appends the first steps the rule allows: the plain moves
// and captures of the side's pawns (their own pattern's steps; no special
// move, no Null, no respawn). In modeCaptures (the quiescence search's
// captures), the captures alone.
func (g *gen) firstTurnSteps() {
	n := len(g.list)
	pawns := g.p.BodySquares(g.side, board.Pawn)
	for i, word := range pawns {
		for ; word != 0; word &= word - 1 {
			g.unitSteps(board.Square(i*64+bits.TrailingZeros64(word)), true)
		}
	}
	kept := g.list[:n]
	for _, s := range g.list[n:] {
		if k := s.Kind(); (k == KindCapture || (k == KindMove && !g.mode.capturesOnly())) && !s.isMarked() {
			kept = append(kept, s)
		}
	}
	g.list = kept
}
