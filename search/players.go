package search

import (
	"math/rand/v2"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// The baseline players used to measure the real search (issue 4): Random
// picks a legal turn uniformly, Greedy the turn with the best material
// balance right after it. Both are deterministic for a given seed and
// position.

// RandomTurn picks a legal complete turn by a random walk: a uniformly
// chosen legal step, then, while the turn may go on, a uniformly chosen
// legal next step or End. It returns nil if there is no legal step. The
// choice depends only on the seed and the position. (Counting every turn
// to pick one uniformly costs far too much once multimoves hold four
// steps.)
func RandomTurn(p *board.Position, seed uint64) []movegen.Step {
	g := movegen.NewGame(p.Clone())
	r := rand.New(rand.NewPCG(seed, p.Hash()))
	var turn []movegen.Step
	for level := 0; ; level++ {
		legal := g.Legal(level, g.List(level))
		if len(legal) == 0 {
			return nil // only possible at the turn's start: no legal turn
		}
		s := legal[r.IntN(len(legal))]
		turn = append(turn, s)
		g.Make(s)
		if g.Pos.Turn().Actor == 0 {
			return turn
		}
	}
}

// GreedyTurn picks the legal turn after which ev scores best for the side
// that played it (ties: the earliest in generation order), or nil. With a
// non-zero deadline it stops enumerating turns then and returns the best
// found so far (at least one turn is always looked at). The clock is read
// after every turn: a turn costs a make and an evaluation, far more than
// the reading, and every 64 turns let a greedy player on a busy machine
// overrun 2+0.02 by half a second (a loss on time, fcmatch).
func GreedyTurn(p *board.Position, ev Evaluator, deadline time.Time) []movegen.Step {
	g := movegen.NewGame(p.Clone())
	side := p.SideToMove()
	var best []movegen.Step
	bestScore := -Infinity
	g.ForEachTurn(func(t []movegen.Step) bool {
		sc := ev.Evaluate(g.Pos)
		if g.Pos.SideToMove() != side {
			sc = -sc
		}
		if sc > bestScore {
			best, bestScore = append(best[:0], t...), sc
		}
		return deadline.IsZero() || time.Now().Before(deadline)
	})
	return best
}
