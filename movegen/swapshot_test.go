package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shelter walls the white king in on a1 with frogs, which neither swap nor
// are swapped, so that the cases below do not depend on the king's safety.
const shelter = "K@p16 k@a1 f@a2 f@b2 f@b1 "

// TestSwapShotGeneration: V13-SWAPSHOT, V13-CHANC-IMMUNITY, V13-GUARDS,
// V13-KIND-IMMUNITY, V13-CLASS-IMMOBILE, V13-CLASS-NOCAPTURE,
// V13-TERRAIN-CLIMB. A unit swaps with a friend or an enemy its capture
// pattern reaches; not with kings, frogs, enemy chancellors, guarded
// enemies or its own kind; cannons and units that never capture do not
// swap; both squares must be on one level.
func TestSwapShotGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-SWAPSHOT an enemy and a friend the rook's lines reach", special: "swap",
			fen:  lnFEN(shelter + "r@e5 Q@e9 n@e3"),
			want: []string{"e5!swap-e3", "e5!swap-e9"}},
		{name: "V13-SWAPSHOT a pawn swaps with a friendly pawn on its capture diagonal (no Kind Immunity for pawns)", special: "swap",
			fen:  lnFEN(shelter + "p@h4 p@i5"),
			want: []string{"h4!swap-i5"}},
		{name: "V13-SWAPSHOT V13-KIND-IMMUNITY not a friend of the own kind", special: "swap",
			fen: lnFEN(shelter + "r@e5 r@e3")},
		{name: "V13-SWAPSHOT not the enemy king", special: "swap",
			fen: lnFEN("k@a1 f@a2 f@b2 f@b1 r@e5 K@e9")},
		{name: "V13-CHANC-IMMUNITY not an enemy chancellor; a friendly one may be swapped", special: "swap",
			fen:  lnFEN(shelter + "r@e5 C@e9 c@e3"),
			want: []string{"e3!swap-e5", "e5!swap-e3"}},
		{name: "V13-GUARDS not a guarded enemy (two knights protect the queen)", special: "swap",
			fen: lnFEN(shelter + "r@e5 Q@e9 L@d11 L@f11")},
		{name: "V13-GUARDS one protector does not guard", special: "swap",
			fen: lnFEN(shelter + "r@e5 Q@e9 L@d11"), want: []string{"e5!swap-e9"}},
		{name: "V13-CLASS-IMMOBILE a cannon does not swap", special: "swap",
			fen: lnFEN(shelter + "o@e5 P@e6 p@f6")},
		{name: "V13-CLASS-NOCAPTURE frogs, crossbowmen and jesters do not swap, and frogs are not swapped", special: "swap",
			fen:  lnFEN(shelter + "r@e5 f@e3 x@e7 j@g5"),
			want: []string{"e5!swap-e7", "e5!swap-g5"}},
		{name: "V13-TERRAIN-CLIMB not with a unit on another level", special: "swap",
			fen: lnFEN(shelter+"r@e5 Q@e9", "level:e9=-1")},
		{name: "V13-SWAPSHOT a paralyzed unit cannot", special: "swap",
			fen: lnFEN(shelter+"r@e5 Q@e9", "unit:{e5}/par=2")},
		{name: "V13-SWAPSHOT not when the enemy lands next to the own king", special: "swap", legal: true,
			fen: lnFEN("K@p16 k@e1 r@e2 Q@e9")},
		{name: "V13-SWAPSHOT legal when it exposes nothing", special: "swap", legal: true,
			fen: lnFEN(shelter + "r@e5 Q@e9"), want: []string{"e5!swap-e9"}},
	})
}

// TestSwapShotMake: V13-SWAPSHOT, V13-FLOOD-EFFECT, V13-SYZYGY-RELEASE.
// The two units trade squares, no wall is built, the turn passes; a unit
// landing in a flood is held; a swapped unit in syzygy is freed with its
// partner.
func TestSwapShotMake(t *testing.T) {
	makeAndBack(t, lnFEN(shelter+"r@e5 Q@e9", "wall:{e5}=c3"), "e5!swap-e9", func(g *Game) {
		p := g.Pos
		r, q := bodyOn(t, p, "e9"), bodyOn(t, p, "e5")
		assert.Equal(t, board.Rook, r.Type)
		assert.Equal(t, board.White, r.Side)
		assert.Equal(t, board.Queen, q.Type)
		assert.Equal(t, board.Black, q.Side)
		assert.Equal(t, sqs(t, "c3"), wallOf(p, p.BodyAt(sqs(t, "e9")[0])), "a swap walks no squares: the old wall stays")
		assert.Equal(t, board.Black, p.SideToMove())
		assert.True(t, g.Local(), "only the two squares changed")
	})
	flooded := lnFEN(shelter+"r@e5 n@e9", "level:e5=-1,e6=-1,e7=-1,e8=-1,e9=-1", "mark:flood@e9/4,flood@e5/6")
	makeAndBack(t, flooded, "e5!swap-e9", func(g *Game) {
		p := g.Pos
		r, n := bodyOn(t, p, "e9"), bodyOn(t, p, "e5")
		assert.Equal(t, uint16(sqs(t, "e9")[0])+1, r.Flood, "the rook is held by the flood it landed in")
		assert.Equal(t, uint16(sqs(t, "e5")[0])+1, n.Flood, "and so is the nightrider")
	})
	locked := lnFEN(shelter+"r@e5 Q@e9 R@l4", "unit:{e9}/syz={l4},{l4}/syz={e9}")
	makeAndBack(t, locked, "e5!swap-e9", func(g *Game) {
		p := g.Pos
		assert.Zero(t, bodyOn(t, p, "e5").Syzygy, "the swapped queen is released")
		assert.Zero(t, bodyOn(t, p, "l4").Syzygy, "and so is its partner")
		assert.False(t, g.Local(), "the partner elsewhere changed")
	})
}

// TestSwapShotNotation: V13-SWAPSHOT. Every swap generated reads back as
// itself; a swap the rule does not allow is refused with an error.
func TestSwapShotNotation(t *testing.T) {
	fen := lnFEN(shelter + "r@e5 Q@e9 n@e3 p@h4 p@i5")
	g := NewGame(board.MustParse(fen))
	n := 0
	for _, s := range g.Legal(0, nil) {
		if s.Kind() != KindSpecial || s.Special() != SpecSwapShot {
			continue
		}
		str := FormatStep(g.Pos, s)
		back, err := g.ParseStep(str)
		require.NoError(t, err, str)
		assert.Equal(t, s, back, str)
		n++
	}
	assert.Equal(t, 6, n, "e3 and e5 swap with i5, e5 with e3, e9 and h4, h4 with i5")
	for _, bad := range []string{"e5!swap-e16", "e5!swap", "e5!swap-e9:Q", "e3!swap-e5"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
