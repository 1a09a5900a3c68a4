package search

import (
	"fmt"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Threads share out the steps of the main thread's first line (split.go):
// each helper stands at the root on its own copy of the position, with its
// own killers, history and evaluator, walks to each job's node, and
// searches the steps it takes from the job; all share the transposition
// table. The main
// thread reports and answers; the node counts add up the threads'.

// MaxThreads bounds SetThreads.
const MaxThreads = 256

// SetThreads makes the searcher search with n threads: itself and n-1
// helpers, each with an evaluator of its own made by newEval (an Evaluator
// serves one thread). n is clamped to 1..MaxThreads; with newEval nil the
// searcher keeps one thread. The helpers and their memory (their games'
// protection tables, touched once) are made here, not in the searches: 255
// helpers take about 1.3 GB and a second to make, which the first searches
// paid out of their time (UCI sets threads up at setoption, before
// isready).
func (s *Searcher) SetThreads(n int, newEval func() Evaluator) {
	n = max(1, min(n, MaxThreads))
	if newEval == nil {
		n = 1
	}
	for len(s.helpers) < n-1 {
		h := &Searcher{Eval: newEval(), nullPrune: true, main: s}
		h.prepare()
		s.helpers = append(s.helpers, h)
	}
	clear(s.helpers[n-1:]) // fewer threads: the dropped helpers' memory goes
	s.helpers = s.helpers[:n-1]
}

// Threads is how many threads a search uses.
func (s *Searcher) Threads() int { return 1 + len(s.helpers) }

// prepare makes the searcher's game, with its protection table, and
// touches its memory, so that the first search does not pay for either.
func (s *Searcher) prepare() {
	s.g = movegen.NewGame(board.StartPosition())
	s.g.RememberProtection(protectionStates)
	s.g.Reset(s.g.Pos) // writes every table entry: the pages are faulted in now
}

// startHelpers starts the helpers at the root position p, each on a copy,
// waiting for the main thread's jobs. A helper copies the root and sets
// up only when it takes its first job (serve): a search that ends before
// then, as a short one with many threads does, pays nothing for it.
func (s *Searcher) startHelpers(p *board.Position, history []uint64) {
	if len(s.helpers) == 0 {
		s.board = nil
		return
	}
	s.board = newSplitBoard()
	root := p.Clone() // read by the helpers while the main thread plays on p
	for _, h := range s.helpers {
		h.TT = s.TT // the Hash option may have replaced it
		h.board = s.board
		h.eagerLegal, h.nullPrune = s.eagerLegal, s.nullPrune
		h.stop.Store(false)
		h.nodes, h.joined = 0, false
		s.running.Add(1)
		h.failure = ""
		// Now, not in the helper's setUp: the main thread may look at the
		// count before the helper has begun, and must not see the last
		// search's.
		h.published.Store(0)
		go func() {
			defer s.running.Done()
			defer func() {
				if r := recover(); r != nil {
					// A helper that fails only stops helping: the step it
					// had goes back to the main thread (work), and Search
					// reports the failure.
					h.failure = fmt.Sprint(r)
				}
			}()
			h.serve(root, history)
		}()
	}
}

// stopHelpers stops the helpers, waits for them, and returns the nodes of
// all threads and what failed in any of them.
func (s *Searcher) stopHelpers() (nodes uint64, failures []string) {
	for _, h := range s.helpers {
		h.Stop()
	}
	if s.board != nil {
		s.board.close()
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

// allNodes is the node count of all threads so far, with own as this
// searcher's own count: the helpers' as they last published them.
func (s *Searcher) allNodes(own uint64) uint64 {
	n := own
	for _, h := range s.helpers {
		n += h.published.Load()
	}
	return n
}
