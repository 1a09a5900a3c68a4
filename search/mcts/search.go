// Package mcts is Monte Carlo tree search over steps, and the MCTS/alpha-
// beta hybrid (docs/search.md, "The hybrid"). It is split as Lc0 and
// KataGo split theirs: the search (this file: the playouts, the threads,
// the limits and the answer), the tree (node.go: compact edges and nodes,
// tree reuse), the selection policy (select.go: PUCT with priors and
// virtual loss) and the backends (leaf.go: the leaves' values, by
// quiescence or a shallow alpha-beta). The alpha-beta searcher is reached
// only through search.TreeBackend, one per thread: it walks its own game,
// lists a node's steps with lazy legality, gives them logits from its
// move ordering and the threat map, and values leaves.
package mcts

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/frozenchess/engine/search"
)

// Source gives a search its threads' backends, the main thread first (a
// *search.Searcher: itself and its helper threads, SetThreads).
type Source interface {
	TreeBackends() []search.TreeBackend
}

// Search is the MCTS player. A node is a position, reached by one step; a
// turn of several steps is a path of several nodes in which the side to
// move does not change, so a value is kept from the view of the side that
// played the step into the node and changes sign only where the side to
// move changes (a turn's end).
//
// With Hybrid set it is the MCTS/alpha-beta hybrid: implicit minimax
// backups (Lanctot et al. 2014), each node keeping the minimax value of
// the evaluations below it, which selection blends into the mean value
// with weight MinimaxWeight; and, in the style of MCTS-IP-M-k (Baier and
// Winands 2015), a node reaching HybridVisits visits is searched by
// alpha-beta to HybridDepth steps, and that score stands for its minimax
// value.
//
// Threads share one tree (tree parallelism) under one lock, taken for
// selection and backup only: a step's make, its legality trial, a node's
// steps and a leaf's value are a thread's own work, outside it. A search
// under a node limit with one thread is reproducible from a fresh tree.
// The tree is kept from one search to the next: a search whose position
// the last one's tree reached (the turns played since, up to reuseDepth
// steps) goes on from that subtree; any other position, the same one
// again included (so that a repeated go answers the same), starts a fresh
// tree, as does ForgetGame.
type Search struct {
	src    Source
	Hybrid bool

	// PUCT's exploration constant; the first-play value of an unvisited
	// child, relative to its parent's value (FirstPlay); the value a
	// playout under way counts for (VirtualLoss, a loss); the blend weight
	// of the minimax value (Hybrid); the visits at which a node gets its
	// alpha-beta search, and its depth in steps (Hybrid).
	Exploration   float64
	FirstPlay     float64
	VirtualLoss   float64
	MinimaxWeight float64
	HybridVisits  int32
	HybridDepth   int

	mu      sync.Mutex // the tree's
	t       tree
	rootKey uint64 // the position of the tree's root
	kept    int    // the nodes kept from the last search's tree (tree reuse), 0 if none

	playouts    atomic.Int64
	maxPlayouts int64
	done        atomic.Bool // a thread ended the search: the others finish their playout and stop
	maxPly      atomic.Int32
	threads     []*thread
}

// thread is one thread's state: its backend and its playout's path.
type thread struct {
	b     search.TreeBackend
	path  []int32 // the nodes of the playout, from the root
	edges []int32 // the edge taken into each node of the path after the root
	steps []search.TreeStep
}

// New makes an MCTS searcher over src's backends; hybrid selects the
// hybrid.
func New(src Source, hybrid bool) *Search {
	return &Search{src: src, Hybrid: hybrid, Exploration: 1.5, FirstPlay: 0.3, VirtualLoss: 1,
		MinimaxWeight: 0.4, HybridVisits: 8, HybridDepth: 2}
}

// ForgetGame drops the tree (ucinewgame): the next search starts afresh.
func (m *Search) ForgetGame() {
	m.t.nodes, m.rootKey = m.t.nodes[:0], 0
}

