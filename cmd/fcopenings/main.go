// Command fcopenings writes an opening set for fcmatch from game records:
// for each game, the position after a few of its turns (a number that
// varies from game to game), kept if the static evaluation calls it
// balanced and if no earlier game gave the same position. Games at equal
// nodes between two builds that differ in one term play the same turns
// from the same start, so a match needs many different starts; positions
// from real games are starts that engines reach, unlike random turns.
//
//	fcopenings [-plies N] [-spread M] [-balance CP] [-max K] RECORDS...
//
// writes one position string a line to standard output (fcmatch's
// -openings format, docs/match.md), with a comment line naming its source.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/rules"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "fcopenings:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	plies, spread, balance, max int
	files                       []string
}

func parseFlags(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("fcopenings", flag.ContinueOnError)
	fs.IntVar(&o.plies, "plies", 6, "the fewest turns of a game played before its opening position")
	fs.IntVar(&o.spread, "spread", 6, "game i takes plies + i mod spread turns, so the openings differ in depth")
	fs.IntVar(&o.balance, "balance", 300, "keep a position whose static evaluation is within this many centipawns of 0")
	fs.IntVar(&o.max, "max", 0, "write at most this many openings (0: all)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	o.files = fs.Args()
	switch {
	case len(o.files) == 0:
		return o, errors.New("give one or more records files (fcmatch -records)")
	case o.plies < 1 || o.spread < 1:
		return o, errors.New("-plies and -spread must be at least 1")
	case o.balance < 0 || o.max < 0:
		return o, errors.New("-balance and -max must not be negative")
	}
	return o, nil
}

func run(args []string, out io.Writer) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	seen := map[uint64]bool{}
	written, game := 0, 0
	for _, name := range o.files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		recs, err := match.ReadRecords(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		for i, rec := range recs {
			game++
			want := o.plies + (game-1)%o.spread
			g, ok := opening(rec, want)
			if !ok {
				continue
			}
			if seen[g.Pos.Hash()] {
				continue
			}
			if v := eval.Evaluate(g.Pos); v > o.balance || v < -o.balance {
				continue
			}
			seen[g.Pos.Hash()] = true
			if _, err := fmt.Fprintf(out, "# %s game %d after %d turns\n%s\n", name, i+1, want, g.Pos.Format()); err != nil {
				return err
			}
			written++
			if o.max > 0 && written >= o.max {
				return nil
			}
		}
	}
	if written == 0 {
		return errors.New("no game gave an opening (too short, or none balanced)")
	}
	return nil
}

// opening replays the first n turns of rec with the rules core and returns
// the game there; false if the record is not whole, a turn is refused, or
// the game is over by then.
func opening(rec match.Record, n int) (rules.Game, bool) {
	if rec.Broken != "" || len(rec.Turns) <= n {
		return rules.Game{}, false
	}
	cut := rec
	cut.Turns = rec.Turns[:n]
	cut.Tags = map[string]string{}
	for k, v := range rec.Tags {
		if k != "Plies" && k != "Result" {
			cut.Tags[k] = v
		}
	}
	cut.Result = rules.Ongoing
	p, err := match.Replay(cut)
	if err != nil {
		return rules.Game{}, false
	}
	g := rules.Game{Pos: p}
	if res, _ := rules.Outcome(g); res != rules.Ongoing {
		return rules.Game{}, false
	}
	return g, true
}
