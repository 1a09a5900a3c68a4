package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMindControlV8MINDCONTROL: V8-MINDCONTROL. In 8.0 a unit A may
// mind-control an enemy B whenever it could capture B without being
// recaptured (B unprotected): by any capture, at any distance, from a
// square of either colour; 13.0 asks for a straight orthogonal line between
// squares of one colour. Kings are immune; pawns and kings are not A.
func TestMindControlV8MINDCONTROL(t *testing.T) {
	tests := []struct {
		name, pieces string
		sections     []string
		b            string // the controlled unit's square
		some         []string
	}{
		{name: "V8-MINDCONTROL a rook's capture one square away (odd distance)", pieces: "r@e5 N@e6",
			b: "e6", some: []string{"mind:e6-f8", "mind:e6-d8"}},
		{name: "V8-MINDCONTROL a queen's diagonal capture", pieces: "q@e5 L@g7", b: "g7", some: []string{"mind:g7-h8"}},
		{name: "V8-MINDCONTROL a knight's capture", pieces: "n@e5 R@f7", b: "f7", some: []string{"mind:f7-f8"}},
		{name: "V8-MINDCONTROL B may take its own ally", pieces: "r@e5 N@e6 P@f8", b: "e6", some: []string{"mind:e6xf8"}},
		{name: "V8-MINDCONTROL a protected B would recapture: none", pieces: "r@e5 N@e6 R@a6", b: "e6"},
		{name: "V8-MINDCONTROL A must capture B: a bishop's lines do not (V8-BISHOP)", pieces: "b@e5 R@g7", b: "g7"},
		{name: "V8-MINDCONTROL a pawn is not A", pieces: "p@e5 R@f6", b: "f6"},
		{name: "V8-MINDCONTROL kings are immune", pieces: "r@e5 K@e9", b: "e9"}, // the black king itself
		{name: "V8-MINDCONTROL a paralyzed A controls nobody", pieces: "r@e5 N@e6", sections: []string{"unit:{e5}/par=2/paro=2"},
			b: "e6"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base := "k@a1 K@p16 "
			if tc.b == "e9" {
				base = "k@a1 "
			}
			p := v8Pos(t, base+tc.pieces, tc.sections...)
			got := mindFrom(mindOf(t, p.Format(), false), tc.b)
			if tc.some == nil {
				assert.Empty(t, got)
				return
			}
			assert.Subset(t, got, tc.some)
		})
	}
	assert.Empty(t, mindFrom(mindOf(t, lnFEN("k@a1 K@p16 r@e5 L@e6"), false), "e6"), "13.0: an odd distance does not do")
	assert.Empty(t, mindFrom(mindOf(t, lnFEN("k@a1 K@p16 q@e5 N@g7"), false), "g7"), "13.0: nor a diagonal")

	p := v8Pos(t, "k@a1 K@p16 r@e5 N@e6 P@f8")
	v8MakeAndBack(t, p, "mind:e6xf8", func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "V8-MINDCONTROL: one step, the whole turn")
		n := bodyOn(t, g.Pos, "f8")
		require.Equal(t, board.Knight, n.Type, "the knight took its own pawn")
		assert.Equal(t, board.Black, n.Side, "and stays Black's")
	})
}
