// Package search finds the best turn: iterative-deepening alpha-beta
// (negamax with PVS) over steps, with a transposition table, move ordering
// and a quiescence search over captures. A turn holds several steps by one
// side, so the score changes sign only when the side to move changes.
package search

import (
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
)

const (
	// Infinity bounds every score.
	Infinity = 1 << 24
	// MateScore is the score of giving mate now; a mate n turns away (n
	// changes of the side to move, whatever the steps each turn holds)
	// scores MateScore - n.
	MateScore = player.MateScore
	// MaxPly bounds the search depth in steps.
	MaxPly = player.MaxPly
	// Contempt is how much the engine dislikes a draw (in score units): a
	// draw counts -Contempt for the side the search plays for, so it does
	// not give a game away by two Null moves in a row while it stands about
	// even.
	Contempt = 50
)

// Evaluator scores a position from the side to move's point of view.
type Evaluator interface {
	Evaluate(p *board.Position) int
}

// SquareEvaluator is an Evaluator whose score is a sum over squares plus a
// cheap rest, both White minus Black: Evaluate(p) = ±(BoardScore(p) +
// Rest(p)). The search then rescores only the squares each step touches.
type SquareEvaluator interface {
	Evaluator
	SquareScore(p *board.Position, sq board.Square) int
	SquaresScore(p *board.Position, sqs []board.Square) int // SquareScore summed over sqs
	AreaScore(p *board.Position, area *board.SquareSet) int // SquareScore summed over area
	BoardScore(p *board.Position) int
	Rest(p *board.Position) int
}

// Limits say when to stop (player.Limits, with the clock's budget and the
// mate test as methods).
type Limits player.Limits

// Info is what the search reports: a line after each completed iteration
// (one per MultiPV line), the root step it turns to, and its progress.
type Info = player.Info

// Searcher holds the state that lives across searches.
type Searcher struct {
	TT   *TT
	Eval Evaluator

	stop     atomic.Bool
	g        *movegen.Game
	keys     []uint64 // hashes of the positions at turn starts: game history, then the search path
	histLen  int      // how many of keys are the game's history
	histBits keyBits  // the history's keys, for a quick "not among them"
	nodes    uint64
	seldepth int
	limits   Limits
	start    time.Time
	soft     time.Duration
	hard     time.Duration
	stopped  bool

	killers     [MaxPly + 1][2]movegen.Step
	history     [2][board.NumSquares][board.NumSquares]int32
	rootSide    board.Side
	hadKing     [2]bool              // per side: a king stood on the board at the root
	sqEval      SquareEvaluator      // s.Eval, if it is one
	sqSum       [MaxPly + 2]int      // BoardScore at each ply when sqEval is set
	areaBefore  [MaxPly + 1]areaMemo // per ply: the last region make scored before its step
	touched     []board.Square       // make's scratch: the squares a step can change
	clocked     []board.UnitID       // make's scratch: the mover's units with running clocks
	pv          [MaxPly + 1][MaxPly + 1]movegen.Step
	pvLen       [MaxPly + 1]int
	orderKeys   [MaxPly + 1][]int64        // per ply: sort keys of the steps (see order)
	orderSteps  [MaxPly + 1][]movegen.Step // per ply: the steps in generation order
	sortScratch keyScratch                 // sortRest's buffers
	pickers     [MaxPly + 1]picker         // per ply: the negamax node's staged steps
	eagerLegal  bool                       // judge every step before its search (tests: no lazy legality)
	nullPrune   bool                       // null-move pruning (on; tests turn it off)
	lmr         bool                       // late-move reductions and pruning (Selective when made; selective.go)
	nullReply   [MaxPly + 1]bool           // per ply: the node answers a pruning Null
	sideAt      [MaxPly + 1]board.Side     // per ply: the side to move at the node (enter)
	turnsAt     [MaxPly + 1]int            // per ply: the turns begun since the root, the unit of mate distances
	excluded    []movegen.Step             // root steps the line being searched may not begin with (MultiPV)
	lines       []Line                     // the lines of the iteration under way
	lastLines   []Line                     // the lines of the last completed iteration (aspiration windows)
	aspire      bool                       // aspiration windows (Selective when made; selective.go)
	threats     [MaxPly + 1]threatMap      // per ply: the mover's king danger at a turn's start (threat.go)
	extended    [MaxPly + 1]int8           // per ply: threat extensions taken on the line to the node
	refutations []refutation               // the opponent's winning turns found (defence.go)
	threatened  bool                       // the root side is threatened: each iteration's turn is verified (defence.go)
	verified    []movegen.Step             // the last turn verified (defence.go)

	// specHistory is the history of the special moves by kind and the low
	// bits of the argument (a Rotate's block size and angle), not squares:
	// the Rotate that refutes a turn is a big block turned somewhere, rarely
	// at the corner of the last one (order).
	specHistory [2][256][specArgMask + 1]int32
	tried       [MaxPly + 1][maxTried]movegen.Step // per ply: the quiet steps searched without a cut (history malus)
	triedLen    [MaxPly + 1]int

	helpers     []*Searcher              // the other threads (SetThreads)
	published   atomic.Uint64            // nodes, as the other threads may read them (every 256)
	ponderHitAt atomic.Int64             // when the search saw Limits.PonderHit closed (Unix ns); 0: not yet
	running     sync.WaitGroup           // the helpers still searching
	board       *splitBoard              // where the threads share out steps (nil: one thread)
	splitSteps  []movegen.Step           // the main thread's: the steps of its last job
	line        [MaxPly + 1]movegen.Step // the main thread's: the steps of its first line (see split.go)
	firstLine   int                      // the main thread's: the ply of its first line's node
	innerSplit  int                      // the least depth of a shared node below the root (innerSplitDepth)
	info        func(Info)               // the main thread's: the search's reports (nil: none)
	walkKeys    []bool                   // a tree search's walk: per step made, whether it began a turn (backend.go)
	treeList    []movegen.Step           // a tree search's scratch: a node's steps (backend.go)
	reported    time.Duration            // the main thread's: when it last reported its progress
	main        *Searcher                // a helper's: the main thread, whose limits it keeps
	job         *splitJob                // a helper's: the job it works on
	failure     string                   // a helper's: the panic that stopped it
	joined      bool                     // a helper's: it took a job in this search, and set up for it
	total       uint64                   // the last search's nodes, all threads

	// CurrMoveAfter is how long a search runs before it reports each root
	// step it turns to (currmove); ProgressEvery is how often it reports
	// its nodes, speed and table use (InfoProgress) meanwhile. A GUI shows
	// these in a long search. 0 turns either off (New's default: the
	// caller of Search gets its lines only); the protocol sets
	// CurrMoveAfterGUI and ProgressEvery.
	CurrMoveAfter, ProgressEvery time.Duration
}

