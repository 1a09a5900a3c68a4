package mcts

import (
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// The tree is two flat pools, as Lc0 splits edges from nodes: an edge is
// a step of an expanded node with its prior (16 bytes), a node is a
// position some playout has entered, with its statistics. A node with
// 2,500 steps costs 2,500 edges and only as many nodes as steps were
// visited (before the split every step was a 48-byte node). Pools grow by
// append, so threads hold indices, never pointers, across the tree's lock.

// edge is one step of an expanded node.
type edge struct {
	step  movegen.Step
	prior float32
	child int32 // the node the step leads to (> 0), or unvisited, unvisitedTrial or dead
}

// An edge's child before its node exists, or after its step proved illegal.
const (
	unvisited      int32 = 0
	unvisitedTrial int32 = -1 // the step needs a legality trial before its first visit (lazy legality)
	dead           int32 = -2 // the step is illegal: never selected
)

// node is one position of the tree, the one after its edge's step.
type node struct {
	key      uint64  // the position's hash, once a playout has entered it (tree reuse)
	sum      float64 // the playouts' values, from the mover's view
	visits   int32
	inFlight int32   // playouts under way through the node (virtual loss)
	mm       float32 // the minimax value, mover's view (valid when hasMM)
	first    int32   // the first edge; n edges
	n        int32
	mover    board.Side // the side that played the step into the node (the root: its own side)
	side     board.Side // the side to move at the node, once entered
	flags    nodeFlags
}

type nodeFlags uint8

const (
	expanded nodeFlags = 1 << iota // its edges are listed
	entered                        // a playout stood on it: side, key and the end-of-game test are known
	hasMM                          // mm is set
	terminal                       // the game is over here: mm is its value
	searched                       // hybrid: mm is an alpha-beta score (or one is under way)
	trying                         // its step's legality trial is under way: not selected meanwhile
)

func (n *node) is(f nodeFlags) bool { return n.flags&f != 0 }

// maxEdges bounds the tree (16 bytes an edge; nodes, one per visited
// edge, are fewer): past it, leaves are scored without being expanded.
const maxEdges = 1 << 21

// tree is the pools; index 0 is no node, 1 the root.
type tree struct {
	nodes []node
	edges []edge
	// the other buffers, for keeping a subtree (reuse)
	spareNodes []node
	spareEdges []edge
}

// reset makes a fresh tree whose root's side to move is side.
func (t *tree) reset(side board.Side) {
	t.nodes = append(t.nodes[:0], node{}, node{mover: side, side: side, flags: entered})
	t.edges = t.edges[:0]
}

// edgesOf is node n's edges.
func (t *tree) edgesOf(n int32) []edge {
	nd := &t.nodes[n]
	return t.edges[nd.first : nd.first+nd.n]
}

// newChild makes the node of edge e of node parent and returns it.
func (t *tree) newChild(parent int32, e int32) int32 {
	c := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{mover: t.nodes[parent].side})
	t.edges[e].child = c
	return c
}

// meanValue is node c's mean playout value, mover's view.
func (t *tree) meanValue(c int32) float64 {
	ch := &t.nodes[c]
	return ch.sum / float64(max(ch.visits, 1))
}

// ownValue is node n's value from its own side to move's view.
func (t *tree) ownValue(n int32) float64 {
	nd := &t.nodes[n]
	q := t.meanValue(n)
	if nd.mover != nd.side {
		return -q
	}
	return q
}

// reuseDepth bounds the steps from the last root to a position whose
// subtree is kept: the engine's turn and the opponent's, of a few steps
// each.
const reuseDepth = 16

// reuse makes the subtree of the tree whose position has hash key the
// tree, if a node within reuseDepth steps of the root has it (not the root
// itself: a repeated go answers as before). It reports whether it did.
func (t *tree) reuse(key, rootKey uint64) bool {
	if len(t.nodes) < 2 || key == rootKey {
		return false
	}
	target := int32(0)
	frontier := []int32{1}
	for depth := 0; depth < reuseDepth && target == 0 && len(frontier) > 0; depth++ {
		var next []int32
		for _, n := range frontier {
			for _, e := range t.edgesOf(n) {
				if e.child <= 0 {
					continue
				}
				ch := &t.nodes[e.child]
				if ch.visits == 0 {
					continue
				}
				if ch.key == key && !ch.is(terminal) {
					target = e.child
					break
				}
				if ch.is(expanded) {
					next = append(next, e.child)
				}
			}
			if target != 0 {
				break
			}
		}
		frontier = next
	}
	if target == 0 || !t.nodes[target].is(expanded) {
		return false
	}
	// Copy the subtree breadth-first: a node's edges stay together.
	oldNodes, oldEdges := t.nodes, t.edges
	nodes := append(t.spareNodes[:0], node{}, oldNodes[target])
	edges := t.spareEdges[:0]
	for i := 1; i < len(nodes); i++ {
		nd := &nodes[i]
		if !nd.is(expanded) {
			continue
		}
		first := int32(len(edges))
		for _, e := range oldEdges[nd.first : nd.first+nd.n] {
			if e.child > 0 {
				nodes = append(nodes, oldNodes[e.child])
				e.child = int32(len(nodes) - 1)
			}
			edges = append(edges, e)
		}
		nodes[i].first = first
	}
	// The game's history has grown since (the turns played): every node's
	// end-of-game test (a repetition) is made again on its next visit.
	for i := 2; i < len(nodes); i++ {
		if !nodes[i].is(terminal) {
			nodes[i].flags &^= entered
		}
	}
	t.nodes, t.edges = nodes, edges
	t.spareNodes, t.spareEdges = oldNodes[:0], oldEdges[:0]
	// The root's value is its own side's view: its children's sums are
	// from the view of the side that played into them, the root's side.
	root := &t.nodes[1]
	root.mover = root.side
	root.visits, root.sum, root.flags = 0, 0, root.flags&^(hasMM|searched)
	for _, e := range t.edgesOf(1) {
		if e.child > 0 {
			root.visits += t.nodes[e.child].visits
			root.sum += t.nodes[e.child].sum
		}
	}
	return true
}
