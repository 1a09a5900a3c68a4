package movegen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBorrowedDouble12CV12CJESTER: a 12C jester makes the double move of a
// unit that lends it a move, both steps with that unit's pattern (004:20,
// "any move/doublemove of guarding/attacking piece/pawn"; jesterdouble12c.go):
// the lenders are the turn's start's, one lender type's pattern makes both
// steps, and a queen lends single moves only. After each first step the
// game's legal steps (Legal, with the turn's protection state) equal the
// plain definition (PlainLegal, which rebuilds the turn's start from the
// position alone). The white jester f6 is the actor in every case; the
// kings are a12 and l1, with a pawn each.
func TestBorrowedDouble12CV12CJESTER(t *testing.T) {
	tests := []struct {
		name  string
		units map[string]byte // beside the jester f6, the kings and the pawns
		first string
		some  []string // second steps offered
		not   []string // second steps not offered
	}{
		{name: "V12C-JESTER a guarding rook's double move", units: map[string]byte{"f1": 'r'},
			first: "f6-f9^", some: []string{"f9-f12^", "f9-a9^", "f9-l9^", "f9-f2^", "f9-g11"}, not: []string{"f9-h11^"}},
		{name: "V12C-JESTER the lender is the turn's start's: off the rook's file the rook still lends",
			units: map[string]byte{"f1": 'r'}, first: "f6-b6^", some: []string{"b6-b11^", "b6-b2^", "b6-k6^"}},
		{name: "V12C-JESTER V12C-DOUBLEMOVE a native first step keeps a native second",
			units: map[string]byte{"f1": 'r'}, first: "f6-d5", some: []string{"d5-b4", "d5-e7"}, not: []string{"d5-d9^", "d5-a5^"}},
		{name: "V12C-JESTER an attacking bishop's double move", units: map[string]byte{"i9": 'B'},
			first: "f6-d4^", some: []string{"d4-b2^", "d4-b6^", "d4-h8^"}, not: []string{"d4-i9^", "d4-d8^"}},
		{name: "V12C-JESTER V12C-QUEEN a queen lends single moves only", units: map[string]byte{"i9": 'Q'},
			first: "f6-d4^", some: []string{"d4-c6"}, not: []string{"d4-b2^", "d4-d8^", "d4-a4^"}},
		{name: "V12C-JESTER one lender's pattern: a rook's line then no bishop's",
			units: map[string]byte{"f1": 'r', "i9": 'B'}, first: "f6-f9^", some: []string{"f9-c9^"}, not: []string{"f9-h11^", "f9-d7^"}},
		{name: "V12C-JESTER one lender's pattern: a bishop's line then no rook's",
			units: map[string]byte{"f1": 'r', "i9": 'B'}, first: "f6-d4^", some: []string{"d4-b2^"}, not: []string{"d4-d10^", "d4-a4^"}},
		{name: "V12C-JESTER V12C-PIECES a dragon's knight move then its bishop move",
			units: map[string]byte{"h8": 'D'}, first: "f6-d5", some: []string{"d5-b3^", "d5-g8^"}, not: []string{"d5-d9^"}},
		{name: "V12C-JESTER V12C-PAWN a guarding pawn's double move", units: map[string]byte{"e5": 'p'},
			first: "f6-g6^", some: []string{"g6-h6^", "g6-h7^", "g6-g5^"}, not: []string{"g6-i6^"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			units := kings12C(map[string]byte{"f6": 'j', "a1": 'p', "l12": 'P'})
			for sq, c := range tc.units {
				units[sq] = c
			}
			g := NewGame(pos12C(t, units, "w", ""))
			require.Equal(t, PlainLegal(g.Pos), g.Legal(0, nil), "the first steps: Legal against the plain definition")
			makeChecked(t, g, tc.first)
			legal := g.Legal(0, nil)
			require.Equal(t, PlainLegal(g.Pos), legal, "the second steps: Legal against the plain definition")
			var second []string
			for _, s := range legal {
				second = append(second, FormatStep(g.Pos, s))
			}
			for _, s := range tc.some {
				assert.Contains(t, second, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, second, s)
			}
			for _, s := range second {
				assert.False(t, strings.Contains(s, "x"), "the jester captures nothing: %s", s)
			}
		})
	}
}
