// Command fctune fits the evaluation's weights (eval.Weights) to the
// results of games, by the Texel method: each position's static score s
// predicts the game's result as 1/(1 + 10^(-K*s/400)); K is fitted first,
// then the weights, by a local search on integers that keeps each step
// that lowers the mean squared error over the positions, stopped early
// when the error on games kept out of the fit rises.
//
//	fctune [-skip N] [-holdout N] [-steps 64,32,16,8,4] [-passes N] [-out FILE] RECORDS...
//
// RECORDS are fcmatch game records (docs/game-record.md). The positions
// are those at the start of every turn of every finished game (so no
// multi-step turn is in progress), but the first -skip turns and those
// where a king can be taken with one step (the evaluation does not score
// that; the next step decides). Every -holdout-th game is kept out of the
// fit and its error reported beside, to show whether the fit generalizes.
//
// The fitted weights are written as Go source (-out, default standard
// output) for eval/tuned.go: a file with the build tag fctuned, so that
//
//	go build -tags fctuned -o frozenchess-tuned ./cmd/frozenchess
//
// builds the engine with them and the default build keeps its own
// (docs/search.md, Tuning, has the data's command and the match).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/frozenchess/engine/eval"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "fctune:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	skip, holdout, passes int
	steps                 []int
	out                   string
	files                 []string
}

func parseFlags(args []string, errOut io.Writer) (options, error) {
	var o options
	var steps string
	fs := flag.NewFlagSet("fctune", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.IntVar(&o.skip, "skip", 2, "leave out each game's first N turn starts (the opening set's positions repeat)")
	fs.IntVar(&o.holdout, "holdout", 5, "keep every N-th game out of the fit, to measure the error on games it has not seen (0: none)")
	fs.IntVar(&o.passes, "passes", 20, "at most this many passes over the weights per step size")
	fs.StringVar(&steps, "steps", "64,32,16,8,4", "the local search's step sizes, largest first")
	fs.StringVar(&o.out, "out", "", "write the Go source of the weights here (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	o.files = fs.Args()
	for _, s := range strings.Split(steps, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return o, fmt.Errorf("-steps: %q is not a positive integer", s)
		}
		o.steps = append(o.steps, n)
	}
	switch {
	case len(o.files) == 0:
		return o, errors.New("give one or more game records files (fcmatch -records)")
	case o.skip < 0 || o.holdout < 0 || o.holdout == 1:
		return o, errors.New("-skip must not be negative, -holdout must be 0 or at least 2")
	case o.passes < 1:
		return o, errors.New("-passes must be at least 1")
	}
	return o, nil
}

func run(args []string, out, log io.Writer) error {
	o, err := parseFlags(args, log)
	if err != nil {
		return err
	}
	w := eval.DefaultWeights()
	var all []sample
	var st dataStats
	for _, name := range o.files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		all, err = readSamples(f, o.skip, w.ParalysisTurns, &st, all)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
	}
	fmt.Fprintln(log, st)
	train, held := split(all, o.holdout)
	if len(train) == 0 {
		return errors.New("no positions to fit (no finished game, or all skipped)")
	}
	k := fitK(train, &w)
	before, heldBefore := meanError(train, &w, k), meanError(held, &w, k)
	fmt.Fprintf(log, "K = %.4f; error with the default weights: %.6f on %d positions fitted, %.6f on %d held out\n",
		k, before, len(train), heldBefore, len(held))
	var ps []param
	for _, p := range tunable(&w) {
		if seen(train, &w, p.ptr) {
			ps = append(ps, p)
		} else {
			fmt.Fprintf(log, "%s: not in the data, left at %d\n", p.name, *p.ptr)
		}
	}
	start := w
	after := localSearch(train, held, &w, ps, k, o.steps, o.passes, func(s string) { fmt.Fprintln(log, s) })
	heldAfter := meanError(held, &w, k)
	fmt.Fprintf(log, "error with the fitted weights: %.6f fitted, %.6f held out\n", after, heldAfter)
	startWeights := tunable(&start)
	for i, p := range tunable(&w) {
		if *p.ptr != *startWeights[i].ptr {
			fmt.Fprintf(log, "%-24s %6d -> %6d\n", p.name, *startWeights[i].ptr, *p.ptr)
		}
	}
	summary := fmt.Sprintf("fctune %s\n%s\nK = %.4f; error fitted %.6f -> %.6f, held out %.6f -> %.6f",
		strings.Join(args, " "), st, k, before, after, heldBefore, heldAfter)
	src, err := goSource(w, summary)
	if err != nil {
		return err
	}
	if o.out == "" {
		_, err = out.Write(src)
		return err
	}
	return os.WriteFile(o.out, src, 0o644)
}

// split puts every holdout-th game's positions apart (none if holdout is
// 0).
func split(all []sample, holdout int) (train, held []sample) {
	for _, s := range all {
		if holdout > 0 && s.game%holdout == holdout-1 {
			held = append(held, s)
		} else {
			train = append(train, s)
		}
	}
	return train, held
}
