package match

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Pairs are counted from the lower engine's point of view whatever order
// their games finish in; 1-point pairs are told apart (win+loss, two draws).
func TestTallyPairsAndReports(t *testing.T) {
	s, err := Schedule(2, Plan{Rounds: 4, Games: 2})
	require.NoError(t, err)
	// A's results per game: pair 0 W (A White) L, pair 1 D D, pair 2 W W, pair 3 L D.
	res := []rules.Result{rules.WhiteWins, rules.WhiteWins, rules.Draw, rules.Draw, rules.WhiteWins, rules.BlackWins, rules.BlackWins, rules.Draw}
	tl := NewTally([]string{"A", "B"})
	for _, i := range []int{1, 2, 0, 3, 5, 4, 7, 6} { // out of order, as concurrent games finish
		tl.Add(s[i], Game{Result: res[i], Reason: "black is checkmated"})
	}
	w, p := tl.HeadToHead(0, 1)
	assert.Equal(t, WDL{W: 3, D: 3, L: 2}, w)
	assert.Equal(t, Penta{0, 1, 2, 0, 1}, p)
	wb, pb := tl.HeadToHead(1, 0)
	assert.Equal(t, WDL{W: 2, D: 3, L: 3}, wb)
	assert.Equal(t, Penta{1, 0, 2, 1, 0}, pb)
	assert.Equal(t, 8, tl.Games)
	assert.Equal(t, map[string]int{"checkmate": 8}, tl.Reasons)

	sprt := &SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Model: ModelNormalized}
	rep := tl.Report(0, 1, "movetime=20, NoBook", sprt)
	elo, margin := p.Elo()
	nelo, nmargin := NElo(w, p)
	_, llr := sprt.Test(w, p)
	for _, want := range []string{
		"Results of A vs B (movetime=20, NoBook):\n",
		fmt.Sprintf("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\n", elo, margin, nelo, nmargin),
		fmt.Sprintf("LOS: %.2f %%, DrawRatio: 50.00 %%, PairsRatio: 1.00\n", 100*LOS(w, p)),
		"Games: 8, Wins: 3, Losses: 2, Draws: 3, Points: 4.5 (56.25 %)\n",
		"Ptnml(0-2): [0, 1, 2, 0, 1], WL/DD Ratio: 1.00\n",
		fmt.Sprintf("LLR: %.2f (-2.94, 2.94) [0.00, 5.00]\n", llr),
	} {
		assert.Contains(t, rep, want)
	}
	assert.Equal(t, 2, strings.Count(rep, strings.Repeat("-", 50)+"\n"), "framed by dashes")
	cute := tl.CutechessReport(0, 1, nil)
	assert.Contains(t, cute, "Score of A vs B: 3 - 2 - 3  [0.562] 8\n"+
		"...      A playing White: 2 - 1 - 1  [0.625] 4\n"+ // games 0, 2, 4, 6: W D W L
		"...      A playing Black: 1 - 1 - 2  [0.500] 4\n"+ // games 1, 3, 5, 7: L D W D
		"...      White vs Black: 3 - 2 - 3  [0.562] 8\n") // white won 0, 1, 4; black 5, 6
	assert.Contains(t, cute, "DrawRatio: 37.5 %")
	table := tl.Table()
	assert.Regexp(t, `(?m)^   1 A +\S+ +\S+ +8 +56\.2% +37\.5%$`, table)
	assert.Regexp(t, `(?m)^A +- +4\.5/8$`, table)
	assert.Regexp(t, `(?m)^B +3\.5/8 +-$`, table)
}

// Three engines: everyone's score against the field and each head-to-head.
func TestTallyThreeEngines(t *testing.T) {
	s, err := Schedule(3, Plan{Rounds: 1, Games: 1})
	require.NoError(t, err) // AB, AC, BC
	tl := NewTally([]string{"A", "B", "C"})
	tl.Add(s[0], Game{Result: rules.WhiteWins})
	tl.Add(s[1], Game{Result: rules.Draw})
	tl.Add(s[2], Game{Result: rules.BlackWins})
	assert.Equal(t, WDL{W: 1, D: 1}, tl.Field(0))
	assert.Equal(t, WDL{L: 2}, tl.Field(1))
	assert.Equal(t, WDL{W: 1, D: 1}, tl.Field(2))
	w, p := tl.HeadToHead(2, 1)
	assert.Equal(t, WDL{W: 1}, w)
	assert.Equal(t, 0, p.Pairs())
	assert.Regexp(t, `(?m)^   3 B `, tl.Table(), "B is last")
}

