package search

import (
	"math"
	"math/bits"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Selectivity for nodes of ~2,500 steps (issue 46). A full-width search of
// the start position reaches 2 steps in 3 s: every node lists about 2,500
// steps, 630 of them Rotates, and most are quiet steps and special moves
// that change nothing of value. What is searched less:
//
//   - late-move reductions (lmrReduction): a quiet step or a special move
//     that changed no material, after the node's first few, is searched
//     shallower by ln(depth)*ln(number)/2 steps, one less at a PV node,
//     and again at full depth if it beats alpha there;
//   - late-move pruning (lmpCount): at a null-window node of depth 1 to
//     lmpMaxDepth, once one action was searched and the best score is no
//     mate, quiet steps after the first lmpCount(depth) are not searched.
//
// A step is tactical, and neither reduced nor pruned, when it captures,
// ends the turn (End), leaves the turn going on (its next step may take the
// king: a knight's march), is the table's step or a killer, lands next to the enemy
// king (onto an active tomb there it blows the king up, V13-EXPLOSION), or
// changed the material sum (a blast, a Rotate that took units off the
// board, a conversion: the cheap static filter for special moves). A node
// in check searches everything.

// lmrTable[d][n] is the reduction of the n-th step at depth d (both
// capped at 63).
var lmrTable [64][64]int8

func init() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			lmrTable[d][n] = int8(0.5 + math.Log(float64(d))*math.Log(float64(n))/2)
		}
	}
}

// lmrMinMoves is how many steps of a node are searched at full depth
// before the reductions start.
const lmrMinMoves = 3

// lmpMaxDepth is the greatest depth at which late quiet steps are pruned.
const lmpMaxDepth = 5

// lmpCount is how many steps a null-window node of depth d searches before
// it prunes the quiet ones.
func lmpCount(d int) int { return 2 + d*d }

// Selective turns the late-move reductions and pruning on for new
// searchers (docs/search.md: the match that kept them).
var Selective = true

// materialSwing is how much the square sum (material and paralysis) may
// gain for the mover by a step for the step still to count as quiet: the
// rank and colour terms of a unit's own move stay under it, an enemy unit
// taken or paralyzed does not. A loss (an ability's cost, a Rotate that
// turns the own units away) leaves the step quiet: it is a late step to
// reduce or prune like any other.
const materialSwing = 90

// quiet reports whether st, just made at ply, is a quiet step that may be
// reduced or pruned (see the package comment above).
func (s *Searcher) quiet(st movegen.Step, ply int, ttStep movegen.Step) bool {
	switch st.Kind() {
	case movegen.KindMove, movegen.KindSpecial:
	default:
		return false
	}
	if st == ttStep || st == s.killers[ply][0] || st == s.killers[ply][1] {
		return false
	}
	if s.sqEval != nil {
		gain := s.sqSum[ply+1] - s.sqSum[ply]
		if s.sideAt[ply] == board.Black {
			gain = -gain
		}
		if gain > materialSwing {
			return false // it took or froze something of the enemy's
		}
	}
	if p := s.g.Pos; p.SideToMove() == s.sideAt[ply] && p.Turn().InProgress() {
		return false // the turn goes on: its next step may be the one that counts (a march onto the king)
	}
	enemy := s.sideAt[ply].Other()
	king, ok := s.g.KingSquare(enemy)
	if !ok {
		return !s.hadKing[enemy] // the step blew the enemy king up: the material sum has no king in it
	}
	return st.To() == st.From() || !king.NeighborSet().Has(st.To())
}

// plainlyQuiet reports a step that quiet would call quiet, known before it
// is made: a Rotate (it moves units, takes none and ends the turn; its make
// is the dearest of all, about a tenth of a search's time when every late
// Rotate is made to be pruned afterwards). Late-move pruning skips these
// without making them; other steps are made first (a plain step may go on
// with the turn, see quiet).
func (s *Searcher) plainlyQuiet(st movegen.Step, ply int, ttStep movegen.Step) bool {
	switch {
	case st == ttStep || st == s.killers[ply][0] || st == s.killers[ply][1]:
		return false
	case st.Kind() == movegen.KindSpecial && st.Special() == movegen.SpecRotate:
		return !(RotatesNearKing && s.rotateNearKing(st, ply))
	case st.Kind() == movegen.KindSpecial:
		return s.passiveSpecial(st, ply) // passive.go
	}
	return false
}

