package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantsByName: the UCI_Variant names find their variants, in order,
// and an unknown name finds none.
func TestVariantsByName(t *testing.T) {
	require.Equal(t, []string{"frozenchess", "frozenchess8"}, VariantNames())
	for i, v := range Variants() {
		assert.Equal(t, uint8(i), v.Index, v.Name)
		got, ok := VariantByName(v.Name)
		require.True(t, ok, v.Name)
		assert.Same(t, v, got)
	}
	_, ok := VariantByName("chess")
	assert.False(t, ok)
	assert.Less(t, int(numVariantMechanics), 128, "the variant layer's switches stay below the 8.0 rules' block")
}

// TestVariantLetters: each variant's letters read back as their types,
// both cases, and a letter of another variant's type is refused.
func TestVariantLetters(t *testing.T) {
	for _, v := range Variants() {
		for ty := Pawn; ty < NumTypes; ty++ {
			if !v.Roster.Has(ty) {
				assert.Equal(t, byte('?'), v.LetterFor(ty, White), "%s: %s", v.Name, ty)
				continue
			}
			for _, s := range []Side{White, Black} {
				got, side, ok := v.TypeFromLetter(v.LetterFor(ty, s))
				require.True(t, ok, "%s: %s", v.Name, ty)
				assert.Equal(t, ty, got)
				assert.Equal(t, s, side)
			}
		}
	}
	// The 13.0 roster is Types, the letters TypeFromLetter reads.
	for c := byte(0); c < 128; c++ {
		t1, s1, ok1 := TypeFromLetter(c)
		t2, s2, ok2 := FrozenChess.TypeFromLetter(c)
		assert.Equal(t, []any{t1, s1, ok1}, []any{t2, s2, ok2}, "%q", c)
	}
}

// TestVariantMechanics: Has reads the set; 13.0 has every switch of the
// variant layer but the 8.0-only ones.
func TestVariantMechanics(t *testing.T) {
	for m := MechBase; m < numVariantMechanics; m++ {
		eightOnly := m == MechMultimoveInTomb || m == MechFirstMovePawn || m == MechValueHeldUncounted
		assert.Equal(t, !eightOnly, FrozenChess.Has(m), m.String())
		assert.NotContains(t, m.String(), "Mechanic(", "every switch has a name")
	}
	assert.True(t, FrozenChess8.Has(MechBase))
	var s Mechanics
	s.Set(MechTombRot, Mechanic(200))
	assert.True(t, s.Has(Mechanic(200)))
	assert.True(t, s.Has(MechTombRot))
	s.Clear(MechTombRot)
	assert.False(t, s.Has(MechTombRot))
}

// TestVariantPositions: a position keeps its variant through parse, format,
// copies and Equal; the variant section is written only for a variant
// other than the default, and a bad name is a clear error.
func TestVariantPositions(t *testing.T) {
	p := StartPosition()
	assert.Same(t, FrozenChess, p.Variant)
	assert.NotContains(t, p.Format(), "variant:")
	assert.Same(t, FrozenChess, New().Variant)

	p8 := StartPositionOf(FrozenChess8)
	assert.Same(t, FrozenChess8, p8.Variant)
	assert.Equal(t, StartFEN8, p8.Format())
	assert.Same(t, FrozenChess8, p8.Clone().Variant)
	var q Position
	q.CopyFrom(p8)
	assert.Same(t, FrozenChess8, q.Variant)
	assert.False(t, p8.Equal(StartPosition()))
	assert.Contains(t, p8.Diff(StartPosition()), "variant")

	// A string without a variant section is read in the caller's variant.
	board8 := StartFEN8[:len(StartFEN8)-len(" variant:frozenchess8")]
	got, err := ParseIn(FrozenChess8, board8)
	require.NoError(t, err)
	assert.True(t, got.Equal(p8))
	_, err = Parse(board8) // 13.0 has no Z (8.0's Cannon)
	assert.ErrorContains(t, err, "not a unit letter of FrozenChess 13.0")

	_, err = Parse("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w variant:chess")
	assert.EqualError(t, err, `position: variant: "chess": unknown variant (variants: frozenchess frozenchess8)`)
	_, err = Parse("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w variant:frozenchess")
	assert.NoError(t, err, "the default may be named")
}
