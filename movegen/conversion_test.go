package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConversionGeneration: V13-CONVERSION, V13-BISHOP-CONVERT,
// V13-KIND-IMMUNITY, V13-GUARDS. A diagonal rider converts an enemy its
// direct diagonal line could capture, if no unit of the enemy's side
// protects it; kings and its own kind are immune; only diagonal lines, and
// an empowered unit along the diagonal line it is lent.
func TestConversionGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-CONVERSION a bishop converts unprotected enemies on its diagonals, not the protected pawn", special: "convert",
			// The black rook on c3 protects the pawn on g3.
			fen:  lnFEN(shelter + "b@e5 N@h8 R@c3 P@g3 L@b8"),
			want: []string{"e5!convert-b8", "e5!convert-c3", "e5!convert-h8"}},
		{name: "V13-CONVERSION a protected enemy is not converted", special: "convert",
			fen: lnFEN(shelter + "b@e5 N@h8 L@g10")},
		{name: "V13-CONVERSION not along an orthogonal line: a rook converts nothing", special: "convert",
			fen: lnFEN(shelter + "r@e5 N@e9 N@h8")},
		{name: "V13-CONVERSION an empowered rook converts along the bishop's diagonal it is lent", special: "convert",
			fen: lnFEN(shelter + "r@e5 N@h8 b@c3"), want: []string{"e5!convert-h8"}},
		{name: "V13-KIND-IMMUNITY a queen does not convert a queen; the dragon is converted", special: "convert",
			fen: lnFEN(shelter + "q@e5 Q@h8 D@c7"), want: []string{"e5!convert-c7"}},
		{name: "V13-CONVERSION kings are immune", special: "convert",
			fen: lnFEN("k@a1 f@a2 f@b2 f@b1 b@e5 K@h8")},
		{name: "V13-CONVERSION a paralyzed unit cannot", special: "convert",
			fen: lnFEN(shelter+"b@e5 N@h8", "unit:{e5}/par=3")},
	})
}

// TestConversionNoBounce: V13-CONVERSION ruling, direct diagonal only. The
// bishop on m3 captures the knight on n8 by a line that reflects off the
// board's edge at p6, but may not convert it.
func TestConversionNoBounce(t *testing.T) {
	fen := lnFEN(shelter + "b@m3 L@n8")
	assert.Contains(t, stepsOf(t, fen, "m3"), "m3-p6xn8", "the capture reflects at p6")
	assert.Empty(t, specialsOf(t, fen, "convert", false))
}

// TestConversionMake: V13-CONVERSION, V13-CONVERSION-COST. The target
// changes side and keeps its counters; neither unit moves; the converter
// is paralyzed floor(N/2) of its turns (N the distance), none at distance
// 1, whatever its immunity; the turn passes.
func TestConversionMake(t *testing.T) {
	tests := []struct {
		name, fen, step, target, converter string
		paralysis                          uint16
	}{
		{"V13-CONVERSION-COST distance 3: one turn", lnFEN(shelter+"b@e5 N@h8", "unit:{h8}/crro=0/capl=4"), "e5!convert-h8", "h8", "e5", 1},
		{"V13-CONVERSION-COST distance 5: two turns", lnFEN(shelter + "b@e5 L@j10"), "e5!convert-j10", "j10", "e5", 2},
		{"V13-CONVERSION-COST distance 1: none", lnFEN(shelter + "b@e5 L@f6"), "e5!convert-f6", "f6", "e5", 0},
		{"V13-CONVERSION-COST V13-PARALYSIS-IMMUNITY a Royal Guard pays it too", lnFEN("K@p16 k@c2 b@d3 L@h7"), "d3!convert-h7", "h7", "d3", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				p := g.Pos
				target := bodyOn(t, p, tc.target)
				assert.Equal(t, board.White, target.Side, "converted to White")
				assert.Equal(t, tc.paralysis, bodyOn(t, p, tc.converter).Paralysis, "the converter's cost")
				assert.Zero(t, target.Paralysis, "the converted unit is not affected")
				assert.Equal(t, board.Black, p.SideToMove())
			})
		})
	}
	// The converted unit keeps its counters: its lifetime captures.
	makeAndBack(t, lnFEN(shelter+"b@e5 N@h8", "unit:{h8}/capl=4/crrd=2"), "e5!convert-h8", func(g *Game) {
		n := bodyOn(t, g.Pos, "h8")
		assert.Equal(t, uint16(4), n.CapLifetime)
		assert.Equal(t, uint8(2), n.CRRDiag)
	})
}

