package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
)

// TestEnd12BV12BKING: how a FrozenChess 12B game ends (V12B-KING,
// V12B-PAWN, V12B-DRAW): the immobile king is checkmated when it is
// attacked and no turn lifts the attack (its only way out, the King's
// Exchange, needs an unattacked friend); a side without its king or
// without pawns loses; stalemate loses; threefold repetition draws; there
// is no Null draw. Positions are 12x12 (ranks 12 down to 1, files a-l).
func TestEnd12BV12BKING(t *testing.T) {
	const v = " variant:frozenchess12b"
	// White king a1, pawn h8; Black king l12, pawn a11, rooks l8 (on the
	// pawn) and l1 (checking along the first rank).
	mated := "11K/P11/12/12/7p3R/12/12/12/12/12/12/k10R w ply:9"
	// Without the rook l8 the king exchanges with the pawn h8.
	escapes := "11K/P11/12/12/7p4/12/12/12/12/12/12/k10R w ply:9"
	// Black's king a12 is not in check; its pawn l12 is walled in by the
	// walls of the white king (unit 5) and attacked by the knight k10, so
	// the king may not exchange with it: no legal turn.
	stalemate := "K10P/12/10n1/12/12/12/12/12/12/12/12/p10k b ply:9 wall:5=k11k12l11/2"
	checkEndings(t, append([]endingCase{
		{"V12B-KING checkmate of the immobile king", Game{Pos: board.MustParse(mated + v)}, BlackWins, "white is checkmated"},
		{"V12B-KING check with an exchange out", Game{Pos: board.MustParse(escapes + v)}, Ongoing, ""},
		{"V12B-KING a side without its king loses", Game{Pos: board.MustParse("K11/P11/12/12/12/12/12/12/12/12/12/p11 w ply:9" + v)},
			BlackWins, "white has no king"},
		{"V12B-PAWN pawn loss", Game{Pos: board.MustParse("K11/11P/12/12/12/12/12/12/12/12/12/k11 w ply:8" + v)},
			BlackWins, "white has lost all its pawns"},
		{"V12B-DRAW stalemate loses", Game{Pos: board.MustParse(stalemate + v)}, WhiteWins, "black is stalemated (a stalemate loses)"},
	}, drawRows12("V12B-DRAW", v, false)...))
}
