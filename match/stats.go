package match

// Match statistics: score, Elo with a 95% confidence margin (trinomial from
// single games, pentanomial from colour-swapped game pairs) and a sequential
// probability ratio test (SPRT) on the logistic Elo scale.
//
// The formulas follow the public sources below (read for understanding; the
// code here is written independently):
//
//   - Elo and its margin: fastchess, app/src/matchmaking/elo/elo_wdl.cpp and
//     elo_pentanomial.cpp (github.com/Disservin/fastchess), the same as
//     fishtest's stat_util.get_elo (github.com/official-stockfish/fishtest,
//     server/fishtest/stats/stat_util.py). With mu the mean per-game score and
//     sigma2 the variance of one sample (one game for WDL, one pair's score
//     divided by 2 for Penta) over n samples, the 95% interval of mu is
//     mu ± z*sqrt(sigma2/n), z = 1.959963984540054, and
//     margin = (EloFromScore(mu+z*se) - EloFromScore(mu-z*se)) / 2.
//
//   - SPRT: fishtest's LLRcalc.LLR_logistic (server/fishtest/stats/LLRcalc.py),
//     which fastchess's SPRT::getLLR_logistic (app/src/matchmaking/sprt/sprt.cpp)
//     reimplements; theory in M. Van den Bergh, "Comments on Normalized Elo"
//     and "support_MLE_multinomial" (cantate.be/Fishtest). It is a generalized
//     SPRT (GSPRT) on the pentanomial distribution of pair scores
//     x_i = i/4 (i = 0..4, per-game units). For each hypothesis score
//     s_k = 1/(1+10^(-elo_k/400)) the maximum-likelihood distribution with
//     mean s_k is p_k,i = phat_i / (1 + theta*(x_i - s_k)), where theta solves
//     sum_i phat_i*(x_i - s_k)/(1 + theta*(x_i - s_k)) = 0, and
//     LLR = N * sum_i phat_i * (ln p_1,i - ln p_0,i).
//     Empty cells are given a count of 1e-3 first (fishtest's and fastchess's
//     "regularize"), so the observed distribution has full support.
//     For data near the hypotheses this equals the quadratic approximation
//     LLR ≈ 0.5*N*(s1-s0)*(2*mean-s0-s1)/var (fishtest LLRcalc.LLR_alt2,
//     "GSPRT_approximation.pdf"), which the tests check; the exact form is used
//     because the approximation grows without bound when the variance is tiny
//     (a few pairs, all wins or all draws): it would reach an SPRT decision
//     after two won pairs, whereas the exact GLR stays near 0 there.
//
// Degenerate inputs never panic: no games gives score 0.5, Elo 0, margin 0,
// LLR 0; the LLRs are always finite; EloFromScore is capped at ±999. The
// printed estimates follow fastchess at the edges: a score of exactly 0 or
// 1 has an Elo and nElo of -Inf or +Inf with a NaN margin (fastchess prints
// "inf +/- nan": no finite bound exists), and other zero-variance samples
// (all draws, all WD pairs) a margin of 0.

import (
	"errors"
	"fmt"
	"math"
)

const (
	// statZ95 is the two-sided 95% quantile of the standard normal law.
	statZ95 = 1.959963984540054
	// statEloCap bounds EloFromScore: a score of 0 or 1 (or close enough that
	// the logistic Elo would exceed it) reports ∓/±999.
	statEloCap = 999.0
	// statRegularize replaces an empty pentanomial cell in the LLR, as fishtest
	// (LLRcalc.regularize) and fastchess (sprt.cpp regularize) do.
	statRegularize = 1e-3
	// statScoreEps keeps a hypothesis score strictly inside (0, 1) so the
	// likelihood maximisation stays well defined for extreme elo0/elo1.
	statScoreEps = 1e-12
)

// WDL counts game results from engine A's point of view.
type WDL struct{ W, D, L int }

