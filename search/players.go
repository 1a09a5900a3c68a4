package search

import (
	"math/rand/v2"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// The baseline players used to measure the real search (issue 4): Random
// picks a legal turn uniformly, Greedy the turn with the best material
// balance right after it. Both are deterministic for a given seed and
// position.

// RandomTurn picks one legal complete turn uniformly at random, or nil if
// there is none. The choice depends only on the seed and the position.
func RandomTurn(p *board.Position, seed uint64) []movegen.Step {
	g := movegen.NewGame(p.Clone())
	n := 0
	g.ForEachTurn(func([]movegen.Step) bool { n++; return true })
	if n == 0 {
		return nil
	}
	r := rand.New(rand.NewPCG(seed, p.Hash()))
	pick := r.IntN(n)
	var turn []movegen.Step
	i := 0
	g.ForEachTurn(func(t []movegen.Step) bool {
		if i == pick {
			turn = append([]movegen.Step(nil), t...)
			return false
		}
		i++
		return true
	})
	return turn
}

// GreedyTurn picks the legal turn after which ev scores best for the side
// that played it (ties: the earliest in generation order), or nil.
func GreedyTurn(p *board.Position, ev Evaluator) []movegen.Step {
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
		return true
	})
	return best
}
