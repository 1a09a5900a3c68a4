package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBoxGeneration: V13-BOX, V13-UNBOX. Every unit that can act may box,
// kings not; a box cannot move or act (no steps, no Box again) but its
// owner may unbox it; the enemy may not.
func TestBoxGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-BOX any unit that can act, not a king, not a paralyzed unit", special: "box",
			fen: lnFEN("K@p16 k@a1 r@e5 p@c3 n@h8 b@h3", "unit:{h3}/par=2"), want: []string{"c3!box", "e5!box", "h8!box"}},
		{name: "V13-BOX a box does not box again", special: "box",
			fen: lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/box")},
		{name: "V13-UNBOX the owner's boxes only", special: "unbox",
			fen: lnFEN("K@p16 k@a1 r@e5 R@e9 p@c3", "unit:{e5}/box,{e9}/box"), want: []string{"e5!unbox"}},
	})
	boxed := lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/box")
	assert.Empty(t, stepsOf(t, boxed, "e5"), "V13-BOX a box cannot move by itself")
	var own []string
	for _, s := range specialsOf(t, boxed, "", false) {
		if s[:3] == "e5!" && !strings.Contains(s, "!shift") && !strings.Contains(s, "!rotate") { // the side's moves named by a square
			own = append(own, s)
		}
	}
	assert.Equal(t, []string{"e5!unbox"}, own, "V13-BOX no abilities: its only special move is its owner's Unbox")
}

// TestBoxImmunity: V13-BOX. A box cannot be captured (an enemy rook's line
// stops at it), survives an explosion beside it, and counts at its unit's
// value in the material (V13-VALUE-MISSING ruling).
func TestBoxImmunity(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 R@e9 r@e5", "unit:{e5}/box")
	p := board.MustParse(fen)
	p.SetSideToMove(board.Black)
	g := NewGame(p)
	for _, s := range g.Generate(nil) {
		assert.False(t, s.IsCapture() && s.To() == sqs(t, "e5")[0], "V13-BOX not captured: %s", FormatStep(p, s))
	}
	m := board.Material(p, board.Block(sqs(t, "e5")[0], 2))
	assert.Equal(t, board.UnitValue(bodyOn(t, p, "e5"), sqs(t, "e5")[0]), m[board.White], "counted as its contents")
	// An Earthquake beside it leaves the box standing.
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e5 q@e6", "unit:{e5}/box"), "e6!quake", func(g *Game) {
		assert.Equal(t, board.Rook, bodyOn(t, g.Pos, "e5").Type, "the box survives the blast")
	})
}

// TestBoxMake: V13-BOX, V13-UNBOX. Boxing sets the box with no squares
// travelled; unboxing frees the unit, which is paralyzed floor(N/3) turns
// for N squares travelled boxed (a Royal Guard too: a penalty immunity does
// not stop), nothing for N < 3; a box pulled 4 squares then unboxed pays 1.
func TestBoxMake(t *testing.T) {
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e5"), "e5!box", func(g *Game) {
		u := bodyOn(t, g.Pos, "e5")
		assert.True(t, u.Has(board.StatusBoxed))
		assert.Zero(t, u.BoxTrail)
		assert.True(t, g.Local())
	})
	for _, tc := range []struct {
		name, fen string
		cost      uint16
	}{
		{"V13-UNBOX 7 squares: 2 turns", lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/box/btrail=7"), 2},
		{"V13-UNBOX 2 squares: free", lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/box/btrail=2"), 0},
		{"V13-UNBOX a Royal Guard pays too", lnFEN("K@p16 k@d4 r@e5", "unit:{e5}/box/btrail=6"), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, "e5!unbox", func(g *Game) {
				u := bodyOn(t, g.Pos, "e5")
				assert.False(t, u.Has(board.StatusBoxed))
				assert.Zero(t, u.BoxTrail)
				assert.Equal(t, tc.cost, u.Paralysis)
			})
		})
	}
	t.Run("V13-UNBOX V13-PULL boxed, pulled 4 squares, unboxed: 1 turn", func(t *testing.T) {
		g := play(t, lnFEN("K@p16 k@a1 p@a2 p@b1 p@b2 b@e5 R@e12"), "e5!box", "e12!pull-e5:4")
		u := bodyOn(t, g.Pos, "e9")
		assert.Equal(t, uint16(4), u.BoxTrail)
		require.NoError(t, g.PlayTurn("e9!unbox"))
		assert.Equal(t, uint16(1), bodyOn(t, g.Pos, "e9").Paralysis)
	})
	fen := lnFEN("K@p16 k@a1 r@e5 p@c3 n@h8", "unit:{h8}/box")
	roundTripSpecials(t, fen, "box", 2)
	roundTripSpecials(t, fen, "unbox", 1)
	g := NewGame(board.MustParse(fen))
	for _, bad := range []string{"a1!box", "e5!unbox", "h8!box", "e5!box-e6"} {
		_, err := g.ParseStep(bad)
		require.Error(t, err, bad)
	}
}
