package match

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// statGSPRTApprox is the quadratic approximation of the pentanomial GSPRT
// (fishtest LLRcalc.LLR_alt2): LLR ≈ 0.5*N*(s1-s0)*(2*mean-s0-s1)/var, with
// mean and var of the per-pair score (here per game, i/4; the formula is
// invariant under that scaling). Used only to cross-check SPRT.LLR.
func statGSPRTApprox(s SPRT, p Penta) float64 {
	n := float64(p.Pairs())
	mu, v := 0.0, 0.0
	for i, c := range p {
		mu += float64(c) / n * float64(i) / 4
	}
	for i, c := range p {
		v += float64(c) / n * statSq(float64(i)/4-mu)
	}
	s0, s1 := statLogistic(s.Elo0), statLogistic(s.Elo1)
	return 0.5 * n * (s1 - s0) * (2*mu - s0 - s1) / v
}

func statAssertFinite(t *testing.T, name string, xs ...float64) {
	t.Helper()
	for _, x := range xs {
		assert.False(t, math.IsNaN(x) || math.IsInf(x, 0), "%s: %v is not finite", name, x)
	}
}

func TestWDLScore(t *testing.T) {
	tests := []struct {
		name  string
		r     WDL
		games int
		score float64
	}{
		{"no games", WDL{}, 0, 0.5},
		{"one win", WDL{W: 1}, 1, 1},
		{"one loss", WDL{L: 1}, 1, 0},
		{"one draw", WDL{D: 1}, 1, 0.5},
		{"3-2-1", WDL{W: 3, D: 2, L: 1}, 6, 4.0 / 6},
		{"30-40-30", WDL{W: 30, D: 40, L: 30}, 100, 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.games, tt.r.Games())
			assert.InDelta(t, tt.score, tt.r.Score(), 1e-12)
		})
	}
}

func TestEloFromScore(t *testing.T) {
	// 400*log10(3) = 190.84850188786498
	tests := []struct {
		s, elo float64
	}{
		{0.5, 0},
		{0.75, 190.84850188786498},
		{0.25, -190.84850188786498},
		{1.0 / 11, -400 * math.Log10(10)}, // -400
		{10.0 / 11, 400},
		{0, -999},
		{1, 999},
		{-0.5, -999},
		{1.5, 999},
		{1e-9, -999}, // -3600 before the cap
		{1 - 1e-9, 999},
		{math.NaN(), 0},
	}
	for _, tt := range tests {
		got := EloFromScore(tt.s)
		assert.InDelta(t, tt.elo, got, 1e-9, "s=%v", tt.s)
	}
}

func TestWDLElo(t *testing.T) {
	// Hand computation for W=30 D=40 L=30 (100 games):
	//   mu = 0.5; sigma2 = 0.3*0.5^2 + 0.4*0 + 0.3*0.5^2 = 0.15
	//   se = sqrt(0.15/100) = 0.0387298; z*se = 1.959964*0.0387298 = 0.0759083
	//   EloFromScore(0.5759083) = -400*log10(0.4240917/0.5759083)
	//                          = -400*log10(0.736387) = -400*(-0.132894) = 53.158
	//   by symmetry the lower end is -53.158, so margin = 53.16 (not 49).
	tests := []struct {
		name        string
		r           WDL
		elo, margin float64
		eloD, margD float64
	}{
		{"30-40-30 by hand", WDL{W: 30, D: 40, L: 30}, 0, 53.158, 1e-9, 0.005},
		// fastchess app/tests/elo_test.cpp "EloWDL 2": Stats(136 wins, 96 losses, 111 draws)
		// -> diff 40.70, error 30.43 (checked there to 1%).
		{"fastchess EloWDL 2", WDL{W: 136, D: 111, L: 96}, 40.70, 30.43, 0.01, 0.01},
		{"mirror of fastchess", WDL{W: 96, D: 111, L: 136}, -40.70, 30.43, 0.01, 0.01},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			elo, margin := tt.r.Elo()
			assert.InDelta(t, tt.elo, elo, tt.eloD)
			assert.InDelta(t, tt.margin, margin, tt.margD)
		})
	}
}

