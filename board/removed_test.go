package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRemovedMechanicsAbsent: what the change logs removed before v13 is
// not in the game (V13-LOG-REMOVED): no Trebuchet, Ship, Onager, Lancer,
// Ballista or Ram among the unit types, no corrupted squares or sudden-death
// stages in the position format, no ammunition on a unit; the Knight and
// the Bishop, removed in v12 and back in v13, are (v13 wins).
func TestRemovedMechanicsAbsent(t *testing.T) {
	names := map[string]bool{}
	letters := map[byte]bool{}
	for ty := Pawn; ty < NumTypes; ty++ {
		if !FrozenChess.Roster.Has(ty) {
			continue // an 8.0 type: a type of another variant (variant.go)
		}
		names[Types[ty].Name] = true
		letters[Types[ty].Letter] = true
	}
	for _, gone := range []string{"trebuchet", "ship", "onager", "lancer", "ballista", "ram"} {
		assert.False(t, names[gone], "V13-LOG-REMOVED: %s is not a unit type", gone)
	}
	for _, back := range []string{"knight", "bishop"} {
		assert.True(t, names[back], "V13-LOG-REMOVED: the %s is back in v13", back)
	}

	// A letter that names no v13 type is refused, whichever removed unit
	// it might have meant.
	_, err := Parse("R15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")
	require.NoError(t, err, "the position itself is fine")
	for c := byte('A'); c <= 'Z'; c++ {
		if letters[c] {
			continue
		}
		_, err := Parse(string(c) + "15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")
		assert.Error(t, err, "letter %c", c)
	}

	// Corrupted squares, sudden-death stages and ammunition have no
	// section in the position format.
	_, err = Parse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")
	require.NoError(t, err, "the position itself is fine")
	for _, section := range []string{"corrupt:e5", "stage:2", "ammo:d1=3"} {
		_, err := Parse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w " + section)
		require.Error(t, err, section)
	}
}
