package board

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// setOf builds a set from square names.
func setOf(t *testing.T, names ...string) SquareSet {
	var s SquareSet
	for _, n := range names {
		sq, err := ParseSquare(n)
		require.NoError(t, err, n)
		s.Add(sq)
	}
	return s
}

// TestSquareSetAlgebra checks the set operations on sets that cross the
// four words (a1 is bit 0 of word 0, p16 bit 63 of word 3).
func TestSquareSetAlgebra(t *testing.T) {
	tests := []struct {
		name              string
		a, b              []string
		union, and, minus []string
		intersects        bool
	}{
		{"disjoint", []string{"a1", "p16"}, []string{"h8"}, []string{"a1", "h8", "p16"}, nil, []string{"a1", "p16"}, false},
		{"overlap in every word", []string{"a1", "a5", "a9", "a13", "c3"}, []string{"a1", "a5", "a9", "a13", "p16"},
			[]string{"a1", "a5", "a9", "a13", "c3", "p16"}, []string{"a1", "a5", "a9", "a13"}, []string{"c3"}, true},
		{"empty b", []string{"e4"}, nil, []string{"e4"}, nil, []string{"e4"}, false},
		{"equal", []string{"p1", "a16"}, []string{"p1", "a16"}, []string{"p1", "a16"}, []string{"p1", "a16"}, nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := setOf(t, tc.a...), setOf(t, tc.b...)
			u := a
			u.Union(&b)
			require.Equal(t, setOf(t, tc.union...), u, "Union")
			require.Equal(t, setOf(t, tc.and...), a.And(&b), "And")
			m := a
			m.Minus(&b)
			require.Equal(t, setOf(t, tc.minus...), m, "Minus")
			require.Equal(t, tc.intersects, a.Intersects(&b), "Intersects")
			require.Equal(t, len(tc.union), u.Count(), "Count")
		})
	}
}