func TestPentaElo(t *testing.T) {
	// Reference values from fastchess app/tests/elo_test.cpp, whose Stats take
	// (LL, LD, WL, DD, WD, WW); WL and DD share our index 2.
	tests := []struct {
		name        string
		p           Penta
		elo, margin float64
	}{
		{"fastchess EloPentanomial 1", Penta{34, 54, 31 + 32, 64, 75}, 55.58, 27.65},
		{"fastchess EloPentanomial 2", Penta{332, 433, 457 + 41, 333, 334}, -8.64, 10.33},
		{"fastchess EloPentanomial 3", Penta{7895, 8757, 5485 + 200, 568, 9999}, -21.04, 2.95},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			elo, margin := tt.p.Elo()
			assert.InDelta(t, tt.elo, elo, 0.01)
			assert.InDelta(t, tt.margin, margin, 0.01)
		})
	}
}

func TestPentaEloMatchesWDLForIndependentGames(t *testing.T) {
	// Games independent with P(W)=0.4, P(D)=0.3, P(L)=0.3: pair probabilities
	// LL .09, LD .18, LW+DD .24+.09 = .33, WD .24, WW .16. For 10000 pairs the
	// game totals are W 8000, D 6000, L 6000. The pentanomial variance of the
	// pair mean is then exactly half the per-game variance, so both models give
	// the same Elo and margin.
	p := Penta{900, 1800, 3300, 2400, 1600}
	r := WDL{W: 8000, D: 6000, L: 6000}
	pe, pm := p.Elo()
	we, wm := r.Elo()
	assert.InDelta(t, we, pe, 1e-9)
	assert.InDelta(t, wm, pm, 1e-6)
	assert.InDelta(t, EloFromScore(0.55), we, 1e-9)

	// Perfectly correlated pairs (every opening won by whoever has the good
	// side): the WDL model sees a wide spread, the pentanomial none.
	pe, pm = Penta{0, 0, 100, 0, 0}.Elo()
	we, wm = WDL{W: 100, L: 100}.Elo()
	assert.Equal(t, 0.0, pe)
	assert.Equal(t, 0.0, we)
	assert.Equal(t, 0.0, pm)
	assert.Greater(t, wm, 40.0)
}

func TestSPRTBounds(t *testing.T) {
	tests := []struct {
		alpha, beta, lower, upper float64
	}{
		{0.05, 0.05, -2.944439, 2.944439}, // ln(0.05/0.95), ln(0.95/0.05)
		{0.05, 0.10, -2.251292, 2.890372}, // ln(0.10/0.95), ln(0.90/0.05)
	}
	for _, tt := range tests {
		lo, up := SPRT{Elo0: 0, Elo1: 5, Alpha: tt.alpha, Beta: tt.beta}.Bounds()
		assert.InDelta(t, tt.lower, lo, 1e-6)
		assert.InDelta(t, tt.upper, up, 1e-6)
	}
}

func TestSPRTValid(t *testing.T) {
	tests := []struct {
		name string
		s    SPRT
		ok   bool
	}{
		{"usual", SPRT{0, 5, 0.05, 0.05, ""}, true},
		{"negative elo0", SPRT{-3, 1, 0.05, 0.1, ""}, true},
		{"elo0 == elo1", SPRT{2, 2, 0.05, 0.05, ""}, false},
		{"elo0 > elo1", SPRT{5, 0, 0.05, 0.05, ""}, false},
		{"alpha 0", SPRT{0, 5, 0, 0.05, ""}, false},
		{"beta 0.5", SPRT{0, 5, 0.05, 0.5, ""}, false},
		{"alpha NaN", SPRT{0, 5, math.NaN(), 0.05, ""}, false},
		{"elo1 Inf", SPRT{0, math.Inf(1), 0.05, 0.05, ""}, false},
		{"elo0 NaN", SPRT{math.NaN(), 5, 0.05, 0.05, ""}, false},
		{"unknown model", SPRT{0, 5, 0.05, 0.05, "elo"}, false},
		{"normalized", SPRT{0, 5, 0.05, 0.05, ModelNormalized}, true},
		{"bayesian", SPRT{0, 5, 0.05, 0.05, ModelBayesian}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.ok {
				assert.NoError(t, tt.s.Valid())
			} else {
				assert.Error(t, tt.s.Valid())
			}
		})
	}
}

