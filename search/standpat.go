package search

import "github.com/frozenchess/engine/movegen"

// Standing pat inside a turn (issue 46: scores that hold between
// iterations). A turn is several steps, and the search's depth counts
// steps, so an odd depth often ends inside the mover's turn: quiescence
// there stood pat on the static score, which stands for ending the turn
// but never looked at the opponent's answer, while the next depth, one
// step later, ended the turn and saw the opponent's captures (and the
// refutations, defence.go) at its horizon. The score swung with the
// depth's parity: the open bench position scored +186 at depth 1 and
// -1,185 at depth 2. Now the stand-pat inside a turn is the turn ended:
// End is played and the opponent's quiescence answers it, as the next
// depth would.

// EndStandPat turns that on for new searches (docs/search.md: the figures
// and the match that kept it).
var EndStandPat = true

// standByEnd is the score of ending the turn in progress at ply: End made
// and the opponent's quiescence searched, from the mover's side. static
// is the position's static score, kept where End is not legal (the turn
// must go on: quiescence's captures decide).
func (s *Searcher) standByEnd(ply, alpha, beta, qply, static int) int {
	sf := s.g.Safety()
	played, _ := s.play(movegen.EndStep, ply, &sf, true)
	if !played {
		return static
	}
	side := s.sideAt[ply]
	var score int
	if s.g.Pos.SideToMove() != side {
		score = -s.qsearch(ply+1, -beta, -alpha, qply+1, 0)
	} else {
		score = s.qsearch(ply+1, alpha, beta, qply+1, 0) // End changed no side (a variant's extra turn)
	}
	s.g.Unmake()
	if s.stopped {
		return static
	}
	return score
}
