package protocol

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
	"github.com/frozenchess/engine/search/mcts"
)

// goKeys are the parameters of go; a searchmoves list runs to the next.
var goKeys = map[string]bool{"wtime": true, "btime": true, "winc": true, "binc": true, "movestogo": true,
	"movetime": true, "depth": true, "nodes": true, "mate": true, "infinite": true, "ponder": true, "searchmoves": true}

// maxGoMillis bounds a time of go (about 35 years): a larger one, like
// "movetime 1e18", is read as this, which overflows nothing.
const maxGoMillis = 1 << 40

// maxGoCount bounds depth, movestogo and mate.
const maxGoCount = 10000

// parseGo reads the arguments of go in position p: searchmoves tokens must
// be legal turns there, and the search begins only with their first steps.
//
// A number out of range is clamped, as Stockfish reads its values, and
// notes say how: a time above maxGoMillis is that, a depth or node count
// below 1 is 1 (the least search), a movestogo or mate of 0 or less means
// none (Stockfish's 0), counts above maxGoCount are that. A number may be
// written with a fraction or an exponent (1e18); the fraction is dropped.
// What cannot be read (a missing value, a word, NaN, an unknown parameter,
// an illegal searchmoves turn) is an error.
func parseGo(args []string, p *board.Position) (lim search.Limits, notes []string, err error) {
	clamped := func(key, v string, to any) {
		notes = append(notes, fmt.Sprintf("go %s %s taken as %v", key, truncate(v, 20), to))
	}
	ms := func(key, v string) (time.Duration, error) {
		n, err := number(v)
		if err != nil {
			return 0, fmt.Errorf("want a number of milliseconds, got %q", truncate(v, 20))
		}
		if n > maxGoMillis {
			clamped(key, v, maxGoMillis)
			n = maxGoMillis
		}
		return time.Duration(max(n, 0)) * time.Millisecond, nil
	}
	// A clock at zero or below (a GUI sends a negative time once the
	// engine has overstepped it) still limits the search: to the least
	// time, not to none, which 0 means in Limits.
	clock := func(key, v string) (time.Duration, error) {
		d, err := ms(key, v)
		return max(d, time.Millisecond), err
	}
	count := func(key, v string, least int64) (int, error) {
		n, err := number(v)
		if err != nil {
			return 0, fmt.Errorf("want a whole number, got %q", truncate(v, 20))
		}
		switch {
		case n < least || n <= 0: // 0 itself is "none" for movestogo and mate
			if least == 0 {
				clamped(key, v, "none")
			} else {
				clamped(key, v, least)
			}
			n = least
		case n > maxGoCount:
			clamped(key, v, maxGoCount)
			n = maxGoCount
		}
		return int(n), nil
	}
	for i := 0; i < len(args); i++ {
		key := args[i]
		if key == "infinite" {
			lim.Infinite = true
			continue
		}
		if key == "ponder" {
			lim.PonderHit = make(chan struct{}) // marks a ponder search; goCommand makes the one ponderhit closes
			continue
		}
		if key == "searchmoves" {
			g := movegen.NewGame(p.Clone()) // one game checks every turn
			for i+1 < len(args) && !goKeys[args[i+1]] {
				i++
				st, err := searchMove(g, args[i])
				if err != nil {
					return lim, notes, fmt.Errorf("go searchmoves: %v", err)
				}
				if !slices.Contains(lim.SearchMoves, st) {
					lim.SearchMoves = append(lim.SearchMoves, st)
				}
			}
			if len(lim.SearchMoves) == 0 {
				return lim, notes, fmt.Errorf("go searchmoves: no turn follows")
			}
			continue
		}
		if !goKeys[key] {
			return lim, notes, fmt.Errorf("go: unknown parameter %q (wtime btime winc binc movestogo movetime depth nodes mate infinite ponder searchmoves)", truncate(key, 20))
		}
		if i+1 >= len(args) || goKeys[args[i+1]] {
			return lim, notes, fmt.Errorf("go %s: missing value", key)
		}
		v := args[i+1]
		i++
		var err error
		switch key {
		case "wtime":
			lim.Time[board.White], err = clock(key, v)
		case "btime":
			lim.Time[board.Black], err = clock(key, v)
		case "winc":
			lim.Inc[board.White], err = ms(key, v)
		case "binc":
			lim.Inc[board.Black], err = ms(key, v)
		case "movetime":
			lim.MoveTime, err = clock(key, v)
		case "depth":
			lim.Depth, err = count(key, v, 1)
		case "mate":
			lim.Mate, err = count(key, v, 0)
		case "movestogo":
			lim.MovesToGo, err = count(key, v, 0)
		case "nodes":
			var over bool
			lim.Nodes, over, err = nodeCount(v)
			switch {
			case err != nil:
			case over:
				clamped(key, v, lim.Nodes)
			case lim.Nodes == 0:
				clamped(key, v, 1)
				lim.Nodes = 1
			}
		}
		if err != nil {
			return lim, notes, fmt.Errorf("go %s: %v", key, err)
		}
	}
	return lim, notes, nil
}

