package search

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Splitting: with helper threads, the steps of the nodes on the main
// thread's first line are shared out. That line is the root and, below
// it, each node's first step's node: the principal variation being
// searched, where the main thread is alone. At such a node the main thread
// searches the first step alone, with the whole window: it is usually the
// best, and its score is the alpha that the others' null windows test (a
// node of the first line below the root is split in turn, and so on down
// the line). Then it posts the node's other steps as a job (splitJob);
// every thread, the main thread included, takes the next step not yet
// taken, searches it on its own copy of the position, and reports its
// score; a step that beats the best so far raises the shared alpha for the
// steps taken after it, and one that reaches beta cuts the node: the steps
// not yet taken are left. (The first line is searched with the whole window
// today, so no step reaches beta there; aspiration windows would.) The
// main thread waits for the last step and goes on with the best, as if it
// had searched them all. A helper reaches the node by playing the job's
// path from the root.
//
// The root's first step costs 5 to 10% of an iteration's nodes on the
// bench suite (depths 2 to 5), but in some positions up to half of the
// time (the bench suite's open board and terrain valley at depth 5), which
// splitting the root alone left to the main thread. Lazy SMP, which root
// splitting replaced, had the threads search the same tree and help each
// other only through the table: 2 threads reached depth 5 about 10% sooner
// than one.

