package search

import (
	"testing"

	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Clear empties the table by starting a new generation; after 255 of them
// the generation wraps and the table is zeroed, so no old entry ever comes
// back. A stored entry is found until the next Clear, and a shallower one
// of the same generation does not replace a deeper bound.
func TestTTClear(t *testing.T) {
	tt := NewTT(1)
	const key = 0x1234_5678_9abc_def0
	step := movegen.NullStep
	tt.store(key, 5, 42, boundLower, step)
	e, ok := tt.probe(key)
	require.True(t, ok)
	assert.Equal(t, int32(42), e.score)

	tt.store(key, 3, 7, boundLower, step) // shallower: kept out
	e, _ = tt.probe(key)
	assert.Equal(t, int32(42), e.score)

	for i := 0; i < 600; i++ {
		tt.Clear()
		_, ok = tt.probe(key)
		require.False(t, ok, "after clear %d", i+1)
		require.Zero(t, tt.Hashfull(), "after clear %d", i+1)
		if i == 300 {
			tt.store(key, 9, 99, boundExact, step)
			e, ok = tt.probe(key)
			require.True(t, ok)
			assert.Equal(t, int32(99), e.score)
		}
	}
	tt.store(key, 1, 5, boundUpper, step) // the old deeper entry is empty now: replaced
	e, ok = tt.probe(key)
	require.True(t, ok)
	assert.Equal(t, int32(5), e.score)
}
