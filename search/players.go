package search

import (
	"math/rand/v2"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
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

// Random is the random baseline as a player: RandomTurn with its seed.
type Random struct{ Seed uint64 }

// Play implements player.Player.
func (r Random) Play(p *board.Position, _ []uint64, _ player.Limits, _ func(Info)) Result {
	return Result{Turn: RandomTurn(p, r.Seed)}
}

// Greedy is the greedy baseline as a player: GreedyTurn by Eval, within the
// limits' time budget (it answers at once under the other limits).
type Greedy struct{ Eval Evaluator }

// Play implements player.Player.
func (gr Greedy) Play(p *board.Position, _ []uint64, lim player.Limits, _ func(Info)) Result {
	var deadline time.Time
	if _, hard := Limits(lim).Budget(p.SideToMove()); hard > 0 && !lim.Infinite {
		start := lim.Start
		if start.IsZero() {
			start = time.Now()
		}
		deadline = start.Add(hard)
	}
	return Result{Turn: GreedyTurn(p, gr.Eval, deadline)}
}
