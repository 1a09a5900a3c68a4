package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPushWallGeneration: V13-PUSH-WALL. A unit pushes an orthogonally
// adjacent wall square one square on if the square beyond is on the board
// with no body, wall or tomb; not a chain of walls, not a wall an assassin
// stands on, not uphill; kings, cannons (V13-CLASS-IMMOBILE) and paralyzed
// units do not push walls.
func TestPushWallGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-PUSH-WALL an adjacent wall square of any owner", special: "pushwall",
			fen: lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4d3"), want: []string{"e3!pushwall-d3", "e3!pushwall-e4"}},
		{name: "V13-PUSH-WALL not a diagonal wall, not a chain, not off the board, not onto a unit or a tomb", special: "pushwall",
			fen: lnFEN("K@p16 k@h1 r@e3 N@h8 n@e1 r@b2", "wall:{h8}=e4e5f4d3e2a2", "tomb:c3=open/0/P200")},
		{name: "V13-PUSH-WALL not a wall an assassin stands on", special: "pushwall",
			fen: lnFEN("K@p16 k@a1 r@e3 A@e4", "wall:{e4}=e4")},
		{name: "V13-PUSH-WALL the pusher does not climb (V13-TERRAIN-CLIMB)", special: "pushwall",
			fen: lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4", "level:e4=1")},
		{name: "V13-PUSH-WALL kings and cannons push no walls (V13-CLASS-IMMOBILE)", special: "pushwall",
			fen: lnFEN("K@p16 k@e3 o@h3 N@h8", "wall:{h8}=e4h4")},
		{name: "V13-PUSH-WALL a paralyzed unit pushes nothing", special: "pushwall",
			fen: lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4", "unit:{e3}/par=1")},
		{name: "V13-PUSH-WALL a pawn may", special: "pushwall",
			fen: lnFEN("K@p16 k@a1 p@e3 N@h8", "wall:{h8}=e4"), want: []string{"e3!pushwall-e4"}},
		{name: "V13-PUSH-WALL a pinned pusher: generated", special: "pushwall",
			fen: lnFEN("K@p16 R@e8 k@e1 p@e3 N@h8", "wall:{h8}=d3"), want: []string{"e3!pushwall-d3"}},
		{name: "V13-PUSH-WALL a pinned pusher: illegal, it opens the line onto its king", special: "pushwall", legal: true,
			fen: lnFEN("K@p16 R@e8 k@e1 p@e3 N@h8", "wall:{h8}=d3")},
	})
}

// TestPushWallMake: V13-PUSH-WALL. The wall stands one square on with its
// owner, the pusher on the wall's old square, paralyzed 5 turns (also as a
// Royal Guard: its own cost); the pusher builds no wall; the move reads back
// from its notation.
func TestPushWallMake(t *testing.T) {
	for _, fen := range []string{
		lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4h9"),
		lnFEN("K@p16 k@d2 r@e3 N@h8", "wall:{h8}=e4h9"),
	} {
		makeAndBack(t, fen, "e3!pushwall-e4", func(g *Game) {
			p := g.Pos
			knight := p.BodyAt(sqs(t, "h8")[0])
			assert.Equal(t, knight, p.WallOwner(sqs(t, "e5")[0]), "the wall keeps its owner")
			assert.Equal(t, sqs(t, "e5", "h9"), sortedSquares(wallOf(p, knight)))
			rook := bodyOn(t, p, "e4")
			assert.Equal(t, board.Rook, rook.Type)
			assert.Equal(t, uint16(PushWallPlies), rook.Paralysis)
			assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e4")[0])), "the pusher builds no wall")
			assert.False(t, g.Local())
		})
	}
	t.Run("V13-PUSH-WALL V13-FLOOD-EFFECT the pusher steps into a flood: held", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4", "level:e4=-1", "mark:flood@e4/4"), "e3!pushwall-e4", func(g *Game) {
			assert.NotZero(t, bodyOn(t, g.Pos, "e4").Flood)
		})
	})
	t.Run("V13-PUSH-WALL V13-TOMB-EXPLOSION an active tomb under the wall: the pusher dies there, it explodes", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 p@f4 N@h8", "wall:{h8}=e4", "tomb:e4=active/0/P200"), "e3!pushwall-e4", func(g *Game) {
			p := g.Pos
			assert.Zero(t, p.BodyAt(sqs(t, "e4")[0]), "the rook died on the tomb")
			assert.Zero(t, p.BodyAt(sqs(t, "f4")[0]), "the blast killed the pawn beside it")
			assert.Zero(t, p.WallOwner(sqs(t, "e5")[0]), "the pushed wall was in the blast too")
			tomb, _ := p.TombAt(sqs(t, "e4")[0])
			assert.Equal(t, board.TombOpen, tomb.State)
		})
	})
	fen := lnFEN("K@p16 k@a1 r@e3 N@h8", "wall:{h8}=e4d3f3")
	roundTripSpecials(t, fen, "pushwall", 3)
	g := NewGame(board.MustParse(fen))
	for _, bad := range []string{"e3!pushwall", "e3!pushwall-e5", "e3!pushwall-e4:1"} {
		_, err := g.ParseStep(bad)
		require.Error(t, err, bad)
	}
}

// sortedSquares sorts squares by their number.
func sortedSquares(s []board.Square) []board.Square {
	out := append([]board.Square(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}
