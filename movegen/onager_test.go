package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestOnagerMovesV8ONAGER: V8-ONAGER. Sideways only (across its facing),
// any distance over empty, wall-free squares, no capture, no bounce.
func TestOnagerMovesV8ONAGER(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-ONAGER: along its rank, blocked by units of either side, no capture",
			pieces: "k@a1 K@p16 o@e5 p@b5 P@h5 P@e6",
			want:   []string{"e5-c5", "e5-d5", "e5-f5", "e5-g5"}},
		{name: "V8-ONAGER: a wall stops it", pieces: "k@a1 K@p16 o@e5 p@c5 P@p9", sections: []string{"wall:{p9}=g5"},
			want: []string{"e5-d5", "e5-f5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Steps(t, v8Pos(t, tc.pieces, tc.sections...), "e5"))
		})
	}
}

// TestOnagerThrowV8ONAGER: V8-ONAGER. The unit in front is thrown straight
// ahead; the first unit or wall square it meets is destroyed and it lands
// before it; kings, immortal units, onagers and boxes are neither thrown
// nor destroyed.
func TestOnagerThrowV8ONAGER(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-ONAGER: an enemy in front thrown at a unit", pieces: "k@a1 K@p16 o@e5 P@e6 P@e10", want: []string{"e5!throw-e10"}},
		{name: "V8-ONAGER: a friend thrown at a wall square", pieces: "k@a1 K@p16 o@e5 p@e6 P@p9", sections: []string{"wall:{p9}=e12"},
			want: []string{"e5!throw-e12"}},
		{name: "V8-ONAGER: thrown to the edge, nothing destroyed", pieces: "k@a1 K@p16 o@e5 p@e6", want: []string{"e5!throw-e16"}},
		{name: "V8-ONAGER: nothing in front", pieces: "k@a1 K@p16 o@e5 P@e7", want: []string{}},
		{name: "V8-ONAGER: a king is not thrown", pieces: "k@a1 K@e6 o@e5", want: []string{}},
		{name: "V8-ONAGER: an onager is not thrown (kind)", pieces: "k@a1 K@p16 o@e5 O@e6", want: []string{}},
		{name: "V8-ONAGER: a frog is not thrown (immortal)", pieces: "k@a1 K@p16 o@e5 F@e6", want: []string{}},
		{name: "V8-ONAGER: a king ahead is not destroyed: the unit stops before it", pieces: "k@a1 K@e12 o@e5 P@e6",
			want: []string{"e5!throw-e11"}},
		{name: "V8-ONAGER: a unit against an immortal ship right ahead: no throw", pieces: "k@a1 K@p16 o@e5 P@e6 S@e7",
			want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "throw", false))
		})
	}
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 o@e5 P@e6 P@e10"), "e5!throw-e10", func(g *Game) {
		assert.Equal(t, board.Pawn, bodyOn(t, g.Pos, "e9").Type, "V8-ONAGER: the thrown unit lands before its target")
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "e10")[0]), "V8-ONAGER: the target is destroyed")
		_, tomb := g.Pos.TombAt(sqs(t, "e10")[0])
		assert.True(t, tomb, "V8-ONAGER: it dies into a tomb")
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "e6")[0]))
		assert.Equal(t, board.Onager, bodyOn(t, g.Pos, "e5").Type, "V8-ONAGER: the onager stays")
		assert.Empty(t, g.Pos.WallSquares(g.Pos.BodyAt(sqs(t, "e9")[0]), nil), "V8-ONAGER: a thrown unit builds no wall")
	})
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 o@e5 p@e6 P@p9", "wall:{p9}=e12e13"), "e5!throw-e12", func(g *Game) {
		assert.Equal(t, board.Pawn, bodyOn(t, g.Pos, "e11").Type)
		assert.Zero(t, g.Pos.WallOwner(sqs(t, "e12")[0]), "V8-ONAGER: the wall square it meets goes")
		assert.NotZero(t, g.Pos.WallOwner(sqs(t, "e13")[0]), "V8-ONAGER: only that square")
	})
}
