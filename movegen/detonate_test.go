package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDetonateGeneration: V13-JESTER-DETONATE. Only a jester that has stayed
// 10 of its turns on its square may detonate, and not while paralyzed.
func TestDetonateGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-JESTER-DETONATE after 10 turns in place", fen: lnFEN("k@a1 K@p16 j@e4", "unit:{e4}/stay=10"),
			special: "detonate", want: []string{"e4!detonate"}},
		{name: "V13-JESTER-DETONATE not after 9", fen: lnFEN("k@a1 K@p16 j@e4", "unit:{e4}/stay=9"),
			special: "detonate", want: nil},
		{name: "V13-JESTER-DETONATE not while paralyzed", fen: lnFEN("k@a1 K@p16 j@e4", "unit:{e4}/stay=10/par=1"),
			special: "detonate", want: nil},
		{name: "V13-JESTER-DETONATE only jesters", fen: lnFEN("k@a1 K@p16 r@e4", "unit:{e4}/stay=10"),
			special: "detonate", want: nil},
	})
}

// TestDetonateStay: V13-JESTER-DETONATE. A jester counts each of its side's
// turns in which it did not move, up to 10; moving by its own steps, or
// being swapped by a Teleswap, sets the count to 0; the other side's turns
// do not count.
func TestDetonateStay(t *testing.T) {
	stay := func(g *Game, sq string) int { return int(g.Pos.StayOf(bodyOn(t, g.Pos, sq))) }
	g := play(t, lnFEN("k@a1 K@p16 j@e4 j@m4 p@a3", "unit:{m4}/stay=9,{e4}/stay=3"), "a3-a4")
	assert.Equal(t, 4, stay(g, "e4"), "another unit moved: +1")
	assert.Equal(t, 10, stay(g, "m4"))
	require.NoError(t, g.PlayTurn("p16-p15"))
	assert.Equal(t, 4, stay(g, "e4"), "the enemy's turn does not count")
	require.NoError(t, g.PlayTurn("a4-a5"))
	assert.Equal(t, 10, stay(g, "m4"), "it stops at 10")
	require.NoError(t, g.PlayTurn("p15-p14"))
	require.NoError(t, g.PlayTurn("e4-g6"))
	assert.Equal(t, 0, stay(g, "g6"), "it moved")
	g = play(t, lnFEN("k@a1 K@p16 j@e4 c@m4", "unit:{e4}/stay=7"), "m4!teleswap-e4")
	assert.Equal(t, 0, stay(g, "m4"), "swapped away")
}

// TestDetonateMake: V13-JESTER-DETONATE. The 3x3 around the jester
// explodes as if it were captured: units of both sides and the jester die
// into tombs, walls go; an enemy king inside is killed (the game is won);
// one's own king inside makes it illegal.
func TestDetonateMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 j@e4 P@e5 r@d3 R@g4 p@a2 p@b1", "unit:{e4}/stay=10", "wall:{g4}=f4")
	makeAndBack(t, fen, "e4!detonate", func(g *Game) {
		p := g.Pos
		for _, sq := range []string{"e4", "e5", "d3"} {
			assert.Zero(t, p.BodyAt(sqs(t, sq)[0]), sq)
			_, ok := p.TombAt(sqs(t, sq)[0])
			assert.True(t, ok, "a tomb on %s", sq)
		}
		assert.Zero(t, p.WallOwner(sqs(t, "f4")[0]), "the wall goes")
		assert.NotZero(t, p.BodyAt(sqs(t, "g4")[0]), "outside the 3x3")
	})
	win := lnFEN("k@a1 K@f5 j@e4", "unit:{e4}/stay=10")
	makeAndBack(t, win, "e4!detonate", func(g *Game) {
		_, alive := g.KingSquare(board.Black)
		assert.False(t, alive, "the black king dies")
	})
	own := lnFEN("k@d3 K@p16 j@e4", "unit:{e4}/stay=10")
	assert.Equal(t, []string{"e4!detonate"}, specialsOf(t, own, "detonate", false))
	assert.Empty(t, specialsOf(t, own, "detonate", true), "its own king would die")
}

// TestDetonateNotation: V13-JESTER-DETONATE is written <square>!detonate.
func TestDetonateNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 j@e4", "unit:{e4}/stay=10")))
	s, err := g.ParseStep("e4!detonate")
	require.NoError(t, err)
	assert.Equal(t, "e4!detonate", FormatStep(g.Pos, s))
	for _, bad := range []string{"e4!detonate-e5", "e4!detonate:1", "a1!detonate"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
