package eval

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchScore is the fast evaluation as the search computes it (BoardScore
// + Rest), White minus Black.
func searchScore(e *Evaluator, p *board.Position) int { return e.BoardScore(p) + e.Rest(p) }

// paralyzedUnits counts the paralyzed units on the board: each one's credit
// is rounded down by the evaluator, not by Features.Score.
func paralyzedUnits(p *board.Position) int {
	n := 0
	for i := range p.Cells() {
		c := &p.Cells()[i]
		for _, id := range []board.UnitID{c.Body, c.Shadows} {
			for ; id != 0; id = p.Unit(id).Next {
				for m := id; m != 0; m = p.Unit(m).Member {
					if p.Unit(m).Paralysis > 0 {
						n++
					}
				}
				if id == c.Body {
					break
				}
			}
		}
	}
	return n
}

// TestDefaultWeightsAreTheConstants: the default weights are what the
// package constants name (a build with the fctuned tag has others), and an
// Evaluator made with them scores as the zero Evaluator does.
func TestDefaultWeightsAreTheConstants(t *testing.T) {
	if tunedWeights != nil {
		t.Skip("built with tuned weights")
	}
	w := DefaultWeights()
	assert.Equal(t, 12*MaterialScale, w.Piece[board.Rook])
	assert.Equal(t, (10/3+1)*MaterialScale, w.Shadow[board.Queen])
	assert.Equal(t, 0, w.Piece[board.Illusion])
	assert.Equal(t, ColorForcePercent, w.ColorForcePercent)
	assert.Equal(t, MaterialScale*RankPercent/100, w.RankPoint)
	assert.Equal(t, MaterialScale*FusePercent/100, w.FuseMember)
	assert.Equal(t, [5]int{KingShieldWeight, KingAttackWeight, KingTombWeight, KingJesterWeight, MobilityWeight},
		[5]int{w.KingShield, w.KingAttack, w.KingTomb, w.KingJester, w.Mobility})
	zero, with := &Evaluator{}, NewEvaluatorWith(w)
	assert.Equal(t, w, zero.Weights())
	for _, l := range readGolden(t) {
		p := parse(t, l.fen)
		assert.Equal(t, zero.Evaluate(p), with.Evaluate(p), l.fen)
	}
}

// TestFeaturesScoreIsTheEvaluation: Features.Score with some weights is
// the search's evaluation with the same weights, for the default weights
// and for random ones (piece scores and Color Force in tens, so that Color
// Force divides exactly), up to one unit per paralyzed unit (the credit's
// rounding). The tuner fits the weights through Features alone.
func TestFeaturesScoreIsTheEvaluation(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 1))
	random := DefaultWeights()
	for ty := range board.NumTypes {
		random.Piece[ty] = 10 * rng.IntN(200)
		random.Shadow[ty] = 10 * rng.IntN(60)
	}
	random.ColorForcePercent = 10 * rng.IntN(6)
	random.RankPoint, random.FuseMember = rng.IntN(80), rng.IntN(80)
	random.KingShield, random.KingTomb, random.KingJester = rng.IntN(50), rng.IntN(400), rng.IntN(100)
	random.ParalysisTurns = 1 + rng.IntN(10)
	lines := readGolden(t)
	paralyzed := 0
	for _, w := range []Weights{DefaultWeights(), random} {
		e := NewEvaluatorWith(w)
		e.Fast = true
		for _, l := range lines {
			p := parse(t, l.fen)
			f := FeaturesOf(p, w.ParalysisTurns)
			want := float64(searchScore(e, p))
			tol := float64(paralyzedUnits(p)) + 1e-3*math.Abs(want) + 0.01
			assert.InDelta(t, want, f.Score(&w), tol, l.fen)
			paralyzed += paralyzedUnits(p)
		}
	}
	require.Positive(t, paralyzed, "the golden positions hold paralyzed units")
}

// TestWeightsChangeTheScore: each weight the search's evaluation reads
// moves its score where the position has what the weight counts.
func TestWeightsChangeTheScore(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		change func(*Weights)
		delta  int // White minus Black
	}{
		{"rook's piece weight", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w",
			func(w *Weights) { w.Piece[board.Rook] += 50 }, 50},
		{"Color Force V13-VALUE-COLORFORCE, rook on its own colour", "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w",
			func(w *Weights) { w.ColorForcePercent += 10 }, 120},
		{"rank point V13-VALUE-RANK, pawn on rank 5", "8K7/16/16/16/16/16/16/16/16/16/16/p15/16/16/16/8k7 w",
			func(w *Weights) { w.RankPoint += 10 }, 20},
		{"fuse member V13-VALUE-FUSE", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/(rn)7k7 w",
			func(w *Weights) { w.FuseMember += 5 }, 10},
		{"king shield", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/7ppp6/8k7 w",
			func(w *Weights) { w.KingShield += 1 }, 3},
		{"king tomb V13-TOMB-EXPLOSION", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:h1=active/1/p40",
			func(w *Weights) { w.KingTomb += 100 }, -100},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parse(t, tc.fen)
			w := DefaultWeights()
			before := searchScore(&Evaluator{Fast: true}, p)
			tc.change(&w)
			e := NewEvaluatorWith(w)
			e.Fast = true
			assert.Equal(t, tc.delta, searchScore(e, p)-before)
		})
	}
}