// RotatesNearKing keeps late-move pruning from skipping, unmade, a Rotate
// whose block comes within two squares of the enemy king: it may win at once
// (issue 46's defence positions: an enemy Rotate that wins, missed after
// 1,878 of 1,903 losing turns). Such a Rotate is made, and quiet then
// judges it like any other step (a blown-up king is no quiet step).
var RotatesNearKing = true

// rotateNearKing reports that the block of the Rotate st, grown by
// rotateReach squares each way, holds the king of the side not moving at
// ply. Two, not one: a unit turned onto an active tomb on the block's edge
// explodes it (V13-TOMB-EXPLOSION), and its 3x3 blast reaches a square
// beyond, where it may set off the next tomb.
func (s *Searcher) rotateNearKing(st movegen.Step, ply int) bool {
	king, ok := s.g.KingSquare(s.sideAt[ply].Other())
	if !ok {
		return false
	}
	n, _ := movegen.BlockOf(st.Arg())
	f, r := st.From().File(), st.From().Rank()
	kf, kr := king.File(), king.Rank()
	return kf >= f-rotateReach && kf < f+n+rotateReach && kr >= r-rotateReach && kr < r+n+rotateReach
}

// rotateReach is how far from a Rotate's block the enemy king may stand
// for the Rotate to be made rather than pruned unmade.
const rotateReach = 2

// lmrReduction is how many steps shallower the quiet step st, the n-th of
// its node at ply, is first searched.
func lmrReduction(depth, n int, pvNode bool) int {
	if depth < 2 || n <= lmrMinMoves {
		return 0
	}
	r := int(lmrTable[min(depth, 63)][min(n, 63)])
	r += bits.Len(uint(n >> 7)) // the long tail of a 2,500-step node: one more per doubling past 128
	if pvNode && r > 0 {
		r--
	}
	return min(r, depth-1)
}

// isMate reports a score that is a mate for either side.
func isMate(score int) bool { return score > MateScore-MaxPly || score < -MateScore+MaxPly }

// Aspiration windows: from aspirationDepth on, an iteration searches the
// root with a window of aspirationDelta either side of the last iteration's
// score, and widens the side it fails on (doubling the step) until the
// score falls inside.
const (
	aspirationDepth = 4
	aspirationDelta = 60
)

// aspirate is the root search of one iteration with aspiration windows
// around last, the previous iteration's score.
func (s *Searcher) aspirate(depth, last int) int {
	delta := aspirationDelta
	alpha, beta := max(last-delta, -Infinity), min(last+delta, Infinity)
	for {
		score := s.negamax(depth, 0, alpha, beta)
		switch {
		case s.stopped:
			return score
		case score <= alpha && alpha > -Infinity:
			alpha = max(score-delta, -Infinity)
		case score >= beta && beta < Infinity:
			beta = min(score+delta, Infinity)
		default:
			return score
		}
		delta *= 2
		if delta > 1000 {
			alpha, beta = -Infinity, Infinity
		}
	}
}

// Quiescence over king blasts: a unit that steps onto an active tomb
// explodes it, and the blast kills a king in its 3x3 (V13-TOMB-EXPLOSION,
// V13-EXPLOSION). Such a step is a plain move, not a capture, so a
// quiescence search over captures stood pat where the next step would
// have won the game. Where an active tomb stands next to the enemy king
// (rare: the test is two set operations), quiescence also tries the plain
// moves onto those tombs, in the list blastListBase+ply of the game.
const blastListBase = MaxPly + 1

