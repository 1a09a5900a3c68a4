package search

import (
	"testing"

	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Clear empties the table by starting a new generation, and no old entry
// ever comes back, also once the generation has wrapped (65535 Clears) and
// comes back to the one an entry was stored in. A stored entry is found
// until the next Clear, and a shallower one of the same generation does not
// replace a deeper bound. The tables have one slot and 32 slots per stretch of
// the sweep.
func TestTTClear(t *testing.T) {
	for _, mb := range []int{1, 64} {
		tt := NewTT(mb)
		const key = 0x1234_5678_9abc_def0
		step := movegen.NullStep
		tt.store(key, 5, 42, boundLower, step)
		e, ok := tt.probe(key)
		require.True(t, ok)
		assert.Equal(t, int32(42), e.score)

		tt.store(key, 3, 7, boundLower, step) // shallower: kept out
		e, _ = tt.probe(key)
		assert.Equal(t, int32(42), e.score)

		for i := 0; i < 3*65536; i++ {
			tt.Clear()
			_, ok = tt.probe(key)
			require.False(t, ok, "%d MB, after clear %d", mb, i+1)
			if i%1000 == 0 {
				require.Zero(t, tt.Hashfull(), "%d MB, after clear %d", mb, i+1)
			}
			if i == 300 || i == 70000 {
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
}

// No Clear zeroes the whole table, which for a large Hash took seconds of
// a search's time (issue 28: with Hash 4096 the 255th go movetime 20 took
// 6 s, when the 8-bit generation wrapped): each Clear zeroes one stretch of
// the sweep and leaves every other slot as it was.
func TestTTClearZeroesOneStretch(t *testing.T) {
	tt := NewTT(4) // two slots a stretch
	n := len(tt.slots)
	chunk := (n + sweepClears - 1) / sweepClears
	for i := range n {
		tt.store(uint64(i), 1, 1, boundExact, movegen.NullStep) // key i goes to slot i
	}
	stored := func() int {
		k := 0
		for i := range tt.slots {
			if tt.slots[i].data.Load() != 0 {
				k++
			}
		}
		return k
	}
	require.Equal(t, n, stored(), "every slot holds an entry")
	for c := 1; c <= 600; c++ {
		tt.Clear()
		require.GreaterOrEqual(t, stored(), n-c*chunk, "after clear %d", c)
	}
}