// Games is the number of games counted.
func (r WDL) Games() int { return r.W + r.D + r.L }

// Score is A's mean score per game, (W + D/2) / games, or 0.5 when no games
// have been played.
func (r WDL) Score() float64 {
	n := r.Games()
	if n <= 0 {
		return 0.5
	}
	return (float64(r.W) + 0.5*float64(r.D)) / float64(n)
}

// Elo estimates A's logistic Elo advantage and the half-width of its 95%
// confidence interval from the trinomial model (each game an independent
// sample scoring 1, 1/2 or 0), as cutechess-cli and fastchess print
// "Elo: x +/- y". It returns 0, 0 when no games were played, ±Inf and NaN
// for a score of 1 or 0 (all wins, all losses: as fastchess), and a margin
// of 0 for all draws.
func (r WDL) Elo() (elo, margin95 float64) {
	n := r.Games()
	if n <= 0 {
		return 0, 0
	}
	fn := float64(n)
	w, d, l := float64(r.W)/fn, float64(r.D)/fn, float64(r.L)/fn
	mu := w + 0.5*d
	v := w*statSq(1-mu) + d*statSq(0.5-mu) + l*statSq(mu)
	return statEloInterval(mu, v/fn)
}

// Penta counts game pairs (same opening, colours swapped) by A's points in the
// pair: index 0 = 0 points (LL), 1 = 0.5 (LD), 2 = 1 (LW or DD), 3 = 1.5 (WD),
// 4 = 2 (WW).
type Penta [5]int

// Pairs is the number of game pairs counted.
func (p Penta) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// Elo estimates A's logistic Elo advantage and its 95% margin from the
// pentanomial model: each pair is one sample whose score (per game) is
// 0, 1/4, 1/2, 3/4 or 1, as fastchess reports it. Pairing absorbs the
// correlation between the two games of an opening, so the margin is usually
// smaller than WDL's for the same games. It returns 0, 0 with no pairs, ±Inf
// and NaN for a score of 1 or 0 (as fastchess), and a margin of 0 when the
// variance is otherwise 0.
func (p Penta) Elo() (elo, margin95 float64) {
	n := p.Pairs()
	if n <= 0 {
		return 0, 0
	}
	fn := float64(n)
	mu := 0.0
	for i, c := range p {
		mu += float64(c) / fn * float64(i) / 4
	}
	v := 0.0
	for i, c := range p {
		v += float64(c) / fn * statSq(float64(i)/4-mu)
	}
	return statEloInterval(mu, v/fn)
}

// EloFromScore is the logistic Elo difference for an expected score s:
// -400*log10(1/s - 1). The result is capped to [-999, +999] (s <= 0 gives
// -999, s >= 1 gives +999), so it is always finite; NaN gives 0.
func EloFromScore(s float64) float64 {
	switch {
	case math.IsNaN(s):
		return 0
	case s <= 0:
		return -statEloCap
	case s >= 1:
		return statEloCap
	}
	e := -400 * math.Log10(1/s-1)
	return math.Max(-statEloCap, math.Min(statEloCap, e)) + 0 // + 0: never -0, printed "-0.0"
}

// SPRT is a sequential probability ratio test of H0 "A's Elo advantage is
// Elo0" against H1 "it is Elo1" with type I error Alpha and type II error
// Beta. Model says which Elo: "logistic" (or ""), "normalized" (nElo) or
// "bayesian" (BayesElo), as fastchess's model= does.
type SPRT struct {
	Elo0, Elo1, Alpha, Beta float64
	Model                   string
}

// SPRT models.
const (
	ModelLogistic   = "logistic"
	ModelNormalized = "normalized"
	ModelBayesian   = "bayesian"
)

