package mcts

import (
	"math"

	"github.com/frozenchess/engine/search"
)

// The selection policy: PUCT, Q + c * P * sqrt(N) / (1 + n), with
// virtual loss for the threads and first-play urgency for the unvisited.

// value is what selection and the answer go by for node c: the mean of
// its playouts, blended with its minimax value in the hybrid; a decided
// node's value is its result. Mover's view.
func (m *Search) value(c int32) float64 {
	ch := &m.t.nodes[c]
	if ch.is(terminal) {
		return float64(ch.mm)
	}
	q := m.t.meanValue(c)
	if m.Hybrid && ch.is(hasMM) {
		q = (1-m.MinimaxWeight)*q + m.MinimaxWeight*float64(ch.mm)
	}
	return q
}

// selectEdge is PUCT at node n: the edge with the best value plus the
// exploration bonus its prior earns among few visits, or -1 if every
// edge is dead or being tried. An unvisited child counts as the node's
// own value plus FirstPlay (first-play urgency). It is optimistic: with
// priors this flat (a node has hundreds of steps, most of them quiet and
// alike) a pessimistic value (-0.2) left all but the first few children
// of a node unvisited (docs/search.md).
//
// Virtual loss: a playout under way through a child (another thread's)
// counts as a loss of that child until it is backed up, so that the
// threads spread over the tree. The node's own playout is not counted in
// its visits, so one thread selects as a search without threads does.
func (m *Search) selectEdge(n int32) int32 {
	t := &m.t
	nd := &t.nodes[n]
	if w := m.winningEdge(n); w >= 0 {
		return w // a win at once: nothing else is worth a playout
	}
	fpu := m.FirstPlay
	if nd.visits > 0 {
		fpu += t.ownValue(n)
	}
	sqrtN := math.Sqrt(float64(nd.visits + nd.inFlight - 1 + 1))
	best, bestScore := int32(-1), math.Inf(-1)
	for i := nd.first; i < nd.first+nd.n; i++ {
		e := &t.edges[i]
		q, visits := fpu, int32(0)
		switch {
		case e.child == dead:
			continue
		case e.child > 0:
			ch := &t.nodes[e.child]
			if ch.is(trying) {
				continue
			}
			visits = ch.visits + ch.inFlight
			switch {
			case ch.is(terminal):
				q = float64(ch.mm)
			case ch.inFlight > 0:
				q = (m.value(e.child)*float64(ch.visits) - m.VirtualLoss*float64(ch.inFlight)) / float64(visits)
			case ch.visits > 0:
				q = m.value(e.child)
			}
		}
		u := q + m.Exploration*float64(e.prior)*sqrtN/float64(1+visits)
		if u > bestScore {
			best, bestScore = i, u
		}
	}
	return best
}

// winningEdge is the edge of n whose node is decided as a win for the
// side to move at n (the nearest), or -1.
func (m *Search) winningEdge(n int32) int32 {
	t := &m.t
	nd := &t.nodes[n]
	best := int32(-1)
	for i := nd.first; i < nd.first+nd.n; i++ {
		c := t.edges[i].child
		if c <= 0 {
			continue
		}
		ch := &t.nodes[c]
		if ch.is(terminal) && float64(ch.mm) >= 1-search.MaxPly*1e-4 && (best < 0 || ch.mm > t.nodes[t.edges[best].child].mm) {
			best = i
		}
	}
	return best
}

// bestEdge is the edge of n to its most visited child (ties: the better
// value), or -1; a child that wins at once comes before any other.
func (m *Search) bestEdge(n int32) int32 {
	if w := m.winningEdge(n); w >= 0 {
		return w
	}
	t := &m.t
	nd := &t.nodes[n]
	best, bestChild := int32(-1), int32(0)
	for i := nd.first; i < nd.first+nd.n; i++ {
		c := t.edges[i].child
		if c <= 0 || t.nodes[c].visits == 0 {
			continue
		}
		if best < 0 || t.nodes[c].visits > t.nodes[bestChild].visits ||
			(t.nodes[c].visits == t.nodes[bestChild].visits && m.value(c) > m.value(bestChild)) {
			best, bestChild = i, c
		}
	}
	return best
}
