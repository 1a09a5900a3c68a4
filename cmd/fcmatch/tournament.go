package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/rules"
)

// tournament is a set-up tournament: its match.Config and what the command
// does with every finished game (record, print, count, test, save).
type tournament struct {
	cfg            match.Config
	names          []string
	tally          *match.Tally
	sprt           *match.SPRT
	decision       int
	cutechess      bool
	ratingInterval int
	scoreInterval  int
	saveInterval   int
	about          string // "10+0.1, 8 openings": the report's parenthesis
	event, site    string
	recordsPath    string
	records        *os.File
	recordsOffset  int64 // where this tournament's records begin in the file
	args           []string
	log            *os.File
	stdout, stderr io.Writer
	// The match spread over machines (docs/distributed.md): the shard this
	// run plays, the whole match's schedule, the hash of the match's
	// identity written into every record, and the stop file.
	shard    match.Shard
	whole    []match.Pairing
	hash     string
	stopFile string
	// mergedFrom: the records are fcmatch merge's, of this many files.
	mergedFrom int
	// fastchess's -epdout, -report penta=, -quiet, -show-latency.
	epd         *os.File
	noPenta     bool
	quiet       bool
	showLatency bool
	// cpu: with -show-latency, each engine's CPU time against its thinking
	// time over the games played here, by name.
	cpu map[string]*match.CPUShare
}

// setupFor says what a tournament is set up for: playing (the default), or
// reporting the merged records of its shards (no openings are built and
// -shard is ignored).
type setupFor int

const (
	forPlay setupFor = iota
	forMerge
)

func setup(p *parsed, stdout, stderr io.Writer, purpose ...setupFor) (*tournament, error) {
	merging := len(purpose) > 0 && purpose[0] == forMerge
	t := &tournament{stdout: stdout, stderr: stderr, event: p.get("event"), site: p.get("site")}
	// Engines: -each's fields first, so an engine's own override them.
	var each []string
	for _, w := range p.words["each"] {
		f, err := engineWords(w)
		if err != nil {
			return nil, err
		}
		each = append(each, f...)
	}
	seen := map[string]int{}
	for _, w := range p.words["engine"] {
		f, err := engineWords(w)
		if err != nil {
			return nil, err
		}
		spec, err := match.ParseEngineSpec(append(append([]string{}, each...), f...))
		if err != nil {
			return nil, err
		}
		seen[spec.Name]++
		if n := seen[spec.Name]; n > 1 {
			spec.Name += "-" + strconv.Itoa(n)
		}
		t.cfg.Engines = append(t.cfg.Engines, spec)
		t.names = append(t.names, spec.Name)
	}
	if len(t.cfg.Engines) < 2 {
		return nil, fmt.Errorf("give at least two -engine options (got %d)", len(t.cfg.Engines))
	}
	var err error
	if t.cfg.Settings, err = settings(p); err != nil {
		return nil, err
	}
	plan, err := planOf(p, stderr)
	if err != nil {
		return nil, err
	}
	if t.whole, err = match.Schedule(len(t.cfg.Engines), plan); err != nil {
		return nil, err
	}
	if p.given("shard") && !merging {
		if t.shard, err = match.ParseShard(p.get("shard"), os.Getenv); err != nil {
			return nil, err
		}
	}
	t.cfg.Schedule = t.shard.Games(t.whole)
	t.stopFile = p.get("stopfile")
	if t.stopFile != "" {
		t.cfg.Halt = func() bool { _, err := os.Stat(t.stopFile); return err == nil }
	}
	if t.cfg.Concurrency, err = p.int("concurrency", 1, 1024); err != nil {
		return nil, err
	}
	if t.sprt, err = sprtOf(p); err != nil {
		return nil, err
	}
	if t.sprt != nil && len(t.cfg.Engines) != 2 {
		return nil, fmt.Errorf("-sprt tests two engines (got %d)", len(t.cfg.Engines))
	}
	encounters := 0
	for _, pr := range t.whole {
		encounters = max(encounters, pr.Opening+1)
	}
	need := t.shard.PlaysEncounter
	if merging {
		need = func(int) bool { return false }
	}
	var book, source string
	if t.cfg.Openings, book, source, err = openingsOf(p, encounters, need); err != nil {
		return nil, err
	}
	t.hash = match.MatchIdentity{Engines: t.cfg.Engines, Settings: t.cfg.Settings, Plan: plan, Openings: source, SPRT: t.sprt}.Hash()
	t.about = t.tcText() + ", " + book
	if err := t.outputOf(p); err != nil {
		return nil, err
	}
	if !merging {
		if err := t.logOf(p); err != nil {
			return nil, err
		}
	}
	t.recordsPath = p.get("records")
	if w, ok := p.words["pgnout"]; ok {
		kv, err := keyValues("pgnout", w[0], "file")
		if err != nil {
			return nil, err
		}
		if kv["file"] == "" {
			return nil, fmt.Errorf("-pgnout: file= is missing")
		}
		t.recordsPath = kv["file"]
	}
	if t.cfg.Wait, err = p.millis("wait"); err != nil {
		return nil, err
	}
	t.quiet, t.showLatency = p.bools["quiet"], p.bools["show-latency"]
	if w, ok := p.words["report"]; ok {
		kv, err := keyValues("report", w[0], "penta")
		if err != nil {
			return nil, err
		}
		switch kv["penta"] {
		case "true":
		case "false":
			t.noPenta = true
		default:
			return nil, fmt.Errorf("-report penta=%q: want true or false", kv["penta"])
		}
	}
	if !merging {
		if err := t.epdOf(p); err != nil {
			return nil, err
		}
	}
	t.tally = match.NewTally(t.names)
	t.tally.NoPenta = t.noPenta
	t.cfg.OnGame = t.onGame
	total := len(t.whole)
	t.cfg.OnStart = func(pr match.Pairing) {
		if !t.quiet {
			fmt.Fprintln(t.stdout, match.StartedLine(pr, total, t.names))
		}
	}
	return t, nil
}