// Valid reports whether the test is well formed: alpha and beta in (0, 0.5),
// finite elo0 < elo1.
func (s SPRT) Valid() error {
	if !(s.Alpha > 0 && s.Alpha < 0.5) {
		return fmt.Errorf("sprt: alpha %v is not in (0, 0.5)", s.Alpha)
	}
	if !(s.Beta > 0 && s.Beta < 0.5) {
		return fmt.Errorf("sprt: beta %v is not in (0, 0.5)", s.Beta)
	}
	if !statFinite(s.Elo0) || !statFinite(s.Elo1) {
		return errors.New("sprt: elo0 and elo1 must be finite")
	}
	if !(s.Elo0 < s.Elo1) {
		return fmt.Errorf("sprt: elo0 %v must be less than elo1 %v", s.Elo0, s.Elo1)
	}
	switch s.Model {
	case "", ModelLogistic, ModelNormalized, ModelBayesian:
	default:
		return fmt.Errorf("sprt: model %q: want normalized, logistic or bayesian", s.Model)
	}
	return nil
}

// Bounds are Wald's stopping bounds on the LLR: lower = ln(beta/(1-alpha)),
// upper = ln((1-beta)/alpha); ±2.944 for alpha = beta = 0.05. They are only
// meaningful when Valid returns nil.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// LLR is the logistic model's generalized log-likelihood ratio of H1
// against H0 for the pair results p (see the file comment for the formula
// and its sources). It is 0 with no pairs or when Elo0 or Elo1 is not finite.
func (s SPRT) LLR(p Penta) float64 {
	if p.Pairs() <= 0 || !statFinite(s.Elo0) || !statFinite(s.Elo1) {
		return 0
	}
	var phat [5]float64
	total := 0.0
	for i, c := range p {
		phat[i] = float64(c)
		if c <= 0 { // empty (or nonsensical negative) cell: regularize
			phat[i] = statRegularize
		}
		total += phat[i]
	}
	for i := range phat {
		phat[i] /= total
	}
	p0 := statMLE(phat, statLogistic(s.Elo0))
	p1 := statMLE(phat, statLogistic(s.Elo1))
	llr := 0.0
	for i := range phat {
		llr += phat[i] * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	llr *= total
	if math.IsNaN(llr) || math.IsInf(llr, 0) { // not expected; never propagate
		return 0
	}
	return llr
}

// Decide applies the test to p: +1 once LLR >= upper (H1, "A is at least
// Elo1 better", accepted), -1 once LLR <= lower (H0 accepted), 0 to continue.
// An invalid test (Valid != nil) always continues.
func (s SPRT) Decide(p Penta) (decision int, llr float64) {
	llr = s.LLR(p)
	if s.Valid() != nil {
		return 0, llr
	}
	return s.decide(llr), llr
}

// decide compares llr with the test's bounds: +1 at or above the upper
// (H1 accepted), -1 at or below the lower (H0 accepted), 0 between.
func (s SPRT) decide(llr float64) int {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return 1
	case llr <= lower:
		return -1
	}
	return 0
}

// statEloInterval turns a mean per-game score and the variance of that mean
// into Elo and the half-width of the 95% interval mapped through
// EloFromScore (so it is asymmetric-aware, like fastchess and fishtest).
func statEloInterval(mu, varMean float64) (elo, margin95 float64) {
	if edge, ok := statEdge(mu); ok {
		return edge, math.NaN()
	}
	elo = EloFromScore(mu)
	if !(varMean > 0) || math.IsInf(varMean, 0) {
		return elo, 0
	}
	d := statZ95 * math.Sqrt(varMean)
	return elo, (EloFromScore(mu+d) - EloFromScore(mu-d)) / 2
}

// statEdge is fastchess's Elo (and nElo) of a score of exactly 0 or 1:
// -Inf or +Inf, whose margin is NaN (fastchess prints "-inf +/- nan").
func statEdge(mu float64) (float64, bool) {
	switch {
	case mu <= 0:
		return math.Inf(-1), true
	case mu >= 1:
		return math.Inf(1), true
	}
	return 0, false
}