// Play implements player.Player. A depth limit d allows 256*d playouts (the
// tree has no iterations); a Mate limit is not looked at. MultiPV k gives
// the root's k most visited first steps, each with its line.
func (m *Search) Play(p *board.Position, history []uint64, lim player.Limits, info func(search.Info)) search.Result {
	backends := m.src.TreeBackends()
	main := backends[0]
	main.ClearTable()
	main.Begin(p, history, search.Limits(lim), info)
	for _, b := range backends[1:] {
		b.Begin(p.Clone(), history, search.Limits(lim), nil) // each thread walks its own position
	}
	for len(m.threads) < len(backends) {
		m.threads = append(m.threads, &thread{})
	}
	m.threads = m.threads[:len(backends)]
	for i, th := range m.threads {
		th.b = backends[i]
	}
	m.kept = 0
	if m.t.reuse(p.Hash(), m.rootKey) {
		m.kept = len(m.t.nodes) - 1
	} else {
		m.t.reset(p.SideToMove())
	}
	m.rootKey = p.Hash()
	m.playouts.Store(0)
	m.maxPly.Store(0)
	m.done.Store(false)
	m.maxPlayouts = 0
	if lim.Depth > 0 {
		m.maxPlayouts = 256 * int64(lim.Depth)
	}

	var wg sync.WaitGroup
	for _, th := range m.threads[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m.run(th, nil)
		}()
	}
	m.run(m.threads[0], info)
	m.done.Store(true)
	wg.Wait()

	var res search.Result
	for _, th := range m.threads {
		res.Nodes += th.b.OwnNodes()
	}
	pv := m.pvFrom(m.bestEdge(1))
	if len(pv) > 0 {
		infos, pvs := m.lines(main, lim.MultiPV, res.Nodes)
		res.Score, res.Depth, res.PV = infos[0].Score, infos[0].Depth, pv
		for i, l := range infos {
			res.Lines = append(res.Lines, search.Line{Score: l.Score, PV: pvs[i]})
			if info != nil {
				info(l)
			}
		}
	}
	res.Turn = main.CompleteTurn(pv)
	return res
}

// run is one thread's loop of playouts; the main thread (info set)
// also reports the lines now and then.
func (m *Search) run(th *thread, info func(search.Info)) {
	b := th.b
	lastLine := time.Duration(0)
	for !b.Stopped() && !m.done.Load() {
		if m.maxPlayouts > 0 && m.playouts.Load() >= m.maxPlayouts {
			break
		}
		if m.playouts.Load() > 0 && b.PastSoft() {
			break
		}
		if m.playout(th) {
			m.playouts.Add(1)
		}
		m.mu.Lock()
		won := m.winningEdge(1) >= 0
		m.mu.Unlock()
		if won {
			break // a turn wins at once: nothing is left to decide
		}
		if info != nil && b.Every() > 0 && b.Elapsed()-lastLine >= b.Every() {
			lastLine = b.Elapsed()
			m.mu.Lock()
			infos, _ := m.lines(b, 1, b.AllNodes())
			m.mu.Unlock()
			for _, l := range infos {
				info(l)
			}
		}
	}
	m.done.Store(true)
}

