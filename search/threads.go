package search

import (
	"fmt"

	"github.com/frozenchess/engine/board"
)

// Lazy SMP: helper threads search the same position at the same time, each
// on its own copy with its own killers and history, and share the
// transposition table, so that what one finds (bounds, best steps) cuts
// and orders the others' trees. Half of the helpers start one step deeper
// than the main thread, so that the threads are not all at the same depth
// and their trees differ. The main thread alone answers and reports; it
// stops the helpers when it is done. The node counts add up the threads'.

// MaxThreads bounds SetThreads.
const MaxThreads = 256

// SetThreads makes the searcher search with n threads: itself and n-1
// helpers, each with an evaluator of its own made by newEval (an Evaluator
// serves one thread). n is clamped to 1..MaxThreads; with newEval nil the
// searcher keeps one thread.
func (s *Searcher) SetThreads(n int, newEval func() Evaluator) {
	n = max(1, min(n, MaxThreads))
	if newEval == nil {
		n = 1
	}
	for len(s.helpers) < n-1 {
		s.helpers = append(s.helpers, &Searcher{Eval: newEval(), nullPrune: true})
	}
	clear(s.helpers[n-1:]) // fewer threads: the dropped helpers' memory goes
	s.helpers = s.helpers[:n-1]
}

// Threads is how many threads a search uses.
func (s *Searcher) Threads() int { return 1 + len(s.helpers) }

// startHelpers starts the helpers on copies of p, without time or node
// limits (the main thread stops them) and with one line each.
func (s *Searcher) startHelpers(p *board.Position, history []uint64, lim Limits) {
	for i, h := range s.helpers {
		h.TT = s.TT // the Hash option may have replaced it
		h.eagerLegal, h.nullPrune = s.eagerLegal, s.nullPrune
		h.stop.Store(false)
		hl := Limits{Depth: lim.Depth, SearchMoves: lim.SearchMoves}
		first := 1 + (i+1)%2 // the first helper, and every other one, one step ahead
		if hl.Depth > 0 {
			first = min(first, hl.Depth)
		}
		q := p.Clone()
		s.running.Add(1)
		h.failure = ""
		go func() {
			defer s.running.Done()
			defer func() {
				if r := recover(); r != nil {
					// A helper that fails only stops helping: the main
					// thread's answer stands, and Search reports it.
					h.failure = fmt.Sprint(r)
				}
			}()
			h.deepen(q, history, hl, nil, first)
		}()
	}
}

// stopHelpers stops the helpers, waits for them, and returns the nodes of
// all threads and what failed in any of them.
func (s *Searcher) stopHelpers() (nodes uint64, failures []string) {
	for _, h := range s.helpers {
		h.Stop()
	}
	s.running.Wait()
	nodes = s.nodes
	for i, h := range s.helpers {
		nodes += h.nodes
		if h.failure != "" {
			failures = append(failures, fmt.Sprintf("helper thread %d: %s", i+1, h.failure))
		}
	}
	return nodes, failures
}

// allNodes is the node count of all threads so far: the helpers' as they
// last published them.
func (s *Searcher) allNodes() uint64 {
	n := s.nodes
	for _, h := range s.helpers {
		n += h.published.Load()
	}
	return n
}
