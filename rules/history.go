package rules

import "github.com/frozenchess/engine/board"

// History is the list of earlier positions at turn starts, oldest first, as
// the threefold-repetition rule needs it (catalog V13-DRAW-REPETITION, Q13).
// Each entry keeps the position's repetition key (board.Position.
// RepetitionHash: the hash with line ranges in place of idle counts), for a
// fast first test, and a copy of the whole position, for the verification:
// two positions are the same only if their keys are equal and the
// positions are equal in everything but the ply counter, their units' line
// ranges compared in place of idle counts and capture losses
// (board.Position.SameRepetitionKey). An equal key over different
// positions is a hash collision, not a repetition.
//
// The zero value is an empty history. A History shares its entries with its
// copies (like a slice): copy a Game only to read it, and append to one copy.
type History struct {
	entries []historyEntry
}

type historyEntry struct {
	hash uint64
	pos  *board.Position // a private copy, never changed
}

// Add records p (a copy of it, so p may go on changing).
func (h *History) Add(p *board.Position) {
	h.entries = append(h.entries, historyEntry{hash: p.RepetitionHash(), pos: p.Clone()})
}

// DropLast forgets the last recorded position (a turn that did not play).
func (h *History) DropLast() {
	if len(h.entries) > 0 {
		h.entries = h.entries[:len(h.entries)-1]
	}
}

// Len is the number of recorded positions.
func (h *History) Len() int { return len(h.entries) }

// Hashes returns the repetition keys of the recorded positions, oldest
// first, in a new slice (for the search, whose repetition test works on
// them).
func (h *History) Hashes() []uint64 {
	out := make([]uint64, len(h.entries))
	for i, e := range h.entries {
		out[i] = e.hash
	}
	return out
}

// Count is how many recorded positions are p again: the same hash and the
// same position apart from the ply counter. Entries with p's hash but a
// different position (hash collisions) do not count.
func (h *History) Count(p *board.Position) int {
	n, key := 0, p.RepetitionHash()
	for i := range h.entries {
		if e := &h.entries[i]; e.hash == key && e.pos.SameRepetitionKey(p) {
			n++
		}
	}
	return n
}
