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
	keys := s.orderKeys[ply][:0]
	orig := append(s.orderSteps[ply][:0], steps...)
	best := 0
	for i, st := range steps {
		var v int32
		switch {
		case st.Kind() == movegen.KindNull:
			v = -1 << 30 // always last: the stalemate test relies on it
		case st == ttStep:
			v = 1 << 30
		case st.IsCapture():
			v = 1<<28 + int32(p.Variant.Value(p.PieceAt(st.To()).Type())*64-p.Variant.Value(p.PieceAt(st.From()).Type()))
		case st == s.killers[ply][0]:
			v = 1<<27 + 1
		case st == s.killers[ply][1]:
			v = 1 << 27
		case st.Kind() == movegen.KindEnd:
			v = 1 << 26
		case st.Kind() == movegen.KindSpecial:
			v = -1<<29 + s.history[side][st.From()][st.To()] // after the plain steps
			if h := s.specHistory[side][st.Special()][st.Arg()&specArgMask]; h > 0 {
				v = h + s.history[side][st.From()][st.To()] // among them, once its kind cut
			}
		default:
			v = s.history[side][st.From()][st.To()]
			if b := s.threatOrder(st, ply); b > 0 {
				v = b // the king in danger: steps that may lift the threat first (threat.go)
			}
		}
		// ascending keys: higher score first, then the earlier step
		keys = append(keys, int64(-v)<<orderIndexBits|int64(i))
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

// sortRest orders steps[1:] after order put the best first.
func (s *Searcher) sortRest(steps []movegen.Step, ply int) {
	keys, orig := s.orderKeys[ply], s.orderSteps[ply]
	if len(keys) < 2 {
		return
	}
	slices.Sort(keys[1:])
	for i := 1; i < len(keys); i++ {
		steps[i] = orig[keys[i]&orderIndexMask]
	}
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
