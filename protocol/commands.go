package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
)

// display prints the board, the position string and the hash key.
func (e *Engine) display() {
	p := e.game.Pos
	for _, line := range strings.Split(strings.TrimRight(p.Pretty(), "\n"), "\n") {
		e.out.println("%s", line)
	}
	e.out.println("Fen: %s", p.Format())
	e.out.println("Key: %016x", p.Hash())
}

// maxPerftDepth keeps a mistyped depth from running for days.
const maxPerftDepth = 6

func (e *Engine) perft(cmd string, args []string) {
	if len(args) != 1 {
		e.errorf("%s: want one depth, like %s 2", cmd, cmd)
		return
	}
	depth, err := strconv.Atoi(args[0])
	if err != nil || depth < 1 || depth > maxPerftDepth {
		e.errorf("%s: depth %q: want a whole number 1..%d", cmd, truncate(args[0], 20), maxPerftDepth)
		return
	}
	g := movegen.NewGame(e.game.Pos.Clone())
	e.background(cmd, func(halt <-chan struct{}) {
		start := time.Now()
		if cmd == "perftsteps" {
			e.perftSteps(g, depth, halt, start)
			return
		}
		var nodes atomic.Uint64 // the root turns' counts so far, for the progress lines
		done := make(chan struct{})
		defer close(done)
		go e.countProgress(&nodes, start, done)
		total, turns, stopped := perftByRootTurn(g, depth, halt, func(turn string, n uint64) {
			nodes.Add(n)
			if cmd == "divide" {
				e.out.println("%s: %d", turn, n)
			} else {
				e.out.println("info string %s: %d", turn, n)
			}
		})
		if stopped {
			e.out.println("info string %s %d stopped after %d ms: no count; %d nodes in the first %d root turns",
				cmd, depth, time.Since(start).Milliseconds(), total, turns)
			return
		}
		if cmd == "divide" {
			e.out.println("")
		}
		e.out.println("Nodes searched: %d", total)
		e.out.println("info string perft time %d ms", time.Since(start).Milliseconds())
	})
}

// perftByRootTurn counts perft(depth) of g's position one root turn at a
// time, in generation order, and hands each root turn's count to done as
// soon as it is counted: the turn as divide writes it, and the count of
// the sequences below it. It returns the total, the root turns counted, and
// whether halt closed before the end (the total is then partial).
func perftByRootTurn(g *movegen.Game, depth int, halt <-chan struct{}, done func(turn string, n uint64)) (total uint64, turns int, stopped bool) {
	stop := func() bool { return closed(halt) }
	counted := func(turn string, n uint64) bool {
		if closed(halt) {
			stopped = true
			return false
		}
		total += n
		turns++
		done(turn, n)
		return true
	}
	if depth == 1 { // each turn counts one: list them as legalmoves does
		g.ForEachTurnNotation(func(turn string) bool { return counted(turn, 1) })
		return total, turns, stopped || closed(halt)
	}
	g.ForEachTurnWritten(func(_ []movegen.Step, turn string) bool {
		_, n, err := movegen.NewGame(g.Pos.Clone()).PerftCommand("perft", depth-1, stop)
		if err != nil {
			stopped = true
			return false
		}
		return counted(turn, n)
	})
	return total, turns, stopped || closed(halt)
}

// progressEvery is how often a running count prints its progress.
const progressEvery = time.Second

// countProgress prints "info nodes N nps R time T" every progressEvery
// until done closes, with nodes the count so far.
func (e *Engine) countProgress(nodes *atomic.Uint64, start time.Time, done <-chan struct{}) {
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
			el := time.Since(start)
			n := nodes.Load()
			e.out.println("info nodes %d nps %d time %d", n, uint64(float64(n)/max(el.Seconds(), 1e-9)), el.Milliseconds())
		}
	}
}

// perftSteps counts perftsteps (steps, not turns) in one piece.
func (e *Engine) perftSteps(g *movegen.Game, depth int, halt <-chan struct{}, start time.Time) {
	_, nodes, err := g.PerftCommand("perftsteps", depth, func() bool { return closed(halt) })
	if errors.Is(err, movegen.ErrStopped) {
		e.out.println("info string perftsteps %d stopped after %d ms: no count", depth, time.Since(start).Milliseconds())
		return
	}
	if err != nil {
		e.errorf("%v", err)
		return
	}
	e.out.println("Nodes searched: %d", nodes)
	e.out.println("info string perft time %d ms", time.Since(start).Milliseconds())
}

// legal lists every legal turn (legalmoves) or every legal step
// (legalsteps) of the position, one per line. A finished game has none
// (position refuses turns after the end, a stalemate's Null move too): the
// answer says why, as go does, then counts 0.
func (e *Engine) legal(cmd string) {
	// A copy of the position (a search may be reading the game's), in a
	// position and a game kept for the next listing: a listing allocates
	// nothing per turn, and nothing per command once they have grown.
	if e.listPos == nil {
		e.listPos = board.New()
	}
	p := e.listPos
	p.CopyFrom(e.game.Pos)
	if e.lister == nil {
		e.lister = movegen.NewGame(p)
	} else {
		e.lister.Reset(p)
	}
	g := e.lister
	n := 0
	if res, why := e.outcome(); res != rules.Ongoing {
		e.out.println("info string game over: %s (%s)", res, why)
	} else if cmd == "legalsteps" {
		e.listSteps = g.Legal(0, e.listSteps[:0])
		for _, s := range e.listSteps {
			e.listText = movegen.AppendStep(e.listText[:0], p, s)
			e.out.writeLine(e.listText)
			n++
		}
	} else {
		g.ForEachTurnText(func(turn []byte) bool {
			e.out.writeLine(turn)
			n++
			return true
		})
	}
	e.out.println("info string %d legal %s", n, map[bool]string{true: "steps", false: "turns"}[cmd == "legalsteps"])
}

