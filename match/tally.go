package match

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/rules"
)

// Tally adds up a tournament's results: every engine's score against the
// field, every encounter's head-to-head games and game pairs, and the
// terminations.
type Tally struct {
	Names []string
	Games int
	// NoPenta reports from the games alone, as if no pairs were played
	// (fastchess -report penta=false): trinomial Elo, LOS and SPRT, the
	// share of drawn games, no pentanomial line.
	NoPenta bool
	Reasons map[string]int
	field   []WDL
	h2h     [][]WDL          // [i][j]: i's results against j
	white   [][]WDL          // [i][j]: i's results against j with i White
	penta   map[[2]int]Penta // (i, j), i < j: pairs from i's point of view
	wl, dd  map[[2]int]int   // the pairs scoring 1 point made of a win and a loss, of two draws
	pending map[int]int      // Pair id: the first game's points (doubled) of the encounter's lower engine
}

// NewTally counts for engines with these names.
func NewTally(names []string) *Tally {
	t := &Tally{Names: names, Reasons: map[string]int{}, field: make([]WDL, len(names)), h2h: make([][]WDL, len(names)),
		penta: map[[2]int]Penta{}, wl: map[[2]int]int{}, dd: map[[2]int]int{}, pending: map[int]int{}}
	t.white = make([][]WDL, len(names))
	for i := range t.h2h {
		t.h2h[i] = make([]WDL, len(names))
		t.white[i] = make([]WDL, len(names))
	}
	return t
}

// Add counts one finished game.
func (t *Tally) Add(p Pairing, g Game) {
	t.Games++
	t.Reasons[category(g.Reason)]++
	w, b := p.White, p.Black
	switch g.Result {
	case rules.Draw:
		t.field[w].D++
		t.field[b].D++
		t.h2h[w][b].D++
		t.h2h[b][w].D++
		t.white[w][b].D++
	case rules.WhiteWins:
		t.field[w].W++
		t.field[b].L++
		t.h2h[w][b].W++
		t.h2h[b][w].L++
		t.white[w][b].W++
	default:
		t.field[w].L++
		t.field[b].W++
		t.h2h[w][b].L++
		t.h2h[b][w].W++
		t.white[w][b].L++
	}
	if p.Pair < 0 {
		return
	}
	lo, hi := min(w, b), max(w, b)
	pts := 1 // the lower engine's points in this game, doubled
	switch {
	case g.Result == rules.Draw:
	case (g.Result == rules.WhiteWins) == (w == lo):
		pts = 2
	default:
		pts = 0
	}
	first, ok := t.pending[p.Pair]
	if !ok {
		t.pending[p.Pair] = pts
		return
	}
	delete(t.pending, p.Pair)
	key := [2]int{lo, hi}
	pe := t.penta[key]
	pe[first+pts]++
	t.penta[key] = pe
	if first+pts == 2 {
		if first == 1 {
			t.dd[key]++
		} else {
			t.wl[key]++
		}
	}
}

// Field is engine i's results against all others.
func (t *Tally) Field(i int) WDL { return t.field[i] }

// HeadToHead is i's results against j and the pairs they played, from i's
// point of view.
func (t *Tally) HeadToHead(i, j int) (WDL, Penta) {
	if t.NoPenta {
		return t.h2h[i][j], Penta{}
	}
	p := t.penta[[2]int{min(i, j), max(i, j)}]
	if i > j {
		p = Penta{p[4], p[3], p[2], p[1], p[0]}
	}
	return t.h2h[i][j], p
}

// pairsSplit is the 1-point pairs of i and j split into win+loss and two
// draws (fastchess's WL and DD).
func (t *Tally) pairsSplit(i, j int) (wl, dd int) {
	key := [2]int{min(i, j), max(i, j)}
	return t.wl[key], t.dd[key]
}

