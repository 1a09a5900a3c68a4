package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestArrowGeneration: V13-XBOW-ARROW. From h8 the ne volley flies from h9
// (h9 i10 j11 k12 l13 m14 n15 o16) and from i8 (i8 j9 k10 l11 m12 n13 o14
// p15); each arrow stops at the first unit or wall; a volley is offered
// when it paralyzes somebody of either side; kings, Royal Guards and
// crossbowmen (kind immunity) are immune.
func TestArrowGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 x@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-XBOW-ARROW nobody on any diagonal: no volley", fen: fen("K@p16"), special: "arrow", want: nil},
		{name: "V13-XBOW-ARROW an enemy at the end of the arrow from h9", fen: fen("K@a16 P@o16"), special: "arrow",
			want: []string{"h8!arrow:ne"}},
		{name: "V13-XBOW-ARROW every diagonal, both arrows", fen: fen("K@p16 P@i10 P@g10 P@j7 P@g6 P@f7 P@i6"),
			special: "arrow", legal: true, want: []string{"h8!arrow:ne", "h8!arrow:nw", "h8!arrow:se", "h8!arrow:sw"}},
		{name: "V13-XBOW-ARROW a friendly unit is hit too", fen: fen("K@p16 p@k10"), special: "arrow",
			want: []string{"h8!arrow:ne"}},
		{name: "V13-XBOW-ARROW a wall stops the arrow", fen: fen("K@p16 P@k10", "wall:{a1}=j9"), special: "arrow",
			want: nil},
		{name: "V13-XBOW-ARROW the first unit stops the arrow: an immune one shields the one behind",
			fen: fen("K@p16 X@j9 P@k10"), special: "arrow", want: nil},
		{name: "V13-XBOW-ARROW kind immunity: an enemy crossbowman", fen: fen("K@p16 X@k10"), special: "arrow", want: nil},
		{name: "V13-XBOW-ARROW a king is immune", fen: fen("K@k10"), special: "arrow", want: nil},
		{name: "V13-XBOW-ARROW an enemy Royal Guard is immune", fen: fen("K@p16 P@p15"), special: "arrow", want: nil},
		{name: "V13-XBOW-ARROW out of its king's 3x3 it is hit", fen: fen("K@p16 P@o14"), special: "arrow",
			want: []string{"h8!arrow:ne"}},
		{name: "V13-XBOW-ARROW a friendly Royal Guard is immune", fen: lnFEN("K@p16 x@h8 k@l12 p@k12"), special: "arrow",
			want: nil},
		{name: "V13-XBOW-ARROW a paralyzed crossbowman shoots nothing", fen: fen("K@p16 P@k10", "unit:{h8}/par=2"),
			special: "arrow", want: nil},
		{name: "V13-XBOW-ARROW only crossbowmen shoot", fen: lnFEN("k@a1 r@h8 K@p16 P@k10"), special: "arrow", want: nil},
	})
}

// TestArrowPower: V13-XBOW-POWER. A hit unit is paralyzed floor(16/range)+3
// owner-turns, range its Chebyshev distance from the crossbowman: 19 at 1,
// 7 at 4, 4 at 15 (16, which gives 4 as well, is off a 16-square board).
// The larger of the old and the new paralysis is kept.
func TestArrowPower(t *testing.T) {
	assert.Equal(t, 19, ArrowParalysis(1))
	assert.Equal(t, 7, ArrowParalysis(4))
	assert.Equal(t, 4, ArrowParalysis(16))
	assert.Equal(t, 4, ArrowParalysis(15))
	assert.Equal(t, 5, ArrowParalysis(8))
	tests := []struct {
		name, units, step string
		sections          []string
		want              map[string]int // square -> paralysis after the turn
	}{
		{name: "V13-XBOW-POWER distance 1 gives 19, distance 4 gives 7", units: "P@a2 P@e4",
			step: "a1!arrow:ne", want: map[string]int{"a2": 19, "e4": 7}},
		{name: "V13-XBOW-POWER distance 15 gives 4 on both arrows", units: "P@o16 P@p15",
			step: "a1!arrow:ne", want: map[string]int{"o16": 4, "p15": 4}},
		{name: "V13-XBOW-POWER a longer paralysis is kept", units: "P@a2 P@e4", sections: []string{"unit:{a2}/par=25/paro=2"},
			step: "a1!arrow:ne", want: map[string]int{"a2": 25, "e4": 7}},
		{name: "V13-XBOW-POWER a friendly unit hit keeps 19 of its own turns", units: "p@a2",
			step: "a1!arrow:ne", want: map[string]int{"a2": 19}},
		{name: "V13-XBOW-POWER only the first unit of an arrow", units: "P@b3 P@c4",
			step: "a1!arrow:ne", want: map[string]int{"b3": 11, "c4": 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN("x@a1 k@h1 K@h16 "+tc.units, tc.sections...)
			makeAndBack(t, fen, tc.step, func(g *Game) {
				for sq, want := range tc.want {
					assert.Equal(t, want, int(bodyOn(t, g.Pos, sq).Paralysis), sq)
				}
				assert.Equal(t, 0, int(bodyOn(t, g.Pos, "a1").Paralysis), "the crossbowman pays nothing")
				assert.Equal(t, board.Black, g.Pos.SideToMove())
				assert.Empty(t, g.Pos.Trail())
			})
		})
	}
}

// TestArrowNotation: V13-XBOW-ARROW is written <square>!arrow:<diagonal>.
func TestArrowNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("x@a1 k@h1 K@h16 P@a2")))
	_, err := g.ParseStep("a1!arrow:ne")
	require.NoError(t, err)
	for _, bad := range []string{"a1!arrow", "a1!arrow:up", "a1!arrow:sw", "a1!arrow-b2:ne"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
