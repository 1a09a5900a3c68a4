package search

import (
	"math"
	"slices"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
)

// MCTS is Monte Carlo tree search over steps (docs/search.md): each
// playout descends the tree by PUCT, with priors from the move-ordering
// knowledge (captures by victim, steps next to the enemy king or onto an
// active tomb beside it, End before the other quiet steps, special moves
// and Null last), expands the node it reaches, and scores it with the
// evaluator through the quiescence search of the alpha-beta searcher it
// wraps, which also supplies the game, the end-of-game tests (a king gone,
// repetition, two Nulls, no action) and the incremental evaluation. A value
// is kept from the view of the side that played the step into the node:
// inside a turn the side does not change, so a value changes sign only
// where the side to move does.
//
// With Hybrid set it is the MCTS/alpha-beta hybrid: implicit minimax
// backups (Lanctot et al. 2014), each node keeping the minimax value of
// the evaluations below it, which selection blends into the mean value
// with weight MinimaxWeight; and, in the style of MCTS-IP-M-k (Baier and
// Winands 2015), a node reaching HybridVisits visits is searched by
// alpha-beta to HybridDepth steps, and that score stands for its minimax
// value.
//
// One thread; a search under a node limit alone is reproducible from a
// fresh tree. The tree is kept from one search to the next: a search whose
// position the last one's tree reached (the turns played since, up to
// reuseDepth steps) goes on from that subtree; any other position, the
// same one again included (so that a repeated go answers the same), starts
// a fresh tree, as does ForgetGame.
type MCTS struct {
	ab     *Searcher
	Hybrid bool

	// PUCT's exploration constant; the first-play value of an unvisited
	// child, relative to its parent's value (FirstPlay); the blend weight
	// of the minimax value (Hybrid); the visits at which a node gets its
	// alpha-beta search, and its depth in steps (Hybrid).
	Exploration   float64
	FirstPlay     float64
	MinimaxWeight float64
	HybridVisits  int32
	HybridDepth   int

	nodes    []mnode
	spare    []mnode // the other buffer, for keeping a subtree (reuse)
	rootKey  uint64  // the position of the tree's root
	kept     int     // the nodes kept from the last search's tree (tree reuse), 0 if none
	lastNull bool    // the step before the one enterChild made was a Null
	trials   []bool
	path     []int32
	legal    []movegen.Step
	playouts int
	maxPly   int
}

// mnode is one position of the tree: the one after step.
type mnode struct {
	step     movegen.Step
	key      uint64 // the position's hash, once a playout has entered it
	prior    float32
	visits   int32
	sum      float64 // the playouts' values, from the view of the side that played step
	mm       float32 // the minimax value, same view (valid when hasMM)
	first    int32   // the first child's index; 0: not expanded
	n        int32   // children
	side     board.Side
	hasMM    bool
	terminal bool // the game is over here: mm is its value
	searched bool // Hybrid: mm is an alpha-beta score
	trial    bool // step needs a legality trial before its first visit (lazy legality)
	dead     bool // step turned out illegal: never selected
}

// maxTreeNodes bounds the tree (48 bytes a node): past it, playouts
// evaluate their leaf without expanding it.
const maxTreeNodes = 1 << 20

// valueScale is the score, in centipawns, of a value of tanh(1) (0.76):
// a rook up is worth about 0.9 of a win.
const valueScale = 800.0

// NewMCTS makes an MCTS searcher on top of ab (its table, evaluator and
// limits handling); hybrid selects the hybrid.
func NewMCTS(ab *Searcher, hybrid bool) *MCTS {
	return &MCTS{ab: ab, Hybrid: hybrid, Exploration: 1.5, FirstPlay: 0.3, MinimaxWeight: 0.4, HybridVisits: 8, HybridDepth: 2}
}

// MCTS is the searcher's MCTS player (hybrid: the hybrid), made once and
// kept, so its tree's memory serves the next search.
func (s *Searcher) MCTS(hybrid bool) *MCTS {
	if s.mcts == nil {
		s.mcts = NewMCTS(s, hybrid)
	}
	s.mcts.Hybrid = hybrid
	return s.mcts
}