// statLogistic is the expected score of a logistic Elo advantage, kept
// strictly inside (0, 1).
func statLogistic(elo float64) float64 {
	s := 1 / (1 + math.Pow(10, -elo/400))
	return math.Max(statScoreEps, math.Min(1-statScoreEps, s))
}

// statMLE is the maximum-likelihood pentanomial distribution with mean
// per-game score s given the observed distribution phat (all cells > 0):
// p_i = phat_i / (1 + theta*a_i), a_i = i/4 - s, with theta the root of the
// decreasing function f(theta) = sum phat_i*a_i/(1+theta*a_i) on
// (-1/(1-s), 1/s), found by bisection (f runs from +Inf to -Inf there).
func statMLE(phat [5]float64, s float64) [5]float64 {
	a := make([]float64, len(phat))
	for i := range a {
		a[i] = float64(i)/4 - s
	}
	return [5]float64(statSecular(phat[:], a))
}

func statSq(x float64) float64 { return x * x }

func statFinite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// nEloPerT converts a t-value per game into normalized Elo: 800/ln(10), as
// fishtest's nelo_divided_by_nt.
const nEloPerT = 800 / math.Ln10

// Test applies the test in its model: with game pairs (p has some) on the
// pentanomial counts, else on the single games w (bayesian always on w).
// It returns +1 once H1 is accepted, -1 once H0 is, 0 to go on, and the LLR.
func (s SPRT) Test(w WDL, p Penta) (decision int, llr float64) {
	if s.Valid() != nil {
		return 0, 0
	}
	switch s.Model {
	case ModelNormalized:
		llr = s.llrNormalized(w, p)
	case ModelBayesian:
		llr = s.llrBayesian(w)
	default:
		if p.Pairs() > 0 {
			llr = s.LLR(p)
		} else {
			llr = s.llrLogisticGames(w)
		}
	}
	if !statFinite(llr) {
		llr = 0
	}
	return s.decide(llr), llr
}

// llrNormalized is the GSPRT on the normalized Elo scale (Van den Bergh,
// "Normalized Elo"; fishtest's LLR_normalized, which fastchess's default
// model follows): for each hypothesis the maximum-likelihood distribution
// whose t-value (mean-1/2)/sigma is t_k = nElo_k/(800/ln 10) per game
// (times sqrt 2 per pair, whose sigma is sigma/sqrt 2), then
// LLR = N sum phat_i (ln p1_i - ln p0_i), N the pairs (or the games without
// pairs). Empty cells are regularized as in LLR. For data near the
// hypotheses it is the quadratic N (t1-t0)(2t-t0-t1) per pair; unlike that,
// it stays small for a handful of lopsided pairs, whose variance is tiny.
func (s SPRT) llrNormalized(w WDL, p Penta) float64 {
	x, phat, n := statSamples(w, p)
	if n <= 0 {
		return 0
	}
	scale := 1 / nEloPerT
	if len(x) == 5 {
		scale *= math.Sqrt2
	}
	p0 := statMLETValue(x, phat, s.Elo0*scale)
	p1 := statMLETValue(x, phat, s.Elo1*scale)
	return n * statKL(phat, p0, p1)
}

// llrLogisticGames is the logistic GSPRT on single games (no pairs), as LLR
// is on pairs.
func (s SPRT) llrLogisticGames(w WDL) float64 {
	x, phat, n := statSamples(w, Penta{})
	if n <= 0 {
		return 0
	}
	mean := func(sk float64) []float64 {
		a := make([]float64, len(x))
		for i := range x {
			a[i] = x[i] - sk
		}
		return statSecular(phat, a)
	}
	return n * statKL(phat, mean(statLogistic(s.Elo0)), mean(statLogistic(s.Elo1)))
}

