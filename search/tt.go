package search

import "github.com/frozenchess/engine/movegen"

// Bound says what a stored score is.
type bound uint8

const (
	boundNone bound = iota
	boundExact
	boundLower // the score is at least this (a cut-off)
	boundUpper // the score is at most this (no move raised alpha)
)

// entry is one transposition-table slot (24 bytes).
type entry struct {
	key   uint64
	step  movegen.Step
	score int32
	depth int8
	bound bound
	gen   uint8 // the table's generation when stored: older entries are empty
}

// TT is the transposition table: a power-of-two array of entries indexed by
// the position hash, which covers the in-turn state, so "White to move" and
// "White in the middle of a Double Move" never share an entry.
//
// Clear starts a new generation instead of zeroing the table (16 MB take
// milliseconds, which a short movetime feels at every go): an entry of an
// older generation counts as empty everywhere, so the table behaves exactly
// as a zeroed one.
type TT struct {
	entries []entry
	mask    uint64
	gen     uint8 // the live generation, never 0 (a zeroed entry's)
}

// NewTT makes a table of about mb megabytes (at least one entry).
func NewTT(mb int) *TT {
	n := uint64(1)
	for n*2*24 <= uint64(max(mb, 0))<<20 {
		n *= 2
	}
	return &TT{entries: make([]entry, n), mask: n - 1, gen: 1}
}

// Clear empties the table.
func (t *TT) Clear() {
	t.gen++
	if t.gen == 0 { // wrapped: entries of generation 1 would come back to life
		clear(t.entries)
		t.gen = 1
	}
}

func (t *TT) slot(key uint64) *entry { return &t.entries[(key^key>>32)&t.mask] }

// probe returns the entry for key, if stored.
func (t *TT) probe(key uint64) (entry, bool) {
	e := t.slot(key)
	return *e, e.key == key && e.gen == t.gen && e.bound != boundNone
}

// store keeps an entry, replacing a shallower one or a different position.
func (t *TT) store(key uint64, depth int, score int, b bound, step movegen.Step) {
	e := t.slot(key)
	if e.key == key && e.gen == t.gen && int(e.depth) > depth && b != boundExact {
		return
	}
	*e = entry{key: key, step: step, score: int32(score), depth: int8(min(depth, 127)), bound: b, gen: t.gen}
}

// Hashfull is the per-mille of used slots among the first thousand.
func (t *TT) Hashfull() int {
	n := min(1000, len(t.entries))
	used := 0
	for _, e := range t.entries[:n] {
		if e.gen == t.gen && e.bound != boundNone {
			used++
		}
	}
	return used * 1000 / max(n, 1)
}
