package main

import (
	"fmt"
	"math"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
)

// The Texel method: a position's score s (White's point of view, in
// centipawns) predicts White's expected result sigmoid(K*s) =
// 1/(1 + 10^(-K*s/400)); the error is the mean of (result - sigmoid(K*s))^2
// over the positions. K is fitted first with the weights as they are, then
// held while the weights are fitted by a local search on integers.

// sigmoid is the expected result of a score s with the scale k.
func sigmoid(k, s float64) float64 { return 1 / (1 + math.Pow(10, -k*s/400)) }

// meanError is the Texel error of w on samples with the scale k.
func meanError(samples []sample, w *eval.Weights, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		d := samples[i].result - sigmoid(k, samples[i].f.Score(w))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// fitK finds the scale K in [0.01, 10] with the least error for w, by
// golden-section search over log K (the error is unimodal in K for a
// fixed evaluation).
func fitK(samples []sample, w *eval.Weights) float64 {
	lo, hi := math.Log(0.01), math.Log(10)
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := meanError(samples, w, math.Exp(a)), meanError(samples, w, math.Exp(b))
	for hi-lo > 1e-4 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = meanError(samples, w, math.Exp(a))
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = meanError(samples, w, math.Exp(b))
		}
	}
	return math.Exp((lo + hi) / 2)
}

// param is one tunable weight: a name, where it lives in the Weights, and
// the divisor of the search's step sizes for it (the steps suit piece
// scores of hundreds; a percent or a per-square bonus of tens moves by
// less, at least 1).
type param struct {
	name string
	ptr  *int
	div  int
}

// step is the step size s scaled for p.
func (p param) step(s int) int { return max(1, s/p.div) }

// tunable lists the weights of w the search's evaluation reads (those
// Features.Score multiplies), by name. Mobility and KingAttack are the
// full evaluator's only, and ParalysisTurns changes the features
// themselves: they are left as they are.
func tunable(w *eval.Weights) []param {
	var ps []param
	for t := board.Pawn; t < board.NumTypes; t++ {
		if t == board.King || board.BaseValue(t) == 0 {
			continue // never counted: kings, tokens, Illusions
		}
		ps = append(ps, param{"Piece[" + board.Types[t].Name + "]", &w.Piece[t], 1})
	}
	for t := board.Pawn; t < board.NumTypes; t++ {
		if t == board.King || board.BaseValue(t) == 0 {
			continue
		}
		ps = append(ps, param{"Shadow[" + board.Types[t].Name + "]", &w.Shadow[t], 1})
	}
	return append(ps,
		param{"ColorForcePercent", &w.ColorForcePercent, 8},
		param{"RankPoint", &w.RankPoint, 8},
		param{"FuseMember", &w.FuseMember, 8},
		param{"KingShield", &w.KingShield, 8},
		param{"KingTomb", &w.KingTomb, 2},
		param{"KingJester", &w.KingJester, 4},
	)
}

// seen reports whether moving the weight at ptr changes any sample's
// score: a weight of something the data never shows cannot be fitted.
func seen(samples []sample, w *eval.Weights, ptr *int) bool {
	old := *ptr
	defer func() { *ptr = old }()
	for i := range samples {
		before := samples[i].f.Score(w)
		*ptr = old + 100
		after := samples[i].f.Score(w)
		*ptr = old
		if before != after {
			return true
		}
	}
	return false
}

// localSearch fits the weights of ps (pointers into w) to the samples with
// the scale k: for each step size in steps, each weight is moved by +step
// and -step and the move kept while it lowers the error, in passes over
// the weights until a pass keeps nothing (at most maxPasses per step).
// With held-out samples it stops early: after a pass that raised their
// error it goes back to the weights of the best held-out error and stops
// (with a few hundred games, positions of one game are alike and the fit
// soon learns the games rather than the evaluation). It returns the error
// on the samples; log, if not nil, hears each pass.
func localSearch(samples, held []sample, w *eval.Weights, ps []param, k float64, steps []int, maxPasses int, log func(string)) float64 {
	best := meanError(samples, w, k)
	bestHeld, bestHeldWeights := meanError(held, w, k), *w
	for _, step := range steps {
		for pass := 1; pass <= maxPasses; pass++ {
			improved := 0
			for _, p := range ps {
				for _, d := range []int{p.step(step), -p.step(step)} {
					*p.ptr += d
					if e := meanError(samples, w, k); e < best {
						best = e
						improved++
						break
					}
					*p.ptr -= d
				}
			}
			heldErr := meanError(held, w, k)
			if log != nil {
				log(fmt.Sprintf("step %d pass %d: %d weights moved, error %.6f fitted, %.6f held out", step, pass, improved, best, heldErr))
			}
			if len(held) > 0 && heldErr > bestHeld {
				*w = bestHeldWeights
				if log != nil {
					log("the held-out error rose: back to the weights before this pass, and stop")
				}
				return meanError(samples, w, k)
			}
			bestHeld, bestHeldWeights = heldErr, *w
			if improved == 0 {
				break
			}
		}
	}
	return best
}