// Play implements player.Player. A depth limit d allows 256*d playouts (the
// tree has no iterations); a Mate limit is not looked at. MultiPV k gives
// the root's k most visited first steps, each with its line (lines).
func (m *MCTS) Play(p *board.Position, history []uint64, lim player.Limits, info func(Info)) Result {
	s := m.ab
	s.stop.Store(false)
	s.TT.Clear()
	s.info, s.reported = info, 0
	defer func() { s.info = nil }()
	s.setUp(p, history, Limits(lim))
	s.board = nil // one thread: the hybrid's alpha-beta shares no steps
	s.enter(0)
	m.kept = 0
	if m.reuse(p.Hash()) {
		m.kept = len(m.nodes) - 1
	} else {
		m.nodes = append(m.nodes[:0], mnode{}, mnode{side: p.SideToMove()}) // 0 is no node; 1 the root
	}
	m.rootKey = p.Hash()
	m.playouts, m.maxPly = 0, 0
	maxPlayouts := 0
	if lim.Depth > 0 {
		maxPlayouts = 256 * lim.Depth
	}
	lastLine := time.Duration(0)
	for !s.stopped {
		if maxPlayouts > 0 && m.playouts >= maxPlayouts {
			break
		}
		if m.playouts > 0 && s.soft > 0 && !s.limits.Infinite && s.clockFor(s.soft) {
			break
		}
		if m.playout() {
			m.playouts++
		}
		if m.winningChild(1) != 0 {
			break // a turn wins at once: nothing is left to decide
		}
		if info != nil && s.ProgressEvery > 0 && time.Since(s.start)-lastLine >= 2*s.ProgressEvery {
			lastLine = time.Since(s.start)
			infos, _ := m.lines(lim.MultiPV)
			for _, l := range infos {
				info(l)
			}
		}
	}
	res := Result{Nodes: s.nodes}
	pv := m.pv()
	if len(pv) > 0 {
		infos, pvs := m.lines(lim.MultiPV)
		res.Score, res.Depth, res.PV = infos[0].Score, infos[0].Depth, pv
		for i, l := range infos {
			res.Lines = append(res.Lines, Line{Score: l.Score, PV: pvs[i]})
			if info != nil {
				info(l)
			}
		}
	}
	s.total = s.nodes
	res.Turn = s.completeTurn(pv)
	return res
}

// reuseDepth bounds the steps from the last root to a position whose
// subtree is kept: the engine's turn and the opponent's, of a few steps
// each.
const reuseDepth = 16

// reuse makes the subtree of the last search's tree whose position has
// hash key the tree, if one within reuseDepth steps of the last root was
// visited and key is not the last root's own. It reports whether it did.
func (m *MCTS) reuse(key uint64) bool {
	if len(m.nodes) < 2 || key == m.rootKey {
		return false
	}
	target := int32(0)
	frontier := []int32{1}
	for depth := 0; depth < reuseDepth && target == 0 && len(frontier) > 0; depth++ {
		var next []int32
		for _, n := range frontier {
			nd := &m.nodes[n]
			for c := nd.first; c < nd.first+nd.n && target == 0; c++ {
				ch := &m.nodes[c]
				if ch.visits == 0 || ch.dead {
					continue
				}
				if ch.key == key && !ch.terminal {
					target = c
				} else if ch.first != 0 {
					next = append(next, c)
				}
			}
		}
		frontier = next
	}
	if target == 0 || m.nodes[target].first == 0 {
		return false
	}
	// Copy the subtree breadth-first: a node's children stay together.
	old := m.nodes
	kept := append(m.spare[:0], mnode{}, old[target])
	for i := 1; i < len(kept); i++ {
		if first, n := kept[i].first, kept[i].n; first != 0 {
			kept[i].first = int32(len(kept))
			kept = append(kept, old[first:first+n]...)
		}
	}
	m.nodes, m.spare = kept, old[:0]
	// The root's value is its side's view: its children's sums are from
	// the view of the side that played into them, the root's side.
	root := &m.nodes[1]
	root.step, root.visits, root.sum, root.hasMM, root.searched = 0, 0, 0, false, false
	for c := root.first; c < root.first+root.n; c++ {
		root.visits += m.nodes[c].visits
		root.sum += m.nodes[c].sum
	}
	return true
}

// ForgetGame clears what the searcher keeps from one search to the next
// (ucinewgame): the transposition table and the MCTS tree.
func (s *Searcher) ForgetGame() {
	s.TT.Clear()
	if s.mcts != nil {
		s.mcts.forget()
	}
}

