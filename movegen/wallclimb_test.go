package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWallClimbGeneration: V13-ASSASSIN-WALLCLIMB. From its square the
// assassin may climb onto an orthogonally adjacent wall square with no
// body, of any owner; not diagonally, not onto a higher square, not onto a
// wall holding another assassin, not from a wall; only unparalyzed
// assassins.
func TestWallClimbGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 a@e5 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-WALLCLIMB an orthogonal wall", fen: fen("", "wall:{a1}=e6"), special: "climb", legal: true,
			want: []string{"e5!climb-e6"}},
		{name: "V13-ASSASSIN-WALLCLIMB every orthogonal wall, an enemy's or its own too",
			fen: fen("", "wall:{p16}=e6f5,{e5}=e4"), special: "climb", want: []string{"e5!climb-e6", "e5!climb-f5", "e5!climb-e4"}},
		{name: "V13-ASSASSIN-WALLCLIMB not a diagonal wall", fen: fen("", "wall:{a1}=f6"), special: "climb", want: nil},
		{name: "V13-ASSASSIN-WALLCLIMB not a higher wall", fen: fen("", "wall:{a1}=e6", "level:e6=1"), special: "climb",
			want: nil},
		{name: "V13-ASSASSIN-WALLCLIMB not a wall another assassin stands on", fen: fen("A@e6", "wall:{a1}=e6"),
			special: "climb", want: nil},
		{name: "V13-ASSASSIN-WALLCLIMB no climb from a wall", fen: fen("", "wall:{a1}=e5e6"), special: "climb", want: nil},
		{name: "V13-ASSASSIN-WALLCLIMB a paralyzed assassin does not climb", fen: fen("", "wall:{a1}=e6", "unit:{e5}/par=2"),
			special: "climb", want: nil},
		{name: "V13-ASSASSIN-WALLCLIMB only assassins", fen: lnFEN("k@a1 K@p16 l@e5", "wall:{a1}=e6"), special: "climb",
			want: nil},
	})
}

// TestWallJumpGeneration: V13-ASSASSIN-WALLJUMP. An assassin on a wall
// leaves it one square orthogonally onto an empty square (no body, no
// wall) that no enemy attacks; not onto a higher square; an assassin on no
// wall has no Wall Jump. On a wall its only special move is the Wall Jump
// (V13-WALL-ASSASSIN).
func TestWallJumpGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string {
		return lnFEN("k@a1 K@p16 a@e5 "+units, append([]string{"wall:{a1}=e5"}, sections...)...)
	}
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-WALLJUMP the four orthogonal squares", fen: fen(""), special: "walljump", legal: true,
			want: []string{"e5!walljump-e6", "e5!walljump-f5", "e5!walljump-e4", "e5!walljump-d5"}},
		{name: "V13-ASSASSIN-WALLJUMP not onto an attacked, walled, occupied or higher square",
			fen: lnFEN("k@a1 K@p16 a@e5 R@a6 p@e4", "wall:{a1}=e5d5", "level:f5=1"), special: "walljump", want: nil},
		{name: "V13-ASSASSIN-WALLJUMP not from a plain square", fen: lnFEN("k@a1 K@p16 a@e5"), special: "walljump", want: nil},
	})
	// Its own special moves: the Wall Jump only. A Shift is the player's action, named
	// by the line's first unit: it moves the assassin off its wall as it
	// moves any unit (never onto a wall).
	var own []string
	for _, s := range specialsOf(t, fen("P@m12"), "", false) {
		if s[:3] == "e5!" && s[:8] != "e5!shift" && !strings.Contains(s, "!rotate:") { // a Rotate turns a block named by its corner
			own = append(own, s)
		}
	}
	assert.ElementsMatch(t, []string{"e5!walljump-e6", "e5!walljump-f5", "e5!walljump-e4", "e5!walljump-d5"}, own,
		"V13-WALL-ASSASSIN on a wall only the Wall Jump among its abilities")
}