// TestConversionNotInAMultimove: V13-CONVERSION is not allowed inside a
// double or multi move: after a first plain step, the actor converts
// nothing, though it would from the same square at a turn's start.
func TestConversionNotInAMultimove(t *testing.T) {
	g := play(t, lnFEN(shelter+"b@d4 N@h8", "unit:{d4}/mm=2"))
	s, err := g.ParseStep("d4-e5")
	require.NoError(t, err)
	g.Make(s)
	require.NotZero(t, g.Pos.Turn().Actor, "the bishop's turn goes on")
	for _, st := range g.Legal(0, nil) {
		assert.False(t, st.Kind() == KindSpecial && st.Special() == SpecConvert, FormatStep(g.Pos, st))
	}
	assert.Equal(t, []string{"e5!convert-h8"}, specialsOf(t, lnFEN(shelter+"b@e5 N@h8", "unit:{e5}/mm=2"), "convert", true))
}

// TestConversionNotation: V13-CONVERSION. A conversion reads back as
// itself; malformed or impossible ones are refused.
func TestConversionNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "b@e5 N@h8 R@c3 L@b8")))
	n := 0
	for _, s := range g.Legal(0, nil) {
		if s.Special() != SpecConvert || s.Kind() != KindSpecial {
			continue
		}
		back, err := g.ParseStep(FormatStep(g.Pos, s))
		require.NoError(t, err)
		assert.Equal(t, s, back)
		n++
	}
	assert.Equal(t, 3, n)
	for _, bad := range []string{"e5!convert", "e5!convert-h8:Q", "e5!convert-e9", "c3!convert-e5"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}

// TestGenericSpecialUsers: the type -> special moves table for SwapShot,
// Conversion, Spawn and Morph (V13-SWAPSHOT, V13-CONVERSION, V13-SPAWN,
// V13-MORPH, V13-CLASS-IMMOBILE): kings use none of them; pawns swap and
// spawn only; cannons spawn and morph but neither swap nor convert;
// non-capturing units neither swap nor convert; eggs and the queen's
// tokens use none.
func TestGenericSpecialUsers(t *testing.T) {
	mine := []Special{SpecSwapShot, SpecConvert, SpecSpawn, SpecMorph}
	tests := []struct {
		typ  board.UnitType
		want []Special
	}{
		{board.King, nil},
		{board.Pawn, []Special{SpecSwapShot, SpecSpawn}},
		{board.Bishop, []Special{SpecSwapShot, SpecConvert, SpecSpawn, SpecMorph}},
		{board.Rook, []Special{SpecSwapShot, SpecConvert, SpecSpawn, SpecMorph}}, // Conversion when a diagonal rider empowers it
		{board.Cannon, []Special{SpecSpawn, SpecMorph}},
		{board.Frog, []Special{SpecMorph}}, // a frog's spawn makes two: SpecDoubleSpawn (V13-FROG-DOUBLESPAWN)
		{board.Jester, []Special{SpecSpawn, SpecMorph}},
		{board.Egg, nil},
		{board.QueenShadow, nil},
		{board.Illusion, nil},
	}
	for _, tc := range tests {
		t.Run(tc.typ.String(), func(t *testing.T) {
			var got []Special
			for _, sp := range mine {
				if sp.MayUse(tc.typ) {
					got = append(got, sp)
				}
			}
			assert.Equal(t, tc.want, got)
		})
	}
	assert.False(t, SpecConvert.Def().Generic, "V13-CONVERSION: not inside a double or multi move")
	for _, sp := range []Special{SpecSwapShot, SpecSpawn, SpecMorph} {
		assert.True(t, sp.Def().Generic, "%s may end a multimove", sp)
	}
}
