package match

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The match tests drive real engine processes: the engine binary with its
// search, random and greedy players, and fcfaulty, which misbehaves.

var engineBin, faultyBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "fcmatch-test")
	if err != nil {
		panic(err)
	}
	engineBin = filepath.Join(dir, "frozenchess")
	faultyBin = filepath.Join(dir, "fcfaulty")
	for bin, pkg := range map[string]string{engineBin: "../cmd/frozenchess", faultyBin: "../cmd/fcfaulty"} {
		if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
			panic(string(out))
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func ourEngine(name, player string) EngineSpec {
	return EngineSpec{Name: name, Command: []string{engineBin}, Options: map[string]string{"Player": player}}
}

func TestParseTimeControl(t *testing.T) {
	tests := []struct {
		in   string
		want TimeControl
		str  string
	}{
		{"40/10+0.1", TimeControl{Moves: 40, Base: 10 * time.Second, Inc: 100 * time.Millisecond}, "40/10+0.1"},
		{"10+0.1", TimeControl{Base: 10 * time.Second, Inc: 100 * time.Millisecond}, "10+0.1"},
		{"60", TimeControl{Base: time.Minute}, "60"},
		{"movetime=100", TimeControl{MoveTime: 100 * time.Millisecond}, "movetime=100"},
		{"nodes=5000", TimeControl{Nodes: 5000}, "nodes=5000"},
		{"depth=4", TimeControl{Depth: 4}, "depth=4"},
	}
	for _, tc := range tests {
		got, err := ParseTimeControl(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got)
		assert.Equal(t, tc.str, got.String())
	}
	for _, bad := range []string{"", "x", "0+1", "10+x", "a/10", "movetime=0", "nodes=-1", "speed=3", "depth=99999",
		// Issue 28 item 10: NaN compared false with both bounds and was taken.
		"NaN", "nan+0.1", "40/NaN", "10+NaN", "Inf", "10+inf", "-10", "10+-0.1", "-40/10", "40/-10", "movetime=-5", "1e300"} {
		_, err := ParseTimeControl(bad)
		assert.ErrorContains(t, err, "time control", bad)
	}
}

func TestParseEngineSpec(t *testing.T) {
	tc := func(s string) *TimeControl { v, err := ParseTimeControl(s); require.NoError(t, err); return &v }
	tests := []struct {
		name   string
		fields []string
		want   EngineSpec
	}{
		{"key=value words", []string{"name=A", "cmd=./fc", "arg=-x", "option.Player=random", "option.Move Overhead=10"},
			EngineSpec{Name: "A", Command: []string{"./fc", "-x"}, Options: map[string]string{"Player": "random", "Move Overhead": "10"}}},
		{"an option name split at its space", strings.Fields("name=A cmd=./fc option.Move Overhead=0 option.Hash=8"),
			EngineSpec{Name: "A", Command: []string{"./fc"}, Options: map[string]string{"Move Overhead": "0", "Hash": "8"}}},
		{"args= split as a shell splits", []string{"cmd=./fc", `args=-a "b c" 'd e'`},
			EngineSpec{Name: "./fc", Command: []string{"./fc", "-a", "b c", "d e"}, Options: map[string]string{}}},
		{"time odds and limits, the last one given wins", []string{"cmd=./fc", "tc=10+0.1", "timemargin=50", "dir=/tmp"},
			EngineSpec{Name: "./fc", Command: []string{"./fc"}, Dir: "/tmp", Options: map[string]string{}, TC: tc("10+0.1"), Margin: 50 * time.Millisecond}},
		{"st= is seconds", []string{"cmd=./fc", "tc=10", "st=0.25"},
			EngineSpec{Name: "./fc", Command: []string{"./fc"}, Options: map[string]string{}, TC: tc("movetime=250")}},
		{"nodes= and plies=", []string{"cmd=./fc", "nodes=500", "name=n"},
			EngineSpec{Name: "n", Command: []string{"./fc"}, Options: map[string]string{}, TC: tc("nodes=500")}},
		{"plies= is depth", []string{"cmd=./fc", "plies=3", "proto=uci", "restart=on"},
			EngineSpec{Name: "./fc", Command: []string{"./fc"}, Options: map[string]string{}, TC: tc("depth=3"), Restart: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := ParseEngineSpec(tt.fields)
			require.NoError(t, err)
			assert.Equal(t, tt.want, s)
		})
	}
	// One quoted string, as a shell would split it: paths with spaces survive.
	f, err := SplitEngineFields(`cmd="./my engine" name=A args="--x 1" 'option.Move Overhead=5'`)
	require.NoError(t, err)
	s, err := ParseEngineSpec(f)
	require.NoError(t, err)
	assert.Equal(t, EngineSpec{Name: "A", Command: []string{"./my engine", "--x", "1"}, Options: map[string]string{"Move Overhead": "5"}}, s)

	for _, bad := range [][]string{{"name=A"}, {"cmd=./fc", "bogus"}, {"cmd=./fc", "color=red"}, {"cmd=./fc", "option.Move", "Overhead"},
		{"cmd=./fc", "tc=NaN"}, {"cmd=./fc", "tc=nan+0.1"}, {"cmd=./fc", "st=-1"}, {"cmd=./fc", "st=NaN"}, {"cmd=./fc", "st=Inf"}, {"cmd=./fc", "nodes=0"}, {"cmd=./fc", "proto=xboard"}, {"cmd=./fc", "timemargin=x"},
		{"cmd=./fc", `args="unclosed`}, {"cmd=./fc", "option.=3"}} {
		_, err := ParseEngineSpec(bad)
		assert.Error(t, err, "%v", bad)
	}
	_, err = SplitEngineFields(`cmd="unclosed`)
	assert.Error(t, err)
}

// played is what a test tournament gave: the tally, the records and whether
// it ended early.
type played struct {
	tally *Tally
	recs  []Record
	ended bool
	lines []string // the Finished game lines
}

// runTournament runs cfg, writing records and counting as fcmatch does;
// stopWhen (may be nil) ends it after a game.
func runTournament(t *testing.T, cfg Config, stopWhen func(*Tally) bool) played {
	t.Helper()
	names := make([]string, len(cfg.Engines))
	for i, e := range cfg.Engines {
		names[i] = e.Name
	}
	var out played
	out.tally = NewTally(names)
	var records bytes.Buffer
	cfg.OnGame = func(p Pairing, g Game) bool {
		require.NoError(t, WriteRecord(&records, g, RecordInfo{Event: "test", Round: p.Round, Number: p.Number}))
		out.tally.Add(p, g)
		out.lines = append(out.lines, FinishedLine(p, g))
		return stopWhen != nil && stopWhen(out.tally)
	}
	var err error
	out.ended, err = Run(cfg)
	require.NoError(t, err)
	out.recs, err = ReadRecords(&records)
	require.NoError(t, err)
	return out
}

func twoGamesEach(t *testing.T, engines, rounds int) []Pairing {
	s, err := Schedule(engines, Plan{Rounds: rounds, Games: 2})
	require.NoError(t, err)
	return s
}

// A short match between real engines: every game ends by the rules or by
// adjudication, the records replay, and the statistics add up.
func TestMatchRealEngines(t *testing.T) {
	cfg := Config{
		Engines: []EngineSpec{ourEngine("search", "search"), ourEngine("greedy", "greedy")},
		// A generous margin: the test runs beside the other packages on a 2-core machine.
		Settings: Settings{TC: TimeControl{MoveTime: 20 * time.Millisecond}, Margin: time.Second, MaxPlies: 60},
		Schedule: twoGamesEach(t, 2, 2), Concurrency: 2,
	}
	got := runTournament(t, cfg, nil)
	assert.False(t, got.ended)
	assert.Equal(t, 4, got.tally.Games)
	w, p := got.tally.HeadToHead(0, 1)
	assert.Equal(t, 4, w.Games())
	assert.Equal(t, 2, p.Pairs())
	require.Len(t, got.recs, 4)
	for _, r := range got.recs {
		_, err := Replay(r)
		assert.NoError(t, err, "%v", r.Tags)
		assert.NotEqual(t, rules.Ongoing, r.Result)
		for _, reason := range []string{ReasonCrash, ReasonIllegal, ReasonStall, ReasonTime} {
			assert.NotContains(t, r.Tags["Termination"], reason)
		}
	}
	assert.Contains(t, got.tally.Report(0, 1, "movetime=20, NoBook", nil), "Results of search vs greedy (movetime=20, NoBook):")
}

// Engine options reach the engine: with Player=random the engine answers a
// one-second go at once, as only the random player does.
func TestEngineOptionsAreSent(t *testing.T) {
	p, err := Start(EngineSpec{Name: "r", Command: []string{engineBin}, Options: map[string]string{"Player": "random"}}, 5*time.Second, nil)
	require.NoError(t, err)
	defer p.Kill()
	require.NoError(t, p.Send("position startpos", "go movetime 1000"))
	began := time.Now()
	_, err = p.WaitFor("bestmove", 5*time.Second, nil, nil)
	require.NoError(t, err)
	assert.Less(t, time.Since(began), 500*time.Millisecond, "the random player answers at once, the search would take its second")
}

// Each fault is scored against the faulty engine with its reason, the match
// goes on (crashed or stuck engines are restarted), and every game is
// recorded.
func TestMatchFaultyEngines(t *testing.T) {
	// A fault that is not about time gets a wide margin, so a turn slowed by
	// a busy machine cannot lose on time first (the per-engine margin,
	// timemargin=).
	tests := []struct {
		mode, tc, reason string
		margin           time.Duration
	}{
		{"illegal", "movetime=50", ReasonIllegal, 2 * time.Second},
		{"garbage", "movetime=50", ReasonIllegal, 2 * time.Second},
		{"none", "movetime=50", ReasonIllegal, 2 * time.Second},
		{"crash", "movetime=50", ReasonCrash, 2 * time.Second},
		{"stall", "nodes=100", ReasonStall, 100 * time.Millisecond},
		{"stall", "movetime=50", ReasonTime, 100 * time.Millisecond},
		{"slow", "movetime=100", ReasonTime, 100 * time.Millisecond},
		{"slow", "0.3+0", ReasonTime, 100 * time.Millisecond},
	}
	for _, tc := range tests {
		t.Run(tc.mode+"/"+tc.tc, func(t *testing.T) {
			tcv, err := ParseTimeControl(tc.tc)
			require.NoError(t, err)
			faulty := EngineSpec{Name: "faulty", Command: []string{faultyBin, "-mode", tc.mode, "-after", "2"}}
			// The good engine's own margin is wide: only the faulty one may lose.
			good := ourEngine("random", "random")
			good.Margin = 2 * time.Second
			cfg := Config{
				Engines:  []EngineSpec{faulty, good},
				Settings: Settings{TC: tcv, Margin: tc.margin, Stall: 500 * time.Millisecond, MaxPlies: 200},
				Schedule: twoGamesEach(t, 2, 2),
			}
			got := runTournament(t, cfg, nil)
			assert.Equal(t, WDL{W: 0, D: 0, L: 4}, got.tally.Field(0), "the faulty engine loses every game")
			assert.Equal(t, 4, got.tally.Reasons[tc.reason], "%v", got.tally.Reasons)
			require.Len(t, got.recs, 4, "nothing lost from the records")
			for _, r := range got.recs {
				assert.Contains(t, r.Tags["Termination"], tc.reason)
				// Two good turns each, then the faulty engine's third.
				want := 5
				if r.Tags["White"] == "faulty" {
					want = 4
				}
				assert.Len(t, r.Turns, want, "%v", r.Turns)
				_, err := Replay(r)
				assert.NoError(t, err)
			}
		})
	}
}

// A command that is not an engine fails before any game.
func TestMatchBadEngine(t *testing.T) {
	cfg := Config{
		Engines:          []EngineSpec{{Name: "x", Command: []string{"/nonexistent/engine"}}, ourEngine("random", "random")},
		Settings:         Settings{TC: TimeControl{MoveTime: 20 * time.Millisecond}},
		Schedule:         twoGamesEach(t, 2, 1),
		HandshakeTimeout: time.Second,
	}
	_, err := Run(cfg)
	require.Error(t, err)
	cfg.Engines[0] = EngineSpec{Name: "cat", Command: []string{"cat"}} // echoes, never says uciok
	_, err = Run(cfg)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "handshake")
}

