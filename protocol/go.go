package protocol

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
)

// goKeys are the parameters of go; a searchmoves list runs to the next.
var goKeys = map[string]bool{"wtime": true, "btime": true, "winc": true, "binc": true, "movestogo": true,
	"movetime": true, "depth": true, "nodes": true, "mate": true, "infinite": true, "ponder": true, "searchmoves": true}

// parseGo reads the arguments of go in position p: searchmoves tokens must
// be legal turns there, and the search begins only with their first steps.
func parseGo(args []string, p *board.Position) (search.Limits, error) {
	var lim search.Limits
	ms := func(v string) (time.Duration, error) {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n > 1<<40 {
			return 0, fmt.Errorf("want a number of milliseconds, got %q", truncate(v, 20))
		}
		return time.Duration(max(n, 0)) * time.Millisecond, nil
	}
	// A clock at zero or below (a GUI sends a negative time once the
	// engine has overstepped it) still limits the search: to the least
	// time, not to none, which 0 means in Limits.
	clock := func(v string) (time.Duration, error) {
		d, err := ms(v)
		return max(d, time.Millisecond), err
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
			for i+1 < len(args) && !goKeys[args[i+1]] {
				i++
				st, err := searchMove(p, args[i])
				if err != nil {
					return lim, fmt.Errorf("go searchmoves: %v", err)
				}
				if !slices.Contains(lim.SearchMoves, st) {
					lim.SearchMoves = append(lim.SearchMoves, st)
				}
			}
			if len(lim.SearchMoves) == 0 {
				return lim, fmt.Errorf("go searchmoves: no turn follows")
			}
			continue
		}
		if i+1 >= len(args) {
			return lim, fmt.Errorf("go %s: missing value", truncate(key, 20))
		}
		v := args[i+1]
		i++
		var err error
		switch key {
		case "wtime":
			lim.Time[board.White], err = clock(v)
		case "btime":
			lim.Time[board.Black], err = clock(v)
		case "winc":
			lim.Inc[board.White], err = ms(v)
		case "binc":
			lim.Inc[board.Black], err = ms(v)
		case "movetime":
			lim.MoveTime, err = clock(v)
		case "movestogo", "depth", "mate":
			var n int
			n, err = strconv.Atoi(v)
			if err != nil || n < 1 || n > 10000 {
				err = fmt.Errorf("want a whole number 1..10000, got %q", truncate(v, 20))
			}
			switch key {
			case "depth":
				lim.Depth = n
			case "mate":
				lim.Mate = n
			default:
				lim.MovesToGo = n
			}
		case "nodes":
			var n uint64
			n, err = strconv.ParseUint(v, 10, 64)
			if err != nil || n == 0 {
				err = fmt.Errorf("want a whole number above 0, got %q", truncate(v, 20))
			}
			lim.Nodes = n
		default:
			return lim, fmt.Errorf("go: unknown parameter %q (wtime btime winc binc movestogo movetime depth nodes mate infinite ponder searchmoves)", truncate(key, 20))
		}
		if err != nil {
			return lim, fmt.Errorf("go %s: %v", key, err)
		}
	}
	return lim, nil
}

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

// searchMove checks that tok is a legal turn of p and returns its first
// step: the search's root is limited to first steps (as MultiPV lines are).
func searchMove(p *board.Position, tok string) (movegen.Step, error) {
	if err := movegen.NewGame(p.Clone()).PlayTurn(tok); err != nil {
		return 0, err
	}
	first, _, _ := strings.Cut(tok, ",")
	return movegen.NewGame(p.Clone()).ParseStep(first)
}

// goCommand starts a search (or a baseline player) in the background; it
// prints bestmove when done, also after stop.
func (e *Engine) goCommand(args []string) {
	arrived := time.Now()
	lim, err := parseGo(args, e.game.Pos)
	if err != nil {
		e.errorf("%v", err)
		return
	}
	lim.Overhead = time.Duration(e.opts.MoveOverhead) * time.Millisecond
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
	done, halt := e.startJob(infinite || hit != nil, false, hit)
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
		return e.searcher.MCTS(e.opts.Search == "hybrid")
	}
	return e.searcher
}

func (e *Engine) printInfo(p *board.Position, inf search.Info) {
	e.out.println("%s", inf.UCI(p, turnTokens(p, inf.PV)))
}
