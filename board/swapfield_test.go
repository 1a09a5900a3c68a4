package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SwapField (movegen's field log writes through it) leaves the same
// position and hash as SetField and returns the old value: for a counter,
// a paralysis ended (its origin cleared too), a status (the square's
// piece refreshed) and an idle count.
func TestSwapFieldEqualsSetField(t *testing.T) {
	base := MustParse(StartFEN + " unit:3/par=2/paro=1")
	tests := []struct {
		name string
		f    Field
		v    uint32
	}{
		{name: "V13-JESTER-DETONATE a stay counter", f: FStay, v: 4},
		{name: "V13-PARALYSIS paralysis over clears the origin", f: FParalysis, v: 0},
		{name: "V13-PARALYSIS paralysis ticks down", f: FParalysis, v: 1},
		{name: "V13-UNBOX a status", f: FStatus, v: uint32(StatusBoxed)},
		{name: "Q1 an idle count", f: FIdle, v: 7},
		{name: "unchanged", f: FStay, v: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fast, slow := base.Clone(), base.Clone()
			want := slow.Field(3, tt.f)
			require.NoError(t, slow.SetField(3, tt.f, tt.v))
			assert.Equal(t, want, fast.SwapField(3, tt.f, tt.v), "the old value")
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			assert.Equal(t, tt.v, fast.Field(3, tt.f))
		})
	}
}
