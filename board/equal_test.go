package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SameRepetitionKey is Equal without the ply counter (catalog
// V13-DRAW-REPETITION, Q13): every other item of the state separates two
// positions.
func TestSameRepetitionKey(t *testing.T) {
	base := StartFEN + " wall:5=e10e11 level:c6=-5 tomb:h8=active/3/P200R201 unit:73/par=3/crrd=2 mark:flood@c6/10,trap@g7/2"
	edit := func(old, new string) string {
		require.Contains(t, base, old)
		return strings.Replace(base, old, new, 1)
	}
	tests := []struct {
		name  string
		other string
		same  bool
		diff  string // a part of RepetitionDiff's answer
		from  string // the first position, base if empty
	}{
		{"identical", base, true, "", ""},
		{"ply differs", base + " ply:99", true, "", ""},
		{"rich position, ply differs", strings.Replace(richFEN, "ply:57", "ply:58", 1), true, "", richFEN},
		{"tomb queue order", edit("P200R201", "R201P200"), false, "h8: tomb", ""},
		{"tomb state", edit("active/3", "open/3"), false, "h8: tomb", ""},
		{"wall owner", edit("wall:5=", "wall:6="), false, "wall owner", ""},
		{"terrain level", edit("c6=-5", "c6=-6"), false, "level", ""},
		{"paralysis count", edit("par=3", "par=4"), false, "par", ""},
		{"flood timer", edit("flood@c6/10", "flood@c6/9"), false, "marker", ""},
		{"side to move", edit(" w ", " b "), false, "side to move", ""},
		{"last null", base + " lastnull:1", false, "last ply null", ""},
		{"turn in progress", base + " turn:100/double/1/1", false, "turn state", ""},
		{"unit identity", edit(" w ", " w id:2,1,3-128 "), false, "body", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := MustParse(base)
			if tc.from != "" {
				a = MustParse(tc.from)
			}
			b := MustParse(tc.other)
			assert.Equal(t, tc.same, a.SameRepetitionKey(b))
			assert.Equal(t, tc.same, b.SameRepetitionKey(a), "symmetric")
			assert.Contains(t, a.RepetitionDiff(b), tc.diff)
			assert.Equal(t, tc.same, a.RepetitionHash() == b.RepetitionHash(), "the repetition hash agrees with the key")
		})
	}
}

// V13-DRAW-REPETITION ruling (docs/rules.md: "ranges of units"): the
// repetition key compares each CRR unit's line ranges in squares (16 +
// extension - CRR, within 3..63), not its idle count, so positions that
// differ only in idle counts repeat; the exact hash still tells them apart.
// Units 113 (the white rook a1), 103 (the bishop g2), 120 (the queen h1).
func TestRepetitionKeyComparesRanges(t *testing.T) {
	const base = StartFEN + " unit:103/crrd=1,113/idle=3,120/idle=40/crro=2"
	tests := []struct {
		name, from, other string
		same              bool
	}{
		{"idle counts within the same twenty", base, StartFEN + " unit:103/crrd=1,113/idle=19,120/idle=59/crro=2", true},
		{"the rook's count in another twenty", base, StartFEN + " unit:103/crrd=1,113/idle=20,120/idle=40/crro=2", false},
		{"the bishop's range 15 from other counts", base, StartFEN + " unit:103/crrd=2/idle=20,113/idle=3,120/idle=40/crro=2", true},
		{"the queen's orthogonal range the same, her diagonal one longer", base, StartFEN + " unit:103/crrd=1,113/idle=3,120/idle=60/crro=3", false},
		{"the queen's ranges both the same", base, StartFEN + " unit:103/crrd=1,113/idle=3,120/idle=60/crro=3/crrd=1", true},
		{"at the floor of 3", StartFEN + " unit:113/crro=15", StartFEN + " unit:113/crro=15/idle=20", true},
		{"above the floor", StartFEN + " unit:113/crro=12", StartFEN + " unit:113/crro=12/idle=20", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := MustParse(tc.from), MustParse(tc.other)
			assert.Equal(t, tc.same, a.SameRepetitionKey(b))
			assert.Equal(t, tc.same, b.SameRepetitionKey(a), "symmetric")
			assert.Equal(t, tc.same, a.RepetitionHash() == b.RepetitionHash(), "the repetition hash agrees with the key")
			assert.NotEqual(t, a.Hash(), b.Hash(), "the exact hash tells them apart")
			assert.False(t, a.Equal(b))
		})
	}
}

// Diff and Equal still count the ply; SameRepetitionKey does not.
func TestEqualCountsPly(t *testing.T) {
	a, b := MustParse(StartFEN), MustParse(StartFEN+" ply:4")
	assert.False(t, a.Equal(b))
	assert.Equal(t, "ply: 0 vs 4", a.Diff(b))
	assert.True(t, a.SameRepetitionKey(b))
}

// The comparison looks at the state, not at the stored hash: two different
// positions given the same hash (a forced collision) still differ.
func TestSameRepetitionKeyIgnoresHash(t *testing.T) {
	base := StartFEN + " tomb:h8=active/3/P200R201"
	a := MustParse(base)
	b := MustParse(strings.Replace(base, "P200R201", "R201P200", 1))
	require.NotEqual(t, a.Hash(), b.Hash())
	b.hash = a.hash // collision
	assert.False(t, a.SameRepetitionKey(b))
	assert.Contains(t, a.RepetitionDiff(b), "h8: tomb")
	// And equal states are equal whatever hash is stored.
	c := a.Clone()
	c.hash ^= 1
	assert.True(t, a.SameRepetitionKey(c))
	assert.False(t, a.Equal(c), "Diff still checks the hash")
}