// Report is fastchess's interval report of engine i against j:
//
//	--------------------------------------------------
//	Results of A vs B (10+0.1, NoBook):
//	Elo: 8.32 +/- 12.14, nElo: 13.77 +/- 20.07
//	LOS: 91.13 %, DrawRatio: 46.34 %, PairsRatio: 1.15
//	Games: 1234, Wins: 345, Losses: 315, Draws: 574, Points: 632.0 (51.22 %)
//	Ptnml(0-2): [10, 128, 286, 159, 34], WL/DD Ratio: 0.98
//	LLR: 0.45 (-2.94, 2.94) [0.00, 5.00]
//	--------------------------------------------------
//
// The Elo and its margin come from the pairs when there are some, else from
// the games; DrawRatio is the share of 1-point pairs, win+loss or two draws
// (fastchess's; of drawn games without pairs); PairsRatio is (WW+WD)/(LL+LD)
// (fishtest's and fastchess's).
func (t *Tally) Report(i, j int, about string, sprt *SPRT) string {
	w, p := t.HeadToHead(i, j)
	var b strings.Builder
	line := strings.Repeat("-", 50)
	fmt.Fprintf(&b, "%s\nResults of %s vs %s (%s):\n", line, t.Names[i], t.Names[j], about)
	elo, margin := w.Elo()
	if p.Pairs() > 0 {
		elo, margin = p.Elo()
	}
	nelo, nmargin := NElo(w, p)
	fmt.Fprintf(&b, "Elo: %s +/- %s, nElo: %s +/- %s\n", StatText(elo, 2), StatText(margin, 2), StatText(nelo, 2), StatText(nmargin, 2))
	wl, dd := t.pairsSplit(i, j)
	drawRatio := 0.0
	switch {
	case p.Pairs() > 0:
		drawRatio = float64(p[2]) / float64(p.Pairs())
	case w.Games() > 0:
		drawRatio = float64(w.D) / float64(w.Games())
	}
	pairsRatio := "" // only with pairs, as fastchess
	if p.Pairs() > 0 {
		pairsRatio = ", PairsRatio: " + ratio(p[3]+p[4], p[0]+p[1])
	}
	fmt.Fprintf(&b, "LOS: %.2f %%, DrawRatio: %.2f %%%s\n", 100*LOS(w, p), 100*drawRatio, pairsRatio)
	fmt.Fprintf(&b, "Games: %d, Wins: %d, Losses: %d, Draws: %d, Points: %.1f (%.2f %%)\n",
		w.Games(), w.W, w.L, w.D, float64(w.W)+float64(w.D)/2, 100*w.Score())
	if p.Pairs() > 0 {
		fmt.Fprintf(&b, "Ptnml(0-2): [%d, %d, %d, %d, %d], WL/DD Ratio: %s\n", p[0], p[1], p[2], p[3], p[4], ratio(wl, dd))
	}
	if sprt != nil {
		_, llr := sprt.Test(w, p)
		lo, hi := sprt.Bounds()
		fmt.Fprintf(&b, "LLR: %.2f (%.2f, %.2f) [%.2f, %.2f]\n", llr, lo, hi, sprt.Elo0, sprt.Elo1)
	}
	b.WriteString(line + "\n")
	return b.String()
}

// StatText prints an estimate with prec decimals, and the infinite and
// undefined ones as fastchess and cutechess-cli do: "inf", "-inf", "nan"
// (Go would print "+Inf" and "NaN").
func StatText(x float64, prec int) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return strconv.FormatFloat(x, 'f', prec, 64)
}

// ratio prints a/b, or "inf" when b is 0 and a is not (fastchess's way).
func ratio(a, b int) string {
	switch {
	case b > 0:
		return fmt.Sprintf("%.2f", float64(a)/float64(b))
	case a > 0:
		return "inf"
	}
	return "0.00"
}

