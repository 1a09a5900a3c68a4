package search

import (
	"slices"

	"github.com/frozenchess/engine/movegen"
)

// order puts steps best first: the table's step, captures by most valuable
// victim then least valuable attacker (the material base values of the
// position's variant, board.Variant.Value), killers, then by history, then the
// special moves by history, unless special moves of their kind and
// argument cut nodes before (specHistory): then among the plain steps by
// that history; the Null move always last (negamax tells mate
// and stalemate by reaching it first). Equal scores keep generation order,
// so the search is deterministic.
//
// Only the best step is put in place here; sortRest orders the others, and
// the search calls it when it goes past the first step (most cut nodes end
// on their first step, so they never pay for the sort).
func (s *Searcher) order(steps []movegen.Step, ply int, ttStep movegen.Step) {
	p := s.g.Pos
	side := p.SideToMove()
	if len(steps) > maxOrdered {
		steps = steps[:maxOrdered] // (never reached in practice) the tail keeps generation order
	}
	// What every step is compared with, read once: the loop below writes
	// the keys, which the compiler cannot tell from these.
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	hist, spec := &s.history[side], &s.specHistory[side]
	t := &s.threats[ply]
	threatened := t.hasKing && t.danger()
	keys := slices.Grow(s.orderKeys[ply][:0], len(steps))[:len(steps)]
	orig := append(s.orderSteps[ply][:0], steps...)
	best := 0
	for i, st := range steps {
		var v int32
		switch kind := st.Kind(); {
		case kind == movegen.KindNull:
			v = -1 << 30 // always last: the stalemate test relies on it
		case st == ttStep:
			v = 1 << 30
		case st.IsCapture():
			v = 1<<28 + int32(p.Variant.Value(p.PieceAt(st.To()).Type())*64-p.Variant.Value(p.PieceAt(st.From()).Type()))
		case st == k0:
			v = 1<<27 + 1
		case st == k1:
			v = 1 << 27
		case kind == movegen.KindEnd:
			v = 1 << 26
		case kind == movegen.KindSpecial:
			v = -1<<29 + hist[st.From()][st.To()] // after the plain steps
			if h := spec[st.Special()][st.Arg()&specArgMask]; h > 0 {
				v = h + hist[st.From()][st.To()] // among them, once its kind cut
			}
		default:
			v = hist[st.From()][st.To()]
			if threatened {
				if b := s.threatOrder(st, ply); b > 0 {
					v = b // the king in danger: steps that may lift the threat first (threat.go)
				}
			}
		}
		// ascending keys: higher score first, then the earlier step
		keys[i] = int64(-v)<<orderIndexBits | int64(i)
		if keys[i] < keys[best] {
			best = i
		}
	}
	if len(keys) > 0 {
		keys[0], keys[best] = keys[best], keys[0]
		steps[0] = orig[keys[0]&orderIndexMask]
	}
	s.orderKeys[ply], s.orderSteps[ply] = keys, orig
}

// sortRest orders steps[1:] after order put the best first. The keys are
// sorted as slices.Sort would, but most of them fall in two runs already in
// order: the plain steps with no history (score 0) and the special moves
// with none (-1<<29), each in generation order. Those are kept as they come
// (one key out of place, the one order swapped out, is put back in place),
// and only the keys between and around them are sorted.
func (s *Searcher) sortRest(steps []movegen.Step, ply int) {
	keys, orig := s.orderKeys[ply], s.orderSteps[ply]
	if len(keys) < 2 {
		return
	}
	sortKeys(keys[1:], &s.sortScratch)
	for i := 1; i < len(keys); i++ {
		steps[i] = orig[keys[i]&orderIndexMask]
	}
}

// The key ranges of the two runs sortKeys keeps: score 0 and score -1<<29.
const (
	plainRunLo = int64(0)
	plainRunHi = int64(1) << orderIndexBits
	specRunLo  = int64(1<<29) << orderIndexBits
	specRunHi  = int64(1<<29+1) << orderIndexBits
)

// keyScratch is sortKeys' buffers, one per searcher, reused.
type keyScratch struct{ above, plain, between, spec, below []int64 }

// sortKeys sorts keys in place, ascending (slices.Sort's result), in five
// groups by key range: the runs of score 0 and -1<<29 by insertion (they
// come nearly in order), the rest by slices.Sort.
func sortKeys(keys []int64, sc *keyScratch) {
	above, plain, between, spec, below := sc.above[:0], sc.plain[:0], sc.between[:0], sc.spec[:0], sc.below[:0]
	for _, k := range keys {
		switch {
		case k < plainRunLo:
			above = append(above, k)
		case k < plainRunHi:
			plain = insertInOrder(plain, k)
		case k < specRunLo:
			between = append(between, k)
		case k < specRunHi:
			spec = insertInOrder(spec, k)
		default:
			below = append(below, k)
		}
	}
	slices.Sort(above)
	slices.Sort(between)
	slices.Sort(below)
	n := copy(keys, above)
	n += copy(keys[n:], plain)
	n += copy(keys[n:], between)
	n += copy(keys[n:], spec)
	copy(keys[n:], below)
	sc.above, sc.plain, sc.between, sc.spec, sc.below = above, plain, between, spec, below
}

// insertInOrder appends k to the ascending run, moving it back to its place
// if it is smaller than the run's last key.
func insertInOrder(run []int64, k int64) []int64 {
	n := len(run)
	run = append(run, k)
	if n > 0 && run[n-1] > k {
		i, _ := slices.BinarySearch(run[:n], k)
		copy(run[i+1:], run[i:n])
		run[i] = k
	}
	return run
}

// A sort key is -score << orderIndexBits | index in the generated list.
const (
	orderIndexBits = 24
	orderIndexMask = 1<<orderIndexBits - 1
	maxOrdered     = 1 << orderIndexBits
)

// orderCaptures sorts captures by most valuable victim (first one now, the
// rest by sortRest).
func (s *Searcher) orderCaptures(steps []movegen.Step, ply int) { s.order(steps, ply, 0) }
