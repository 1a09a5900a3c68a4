// Command fcmatch plays matches between FrozenChess engines and referees
// every turn with the engine's rules core (docs/match.md).
//
//	fcmatch -engine "name=A cmd=./frozenchess" -engine "name=B cmd=./frozenchess option.Player=greedy" \
//	        -games 100 -tc 10+0.1 [-concurrency 2] [-openings FILE | -random-openings 4] \
//	        [-sprt elo0=0,elo1=10,alpha=0.05,beta=0.05] [-records games.txt] [-maxplies 400]
//	fcmatch replay games.txt
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type engineFlags []string

func (e *engineFlags) String() string     { return strings.Join(*e, " | ") }
func (e *engineFlags) Set(v string) error { *e = append(*e, v); return nil }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "replay" {
		return replay(args[1:], stdout, stderr)
	}
	fs := flag.NewFlagSet("fcmatch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var engines engineFlags
	fs.Var(&engines, "engine", `an engine, twice: "name=A cmd=PATH [arg=X] [option.NAME=VALUE]"`)
	games := fs.Int("games", 10, "games to play (rounded up to an even number: pairs with colours swapped)")
	tcText := fs.String("tc", "10+0.1", "time control: moves/seconds+increment, seconds+increment, movetime=MS, nodes=N or depth=N")
	concurrency := fs.Int("concurrency", 1, "games played at the same time")
	openings := fs.String("openings", "", "file of opening positions, one position string per line")
	randomOpenings := fs.Int("random-openings", 0, "start each pair after this many random turns from the start position")
	seed := fs.Uint64("seed", 1, "seed of the random openings")
	sprtText := fs.String("sprt", "", "stop when decided: elo0=0,elo1=10,alpha=0.05,beta=0.05")
	records := fs.String("records", "", "write the game records to this file")
	maxPlies := fs.Int("maxplies", 400, "adjudicate on material after this many plies (0: never)")
	margin := fs.Duration("margin", 100*time.Millisecond, "time an engine may overrun its budget")
	stall := fs.Duration("stall", 60*time.Second, "longest wait for a turn under nodes= or depth=")
	rule300 := fs.Bool("rule300", false, "play the optional 300-move rule")
	event := fs.String("event", "fcmatch", "the Event tag of the records")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `Usage:
  fcmatch -engine "name=A cmd=PATH ..." -engine "name=B cmd=PATH ..." [flags]   play a match (docs/match.md)
  fcmatch replay FILE                                                          referee the game records in FILE again

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // -h or -help asked for the usage, which is printed
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "error: "+format+"\n", a...)
		return 2
	}
	if len(engines) != 2 {
		return fail("give exactly two -engine flags (got %d)", len(engines))
	}
	cfg := match.Config{Pairs: (*games + 1) / 2, Concurrency: *concurrency, Event: *event, Progress: stdout}
	for i, e := range engines {
		spec, err := match.ParseEngineSpec(strings.Fields(e))
		if err != nil {
			return fail("%v", err)
		}
		cfg.Engines[i] = spec
	}
	if cfg.Engines[0].Name == cfg.Engines[1].Name {
		cfg.Engines[1].Name += "-2"
	}
	tc, err := match.ParseTimeControl(*tcText)
	if err != nil {
		return fail("%v", err)
	}
	cfg.Settings = match.Settings{TC: tc, Margin: *margin, Stall: *stall, MaxPlies: *maxPlies, Rule300: *rule300}
	if *sprtText != "" {
		s, err := parseSPRT(*sprtText)
		if err != nil {
			return fail("%v", err)
		}
		cfg.SPRT = &s
	}
	switch {
	case *openings != "" && *randomOpenings > 0:
		return fail("give -openings or -random-openings, not both")
	case *openings != "":
		if cfg.Openings, err = readOpenings(*openings); err != nil {
			return fail("%v", err)
		}
	case *randomOpenings > 0:
		cfg.Openings = randomOpeningList(cfg.Pairs, *randomOpenings, *seed)
	}
	if *records != "" {
		f, err := os.Create(*records)
		if err != nil {
			return fail("%v", err)
		}
		defer f.Close()
		w := bufio.NewWriter(f)
		defer w.Flush()
		cfg.Records = w
	}
	sum, err := match.Run(cfg)
	if err != nil {
		return fail("%v", err)
	}
	fmt.Fprint(stdout, "\n"+sum.Report(cfg))
	return 0
}

func parseSPRT(s string) (match.SPRT, error) {
	sp := match.SPRT{Alpha: 0.05, Beta: 0.05}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		f, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			return sp, fmt.Errorf("sprt: %q: want key=number", kv)
		}
		switch k {
		case "elo0":
			sp.Elo0 = f
		case "elo1":
			sp.Elo1 = f
		case "alpha":
			sp.Alpha = f
		case "beta":
			sp.Beta = f
		default:
			return sp, fmt.Errorf("sprt: unknown key %q (elo0 elo1 alpha beta)", k)
		}
	}
	return sp, sp.Valid()
}

func readOpenings(path string) ([]*board.Position, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []*board.Position
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := board.Parse(line)
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %v", path, i+1, err)
		}
		if p.Turn().Actor != 0 {
			return nil, fmt.Errorf("%s line %d: an opening must start at the beginning of a turn", path, i+1)
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions", path)
	}
	return out, nil
}

// randomOpeningList makes one opening per pair: plies random legal turns
// from the start position (stopping early if the game ends).
func randomOpeningList(pairs, plies int, seed uint64) []*board.Position {
	out := make([]*board.Position, pairs)
	for k := range out {
		p := board.StartPosition()
		g := movegen.NewGame(p)
		state := rules.Game{Pos: p}
		for ply := range plies {
			if res, _ := rules.Outcome(state); res != rules.Ongoing {
				break
			}
			turn := search.RandomTurn(p, seed*1000003+uint64(k*64+ply))
			state.History.Add(p)
			for _, st := range turn {
				g.Make(st)
			}
		}
		out[k] = board.MustParse(p.Format()) // a clean copy, history-free
	}
	return out
}

func replay(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "error: replay FILE")
		return 2
	}
	f, err := os.Open(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 2
	}
	defer f.Close()
	recs, err := match.ReadRecords(f)
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 1
	}
	bad := 0
	for i, rec := range recs {
		if _, err := match.Replay(rec); err != nil {
			fmt.Fprintf(stdout, "game %d (%s vs %s): %v\n", i+1, rec.Tags["White"], rec.Tags["Black"], err)
			bad++
		}
	}
	fmt.Fprintf(stdout, "%d games replayed, %d with errors\n", len(recs), bad)
	if bad > 0 {
		return 1
	}
	return 0
}
