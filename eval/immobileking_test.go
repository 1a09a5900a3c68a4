package eval

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// immobileKingOfFEN is the immobile-king term (White, Black) of fen.
func immobileKingOfFEN(t *testing.T, fen string) [2]int {
	t.Helper()
	return termOf(t, NewEvaluator(), parse(t, fen), "immobile king")
}

// withImmobileKingCover runs the test with the term on (it is off by
// default, immobileking.go) and restores the switch after it.
func withImmobileKingCover(t *testing.T) {
	t.Helper()
	old := ImmobileKingCover
	ImmobileKingCover = true
	t.Cleanup(func() { ImmobileKingCover = old })
}

// immobileKingCases are positions with White's king on g1 (five neighbour
// squares on the board: f1, h1, f2, g2, h2) and Black's on g12 with its
// five neighbours held by its own pawns and pieces, in the variant named by
// the test, followed by what is written after the board (markers, walls).
var immobileKingCases = []struct {
	name         string
	rank1, rank2 string
	extra        string
	white        int
}{
	{"a bare king: five open squares", "6k5", "12", "", -5 * ImmobileKingOpenWeight},
	{"own pawns on f2 g2 h2: two open", "6k5", "5ppp4", "", -2 * ImmobileKingOpenWeight},
	{"own units on every neighbour: covered", "5nkb4", "5ppp4", "", 0},
	{"an enemy knight beside it", "6k5", "5Npp4", "", -ImmobileKingEnemyWeight - 2*ImmobileKingOpenWeight},
	{"two enemy units beside it", "5Rk5", "5Np5", "", -2*ImmobileKingEnemyWeight - 2*ImmobileKingOpenWeight},
}

// blackCover12 is Black's king g12 with its five neighbours its own.
const blackCover12 = "5NKB4/5PPP4/12/12/12/12/12/12/12/12/"

// TestImmobileKingTermV12BKING: V12B-KING (the king cannot move; its
// safety is its neighbours) in the evaluation: a penalty per open
// neighbour square and per enemy unit beside the king, none for own
// units; the mirrored twin gives Black the same; the term is in Rest.
func TestImmobileKingTermV12BKING(t *testing.T) {
	withImmobileKingCover(t)
	for _, vr := range []string{"frozenchess12b", "frozenchess12c"} {
		for _, c := range immobileKingCases {
			t.Run(vr+" "+c.name, func(t *testing.T) {
				fen := blackCover12 + c.rank2 + "/" + c.rank1 + " w variant:" + vr
				assert.Equal(t, [2]int{c.white, 0}, immobileKingOfFEN(t, fen), fen)
				assert.Equal(t, [2]int{0, c.white}, immobileKingOfFEN(t, mirrorFEN(t, fen)), "the mirrored twin")
				p := parse(t, fen)
				for _, e := range []*Evaluator{NewEvaluator(), {Fast: true}} {
					assert.Equal(t, e.Evaluate(p), e.BoardScore(p)+e.Rest(p), "fast %v: the split evaluation", e.Fast)
				}
			})
		}
	}
}

// TestImmobileKingTermV12CKING: V12C-KING's king is 12B's, and a queen's
// death trap beside it (V12C-QUEEN-DEATHTRAP: lines and pawns cannot pass
// one) covers its square; a 12B death square (V12B-DEATHSQUARES: lines
// pass it) does not, nor does a death trap two squares away.
func TestImmobileKingTermV12CKINGDeathTrapV12CQUEENDEATHTRAP(t *testing.T) {
	withImmobileKingCover(t)
	cases := []struct {
		name, fen string
		white     int
	}{
		{"V12C-QUEEN-DEATHTRAP on g2 covers it",
			blackCover12 + "12/6k5 w variant:frozenchess12c mark:deathtrap@g2", -4 * ImmobileKingOpenWeight},
		{"V12C-QUEEN-DEATHTRAP on f2 and h1",
			blackCover12 + "12/6k5 w variant:frozenchess12c mark:deathtrap@f2,deathtrap@h1", -3 * ImmobileKingOpenWeight},
		{"V12C-QUEEN-DEATHTRAP on g3 is no neighbour",
			"5NKB4/5PPP4/12/12/12/12/12/12/12/12/12/6k5 w variant:frozenchess12c mark:deathtrap@g3", -5 * ImmobileKingOpenWeight},
		{"V12B-DEATHSQUARES on g2 leaves it open",
			blackCover12 + "12/6k5 w variant:frozenchess12b tomb:g2=active/0/", -5 * ImmobileKingOpenWeight},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, [2]int{c.white, 0}, immobileKingOfFEN(t, c.fen), c.fen)
		})
	}
}

// TestImmobileKingTermOnlyWhereTheKingCannotMoveV12AKING: 12A's king moves
// (V12A-KING), as 13.0's and 8.0's do, so the term is 0 there.
func TestImmobileKingTermOnlyWhereTheKingCannotMoveV12AKING(t *testing.T) {
	withImmobileKingCover(t)
	for _, c := range immobileKingCases {
		t.Run(c.name, func(t *testing.T) {
			fen := blackCover12 + c.rank2 + "/" + c.rank1 + " w variant:frozenchess12a"
			assert.Equal(t, [2]int{0, 0}, immobileKingOfFEN(t, fen), fen)
		})
	}
	for _, fen := range []string{kingsOnly, kingsOnly + " variant:frozenchess8"} {
		assert.False(t, parse(t, fen).Variant.Has(board.MechImmobileKing), fen)
		assert.Equal(t, [2]int{0, 0}, immobileKingOfFEN(t, fen), fen)
	}
}

// TestImmobileKingTermOffByDefaultV12BKING: the switch is off (no match
// said the term plays better, docs/search.md), so a bare 12B or 12C king
// costs nothing; turned on, the same position costs its five open squares.
func TestImmobileKingTermOffByDefaultV12BKING(t *testing.T) {
	require.False(t, ImmobileKingCover, "the default")
	for _, vr := range []string{"frozenchess12b", "frozenchess12c"} {
		fen := blackCover12 + "12/6k5 w variant:" + vr
		assert.Equal(t, [2]int{0, 0}, immobileKingOfFEN(t, fen), fen)
		t.Run(vr+" on", func(t *testing.T) {
			withImmobileKingCover(t)
			assert.Equal(t, [2]int{-5 * ImmobileKingOpenWeight, 0}, immobileKingOfFEN(t, fen), fen)
		})
		assert.Equal(t, [2]int{0, 0}, immobileKingOfFEN(t, fen), "off again after the subtest: %s", fen)
	}
}
