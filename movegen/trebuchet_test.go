package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestTrebuchetShotV8TREBUCHET: V8-TREBUCHET. It never moves; it aims at
// the square 6 ahead or one of its two side neighbours, whose 3x3 holds
// something to destroy.
func TestTrebuchetShotV8TREBUCHET(t *testing.T) {
	assert.Empty(t, v8Steps(t, v8Pos(t, "k@a1 K@p16 x@h4"), "h4"), "V8-TREBUCHET: no move of its own")
	for _, tc := range []v8Case{
		{name: "V8-TREBUCHET: a unit next to the centre target: all three reach it", pieces: "k@a1 K@p16 x@h4 P@h11",
			want: []string{"h4!hurl-g10", "h4!hurl-h10", "h4!hurl-i10"}},
		{name: "V8-TREBUCHET: a unit beside one side target only", pieces: "k@a1 K@p16 x@h4 P@j11",
			want: []string{"h4!hurl-i10"}},
		{name: "V8-TREBUCHET: a wall square is a target too", pieces: "k@a1 K@p16 x@h4 P@p9", sections: []string{"wall:{p9}=f9"},
			want: []string{"h4!hurl-g10"}},
		{name: "V8-TREBUCHET: nothing there", pieces: "k@a1 K@p16 x@h4 P@h14", want: []string{}},
		{name: "V8-TREBUCHET: at the board's edge, two targets", pieces: "k@a1 K@p16 x@a4 P@a11",
			want: []string{"a4!hurl-a10", "a4!hurl-b10"}},
		{name: "V8-TREBUCHET: reloading", pieces: "k@a1 K@p16 x@h4 P@h11", sections: []string{"unit:{h4}/par=1/paro=1"}, want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "hurl", false))
		})
	}
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 x@h4 P@h11 P@g9 P@p9", "wall:{p9}=i10"), "h4!hurl-h10", func(g *Game) {
		for _, sq := range []string{"h11", "g9"} {
			assert.Zero(t, g.Pos.BodyAt(sqs(t, sq)[0]), "V8-TREBUCHET: the 3x3 explodes: %s", sq)
		}
		assert.Zero(t, g.Pos.WallOwner(sqs(t, "i10")[0]), "V8-TREBUCHET: it attacks walls")
		assert.Equal(t, TrebuchetReload, int(bodyOn(t, g.Pos, "h4").Paralysis),
			"V8-TREBUCHET: its next 2 turns reloading")
		assert.Equal(t, board.Black, g.Pos.SideToMove())
	})
}