// statSamples is the outcome scores x (per game), the regularized observed
// distribution phat over them and the sample count: pairs when p has some,
// else games.
func statSamples(w WDL, p Penta) (x, phat []float64, n float64) {
	counts := []int{w.L, w.D, w.W}
	x = []float64{0, 0.5, 1}
	if p.Pairs() > 0 {
		counts = p[:]
		x = []float64{0, 0.25, 0.5, 0.75, 1}
	}
	phat = make([]float64, len(counts))
	total := 0.0
	for i, c := range counts {
		phat[i] = float64(c)
		if c <= 0 {
			phat[i] = statRegularize
		} else {
			n += float64(c)
		}
		total += phat[i]
	}
	for i := range phat {
		phat[i] /= total
	}
	return x, phat, n
}

// statKL is sum phat_i (ln p1_i - ln p0_i).
func statKL(phat, p0, p1 []float64) float64 {
	sum := 0.0
	for i := range phat {
		sum += phat[i] * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return sum
}

// statMLETValue is the maximum-likelihood distribution over the scores x,
// given the observed phat, whose t-value (mean-1/2)/sigma is t: the fixed
// point of p_i = phat_i/(1+theta a_i) with a_i the gradient of the
// constraint mean - 1/2 - t sigma at p, a_i = x_i - 1/2 - t sigma (1 +
// ((mean-x_i)/sigma)^2)/2, and theta solving sum p_i a_i = 0 (fishtest's
// MLE_t_value, written independently).
func statMLETValue(x, phat []float64, t float64) []float64 {
	p := make([]float64, len(phat))
	for i := range p {
		p[i] = 1 / float64(len(p))
	}
	a := make([]float64, len(x))
	for range 200 {
		mu, v := 0.0, 0.0
		for i := range x {
			mu += p[i] * x[i]
		}
		for i := range x {
			v += p[i] * statSq(x[i]-mu)
		}
		sigma := math.Sqrt(v)
		if !(sigma > 0) {
			return phat
		}
		for i := range x {
			a[i] = x[i] - 0.5 - t*sigma*(1+statSq((mu-x[i])/sigma))/2
		}
		np := statSecular(phat, a)
		diff := 0.0
		for i := range p {
			diff = math.Max(diff, math.Abs(np[i]-p[i]))
		}
		p = np
		if diff < 1e-12 {
			break
		}
	}
	return p
}

// statSecular returns p_i = phat_i/(1+theta a_i) with theta the root of
// sum phat_i a_i/(1+theta a_i) = 0, a decreasing function on the interval
// where every 1+theta a_i > 0; found by bisection. If the a_i are all of one
// sign no distribution meets the constraint and phat is returned.
func statSecular(phat, a []float64) []float64 {
	amin, amax := math.Inf(1), math.Inf(-1)
	for _, v := range a {
		amin, amax = math.Min(amin, v), math.Max(amax, v)
	}
	if !(amin < 0 && amax > 0) {
		return append([]float64(nil), phat...)
	}
	f := func(theta float64) float64 {
		sum := 0.0
		for i := range a {
			sum += phat[i] * a[i] / (1 + theta*a[i])
		}
		return sum
	}
	lo, hi := -1/amax, -1/amin // singular ends, never evaluated
	theta := 0.0
	if fz := f(0); fz > 0 {
		lo = 0
	} else if fz < 0 {
		hi = 0
	} else {
		lo, hi = 0, 0
	}
	for range 2000 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		theta = mid
		fm := f(mid)
		if fm == 0 {
			break
		}
		if fm > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	p := make([]float64, len(phat))
	for i := range p {
		p[i] = phat[i] / (1 + theta*a[i])
	}
	return p
}

// llrBayesian is the BayesElo SPRT (fishtest's test before 2020, fastchess's
// model=bayesian): the draw Elo is estimated from the games, each hypothesis'
// win, draw and loss probabilities follow from BayesElo elo_k and that draw
// Elo, and LLR = W ln(pw1/pw0) + D ln(pd1/pd0) + L ln(pl1/pl0). It is 0 until
// there is at least one win, one draw and one loss (the draw Elo is unknown).
func (s SPRT) llrBayesian(w WDL) float64 {
	if w.W <= 0 || w.D <= 0 || w.L <= 0 {
		return 0
	}
	n := float64(w.Games())
	pw, pl := float64(w.W)/n, float64(w.L)/n
	drawElo := 200 * math.Log10((1-pl)/pl*(1-pw)/pw)
	proba := func(elo float64) (win, draw, loss float64) {
		win = 1 / (1 + math.Pow(10, (-elo+drawElo)/400))
		loss = 1 / (1 + math.Pow(10, (elo+drawElo)/400))
		return win, 1 - win - loss, loss
	}
	w0, d0, l0 := proba(s.Elo0)
	w1, d1, l1 := proba(s.Elo1)
	return float64(w.W)*math.Log(w1/w0) + float64(w.D)*math.Log(d1/d0) + float64(w.L)*math.Log(l1/l0)
}

// wdlMoments is the mean per-game score, the variance of one game and the
// number of games.
func wdlMoments(r WDL) (mu, v, n float64) {
	n = float64(r.Games())
	if n <= 0 {
		return 0.5, 0, 0
	}
	w, d, l := float64(r.W)/n, float64(r.D)/n, float64(r.L)/n
	mu = w + 0.5*d
	return mu, w*statSq(1-mu) + d*statSq(0.5-mu) + l*statSq(mu), n
}

// pentaMoments is the mean per-game score, the variance of one pair's score
// (per game units) and the number of pairs; regularize gives empty cells
// 1e-3, as the LLRs do.
func pentaMoments(p Penta, regularize bool) (mu, v, n float64) {
	var c [5]float64
	for i, k := range p {
		c[i] = float64(max(k, 0))
		n += c[i]
		if regularize && k <= 0 {
			c[i] = statRegularize
		}
	}
	total := c[0] + c[1] + c[2] + c[3] + c[4]
	if total <= 0 {
		return 0.5, 0, 0
	}
	for i := range c {
		mu += c[i] / total * float64(i) / 4
	}
	for i := range c {
		v += c[i] / total * statSq(float64(i)/4-mu)
	}
	return mu, v, n
}

// NElo is the normalized Elo ((mean-1/2)/sigma per game, times 800/ln 10)
// with its 95% margin, from the pairs when there are some, else from the
// games, as fastchess prints "nElo".
func NElo(w WDL, p Penta) (nelo, margin95 float64) {
	if p.Pairs() > 0 {
		mu, v, n := pentaMoments(p, false)
		if edge, ok := statEdge(mu); ok {
			return edge, math.NaN()
		}
		if !(v > 0) {
			return 0, 0
		}
		return (mu - 0.5) / math.Sqrt(2*v) * nEloPerT, statZ95 / math.Sqrt(2*n) * nEloPerT
	}
	mu, v, n := wdlMoments(w)
	if n <= 0 {
		return 0, 0
	}
	if edge, ok := statEdge(mu); ok {
		return edge, math.NaN()
	}
	if !(v > 0) {
		return 0, 0
	}
	return (mu - 0.5) / math.Sqrt(v) * nEloPerT, statZ95 / math.Sqrt(n) * nEloPerT
}

// LOS is the likelihood of superiority, P(true score > 1/2) under the normal
// approximation, from the pairs when there are some, else from the games.
func LOS(w WDL, p Penta) float64 {
	mu, v, n := wdlMoments(w)
	if p.Pairs() > 0 {
		mu, v, n = pentaMoments(p, false)
	}
	if n <= 0 {
		return 0.5
	}
	se := math.Sqrt(v / n)
	if !(se > 0) {
		switch {
		case mu > 0.5:
			return 1
		case mu < 0.5:
			return 0
		}
		return 0.5
	}
	return 0.5 * (1 + math.Erf((mu-0.5)/(se*math.Sqrt2)))
}