// Line is one principal variation of a MultiPV search.
type Line = player.Line

// protectionStates is how many positions' protection states (Q7) the
// search's game keeps by hash, about 5 MB: at depth 4 on the bench suite
// they spare the pass of one position in nine that needs one.
const protectionStates = 8192

// New makes a searcher with a table of hashMB megabytes, and its game
// (prepare), so that the first search does not make it in its time.
func New(hashMB int, ev Evaluator) *Searcher {
	s := &Searcher{TT: NewTT(hashMB), Eval: ev, nullPrune: true, innerSplit: innerSplitDepth, lmr: Selective, aspire: Selective}
	s.prepare()
	return s
}

// The reports a GUI wants: the progress under a second apart, so it sees
// a line at least once a second, and currmove after a second.
const (
	ProgressEvery    = 500 * time.Millisecond
	CurrMoveAfterGUI = time.Second
)

// Play is Search for the player interface.
func (s *Searcher) Play(p *board.Position, history []uint64, lim player.Limits, info func(Info)) Result {
	return s.Search(p, history, Limits(lim), info)
}

// Stop asks a running search to return as soon as it can. (A Stop that
// comes before Search has started is forgotten; Limits.Stop is not.)
func (s *Searcher) Stop() { s.stop.Store(true) }

// Nodes is the node count of the last search, all threads.
func (s *Searcher) Nodes() uint64 { return s.total }

// Result is a search's answer.
type Result = player.Result

// Search looks for the best turn of the side to move in p. history holds
// the hashes of earlier positions of the game at turn starts (for the
// repetition rule); info, if not nil, is called after each iteration. The
// transposition table is cleared first, so the same position, limits and
// options always give the same answer. p is left as it was.
//
// With helper threads (SetThreads), the threads share out the steps of the
// first line's nodes (split.go) and the table; the node counts are those of
// all threads. Only a one-thread search is reproducible: which thread
// searches which step, and with what alpha, depends on timing.
func (s *Searcher) Search(p *board.Position, history []uint64, lim Limits, info func(Info)) Result {
	s.stop.Store(false)
	s.TT.Clear()
	s.info, s.reported = info, 0
	defer func() { s.info = nil }()
	s.startHelpers(p, history)
	defer func() {
		if r := recover(); r != nil {
			s.stopHelpers() // no helper is left waiting for a job that never comes
			panic(r)
		}
	}()
	res := s.deepen(p, history, lim, info)
	res.Nodes, res.Failures = s.stopHelpers()
	s.total = res.Nodes
	res.Turn = s.completeTurn(res.PV)
	return res
}

// setUp readies s for a search of p.
func (s *Searcher) setUp(p *board.Position, history []uint64, lim Limits) {
	s.stopped = false
	s.nodes, s.seldepth = 0, 0
	s.published.Store(0)
	s.limits = lim
	s.start = time.Now()
	s.ponderHitAt.Store(0)
	if !lim.Start.IsZero() && lim.Start.Before(s.start) {
		s.start = lim.Start // the time spent since go arrived counts
	}
	s.budget(p.SideToMove())
	s.killers = [MaxPly + 1][2]movegen.Step{}
	s.lastLines = s.lastLines[:0]
	s.refutations, s.threatened, s.verified = s.refutations[:0], false, s.verified[:0] // none known yet (defence.go)
	s.history = [2][board.NumSquares][board.NumSquares]int32{}
	s.specHistory = [2][256][specArgMask + 1]int32{}
	if s.g == nil {
		s.g = movegen.NewGame(p)
		s.g.RememberProtection(protectionStates)
	} else {
		s.g.Reset(p) // its grown buffers serve again
	}
	s.rootSide = p.SideToMove()
	for side := board.White; side <= board.Black; side++ {
		_, s.hadKing[side] = s.g.KingSquare(side)
	}
	s.setHistory(history)
	s.sqEval, _ = s.Eval.(SquareEvaluator)
	if s.sqEval != nil {
		s.sqSum[0] = s.sqEval.BoardScore(p)
	}
}

// deepen is iterative deepening, for the limits' lines.
func (s *Searcher) deepen(p *board.Position, history []uint64, lim Limits, info func(Info)) Result {
	s.setUp(p, history, lim)
	maxDepth := MaxPly - 8
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, maxDepth)
	}
	want := 1
	if lim.MultiPV > 1 {
		firsts := len(s.g.Legal(0, nil))
		if len(lim.SearchMoves) > 0 {
			firsts = len(lim.SearchMoves)
		}
		want = min(lim.MultiPV, firsts) // no more lines than first steps
	}
	var res Result
	for depth := 1; depth <= maxDepth; depth++ {
		if !s.iterate(depth, max(want, 1)) {
			break // stopped in its first line: keep the last completed iteration
		}
		if depth == 1 && !s.stopped && !isMate(s.lines[0].Score) {
			// The threats are looked for once a first turn is known (a
			// turn that wins needs none, and a short search keeps one),
			// and depth 1 is searched again if there are any (defence.go).
			if s.threatened = s.rootThreats(); len(s.refutations) > 0 && !s.stopped && !s.iterate(depth, max(want, 1)) {
				break
			}
		}
		for again := 0; again < maxReverify && s.threatened && !s.stopped && !isMate(s.lines[0].Score) && s.verify(s.lines[0].PV); again++ {
			// The turn chosen loses to a reply the search did not know:
			// search the depth again with it (defence.go).
			if !s.iterate(depth, max(want, 1)) {
				break
			}
		}
		if s.stopped && len(s.lines) == 0 {
			break
		}
		res = Result{Score: s.lines[0].Score, Depth: depth, PV: s.lines[0].PV}
		if !s.stopped || depth == 1 { // an iteration cut short reports its first line only in its result
			res.Lines = append([]Line(nil), s.lines...)
			if info != nil {
				nodes := s.allNodes(s.nodes)
				for i, l := range s.lines {
					if len(l.PV) == 0 {
						continue // stopped at the root before any step (go nodes 1): no line, no score to show
					}
					info(Info{MultiPV: i + 1, Depth: depth, SelDepth: s.seldepth, Score: l.Score, Nodes: nodes,
						Time: time.Since(s.start), Hashfull: s.TT.Hashfull(), PV: s.wholeTurns(l.PV)})
				}
			}
		}
		if s.stopped || s.pastSoft() || lim.mateEnds(res.Score) {
			break
		}
	}
	return res
}