// engineWords: one word is split as a shell would ("-engine 'cmd=./a
// name=A'"); several are taken as the shell gave them.
func engineWords(w []string) ([]string, error) {
	if len(w) == 1 {
		return match.SplitEngineFields(w[0])
	}
	return w, nil
}

func settings(p *parsed) (match.Settings, error) {
	var set match.Settings
	var err error
	if set.TC, err = match.ParseTimeControl(p.get("tc")); err != nil {
		return set, err
	}
	if set.Margin, err = p.duration("margin"); err != nil {
		return set, err
	}
	if set.Stall, err = p.duration("stall"); err != nil {
		return set, err
	}
	if set.MaxPlies, err = p.int("maxplies", 0, 1<<20); err != nil {
		return set, err
	}
	if p.given("maxmoves") {
		n, err := p.int("maxmoves", 0, 1<<19)
		if err != nil {
			return set, err
		}
		set.MaxPlies = 2 * n
	}
	set.Rule300 = p.bools["rule300"]
	if name := p.get("variant"); name != board.FrozenChess.Name {
		if _, ok := board.VariantByName(name); !ok {
			return set, fmt.Errorf("-variant: unknown variant %q (variants: %s)", name, strings.Join(board.VariantNames(), ", "))
		}
		set.Variant = name
	}
	if w, ok := p.words["draw"]; ok {
		kv, err := keyValues("draw", w[0], "movenumber", "movecount", "score")
		if err != nil {
			return set, err
		}
		d := match.DrawRule{MoveCount: 1}
		if err := ints("draw", kv, map[string]*int{"movenumber": &d.MoveNumber, "movecount": &d.MoveCount, "score": &d.Score}); err != nil {
			return set, err
		}
		if d.MoveCount < 1 {
			return set, fmt.Errorf("-draw: movecount must be at least 1")
		}
		set.Draw = &d
	}
	if w, ok := p.words["resign"]; ok {
		kv, err := keyValues("resign", w[0], "movecount", "score", "twosided")
		if err != nil {
			return set, err
		}
		r := match.ResignRule{MoveCount: 1}
		if err := ints("resign", kv, map[string]*int{"movecount": &r.MoveCount, "score": &r.Score}); err != nil {
			return set, err
		}
		if r.MoveCount < 1 {
			return set, fmt.Errorf("-resign: movecount must be at least 1")
		}
		switch kv["twosided"] {
		case "", "false":
		case "true":
			r.TwoSided = true
		default:
			return set, fmt.Errorf("-resign: twosided=%q: want true or false", kv["twosided"])
		}
		set.Resign = &r
	}
	return set, nil
}

