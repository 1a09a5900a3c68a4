package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRamStepsV8RAM: V8-RAM. One square orthogonally onto an empty square,
// no captures, no diagonal steps.
func TestRamStepsV8RAM(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-RAM: the four orthogonal squares", pieces: "k@a1 K@p16 m@e5",
			want: []string{"e5-d5", "e5-e4", "e5-e6", "e5-f5"}},
		{name: "V8-RAM: it captures nobody and a friend blocks", pieces: "k@a1 K@p16 m@e5 P@e6 p@d5 P@f6",
			want: []string{"e5-e4", "e5-f5"}},
		{name: "V8-RAM: a wall square is no plain step", pieces: "k@a1 K@p16 m@e5 P@h8", sections: []string{"wall:{h8}=e6"},
			want: []string{"e5-d5", "e5-e4", "e5-f5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Steps(t, v8Pos(t, tc.pieces, tc.sections...), "e5"))
		})
	}
}

// TestRamWallV8RAM: V8-RAM. The Ram's step onto an orthogonal wall square
// (e5!ram-e6) takes away that owner's whole wall, and the Ram stands there;
// its start square becomes its own wall, as after a plain step.
func TestRamWallV8RAM(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-RAM: an orthogonal wall square", pieces: "k@a1 K@p16 m@e5 P@h8", sections: []string{"wall:{h8}=e6f6g6"},
			want: []string{"e5!ram-e6"}},
		{name: "V8-RAM: not a diagonal one", pieces: "k@a1 K@p16 m@e5 P@h8", sections: []string{"wall:{h8}=f6g6"},
			want: []string{}},
		{name: "V8-RAM: two walls, two rams", pieces: "k@a1 K@p16 m@e5 P@h8 p@h1", sections: []string{"wall:{h8}=e6,{h1}=e4"},
			want: []string{"e5!ram-e4", "e5!ram-e6"}},
		{name: "V8-RAM: only rams ram", pieces: "k@a1 K@p16 r@e5 P@h8", sections: []string{"wall:{h8}=e6"},
			want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "ram", false))
		})
	}
	p := v8Pos(t, "k@a1 K@p16 m@e5 P@h8 p@h1", "wall:{h8}=e6f6g6,{h1}=e3")
	v8MakeAndBack(t, p, "e5!ram-e6", func(g *Game) {
		ram := bodyOn(t, g.Pos, "e6")
		assert.Equal(t, board.Ram, ram.Type)
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "e5")[0]))
		for _, sq := range sqs(t, "f6", "g6") {
			assert.Zero(t, g.Pos.WallOwner(sq), "the whole wall goes: %s", sq)
		}
		assert.NotZero(t, g.Pos.WallOwner(sqs(t, "e3")[0]), "another owner's wall stays")
		assert.Equal(t, g.Pos.BodyAt(sqs(t, "e6")[0]), g.Pos.WallOwner(sqs(t, "e5")[0]), "its start square is its wall")
		assert.Equal(t, board.Black, g.Pos.SideToMove())
	})
}

// TestRamParalysisImmuneV8RAM: V8-RAM. No paralysis reaches a Ram: a
// Ballista's shot passes it by (not offered), an enemy chancellor's aura
// does not hold it, and paralyze leaves it alone.
func TestRamParalysisImmuneV8RAM(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p16 a@e2 M@e9")
	assert.Empty(t, v8Specials(t, p, "bolt", false), "V8-RAM: the shot would paralyze nobody")
	held := v8Pos(t, "k@a1 K@p16 m@e5 C@f7")
	assert.False(t, board.HeldByNeighbours(held, bodyOn(t, held, "e5"), nil), "V8-RAM: no aura holds it")
	assert.NotEmpty(t, v8Steps(t, held, "e5"))
	g := NewGame(v8Pos(t, "k@a1 K@p16 m@e5"))
	id := g.Pos.BodyAt(sqs(t, "e5")[0])
	require.True(t, g.immune(id))
	g.paralyze(id, 5, board.ParOriginAttack)
	assert.Zero(t, g.Pos.Unit(id).Paralysis)
}