func TestSPRTLLRReference(t *testing.T) {
	// fastchess app/tests/sprt_test.cpp, "logistic pentanomial" cases
	// (Stats(LL, LD, WL, DD, WD, WW), alpha = beta = 0.05), checked there to 1%.
	tests := []struct {
		name string
		s    SPRT
		p    Penta
		llr  float64
	}{
		{"fastchess logistic pentanomial 1", SPRT{0.5, 2.5, 0.05, 0.05, ""}, Penta{223, 9863, 20279 + 1000, 10037, 246}, -3.07},
		{"fastchess logistic pentanomial 2", SPRT{0, 2, 0.05, 0.05, ""}, Penta{871, 26175, 55003 + 980, 26678, 821}, -4.98},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.s.LLR(tt.p)
			assert.InEpsilon(t, tt.llr, got, 0.01)
			// The quadratic GSPRT approximation agrees near the hypotheses.
			assert.InEpsilon(t, got, statGSPRTApprox(tt.s, tt.p), 0.01)
		})
	}
}

func TestSPRTDecide(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	tests := []struct {
		name     string
		s        SPRT
		p        Penta
		decision int
	}{
		// 1000 games scoring 58% (about +56 Elo): H1 accepted.
		{"clearly strong", s, Penta{20, 80, 200, 120, 80}, 1},
		// The mirror image, about -56 Elo: H0 accepted.
		{"clearly weak", s, Penta{80, 120, 200, 80, 20}, -1},
		// 8 games scoring 62.5%: far too few to decide.
		{"few games", s, Penta{0, 1, 1, 1, 1}, 0},
		{"no games", s, Penta{}, 0},
		// Two won pairs: the quadratic approximation would accept H1 here
		// (tiny variance); the exact GLR does not.
		{"two won pairs", s, Penta{0, 0, 0, 0, 2}, 0},
		{"invalid test never decides", SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}, Penta{20, 80, 200, 120, 80}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, llr := tt.s.Decide(tt.p)
			statAssertFinite(t, tt.name, llr)
			assert.Equal(t, tt.decision, d, "llr=%v", llr)
			if tt.s.Valid() == nil {
				assert.InDelta(t, tt.s.LLR(tt.p), llr, 1e-12)
			}
		})
	}
}

func TestSPRTDecideIsMonotoneInEvidence(t *testing.T) {
	// Repeating a mildly positive block of pairs (about +35 Elo) raises the
	// LLR until H1 is accepted, and the decision never flips to H0 on the way.
	s := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	block := Penta{2, 8, 20, 11, 9}
	var p Penta
	prev := 0.0
	decided := false
	for range 200 {
		for i := range p {
			p[i] += block[i]
		}
		d, llr := s.Decide(p)
		require.NotEqual(t, -1, d)
		assert.Greater(t, llr, prev)
		prev = llr
		if d == 1 {
			decided = true
			break
		}
	}
	assert.True(t, decided)
}