// splitJob is the steps of a node of the main thread's first line after
// its first, shared among the threads.
type splitJob struct {
	ply, depth, beta int
	path             []movegen.Step // the steps from the root to the node
	key              uint64         // the node's hash
	side             board.Side
	fresh            bool           // the node begins a turn
	steps            []movegen.Step // in the order they are taken
	next             atomic.Int32   // the next step to take
	alpha            atomic.Int64   // the best score so far: a step's null window tests it
	cut              atomic.Bool    // a step reached beta: the steps not yet taken are left
	aborted          atomic.Bool    // a thread stopped: the others leave their steps

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
	job    *splitJob
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
func (b *splitBoard) await(seen *uint64) *splitJob {
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
func (b *splitBoard) post(job *splitJob) {
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
func (b *splitBoard) report(job *splitJob, st movegen.Step, r stepScore, seldepth int) {
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
			if r.score >= job.beta {
				job.cut.Store(true)
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
func (b *splitBoard) wait(job *splitJob) {
	b.mu.Lock()
	for job.finished < len(job.steps) {
		b.cond.Wait()
	}
	b.mu.Unlock()
}

// The least depth of a node whose steps are shared: below it a step's
// search is too short to be worth a handover. Below the root, sharing from
// depth 2 took the suite about as long at depth 5 as from 3, and from 4 a
// little longer.
const (
	splitDepth      = 2
	innerSplitDepth = 3
)

// splitting reports whether the node at ply, of depth, shares the steps
// after its first: it is on the main thread's first line, and deep enough.
func (s *Searcher) splitting(depth, ply int) bool {
	if s.board == nil || s.main != nil || ply != s.firstLine {
		return false
	}
	if ply == 0 {
		return depth >= splitDepth
	}
	return depth >= s.innerSplit
}

// split searches the steps that pk has left at ply, the first having been
// searched, with every thread; sf is the node's Safety. It returns the job,
// all of its steps reported. The Null move, if among them, is handed back
// to pk: whether it is searched depends on whether any other step was legal
// (negamax).
func (s *Searcher) split(pk *picker, depth, ply, alpha, beta int, sf *movegen.Safety, side board.Side, fresh bool) *splitJob {
	job := &splitJob{ply: ply, depth: depth, beta: beta, side: side, fresh: fresh, best: -Infinity, steps: s.splitSteps[:0], key: s.g.Pos.Hash()}
	job.path = slices.Clone(s.line[:ply]) // its own: a late helper may still read it when the next job is posted
	job.alpha.Store(int64(alpha))
	var null movegen.Step
	for st, ok := pk.next(s); ok; st, ok = pk.next(s) {
		switch {
		case st.Kind() == movegen.KindNull:
			null = st
		case ply == 0 && s.leftOut(st):
			job.action = true // legal: it was searched in another line, or the caller chose others
		default:
			job.steps = append(job.steps, st)
		}
	}
	s.splitSteps = job.steps
	if null != 0 {
		pk.replay(null)
	}
	s.board.post(job)
	s.work(job, sf)
	s.board.wait(job)
	for _, st := range job.retry { // a helper failed on these
		s.board.report(job, st, s.splitStep(job, st, sf), s.seldepth)
	}
	if job.aborted.Load() {
		s.stopped = true // a helper stopped the search (time or nodes), or this thread did
	}
	s.seldepth = max(s.seldepth, job.seldepth)
	return job
}

// work takes job's steps one by one until none is left, and reports each.
// After a cut the steps left are reported unsearched.
func (s *Searcher) work(job *splitJob, sf *movegen.Safety) {
	for {
		i := int(job.next.Add(1)) - 1
		if i >= len(job.steps) {
			return
		}
		st := job.steps[i]
		if job.cut.Load() {
			s.board.report(job, st, stepScore{}, 0)
			continue
		}
		reported := false
		func() {
			defer func() {
				if !reported { // a panic: the step goes back to the main thread, the panic on
					s.board.report(job, st, stepScore{failed: true}, s.seldepth)
				}
			}()
			r := s.splitStep(job, st, sf)
			reported = true
			s.board.report(job, st, r, s.seldepth)
		}()
	}
}

// splitStep searches one step of job on s's game, which stands at the
// job's node: a null window on the job's alpha, then the whole window if
// the step beats it. Every step is judged before its search (Q8), unlike
// elsewhere: a shared step is searched deeply enough that the trial costs
// little, and a score that may not count would have to wait for it.
func (s *Searcher) splitStep(job *splitJob, st movegen.Step, sf *movegen.Safety) stepScore {
	if s.stopped || job.aborted.Load() {
		return stepScore{}
	}
	lastNull := s.g.Pos.LastNull()
	if played, _ := s.play(st, job.ply, sf, true); !played {
		return stepScore{}
	}
	s.pvLen[job.ply+1] = 0
	score := s.child(st, job.depth, job.ply, int(job.alpha.Load()), job.beta, false, job.side, lastNull)
	s.g.Unmake()
	if s.stopped {
		job.aborted.Store(true)
		return stepScore{}
	}
	return stepScore{searched: true, score: score, pv: s.pv[job.ply+1][:s.pvLen[job.ply+1]]}
}

// serve is a helper's search: it stands at the root position root (on a
// copy of its own, made with its first job) and works on every job the main
// thread posts, until the board closes.
func (s *Searcher) serve(root *board.Position, history []uint64) {
	var seen uint64
	for {
		job := s.board.await(&seen)
		if job == nil || s.stop.Load() {
			return
		}
		if int(job.next.Load()) >= len(job.steps) {
			continue // every step is taken already
		}
		if !s.joined {
			s.setUp(root.Clone(), history, Limits{})
			s.joined = true
		}
		s.stopped, s.job = false, job
		keys := len(s.keys)
		s.walk(job.path)
		if s.g.Pos.Hash() != job.key {
			panic(fmt.Sprintf("the job's path led to %016x, not to its node %016x", s.g.Pos.Hash(), job.key))
		}
		if job.fresh {
			s.keys = append(s.keys, s.g.Pos.RepetitionHash()) // the node is on the path, as in negamax
		}
		sf := s.g.Safety()
		s.work(job, &sf)
		for range job.path {
			s.g.Unmake()
		}
		s.keys = s.keys[:keys]
		s.job = nil
	}
}

// walk plays path from the root as negamax does: each turn start's key is
// kept for the repetition test, and the evaluation's sums and the turn
// counts follow.
func (s *Searcher) walk(path []movegen.Step) {
	for ply, st := range path {
		s.enter(ply)
		if s.g.Pos.Turn().Actor == 0 {
			s.keys = append(s.keys, s.g.Pos.RepetitionHash())
		}
		s.make(st, ply)
	}
	s.enter(len(path)) // the job's node: its children count their turns from it
}
