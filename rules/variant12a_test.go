package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestPawnLossV12APAWNLOSS: in FrozenChess 12A a side that has lost all its
// pawns loses (V12A-PAWN-LOSS), whoever is to move; if both have lost them,
// the side that moved last loses; a checkmate decides first. 13.0 has no
// such rule. Positions are 12x12 (ranks 12 down to 1, files a-l).
func TestPawnLossV12APAWNLOSS(t *testing.T) {
	const v = " variant:frozenchess12a"
	// Black: king a12, pawn l11; White: king a1, no pawns.
	whiteNone := "K11/11P/12/12/12/12/12/12/12/12/12/k11"
	// The black king a12 is mated by the queen b11, which the knight d10
	// protects (a king would not: no king takes a king in 12A, V12A-KIND);
	// Black's pawn l1 is walled in (walls of the queen, unit 2), and the
	// knight k3 attacks it (leaping the walls in its side's bonus quadrant,
	// V12A-QUADRANTS perk (4)), so the king may not exchange with it (V12A-KING).
	mated := "K11/1q10/3n8/12/12/12/12/11k/12/10n1/12/11P b ply:9 wall:2=k1k2l2/2"
	tests := []struct {
		name, fen string
		res       Result
		why       string
	}{
		{"V12A-PAWN-LOSS white to move", whiteNone + " w ply:8" + v, BlackWins, "white has lost all its pawns"},
		{"V12A-PAWN-LOSS black to move", whiteNone + " b ply:9" + v, BlackWins, "white has lost all its pawns"},
		{"V12A-PAWN-LOSS both, black moved last", "K11/12/12/12/12/12/12/12/12/12/12/k11 w ply:8" + v, WhiteWins,
			"both sides have lost all their pawns, black by its own move"},
		{"V12A-PAWN-LOSS pawns left", "K11/11P/12/12/12/12/12/12/12/12/p11/k11 w ply:8" + v, Ongoing, ""},
		{"V12A-PAWN-LOSS checkmate first", mated + v, WhiteWins, "black is checkmated"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, why := Outcome(Game{Pos: board.MustParse(tc.fen)})
			assert.Equal(t, tc.res, res, why)
			assert.Equal(t, tc.why, why)
		})
	}
	assert.Equal(t, "pawn loss", EndingKind("white has lost all its pawns"))
	// 13.0: no pawns on either side decides nothing.
	res, why := Outcome(Game{Pos: board.MustParse("K15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/k15 w ply:8")})
	assert.Equal(t, Ongoing, res, why)
}

// TestDrawRules12AV12ADRAW: 12A ends as 13.0 does by stalemate (a loss)
// and threefold repetition, with no Null draw and no 300-move rule
// (V12A-DRAW). Both sides keep a pawn, so the pawn-loss rule is silent.
func TestDrawRules12AV12ADRAW(t *testing.T) {
	const v = " variant:frozenchess12a"
	// Black's king a12 and pawn l12 are walled in by the white king's walls
	// (unit 5), and the knight k10 attacks the pawn, so the king may not
	// exchange with it (V12A-KING; the knight leaps the walls in its bonus
	// quadrant, V12A-QUADRANTS perk (4)); Black is not in check.
	stalemate := "K10P/12/10n1/12/12/12/12/12/12/12/12/p10k b ply:9 wall:5=a11b11b12k11k12l11/2" + v
	checkEndings(t, append([]endingCase{
		{"V12A-DRAW stalemate loses", Game{Pos: board.MustParse(stalemate)}, WhiteWins, "black is stalemated (a stalemate loses)"},
	}, drawRows12("V12A-DRAW", v, true)...))
}
