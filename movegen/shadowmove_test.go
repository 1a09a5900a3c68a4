package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestShadowMoveGeneration: V13-SHADOW-TRAVEL, V13-SHADOW-ETHEREAL,
// V13-SHADOW-TOMBWALL, V13-WALL-SHADOW. A shadow moves with its native
// pattern (a rook's line bounces off what stops it, V13-BOUNCE-ORTH);
// bodies, walls and tombs stop it and it may not end on them; it passes
// through and ends on squares holding only shadows, of either side.
func TestShadowMoveGeneration(t *testing.T) {
	assert.Equal(t, sorted("e5!smove-c4:L", "e5!smove-c6:L", "e5!smove-d3:L", "e5!smove-d6:L", "e5!smove-d7:L",
		"e5!smove-f3:L", "e5!smove-f6:L", "e5!smove-f7:L", "e5!smove-g4:L", "e5!smove-g6:L"),
		specialsOf(t, lnFEN("K@p16 k@a1", "shadow:e5=l200"), "smove", false),
		"V13-SHADOW-TRAVEL a knight shadow jumps like a knight and takes its forward diagonal steps")
	assert.Empty(t, specialsOf(t, lnFEN("K@p16 k@a1", "shadow:e5=l200", "unit:200/par=1"), "smove", false),
		"a paralyzed shadow does not move")
	assert.Empty(t, specialsOf(t, lnFEN("K@p16 k@a1", "shadow:e5=L200"), "smove", false),
		"an enemy shadow is not White's to move")
	cases := []struct {
		name     string
		fen      string
		has, not []string
	}{
		{"V13-SHADOW-ETHEREAL a body stops its line: it may not pass or end on it (either side)",
			lnFEN("K@p16 k@a1 p@e7 P@g5", "shadow:e5=r200"),
			[]string{"e5!smove-e6:R", "e5!smove-f5:R"}, []string{"e5!smove-e7:R", "e5!smove-e8:R", "e5!smove-g5:R", "e5!smove-h5:R"}},
		{"V13-WALL-SHADOW a wall stops it", lnFEN("K@p16 k@a1", "shadow:e5=r200", "wall:{a1}=e7g5"),
			[]string{"e5!smove-e6:R", "e5!smove-f5:R"}, []string{"e5!smove-e7:R", "e5!smove-e8:R", "e5!smove-g5:R", "e5!smove-h5:R"}},
		{"V13-SHADOW-TOMBWALL a tomb of any state stops it and it cannot enter one",
			lnFEN("K@p16 k@a1", "shadow:e5=r200", "tomb:e7=open/0/P300,g5=active/0/P301,c5=pending/0/P302"),
			[]string{"e5!smove-e6:R", "e5!smove-f5:R", "e5!smove-d5:R"},
			[]string{"e5!smove-e7:R", "e5!smove-e8:R", "e5!smove-g5:R", "e5!smove-h5:R", "e5!smove-c5:R"}},
		{"V13-SHADOW-ETHEREAL it passes through and ends on shadow squares of either side",
			lnFEN("K@p16 k@a1", "shadow:e5=r200,e6=L201,e7=b202", "unit:202/par=3"),
			[]string{"e5!smove-e6:R", "e5!smove-e7:R", "e5!smove-e8:R", "e5!smove-e16:R"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := specialsOf(t, tc.fen, "smove", false)
			for _, s := range tc.has {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, got, s)
			}
		})
	}
}

// TestShadowEthereal: V13-SHADOW-ETHEREAL, V13-SHADOW-TARGETS. Normal
// units neither stop at nor capture shadows: a rook's line runs through a
// square holding an enemy shadow and may end on it, sharing it.
func TestShadowEthereal(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e2", "shadow:e5=R200")
	steps := stepsOf(t, fen, "e2")
	assert.Contains(t, steps, "e2-e5", "ends on the shadow's square")
	assert.Contains(t, steps, "e2-e9", "passes through it")
	for _, s := range steps {
		assert.NotContains(t, s, "x", "no capture of a shadow: %s", s)
	}
	makeAndBack(t, fen, "e2-e5", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Rook, bodyOn(t, p, "e5").Type)
		assert.Equal(t, board.Black, shadowOn(t, p, "e5", board.Rook).Side, "the shadow shares the square")
	})
}

// TestShadowMoveMake: V13-SHADOW-TRAVEL ruling. The shadow changes squares,
// its travel counter grows by the squares travelled (a line its length, a
// knight's jump 3, a one-square step 1), it builds no wall, and the turn
// passes.
func TestShadowMoveMake(t *testing.T) {
	cases := []struct {
		name, fen, step, to string
		typ                 board.UnitType
		trail               uint16
	}{
		{"V13-SHADOW-TRAVEL a rook line of 4 adds 4", lnFEN("K@p16 k@a1", "shadow:e5=r200", "unit:200/strail=3"),
			"e5!smove-e9:R", "e9", board.Rook, 7},
		{"V13-SHADOW-TRAVEL a knight jump adds 3", lnFEN("K@p16 k@a1", "shadow:e5=l200"),
			"e5!smove-f7:L", "f7", board.Knight, 3},
		{"V13-SHADOW-TRAVEL a one-square step adds 1", lnFEN("K@p16 k@a1", "shadow:e5=l200"),
			"e5!smove-f6:L", "f6", board.Knight, 1},
		{"V13-SHADOW-TRAVEL the lower id of two like shadows moves", lnFEN("K@p16 k@a1", "shadow:e5=l200l201", "unit:201/strail=9"),
			"e5!smove-f7:L", "f7", board.Knight, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				p := g.Pos
				sh := shadowOn(t, p, tc.to, tc.typ)
				assert.Equal(t, tc.trail, sh.ShadowTrail)
				assert.Empty(t, wallOf(p, p.Cell(sqs(t, tc.to)[0]).Shadows), "no wall (Q6)")
				assert.Equal(t, board.Black, p.SideToMove())
			})
		})
	}
}