// mateEnds reports a score that ends the deepening: with a Mate limit, a
// mate by the side to move within it.
func (lim Limits) mateEnds(score int) bool {
	m := Info{Score: score}.MateIn()
	return lim.Mate > 0 && m > 0 && m <= lim.Mate
}

// leftOut reports a root step the search does not consider: the first step
// of a line already found (MultiPV), or not among the SearchMoves.
func (s *Searcher) leftOut(st movegen.Step) bool {
	only := s.limits.SearchMoves
	return slices.Contains(s.excluded, st) || (len(only) > 0 && !slices.Contains(only, st))
}

// iterate searches one depth for up to want lines: the best line, then the
// best of those beginning with another first step, and so on (MultiPV, as
// Stockfish excludes the root moves of the lines found). The lines, best
// first, go to s.lines. It reports false when the search stopped before its
// first line was complete (at depth 1 that line counts anyway: it is all
// there is).
func (s *Searcher) iterate(depth, want int) bool {
	s.lines = s.lines[:0]
	s.excluded = s.excluded[:0]
	for len(s.lines) < want {
		var score int
		if want == 1 && s.aspire && depth >= aspirationDepth && len(s.lastLines) > 0 && !isMate(s.lastLines[0].Score) {
			score = s.aspirate(depth, s.lastLines[0].Score)
		} else {
			score = s.negamax(depth, 0, -Infinity, Infinity)
		}
		if s.stopped && (depth > 1 || len(s.lines) > 0) {
			break // a line cut short is dropped
		}
		if len(s.lines) > 0 && s.pvLen[0] == 0 {
			break // no other first step is legal
		}
		s.lines = append(s.lines, Line{Score: score, PV: append([]movegen.Step(nil), s.pv[0][:s.pvLen[0]]...)})
		if s.stopped || s.pvLen[0] == 0 {
			break
		}
		s.excluded = append(s.excluded, s.pv[0][0])
	}
	// A later line can score above an earlier one (its search saw another
	// table); the best first, ties in the order found.
	slices.SortStableFunc(s.lines, func(a, b Line) int { return b.Score - a.Score })
	if len(s.lines) > 0 && !s.stopped {
		s.lastLines = append(s.lastLines[:0], s.lines...)
	}
	return len(s.lines) > 0
}

// budget sets the soft limit (no new iteration after it) and the hard limit
// (the search returns) from the clock, as most UCI engines do.
func (s *Searcher) budget(side board.Side) { s.soft, s.hard = s.limits.Budget(side) }

// Budget is the time a side may think under these limits: the soft limit
// (no new iteration after it) and the hard one (stop). Both are 0 when no
// clock limits the search.
func (lim Limits) Budget(side board.Side) (soft, hard time.Duration) {
	switch {
	case lim.MoveTime > 0:
		// The overhead is kept back, but never more than half of a short
		// movetime: "go movetime 20" with the default 30 ms overhead thinks
		// 10 ms, not nothing. The time is the search's to use whole, as
		// Stockfish uses a movetime: iterations begin until the hard limit
		// (which ends the last one). With a clock the soft limit saves time
		// for later turns; here there is nothing to save it for, and a
		// movetime 1000 answered after 620 ms.
		hard = max(lim.MoveTime-min(lim.Overhead, lim.MoveTime/2), time.Millisecond)
		soft = hard
	case lim.Time[side] > 0:
		// A floor of the clock (ClockFloor) is not spent: above it the
		// rest is shared out over the turns to go, plus three quarters of
		// the increment; at or below it a turn spends less than half the
		// increment, the less the lower the clock, so that the clock climbs
		// back. The floor is what survives a turn that costs far more than
		// planned on a busy machine (issue 28: one cost 2.4 s against a
		// plan of 0.5 s); a clock that hovered just above zero lost on time
		// at the first such turn.
		room := max(lim.Time[side]-lim.Overhead, 0)
		inc := lim.Inc[side]
		floor := max(ClockFloor(lim.Overhead, inc), lim.Floor)
		togo := lim.MovesToGo
		if togo <= 0 {
			togo = TurnsToGo
		}
		base, stretch := time.Duration(0), time.Duration(3) // hard is base*stretch
		if usable := room - floor; usable > 0 {
			base = usable/time.Duration(togo) + inc*3/4
		} else {
			base = time.Duration(float64(inc/2) * float64(room) / float64(floor))
			stretch = 2 // at most the increment, even for a turn that runs to hard
		}
		soft = max(min(base, room/4), time.Millisecond)
		hard = max(min(base*stretch, room/3), time.Millisecond)
	}
	return soft, hard
}

// ClockFloor is the part of a clock the budget does not spend: sixteen
// Move Overheads (the protocol raises the overhead to the lag it sees, so
// the floor grows on a busy machine) and two increments: 0.52 s of 2+0.02
// with the default 30 ms, 0.68 s of 10+0.1. With eight, at 2+0.02 and two
// games on two busy cores, a clock that hovered at its floor of 0.28 s met
// a turn of 0.28 s (1 loss on time in 20 games; 6 in 20 before the floor).
// Stockfish keeps back about fifty overheads this way.
func ClockFloor(overhead, inc time.Duration) time.Duration {
	return max(16*overhead+2*inc, time.Millisecond)
}

