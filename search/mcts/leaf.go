package mcts

import (
	"math"

	"github.com/frozenchess/engine/search"
)

// The backends of the leaves' values: a leaf is expanded (its steps, with
// priors from the backend's logits) and valued by the backend's
// quiescence search (the evaluation, once captures and king blasts are
// resolved); in the hybrid, a node that reaches HybridVisits visits is
// valued again by the backend's alpha-beta to HybridDepth steps. Both run
// on the thread's own game, the tree unlocked.

// leaf expands node n at ply, on the thread's game, and values it: a
// side with no action has lost (mate or stalemate, V13-WIN-STALEMATE);
// otherwise quiescence scores it. It returns the value from n's mover's
// view, or false if the search stopped meanwhile. The tree is unlocked on
// entry and on return. A node another thread expanded meanwhile keeps its
// edges; a full tree (maxEdges) leaves n a leaf that stays one.
func (m *Search) leaf(th *thread, n int32, ply int) (float64, bool) {
	b := th.b
	steps, over, score := b.Steps(ply, th.steps)
	th.steps = steps
	if !over {
		b.Logits(steps, ply)
		score = b.Quiesce(ply)
		if b.Stopped() {
			return 0, false
		}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	t := &m.t
	v := m.fromMover(n, search.ToValue(score))
	nd := &t.nodes[n]
	switch {
	case over:
		nd.flags |= terminal | hasMM
		nd.mm = float32(v)
		return v, true
	case !nd.is(expanded) && len(t.edges)+len(steps) <= maxEdges:
		first := int32(len(t.edges))
		var sum float64
		for _, st := range steps {
			w := math.Exp(st.Logit)
			sum += w
			child := unvisited
			if st.Trial {
				child = unvisitedTrial
			}
			t.edges = append(t.edges, edge{step: st.Step, prior: float32(w), child: child})
		}
		for i := range t.edges[first:] {
			t.edges[int(first)+i].prior /= float32(sum)
		}
		nd.first, nd.n = first, int32(len(steps))
		nd.flags |= expanded
	}
	if !nd.is(hasMM) {
		nd.mm = float32(v)
		nd.flags |= hasMM
	}
	return v, true
}

// searchNode is the hybrid's alpha-beta at the thread's node at ply: the
// score, as a value of the side to move, stands for the node's minimax
// value from then on. It reports false if the search stopped meanwhile.
// The tree is unlocked.
func (m *Search) searchNode(th *thread, ply int) (float64, bool) {
	score := th.b.AlphaBeta(m.HybridDepth, ply)
	if th.b.Stopped() {
		return 0, false
	}
	return search.ToValue(score), true
}