// playout descends from the root to a leaf, values it and backs the value
// up. It reports false when the search stopped inside it (nothing is
// backed up then, and its virtual losses are taken back).
func (m *Search) playout(th *thread) bool {
	b := th.b
	t := &m.t
	m.mu.Lock()
	th.path, th.edges = append(th.path[:0], 1), th.edges[:0]
	t.nodes[1].inFlight++
	n, ply := int32(1), 0
	var v float64 // the leaf's value, from the view of its mover
	twoNulls := false
	ok := true
	for {
		nd := &t.nodes[n]
		if nd.is(terminal) {
			v = float64(nd.mm)
			break
		}
		if !nd.is(entered) {
			nd.side, nd.key = b.Pos().SideToMove(), b.Pos().Hash()
			nd.flags |= entered
			if over, score := b.GameOver(ply, twoNulls); over {
				v = m.fromMover(n, search.ToValue(score))
				nd.flags |= terminal | hasMM
				nd.mm = float32(v)
				break
			}
		}
		if !nd.is(expanded) {
			m.mu.Unlock()
			v, ok = m.leaf(th, n, ply)
			m.mu.Lock()
			break
		}
		if m.Hybrid && !nd.is(searched) && nd.visits >= m.HybridVisits && ply > 0 {
			nd.flags |= searched
			m.mu.Unlock()
			mm, done := m.searchNode(th, ply)
			m.mu.Lock()
			nd = &t.nodes[n]
			if !done {
				nd.flags &^= searched
				ok = false
				break
			}
			nd.mm = float32(m.fromMover(n, mm))
			nd.flags |= hasMM
		}
		lastNull := b.Pos().LastNull() // the step before this one was a Null (before the root too)
		c, e := m.enterChild(th, n, ply)
		if c == 0 {
			// Every step was illegal after all: no way to go on or end the
			// turn, lost as mate is (negamax's verdict too).
			nd := &t.nodes[n]
			v = m.fromMover(n, search.ToValue(b.Lost(ply)))
			nd.flags |= terminal | hasMM
			nd.mm = float32(v)
			break
		}
		twoNulls = t.edges[e].step.Kind() == movegen.KindNull && lastNull // V13-DRAW-NULL
		ply++
		th.path, th.edges = append(th.path, c), append(th.edges, e)
		n = c
		if ply >= search.MaxPly-2 {
			m.mu.Unlock()
			score := b.Quiesce(ply)
			m.mu.Lock()
			v = m.fromMover(n, search.ToValue(score))
			break
		}
	}
	if int32(ply) > m.maxPly.Load() {
		m.maxPly.Store(int32(ply)) // a report's figure: the threads' races do not matter
	}
	m.mu.Unlock()
	for range ply {
		b.Ascend()
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !ok || b.Stopped() {
		m.retract(th)
		return false
	}
	// A playout counts as a node: one that meets only decided nodes costs
	// no other.
	m.mu.Unlock()
	stop := b.CountNode()
	m.mu.Lock()
	if stop {
		m.retract(th)
		return false
	}
	m.backUp(th, v)
	return true
}

// enterChild selects a child of node n at ply, makes its step (the tree
// unlocked meanwhile) and returns its node and edge. A step that needs a
// legality trial gets it on its first visit, and one that fails it is
// dead, and another is selected. It returns 0 when every edge is dead.
// The tree is locked on entry and on return.
func (m *Search) enterChild(th *thread, n int32, ply int) (int32, int32) {
	t := &m.t
	for {
		e := m.selectEdge(n)
		if e < 0 {
			return 0, 0
		}
		trial := t.edges[e].child == unvisitedTrial
		c := t.edges[e].child
		if c <= 0 {
			c = t.newChild(n, e)
		}
		ch := &t.nodes[c]
		ch.inFlight++
		if trial {
			ch.flags |= trying
		}
		st := t.edges[e].step
		m.mu.Unlock()
		legal := th.b.Descend(st, ply, trial)
		m.mu.Lock()
		ch = &t.nodes[c]
		ch.flags &^= trying
		if legal {
			return c, e
		}
		ch.inFlight--
		t.edges[e].child = dead
	}
}

// fromMover turns a value of the side to move at node n into the view of
// n's mover.
func (m *Search) fromMover(n int32, v float64) float64 {
	nd := &m.t.nodes[n]
	if nd.mover != nd.side {
		return -v
	}
	return v
}

// retract takes back the virtual losses of the thread's playout.
func (m *Search) retract(th *thread) {
	for _, n := range th.path {
		m.t.nodes[n].inFlight--
	}
}

// backUp adds v, the value of the path's last node from its mover's view,
// to every node of the path, each from its own mover's view, and takes
// back the playout's virtual losses; in the hybrid each node's minimax
// value follows its children's.
func (m *Search) backUp(th *thread, v float64) {
	t := &m.t
	for i := len(th.path) - 1; i >= 0; i-- {
		n := th.path[i]
		nd := &t.nodes[n]
		nd.visits++
		nd.inFlight--
		nd.sum += v
		if m.Hybrid && i < len(th.path)-1 && !nd.is(searched) && !nd.is(terminal) {
			m.minimax(n)
		}
		if i > 0 && t.nodes[th.path[i-1]].mover != nd.mover {
			v = -v
		}
	}
}

// minimax sets node n's minimax value: the best of its children's (their
// movers are n's side to move), from n's mover's view.
func (m *Search) minimax(n int32) {
	t := &m.t
	best, found := -2.0, false
	for _, e := range t.edgesOf(n) {
		if e.child <= 0 {
			continue
		}
		if ch := &t.nodes[e.child]; ch.is(hasMM) && float64(ch.mm) > best {
			best, found = float64(ch.mm), true
		}
	}
	if !found {
		return
	}
	nd := &t.nodes[n]
	nd.mm = float32(m.fromMover(n, best))
	nd.flags |= hasMM
}

// lines are the info lines of the tree as it stands, want of them (at
// least one, at most one per visited first step): the best child of the
// root first (bestEdge), then the others by visits, each followed by its
// most visited descendants. A line's score is its first node's value, from
// the root's side to move's view. The info lines show whole turns; pvs
// are the lines as the tree has them. The main thread's game is at the
// root.
func (m *Search) lines(b search.TreeBackend, want int, nodes uint64) (infos []search.Info, pvs [][]movegen.Step) {
	selDepth := int(m.maxPly.Load())
	for i, e := range m.rootOrder(max(want, 1)) {
		c := m.t.edges[e].child
		pv := m.pvFrom(e)
		pvs = append(pvs, pv)
		infos = append(infos, search.Info{MultiPV: i + 1, Depth: len(pv), SelDepth: selDepth, Score: search.FromValue(m.value(c)),
			Nodes: nodes, Time: b.Elapsed(), Hashfull: b.Hashfull(), PV: b.WholeTurns(pv)})
	}
	if len(infos) == 0 {
		infos = append(infos, search.Info{MultiPV: 1, SelDepth: selDepth, Nodes: nodes, Time: b.Elapsed(), Hashfull: b.Hashfull()})
		pvs = append(pvs, nil)
	}
	return infos, pvs
}

// rootOrder is the root's edge to its best child, then those to its other
// visited children by visits (ties: the better value), up to want of them.
func (m *Search) rootOrder(want int) []int32 {
	best := m.bestEdge(1)
	if best < 0 {
		return nil
	}
	t := &m.t
	order := []int32{best}
	root := &t.nodes[1]
	for len(order) < want {
		next := int32(-1)
		for i := root.first; i < root.first+root.n; i++ {
			c := t.edges[i].child
			if c <= 0 || t.nodes[c].visits == 0 || slices.Contains(order, i) {
				continue
			}
			if nc := t.edges[max(next, 0)].child; next < 0 || t.nodes[c].visits > t.nodes[nc].visits || (t.nodes[c].visits == t.nodes[nc].visits && m.value(c) > m.value(nc)) {
				next = i
			}
		}
		if next < 0 {
			break
		}
		order = append(order, next)
	}
	return order
}

// pvFrom is edge e's step followed by the most visited children below it
// (none if e < 0).
func (m *Search) pvFrom(e int32) []movegen.Step {
	var pv []movegen.Step
	for ; e >= 0 && len(pv) < search.MaxPly; e = m.bestEdge(m.t.edges[e].child) {
		pv = append(pv, m.t.edges[e].step)
	}
	return pv
}