// TurnsToGo is how many more turns a clock without movestogo is shared
// out over. Games of FrozenChess run long (a match adjudicates after 400
// plies, 200 turns a side): spread over 30 turns and with no reserve, a
// 5+0.05 clock was down to its last 0.15 s by turn 45 and lived on the
// increment from there, where one slow answer lost on time (7 of 20
// games, fcmatch).
const TurnsToGo = 50

// pastSoft reports that no new iteration may begin: the soft limit has
// passed; with a clock, 60% of it already, since an iteration that begins
// later would rarely end before the hard limit.
func (s *Searcher) pastSoft() bool {
	soft := s.soft
	if s.limits.MoveTime == 0 {
		soft = soft * 6 / 10
	}
	return soft > 0 && !s.limits.Infinite && s.clockFor(soft)
}

// clockFor reports that the clock has run for longer than d: since the
// search started or, if it ponders, since the ponder hit; never while it
// still ponders. Helpers ask their main thread, so the hit's time is
// atomic.
func (s *Searcher) clockFor(d time.Duration) bool {
	if s.limits.PonderHit == nil {
		return time.Since(s.start) > d
	}
	at := s.ponderHitAt.Load()
	if at == 0 {
		select {
		case <-s.limits.PonderHit:
			s.ponderHitAt.CompareAndSwap(0, time.Now().UnixNano())
			at = s.ponderHitAt.Load()
		default:
			return false // still pondering
		}
	}
	return time.Since(time.Unix(0, at)) > d
}

// checkStop polls the limits; node limits are exact, so a node-limited
// search is reproducible.
func (s *Searcher) checkStop() bool {
	if s.stopped {
		return true
	}
	if s.limits.Nodes > 0 && s.nodes >= s.limits.Nodes && len(s.helpers) == 0 {
		s.stopped = true
	} else if s.nodes&255 == 0 {
		s.published.Store(s.nodes)
		s.reportProgress()
		if s.main != nil { // a helper: the job's end, or the main thread's limits
			s.stopped = s.stop.Load() || (s.job != nil && s.job.aborted.Load()) || s.main.pastLimits(s.main.published.Load())
		} else {
			s.stopped = s.pastLimits(s.nodes)
		}
	}
	return s.stopped
}

// pastLimits reports that the search must stop: asked to, out of time, or
// out of nodes, with own as this searcher's own node count. A helper asks
// its main thread, whose limits are fixed while the threads search.
func (s *Searcher) pastLimits(own uint64) bool {
	return s.stop.Load() || s.stopSignalled() || (s.hard > 0 && !s.limits.Infinite && s.clockFor(s.hard)) ||
		(s.limits.Nodes > 0 && s.allNodes(own) >= s.limits.Nodes)
}

func (s *Searcher) stopSignalled() bool {
	select {
	case <-s.limits.Stop:
		return true
	default:
		return false
	}
}

// reportCurrMove reports the root step the main thread turns to, its
// number-th, once the search has run for CurrMoveAfter.
func (s *Searcher) reportCurrMove(depth int, st movegen.Step, number int) {
	if s.info != nil && s.CurrMoveAfter > 0 && time.Since(s.start) >= s.CurrMoveAfter {
		s.info(Info{Kind: player.InfoCurrMove, Depth: depth, CurrMove: st, CurrMoveNumber: number})
	}
}

// reportProgress reports the nodes, speed and table use every
// ProgressEvery (the main thread looks every 256 of its nodes).
func (s *Searcher) reportProgress() {
	if s.info == nil || s.ProgressEvery <= 0 {
		return
	}
	if t := time.Since(s.start); t-s.reported >= s.ProgressEvery {
		s.reported = t
		s.info(Info{Kind: player.InfoProgress, Nodes: s.allNodes(s.nodes), Time: t, Hashfull: s.TT.Hashfull()})
	}
}

// keyBits is a set of hashes by their top 12 bits: a key whose bit is not
// set is not in the set.
type keyBits [64]uint64

func (b *keyBits) add(key uint64)      { b[key>>58] |= 1 << (key >> 52 & 63) }
func (b *keyBits) has(key uint64) bool { return b[key>>58]&(1<<(key>>52&63)) != 0 }

// setHistory starts the keys with the game's history.
func (s *Searcher) setHistory(history []uint64) {
	s.keys = append(s.keys[:0], history...)
	s.histLen = len(history)
	s.histBits = keyBits{}
	for _, k := range history {
		s.histBits.add(k)
	}
}

// repeated reports that the position at a turn start appeared before in the
// game or on the search path: the side to move can claim nothing better
// than a draw by repeating it. The path is short; the game's history, which
// every node would otherwise walk (hundreds of turns late in a game, 4% of
// such a search), is walked only for a key whose bit it has.
func (s *Searcher) repeated(key uint64) bool {
	for i := len(s.keys) - 1; i >= s.histLen; i-- {
		if s.keys[i] == key {
			return true
		}
	}
	if !s.histBits.has(key) {
		return false
	}
	for i := s.histLen - 1; i >= 0; i-- {
		if s.keys[i] == key {
			return true
		}
	}
	return false
}