// TestWallAssassinSteps: V13-WALL-ASSASSIN. On a wall the assassin's knight
// leaps and 3-square orthogonal leaps land only on wall squares with no
// body (an enemy assassin on a wall is no capture: Kind Immunity); it
// attacks nothing from there, and no line or leap reaches it there.
func TestWallAssassinSteps(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5 R@g6 A@d7", "wall:{a1}=e5f7e8h5d7c4")
	assert.Equal(t, []string{"e5-c4", "e5-e8", "e5-f7", "e5-h5"}, stepsOf(t, fen, "e5"), "walls only, no capture of g6 or d7")
	p := board.MustParse(fen)
	assert.False(t, Attacked(p, board.White, sqs(t, "g6")[0]), "from a wall it attacks nothing")
	assert.True(t, Attacked(board.MustParse(lnFEN("k@a1 K@p16 a@e5 R@g6")), board.White, sqs(t, "g6")[0]),
		"the same assassin off the wall attacks g6")
	// Nothing captures it on its wall: a rook's line stops there, a knight's
	// leap does not land there.
	q := board.MustParse(lnFEN("k@a1 K@p16 a@e5 R@e12 L@f7", "wall:{a1}=e5"))
	q.SetSideToMove(board.Black)
	assert.NotContains(t, stepsOf(t, q.Format(), "e12"), "e12xe5")
	assert.NotContains(t, stepsOf(t, q.Format(), "f7"), "f7xe5")
	assert.False(t, Attacked(q, board.Black, sqs(t, "e5")[0]))
}

// TestWallClimbMake: V13-ASSASSIN-WALLCLIMB, V13-ASSASSIN-WALLJUMP,
// V13-WALL-ASSASSIN. The climb puts the assassin on the wall square, which
// stays a wall (another's); its start square is its new wall. A climb onto
// its own wall dissolves that wall under it: it stands on a plain square.
// A Wall Jump leaves the wall, which stays; a wall leap is a plain step
// that opens a Double Move on the walls.
func TestWallClimbMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5", "wall:{a1}=e6")
	id := board.MustParse(fen).BodyAt(sqs(t, "e5")[0])
	makeAndBack(t, fen, "e5!climb-e6", func(g *Game) {
		p := g.Pos
		e6 := sqs(t, "e6")[0]
		assert.Equal(t, id, p.BodyAt(e6))
		assert.NotZero(t, p.WallOwner(e6), "the wall is still there")
		assert.Equal(t, sqs(t, "e5"), wallOf(p, id))
	})
	own := lnFEN("k@a1 K@p16 a@e5", "wall:{e5}=e6")
	makeAndBack(t, own, "e5!climb-e6", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.WallOwner(sqs(t, "e6")[0]), "its own old wall dissolved under it")
		assert.Equal(t, sqs(t, "e5"), wallOf(p, id))
	})
	on := lnFEN("k@a1 K@p16 a@e5", "wall:{a1}=e5f7")
	makeAndBack(t, on, "e5!walljump-e4", func(g *Game) {
		p := g.Pos
		assert.Equal(t, id, p.BodyAt(sqs(t, "e4")[0]))
		assert.NotZero(t, p.WallOwner(sqs(t, "e5")[0]), "the wall it left stays")
		assert.Empty(t, wallOf(p, id), "its start was a wall already")
	})
	g := NewGame(board.MustParse(on))
	s, err := g.ParseStep("e5-f7")
	require.NoError(t, err)
	g.Make(s)
	require.NoError(t, g.Pos.Validate())
	assert.Equal(t, id, g.Pos.BodyAt(sqs(t, "f7")[0]))
	assert.Equal(t, id, g.Pos.Turn().Actor, "a Double Move goes on, on the walls")
	var next []string
	for _, st := range g.Legal(1, nil) {
		next = append(next, FormatStep(g.Pos, st))
	}
	assert.ElementsMatch(t, []string{"f7-e5", EndString}, next)
	g.Unmake()
	assert.Equal(t, on, g.Pos.Format())
}