// The normalized SPRT is the exact GSPRT on t-values; for data near the
// hypotheses it agrees with the quadratic GSPRT (fishtest LLR_alt2) whose
// scores are 1/2 + t_k*sigma per game, to within 1%.
func TestSPRTNormalizedMatchesAlt2(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Model: ModelNormalized}
	for _, p := range []Penta{{10, 128, 286, 159, 34}, {30, 60, 100, 50, 25}, {5, 20, 40, 25, 7}} {
		_, llr := s.Test(WDL{}, p)
		n := float64(p.Pairs())
		var mean, v float64
		for i, c := range p {
			mean += float64(c) / n * float64(i) / 4
		}
		for i, c := range p {
			v += float64(c) / n * statSq(float64(i)/4-mean)
		}
		sk := func(nelo float64) float64 { return 0.5 + nelo/nEloPerT*math.Sqrt(2*v) }
		want := 0.5 * n * (sk(5) - sk(0)) * (2*mean - sk(0) - sk(5)) / v
		assert.InEpsilon(t, want, llr, 0.01, "%v", p)
	}
	// Single games (no pairs): sigma per game.
	for _, w := range []WDL{{W: 345, D: 574, L: 315}, {W: 90, D: 40, L: 110}} {
		_, llr := s.Test(w, Penta{})
		mu, v, n := wdlMoments(w)
		tv := (mu - 0.5) / math.Sqrt(v)
		t0, t1 := 0.0, 5/nEloPerT
		assert.InEpsilon(t, n/2*(t1-t0)*(2*tv-t0-t1), llr, 0.01, "%v", w)
	}
}

// A handful of lopsided pairs has a tiny variance: the quadratic form of the
// normalized test would accept H1 after two won pairs (LLR 6.6); the exact
// one waits, as the logistic one does.
func TestSPRTFewPairsDoNotDecide(t *testing.T) {
	for _, model := range []string{ModelNormalized, ModelLogistic} {
		s := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05, Model: model}
		for _, p := range []Penta{{0, 0, 0, 0, 2}, {0, 0, 2, 0, 0}, {2, 0, 0, 0, 0}} {
			d, llr := s.Test(WDL{}, p)
			assert.Equal(t, 0, d, "%s %v: LLR %v", model, p, llr)
		}
		d, _ := s.Test(WDL{W: 4}, Penta{})
		assert.Equal(t, 0, d, model)
	}
}

// BayesElo SPRT against a value worked out by hand (python, from the
// formulas in the comment of llrBayesian): W 30, D 40, L 20, [0, 10].
func TestSPRTBayesianReference(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05, Model: ModelBayesian}
	_, llr := s.Test(WDL{W: 30, D: 40, L: 20}, Penta{})
	assert.InDelta(t, 0.37485035083260776, llr, 1e-9)
	_, llr = s.Test(WDL{W: 30, D: 0, L: 20}, Penta{})
	assert.Equal(t, 0.0, llr, "no draws: no draw Elo yet")
}

// Every model decides a lopsided result for H1 and an even one for H0.
func TestSPRTModelsDecide(t *testing.T) {
	for _, model := range []string{ModelLogistic, ModelNormalized, ModelBayesian} {
		s := SPRT{Elo0: 0, Elo1: 20, Alpha: 0.05, Beta: 0.05, Model: model}
		d, _ := s.Test(WDL{W: 900, D: 600, L: 500}, Penta{20, 150, 300, 250, 80})
		assert.Equal(t, 1, d, model)
		d, _ = s.Test(WDL{W: 700, D: 600, L: 700}, Penta{60, 200, 380, 200, 60})
		assert.Equal(t, -1, d, model)
		d, llr := s.Test(WDL{W: 3, D: 2, L: 2}, Penta{0, 1, 1, 1, 0})
		assert.Equal(t, 0, d, model)
		assert.False(t, math.IsNaN(llr))
	}
}

func TestNEloAndLOS(t *testing.T) {
	// All even: nElo 0, LOS 1/2.
	n, m := NElo(WDL{W: 10, D: 10, L: 10}, Penta{})
	assert.InDelta(t, 0, n, 1e-12)
	assert.InDelta(t, statZ95/math.Sqrt(30)*nEloPerT, m, 1e-9)
	assert.InDelta(t, 0.5, LOS(WDL{W: 10, D: 10, L: 10}, Penta{}), 1e-12)
	// Ahead: LOS above 1/2, nElo positive; the pair form uses the pairs.
	assert.Greater(t, LOS(WDL{W: 20, D: 10, L: 10}, Penta{}), 0.9)
	n, _ = NElo(WDL{}, Penta{1, 2, 5, 6, 3})
	assert.Greater(t, n, 0.0)
	// No games, or no variance: finite.
	n, m = NElo(WDL{}, Penta{})
	assert.Equal(t, [2]float64{0, 0}, [2]float64{n, m})
	assert.Equal(t, 1.0, LOS(WDL{W: 4}, Penta{}))
}

