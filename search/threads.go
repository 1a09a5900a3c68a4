package search

import (
	"fmt"
	"sync/atomic"

	"github.com/frozenchess/engine/board"
)

// Lazy SMP: helper threads search the same position at the same time, each
// on its own copy with its own killers and history, and share the
// transposition table, so that what one finds (bounds, best steps) cuts
// and orders the others' trees. Half of the helpers start one step deeper
// than the main thread, and a helper skips a depth that half the threads
// already search (depthCounts), so that the threads are not all at the same
// depth and their trees differ. The main thread reports and stops the
// helpers when it is done; the thread that completed the deepest iteration
// answers (deepest). The node counts add up the threads'.

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
		s.helpers = append(s.helpers, &Searcher{Eval: newEval(), nullPrune: true, helper: true})
	}
	clear(s.helpers[n-1:]) // fewer threads: the dropped helpers' memory goes
	s.helpers = s.helpers[:n-1]
}

// Threads is how many threads a search uses.
func (s *Searcher) Threads() int { return 1 + len(s.helpers) }

// startHelpers starts the helpers on copies of p, without time or node
// limits (the main thread stops them) and with one line each.
func (s *Searcher) startHelpers(p *board.Position, history []uint64, lim Limits) {
	if len(s.helpers) == 0 {
		s.onDepth = nil
		return
	}
	if s.onDepth == nil {
		s.onDepth = new(depthCounts)
	}
	s.onDepth.reset(s.Threads())
	for i, h := range s.helpers {
		h.TT = s.TT // the Hash option may have replaced it
		h.onDepth = s.onDepth
		h.eagerLegal, h.nullPrune = s.eagerLegal, s.nullPrune
		h.stop.Store(false)
		hl := Limits{Depth: lim.Depth, SearchMoves: lim.SearchMoves}
		first := 1 + (i+1)%2 // the first helper, and every other one, one step ahead
		if hl.Depth > 0 {
			first = min(first, hl.Depth)
		}
		q := p.Clone()
		s.running.Add(1)
		h.failure, h.result = "", Result{}
		// Now, not in the helper's setUp: the main thread may look at the
		// count before the helper has begun, and must not see the last
		// search's.
		h.published.Store(0)
		go func() {
			defer s.running.Done()
			defer func() {
				if r := recover(); r != nil {
					// A helper that fails only stops helping: the main
					// thread's answer stands, and Search reports it.
					h.failure = fmt.Sprint(r)
				}
			}()
			h.result = h.deepen(q, history, hl, nil, first)
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

// depthCounts counts the threads searching each depth. A helper about to
// begin a depth that half the threads or more are already searching goes
// on to the next one: threads on one depth at the same time do nearly the
// same work (the shared table hands each the other's results), while a
// thread one step ahead fills the table with what the main thread's next
// iteration needs. Without it the threads fall in step, the helper that
// began one step ahead included: the main thread, helped by the table,
// finishes its next depth about when the helper does.
type depthCounts struct {
	threads int
	n       [MaxPly + 1]atomic.Int32
}

// reset readies the counts for a search with threads threads (a helper
// that failed mid-iteration left its count behind).
func (c *depthCounts) reset(threads int) {
	c.threads = threads
	for i := range c.n {
		c.n[i].Store(0)
	}
}

// crowded reports that half the threads or more search depth.
func (c *depthCounts) crowded(depth int) bool {
	return int(c.n[depth].Load())*2 >= c.threads
}

// enter and leave count a thread in and out of depth (nothing for a
// searcher without helpers).
func (c *depthCounts) enter(depth int) {
	if c != nil {
		c.n[depth].Add(1)
	}
}

func (c *depthCounts) leave(depth int) {
	if c != nil {
		c.n[depth].Add(-1)
	}
}

// deepest returns the result of the thread that completed the deepest
// iteration, main the main thread's (kept on a tie: it is the one whose
// info the GUI has seen). A helper one step ahead has seen further than
// the main thread with the same shared table; its line is then reported
// (with nodes, all threads' count) before the answer, as the one played.
func (s *Searcher) deepest(main Result, nodes uint64, info func(Info)) Result {
	best, from := main, 0
	for i, h := range s.helpers {
		if r := h.result; h.failure == "" && len(r.PV) > 0 && r.Depth > best.Depth {
			best, from = r, i+1
		}
	}
	if from == 0 {
		return main
	}
	best.Thread = from
	if info != nil {
		h := s.helpers[from-1]
		info(s.lineInfo(1, best.Depth, h.seldepth, Line{Score: best.Score, PV: best.PV}, nodes))
	}
	return best
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