func (s *Searcher) negamax(depth, ply int, alpha, beta int) int {
	p := s.g.Pos
	s.pvLen[ply] = 0
	s.enter(ply)
	s.seldepth = max(s.seldepth, ply) // also where the game ends: the line reached it
	fresh := p.Turn().Actor == 0
	key := p.Hash() // the table's key: exact
	if s.turnsAt[ply] == 0 {
		key ^= s.refSalt() // the root side's turn: its scores change with the refutations known (defence.go)
	}
	rkey := p.RepetitionHash() // the repetition test's: ranges, not idle counts (V13-DRAW-REPETITION)
	if ply > 0 && fresh && s.repeated(rkey) {
		return s.drawScore(p.SideToMove())
	}
	if score, over := s.kingGone(ply); over {
		return score
	}
	if ply > 0 {
		// Mate distance pruning: the side to move can do no worse than be
		// mated here, nor better than mate at the other side's next turn;
		// a window outside those bounds is decided (once a mate is found,
		// the longer ones are not searched).
		alpha = max(alpha, -MateScore+s.turnsAt[ply])
		beta = min(beta, MateScore-s.turnsAt[ply]-1)
		if alpha >= beta {
			return alpha
		}
	}
	if s.refutes(ply, fresh) && s.refuted(ply) {
		return MateScore - s.turnsAt[ply] - 1 // a known winning turn still wins (defence.go)
	}
	depth += s.threatExtension(depth, ply, fresh)
	if depth <= 0 || ply >= MaxPly-1 {
		return s.quiesce(ply, alpha, beta)
	}
	s.nodes++
	if s.checkStop() {
		return 0
	}
	if ply == 0 {
		s.firstLine = 0
	}

	var ttStep movegen.Step
	if e, ok := s.TT.probe(key); ok {
		ttStep = e.step
		if ply > 0 && int(e.depth) >= depth {
			sc := fromTT(int(e.score), s.turnsAt[ply])
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && sc >= beta,
				e.bound == boundUpper && sc <= alpha:
				return sc
			}
		}
	}

	sf := s.g.Safety()
	if s.nullCut(depth, ply, beta, fresh, &sf) {
		return beta
	}
	if s.stopped {
		return 0 // stopped inside the Null's search: its steps would count one node more
	}

	// Staged generation (picker): the table step, the captures and the
	// killers are tried before the whole list is generated.
	pk := &s.pickers[ply]
	pk.start(s, ply, ttStep, fresh)

	if fresh {
		s.keys = append(s.keys, rkey)
	}
	side := p.SideToMove()
	best, bestStep := -Infinity, movegen.Step(0)
	origAlpha := alpha
	pvNode := beta-alpha > 1
	legal, action := 0, false
	stand, haveStand := 0, false // the static score, once futility pruning asks for it
	s.triedLen[ply] = 0
	for {
		st, ok := pk.next(s)
		if !ok {
			break
		}
		if st.Kind() == movegen.KindNull && fresh && !action {
			// Null is ordered last: nothing else was legal. Mate, or a
			// stalemate, which loses too (V13-WIN-STALEMATE ruling).
			break
		}
		if st.Kind() == movegen.KindNull && s.nullReply[ply] {
			continue // passing back to a pruning Null is no reply
		}
		if ply == 0 && s.leftOut(st) {
			// Another line's first step (legal: it was searched there),
			// or one the caller did not ask for (it asked for legal
			// ones, so the node is not mate).
			action = true
			continue
		}
		if s.lmr && !pvNode && ply > 0 && action && depth <= lmpMaxDepth && legal >= lmpCount(depth) &&
			!isMate(best) && !sf.InCheck() && s.plainlyQuiet(st, ply, ttStep) {
			continue // late-move pruning, before the step is made
		}
		if FutilityPruning && s.lmr && depth == 1 && !pvNode && ply > 0 && action && !isMate(best) && !isMate(alpha) && !sf.InCheck() {
			if !haveStand {
				stand, haveStand = s.evaluate(ply), true
			}
			if s.futilePlain(st, ply, stand, alpha, ttStep) {
				continue // futility pruning (futility.go)
			}
		}
		lastNull := p.LastNull()
		// Until a first action is known legal, each step is judged before
		// its search (the node may be mate), and so is every step of a king
		// in check (most are illegal); otherwise a step that needs a trial
		// is judged only if its score would count (see play). The root's
		// steps are all judged first: each is reported (currmove), and a
		// trial there costs nothing beside the step's search.
		played, pending := s.play(st, ply, &sf, s.eagerLegal || !action || sf.InCheck() || ply == 0)
		if !played {
			continue
		}
		legal++
		if ply == 0 {
			s.reportCurrMove(depth, st, legal)
		}
		s.pvLen[ply+1] = 0 // a child that is not searched has no variation
		reduce := 0
		if s.lmr && !sf.InCheck() && s.quiet(st, ply, ttStep) {
			if !pvNode && ply > 0 && action && depth <= lmpMaxDepth && legal > lmpCount(depth) && !isMate(best) {
				s.g.Unmake() // late-move pruning
				continue
			}
			reduce = s.historyAdjusted(lmrReduction(depth, legal, pvNode), st, side, depth)
		}
		onFirstLine := legal == 1 && ply == s.firstLine
		if onFirstLine {
			s.line[ply], s.firstLine = st, ply+1
		}
		score := s.child(st, depth, ply, alpha, beta, legal == 1, side, lastNull, reduce)
		if onFirstLine {
			s.firstLine = ply
		}
		if s.stopped {
			s.g.Unmake()
			break
		}
		if pending && score > best && !s.g.SafeAfter(&sf) {
			s.g.Unmake() // illegal after all: its score does not count
			legal--
			continue
		}
		s.g.Unmake()
		action = action || (st.Kind() != movegen.KindNull && (!pending || score > best))
		if score > best {
			best, bestStep = score, st
			s.pv[ply][0] = st
			copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
			s.pvLen[ply] = 1 + s.pvLen[ply+1]
		}
		if score > alpha {
			alpha = score
		}
		if alpha >= beta {
			if !st.IsCapture() {
				k := &s.killers[ply]
				if k[0] != st {
					k[1], k[0] = k[0], st
				}
				s.rewardHistory(st, side, depth, ply)
			}
			break
		}
		s.noteTried(st, ply)
		if legal == 1 && s.splitting(depth, ply) {
			// The first step of a node of the first line is searched:
			// the threads share the rest.
			job := s.split(pk, depth, ply, alpha, beta, &sf, side, fresh)
			legal += job.legal
			action = action || job.action
			if job.best > best {
				best, bestStep = job.best, job.pv[0]
				s.pvLen[ply] = copy(s.pv[ply][:], job.pv)
			}
			alpha = max(alpha, best)
			if s.stopped || alpha >= beta {
				break
			}
		}
	}
	if !action && !s.stopped && (fresh || legal == 0) {
		best = -MateScore + s.turnsAt[ply] // no legal action: mated or stalemated
		s.pvLen[ply] = 0
	}
	if fresh {
		s.keys = s.keys[:len(s.keys)-1]
	}
	pk.finish(s)
	if s.stopped {
		return best
	}
	b := boundExact
	switch {
	case best <= origAlpha:
		b = boundUpper
	case best >= beta:
		b = boundLower
	}
	if !s.nullReply[ply] && (ply > 0 || (len(s.excluded) == 0 && len(s.limits.SearchMoves) == 0)) { // a node that left out steps stores nothing
		s.TT.store(key, depth, toTT(best, s.turnsAt[ply]), b, bestStep)
	}
	return best
}