// The draw and resign rules adjudicate on the engines' own scores, each
// side's last turns (fastchess's -draw and -resign).
func TestAdjudicator(t *testing.T) {
	type turn struct {
		side  board.Side
		score string
	}
	alt := func(scores ...string) []turn { // White, Black, White, ...
		out := make([]turn, len(scores))
		for i, s := range scores {
			out[i] = turn{board.Side(i % 2), s}
		}
		return out
	}
	tests := []struct {
		name   string
		set    Settings
		turns  []turn
		result rules.Result
		reason string
	}{
		{"draw: both sides within the score for movecount moves", Settings{Draw: &DrawRule{MoveNumber: 1, MoveCount: 2, Score: 10}},
			alt("cp 5", "cp -3", "cp 0", "cp 10"), rules.Draw, "draw adjudicated"},
		{"draw: one score outside", Settings{Draw: &DrawRule{MoveNumber: 1, MoveCount: 2, Score: 10}},
			alt("cp 5", "cp -3", "cp 11", "cp 10"), rules.Ongoing, ""},
		{"draw: not before movenumber", Settings{Draw: &DrawRule{MoveNumber: 3, MoveCount: 1, Score: 10}},
			alt("cp 0", "cp 0", "cp 0", "cp 0"), rules.Ongoing, ""},
		{"draw: a turn without a score breaks the streak", Settings{Draw: &DrawRule{MoveCount: 2, Score: 10}},
			alt("cp 0", "cp 0", "", "cp 0"), rules.Ongoing, ""},
		{"resign: black's score low for movecount moves", Settings{Resign: &ResignRule{MoveCount: 2, Score: 500}},
			alt("cp 100", "cp -600", "cp 200", "cp -500"), rules.WhiteWins, "black resigns"},
		{"resign: a mate score counts", Settings{Resign: &ResignRule{MoveCount: 1, Score: 500}},
			alt("mate -3"), rules.BlackWins, "white resigns"},
		{"resign twosided: the winner must agree", Settings{Resign: &ResignRule{MoveCount: 2, Score: 500, TwoSided: true}},
			alt("cp 100", "cp -600", "cp 200", "cp -500"), rules.Ongoing, ""},
		{"resign twosided: both agree", Settings{Resign: &ResignRule{MoveCount: 2, Score: 500, TwoSided: true}},
			alt("cp 600", "cp -600", "mate 4", "cp -900"), rules.WhiteWins, "black resigns"},
		{"garbage scores never adjudicate", Settings{Resign: &ResignRule{MoveCount: 1, Score: 0}, Draw: &DrawRule{MoveCount: 1}},
			alt("cp banana", "lowerbound", "cp", "mate x"), rules.Ongoing, ""},
		{"no rules", Settings{}, alt("cp -9999", "cp 0"), rules.Ongoing, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := newAdjudicator(tt.set)
			for i, tr := range tt.turns {
				a.add(tr.side, tr.score, i+1)
			}
			res, why := a.verdict()
			assert.Equal(t, tt.result, res)
			assert.Contains(t, why, tt.reason)
		})
	}
}

// Issue 44: a score of 0 or 1 prints fastchess's infinite Elo and nElo with
// an undefined margin, not a capped Elo with a fake ± 0, in every report.
func TestReportsAtTheEdges(t *testing.T) {
	s, err := Schedule(2, Plan{Rounds: 1, Games: 2})
	require.NoError(t, err)
	tests := []struct {
		name           string
		result         [2]rules.Result // games 1 (A White) and 2 (B White)
		elo, cutechess string
	}{
		{"2-0", [2]rules.Result{rules.WhiteWins, rules.BlackWins}, "Elo: inf +/- nan, nElo: inf +/- nan\n", "Elo difference: inf +/- nan, LOS: 100.0 %"},
		{"0-2", [2]rules.Result{rules.BlackWins, rules.WhiteWins}, "Elo: -inf +/- nan, nElo: -inf +/- nan\n", "Elo difference: -inf +/- nan, LOS: 0.0 %"},
		{"1-1 by two draws", [2]rules.Result{rules.Draw, rules.Draw}, "Elo: 0.00 +/- 0.00, nElo: 0.00 +/- 0.00\n", "Elo difference: 0.0 +/- 0.0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tl := NewTally([]string{"A", "B"})
			for i, r := range tt.result {
				tl.Add(s[i], Game{Result: r, Reason: "black is checkmated"})
			}
			assert.Contains(t, tl.Report(0, 1, "x", nil), tt.elo)
			assert.Contains(t, tl.CutechessReport(0, 1, nil), tt.cutechess)
			assert.NotContains(t, tl.Table(), "Inf")
			assert.NotContains(t, tl.Table(), "NaN")
		})
	}
}