// forget drops the tree: the next search starts afresh.
func (m *MCTS) forget() {
	m.nodes, m.rootKey = m.nodes[:0], 0
}

// lines are the info lines of the tree as it stands, want of them (at
// least one, at most one per visited first step): the best child of the
// root first (bestChild), then the others by visits, each followed by its
// most visited descendants. A line's score is its first node's value, from
// the root's side to move's view. The info lines show whole turns; pvs
// are the lines as the tree has them.
func (m *MCTS) lines(want int) (infos []Info, pvs [][]movegen.Step) {
	s := m.ab
	for i, c := range m.rootOrder(max(want, 1)) {
		pv := m.pvFrom(c)
		pvs = append(pvs, pv)
		infos = append(infos, Info{MultiPV: i + 1, Depth: len(pv), SelDepth: m.maxPly, Score: m.toScore(m.value(c)), Nodes: s.nodes,
			Time: time.Since(s.start), Hashfull: s.TT.Hashfull(), PV: s.wholeTurns(pv)})
	}
	if len(infos) == 0 {
		infos = append(infos, Info{MultiPV: 1, SelDepth: m.maxPly, Nodes: s.nodes, Time: time.Since(s.start), Hashfull: s.TT.Hashfull()})
		pvs = append(pvs, nil)
	}
	return infos, pvs
}

// rootOrder is the root's best child, then its other visited children by
// visits (ties: the better value), up to want of them.
func (m *MCTS) rootOrder(want int) []int32 {
	best := m.bestChild(1)
	if best == 0 {
		return nil
	}
	order := []int32{best}
	root := &m.nodes[1]
	for len(order) < want {
		next := int32(0)
		for c := root.first; c < root.first+root.n; c++ {
			ch := &m.nodes[c]
			if ch.visits == 0 || ch.dead || slices.Contains(order, c) {
				continue
			}
			if next == 0 || ch.visits > m.nodes[next].visits || (ch.visits == m.nodes[next].visits && m.value(c) > m.value(next)) {
				next = c
			}
		}
		if next == 0 {
			break
		}
		order = append(order, next)
	}
	return order
}

// pv follows the most visited children from the root.
func (m *MCTS) pv() []movegen.Step {
	return m.pvFrom(m.bestChild(1))
}

// pvFrom is node n's step followed by the most visited children below it.
func (m *MCTS) pvFrom(n int32) []movegen.Step {
	var pv []movegen.Step
	for ; n != 0 && len(pv) < MaxPly; n = m.bestChild(n) {
		pv = append(pv, m.nodes[n].step)
	}
	return pv
}

// bestChild is the most visited child of n (ties: the better value), or 0;
// a child that wins at once (a decided node, won for its mover) comes
// before any other.
func (m *MCTS) bestChild(n int32) int32 {
	nd := &m.nodes[n]
	if w := m.winningChild(n); w != 0 {
		return w
	}
	best := int32(0)
	for c := nd.first; c < nd.first+nd.n; c++ {
		ch := &m.nodes[c]
		if ch.visits == 0 {
			continue
		}
		if best == 0 || ch.visits > m.nodes[best].visits ||
			(ch.visits == m.nodes[best].visits && m.value(c) > m.value(best)) {
			best = c
		}
	}
	return best
}

// winningChild is the child of n that is decided as a win for the side to
// move at n (the nearest), or 0.
func (m *MCTS) winningChild(n int32) int32 {
	nd := &m.nodes[n]
	best := int32(0)
	for c := nd.first; c < nd.first+nd.n; c++ {
		ch := &m.nodes[c]
		if ch.terminal && !ch.dead && float64(ch.mm) >= 1-MaxPly*1e-4 && (best == 0 || ch.mm > m.nodes[best].mm) {
			best = c
		}
	}
	return best
}

// value is what selection and the answer go by: the mean of the playouts,
// blended with the minimax value in the hybrid; a decided node's value is
// its result.
func (m *MCTS) value(c int32) float64 {
	ch := &m.nodes[c]
	if ch.terminal {
		return float64(ch.mm)
	}
	q := ch.sum / float64(max(ch.visits, 1))
	if m.Hybrid && ch.hasMM {
		q = (1-m.MinimaxWeight)*q + m.MinimaxWeight*float64(ch.mm)
	}
	return q
}