// Records round-trip through the writer and the reader.
func TestRecordRoundTrip(t *testing.T) {
	g := Game{White: "a", Black: "b", Start: board.StartFEN, TC: "10+0.1", Result: rules.BlackWins, Reason: "white time forfeit",
		Turns: []Turn{{Token: "h4-h5,h5-h6", Time: 1500 * time.Millisecond, Score: "cp 35", Depth: 7}, {Token: "0000"}}}
	var b bytes.Buffer
	require.NoError(t, WriteRecord(&b, g, RecordInfo{Event: "ev", Round: 2, Number: 3}))
	recs, err := ReadRecords(&b)
	require.NoError(t, err)
	require.Len(t, recs, 1)
	assert.Equal(t, []string{"h4-h5,h5-h6", "0000"}, recs[0].Turns)
	assert.Equal(t, []TurnNote{{Time: 1500 * time.Millisecond, Score: "cp 35", Depth: 7}, {}}, recs[0].Notes, "the comments' times, scores and depths")
	assert.Equal(t, rules.BlackWins, recs[0].Result)
	assert.Equal(t, "white time forfeit", recs[0].Tags["Termination"])
	assert.Equal(t, "2", recs[0].Tags["Round"])
	assert.Equal(t, "3", recs[0].Tags["GameNumber"])
	_, err = Replay(recs[0])
	assert.NoError(t, err)
	// A record with an illegal turn fails the replay.
	recs[0].Turns = append(recs[0].Turns, "a1-p16")
	_, err = Replay(recs[0])
	assert.Error(t, err)
}

