package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// key is a sort key of order: score v, generation index i.
func key(v int32, i int) int64 { return int64(-v)<<orderIndexBits | int64(i) }

// sortKeys sorts exactly as slices.Sort: the runs it keeps in their coming
// order and the groups it sorts give the same list, whatever the scores.
func TestSortKeysIsSlicesSort(t *testing.T) {
	random := func(seed uint64, n int) []int64 {
		r := rand.New(rand.NewPCG(seed, 7))
		scores := []int32{0, 0, 0, -1 << 29, -1 << 29, -1 << 30, 1 << 30, 1<<28 + 500, 1<<27 + 1, 1 << 27, 1 << 26, 36, 1 << 20, -1<<29 + 9, -1<<29 - 4, -3}
		keys := make([]int64, n)
		for i := range keys {
			keys[i] = key(scores[r.IntN(len(scores))], i)
		}
		return keys
	}
	cases := []struct {
		name string
		keys []int64
	}{
		{"empty", nil},
		{"one", []int64{key(5, 0)}},
		{"plain run in order", []int64{key(0, 1), key(0, 2), key(0, 3)}},
		{"plain run with the swapped-out first step", []int64{key(0, 1), key(0, 2), key(0, 0), key(0, 3)}},
		{"special run out of order", []int64{key(-1<<29, 9), key(-1<<29, 4), key(-1<<29, 6)}},
		{"every range", []int64{key(-1<<30, 0), key(-1<<29, 1), key(-1<<29+3, 2), key(0, 3), key(7, 4), key(1<<30, 5), key(-1<<29-2, 6)}},
		{"random, 40 keys", random(1, 40)},
		{"random, 2,500 keys", random(2, 2500)},
		{"random, 2,500 keys, first swapped", func() []int64 {
			k := random(3, 2500)
			k[0], k[1234] = k[1234], k[0]
			return k[1:]
		}()},
	}
	var sc keyScratch
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := slices.Clone(c.keys)
			slices.Sort(want)
			got := slices.Clone(c.keys)
			sortKeys(got, &sc)
			require.Equal(t, want, got)
		})
	}
}