// child scores the position after st, just made at ply by side (lastNull:
// the step before st was a Null), with PVS: the whole window for a node's
// first step; for the others a null window, searched again with the whole
// window if the step beats alpha.
//
// A late quiet step is first searched reduce steps shallower (late-move
// reductions), and again at the full depth if it beats alpha there.
func (s *Searcher) child(st movegen.Step, depth, ply, alpha, beta int, first bool, side board.Side, lastNull bool, reduce int) int {
	switch {
	case st.Kind() == movegen.KindNull && lastNull:
		return s.drawScore(side) // two nulls in a row draw (V13-DRAW-NULL)
	case s.g.Pos.SideToMove() != side:
		if first {
			return -s.negamax(depth-1, ply+1, -beta, -alpha)
		}
		score := alpha + 1
		if reduce > 0 {
			score = -s.negamax(depth-1-reduce, ply+1, -alpha-1, -alpha)
		}
		if score > alpha && !s.stopped {
			score = -s.negamax(depth-1, ply+1, -alpha-1, -alpha)
		}
		if score > alpha && score < beta && !s.stopped {
			score = -s.negamax(depth-1, ply+1, -beta, -alpha)
		}
		return score
	default: // the same side steps on inside its turn
		if first {
			return s.negamax(depth-1, ply+1, alpha, beta)
		}
		score := alpha + 1
		if reduce > 0 {
			score = s.negamax(depth-1-reduce, ply+1, alpha, alpha+1)
		}
		if score > alpha && !s.stopped {
			score = s.negamax(depth-1, ply+1, alpha, alpha+1)
		}
		if score > alpha && score < beta && !s.stopped {
			score = s.negamax(depth-1, ply+1, alpha, beta)
		}
		return score
	}
}

// nullCut is null-move pruning: at the start of a turn, not in check,
// with the static score at or above beta, the side to move passes (the Null
// move, V13-NULLMOVE) and the opponent's reply is searched to a reduced
// depth with a null window. If the pass still holds beta, the node fails
// high without a search of its own steps. In chess a pass is not a move and
// zugzwang can make the cut wrong; here the Null move is a legal turn
// whenever the king is not in check and the ply's end does not blow it up,
// so a node is worth at least what passing is worth. Pruning passes only
// where the legality test needs no trial for it (Safety.Need). One
// liberty is taken: the reply may not pass back. Two Nulls in a row draw
// (V13-DRAW-NULL), so with that reply no pruning search could score above
// the draw; the reply node, which lacks a legal step, stores nothing in the
// table. Not after the opponent's Null, at the root, or near mate scores,
// and never in a variant without the Null move (FrozenChess 8.0,
// V8-VICTORY-DRAW): there a pass is no legal turn, so passing proves nothing
// (zugzwang is real) and the pass would enter positions the game never has.
func (s *Searcher) nullCut(depth, ply, beta int, fresh bool, sf *movegen.Safety) bool {
	if !s.nullPrune || !s.g.Pos.Variant.Has(board.MechNullMove) || ply == 0 || !fresh || depth < nullMinDepth || sf.Need(movegen.NullStep) != movegen.Safe ||
		beta >= MateScore-MaxPly || beta <= -MateScore+MaxPly || s.g.Pos.LastNull() || s.evaluate(ply) < beta {
		return false
	}
	s.make(movegen.NullStep, ply)
	s.pvLen[ply+1] = 0
	s.nullReply[ply+1] = true
	score := -s.negamax(depth-1-nullReduction(depth), ply+1, -beta, -beta+1)
	s.nullReply[ply+1] = false
	s.g.Unmake()
	return !s.stopped && score >= beta
}

// nullMinDepth is the least depth, in steps, that tries null-move pruning.
const nullMinDepth = 3

// nullReduction is how many steps shallower than the others the Null move
// is searched.
func nullReduction(depth int) int { return 2 + depth/6 }

// quiesce searches captures only, standing pat on the evaluation (which
// inside a turn stands for ending it).
func (s *Searcher) quiesce(ply int, alpha, beta int) int {
	return s.qsearch(ply, alpha, beta, 0, 0)
}

// specArgMask keeps the argument bits of a special move that its history
// is kept by (specHistory).
const specArgMask = 63

// qsearchAll is how many steps deep quiescence tries every capture; deeper
// it tries only the captures on the square the last capture was made on
// (recaptures). Without that bound, a position where the armies stand in
// contact (a Rotate can carry a whole 8x8 block of units into the enemy's
// camp, V13-ROTATE) has capture lines as long as the search's ply limit,
// every unit taking another across the board: a million quiescence nodes
// below one step.
const qsearchAll = 4