// toValue maps a score of the side to move to a value in [-1, 1]; a mate
// is ±1, a nearer one slightly more.
func toValue(score int) float64 {
	switch {
	case score > MateScore-MaxPly:
		return 1 - float64(MateScore-score)*1e-4
	case score < -MateScore+MaxPly:
		return -1 + float64(MateScore+score)*1e-4
	}
	return math.Tanh(float64(score) / valueScale)
}

// toScore maps a value back to a score (a mate to a mate score).
func (m *MCTS) toScore(v float64) int {
	switch {
	case v >= 1-MaxPly*1e-4:
		return MateScore - int(math.Round((1-v)*1e4))
	case v <= -1+MaxPly*1e-4:
		return -MateScore + int(math.Round((v+1)*1e4))
	}
	return int(math.Round(math.Atanh(max(min(v, 0.999999), -0.999999)) * valueScale))
}

// playout descends from the root to a leaf, scores it and backs the value
// up. It reports false when the search stopped inside it (nothing is
// backed up then).
func (m *MCTS) playout() bool {
	s := m.ab
	g := s.g
	m.path = append(m.path[:0], 1)
	keys := len(s.keys)
	n := int32(1)
	ply := 0
	var v float64 // the leaf's value, from the view of the side that played into it
	twoNulls := false
	for {
		nd := &m.nodes[n]
		if nd.terminal {
			v = float64(nd.mm)
			break
		}
		fresh := g.Pos.Turn().Actor == 0
		if ply > 0 {
			if over, score := m.gameOver(ply, fresh, twoNulls); over {
				v = m.fromMover(n, toValue(score))
				nd.terminal, nd.hasMM, nd.mm = true, true, float32(v)
				break
			}
		}
		if nd.first == 0 {
			score, ok := m.expand(n, ply, fresh)
			if !ok {
				break
			}
			nd = &m.nodes[n] // expand may move the slice
			v = m.fromMover(n, toValue(score))
			if nd.terminal {
				nd.mm, nd.hasMM = float32(v), true
			} else if !nd.hasMM {
				nd.mm, nd.hasMM = float32(v), true
			}
			break
		}
		if m.Hybrid && !nd.searched && nd.visits >= m.HybridVisits && ply > 0 {
			m.search(n, ply)
			if s.stopped {
				break
			}
		}
		key := g.Pos.Hash()
		c := m.enterChild(n, ply)
		if c == 0 {
			// Every step was illegal after all: no way to go on or end the
			// turn, lost as mate is (negamax's verdict too).
			v = m.fromMover(n, toValue(-MateScore+s.turnsAt[ply]))
			nd := &m.nodes[n]
			nd.terminal, nd.hasMM, nd.mm = true, true, float32(v)
			break
		}
		if fresh {
			s.keys = append(s.keys, key) // the position the turn began in, for the repetition test below
		}
		st := m.nodes[c].step
		twoNulls = st.Kind() == movegen.KindNull && m.lastNull // V13-DRAW-NULL
		ply++
		s.enter(ply)
		m.nodes[c].key = g.Pos.Hash()
		m.path = append(m.path, c)
		n = c
		if ply >= MaxPly-2 {
			score := s.quiesce(ply, -Infinity, Infinity)
			v = m.fromMover(n, toValue(score))
			break
		}
	}
	m.maxPly = max(m.maxPly, ply)
	for range ply {
		g.Unmake()
	}
	s.keys = s.keys[:keys]
	if s.stopped {
		return false
	}
	s.nodes++ // a playout counts as a node: one that meets only decided nodes costs no other
	if s.checkStop() {
		return false
	}
	m.backUp(v)
	return true
}

// enterChild selects a child of node n at ply and makes its step; a step
// that needs a legality trial gets it now, on its first visit, and one that
// fails it is dead, and another is selected. It returns 0 when every child
// is dead.
func (m *MCTS) enterChild(n int32, ply int) int32 {
	s := m.ab
	for {
		c := m.selectChild(n)
		if c == 0 {
			return 0
		}
		ch := &m.nodes[c]
		m.lastNull = s.g.Pos.LastNull()
		if !ch.trial {
			s.make(ch.step, ply)
			return c
		}
		sf := s.g.Safety()
		if played, _ := s.play(ch.step, ply, &sf, true); played {
			ch.trial = false
			return c
		}
		ch.trial, ch.dead = false, true
	}
}

