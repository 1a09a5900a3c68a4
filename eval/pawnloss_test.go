package eval

import (
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pawnsFEN12A is a 12A position with the kings on g1 (White) and g12
// (Black), white pawns on the first white files of rank 2 and black pawns
// on the first files of rank 11.
func pawnsFEN12A(white, black int) string {
	row := func(c string, n int) string {
		if n == 0 {
			return "12"
		}
		if n == 12 {
			return strings.Repeat(c, n)
		}
		return strings.Repeat(c, n) + strconv.Itoa(12-n)
	}
	return "6K5/" + row("P", black) + "/12/12/12/12/12/12/12/12/" + row("p", white) + "/6k5 w variant:frozenchess12a"
}

// pawnLossTerm is the pawn-loss term (White, Black) of fen.
func pawnLossTerm(t *testing.T, fen string) [2]int {
	t.Helper()
	for _, term := range NewEvaluator().Terms(parse(t, fen)) {
		if term.Name == "pawn loss" {
			return [2]int{term.White, term.Black}
		}
	}
	require.Fail(t, "no pawn-loss term")
	return [2]int{}
}

// TestPawnLossTermV12APAWNLOSS: V12A-PAWN-LOSS (a side without pawns
// loses) in the evaluation: nothing with five pawns or more, a penalty
// that grows as the pawns run out, each of the last two worth more than a
// minor piece (a 12A knight is 6 points), and with none a lost score that
// no material makes up. The term is in Rest, so the search's split
// evaluation (BoardScore + Rest) counts it.
func TestPawnLossTermV12APAWNLOSS(t *testing.T) {
	cases := []struct {
		pawns, penalty int
	}{
		{12, 0}, {5, 0}, {4, 60}, {3, 200}, {2, 500}, {1, 1200}, {0, PawnLossLost},
	}
	prev := 0
	for _, c := range cases {
		t.Run(strconv.Itoa(c.pawns)+" white pawns", func(t *testing.T) {
			fen := pawnsFEN12A(c.pawns, 12)
			assert.Equal(t, [2]int{-c.penalty, 0}, pawnLossTerm(t, fen))
			assert.Equal(t, [2]int{0, -c.penalty}, pawnLossTerm(t, mirrorFEN(t, fen)), "the mirrored twin: Black's term")
			p := parse(t, fen)
			for _, e := range []*Evaluator{NewEvaluator(), {Fast: true}} {
				assert.Equal(t, e.Evaluate(p), e.BoardScore(p)+e.Rest(p), "fast %v: the split evaluation", e.Fast)
			}
		})
		assert.GreaterOrEqual(t, c.penalty, prev, "the penalty grows as the pawns run out")
		prev = c.penalty
	}
	knight := NewEvaluator().table(board.FrozenChess12A).w.Piece[board.Knight]
	assert.Greater(t, pawnLossPenalty[1]-pawnLossPenalty[2], knight, "the last pawn but one is worth more than a knight")
	assert.Greater(t, pawnLossPenalty[0]-pawnLossPenalty[1], knight, "the last pawn is worth more than a knight")

	// No pawns against the whole 12A army (Black's start units with White's
	// pawns taken away): still lost for White.
	noPawns := "RNBDJQKJDBNR/PPPPPPPPPPPP/12/12/12/12/12/12/12/12/12/rnbdjqkjdbnr w variant:frozenchess12a"
	assert.Less(t, Evaluate(parse(t, noPawns)), -PawnLossLost/2, "a side without pawns has lost")
}

// TestPawnLossTermOnlyWherePawnLossLoses: 13.0 and 8.0 have no pawn-loss
// rule, so the term is 0 there even with no pawn on the board.
func TestPawnLossTermOnlyWherePawnLossLoses(t *testing.T) {
	for _, fen := range []string{kingsOnly, kingsOnly + " variant:frozenchess8"} {
		assert.Equal(t, [2]int{0, 0}, pawnLossTerm(t, fen), fen)
	}
	assert.Equal(t, [2]int{-PawnLossLost, -PawnLossLost}, pawnLossTerm(t, pawnsFEN12A(0, 0)),
		"12A: both without pawns cancel")
}