// qsearch is quiesce at qply steps below the horizon, last being the square
// of the last capture (qply > 0).
func (s *Searcher) qsearch(ply int, alpha, beta, qply int, last board.Square) int {
	p := s.g.Pos
	s.nodes++
	if s.checkStop() {
		return 0
	}
	s.enter(ply) // the turns begun, for a mate score here (a blast or a capture took a king)
	s.pvLen[ply] = 0
	s.seldepth = max(s.seldepth, ply)
	if score, over := s.kingGone(ply); over {
		return score
	}
	if s.refutes(ply, p.Turn().Actor == 0) && s.refuted(ply) {
		return MateScore - s.turnsAt[ply] - 1 // a known winning turn still wins (defence.go)
	}
	stand := s.evaluate(ply)
	if p.Turn().InProgress() && s.endRefuted(ply) {
		stand = -MateScore + s.turnsAt[ply] + 2 // standing pat ends the turn, and a known reply wins (standpat.go)
	}
	if stand >= beta || ply >= MaxPly-1 {
		return stand
	}
	alpha = max(alpha, stand)
	side := p.SideToMove()
	best := stand
	if qply < qsearchAll {
		if score, cut := s.qsearchBlasts(ply, alpha, beta, qply, side); score > best {
			best, alpha = score, max(alpha, score)
			if cut || s.stopped {
				return best
			}
		}
	}
	if score, cut := s.qsearchMarches(ply, alpha, beta, qply, side); score > best {
		best, alpha = score, max(alpha, score)
		if cut || s.stopped {
			return best
		}
	}
	if !s.g.MayCapture() {
		return best // nothing to capture: standing pat is all there is
	}
	caps := s.g.GenerateCaptures(s.g.List(ply))
	list := caps
	s.orderCaptures(caps, ply)
	var sf movegen.Safety
	if len(caps) > 0 {
		// The legality test of Q8, as in negamax: the enemy's empowered
		// patterns are those of this turn's start (Q7), not of the
		// position after the capture.
		sf = s.g.Safety()
	}
	for i, st := range caps {
		if i == 1 {
			s.sortRest(caps, ply)
			st = caps[1]
		}
		if qply >= qsearchAll && st.To() != last {
			continue
		}
		played, pending := s.play(st, ply, &sf, s.eagerLegal)
		if !played {
			continue
		}
		var score int
		if p.SideToMove() != side {
			score = -s.qsearch(ply+1, -beta, -alpha, qply+1, st.To())
		} else {
			score = s.qsearch(ply+1, alpha, beta, qply+1, st.To())
		}
		if s.stopped {
			s.g.Unmake()
			break
		}
		if pending && score > best && !s.g.SafeAfter(&sf) {
			s.g.Unmake() // illegal after all: its score does not count
			continue
		}
		s.g.Unmake()
		if score > best {
			best = score
		}
		if score > alpha {
			alpha = score
			if alpha >= beta {
				break
			}
		}
	}
	s.g.Keep(ply, list)
	return best
}

// play makes st at ply unless it is illegal (Q8) by sf, the Safety of the
// position before it, and reports whether it did. Negamax and quiescence
// share it, so both judge a step by the protection state of the turn's
// start (Q7).
//
// A step that needs a trial (SafeAfter) gets it now if eager; otherwise it
// is made untried and pending is true: the caller searches it and asks
// SafeAfter only if its score would count (would raise the best score so
// far), with the step still made, as SafeAfter wants. Most steps of a node
// fail low and never need the answer (lazy legality).
func (s *Searcher) play(st movegen.Step, ply int, sf *movegen.Safety, eager bool) (played, pending bool) {
	verdict := s.g.Verdict(sf, st) // readies sf once per node for the moves that need it (Exchange)
	if verdict == movegen.Unsafe {
		return false, false
	}
	s.make(st, ply)
	if verdict != movegen.Trial {
		return true, false
	}
	if !eager {
		return true, true
	}
	if !s.g.SafeAfter(sf) {
		s.g.Unmake()
		return false, false
	}
	return true, false
}

// completeTurn cuts the principal variation to the root side's turn. If the
// variation ends inside the turn, the turn is finished step by step: with
// the step the table holds for the position, while it is legal, since a
// variation is cut short where a node's score came from the table (a PVS
// re-search whose window the mate distance narrowed to the score of the
// null-window search before it: a 4-step Knight's March that blew up the
// king was reported as mate, with one step in the variation); then, where
// the search ran out of depth, with the legal step of the best static
// score. Legal keeps only steps after which the turn can end, so
// this finishes the turn, unless the variation itself led to a step after
// which End and every next step expose the king: a search too shallow to
// look past that step cannot know (Q8). Then the whole turn is built again
// from the root the same way.
func (s *Searcher) completeTurn(pv []movegen.Step) []movegen.Step {
	// The search's own game, at the root again: what is made here is
	// unmade before returning, so the game and its buffers serve the next
	// search as they are.
	g := s.g
	var turn []movegen.Step
	defer func() {
		for range turn {
			g.Unmake()
		}
	}()
	for _, st := range pv {
		g.Make(st)
		turn = append(turn, st)
		if g.Pos.Turn().Actor == 0 {
			return turn
		}
	}
	restarted := false
	for (len(turn) == 0 || g.Pos.Turn().Actor != 0) && len(turn) < MaxPly {
		legal := g.Legal(0, nil)
		if len(legal) == 0 {
			if len(turn) == 0 || restarted {
				break // no legal turn at all
			}
			for range turn {
				g.Unmake()
			}
			turn, restarted = turn[:0], true
			continue
		}
		if st, ok := s.tableStep(legal); ok && !restarted {
			g.Make(st)
			turn = append(turn, st)
			continue
		}
		best, bestScore := legal[0], -Infinity
		for _, st := range legal {
			g.Make(st)
			sc := s.Eval.Evaluate(g.Pos)
			if g.Pos.SideToMove() != s.rootSide {
				sc = -sc
			}
			g.Unmake()
			if sc > bestScore {
				best, bestScore = st, sc
			}
		}
		g.Make(best)
		turn = append(turn, best)
	}
	return turn
}

// tableStep is the step the table holds for the game's position, if it is
// among legal.
func (s *Searcher) tableStep(legal []movegen.Step) (movegen.Step, bool) {
	e, ok := s.TT.probe(s.g.Pos.Hash() ^ s.refSalt()) // the root side's turn (negamax's key)
	if !ok || e.step == 0 || !slices.Contains(legal, e.step) {
		return 0, false
	}
	return e.step, true
}

// wholeTurns is pv as an info line shows it: whole turns only, as a
// protocol turn token holds a whole turn. A variation that ends inside a
// later turn (the depth ran out there) loses that turn's steps: written
// out, they would read as a turn that ends there. One that ends inside its
// first turn has that turn finished as bestmove finishes it
// (completeTurn), so that the line begins with the turn the engine plays.
// The game is at the root, and is left there.
func (s *Searcher) wholeTurns(pv []movegen.Step) []movegen.Step {
	g := s.g
	whole := 0
	for i, st := range pv {
		g.Make(st)
		if g.Pos.Turn().Actor == 0 {
			whole = i + 1
		}
	}
	for range pv {
		g.Unmake()
	}
	if whole == 0 {
		return s.completeTurn(pv)
	}
	return slices.Clone(pv[:whole])
}