// A turn's comment is read into its note as far as it is understood; other
// comments, and comments before the first turn, note nothing.
func TestTurnNotes(t *testing.T) {
	for _, c := range []struct {
		comment string
		want    TurnNote
	}{
		{"0.026s", TurnNote{Time: 26 * time.Millisecond}},
		{"1.500s cp -35 d12", TurnNote{Time: 1500 * time.Millisecond, Score: "cp -35", Depth: 12}},
		{"0.100s mate 3", TurnNote{Time: 100 * time.Millisecond, Score: "mate 3"}},
		{"book", TurnNote{}},
		{"cp x dd -1s mate", TurnNote{}},
		{"", TurnNote{}},
	} {
		assert.Equal(t, c.want, ParseTurnNote(c.comment), c.comment)
	}
	recs, err := ReadRecords(strings.NewReader("[White \"a\"]\n\n{opening} 1. h4-h5 {0.5s cp 20 d3} {a remark} 0000 1/2-1/2 {after}\n"))
	require.NoError(t, err)
	require.Len(t, recs, 1)
	assert.Equal(t, []string{"h4-h5", "0000"}, recs[0].Turns)
	assert.Equal(t, []TurnNote{{Time: 500 * time.Millisecond, Score: "cp 20", Depth: 3}, {}}, recs[0].Notes)
}

