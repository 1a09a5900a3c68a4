package main

import (
	"fmt"

	"github.com/frozenchess/engine/match"
	"strconv"
	"strings"
	"time"
)

// The command line reads as fastchess's: "-name" starts an option and the
// words after it, up to the next word that starts with "-" and a letter, are
// its values ("-engine cmd=./a name=A option.Hash=16", "-sprt elo0=0
// elo1=5"). "-name=value" and "--name" are read too, as Go's flag package
// reads them.

// option is one option of the command line.
type option struct {
	name, help, def string
	kind            int // optBool, optOne, optWords
}

const (
	optBool  = iota // no value
	optOne          // one value
	optWords        // key=value words (or one quoted string of them)
)

var options = []option{
	{"engine", "an engine: cmd=PATH [name=NAME] [args=\"A B\"] [option.NAME=VALUE] [tc=TC] [st=S] [nodes=N] [plies=N] [timemargin=MS] [dir=DIR]; once per engine", "", optWords},
	{"each", "fields for every engine, as -engine takes them (an engine's own win)", "", optWords},
	{"tournament", "roundrobin or gauntlet", "roundrobin", optOne},
	{"seeds", "gauntlet: the first N engines play all the others", "1", optOne},
	{"rounds", "rounds: every encounter plays -games games from one opening per round", "", optOne},
	{"games", "games per encounter and round, 1 or 2 (colours swapped); a larger number without -rounds is the old total of games", "2", optOne},
	{"repeat", "the same as -games 2", "", optBool},
	{"noswap", "do not swap the colours between the games of an encounter", "", optBool},
	{"reverse", "swap the colours of every game", "", optBool},
	{"tc", "time control: moves/seconds+increment, seconds+increment, movetime=MS, nodes=N or depth=N", "10+0.1", optOne},
	{"concurrency", "games played at the same time", "1", optOne},
	{"openings", "file=FILE [format=epd] [order=sequential|random] [start=N] [plies=N], or just FILE: one position string per line, optionally \"moves T1 T2 ...\"", "", optWords},
	{"random-openings", "start each encounter after this many random turns from the start position", "0", optOne},
	{"srand", "seed of the random openings and of order=random", "1", optOne},
	{"seed", "the same as -srand", "", optOne},
	{"sprt", "elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized|logistic|bayesian (or elo0=0,elo1=5,...: logistic by default)", "", optWords},
	{"draw", "draw adjudication: movenumber=N movecount=N score=CP", "", optWords},
	{"resign", "resign adjudication: movecount=N score=CP [twosided=true]", "", optWords},
	{"maxplies", "adjudicate on material after this many plies (0: never)", "400", optOne},
	{"maxmoves", "the same as -maxplies 2N", "", optOne},
	{"records", "append every finished game's record to this file at once", "", optOne},
	{"pgnout", "file=FILE: the same as -records FILE", "", optWords},
	{"resume", "continue the interrupted tournament whose records are in FILE", "", optOne},
	{"autosaveinterval", "save the tournament's state (FILE.json beside -records) every N games (0: only at the start and end)", "20", optOne},
	{"log", "file=FILE [level=trace|debug|info|warn|err|fatal] [engine=true] [append=true]: log the games and, with engine=true, every line sent to and read from an engine", "", optWords},
	{"output", "format=fastchess|cutechess", "fastchess", optWords},
	{"ratinginterval", "print the rating report every N games (0: only at the end)", "10", optOne},
	{"scoreinterval", "cutechess output: print the score every N games", "1", optOne},
	{"margin", "time an engine may overrun its budget (Go duration)", "100ms", optOne},
	{"stall", "longest wait for a turn under nodes= or depth= (Go duration)", "60s", optOne},
	{"rule300", "play the optional 300-move rule", "", optBool},
	{"variant", "the game, as fastchess's -variant: frozenchess (FrozenChess 13.0) or frozenchess8 (FrozenChess 8.0); the engines get setoption name UCI_Variant", "frozenchess", optOne},
	{"recover", "accepted for fastchess's sake: a crashed engine is always restarted", "", optBool},
	{"event", "the Event tag of the records", "fcmatch", optOne},
	{"site", "the Site tag of the records", "?", optOne},
	{"compliance", "ENGINE [ARGS]: check an engine against the protocol and say what fails", "", optWords},
	{"shard", "K/N: play only the encounters whose index is K modulo N (auto: K and N from a Slurm job array; auto/N: K from the array or JOB_COMPLETION_INDEX); fcmatch merge joins the shards", "", optOne},
	{"epdout", "file=FILE [append=true]: write every game's final position string to FILE, one a line", "", optWords},
	{"report", "penta=true|false: false reports from games (trinomial) instead of game pairs", "", optWords},
	{"wait", "wait N milliseconds between games", "0", optOne},
	{"quiet", "print no line per game, only the reports", "", optBool},
	{"show-latency", "print each engine's latency (measured less reported time) after every game", "", optBool},
	{"version", "print the version and exit", "", optBool},
	{"stopfile", "stop gently (the running games finish) once this file exists: fcmatch merge -follow writes it when the SPRT decides", "", optOne},
}

func findOption(name string) (option, bool) {
	for _, o := range options {
		if o.name == name {
			return o, true
		}
	}
	return option{}, false
}

// parsed is the command line: each option's values, in order given.
type parsed struct {
	bools map[string]bool
	one   map[string]string
	words map[string][][]string // each occurrence's words
	help  bool
}

// isOption tells a word that starts an option from a value such as "-5".
func isOption(w string) bool {
	return len(w) > 1 && w[0] == '-' && (w[1] == '-' || w[1] >= 'a' && w[1] <= 'z' || w[1] >= 'A' && w[1] <= 'Z')
}

