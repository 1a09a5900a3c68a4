package search

import "github.com/frozenchess/engine/movegen"

// A turn ended at the horizon (issue 46, defence). The search's depth
// counts steps and a turn is several, so an odd depth often ends inside
// the root side's turn: quiescence there stood pat on the static score,
// which stands for ending the turn, and never reached the start of the
// opponent's turn, where the refutations are tried (defence.go). A turn
// that loses to a known winning reply then scored as safe at every odd
// depth (three of the defence positions at 20,000 nodes). Where the
// search knows refutations, a stand-pat inside the root side's first turn
// plays End and tries them: a refuted end scores the loss. Only there:
// an opponent's quiescence after every such End (the general form) cost
// 30% more nodes to depth 4 from the start, lost two tactics positions at
// 3,000 nodes and changed no score of the bench positions.

// endRefuted reports that ending the root side's turn in progress at ply
// loses to a known refutation.
func (s *Searcher) endRefuted(ply int) bool {
	if len(s.refutations) == 0 || s.turnsAt[ply] != 0 || s.sideAt[ply] != s.rootSide || ply >= MaxPly-2 {
		return false
	}
	sf := s.g.Safety()
	if played, _ := s.play(movegen.EndStep, ply, &sf, true); !played {
		return false
	}
	s.nodes++
	s.enter(ply + 1)
	lost := s.refutes(ply+1, s.g.Pos.Turn().Actor == 0) && s.refuted(ply+1)
	s.g.Unmake()
	return lost
}
