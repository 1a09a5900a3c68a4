package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finished returns the Finished game lines of an output, checking their form.
func finished(t *testing.T, out string) [][]string {
	t.Helper()
	var games [][]string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "Finished game ") {
			m := finishedLine.FindStringSubmatch(l)
			require.NotNil(t, m, "%q", l)
			games = append(games, m[1:])
		}
	}
	return games
}

// Issue 35: three engines in a round robin and in a gauntlet, each with its
// own time control (a clock, a movetime, a node limit), the results table
// and the head-to-head.
func TestThreeEngines(t *testing.T) {
	engines := []string{
		"-engine", "cmd=" + engineBin, "name=clock", "option.Player=random", "tc=5+0.05",
		"-engine", "cmd=" + engineBin, "name=movetime", "option.Player=greedy", "st=0.02",
		"-engine", "cmd=" + engineBin, "name=slow", "option.Player=random", "tc=3+0.03",
		"-maxplies", "20", "-margin", "1s", "-rounds", "1", "-games", "2",
	}
	tests := []struct {
		kind  string
		games int
		pairs []string // the encounters played
	}{
		{"roundrobin", 6, []string{"clock-movetime", "clock-slow", "movetime-slow"}},
		{"gauntlet", 4, []string{"clock-movetime", "clock-slow"}},
	}
	for _, tt := range tests {
		t.Run(tt.kind, func(t *testing.T) {
			dir := t.TempDir()
			log := filepath.Join(dir, "log.txt")
			var out, errb bytes.Buffer
			args := append(append([]string{}, engines...), "-tournament", tt.kind, "-log", "file="+log, "engine=true",
				"-records", filepath.Join(dir, "games.txt"))
			require.Equal(t, 0, run(args, &out, &errb), "%s\n%s", out.String(), errb.String())
			games := finished(t, out.String())
			require.Len(t, games, tt.games, out.String())
			seen := map[string]int{}
			for _, g := range games {
				a, b := g[1], g[2]
				if a > b {
					a, b = b, a
				}
				seen[strings.Join([]string{a, b}, "-")]++
			}
			for _, p := range tt.pairs {
				assert.Equal(t, 2, seen[p], "%s plays twice, colours swapped: %v", p, seen)
			}
			assert.Len(t, seen, len(tt.pairs))
			o := out.String()
			assert.Contains(t, o, "time control clock 5+0.05, movetime movetime=20, slow 3+0.03")
			assert.Regexp(t, `(?m)^   1 \S+ `, o)
			assert.Regexp(t, `(?m)^   3 \S+ `, o)
			assert.Contains(t, o, "Head to head")
			// Each engine was sent its own kind of go.
			data, err := os.ReadFile(log)
			require.NoError(t, err)
			l := string(data)
			// The first turn of clock (White) against slow: each clock and increment its own.
			assert.Contains(t, l, "clock ---> go wtime 5000 btime 3000 winc 50 binc 30")
			assert.Contains(t, l, "movetime ---> go movetime 20")
			assert.Contains(t, l, "clock <--- uciok")
			if tt.kind == "roundrobin" {
				assert.Contains(t, l, "slow ---> go wtime 3000 btime 3000 winc 30 binc 30", "against movetime, slow is told its own clock twice")
			}
			assert.Contains(t, l, "Finished game 1 ")
		})
	}
}

// The draw and resign rules end games on the engines' reported scores, and
// the reason is recorded and counted.
func TestAdjudicationsScored(t *testing.T) {
	base := []string{"-engine", "cmd=" + engineBin, "name=a", "-engine", "cmd=" + engineBin, "name=b",
		"-each", "tc=depth=1", "-rounds", "1", "-games", "2", "-maxplies", "40"}
	tests := []struct {
		name string
		args []string
		want string // in every Finished line
		term string // in the Terminations line
	}{
		{"draw", []string{"-draw", "movenumber=1", "movecount=1", "score=100000"}, "{draw adjudicated: scores within 100000 cp for 1 moves after move 1}", "draw adjudication 2"},
		{"resign", []string{"-resign", "movecount=1", "score=0"}, "resigns (adjudicated: a score of 0 cp or worse for 1 moves)}", "resign adjudication 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "games.txt")
			var out, errb bytes.Buffer
			require.Equal(t, 0, run(append(append(base, tt.args...), "-records", file), &out, &errb), "%s\n%s", out.String(), errb.String())
			games := finished(t, out.String())
			require.Len(t, games, 2)
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.HasPrefix(l, "Finished game") {
					assert.Contains(t, l, tt.want)
				}
			}
			assert.Contains(t, out.String(), "Terminations: "+tt.term)
			recs := completeRecords(t, file)
			require.Len(t, recs, 2)
			for _, r := range recs {
				assert.Contains(t, r.Tags["Termination"], strings.Trim(tt.want, "{}"))
			}
		})
	}
}