// number reads a finite decimal number, with a fraction or an exponent,
// and drops the fraction; infinities come out as the largest int64 (or the
// least), which every caller clamps.
func number(v string) (int64, error) {
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		return n, nil
	}
	f, err := strconv.ParseFloat(v, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange), math.IsNaN(f):
		return 0, fmt.Errorf("not a number: %q", v)
	case f >= math.MaxInt64:
		return math.MaxInt64, nil
	case f <= math.MinInt64:
		return math.MinInt64, nil
	}
	return int64(f), nil
}

// nodeCount reads a node count: any whole number up to 2^64-1, larger ones
// clamped to that (over says so), below 1 read as 0 (for the caller to
// clamp).
func nodeCount(v string) (n uint64, over bool, err error) {
	if n, err := strconv.ParseUint(v, 10, 64); err == nil {
		return n, false, nil
	}
	f, err := strconv.ParseFloat(v, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange), math.IsNaN(f):
		return 0, false, fmt.Errorf("want a whole number, got %q", truncate(v, 20))
	case f >= math.MaxUint64:
		return math.MaxUint64, true, nil
	case f < 1:
		return 0, false, nil
	}
	return uint64(f), false, nil
}

// overhead is the time kept back from lim's budget: the Move Overhead, or
// on a clock the unplanned time the clocks showed lately (lagWatch), if
// that is more (the budget's floor is sixteen overheads, search.ClockFloor);
// an info line says when that changes by a quarter or more.
func (e *Engine) overhead(lim *search.Limits) time.Duration {
	option := time.Duration(e.opts.MoveOverhead) * time.Millisecond
	mover, ply := e.game.Pos.SideToMove(), e.game.Pos.Ply()
	e.mu.Lock()
	defer e.mu.Unlock()
	if lim.MoveTime > 0 || lim.Time[mover] == 0 || lim.Infinite || lim.PonderHit != nil {
		e.lag.pause()
		return option
	}
	over := max(option, e.lag.observe(mover, ply, lim.Time[mover]))
	lim.Floor = e.lag.floor()
	if d := over - e.shownLag; (over > option || e.shownLag > option) && (over == option || max(d, -d) >= max(10*time.Millisecond, e.shownLag/4)) {
		e.out.println("info string keeping %d ms back a turn: the clock charged up to %d ms a turn beyond the engine's plan (Move Overhead %d)",
			over.Milliseconds(), e.lag.lag.Milliseconds(), e.opts.MoveOverhead)
		e.shownLag = over
	}
	l := *lim // the budget the search will have
	l.Overhead = over
	_, hard := l.Budget(mover)
	e.lag.start(mover, ply, lim.Time[mover], lim.Inc[mover], hard)
	return over
}

// refusedGo is the search of a go that cannot be read: the least one, one
// step deep, whose turn is finished step by step on the static score, so
// that a driver waiting for a bestmove gets one at once. (Answering
// nothing hung or forfeited drivers; a guess at what was meant could run
// for long.)
var refusedGo = search.Limits{Depth: 1}

// refusedNote follows the error of a go that cannot be read.
const refusedNote = "go not understood: answering with a search of depth 1"

// missingClock gives the side to move the least time when go names a clock
// for the other side only (and no movetime): 0 means "no limit" in Limits,
// and searching without end on a clock the GUI forgot would hang the
// engine. Stockfish does the same (a missing time is 0). It reports
// whether it did.
func missingClock(lim *search.Limits, mover board.Side) bool {
	if lim.MoveTime > 0 || lim.Time[mover] > 0 || lim.Time[mover.Other()] == 0 {
		return false
	}
	lim.Time[mover] = time.Millisecond
	return true
}

// searchMove checks that tok is a legal turn of g's position and returns
// its first step: the search's root is limited to first steps (as MultiPV
// lines are).
func searchMove(g *movegen.Game, tok string) (movegen.Step, error) {
	steps, err := g.ParseTurn(tok)
	if err != nil {
		return 0, err
	}
	return steps[0], nil
}

