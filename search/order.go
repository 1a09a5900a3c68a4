package search

import (
	"cmp"
	"slices"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// orderValue ranks victims and attackers for MVV-LVA (the Rotate base
// values, catalog V13-VALUE-TABLE, with the rulings for Knight, Bishop, Egg).
var orderValue = [board.NumTypes]int{
	board.Pawn: 1, board.Bishop: 8, board.Frog: 5, board.Knight: 5, board.Nightrider: 5, board.Crossbowman: 8,
	board.Cannon: 8, board.Assassin: 10, board.Dragon: 12, board.Rook: 12, board.Queen: 10, board.King: 25,
	board.Jester: 8, board.Chancellor: 10, board.Templar: 12, board.Egg: 1,
}

// order sorts steps best first: the table's step, captures by most valuable
// victim then least valuable attacker, killers, then by history, then the
// special moves by history; the Null move always last (negamax tells mate and stalemate by reaching it first).
func (s *Searcher) order(steps []movegen.Step, ply int, ttStep movegen.Step) {
	p := s.g.Pos
	side := p.SideToMove()
	sc := s.scores[ply][:0]
	for _, st := range steps {
		var v int32
		switch {
		case st.Kind() == movegen.KindNull:
			v = -1 << 30 // always last: the stalemate test relies on it
		case st == ttStep:
			v = 1 << 30
		case st.IsCapture():
			v = 1<<28 + int32(orderValue[p.PieceAt(st.To()).Type()]*64-orderValue[p.PieceAt(st.From()).Type()])
		case st == s.killers[ply][0]:
			v = 1<<27 + 1
		case st == s.killers[ply][1]:
			v = 1 << 27
		case st.Kind() == movegen.KindEnd:
			v = 1 << 26
		case st.Kind() == movegen.KindSpecial:
			v = -1<<29 + s.history[side][st.From()][st.To()] // after the plain steps
		default:
			v = s.history[side][st.From()][st.To()]
		}
		sc = append(sc, scored{v, st})
	}
	s.scores[ply] = sc
	slices.SortStableFunc(sc, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
	for i := range sc {
		steps[i] = sc[i].step
	}
}

// orderCaptures sorts captures by most valuable victim.
func (s *Searcher) orderCaptures(steps []movegen.Step, ply int) { s.order(steps, ply, 0) }

type scored struct {
	score int32
	step  movegen.Step
}