// Degenerate inputs: the LLRs stay finite; a score of exactly 0 or 1 has
// an infinite Elo with an undefined margin, as fastchess prints it ("inf
// +/- nan", issue 44: it printed "Elo -999.0 +/- 0.0" and "nElo 0.00 +/-
// 0.00"); other zero-variance samples a margin of 0.
func TestStatDegenerateInputs(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	inf, nan := math.Inf(1), math.NaN()
	same := func(t *testing.T, want, got float64, what string) {
		switch {
		case math.IsNaN(want):
			assert.True(t, math.IsNaN(got), "%s: %v, want NaN", what, got)
		case math.IsInf(want, 0):
			assert.Equal(t, want, got, what)
		default:
			assert.InDelta(t, want, got, 1e-9, what)
		}
	}
	wdls := []struct {
		name                  string
		r                     WDL
		elo, margin, nelo, nm float64
	}{
		{"no games", WDL{}, 0, 0, 0, 0},
		{"all wins", WDL{W: 50}, inf, nan, inf, nan},
		{"all losses", WDL{L: 50}, -inf, nan, -inf, nan},
		{"all draws", WDL{D: 50}, 0, 0, 0, 0},
		{"one game", WDL{W: 1}, inf, nan, inf, nan},
	}
	for _, tt := range wdls {
		t.Run("WDL "+tt.name, func(t *testing.T) {
			elo, margin := tt.r.Elo()
			same(t, tt.elo, elo, "Elo")
			same(t, tt.margin, margin, "margin")
			nelo, nm := NElo(tt.r, Penta{})
			same(t, tt.nelo, nelo, "nElo")
			same(t, tt.nm, nm, "nElo margin")
			_, llr := s.Test(tt.r, Penta{})
			statAssertFinite(t, tt.name, tt.r.Score(), llr)
		})
	}
	// Nearly all wins: the upper end of the interval is past a score of 1, so
	// it is capped at 999 and the margin is still finite.
	elo, margin := WDL{W: 9, L: 1}.Elo()
	statAssertFinite(t, "9-0-1", elo, margin)
	assert.Greater(t, margin, 0.0)

	pentas := []struct {
		name                  string
		p                     Penta
		elo, margin, nelo, nm float64
	}{
		{"no pairs", Penta{}, 0, 0, 0, 0},
		{"all WW", Penta{0, 0, 0, 0, 30}, inf, nan, inf, nan},
		{"all LL", Penta{30, 0, 0, 0, 0}, -inf, nan, -inf, nan},
		{"all DD or WL", Penta{0, 0, 30, 0, 0}, 0, 0, 0, 0},
		{"all WD", Penta{0, 0, 0, 30, 0}, EloFromScore(0.75), 0, 0, 0},
	}
	for _, tt := range pentas {
		t.Run("Penta "+tt.name, func(t *testing.T) {
			elo, margin := tt.p.Elo()
			same(t, tt.elo, elo, "Elo")
			same(t, tt.margin, margin, "margin")
			nelo, nm := NElo(WDL{}, tt.p)
			same(t, tt.nelo, nelo, "nElo")
			same(t, tt.nm, nm, "nElo margin")
			d, llr := s.Decide(tt.p)
			statAssertFinite(t, tt.name, llr)
			assert.Contains(t, []int{-1, 0, 1}, d)
		})
	}
	assert.Equal(t, 0.0, s.LLR(Penta{}))

	// Many identical pairs: a long run of WW pairs does end in H1, a long run
	// of LL pairs in H0, and a long run of drawn pairs (score exactly elo0) in
	// H0 too, all with finite LLRs.
	for _, tt := range []struct {
		name string
		p    Penta
		d    int
	}{
		{"1000 WW", Penta{0, 0, 0, 0, 1000}, 1},
		{"1000 LL", Penta{1000, 0, 0, 0, 0}, -1},
		{"1000 DD", Penta{0, 0, 1000, 0, 0}, -1},
	} {
		d, llr := s.Decide(tt.p)
		statAssertFinite(t, tt.name, llr)
		assert.Equal(t, tt.d, d, "%s llr=%v", tt.name, llr)
	}

	// Extreme but finite hypotheses and an elo0 == elo1 test stay finite.
	for _, x := range []SPRT{
		{Elo0: -5000, Elo1: 5000, Alpha: 0.05, Beta: 0.05},
		{Elo0: 3, Elo1: 3, Alpha: 0.05, Beta: 0.05},
		{Elo0: math.NaN(), Elo1: 3, Alpha: 0.05, Beta: 0.05},
	} {
		for _, p := range []Penta{{}, {0, 0, 0, 0, 7}, {3, 1, 4, 1, 5}} {
			d, llr := x.Decide(p)
			statAssertFinite(t, "extreme", llr)
			assert.Contains(t, []int{-1, 0, 1}, d)
		}
	}
	assert.Equal(t, 0.0, SPRT{Elo0: 3, Elo1: 3, Alpha: 0.05, Beta: 0.05}.LLR(Penta{3, 1, 4, 1, 5}))
}