// -compliance passes our engine and fails the faulty one with the reasons.
func TestCompliance(t *testing.T) {
	var out, errb bytes.Buffer
	assert.Equal(t, 0, run([]string{"-compliance", engineBin}, &out, &errb), out.String())
	assert.Contains(t, out.String(), "all checks passed")
	assert.NotContains(t, out.String(), "FAIL")
	assert.GreaterOrEqual(t, strings.Count(out.String(), "PASS "), 10)

	out.Reset()
	assert.Equal(t, 1, run([]string{"-compliance", faultyBin, "-mode", "illegal"}, &out, &errb))
	o := out.String()
	assert.Contains(t, o, "PASS uci is answered with id name and uciok")
	assert.Contains(t, o, `FAIL go movetime 200 from the start: a legal bestmove in time: bestmove "a1-p16" is not legal`)
	assert.Contains(t, o, "checks failed")

	out.Reset()
	assert.Equal(t, 1, run([]string{"-compliance", faultyBin, "-mode", "crash"}, &out, &errb))
	assert.Contains(t, out.String(), "FAIL go movetime 200 from the start: a legal bestmove in time: the engine process exited")
}

// Output: fastchess's interval report every -ratinginterval games, or
// cutechess's score lines; SPRT in the space form (fastchess) and in the old
// comma form, with a verdict line; the PGN tags of the records.
func TestOutputAndRecords(t *testing.T) {
	base := []string{"-engine", "name=a cmd=" + strconv.Quote(engineBin) + " option.Player=greedy", "-engine", "name=b cmd='" + engineBin + "' option.Player=random",
		"-each", "st=0.01", "-maxplies", "20", "-margin", "1s", "-rounds", "2", "-games", "2"}
	var out, errb bytes.Buffer
	file := filepath.Join(t.TempDir(), "games.txt")
	require.Equal(t, 0, run(append(base, "-ratinginterval", "2", "-sprt", "elo0=0", "elo1=5", "model=bayesian", "-records", file, "-event", "E", "-site", "S"), &out, &errb), errb.String())
	o := out.String()
	assert.Equal(t, 3, strings.Count(o, "Results of a vs b (movetime=10, NoBook):"), "after games 2 and 4, and at the end:\n%s", o)
	assert.Contains(t, o, "Ptnml(0-2): [")
	assert.Contains(t, o, "LLR: ")
	assert.Regexp(t, `SPRT \(\[0\.00, 5\.00\], bayesian, alpha 0\.05, beta 0\.05\): LLR -?\d+\.\d\d \(-2\.94, 2\.94\), (no decision yet|H[01] was accepted)`, o)
	assert.Len(t, finished(t, o), 4)
	assert.Equal(t, 4, strings.Count(o, "Started game "))
	recs := completeRecords(t, file)
	require.Len(t, recs, 4)
	for i, r := range recs {
		for _, tag := range []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "Termination", "TimeControl", "Variant", "FEN"} {
			assert.NotEmpty(t, r.Tags[tag], tag)
		}
		assert.Equal(t, "E", r.Tags["Event"])
		assert.Equal(t, "S", r.Tags["Site"])
		assert.Equal(t, "FrozenChess", r.Tags["Variant"])
		assert.Equal(t, board.StartFEN, r.Tags["FEN"])
		assert.Equal(t, "movetime=10", r.Tags["TimeControl"])
		assert.Equal(t, []string{"1", "1", "2", "2"}[i], r.Tags["Round"])
		assert.Regexp(t, `^\d{4}\.\d\d\.\d\d$`, r.Tags["Date"])
	}

	out.Reset()
	require.Equal(t, 0, run(append(base, "-output", "format=cutechess", "-sprt", "elo0=0,elo1=5"), &out, &errb), errb.String())
	o = out.String()
	assert.Equal(t, 5, strings.Count(o, "Score of a vs b: "), "after every game and at the end:\n%s", o)
	assert.Contains(t, o, "Elo difference: ")
	assert.Contains(t, o, "SPRT: llr ")
	assert.Contains(t, o, "logistic", "the comma form keeps the logistic model")
	assert.NotContains(t, o, "Results of a vs b")
}

