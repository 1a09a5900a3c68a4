package search

import (
	"sync"
	"sync/atomic"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Root splitting: with helper threads, the root's steps after its first are
// shared out. The main thread searches the first step alone, with the
// whole window: it is usually the best, and its score is the alpha that the
// others' null windows test. Then it posts the rest as a job (rootJob);
// every thread, the main thread included, takes the next step not yet
// taken, searches it on its own copy of the position, and reports its
// score; a step that beats the best so far raises the shared alpha for the
// steps taken after it. The main thread waits for the last step and goes on
// with the best, as if it had searched them all.
//
// The first step costs 5 to 10% of an iteration's nodes on the bench suite
// (depths 2 to 5), so nearly all of the work is shared. Lazy SMP, which
// this replaced, had the threads search the same tree and help each other
// only through the table: 2 threads reached depth 5 about 10% sooner than
// one. With so many steps at the root there is enough to share: the
// threads need no split points below it.

// rootJob is a root node's steps after its first, shared among the threads.
type rootJob struct {
	depth, beta int
	side        board.Side
	fresh       bool           // the root begins a turn
	steps       []movegen.Step // in the order they are taken
	next        atomic.Int32   // the next step to take
	alpha       atomic.Int64   // the best score so far: a step's null window tests it
	aborted     atomic.Bool    // a thread stopped: the others leave their steps

	// Under the board's lock:
	finished int            // steps reported, searched or not
	best     int            // the best score of the searched steps
	pv       []movegen.Step // its line, beginning with its step
	legal    int            // the legal steps searched
	action   bool           // a legal step other than Null was searched
	seldepth int            // the deepest ply any thread reached
	retry    []movegen.Step // steps whose thread failed: the main thread searches them
}

// stepScore is what a thread reports of one step of a job.
type stepScore struct {
	searched bool // legal, and searched to the end (not stopped)
	failed   bool // the thread failed in it: the main thread searches it after the others
	score    int
	pv       []movegen.Step // the line after the step (the thread's own array)
}

// splitBoard is where the main thread posts jobs and the helpers wait for
// them; its lock also guards the jobs' results.
type splitBoard struct {
	mu     sync.Mutex
	cond   sync.Cond // a new job, a step reported, or the search's end
	job    *rootJob
	posted uint64 // jobs posted so far
	closed bool   // the search is over: the helpers go
}

func newSplitBoard() *splitBoard {
	b := &splitBoard{}
	b.cond.L = &b.mu
	return b
}

// await returns the next job after the seen-th, or nil once the board is
// closed.
func (b *splitBoard) await(seen *uint64) *rootJob {
	b.mu.Lock()
	defer b.mu.Unlock()
	for !b.closed && b.posted == *seen {
		b.cond.Wait()
	}
	if b.closed {
		return nil
	}
	*seen = b.posted
	return b.job
}

// post makes job the current one and wakes the helpers.
func (b *splitBoard) post(job *rootJob) {
	b.mu.Lock()
	b.job = job
	b.posted++
	b.mu.Unlock()
	b.cond.Broadcast()
}

// close sends the helpers away.
func (b *splitBoard) close() {
	b.mu.Lock()
	b.closed, b.job = true, nil
	b.mu.Unlock()
	b.cond.Broadcast()
}

// report records a step's score, searched by a thread that reached
// seldepth.
func (b *splitBoard) report(job *rootJob, st movegen.Step, r stepScore, seldepth int) {
	b.mu.Lock()
	job.finished++
	job.seldepth = max(job.seldepth, seldepth)
	if r.failed {
		job.retry = append(job.retry, st)
	}
	if r.searched {
		job.legal++
		job.action = job.action || st.Kind() != movegen.KindNull
		if r.score > job.best {
			job.best = r.score
			job.pv = append(append(job.pv[:0], st), r.pv...)
			if int64(r.score) > job.alpha.Load() {
				job.alpha.Store(int64(r.score))
			}
		}
	}
	done := job.finished == len(job.steps)
	b.mu.Unlock()
	if done {
		b.cond.Broadcast()
	}
}

// wait blocks until every step of job is reported.
func (b *splitBoard) wait(job *rootJob) {
	b.mu.Lock()
	for job.finished < len(job.steps) {
		b.cond.Wait()
	}
	b.mu.Unlock()
}

// splitDepth is the least depth whose root steps are shared: below it a
// step's search is too short to be worth a handover.
const splitDepth = 2

// splitting reports whether the root of an iteration of depth shares its
// steps.
func (s *Searcher) splitting(depth int) bool {
	return s.board != nil && depth >= splitDepth
}

// splitRoot searches the root's steps that pk has left, the first having
// been searched, with every thread; sf is the root's Safety. It returns the
// job, all of its steps reported. The Null move, if among them, is handed
// back to pk: whether it is searched depends on whether any other step was
// legal (negamax).
func (s *Searcher) splitRoot(pk *picker, depth, alpha, beta int, sf *movegen.Safety, side board.Side, fresh bool) *rootJob {
	job := &rootJob{depth: depth, beta: beta, side: side, fresh: fresh, best: -Infinity, steps: s.rootSteps[:0]}
	job.alpha.Store(int64(alpha))
	var null movegen.Step
	for st, ok := pk.next(s); ok; st, ok = pk.next(s) {
		switch {
		case st.Kind() == movegen.KindNull:
			null = st
		case s.leftOut(st):
			job.action = true // legal: it was searched in another line, or the caller chose others
		default:
			job.steps = append(job.steps, st)
		}
	}
	s.rootSteps = job.steps
	if null != 0 {
		pk.replay(null)
	}
	s.board.post(job)
	s.work(job, sf)
	s.board.wait(job)
	for _, st := range job.retry { // a helper failed on these
		s.board.report(job, st, s.rootStep(job, st, sf), s.seldepth)
	}
	if job.aborted.Load() {
		s.stopped = true // a helper stopped the search (time or nodes), or this thread did
	}
	s.seldepth = max(s.seldepth, job.seldepth)
	return job
}

// work takes job's steps one by one until none is left, and reports each.
func (s *Searcher) work(job *rootJob, sf *movegen.Safety) {
	for {
		i := int(job.next.Add(1)) - 1
		if i >= len(job.steps) {
			return
		}
		st := job.steps[i]
		reported := false
		func() {
			defer func() {
				if !reported { // a panic: the step goes back to the main thread, the panic on
					s.board.report(job, st, stepScore{failed: true}, s.seldepth)
				}
			}()
			r := s.rootStep(job, st, sf)
			reported = true
			s.board.report(job, st, r, s.seldepth)
		}()
	}
}

// rootStep searches one root step of job on s's game, which stands at the
// root: a null window on the job's alpha, then the whole window if the step
// beats it. Every step is judged before its search (Q8), unlike deeper
// nodes: a root step is searched deeply enough that the trial costs
// nothing, and a score that may not count would have to wait for it.
func (s *Searcher) rootStep(job *rootJob, st movegen.Step, sf *movegen.Safety) stepScore {
	if s.stopped || job.aborted.Load() {
		return stepScore{}
	}
	lastNull := s.g.Pos.LastNull()
	if played, _ := s.play(st, 0, sf, true); !played {
		return stepScore{}
	}
	s.pvLen[1] = 0
	score := s.child(st, job.depth, 0, int(job.alpha.Load()), job.beta, false, job.side, lastNull)
	s.g.Unmake()
	if s.stopped {
		job.aborted.Store(true)
		return stepScore{}
	}
	return stepScore{searched: true, score: score, pv: s.pv[1][:s.pvLen[1]]}
}

// serve is a helper's search: it stands at the root position p and works
// on every job the main thread posts, until the board closes.
func (s *Searcher) serve(p *board.Position, history []uint64) {
	s.setUp(p, history, Limits{})
	root := p.Hash()
	var seen uint64
	for {
		job := s.board.await(&seen)
		if job == nil || s.stop.Load() {
			return
		}
		s.stopped, s.job = false, job
		if job.fresh {
			s.keys = append(s.keys, root) // the root is on the path, as in negamax
		}
		sf := s.g.Safety()
		s.work(job, &sf)
		if job.fresh {
			s.keys = s.keys[:len(s.keys)-1]
		}
		s.job = nil
	}
}
