package movegen

import (
	"fmt"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pulls lists a!name-b:1 .. a!name-b:n.
func pullList(name, a, b string, n int) []string {
	var out []string
	for i := 1; i <= n; i++ {
		out = append(out, fmt.Sprintf("%s!%s-%s:%d", a, name, b, i))
	}
	return out
}

// TestPullGeneration: V13-PULL. A unit with a capturing rook or bishop line
// pulls the first body on the line, friend or enemy, 1 square up to the
// square next to itself; kings, guarded units, units on a trap square and
// the puller's own kind are immune; the capture range, walls and climbing
// limit it; units without a capturing line, and paralyzed units, pull
// nothing.
func TestPullGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-PULL an enemy on a rook's line, up to the square next to the rook", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e8"), want: pullList("pull", "e3", "e8", 4)},
		{name: "V13-PULL a friend too, on a bishop's diagonal; V13-EMPOWER the knight it empowers pulls back", special: "pull",
			fen: lnFEN("K@p16 k@a1 b@c3 n@f6"), want: append(pullList("pull", "c3", "f6", 2), pullList("pull", "f6", "c3", 2)...)},
		{name: "V13-PULL a queen pulls on both kinds of line", special: "pull",
			fen: lnFEN("K@p16 k@a1 q@e4 N@e7 N@g6"), want: append(pullList("pull", "e4", "e7", 2), pullList("pull", "e4", "g6", 1)...)},
		{name: "V13-PULL kings, the own kind and units on a trap square are immune", special: "pull",
			fen: lnFEN("K@e16 k@a1 r@e3 R@h3 J@m8 N@c3", "mark:trap@c3/{m8}")},
		{name: "V13-PULL a guarded unit (two non-pawn protectors) is immune", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e8 R@e12 B@c10")},
		{name: "V13-PULL one protector does not guard", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e8 R@e12"), want: pullList("pull", "e3", "e8", 4)},
		{name: "V13-PULL not beyond the capture range (CRR 10: range 6)", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e10 N@j3", "unit:{e3}/crro=10"), want: pullList("pull", "e3", "j3", 4)},
		{name: "V13-PULL not through a wall, not up a slope", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e8 N@j3", "wall:{p16}=e6", "level:h3=1")},
		{name: "V13-PULL the pulled unit does not climb towards the puller", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e8", "level:e8=-1,e7=-1,e6=-1"), want: pullList("pull", "e3", "e8", 2)},
		{name: "V13-PULL V13-CLASS-NOCAPTURE units without a capturing line pull nothing", special: "pull",
			fen: lnFEN("K@p16 k@a1 x@e3 N@e8 l@h3 N@h8 p@c3 N@c8")},
		{name: "V13-PULL a paralyzed unit pulls nothing", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e8", "unit:{e3}/par=2")},
		{name: "V13-PULL a unit next to the puller cannot come closer", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e4")},
		{name: "V13-PULL V13-BOX a box is pulled", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e6", "unit:{e6}/box"), want: pullList("pull", "e3", "e6", 2)},
		{name: "V13-PULL V13-BOX a box is not pulled onto an active tomb", special: "pull",
			fen: lnFEN("K@p16 k@a1 r@e3 N@e6", "unit:{e6}/box", "tomb:e4=active/0/P200"), want: pullList("pull", "e3", "e6", 1)},
		{name: "V13-PULL leaves the own king open: generated, not legal", special: "pull", legal: true,
			fen: lnFEN("K@p16 R@a8 k@a1 p@a4 r@e4")},
		{name: "V13-PULL the same pull with the line closed: legal", special: "pull", legal: true,
			fen: lnFEN("K@p16 R@a8 k@a1 p@a6 p@a4 r@e4"), want: pullList("pull", "e4", "a4", 3)},
	})
}

// TestPullThroughGeneration: V13-PULL-THROUGH. Bodies between the puller
// and its target do not stop the pull, but the target cannot pass them: it
// moves at most to the square behind the nearest one. A plain Pull is the
// move when nothing stands between.
func TestPullThroughGeneration(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e3 p@e5 O@e7 N@e11")
	runSpecialCases(t, []specialCase{
		{name: "V13-PULL-THROUGH behind blockers of either side, a cannon is one", special: "pullthrough",
			fen: fen, want: append(pullList("pullthrough", "e3", "e7", 1), pullList("pullthrough", "e3", "e11", 3)...)},
		{name: "V13-PULL-THROUGH V13-PULL the first body is a plain pull", special: "pull",
			fen: fen, want: pullList("pull", "e3", "e5", 1)},
		{name: "V13-PULL-THROUGH not when the target touches the blocker", special: "pullthrough",
			fen: lnFEN("K@p16 k@a1 r@e3 p@e5 N@e6")},
		{name: "V13-PULL-THROUGH the range counts the blockers' squares", special: "pullthrough",
			fen: lnFEN("K@p16 k@a1 r@e3 p@e5 N@e11", "unit:{e3}/crro=9")},
		{name: "V13-PULL-THROUGH not through a wall", special: "pullthrough",
			fen: lnFEN("K@p16 k@a1 r@e3 p@e5 N@e11", "wall:{p16}=e8")},
	})
}

// TestPullMake: V13-PULL, V13-PULL-THROUGH. The target moves N squares
// towards the puller, which pays floor(N/3) turns of paralysis (floor(2N/3)
// through blockers, its own cost, so a Royal Guard pays it too); nobody
// builds a wall; the landing square takes effect (an active tomb kills and
// explodes, a flood holds); a box counts the squares (V13-UNBOX), a unit in
// syzygy is freed (Q15).
func TestPullMake(t *testing.T) {
	tests := []struct {
		name, fen, step, lands string
		cost                   int
	}{
		{"V13-PULL 3 squares: 1 turn", lnFEN("K@p16 k@a1 r@e3 N@e8"), "e3!pull-e8:3", "e5", 1},
		{"V13-PULL 2 squares: free", lnFEN("K@p16 k@a1 r@e3 N@e8"), "e3!pull-e8:2", "e6", 0},
		{"V13-PULL 4 squares by a Royal Guard: 1 turn", lnFEN("K@p16 k@d3 r@e3 N@e8"), "e3!pull-e8:4", "e4", 1},
		{"V13-PULL-THROUGH 3 squares: 2 turns", lnFEN("K@p16 k@a1 r@e3 p@e5 N@e10"), "e3!pullthrough-e10:3", "e7", 2},
		{"V13-PULL-THROUGH 4 squares: 2 turns", lnFEN("K@p16 k@a1 r@e3 p@e5 N@e10"), "e3!pullthrough-e10:4", "e6", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				p := g.Pos
				assert.Equal(t, board.Nightrider, bodyOn(t, p, tc.lands).Type)
				assert.Equal(t, board.Rook, bodyOn(t, p, "e3").Type, "the puller stays")
				assert.Equal(t, uint16(tc.cost), bodyOn(t, p, "e3").Paralysis)
				assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e3")[0])), "no wall")
				assert.Equal(t, board.Black, p.SideToMove())
				assert.False(t, g.Local(), "the pulled unit moved away from the step's squares")
			})
		})
	}
	t.Run("V13-PULL the cost is whole turns of the puller", func(t *testing.T) {
		g := play(t, lnFEN("K@p16 k@a1 r@e3 N@e8"), "e3!pull-e8:3")
		require.NoError(t, g.PlayTurn("p16-o16"))
		assert.Empty(t, stepsOf(t, g.Pos.Format(), "e3"), "paralyzed for White's next turn")
		require.NoError(t, g.PlayTurn("a1-b1"))
		require.NoError(t, g.PlayTurn("o16-n16"))
		assert.NotEmpty(t, stepsOf(t, g.Pos.Format(), "e3"), "free again")
	})
	t.Run("V13-PULL into an active tomb: dies there, the tomb explodes", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@e8", "tomb:e6=active/0/P200"), "e3!pull-e8:2", func(g *Game) {
			p := g.Pos
			tomb, ok := p.TombAt(sqs(t, "e6")[0])
			require.True(t, ok)
			assert.Equal(t, board.TombOpen, tomb.State)
			assert.Zero(t, p.BodyAt(sqs(t, "e6")[0]))
			assert.Zero(t, p.BodyAt(sqs(t, "e8")[0]))
		})
	})
	t.Run("V13-PULL V13-FLOOD-EFFECT into a flood: held", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@e8", "level:e6=-1,e7=-1,e8=-1", "mark:flood@e6/5"), "e3!pull-e8:2", func(g *Game) {
			assert.Equal(t, uint16(sqs(t, "e6")[0])+1, bodyOn(t, g.Pos, "e6").Flood)
		})
	})
	t.Run("V13-PULL V13-UNBOX a box counts the squares", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 N@e8", "unit:{e8}/box/btrail=2"), "e3!pull-e8:4", func(g *Game) {
			assert.Equal(t, uint16(6), bodyOn(t, g.Pos, "e4").BoxTrail)
		})
	})
}