// ints reads whole numbers of 0 or more from kv into the given places.
func ints(name string, kv map[string]string, into map[string]*int) error {
	for k, dst := range into {
		v, ok := kv[k]
		if !ok {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1e9 {
			return fmt.Errorf("-%s: %s=%q: want a whole number, 0 or more", name, k, v)
		}
		*dst = n
	}
	return nil
}

func planOf(p *parsed, stderr io.Writer) (match.Plan, error) {
	plan := match.Plan{Kind: p.get("tournament"), NoSwap: p.bools["noswap"], Reverse: p.bools["reverse"], Rounds: 2}
	var err error
	if plan.Seeds, err = p.int("seeds", 1, 1<<16); err != nil {
		return plan, err
	}
	if plan.Games, err = p.int("games", 1, 1<<20); err != nil {
		return plan, err
	}
	if p.bools["repeat"] && !p.given("games") {
		plan.Games = 2
	}
	switch {
	case p.given("rounds"):
		if plan.Rounds, err = p.int("rounds", 1, 1<<20); err != nil {
			return plan, err
		}
	case plan.Games > 2:
		// The old -games N was the total: N/2 encounters of two games.
		fmt.Fprintf(stderr, "note: -games %d without -rounds is read as %d rounds of 2 games (fastchess: -rounds %d -games 2)\n",
			plan.Games, (plan.Games+1)/2, (plan.Games+1)/2)
		plan.Rounds, plan.Games = (plan.Games+1)/2, 2
	}
	return plan, nil
}

func sprtOf(p *parsed) (*match.SPRT, error) {
	w, ok := p.words["sprt"]
	if !ok {
		return nil, nil
	}
	kv, err := keyValues("sprt", w[0], "elo0", "elo1", "alpha", "beta", "model")
	if err != nil {
		return nil, err
	}
	s := match.SPRT{Alpha: 0.05, Beta: 0.05, Model: match.ModelNormalized}
	if len(w[0]) == 1 && strings.Contains(w[0][0], ",") {
		s.Model = match.ModelLogistic // the old comma form kept its model
	}
	for k, dst := range map[string]*float64{"elo0": &s.Elo0, "elo1": &s.Elo1, "alpha": &s.Alpha, "beta": &s.Beta} {
		if v, ok := kv[k]; ok {
			if *dst, err = strconv.ParseFloat(v, 64); err != nil {
				return nil, fmt.Errorf("sprt: %s=%q: want a number", k, v)
			}
		}
	}
	if _, ok := kv["elo1"]; !ok {
		return nil, fmt.Errorf("sprt: elo1= is missing")
	}
	if m, ok := kv["model"]; ok {
		s.Model = m
	}
	return &s, s.Valid()
}

func (t *tournament) outputOf(p *parsed) error {
	if w, ok := p.words["output"]; ok {
		kv, err := keyValues("output", w[0], "format")
		if err != nil {
			return err
		}
		switch kv["format"] {
		case "fastchess", "":
		case "cutechess":
			t.cutechess = true
		default:
			return fmt.Errorf("-output format=%q: want fastchess or cutechess", kv["format"])
		}
	}
	var err error
	if t.ratingInterval, err = p.int("ratinginterval", 0, 1<<30); err != nil {
		return err
	}
	if t.scoreInterval, err = p.int("scoreinterval", 1, 1<<30); err != nil {
		return err
	}
	t.saveInterval, err = p.int("autosaveinterval", 0, 1<<30)
	return err
}

func (t *tournament) logOf(p *parsed) error {
	w, ok := p.words["log"]
	if !ok {
		return nil
	}
	kv, err := keyValues("log", w[0], "file", "engine", "level", "append", "realtime", "compress")
	if err != nil {
		return err
	}
	if kv["compress"] == "true" {
		return fmt.Errorf("-log compress=true: the log is plain text")
	}
	// The level: as given, else every event (trace) with engine=true and
	// the games' starts and ends (info) without.
	level := match.LevelInfo
	if kv["engine"] == "true" {
		level = match.LevelTrace
	}
	if v, ok := kv["level"]; ok {
		if level, err = match.ParseLogLevel(v); err != nil {
			return fmt.Errorf("-log: %v", err)
		}
	}
	for _, k := range []string{"engine", "append", "realtime"} {
		if v, ok := kv[k]; ok && v != "true" && v != "false" {
			return fmt.Errorf("-log %s=%q: want true or false", k, v)
		}
	}
	if kv["file"] == "" {
		return fmt.Errorf("-log: file= is missing")
	}
	flags := os.O_CREATE | os.O_WRONLY | os.O_APPEND
	if kv["append"] == "false" {
		flags = os.O_CREATE | os.O_WRONLY | os.O_TRUNC
	}
	if t.log, err = os.OpenFile(kv["file"], flags, 0o644); err != nil {
		return err
	}
	t.cfg.Log = match.NewLog(t.log, kv["engine"] == "true")
	t.cfg.Log.Level = level
	return nil
}

// open starts the records file of a new tournament (appending to what it
// holds) and saves the state -resume reads.
func (t *tournament) open(args []string) error {
	t.args = args
	if !t.shard.Whole() {
		// -shard auto is saved as the shard it found, so that -resume plays
		// the same games wherever it runs.
		t.args = append(withoutOptions(args, "shard"), "-shard", t.shard.String())
	}
	if t.recordsPath == "" {
		return nil
	}
	f, err := os.OpenFile(t.recordsPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	t.records = f
	if t.recordsOffset, err = f.Seek(0, io.SeekEnd); err != nil {
		return err
	}
	t.saveState()
	return nil
}

// epdOf opens -epdout file=FILE [append=true|false] (fastchess's): every
// finished game's final position string, one a line.
func (t *tournament) epdOf(p *parsed) error {
	w, ok := p.words["epdout"]
	if !ok {
		return nil
	}
	kv, err := keyValues("epdout", w[0], "file", "append")
	if err != nil {
		return err
	}
	if kv["file"] == "" {
		return fmt.Errorf("-epdout: file= is missing")
	}
	flags := os.O_CREATE | os.O_WRONLY | os.O_APPEND
	switch kv["append"] {
	case "", "true":
	case "false":
		flags = os.O_CREATE | os.O_WRONLY | os.O_TRUNC
	default:
		return fmt.Errorf("-epdout append=%q: want true or false", kv["append"])
	}
	t.epd, err = os.OpenFile(kv["file"], flags, 0o644)
	return err
}

// finalPosition is a finished game's last position string: its turns
// played again from its start.
func finalPosition(g match.Game) (string, error) {
	p, err := board.Parse(g.Start)
	if err != nil {
		return "", err
	}
	state := rules.Game{Pos: p}
	for i, t := range g.Turns {
		if err := state.Play(t.Token); err != nil {
			return "", fmt.Errorf("turn %d: %v", i+1, err)
		}
	}
	return p.Format(), nil
}

func (t *tournament) close() {
	if t.epd != nil {
		t.epd.Close()
	}
	if t.records != nil {
		t.records.Close()
	}
	if t.log != nil {
		t.log.Close()
	}
}

// onGame takes one finished game: its record is written at once (one write
// to the file, so an interrupt or a crash keeps every finished game), its
// line printed, its result counted and tested.
func (t *tournament) onGame(pr match.Pairing, g match.Game) bool {
	if t.records != nil {
		info := match.RecordInfo{Event: t.event, Site: t.site, Round: pr.Round, Number: pr.Number, Config: t.hash}
		if !t.shard.Whole() {
			info.Shard = t.shard.String()
		}
		if err := match.WriteRecord(t.records, g, info); err != nil {
			fmt.Fprintf(t.stderr, "error: writing the record of game %d: %v\n", pr.Number, err)
		}
	}
	if !t.quiet {
		fmt.Fprintln(t.stdout, match.FinishedLine(pr, g))
	}
	if t.showLatency {
		fmt.Fprintf(t.stdout, "Latency in game %d: %s %s; %s %s\n", pr.Number,
			g.White, match.LatencyOf(g, board.White), g.Black, match.LatencyOf(g, board.Black))
		white, black := match.CPUOf(g, board.White), match.CPUOf(g, board.Black)
		fmt.Fprintf(t.stdout, "CPU in game %d: %s %s; %s %s\n", pr.Number, g.White, white, g.Black, black)
		t.addCPU(g.White, white)
		t.addCPU(g.Black, black)
	}
	if t.epd != nil {
		if final, err := finalPosition(g); err != nil {
			fmt.Fprintf(t.stderr, "error: -epdout: game %d: %v\n", pr.Number, err)
		} else if _, err := fmt.Fprintln(t.epd, final); err != nil {
			fmt.Fprintf(t.stderr, "error: -epdout: %v\n", err)
		}
	}
	t.tally.Add(pr, g)
	done := t.tally.Games
	if t.cutechess {
		if done%t.scoreInterval == 0 && len(t.names) == 2 {
			fmt.Fprint(t.stdout, t.tally.CutechessReport(0, 1, t.sprt))
		}
	} else if t.ratingInterval > 0 && done%t.ratingInterval == 0 {
		fmt.Fprint(t.stdout, t.report())
	}
	if t.saveInterval > 0 && done%t.saveInterval == 0 {
		t.saveState()
	}
	if t.sprt != nil && t.shard.Whole() { // a shard's own games decide nothing: fcmatch merge tests the match
		w, p := t.tally.HeadToHead(0, 1)
		t.decision, _ = t.sprt.Test(w, p)
		return t.decision != 0
	}
	return false
}

// decided reports an SPRT decided by the games counted so far (a resumed
// tournament whose test ended it).
func (t *tournament) decided() bool {
	if t.sprt == nil || !t.shard.Whole() {
		return false
	}
	d, _ := t.sprt.Test(t.tally.HeadToHead(0, 1))
	return d != 0
}

// report is the interval report: fastchess's box for two engines, the
// results table for more.
func (t *tournament) report() string {
	if len(t.names) == 2 {
		if t.cutechess {
			return t.tally.CutechessReport(0, 1, t.sprt)
		}
		return t.tally.Report(0, 1, t.about, t.sprt)
	}
	return t.tally.Table()
}

// final is the summary printed at the end (or on an interrupt).
func (t *tournament) final() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Tournament: %s, %d of %d games played, time control %s\n", strings.Join(t.names, ", "), t.tally.Games, len(t.cfg.Schedule), t.tcText())
	if !t.shard.Whole() {
		fmt.Fprintf(&b, "Shard %s: the encounters whose index is %d modulo %d, %d of the match's %d games; fcmatch merge joins the shards\n",
			t.shard, t.shard.K, t.shard.N, len(t.cfg.Schedule), len(t.whole))
	}
	b.WriteString(t.report())
	if len(t.names) > 2 {
		for i := range t.names {
			for j := i + 1; j < len(t.names); j++ {
				if w, _ := t.tally.HeadToHead(i, j); w.Games() > 0 {
					elo, m := w.Elo()
					sign := ""
					if elo >= 0 {
						sign = "+"
					}
					fmt.Fprintf(&b, "%s vs %s: +%d =%d -%d, Elo %s%s +/- %s\n", t.names[i], t.names[j], w.W, w.D, w.L, sign, match.StatText(elo, 1), match.StatText(m, 1))
				}
			}
		}
	}
	if t.sprt != nil {
		w, p := t.tally.HeadToHead(0, 1)
		d, llr := t.sprt.Test(w, p)
		lo, hi := t.sprt.Bounds()
		verdict := "no decision yet"
		switch {
		case !t.shard.Whole():
			verdict = "this shard's games only: fcmatch merge tests the match"
		case d == 1:
			verdict = "H1 was accepted"
		case d == -1:
			verdict = "H0 was accepted"
		}
		fmt.Fprintf(&b, "SPRT ([%.2f, %.2f], %s, alpha %g, beta %g): LLR %.2f (%.2f, %.2f), %s\n",
			t.sprt.Elo0, t.sprt.Elo1, t.sprt.Model, t.sprt.Alpha, t.sprt.Beta, llr, lo, hi, verdict)
	}
	b.WriteString(t.tally.Terminations())
	if t.showLatency {
		var each []string
		for _, name := range t.names {
			if c := t.cpu[name]; c != nil {
				each = append(each, name+" "+c.String())
			}
		}
		if len(each) > 0 {
			fmt.Fprintf(&b, "CPU time of the games played here: %s\n", strings.Join(each, "; "))
		}
	}
	return b.String()
}

// addCPU counts one engine's CPU share of a game into the match's.
func (t *tournament) addCPU(name string, c match.CPUShare) {
	if t.cpu == nil {
		t.cpu = map[string]*match.CPUShare{}
	}
	if t.cpu[name] == nil {
		t.cpu[name] = &match.CPUShare{}
	}
	t.cpu[name].Add(c)
}

// tcText is the time control, or each engine's when they differ
// ("a 10+0.1, b 5+0.05").
func (t *tournament) tcText() string {
	var each []string
	same := true
	for _, e := range t.cfg.Engines {
		tc := t.cfg.Settings.TC
		if e.TC != nil {
			tc = *e.TC
		}
		each = append(each, e.Name+" "+tc.String())
		same = same && tc == t.cfgTC(0)
	}
	if same {
		return t.cfgTC(0).String()
	}
	return strings.Join(each, ", ")
}

// cfgTC is engine i's time control.
func (t *tournament) cfgTC(i int) match.TimeControl {
	if tc := t.cfg.Engines[i].TC; tc != nil {
		return *tc
	}
	return t.cfg.Settings.TC
}

func (t *tournament) keptWhere() string {
	if t.recordsPath == "" {
		return ""
	}
	return " in " + t.recordsPath + " (fcmatch -resume " + t.recordsPath + " goes on)"
}