// qsearchBlasts searches the steps of the side to move onto an active tomb
// next to the enemy king, at ply in quiescence, and returns the best score
// among them (-Infinity if none) and whether it reached beta.
func (s *Searcher) qsearchBlasts(ply, alpha, beta, qply int, side board.Side) (int, bool) {
	p := s.g.Pos
	king, ok := s.g.KingSquare(side.Other())
	if !ok {
		return -Infinity, false
	}
	near := king.NeighborSet()
	danger := p.TombSquares(board.TombActive).And(near)
	if danger.Empty() {
		return -Infinity, false
	}
	list := s.g.Generate(s.g.List(blastListBase + ply))
	defer s.g.Keep(blastListBase+ply, list)
	sf := s.g.Safety()
	best := -Infinity
	for _, st := range list {
		if st.Kind() != movegen.KindMove || !danger.Has(st.To()) {
			continue
		}
		if played, _ := s.play(st, ply, &sf, true); !played {
			continue
		}
		var score int
		if p.SideToMove() != side {
			score = -s.qsearch(ply+1, -beta, -alpha, qply+1, st.To())
		} else {
			score = s.qsearch(ply+1, alpha, beta, qply+1, st.To())
		}
		s.g.Unmake()
		if s.stopped {
			return best, false
		}
		if score > best {
			best = score
			if score > MateScore-MaxPly {
				// The blast wins: the variation shows the step, so that the
				// turn played (completeTurn) holds it.
				s.pv[ply][0], s.pvLen[ply] = st, 1
			}
		}
		if score > alpha {
			alpha = score
			if alpha >= beta {
				return best, true
			}
		}
	}
	return best, false
}

// History with a malus (issue 46, third round). A step that cuts a node
// earns depth² in the history of its squares (and, a special move, of its
// kind and argument), as before; with HistoryMalus the quiet steps the
// node searched before it, which did not cut, lose as much, so a special
// move that is tried everywhere and never refutes anything sinks below the
// others instead of keeping its generation order. Every update is pulled
// toward zero by its own size (gravity: h += b - h·|b|/historyMax), so the
// values stay within ±historyMax and recent cuts weigh more than old ones.
// Off: it changed no turn played (docs/search.md, issue 46 third round).
var HistoryMalus = false

// historyMax bounds the history values under HistoryMalus.
const historyMax = 1 << 14

// maxTried is how many quiet steps a node remembers for the malus.
const maxTried = 32

// noteTried remembers st, searched at ply without a cut, for the malus.
func (s *Searcher) noteTried(st movegen.Step, ply int) {
	if st.IsCapture() || st.Kind() == movegen.KindNull || s.triedLen[ply] >= maxTried {
		return
	}
	s.tried[ply][s.triedLen[ply]] = st
	s.triedLen[ply]++
}

// rewardHistory credits st, which cut the node at ply, and (HistoryMalus)
// debits the quiet steps searched there before it.
func (s *Searcher) rewardHistory(st movegen.Step, side board.Side, depth, ply int) {
	bonus := int32(depth * depth)
	if !HistoryMalus {
		h := &s.history[side][st.From()][st.To()]
		*h = min(*h+bonus, 1<<20)
		if st.Kind() == movegen.KindSpecial {
			h := &s.specHistory[side][st.Special()][st.Arg()&specArgMask]
			*h = min(*h+bonus, 1<<20)
		}
		return
	}
	bonus = min(32*bonus, historyMax/4)
	s.historyUpdate(st, side, bonus)
	for _, q := range s.tried[ply][:s.triedLen[ply]] {
		s.historyUpdate(q, side, -bonus)
	}
}

// historyUpdate adds b to st's history entries, with gravity.
func (s *Searcher) historyUpdate(st movegen.Step, side board.Side, b int32) {
	gravity := func(h *int32) { *h += b - *h*max(b, -b)/historyMax }
	gravity(&s.history[side][st.From()][st.To()])
	if st.Kind() == movegen.KindSpecial {
		gravity(&s.specHistory[side][st.Special()][st.Arg()&specArgMask])
	}
}

// HistoryReductions adjusts the late-move reduction of a special move by
// the history of its kind and argument (specHistory, with HistoryMalus):
// one step more for a kind that has not cut more often than it failed, one
// less for one that has. Most of a node's 2,400 special moves are of kinds
// that never refute anything; the few that do keep more depth. Off, as
// HistoryMalus, which it needs (docs/search.md, issue 46 third round).
var HistoryReductions = false

// historyAdjusted is the reduction r of the late quiet step st of side at
// depth, adjusted by its history (HistoryReductions).
func (s *Searcher) historyAdjusted(r int, st movegen.Step, side board.Side, depth int) int {
	if !HistoryReductions || st.Kind() != movegen.KindSpecial || r == 0 {
		return r
	}
	if s.specHistory[side][st.Special()][st.Arg()&specArgMask] > 0 {
		return r - 1
	}
	return min(r+1, depth-1)
}