// gameOver is the end-of-game test of the node at ply, as negamax makes
// it: a repeated position at a turn's start and two Nulls in a row draw; a
// king gone decides. The score is the side to move's.
func (m *MCTS) gameOver(ply int, fresh, twoNulls bool) (bool, int) {
	s := m.ab
	side := s.g.Pos.SideToMove()
	if twoNulls {
		// The side that passed second drew; the score is the side to move's.
		return true, s.drawScore(side)
	}
	if fresh && s.repeated(s.g.Pos.Hash()) {
		return true, s.drawScore(side)
	}
	if score, over := s.kingGone(ply); over {
		return true, score
	}
	return false, 0
}

// fromMover turns a value of the side to move at node n into the view of
// the side that played into n (its parent's side to move).
func (m *MCTS) fromMover(n int32, v float64) float64 {
	if len(m.path) < 2 {
		return v // the root: its own side's view
	}
	parent := m.path[len(m.path)-2]
	if m.nodes[parent].side != m.ab.g.Pos.SideToMove() {
		return -v
	}
	return v
}

// expand generates the steps of node n at ply, gives them priors, and
// scores n: through quiescence, or as lost if the side to move has no
// action (mate or stalemate, V13-WIN-STALEMATE). It reports false if the
// search stopped meanwhile.
//
// Legality is lazy, as in negamax: a step the position's Safety refuses
// is left out, one it passes is kept, and one that needs a trial is tried
// on its first visit (enterChild). Testing every step at once (Game.Legal)
// took 87% of the time of a playout. A step after which the turn cannot
// end leads to a node without a way on: lost, so never chosen.
func (m *MCTS) expand(n int32, ply int, fresh bool) (int, bool) {
	s := m.ab
	g := s.g
	side := g.Pos.SideToMove()
	m.nodes[n].side = side
	if fresh && !g.HasLegalAction(ply) {
		m.nodes[n].terminal = true // only Null, or nothing: mated or stalemated
		return -MateScore + s.turnsAt[ply], true
	}
	pseudo := g.Generate(m.legal[:0])
	sf := g.Safety()
	m.legal, m.trials = pseudo[:0], m.trials[:0]
	for _, st := range pseudo {
		switch g.Verdict(&sf, st) {
		case movegen.Unsafe:
			continue
		case movegen.Trial:
			m.trials = append(m.trials, true)
		default:
			m.trials = append(m.trials, false)
		}
		m.legal = append(m.legal, st)
	}
	if len(m.legal) == 0 {
		m.nodes[n].terminal = true
		return -MateScore + s.turnsAt[ply], true
	}
	score := s.quiesce(ply, -Infinity, Infinity)
	if s.stopped {
		return 0, false
	}
	if len(m.nodes)+len(m.legal) > maxTreeNodes {
		return score, true // the tree is full: a leaf that stays one
	}
	first := int32(len(m.nodes))
	var sum float64
	for i, st := range m.legal {
		w := math.Exp(m.logit(st, side))
		sum += w
		m.nodes = append(m.nodes, mnode{step: st, prior: float32(w), trial: m.trials[i]})
	}
	for i := range m.legal {
		m.nodes[int(first)+i].prior /= float32(sum)
	}
	m.nodes[n].first, m.nodes[n].n = first, int32(len(m.legal))
	return score, true
}

// logit is a step's prior before normalization, from the move-ordering
// knowledge: captures by the victim's value, steps next to the enemy king
// and onto an active tomb beside it (the blast kills the king,
// V13-EXPLOSION), End, then the quiet steps by history; special moves and
// Null last.
func (m *MCTS) logit(st movegen.Step, side board.Side) float64 {
	s := m.ab
	p := s.g.Pos
	switch st.Kind() {
	case movegen.KindNull:
		return -4
	case movegen.KindEnd:
		return 0.5
	case movegen.KindSpecial:
		return -1.5
	}
	v := 0.0
	if st.IsCapture() {
		v += 1 + float64(p.Variant.Value(p.PieceAt(st.To()).Type()))/6
	}
	if king, ok := s.g.KingSquare(side.Other()); ok && st.To() != st.From() {
		if king.NeighborSet().Has(st.To()) {
			v += 1
			if p.TombSquares(board.TombActive).Has(st.To()) {
				v += 4
			}
		}
	}
	v += float64(min(s.history[side][st.From()][st.To()], 1<<12)) / (1 << 11)
	return v
}

