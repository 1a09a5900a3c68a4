package search

import (
	"slices"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Defence against one-turn wins (issue 46, the defence suite). The search
// reaches 1 to 3 steps in a 200 ms turn, so the opponent's turn after the
// root's is at its horizon, where quiescence tries captures only: an enemy
// Rotate, Detonate or Mirror that blows the king up, or a march whose
// second step takes it, is never seen, and the engine played turns that
// lose at once (13 of the 20 defence positions at 20,000 nodes).
//
// The rules core answers "does the side to move win this turn?" exactly,
// by walking its turns (winWalk). That walk is too dear for every node
// (15 ms to 1 s for all the turns of a position), so the search keeps the
// winning turns it found (refutations, the multi-step form of a mate
// killer) and tries them, a few steps each, at the start of the
// opponent's first turn: a turn of the root side after which a known
// refutation still wins scores as the loss it is, whatever the depth.
// The refutations come from two walks:
//   - at the root, the opponent's winning turns if the root side passed
//     (the Null move): the threats;
//   - after each iteration, while the root side is threatened, the
//     opponent's winning turns after the turn the iteration chose: a new
//     one is kept and the iteration searched again, until the turn chosen
//     stands (or every turn loses, or the limits stop it).

// DefendThreats turns the refutation walks and tests on for new searches
// (docs/search.md: the suite figures and the match that kept it).
var DefendThreats = true

// maxRefutations bounds the winning turns the search keeps; maxRefSteps
// the steps of each (a march and a capture, a multimove).
const (
	maxRefutations = 24
	maxRefSteps    = 4
	// winWalkSteps is how many steps of a turn the walk follows: the first
	// (every step), then captures and steps onto blast squares.
	winWalkSteps = 3
	// maxReverify bounds the searches of one depth again after a new
	// refutation.
	maxReverify = 6
)

// refutation is a winning turn of the root side's opponent.
type refutation struct {
	steps [maxRefSteps]movegen.Step
	n     int
}

// refuteListBase is the first list depth of the game the walks and the
// tests use (past quiescence's blast and march lists).
const refuteListBase = 3 * (MaxPly + 1)

// addRefutation keeps path unless it is kept already or the store is full.
func (s *Searcher) addRefutation(path []movegen.Step) bool {
	if len(path) > maxRefSteps || len(s.refutations) >= maxRefutations {
		return false
	}
	var r refutation
	r.n = copy(r.steps[:], path)
	if slices.Contains(s.refutations, r) {
		return false
	}
	s.refutations = append(s.refutations, r)
	return true
}

// kingWon reports that side has taken or blown up the other side's king,
// its own standing (V13-KING-LOSS).
func (s *Searcher) kingWon(side board.Side) bool {
	_, theirs := s.g.KingSquare(side.Other())
	_, mine := s.g.KingSquare(side)
	return !theirs && mine && s.hadKing[side.Other()]
}

// findWins walks the turns of the side to move at ply (a turn's start)
// and keeps up to limit new winning turns as refutations; it reports how
// many it kept. Each step made counts as a node.
func (s *Searcher) findWins(ply, limit int) int {
	if limit <= 0 {
		return 0
	}
	found := 0
	var path [winWalkSteps]movegen.Step
	s.winWalk(ply, 0, path[:0], s.g.Pos.SideToMove(), &found, limit)
	return found
}

// winWalk is findWins at level steps into the turn, path its steps so far.
// The first step may be any; a later one only a capture, a special move
// or a step onto an active tomb beside the enemy king (a blast): the
// steps that can take the king at once.
func (s *Searcher) winWalk(ply, level int, path []movegen.Step, side board.Side, found *int, limit int) bool {
	p := s.g.Pos
	depth := refuteListBase + ply
	list := s.g.Generate(s.g.List(depth))
	defer func() { s.g.Keep(depth, list) }()
	king, ok := s.g.KingSquare(side.Other())
	if !ok {
		return false
	}
	tombs := p.TombSquares(board.TombActive).And(king.NeighborSet())
	sf := s.g.Safety()
	for _, st := range list {
		switch {
		case st.Kind() == movegen.KindNull || st.Kind() == movegen.KindEnd:
			continue
		case level == 0 && st.Kind() == movegen.KindSpecial && st.Special() == movegen.SpecRotate && !s.rotateNear(st, king):
			continue // a Rotate far from the king turns nothing onto it
		case level > 0 && !st.IsCapture() && st.Kind() != movegen.KindSpecial && !(st.Kind() == movegen.KindMove && tombs.Has(st.To())):
			continue
		}
		if played, _ := s.play(st, ply, &sf, true); !played {
			continue
		}
		s.nodes++
		path = append(path, st)
		if s.kingWon(side) {
			if s.addRefutation(path) {
				*found++
			}
		} else if level+1 < winWalkSteps && p.SideToMove() == side && p.Turn().InProgress() {
			s.winWalk(ply+1, level+1, path, side, found, limit)
		}
		path = path[:len(path)-1]
		s.g.Unmake()
		if *found >= limit || s.checkStop() {
			return true
		}
	}
	return false
}

// rotateNear reports that the block of the Rotate st, grown by
// rotateReach squares each way, holds king (as rotateNearKing).
func (s *Searcher) rotateNear(st movegen.Step, king board.Square) bool {
	n, _ := movegen.BlockOf(st.Arg())
	f, r := st.From().File(), st.From().Rank()
	kf, kr := king.File(), king.Rank()
	return kf >= f-rotateReach && kf < f+n+rotateReach && kr >= r-rotateReach && kr < r+n+rotateReach
}

// refuted reports that a kept refutation wins for the side to move at ply,
// the start of the opponent's first turn: each of its steps must be among
// the steps offered where it is played, and legal.
func (s *Searcher) refuted(ply int) bool {
	side := s.g.Pos.SideToMove()
	listed := false
	var first []movegen.Step
	for i := range s.refutations {
		r := &s.refutations[i]
		st := r.steps[0]
		offered, checked := s.g.Offers(st)
		if !checked {
			if !listed {
				first = s.g.Generate(s.g.List(refuteListBase + ply))
				s.g.Keep(refuteListBase+ply, first)
				listed = true
			}
			offered = slices.Contains(first, st)
		}
		if offered && s.replays(r, 0, ply, side) {
			return true
		}
	}
	return false
}

// replays plays the refutation's steps from the i-th on at ply and reports
// whether they take the enemy king; the game is left as it was.
func (s *Searcher) replays(r *refutation, i, ply int, side board.Side) bool {
	sf := s.g.Safety()
	st := r.steps[i]
	if played, _ := s.play(st, ply, &sf, true); !played {
		return false
	}
	s.nodes++
	won := s.kingWon(side)
	if !won && i+1 < r.n && s.g.Pos.SideToMove() == side && s.g.Pos.Turn().InProgress() {
		next := r.steps[i+1]
		list := s.g.Generate(s.g.List(refuteListBase + ply + 1))
		s.g.Keep(refuteListBase+ply+1, list)
		won = slices.Contains(list, next) && s.replays(r, i+1, ply+1, side)
	}
	s.g.Unmake()
	return won
}

// refutes reports a node where the search tests the refutations: the start
// of the opponent's first turn.
func (s *Searcher) refutes(ply int, fresh bool) bool {
	return fresh && ply > 0 && len(s.refutations) > 0 && s.turnsAt[ply] == 1 && s.sideAt[ply] != s.rootSide
}

// rootThreats keeps the opponent's winning turns if the root side passed,
// and reports whether the root side is threatened. Where the Null is not
// legal (in check) there is no pass to ask; then the threats come from the
// turns chosen (verify).
func (s *Searcher) rootThreats() bool {
	s.refutations = s.refutations[:0]
	if !DefendThreats || !s.g.Pos.Variant.Has(board.MechNullMove) {
		return false
	}
	// A pass: the Null at a turn's start, End inside one (the root may be
	// in the middle of its turn).
	pass := movegen.NullStep
	if s.g.Pos.Turn().InProgress() {
		pass = movegen.EndStep
	}
	list := s.g.Generate(s.g.List(refuteListBase))
	s.g.Keep(refuteListBase, list)
	sf := s.g.Safety()
	if !slices.Contains(list, pass) {
		return pass == movegen.NullStep // no Null: in check, every turn is verified
	}
	if played, _ := s.play(pass, 0, &sf, true); !played {
		return pass == movegen.NullStep
	}
	if s.g.Pos.SideToMove() == s.rootSide {
		s.g.Unmake() // no pass to the opponent
		return false
	}
	s.enter(1)
	s.findWins(1, maxRefutations/2)
	s.g.Unmake()
	return len(s.refutations) > 0
}

// verify plays the turn the iteration chose (its variation, finished as
// the turn played would be) and walks the opponent's winning replies: it
// reports whether it kept a new refutation (the iteration must be
// searched again).
func (s *Searcher) verify(pv []movegen.Step) bool {
	turn := s.completeTurn(pv)
	if len(turn) == 0 || slices.Equal(turn, s.verified) {
		return false // walked already: no reply won (a new one would have been kept)
	}
	s.verified = append(s.verified[:0], turn...)
	for i, st := range turn {
		s.make(st, i)
		s.enter(i + 1)
	}
	found := 0
	if !s.kingWon(s.rootSide) {
		found = s.findWins(len(turn), 4)
	}
	for range turn {
		s.g.Unmake()
	}
	return found > 0
}

// refSalt changes the table's keys of the root side's turn with each
// refutation kept: their entries scored turns by the refutations known
// then, and a turn that a new one beats must be searched again, not
// answered from the table.
func (s *Searcher) refSalt() uint64 {
	return uint64(len(s.refutations)) * 0x9e3779b97f4a7c15
}
