package eval

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fen12 is a board-only 12x12 position string of variant vr (White to
// move): ranks maps a rank (1-12) to its field, every other rank empty.
func fen12(ranks map[int]string, vr string) string {
	rows := make([]string, 0, 12)
	for r := 12; r >= 1; r-- {
		row, ok := ranks[r]
		if !ok {
			row = "12"
		}
		rows = append(rows, row)
	}
	return strings.Join(rows, "/") + " w variant:" + vr
}

// quadrantsOfFEN is the quadrant term (White, Black) of fen.
func quadrantsOfFEN(t *testing.T, fen string) [2]int {
	t.Helper()
	return termOf(t, NewEvaluator(), parse(t, fen), "quadrants")
}

// withQuadrantMajority runs the test with the term on (it is off by
// default, quadrants12.go) and restores the switch after it.
func withQuadrantMajority(t *testing.T) {
	t.Helper()
	old := QuadrantMajority
	QuadrantMajority = true
	t.Cleanup(func() { QuadrantMajority = old })
}

// quadrantCases are positions with the kings on g1 (White, quadrant g-l
// ranks 1-6) and g12 (Black, quadrant g-l ranks 7-12), and what the
// quadrant term gives each side.
var quadrantCases = []struct {
	name  string
	ranks map[int]string
	want  [2]int
}{
	{"kings only: no quadrant held", map[int]string{}, [2]int{0, 0}},
	{"two knights in the own king's quadrant: held with a margin",
		map[int]string{2: "7nn3"}, [2]int{QuadrantHoldWeight + QuadrantKingWeight, 0}},
	{"one knight in the own king's quadrant: a lead of one earns half",
		map[int]string{2: "7n4"}, [2]int{(QuadrantHoldWeight + QuadrantKingWeight) / 2, 0}},
	{"three pieces earn no more than two",
		map[int]string{2: "7nbr2"}, [2]int{QuadrantHoldWeight + QuadrantKingWeight, 0}},
	{"two pieces in a quadrant without the king",
		map[int]string{4: "rq10"}, [2]int{QuadrantHoldWeight, 0}},
	{"pawns and kings do not count", map[int]string{2: "pppppppppppp"}, [2]int{0, 0}},
	{"a tie holds nothing", map[int]string{2: "7n4", 3: "8B3"}, [2]int{0, 0}},
	{"Black holding White's king quadrant gets the plain hold",
		map[int]string{3: "7BN3"}, [2]int{0, QuadrantHoldWeight}},
	{"each side holds one, White by one, Black by two",
		map[int]string{3: "n11", 9: "7DJ3"}, [2]int{QuadrantHoldWeight / 2, QuadrantHoldWeight + QuadrantKingWeight}},
	{"a quadrant's edge: f and g, 6 and 7 are different quadrants",
		map[int]string{6: "5nn5", 7: "5NN5"}, [2]int{
			QuadrantHoldWeight/2 + (QuadrantHoldWeight+QuadrantKingWeight)/2, QuadrantHoldWeight/2 + (QuadrantHoldWeight+QuadrantKingWeight)/2}},
}

// TestQuadrantTermV12AQUADRANTS: V12A-QUADRANTS (the side with more
// non-pawn, non-king pieces in a 6x6 quadrant holds its perks) in the
// evaluation: a bonus per quadrant held, more in the own king's, half
// where the lead is one piece; the mirrored twin gives Black the same; the
// term is in Rest, so the search's split evaluation counts it.
func TestQuadrantTermV12AQUADRANTS(t *testing.T) {
	withQuadrantMajority(t)
	for _, c := range quadrantCases {
		t.Run(c.name, func(t *testing.T) {
			ranks := map[int]string{1: "6k5", 12: "6K5"}
			for r, row := range c.ranks {
				ranks[r] = row
			}
			fen := fen12(ranks, "frozenchess12a")
			assert.Equal(t, c.want, quadrantsOfFEN(t, fen), fen)
			twin := mirrorFEN(t, fen)
			assert.Equal(t, [2]int{c.want[1], c.want[0]}, quadrantsOfFEN(t, twin), "the mirrored twin: %s", twin)
			p := parse(t, fen)
			for _, e := range []*Evaluator{NewEvaluator(), {Fast: true}} {
				assert.Equal(t, e.Evaluate(p), e.BoardScore(p)+e.Rest(p), "fast %v: the split evaluation", e.Fast)
			}
		})
	}
}

// TestQuadrantTermV12BQUADRANTS: V12B-QUADRANTS has 12A's perks, so the
// term is the same in 12B (its king is immobile, V12B-KING, but it still
// stands in a quadrant).
func TestQuadrantTermV12BQUADRANTS(t *testing.T) {
	withQuadrantMajority(t)
	for _, c := range quadrantCases {
		t.Run(c.name, func(t *testing.T) {
			ranks := map[int]string{1: "6k5", 12: "6K5"}
			for r, row := range c.ranks {
				ranks[r] = row
			}
			fen := fen12(ranks, "frozenchess12b")
			assert.Equal(t, c.want, quadrantsOfFEN(t, fen), fen)
			assert.Equal(t, [2]int{c.want[1], c.want[0]}, quadrantsOfFEN(t, mirrorFEN(t, fen)))
		})
	}
}

// TestQuadrantTermOnlyWhereQuadrantsGivePerksV12CMISSING: 12C has no
// quadrants (V12C-MISSING), and 13.0 and 8.0 none either, so the term is
// 0 there for the positions that hold quadrants in 12A.
func TestQuadrantTermOnlyWhereQuadrantsGivePerksV12CMISSING(t *testing.T) {
	withQuadrantMajority(t)
	for _, c := range quadrantCases {
		t.Run(c.name, func(t *testing.T) {
			ranks := map[int]string{1: "6k5", 12: "6K5"}
			for r, row := range c.ranks {
				ranks[r] = row
			}
			assert.Equal(t, [2]int{0, 0}, quadrantsOfFEN(t, fen12(ranks, "frozenchess12c")))
		})
	}
	for _, fen := range []string{kingsOnly, kingsOnly + " variant:frozenchess8"} {
		p := parse(t, fen)
		require.False(t, p.Variant.Has(board.MechQuadrants12), fen)
		assert.Equal(t, [2]int{0, 0}, quadrantsOfFEN(t, fen), fen)
	}
}

// TestQuadrantTermOffByDefaultV12AQUADRANTS: the switch is off (no match
// said the term plays better, docs/search.md), so a held quadrant scores
// nothing in 12A and 12B; turned on, the same position scores its hold.
func TestQuadrantTermOffByDefaultV12AQUADRANTS(t *testing.T) {
	require.False(t, QuadrantMajority, "the default")
	for _, vr := range []string{"frozenchess12a", "frozenchess12b"} {
		fen := fen12(map[int]string{1: "6k5", 2: "7nn3", 12: "6K5"}, vr)
		assert.Equal(t, [2]int{0, 0}, quadrantsOfFEN(t, fen), fen)
		t.Run(vr+" on", func(t *testing.T) {
			withQuadrantMajority(t)
			assert.Equal(t, [2]int{QuadrantHoldWeight + QuadrantKingWeight, 0}, quadrantsOfFEN(t, fen), fen)
		})
		assert.Equal(t, [2]int{0, 0}, quadrantsOfFEN(t, fen), "off again after the subtest: %s", fen)
	}
}
