package search

import (
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Futility pruning at the step level (issue 46, fourth round). At a node of
// depth 1 every plain step is searched, even after late-move pruning has
// started: a plain step leaves the turn going on (a Double Move may
// follow), so quiet never calls it quiet, and its child is a quiescence
// search of the same side, which stands pat on the static score after the
// step (ending the turn) unless a blast or a march near the enemy king is
// on. Where the node's static score is so far below alpha that a plain
// step's own change of it (its rank and colour terms, under materialSwing)
// cannot reach alpha, that search can only fail low: the step is skipped
// before it is made.
//
// Not skipped: a capture, the table's step or a killer, a step onto an
// active tomb (its blast can take units anywhere) or next to the enemy
// king, and any step while an active tomb stands beside the enemy king
// (quiescence's marches and blasts may win there). Only at null-window
// nodes below the root that have searched an action, not in check, with no
// mate score about.
var FutilityPruning = true

// futilityMargin is what a plain step is allowed to gain over the node's
// static score before it counts as able to reach alpha.
const futilityMargin = 150

// futilePlain reports that the plain step st at ply, a node of depth 1 whose
// static score is stand, cannot raise alpha (see above).
func (s *Searcher) futilePlain(st movegen.Step, ply, stand, alpha int, ttStep movegen.Step) bool {
	if st.Kind() != movegen.KindMove || st.IsCapture() || st == ttStep || st == s.killers[ply][0] || st == s.killers[ply][1] {
		return false
	}
	if stand+futilityMargin > alpha {
		return false
	}
	p := s.g.Pos
	tombs := p.TombSquares(board.TombActive)
	if tombs.Has(st.To()) {
		return false
	}
	king, ok := s.g.KingSquare(s.sideAt[ply].Other())
	if !ok {
		return false
	}
	near := king.NeighborSet()
	beside := tombs.And(near)
	return !near.Has(st.To()) && beside.Empty()
}