// The SPRT stops a lopsided match early: greedy against random wins nearly
// every pair, so H1 (greedy is 500 Elo better) is accepted long before 50
// pairs. Greedy needs the time to look at every turn (about 20 ms at the
// start): at movetime 10 it keeps 5 ms after the Move Overhead and judges
// only the first turns generated, and it lost to random on the material
// count once held units stopped counting (V13-VALUE-EXCLUDE).
func TestMatchSPRTStops(t *testing.T) {
	sprt := SPRT{Elo0: 0, Elo1: 500, Alpha: 0.05, Beta: 0.05, Model: ModelLogistic}
	cfg := Config{
		Engines:  []EngineSpec{ourEngine("greedy", "greedy"), ourEngine("random", "random")},
		Settings: Settings{TC: TimeControl{MoveTime: 100 * time.Millisecond}, Margin: 500 * time.Millisecond, MaxPlies: 60},
		Schedule: twoGamesEach(t, 2, 50),
	}
	decision, llr := 0, 0.0
	got := runTournament(t, cfg, func(tl *Tally) bool {
		decision, llr = sprt.Test(tl.HeadToHead(0, 1))
		return decision != 0
	})
	assert.True(t, got.ended)
	assert.Equal(t, 1, decision)
	_, upper := sprt.Bounds()
	assert.GreaterOrEqual(t, llr, upper)
	assert.Less(t, got.tally.Games, 100, "stopped early")
}