// Time odds: each engine's own clock, recorded as White's and Black's; an
// engine with restart=on gets a fresh process for every game.
func TestTimeOddsRecorded(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.txt")
	log := filepath.Join(t.TempDir(), "log.txt")
	var out, errb bytes.Buffer
	args := []string{"-engine", "cmd=" + engineBin, "name=a", "option.Player=random", "tc=4+0.04", "restart=on",
		"-engine", "cmd=" + engineBin, "name=b", "option.Player=random", "-tc", "2+0.02",
		"-rounds", "1", "-games", "2", "-maxplies", "10", "-records", file, "-log", "file=" + log, "engine=true"}
	require.Equal(t, 0, run(args, &out, &errb), errb.String())
	recs := completeRecords(t, file)
	require.Len(t, recs, 2)
	assert.Equal(t, "4+0.04", recs[0].Tags["WhiteTimeControl"])
	assert.Equal(t, "2+0.02", recs[0].Tags["BlackTimeControl"])
	assert.Equal(t, "2+0.02", recs[1].Tags["WhiteTimeControl"])
	assert.Equal(t, "4+0.04", recs[1].Tags["BlackTimeControl"])
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(data), "] a ---> uci\n"), "a process per game")
	assert.Equal(t, 1, strings.Count(string(data), "] b ---> uci\n"), "one process for both games")
	assert.Contains(t, string(data), "a ---> go wtime 4000 btime 2000 winc 40 binc 20", "each side's own clock and increment")
}

// -openings file= order= start= plies=, and the old -openings FILE.
func TestOpeningOptions(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "book.epd")
	start := board.StartPosition()
	after := func(tokens ...string) string {
		p := start.Clone()
		require.NoError(t, playTokens(p, tokens))
		return p.Format()
	}
	lines := board.StartFEN + " moves h4-h5 h13-h12\n# comment\n" + after("a4-a5") + "\n" + after("b4-b5") + "\n"
	require.NoError(t, os.WriteFile(file, []byte(lines), 0o644))
	tests := []struct {
		words []string
		want  []string
	}{
		{[]string{file}, []string{after("h4-h5", "h13-h12"), after("a4-a5"), after("b4-b5")}},
		{[]string{"file=" + file, "plies=1"}, []string{after("h4-h5"), after("a4-a5"), after("b4-b5")}},
		{[]string{"file=" + file, "start=2", "format=epd", "order=sequential"}, []string{after("a4-a5"), after("b4-b5"), after("h4-h5", "h13-h12")}},
	}
	for _, tt := range tests {
		p, err := parseArgs(append([]string{"-openings"}, tt.words...))
		require.NoError(t, err)
		got, _, _, err := openingsOf(p, 3, allEncounters)
		require.NoError(t, err)
		assert.Equal(t, tt.want, formats(got), "%v", tt.words)
	}
	// order=random: a permutation, the same for the same -srand.
	order := func(seed string) []string {
		p, err := parseArgs([]string{"-openings", "file=" + file, "order=random", "-srand", seed})
		require.NoError(t, err)
		got, _, _, err := openingsOf(p, 3, allEncounters)
		require.NoError(t, err)
		return formats(got)
	}
	assert.Equal(t, order("7"), order("7"))
	assert.ElementsMatch(t, tests[0].want, order("7"))
	for _, bad := range [][]string{{"file=" + file, "start=4"}, {"file=" + file, "order=shuffled"}, {"file=" + file, "format=pgn"}, {"file=" + file, "plies=-1"}, {"order=random"}} {
		p, err := parseArgs(append([]string{"-openings"}, bad...))
		require.NoError(t, err)
		_, _, _, err = openingsOf(p, 3, allEncounters)
		assert.Error(t, err, "%v", bad)
	}
}

func formats(ps []*board.Position) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Format()
	}
	return out
}

func allEncounters(int) bool { return true }