// goCommand starts a search (or a baseline player) in the background; it
// prints bestmove when done, also after stop. Every go gets one bestmove:
// one it cannot read (its parameters, or the line itself: unreadable is
// why) answers the error and then the turn of a minimal search
// (refusedGo).
func (e *Engine) goCommand(args []string, unreadable error) {
	arrived := time.Now()
	lim, notes, err := search.Limits{}, []string(nil), unreadable
	if unreadable == nil {
		lim, notes, err = parseGo(args, e.game.Pos)
	}
	for _, n := range notes {
		e.out.println("info string %s", n)
	}
	if err != nil {
		e.errorf("%v", err)
		e.out.println("info string %s", refusedNote)
		lim = refusedGo
	}
	lim.Overhead = e.overhead(&lim)
	lim.MultiPV = e.opts.MultiPV
	lim.Start = arrived // the end-of-game test below spends the engine's time too
	if res, why := e.outcome(); res != rules.Ongoing {
		e.out.println("info string game over: %s (%s)", res, why)
		e.out.println("bestmove (none)")
		return
	}
	if mover := e.game.Pos.SideToMove(); missingClock(&lim, mover) {
		e.out.println("info string go names no clock for %s, the side to move: it has the least time", mover)
	}
	p := e.game.Pos.Clone()
	start := p.Clone() // the search plays on p; a failed search falls back on this copy
	history := e.game.History.Hashes()
	var hit chan struct{}
	if lim.PonderHit != nil {
		hit = make(chan struct{})
		lim.PonderHit = hit
	}
	infinite := lim.Infinite && e.opts.Player == "search" // the baseline players answer at once
	done, halt := e.startJob(infinite || hit != nil, hit)
	lim.Stop = halt
	go func() {
		defer e.endJob(done)
		defer e.fallBack(start)
		res := e.player().Play(p, history, player.Limits(lim), func(inf search.Info) { e.printInfo(p, inf) })
		for _, f := range res.Failures {
			e.errorf("internal error in a search thread, which stopped: %s (please report it with the commands that led here)", f)
		}
		turn, pv := res.Turn, res.PV
		switch {
		case hit != nil:
			// A ponder search answers only after ponderhit or stop (UCI),
			// even if it finished before (a depth limit, a mate, a
			// baseline player).
			select {
			case <-hit:
			case <-halt:
			}
		case infinite:
			// So does go infinite after stop, even if the search ran out
			// of depth before (a mate found leaves it little to search).
			<-halt
		}
		e.mu.Lock()
		e.lag.spent = time.Since(arrived)
		e.mu.Unlock()
		if len(turn) == 0 {
			e.out.println("bestmove (none)")
			return
		}
		if reply := ponderTurn(p, turn, pv); reply != "" {
			e.out.println("bestmove %s ponder %s", movegen.FormatTurn(p, turn), reply)
			return
		}
		e.out.println("bestmove %s", movegen.FormatTurn(p, turn))
	}()
}

// ponderTurn is the opponent's turn that pv expects after turn, the turn
// p's side plays: the steps of pv after turn up to the end of the next
// turn, written in p after turn. It is "" when pv does not begin with turn
// or ends before that turn does (the search looked no further).
func ponderTurn(p *board.Position, turn, pv []movegen.Step) string {
	if len(pv) <= len(turn) || !slices.Equal(pv[:len(turn)], turn) {
		return ""
	}
	g := movegen.NewGame(p.Clone())
	for _, st := range turn {
		g.Make(st)
	}
	after := g.Pos.Clone()
	for i, st := range pv[len(turn):] {
		g.Make(st)
		if g.Pos.Turn().Actor == 0 { // the turn ended
			reply := movegen.FormatTurn(after, pv[len(turn):len(turn)+i+1])
			if movegen.NewGame(after.Clone()).PlayTurn(reply) != nil {
				return "" // not a legal turn as written: say nothing rather than something wrong
			}
			return reply
		}
	}
	return ""
}

// fallBack recovers from a panic in a search: it reports the internal
// error and answers with a random legal turn of start, a copy of the
// position taken before the search began (the search's own copy may be
// left half made), so that a game under a GUI goes on; if even that fails,
// with bestmove (none).
func (e *Engine) fallBack(start *board.Position) {
	r := recover()
	if r == nil {
		return
	}
	e.errorf("internal error in go: %v (please report it with the commands that led here); playing a random legal turn", r)
	defer func() {
		if recover() != nil {
			e.out.println("bestmove (none)")
		}
	}()
	if turn := search.RandomTurn(start, uint64(e.opts.Seed)); len(turn) > 0 {
		e.out.println("bestmove %s", movegen.FormatTurn(start, turn))
		return
	}
	e.out.println("bestmove (none)")
}

// outcome applies the end-of-game rules, with the optional 300-move rule.
func (e *Engine) outcome() (rules.Result, string) {
	g := e.game
	g.Rule300 = e.opts.Rule300
	return rules.Outcome(g)
}

// player is the player the options choose: a baseline (Player), or the
// searcher (Search).
func (e *Engine) player() player.Player {
	switch e.opts.Player {
	case "random":
		return search.Random{Seed: uint64(e.opts.Seed)}
	case "greedy":
		return search.Greedy{Eval: eval.MaterialOnly{}}
	}
	if e.opts.Search != "ab" {
		if e.tree == nil {
			e.tree = mcts.New(e.searcher, false) // made once and kept: its tree serves the next search
		}
		e.tree.Hybrid = e.opts.Search == "hybrid"
		return e.tree
	}
	return e.searcher
}

func (e *Engine) printInfo(p *board.Position, inf search.Info) {
	e.out.println("%s", inf.UCI(p, turnTokens(p, inf.PV)))
}