// selectChild is PUCT: the child with the best value plus the exploration
// bonus its prior earns among few visits, or 0 if every child is dead. An
// unvisited child counts as the node's own value plus FirstPlay
// (first-play urgency). It is optimistic: with priors this flat (a node
// has hundreds of steps, most of them quiet and alike) a pessimistic value
// (-0.2) left all but the first few children of a node unvisited, and the
// hybrid visited one first step in 81 playouts; +0.3 solved 50 of the 78
// tactics at 20,000 nodes against 27 (MCTS: 51 against 40), and won a
// match at equal nodes (docs/search.md).
func (m *MCTS) selectChild(n int32) int32 {
	nd := &m.nodes[n]
	fpu := m.FirstPlay
	if nd.visits > 0 {
		fpu += m.nodeValue(n)
	}
	if w := m.winningChild(n); w != 0 {
		return w // a win at once: nothing else is worth a playout
	}
	sqrtN := math.Sqrt(float64(nd.visits + 1))
	best, bestScore := int32(0), math.Inf(-1)
	for c := nd.first; c < nd.first+nd.n; c++ {
		ch := &m.nodes[c]
		if ch.dead {
			continue
		}
		q := fpu
		if ch.visits > 0 || ch.terminal {
			q = m.value(c)
		}
		u := q + m.Exploration*float64(ch.prior)*sqrtN/float64(1+ch.visits)
		if u > bestScore {
			best, bestScore = c, u
		}
	}
	return best
}

// nodeValue is node n's value from its own side to move's view.
func (m *MCTS) nodeValue(n int32) float64 {
	nd := &m.nodes[n]
	q := nd.sum / float64(max(nd.visits, 1))
	if n == 1 {
		return q
	}
	// the path's parent of n is not kept here; a node's side and its
	// mover differ exactly when the side changed into it
	return q * m.moverSign(n)
}

// moverSign is +1 when the side that played into n is n's side to move
// (n is inside a turn), -1 otherwise. The step into n ended a turn exactly
// when the sides differ; a node not yet expanded counts as inside.
func (m *MCTS) moverSign(n int32) float64 {
	for i := len(m.path) - 1; i > 0; i-- {
		if m.path[i] == n {
			if m.nodes[m.path[i-1]].side != m.nodes[n].side {
				return -1
			}
			return 1
		}
	}
	return 1
}

// backUp adds v, the value of the path's last node from the view of the
// side that played into it, to every node of the path, each from its own
// mover's view; in the hybrid each node's minimax value follows its
// children's.
func (m *MCTS) backUp(v float64) {
	for i := len(m.path) - 1; i >= 0; i-- {
		n := m.path[i]
		nd := &m.nodes[n]
		nd.visits++
		nd.sum += v
		if m.Hybrid && i < len(m.path)-1 && !nd.searched && !nd.terminal {
			m.minimax(n, i)
		}
		// v is from the view of path[i-1]'s side; the parent's mover is
		// path[i-2]'s side (the root's: its own).
		if i >= 2 && m.nodes[m.path[i-2]].side != m.nodes[m.path[i-1]].side {
			v = -v
		}
	}
}

// minimax sets node n's minimax value, n at index i of the path: the best
// of its children's, from the view of the side that played into n.
func (m *MCTS) minimax(n int32, i int) {
	nd := &m.nodes[n]
	best, found := -2.0, false
	for c := nd.first; c < nd.first+nd.n; c++ {
		if ch := &m.nodes[c]; ch.hasMM && float64(ch.mm) > best {
			best, found = float64(ch.mm), true
		}
	}
	if !found {
		return
	}
	if i > 0 && m.nodes[m.path[i-1]].side != nd.side {
		best = -best
	}
	nd.mm, nd.hasMM = float32(best), true
}

// search is the hybrid's alpha-beta at node n, at ply on the path: its
// score stands for n's minimax value from then on.
func (m *MCTS) search(n int32, ply int) {
	s := m.ab
	score := s.negamax(m.HybridDepth, ply, -Infinity, Infinity)
	if s.stopped {
		return
	}
	v := toValue(score)
	if len(m.path) >= 2 && m.nodes[m.path[len(m.path)-2]].side != s.g.Pos.SideToMove() {
		v = -v
	}
	nd := &m.nodes[n]
	nd.mm, nd.hasMM, nd.searched = float32(v), true, true
}
