package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
)

// TestEndings12CV12CDRAWV12CPAWN: FrozenChess 12C ends by a lost king,
// checkmate, the loss of every pawn (V12C-PAWN, as V12A-PAWN-LOSS), a
// stalemate (a loss) and threefold repetition (a draw), with no Null draw,
// no 300-move rule and no 50-move rule (V12C-DRAW). Positions are 12x12
// (ranks 12 down to 1, files a-l).
func TestEndings12CV12CDRAWV12CPAWN(t *testing.T) {
	const v = " variant:frozenchess12c"
	// Black to move has no legal step: its king a12 cannot move on its own
	// (V12C-KING; the death traps around it, V12C-QUEEN-DEATHTRAP, stay
	// from when it could), its pawn l12 is held
	// by the white jester k11 (V12C-JESTER), and the king may not exchange
	// with the pawn, which the knight k10 attacks.
	stalemate := "K10P/10j1/10n1/12/12/12/12/12/12/12/12/p10k b ply:9 mark:deathtrap@a11,deathtrap@b11,deathtrap@b12" + v
	checkEndings(t, append([]endingCase{
		{"V12C-PAWN losing every pawn loses", Game{Pos: board.MustParse("K11/11P/12/12/12/12/12/12/12/12/12/k11 w ply:8" + v)}, BlackWins, "white has lost all its pawns"},
		{"V12C-DRAW stalemate loses", Game{Pos: board.MustParse(stalemate)}, WhiteWins, "black is stalemated (a stalemate loses)"},
	}, drawRows12("V12C-DRAW", v, true)...))
}