// evalCommand prints the evaluation of the position, term by term when the
// evaluator can break it down.
func (e *Engine) evalCommand() {
	p := e.game.Pos
	e.out.println("%-12s %8s %8s", "term", "white", "black")
	for _, term := range e.eval.Terms(p) {
		e.out.println("%-12s %8d %8d", term.Name, term.White, term.Black)
	}
	m := board.Material(p, board.WholeBoard) // the exact count Rotate and the 300-move rule use
	e.out.println("Rotate material: white %d black %d", m[0], m[1])
	e.out.println("Evaluation: %d (side to move: %s)", e.eval.Evaluate(p), p.SideToMove())
}

// Bench runs the fixed benchmark: a search of fixed depth on every suite
// position (its node count is a signature of the search), then move
// generation over the suite, and hands each line it prints to emit as it
// comes. Closing stop (if not nil) ends it early, with an info string that
// says so in place of the totals. It is FrozenChess 13.0's; BenchIn runs
// another variant's suite.
func Bench(depth int, stop <-chan struct{}, emit func(string)) {
	BenchIn(board.FrozenChess, depth, stop, emit)
}

// BenchIn is Bench over the benchmark suite of the variant v
// (bench.SuiteOf).
func BenchIn(v *board.Variant, depth int, stop <-chan struct{}, emit func(string)) {
	suite, err := bench.SuiteOf(v)
	if err != nil {
		emit("info string error: " + err.Error())
		return
	}
	s := search.New(16, &eval.Evaluator{Fast: true})
	var nodes uint64
	start := time.Now()
	for _, entry := range suite {
		t := time.Now()
		res := s.Search(entry.Pos.Clone(), nil, search.Limits{Depth: depth, Stop: stop}, nil)
		el := time.Since(t)
		if closed(stop) { // a nil stop is never closed
			emit("info string bench stopped after " + strconv.FormatInt(time.Since(start).Milliseconds(), 10) + " ms: no totals")
			return
		}
		nodes += res.Nodes
		emit("info string bench " + entry.Name + ": " + strconv.FormatUint(res.Nodes, 10) + " nodes " +
			strconv.FormatInt(el.Milliseconds(), 10) + " ms " +
			strconv.FormatUint(uint64(float64(res.Nodes)/max(el.Seconds(), 1e-9)), 10) + " nps")
	}
	elapsed := time.Since(start)
	list := make([]movegen.Step, 0, 8192)
	gens := make([]movegen.Generator, len(suite)) // one per position: protection is computed once, as per turn in a game
	var steps int64
	genStart := time.Now()
	for time.Since(genStart) < 300*time.Millisecond {
		for i, entry := range suite {
			list = gens[i].Generate(entry.Pos, list[:0])
			steps += int64(len(list))
		}
	}
	genRate := float64(steps) / time.Since(genStart).Seconds()
	emit("Nodes searched: " + strconv.FormatUint(nodes, 10))
	emit("Nodes/second: " + strconv.FormatUint(uint64(float64(nodes)/max(elapsed.Seconds(), 1e-9)), 10))
	emit("Steps generated/second: " + strconv.FormatUint(uint64(genRate), 10))
}

// BenchDepth is the search depth of the bench command, in steps.
const BenchDepth = 4

// bench runs BenchIn: "bench [depth] [variant]", in either order; the
// variant is UCI_Variant's unless named.
func (e *Engine) bench(args []string) {
	v, depth, err := BenchArgs(e.opts.Variant, args)
	if err != nil {
		e.errorf("bench: %v", err)
		return
	}
	e.background("bench", func(halt <-chan struct{}) {
		BenchIn(v, depth, halt, func(line string) { e.out.println("%s", line) })
	})
}

// BenchArgs reads the arguments of bench, "[depth] [variant]" in either
// order: a whole number 1..12 is the depth (BenchDepth if none), a name
// the variant (def if none).
func BenchArgs(def *board.Variant, args []string) (*board.Variant, int, error) {
	v, depth := def, BenchDepth
	if len(args) > 2 {
		return nil, 0, fmt.Errorf("want [depth] [variant], got %d arguments", len(args))
	}
	seenDepth, seenVariant := false, false
	for _, a := range args {
		if n, err := strconv.Atoi(a); err == nil {
			if seenDepth {
				return nil, 0, fmt.Errorf("two depths (%d and %s)", depth, truncate(a, 20))
			}
			if n < 1 || n > 12 {
				return nil, 0, fmt.Errorf("depth %q: want a whole number 1..12", truncate(a, 20))
			}
			depth, seenDepth = n, true
			continue
		}
		vr, ok := board.VariantByName(strings.ToLower(a))
		if ok && seenVariant {
			return nil, 0, fmt.Errorf("two variants (%s and %s)", v.Name, vr.Name)
		}
		if !ok {
			return nil, 0, fmt.Errorf("%q is neither a depth 1..12 nor a variant (variants: %s)", truncate(a, 20), strings.Join(board.VariantNames(), ", "))
		}
		v, seenVariant = vr, true
	}
	return v, depth, nil
}
