package search

import (
	"sync/atomic"

	"github.com/frozenchess/engine/movegen"
)

// Bound says what a stored score is.
type bound uint8

const (
	boundNone bound = iota
	boundExact
	boundLower // the score is at least this (a cut-off)
	boundUpper // the score is at most this (no move raised alpha)
)

// entry is one transposition-table entry, as probe returns it.
type entry struct {
	step  movegen.Step
	score int32
	depth int8
	bound bound
	gen   uint16 // the table's generation when stored: older entries are empty
}

// slot is an entry as the table keeps it (24 bytes): the step, the rest
// packed in one word, and the key xored with both. Threads share the table
// (Lazy SMP) without locks: each word is written and read atomically, and a
// slot that two stores wrote at once, or that a probe read half-written,
// fails the key check and counts as empty (lockless hashing, as in
// Stockfish and Crafty).
type slot struct {
	check atomic.Uint64 // key ^ step ^ data
	step  atomic.Uint64
	data  atomic.Uint64 // score (32 bits), depth (8), bound (8), generation (16)
}

func pack(e entry) uint64 {
	return uint64(uint32(e.score)) | uint64(uint8(e.depth))<<32 | uint64(e.bound)<<40 | uint64(e.gen)<<48
}

func unpack(step, data uint64) entry {
	return entry{step: movegen.Step(step), score: int32(uint32(data)), depth: int8(data >> 32),
		bound: bound(data >> 40), gen: uint16(data >> 48)}
}

// TT is the transposition table: a power-of-two array of entries indexed by
// the position hash, which covers the in-turn state, so "White to move" and
// "White in the middle of a Double Move" never share an entry.
//
// Clear starts a new generation instead of zeroing the table (16 MB take
// milliseconds, which a short movetime feels at every go, and 4 GB take
// seconds): an entry of an older generation counts as empty everywhere, so
// the table behaves exactly as a zeroed one. The generation (16 bits) comes
// back to a value after 65535 Clears; so that no entry of that age comes back
// to life, each Clear zeroes the next 1/sweepClears of the slots (a few
// kilobytes even of the largest table), and every slot is zeroed long before
// its generation returns. No Clear ever zeroes the whole table, so none costs
// a search its time. Clear and NewTT must not run during a search; probe,
// store and Hashfull may run on several threads at once.
type TT struct {
	slots []slot
	mask  uint64
	gen   uint16 // the live generation, never 0 (a zeroed entry's)
	sweep uint64 // the next slot Clear zeroes
}

// sweepClears is how many Clears zero every slot once; below 65535, the
// generations there are, so a slot is zeroed between its store and the
// return of its generation.
const sweepClears = 1 << 15

// NewTT makes a table of about mb megabytes (at least one entry).
func NewTT(mb int) *TT {
	n := uint64(1)
	for n*2*24 <= uint64(max(mb, 0))<<20 {
		n *= 2
	}
	return &TT{slots: make([]slot, n), mask: n - 1, gen: 1}
}

// Clear empties the table: a new generation, with the next stretch of the
// sweep zeroed. No slot holds the new generation (the sweep zeroed every
// slot since that generation was last live), so zeroing any slot now loses
// nothing.
func (t *TT) Clear() {
	t.gen++
	if t.gen == 0 {
		t.gen = 1
	}
	n := uint64(len(t.slots))
	chunk := (n + sweepClears - 1) / sweepClears
	from := t.sweep
	to := min(from+chunk, n)
	clear(t.slots[from:to])
	t.sweep = to % n
}

func (t *TT) slot(key uint64) *slot { return &t.slots[(key^key>>32)&t.mask] }

// load reads a slot: its entry, and whether its words agree with key.
func (t *TT) load(key uint64) (entry, *slot, bool) {
	s := t.slot(key)
	step, data := s.step.Load(), s.data.Load()
	e := unpack(step, data)
	return e, s, s.check.Load()^step^data == key
}

// probe returns the entry for key, if stored.
func (t *TT) probe(key uint64) (entry, bool) {
	e, _, ok := t.load(key)
	return e, ok && e.gen == t.gen && e.bound != boundNone
}

// store keeps an entry, replacing a shallower one or a different position.
func (t *TT) store(key uint64, depth int, score int, b bound, step movegen.Step) {
	old, s, same := t.load(key)
	if same && old.gen == t.gen && int(old.depth) > depth && b != boundExact {
		return
	}
	data := pack(entry{score: int32(score), depth: int8(min(depth, 127)), bound: b, gen: t.gen})
	s.step.Store(uint64(step))
	s.data.Store(data)
	s.check.Store(key ^ uint64(step) ^ data)
}

// Hashfull is the per-mille of used slots among the first thousand.
func (t *TT) Hashfull() int {
	n := min(1000, len(t.slots))
	used := 0
	for i := range t.slots[:n] {
		s := &t.slots[i]
		if e := unpack(0, s.data.Load()); e.gen == t.gen && e.bound != boundNone {
			used++
		}
	}
	return used * 1000 / max(n, 1)
}