// CutechessReport is cutechess-cli's score block of engine i against j:
//
//	Score of A vs B: 345 - 315 - 574  [0.512] 1234
//	...      A playing White: 180 - 150 - 287  [0.524] 617
//	...      A playing Black: 165 - 165 - 287  [0.500] 617
//	...      White vs Black: 345 - 315 - 574  [0.512] 1234
//	Elo difference: 8.3 +/- 12.1, LOS: 91.1 %, DrawRatio: 46.5 %
//	SPRT: llr 0.45 (15.3%), lbound -2.94, ubound 2.94
func (t *Tally) CutechessReport(i, j int, sprt *SPRT) string {
	w, p := t.HeadToHead(i, j)
	var b strings.Builder
	score := func(label string, r WDL) {
		fmt.Fprintf(&b, "%s: %d - %d - %d  [%.3f] %d\n", label, r.W, r.L, r.D, r.Score(), r.Games())
	}
	score("Score of "+t.Names[i]+" vs "+t.Names[j], w)
	asWhite := t.white[i][j]
	asBlack := t.white[j][i]
	asBlack.W, asBlack.L = asBlack.L, asBlack.W // j's results with j White, turned to i's
	score("...      "+t.Names[i]+" playing White", asWhite)
	score("...      "+t.Names[i]+" playing Black", asBlack)
	score("...      White vs Black", WDL{W: asWhite.W + asBlack.L, D: asWhite.D + asBlack.D, L: asWhite.L + asBlack.W})
	elo, margin := w.Elo()
	draws := 0.0
	if w.Games() > 0 {
		draws = float64(w.D) / float64(w.Games())
	}
	fmt.Fprintf(&b, "Elo difference: %s +/- %s, LOS: %.1f %%, DrawRatio: %.1f %%\n", StatText(elo, 1), StatText(margin, 1), 100*LOS(w, Penta{}), 100*draws)
	if sprt != nil {
		_, llr := sprt.Test(w, p)
		lo, hi := sprt.Bounds()
		fmt.Fprintf(&b, "SPRT: llr %.2f (%.1f%%), lbound %.2f, ubound %.2f\n", llr, 100*llr/hi, lo, hi)
	}
	return b.String()
}

// Table ranks the engines by their score against the field, with Elo from
// that score, and then gives the head-to-head scores:
//
//	Rank Name        Elo     +/-   Games  Score   Draw
//	   1 search    120.4    40.2      40  66.7%  10.0%
//	Head to head (row's points against column's, of games):
//	               search   greedy
//	search              -  13.5/20
func (t *Tally) Table() string {
	order := make([]int, len(t.Names))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return t.field[order[a]].Score() > t.field[order[b]].Score() })
	width := 4
	for _, n := range t.Names {
		width = max(width, len(n))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%4s %-*s %8s %7s %7s %7s %7s\n", "Rank", width, "Name", "Elo", "+/-", "Games", "Score", "Draw")
	for r, i := range order {
		w := t.field[i]
		elo, margin := w.Elo()
		draws := 0.0
		if w.Games() > 0 {
			draws = float64(w.D) / float64(w.Games())
		}
		fmt.Fprintf(&b, "%4d %-*s %8s %7s %7d %6.1f%% %6.1f%%\n", r+1, width, t.Names[i], StatText(elo, 1), StatText(margin, 1), w.Games(), 100*w.Score(), 100*draws)
	}
	fmt.Fprintf(&b, "Head to head (the row's points against the column's, of games played):\n%-*s", width, "")
	cell := max(width, 9)
	for _, j := range order {
		fmt.Fprintf(&b, " %*s", cell, t.Names[j])
	}
	b.WriteString("\n")
	for _, i := range order {
		fmt.Fprintf(&b, "%-*s", width, t.Names[i])
		for _, j := range order {
			w := t.h2h[i][j]
			s := "-"
			if i != j {
				s = fmt.Sprintf("%s/%d", trimFloat(float64(w.W)+float64(w.D)/2), w.Games())
			}
			fmt.Fprintf(&b, " %*s", cell, s)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Terminations is the count of game endings by kind.
func (t *Tally) Terminations() string {
	keys := make([]string, 0, len(t.Reasons))
	for k := range t.Reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, t.Reasons[k])
	}
	return "Terminations: " + strings.Join(parts, ", ") + "\n"
}

func trimFloat(f float64) string {
	if f == math.Trunc(f) {
		return fmt.Sprintf("%d", int(f))
	}
	return fmt.Sprintf("%.1f", f)
}

// FinishedLine is the line printed as a game ends, as fastchess and
// cutechess-cli print it: "Finished game 3 (A vs B): 1-0 {black is checkmated}".
func FinishedLine(p Pairing, g Game) string {
	return fmt.Sprintf("Finished game %d (%s vs %s): %s {%s}", p.Number, g.White, g.Black, g.Result, g.Reason)
}

// StartedLine is the line printed as a game starts.
func StartedLine(p Pairing, total int, names []string) string {
	return fmt.Sprintf("Started game %d of %d (%s vs %s)", p.Number, total, names[p.White], names[p.Black])
}