// kingGone scores the node at ply if a king that stood on the board at the
// root is gone: the game is over (V13-KING-LOSS). A blast kills any king
// in its 3x3 (V13-EXPLOSION); King's Check spares kings (V13-KING-IMMUNITY)
// and a step that blows up its own king is illegal, so in play the king
// lost is the other side's. The side without its king has lost, as if
// mated there: the side to move now, in the turn it began (-MateScore plus
// the turns begun); the other side, at the start of its next turn. Both
// kings gone is a draw.
func (s *Searcher) kingGone(ply int) (score int, over bool) {
	side := s.g.Pos.SideToMove()
	_, mine := s.g.KingSquare(side)
	_, theirs := s.g.KingSquare(side.Other())
	mine, theirs = mine || !s.hadKing[side], theirs || !s.hadKing[side.Other()]
	switch {
	case mine && theirs:
		return 0, false
	case !mine && !theirs:
		return s.drawScore(side), true
	case !mine:
		return -MateScore + s.turnsAt[ply], true
	}
	return MateScore - s.turnsAt[ply] - 1, true
}

// drawScore is a draw's score for side: -Contempt for the side the search
// plays for, +Contempt for its opponent.
func (s *Searcher) drawScore(side board.Side) int {
	if side == s.rootSide {
		return -Contempt
	}
	return Contempt
}

// make plays a step at ply and keeps the square sum of ply+1: the squares
// the step can change (its start and end, or the actor's square for End,
// and where the mover's units with running clocks stand, whose paralysis
// term ticks at the turn's end) are scored before and after, with the
// region of a mass relocation (movegen's Game.Region: a Rotate's block, a
// Shift's line); a step that changed units anywhere else makes the whole
// sum afresh.
func (s *Searcher) make(st movegen.Step, ply int) {
	if s.sqEval == nil {
		s.g.Make(st)
		return
	}
	p := s.g.Pos
	sqs := s.touched[:0]
	switch st.Kind() {
	case movegen.KindNull:
	case movegen.KindEnd:
		// The actor may lose its next turn to a tomb it walked over.
		sqs = append(sqs, p.Unit(p.Turn().Actor).Square)
	default:
		sqs = append(sqs, st.From())
		if st.To() != st.From() {
			sqs = append(sqs, st.To())
		}
	}
	s.clocked = p.Clocked(p.SideToMove(), s.clocked[:0])
	for _, id := range s.clocked {
		if sq := p.Unit(id).Square; !slices.Contains(sqs, sq) {
			sqs = append(sqs, sq)
		}
	}
	sum := s.sqSum[ply]
	if area, ok := s.g.Region(st); ok {
		// A mass relocation (a Rotate's block, a Shift's line), undone
		// without a copy of the position: its squares scored before and
		// after, with the step's own and the clocks'.
		for _, sq := range sqs {
			area.Add(sq)
		}
		// The Rotates of one block by other angles (and a Shift's other
		// distances) score the same squares of the same position before:
		// the sum is kept for the node's next step over the same area.
		// (The evaluator reads the memo's copy of the area: a pointer to
		// a local passed through the interface would move it to the heap.)
		m := &s.areaBefore[ply]
		if !m.ok || m.key != p.Hash() || m.area != area {
			m.ok, m.key, m.area = true, p.Hash(), area
			m.sum = s.sqEval.AreaScore(p, &m.area)
		}
		sum -= m.sum
		s.g.Make(st)
		if s.g.Within(&area) {
			sum += s.sqEval.AreaScore(p, &m.area)
		} else {
			sum = s.sqEval.BoardScore(p) // it changed units elsewhere too (a blast, a partner freed)
		}
		s.touched = sqs
		s.sqSum[ply+1] = sum
		return
	}
	sum -= s.sqEval.SquaresScore(p, sqs)
	s.g.Make(st)
	switch {
	case s.g.Local() || s.g.ClocksOnly():
		sum += s.sqEval.SquaresScore(p, sqs)
	default:
		hit, before, ok := s.g.Hit()
		if !ok {
			sum = s.sqEval.BoardScore(p) // units elsewhere changed, where is not known
			break
		}
		// Blasts and the like: the squares they hit, scored as they were
		// (in the copy the game kept) and as they are.
		sum += s.sqEval.SquaresScore(p, sqs)
		for w, word := range hit {
			for ; word != 0; word &= word - 1 {
				sq := board.Square(w*64 + bits.TrailingZeros64(word))
				if !slices.Contains(sqs, sq) {
					sum += s.sqEval.SquareScore(p, sq) - s.sqEval.SquareScore(before, sq)
				}
			}
		}
	}
	s.touched = sqs
	s.sqSum[ply+1] = sum
}

// areaMemo is the square sum of an area of the position of a ply before
// its step (make), for the ply's next step over the same area.
type areaMemo struct {
	ok   bool
	key  uint64 // the position's hash
	area board.SquareSet
	sum  int
}

// evaluate scores the position at ply from the side to move's view.
func (s *Searcher) evaluate(ply int) int {
	p := s.g.Pos
	if s.sqEval == nil {
		return s.Eval.Evaluate(p)
	}
	v := s.sqSum[ply] + s.sqEval.Rest(p)
	if p.SideToMove() == board.Black {
		return -v
	}
	return v
}

// enter records the side to move at the node at ply and counts the turns
// begun since the root: one more than at the parent when the side changed.
// Mate distances count turns, not steps, since a turn holds one step or
// several (a Double Move, a March, a multimove, End).
func (s *Searcher) enter(ply int) {
	side, turns := s.g.Pos.SideToMove(), 0
	if ply > 0 {
		turns = s.turnsAt[ply-1]
		if side != s.sideAt[ply-1] {
			turns++
		}
	}
	s.sideAt[ply], s.turnsAt[ply] = side, turns
	s.areaBefore[ply].ok = false // another position at this ply
}

// toTT makes a mate score relative to the node that stores it, turns away
// from the root; fromTT makes it relative to the root again.
func toTT(score, turns int) int {
	switch {
	case score > MateScore-MaxPly:
		return score + turns
	case score < -MateScore+MaxPly:
		return score - turns
	}
	return score
}

func fromTT(score, turns int) int {
	switch {
	case score > MateScore-MaxPly:
		return score - turns
	case score < -MateScore+MaxPly:
		return score + turns
	}
	return score
}
