package search

import (
	"math"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// The alpha-beta searcher as the backend of a tree search (package mcts,
// docs/search.md "The hybrid"). A tree search reaches the searcher only
// through TreeBackend: one per thread, each walking its own game, and
// sharing the transposition table. The split follows Lc0's and KataGo's
// (search / node / backend): the tree and its policy live in package
// mcts; the rules, the ordering knowledge that gives the priors and the
// values of the leaves (quiescence or a shallow alpha-beta) live here.

// Walker walks one thread's game down and up a tree's path: the steps
// of a node, the steps made and taken back, and the end-of-game tests.
type Walker interface {
	// Begin readies the thread for a search of p, with the game's
	// history and the limits; info, on the main thread, gets the progress
	// lines. The thread walks p itself (each thread needs its own copy),
	// and leaves it as it was between playouts.
	Begin(p *board.Position, history []uint64, lim Limits, info func(Info))
	// Pos is the thread's position, where its walk stands.
	Pos() *board.Position
	// Steps lists the steps of the position at ply for a tree node,
	// with lazy legality: a step the position's safety refuses is left
	// out, one that needs a legality trial before its first visit is
	// marked (Descend's trial). No steps and over: the side to move has no
	// action (mate or stalemate), score is its result.
	Steps(ply int, dst []TreeStep) (steps []TreeStep, over bool, score int)
	// Descend makes st at ply, testing its legality first if trial; it
	// reports false, and leaves the position as it was, if st is illegal.
	Descend(st movegen.Step, ply int, trial bool) bool
	// Ascend takes back the last step Descend made.
	Ascend()
	// GameOver is the end-of-game test of the node at ply (ply > 0), as
	// the alpha-beta search makes it: two Nulls in a row (twoNulls) and a
	// repetition at a turn's start draw, a king gone decides. The score
	// is the side to move's.
	GameOver(ply int, twoNulls bool) (over bool, score int)
	// Lost is the score of the side to move at ply when it is out of
	// steps: lost, as mate is, in the turns begun since the root.
	Lost(ply int) int
}

// Orderer gives a node's steps their logits (the priors before a
// softmax) from what orders them in the alpha-beta search.
type Orderer interface {
	// Logits writes a logit per step of steps, for the node at ply.
	Logits(steps []TreeStep, ply int)
}

// LeafValuer scores a leaf: by quiescence (the evaluation, once the
// captures and king blasts are resolved), or by a shallow alpha-beta.
// Scores are the side to move's.
type LeafValuer interface {
	Quiesce(ply int) int
	AlphaBeta(depth, ply int) int
}

// Budget counts one thread's nodes and says when to stop.
type Budget interface {
	// CountNode counts a node (a playout) and reports that the search
	// must stop: asked to, or out of its time or nodes.
	CountNode() bool
	// Stopped reports that the search stopped (inside a leaf's value too).
	Stopped() bool
	// PastSoft reports that the clock's base budget is spent: a search
	// that has no iterations stops there.
	PastSoft() bool
	// Elapsed is the time since the search began; Every is how often the
	// main thread reports its lines (0: never in the search).
	Elapsed() time.Duration
	Every() time.Duration
	// AllNodes is the nodes of every thread so far; OwnNodes this
	// thread's.
	AllNodes() uint64
	OwnNodes() uint64
}

// Reporter is what the main thread's answer needs: the turn played and the
// lines shown as whole turns, and the table's use.
type Reporter interface {
	CompleteTurn(pv []movegen.Step) []movegen.Step
	WholeTurns(pv []movegen.Step) []movegen.Step
	Hashfull() int
	ClearTable()
}

// TreeBackend is one thread of the searcher as a tree search sees it.
type TreeBackend interface {
	Walker
	Orderer
	LeafValuer
	Budget
	Reporter
}

// TreeStep is a step of a tree node: the step, whether it needs a
// legality trial before its first visit, and its logit.
type TreeStep struct {
	Step  movegen.Step
	Trial bool
	Logit float64
}

// TreeBackends gives a tree search its threads: the searcher first (the
// main thread, which reports and answers), then its helpers (SetThreads),
// all on the searcher's table and one thread each (no split search).
func (s *Searcher) TreeBackends() []TreeBackend {
	out := []TreeBackend{s}
	s.board = nil
	for _, h := range s.helpers {
		h.TT, h.board = s.TT, nil
		h.eagerLegal, h.nullPrune, h.lmr, h.aspire = s.eagerLegal, s.nullPrune, s.lmr, s.aspire
		out = append(out, h)
	}
	return out
}

// Begin implements Walker.
func (s *Searcher) Begin(p *board.Position, history []uint64, lim Limits, info func(Info)) {
	s.stop.Store(false)
	s.info, s.reported = info, 0
	s.job = nil
	s.setUp(p, history, lim)
	s.enter(0)
	s.walkKeys = s.walkKeys[:0]
}

// Pos implements Walker.
func (s *Searcher) Pos() *board.Position { return s.g.Pos }

// Steps implements Walker.
func (s *Searcher) Steps(ply int, dst []TreeStep) ([]TreeStep, bool, int) {
	g := s.g
	dst = dst[:0]
	if g.Pos.Turn().Actor == 0 && !g.HasLegalAction(ply) {
		return dst, true, s.Lost(ply) // only Null, or nothing: mated or stalemated
	}
	s.treeList = g.Generate(s.treeList[:0])
	sf := g.Safety()
	for _, st := range s.treeList {
		switch g.Verdict(&sf, st) {
		case movegen.Unsafe:
			continue
		case movegen.Trial:
			dst = append(dst, TreeStep{Step: st, Trial: true})
		default:
			dst = append(dst, TreeStep{Step: st})
		}
	}
	if len(dst) == 0 {
		return dst, true, s.Lost(ply)
	}
	return dst, false, 0
}

// Descend implements Walker.
func (s *Searcher) Descend(st movegen.Step, ply int, trial bool) bool {
	key, fresh := s.g.Pos.Hash(), s.g.Pos.Turn().Actor == 0
	if trial {
		sf := s.g.Safety()
		if played, _ := s.play(st, ply, &sf, true); !played {
			return false
		}
	} else {
		s.make(st, ply)
	}
	// The position the turn began in, for the repetition test below.
	s.walkKeys = append(s.walkKeys, fresh)
	if fresh {
		s.keys = append(s.keys, key)
	}
	s.enter(ply + 1)
	return true
}

// Ascend implements Walker.
func (s *Searcher) Ascend() {
	s.g.Unmake()
	last := len(s.walkKeys) - 1
	if s.walkKeys[last] {
		s.keys = s.keys[:len(s.keys)-1]
	}
	s.walkKeys = s.walkKeys[:last]
}

// GameOver implements Walker.
func (s *Searcher) GameOver(ply int, twoNulls bool) (bool, int) {
	side := s.g.Pos.SideToMove()
	if twoNulls { // V13-DRAW-NULL: the side that passed second drew
		return true, s.drawScore(side)
	}
	if s.g.Pos.Turn().Actor == 0 && s.repeated(s.g.Pos.Hash()) {
		return true, s.drawScore(side)
	}
	return s.kingGoneScore(ply)
}

func (s *Searcher) kingGoneScore(ply int) (bool, int) {
	score, over := s.kingGone(ply)
	return over, score
}

// Lost implements Walker.
func (s *Searcher) Lost(ply int) int { return -MateScore + s.turnsAt[ply] }

// Logits implements Orderer: captures by the victim's value, steps next
// to the enemy king and onto an active tomb beside it (the blast kills
// the king, V13-EXPLOSION), End, then the quiet steps by history; special
// moves and Null last. Where the mover's own king is in danger at its
// turn's start (the threat map, threat.go), the king's own steps and the
// steps onto the exposed squares beside it come first.
func (s *Searcher) Logits(steps []TreeStep, ply int) {
	p := s.g.Pos
	side := p.SideToMove()
	enemyKing, hasEnemyKing := s.g.KingSquare(side.Other())
	tombs := p.TombSquares(board.TombActive)
	// The threat map is the logits' own: s.threats[ply] is the alpha-beta
	// search's, which the leaf's quiescence at this ply orders by.
	var t threatMap
	if p.Turn().Actor == 0 {
		t = kingThreat(s.g, side)
	}
	danger := t.danger()
	for i := range steps {
		st := steps[i].Step
		var v float64
		switch st.Kind() {
		case movegen.KindNull:
			v = -4
		case movegen.KindEnd:
			v = 0.5
		case movegen.KindSpecial:
			v = -1.5
		default:
			if st.IsCapture() {
				v += 1 + float64(p.Variant.Value(p.PieceAt(st.To()).Type()))/6
			}
			if hasEnemyKing && st.To() != st.From() && enemyKing.NeighborSet().Has(st.To()) {
				v++
				if tombs.Has(st.To()) {
					v += 4
				}
			}
			v += float64(min(s.history[side][st.From()][st.To()], 1<<12)) / (1 << 11)
			if danger && st.Kind() == movegen.KindMove && (st.From() == t.king || t.exposed.Has(st.To())) {
				v += 1.5 // the king's own steps, and steps onto exposed squares beside it (they block them)
			}
		}
		steps[i].Logit = v
	}
}

// Quiesce implements LeafValuer.
func (s *Searcher) Quiesce(ply int) int { return s.quiesce(ply, -Infinity, Infinity) }

// AlphaBeta implements LeafValuer: an alpha-beta search of depth steps.
func (s *Searcher) AlphaBeta(depth, ply int) int { return s.negamax(depth, ply, -Infinity, Infinity) }

// CountNode implements Budget.
func (s *Searcher) CountNode() bool {
	s.nodes++
	return s.checkStop()
}

// Stopped implements Budget.
func (s *Searcher) Stopped() bool { return s.stopped }

// PastSoft implements Budget.
func (s *Searcher) PastSoft() bool {
	return s.soft > 0 && !s.limits.Infinite && s.clockFor(s.soft)
}

// Elapsed implements Budget.
func (s *Searcher) Elapsed() time.Duration { return time.Since(s.start) }

// Every implements Budget: the lines every two progress reports.
func (s *Searcher) Every() time.Duration { return 2 * s.ProgressEvery }

// AllNodes implements Budget.
func (s *Searcher) AllNodes() uint64 { return s.allNodes(s.nodes) }

// OwnNodes implements Budget.
func (s *Searcher) OwnNodes() uint64 { return s.nodes }

// CompleteTurn implements Reporter: the root side's turn of pv, finished
// if pv ends inside it. The game is at the root.
func (s *Searcher) CompleteTurn(pv []movegen.Step) []movegen.Step {
	s.total = s.allNodes(s.nodes)
	return s.completeTurn(pv)
}

// WholeTurns implements Reporter.
func (s *Searcher) WholeTurns(pv []movegen.Step) []movegen.Step { return s.wholeTurns(pv) }

// Hashfull implements Reporter.
func (s *Searcher) Hashfull() int { return s.TT.Hashfull() }

// ClearTable implements Reporter.
func (s *Searcher) ClearTable() { s.TT.Clear() }

// ForgetGame clears what the searcher keeps from one search to the next
// (ucinewgame): the transposition table. (A tree search keeps its tree
// itself: mcts.Search.ForgetGame.)
func (s *Searcher) ForgetGame() { s.TT.Clear() }

// ValueScale is the score, in centipawns, of a tree value of tanh(1)
// (0.76): a rook up is worth about 0.9 of a win.
const ValueScale = 800.0

// ToValue maps a score of the side to move to a tree value in [-1, 1]; a
// mate is ±1, a nearer one slightly more.
func ToValue(score int) float64 {
	switch {
	case score > MateScore-MaxPly:
		return 1 - float64(MateScore-score)*1e-4
	case score < -MateScore+MaxPly:
		return -1 + float64(MateScore+score)*1e-4
	}
	return math.Tanh(float64(score) / ValueScale)
}

// FromValue maps a tree value back to a score (a mate to a mate score).
func FromValue(v float64) int {
	switch {
	case v >= 1-MaxPly*1e-4:
		return MateScore - int(math.Round((1-v)*1e4))
	case v <= -1+MaxPly*1e-4:
		return -MateScore + int(math.Round((v+1)*1e4))
	}
	return int(math.Round(math.Atanh(max(min(v, 0.999999), -0.999999)) * ValueScale))
}
