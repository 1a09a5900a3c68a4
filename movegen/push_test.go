package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPushGeneration: V13-PUSH. A unit pushes an orthogonally adjacent unit
// of either side one square on and steps into its square; kings, templars
// and the pusher's own kind are immune, a chain or a wall stops it, nothing
// leaves the board, nobody climbs.
func TestPushGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-PUSH a friend or an enemy, one square on", special: "push",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e4 n@h8"), want: []string{"e3!push-e4"}},
		{name: "V13-PUSH a friend, from either side", special: "push",
			fen: lnFEN("K@p16 k@a1 r@e3 n@e4"), want: []string{"e3!push-e4", "e4!push-e3"}},
		{name: "V13-PUSH kings, templars and the pusher's own kind are immune", special: "push",
			fen: lnFEN("K@p16 k@c1 r@d1 r@e3 T@e4 R@f3")},
		{name: "V13-PUSH not a chain, not off the board, not into a wall", special: "push",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e4 N@e5 r@b15 N@b16 r@h3 N@h4", "wall:{p16}=h5")},
		{name: "V13-PUSH a king does not push (ruling)", special: "push",
			fen: lnFEN("K@p16 k@e3 N@e4")},
		{name: "V13-PUSH nobody climbs (V13-TERRAIN-CLIMB)", special: "push",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e4 r@h3 N@h4", "level:e4=1,h5=1")},
		{name: "V13-PUSH a paralyzed unit cannot push", special: "push",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e4", "unit:{e3}/par=2")},
		{name: "V13-PUSH not when it opens a line onto the own king", special: "push", legal: true,
			fen: lnFEN("K@p16 R@e16 k@e1 r@e3 N@f3")},
		{name: "V13-PUSH an enemy pushed where it attacks the own king: listed", special: "push",
			fen: lnFEN("K@p16 k@h2 r@e3 B@f3"), want: []string{"e3!push-f3"}},
		{name: "V13-PUSH an enemy pushed where it attacks the own king: illegal", special: "push", legal: true,
			fen: lnFEN("K@p16 k@h2 r@e3 B@f3")},
	})
}

// TestPushMake: V13-PUSH, Q15. The pushed unit stands one square on, the
// pusher on its old square; no wall is built; the square the pushed unit
// enters takes effect on it: a flood holds it (V13-FLOOD-EFFECT), an active
// tomb kills it and explodes (V13-TOMB-EXPLOSION).
func TestPushMake(t *testing.T) {
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@e4"), "e3!push-e4", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Rook, bodyOn(t, p, "e4").Type)
		assert.Equal(t, board.Nightrider, bodyOn(t, p, "e5").Type)
		assert.Zero(t, p.BodyAt(sqs(t, "e3")[0]))
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e4")[0])), "the pusher builds no wall")
		assert.Equal(t, board.Black, p.SideToMove())
		require.False(t, g.Local(), "the pushed unit moved away from the step's squares")
		hit, _, ok := g.Hit()
		assert.False(t, ok, "undone from the logs: no copy of the position before it")
		assert.True(t, hit.Has(sqs(t, "e5")[0]))
		var three board.SquareSet
		for _, sq := range sqs(t, "e3", "e4", "e5") {
			three.Add(sq)
		}
		assert.True(t, g.Within(&three), "its units changed on its three squares only (its region)")
		assert.False(t, g.Within(&board.SquareSet{}))
	})
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@e4", "level:e5=-1", "mark:flood@e5/4"), "e3!push-e4", func(g *Game) {
		assert.NotZero(t, bodyOn(t, g.Pos, "e5").Flood, "held by the flood it was pushed into")
	})
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@e4", "tomb:e5=active/0/"), "e3!push-e4", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "e5")[0]), "the nightrider died on the tomb")
		assert.Zero(t, p.BodyAt(sqs(t, "e4")[0]), "the blast killed the rook beside it")
		tomb, ok := p.TombAt(sqs(t, "e5")[0])
		require.True(t, ok)
		assert.Equal(t, board.TombOpen, tomb.State)
	})
}
