package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
)

// Settings are the rules of a match that are not the engines'.
type Settings struct {
	TC       TimeControl
	Margin   time.Duration // time beyond the budget before a turn counts as late
	Stall    time.Duration // longest wait for a turn under nodes= or depth=
	MaxPlies int           // adjudicate after this many plies (0: never)
	Rule300  bool          // play the optional 300-move rule
}

// Turn is one played turn of a record.
type Turn struct {
	Token string
	Time  time.Duration
	Score string // the last "score ..." the engine reported ("cp 35", "mate 3"), or ""
	Depth int
}

// Game is one finished game.
type Game struct {
	White, Black string
	Start        string // the starting position string
	TC           string
	Turns        []Turn
	Result       rules.Result
	Reason       string
}

// Termination categories, for counting.
const (
	ReasonTime    = "time forfeit"
	ReasonIllegal = "illegal move"
	ReasonCrash   = "crash"
	ReasonStall   = "stall"
)

// play runs one game between the processes for White and Black from start.
// A faulty engine loses with the reason; its process may be dead or stuck
// afterwards, which the caller checks.
func play(engines [2]*Process, start *board.Position, set Settings) Game {
	g := Game{White: engines[board.White].Name(), Black: engines[board.Black].Name(), Start: start.Format(), TC: set.TC.String()}
	p := start.Clone()
	mg := movegen.NewGame(p)
	state := rules.Game{Pos: p, Rule300: set.Rule300}
	var clock [2]time.Duration
	var turnsInPeriod [2]int
	if set.TC.clocked() {
		clock = [2]time.Duration{set.TC.Base, set.TC.Base}
	}
	startCmd := "position fen " + g.Start
	if g.Start == board.StartFEN {
		startCmd = "position startpos"
	}
	var tokens []string
	for _, e := range engines {
		_ = e.Send("ucinewgame")
	}
	lose := func(side board.Side, reason string) {
		g.Result = rules.Winner(side.Other())
		g.Reason = side.String() + " " + reason
	}
	for {
		if res, why := rules.Outcome(state); res != rules.Ongoing {
			g.Result, g.Reason = res, why
			return g
		}
		if set.MaxPlies > 0 && len(g.Turns) >= set.MaxPlies {
			g.Result, g.Reason = adjudicate(p, set.MaxPlies)
			return g
		}
		side := p.SideToMove()
		e := engines[side]
		cmd := startCmd
		if len(tokens) > 0 {
			cmd += " moves " + strings.Join(tokens, " ")
		}
		goCmd, limit := goCommand(set, clock, side, turnsInPeriod[side])
		began := time.Now()
		var score string
		depth := 0
		if err := e.Send(cmd, goCmd); err != nil {
			lose(side, ReasonCrash+": the engine is gone")
			return g
		}
		line, err := e.WaitFor("bestmove", limit+set.Margin, func(l string) {
			if strings.HasPrefix(l, "info ") {
				if s := infoField(l, "score", 2); s != "" {
					score = s
				}
				if d := infoField(l, "depth", 1); d != "" {
					depth, _ = strconv.Atoi(d)
				}
			}
		})
		elapsed := time.Since(began)
		switch {
		case err == errExited:
			lose(side, ReasonCrash)
			return g
		case err != nil && (set.TC.clocked() || set.TC.MoveTime > 0):
			lose(side, ReasonTime+fmt.Sprintf(" (no answer within %v)", (limit+set.Margin).Round(time.Millisecond)))
			return g
		case err != nil:
			lose(side, ReasonStall+fmt.Sprintf(" (no answer within %v)", (limit+set.Margin).Round(time.Millisecond)))
			return g
		}
		if set.TC.clocked() {
			clock[side] -= elapsed
			if clock[side]+set.Margin < 0 {
				lose(side, ReasonTime)
				return g
			}
			clock[side] += set.TC.Inc
			turnsInPeriod[side]++
			if set.TC.Moves > 0 && turnsInPeriod[side] == set.TC.Moves {
				clock[side] += set.TC.Base
				turnsInPeriod[side] = 0
			}
		} else if set.TC.MoveTime > 0 && elapsed > set.TC.MoveTime+set.Margin {
			lose(side, ReasonTime+fmt.Sprintf(" (%v for movetime %v)", elapsed.Round(time.Millisecond), set.TC.MoveTime))
			return g
		}
		token := strings.TrimSpace(strings.TrimPrefix(line, "bestmove"))
		if f := strings.Fields(token); len(f) > 0 {
			token = f[0] // "bestmove X ponder Y"
		}
		if token == "" || token == "(none)" {
			lose(side, ReasonIllegal+": no move in a game that is not over")
			return g
		}
		if p.Turn().Actor == 0 {
			state.History.Add(p)
		}
		if err := mg.PlayTurn(token); err != nil {
			lose(side, ReasonIllegal+fmt.Sprintf(": %q: %v", truncate(token, 60), err))
			return g
		}
		if token == movegen.NullString {
			state.Nulls++
		} else {
			state.Nulls = 0
		}
		tokens = append(tokens, token)
		g.Turns = append(g.Turns, Turn{Token: token, Time: elapsed, Score: score, Depth: depth})
	}
}

// goCommand builds the go line and the longest wait for the answer.
func goCommand(set Settings, clock [2]time.Duration, side board.Side, turnsInPeriod int) (string, time.Duration) {
	tc := set.TC
	switch {
	case tc.MoveTime > 0:
		return fmt.Sprintf("go movetime %d", tc.MoveTime.Milliseconds()), tc.MoveTime
	case tc.Nodes > 0:
		return fmt.Sprintf("go nodes %d", tc.Nodes), set.Stall
	case tc.Depth > 0:
		return fmt.Sprintf("go depth %d", tc.Depth), set.Stall
	}
	cmd := fmt.Sprintf("go wtime %d btime %d winc %d binc %d", max(clock[board.White].Milliseconds(), 0),
		max(clock[board.Black].Milliseconds(), 0), tc.Inc.Milliseconds(), tc.Inc.Milliseconds())
	if tc.Moves > 0 {
		cmd += fmt.Sprintf(" movestogo %d", tc.Moves-turnsInPeriod)
	}
	return cmd, max(clock[side], 0)
}

// adjudicate scores a game that reached the ply limit the way the 300-move
// rule does: the side with more Rotate points over the whole board wins.
func adjudicate(p *board.Position, plies int) (rules.Result, string) {
	m := board.Material(p, board.WholeBoard)
	why := fmt.Sprintf("adjudicated after %d plies on material %d to %d", plies, m[board.White], m[board.Black])
	switch {
	case m[board.White] > m[board.Black]:
		return rules.WhiteWins, why
	case m[board.Black] > m[board.White]:
		return rules.BlackWins, why
	}
	return rules.Draw, why
}

// infoField returns the n words after key in an info line ("score cp 35").
func infoField(line, key string, n int) string {
	f := strings.Fields(line)
	for i, w := range f {
		if w == key && i+n < len(f) {
			return strings.Join(f[i+1:i+1+n], " ")
		}
	}
	return ""
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}