// TestPullNotation: V13-PULL, V13-PULL-THROUGH. Every generated pull is
// written a!pull-b:N and reads back as itself; a pull too long, onto a
// square taken, or without its N is refused with an error.
func TestPullNotation(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e3 p@e5 N@e10 b@c4 N@f7")
	roundTripSpecials(t, fen, "pull", 3)
	roundTripSpecials(t, fen, "pullthrough", 3)
	g := NewGame(board.MustParse(fen))
	for _, bad := range []string{"e3!pull-e10:1", "e3!pullthrough-e10:5", "c4!pull-f7", "c4!pull-f7:3", "e3!pull-e5:0"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}

// roundTripSpecials checks that every legal special move named name in fen
// (at least min of them) is written as one string that reads back as it.
func roundTripSpecials(t *testing.T, fen, name string, min int) {
	t.Helper()
	p := board.MustParse(fen)
	g := NewGame(p)
	n := 0
	for _, s := range g.Legal(0, nil) {
		if s.Kind() != KindSpecial || s.Special().String() != name {
			continue
		}
		n++
		str := FormatStep(p, s)
		back, err := g.ParseStep(str)
		require.NoError(t, err, str)
		assert.Equal(t, s, back, str)
	}
	assert.GreaterOrEqual(t, n, min, "%s moves in %s", name, fen)
}