func parseArgs(args []string) (*parsed, error) {
	p := &parsed{bools: map[string]bool{}, one: map[string]string{}, words: map[string][][]string{}}
	for i := 0; i < len(args); i++ {
		w := args[i]
		if !isOption(w) {
			return nil, fmt.Errorf("%q: want an option (-engine, -tc, ...); see -help", w)
		}
		name := strings.TrimLeft(w, "-")
		var inline *string
		if k, v, ok := strings.Cut(name, "="); ok && !strings.Contains(k, ".") {
			name, inline = k, &v
		}
		if name == "h" || name == "help" {
			p.help = true
			continue
		}
		if name == "v" {
			name = "version" // fastchess's -v
		}
		o, ok := findOption(name)
		if !ok {
			return nil, fmt.Errorf("unknown option -%s; see -help", name)
		}
		var vals []string
		switch {
		case inline != nil:
			vals = []string{*inline}
		case name == "compliance": // ENGINE [ARGS]: the rest are the engine's
			vals = args[i+1:]
			i = len(args)
		default:
			for i+1 < len(args) && !isOption(args[i+1]) {
				i++
				vals = append(vals, args[i])
			}
		}
		switch o.kind {
		case optBool:
			switch {
			case len(vals) == 0:
				p.bools[name] = true
			case name == "repeat" && len(vals) == 1: // fastchess's -repeat [N]
				p.bools[name] = true
				p.one["games"] = vals[0]
			case len(vals) == 1 && (vals[0] == "true" || vals[0] == "false"):
				p.bools[name] = vals[0] == "true"
			default:
				return nil, fmt.Errorf("-%s takes no value (got %q)", name, strings.Join(vals, " "))
			}
		case optOne:
			if len(vals) != 1 {
				return nil, fmt.Errorf("-%s wants one value (got %d)", name, len(vals))
			}
			p.one[name] = vals[0]
		case optWords:
			if len(vals) == 0 {
				return nil, fmt.Errorf("-%s wants values", name)
			}
			p.words[name] = append(p.words[name], vals)
		}
	}
	return p, nil
}

// get is an optOne value or its default.
func (p *parsed) get(name string) string {
	if v, ok := p.one[name]; ok {
		return v
	}
	o, _ := findOption(name)
	return o.def
}

func (p *parsed) given(name string) bool {
	_, one := p.one[name]
	_, words := p.words[name]
	return one || words || p.bools[name]
}

func (p *parsed) int(name string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(p.get(name))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("-%s %q: want a whole number from %d to %d", name, p.get(name), lo, hi)
	}
	return n, nil
}

// millis reads a whole number of milliseconds, 0 or more.
func (p *parsed) millis(name string) (time.Duration, error) {
	n, err := strconv.Atoi(p.get(name))
	if err != nil || n < 0 || n > 86_400_000 {
		return 0, fmt.Errorf("-%s %q: want a whole number of milliseconds, 0 or more", name, p.get(name))
	}
	return time.Duration(n) * time.Millisecond, nil
}

func (p *parsed) duration(name string) (time.Duration, error) {
	d, err := time.ParseDuration(p.get(name))
	if err != nil || d < 0 {
		return 0, fmt.Errorf("-%s %q: want a duration such as 100ms or 2s", name, p.get(name))
	}
	return d, nil
}

// keyValues reads the key=value words of one option occurrence: a word
// with spaces is split as a shell splits, and -sprt's at commas too (its
// old form).
func keyValues(name string, words []string, keys ...string) (map[string]string, error) {
	out := map[string]string{}
	for _, w := range words {
		fields := []string{w}
		if strings.ContainsAny(w, " \t") {
			var err error
			if fields, err = match.SplitEngineFields(w); err != nil {
				return nil, fmt.Errorf("-%s: %v", name, err)
			}
		}
		if name == "sprt" {
			fields = strings.Split(strings.Join(fields, ","), ",")
		}
		for _, f := range fields {
			if f == "" {
				continue
			}
			k, v, ok := strings.Cut(f, "=")
			if !ok {
				return nil, fmt.Errorf("-%s: %q: want key=value (%s)", name, f, strings.Join(keys, ", "))
			}
			known := false
			for _, kk := range keys {
				known = known || kk == k
			}
			if !known {
				return nil, fmt.Errorf("-%s: unknown key %q (%s)", name, k, strings.Join(keys, ", "))
			}
			out[k] = v
		}
	}
	return out, nil
}

func usage() string {
	var b strings.Builder
	b.WriteString(`Usage:
  fcmatch -engine cmd=PATH name=A ... -engine cmd=PATH name=B ... [options]   play a tournament (docs/match.md)
  fcmatch replay FILE                                                       referee the game records in FILE again
  fcmatch merge [-o FILE] [-follow] FILES|DIRS                              join a match's shards (-shard K/N): docs/distributed.md
  fcmatch -compliance PATH [ARGS]                                           check an engine against the protocol
  fcmatch -resume FILE                                                      continue an interrupted tournament

Options (fastchess's names; values follow the option as separate words):
`)
	for _, o := range options {
		def := ""
		if o.def != "" {
			def = " (default " + o.def + ")"
		}
		fmt.Fprintf(&b, "  -%s\n    \t%s%s\n", o.name, o.help, def)
	}
	return b.String()
}

// withoutOptions is a command line without the named options and their
// values.
func withoutOptions(args []string, names ...string) []string {
	var out []string
	skipping := false
	for _, w := range args {
		if isOption(w) {
			name, _, _ := strings.Cut(strings.TrimLeft(w, "-"), "=")
			skipping = false
			for _, n := range names {
				skipping = skipping || n == name
			}
		}
		if !skipping {
			out = append(out, w)
		}
	}
	return out
}
