package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
)

// Settings are the rules of a tournament that are not the engines'.
type Settings struct {
	TC       TimeControl   // for engines without their own
	Margin   time.Duration // time beyond the budget before a turn counts as late
	Stall    time.Duration // longest wait for a turn under nodes= or depth=
	MaxPlies int           // adjudicate after this many plies (0: never)
	Rule300  bool          // play the optional 300-move rule
	Draw     *DrawRule     // draw adjudication on the engines' scores (nil: none)
	Resign   *ResignRule   // resign adjudication (nil: none)
	// Variant is the game's UCI_Variant name (fcmatch -variant); "" is
	// FrozenChess 13.0. Left out of the match's identity when "", so that
	// the identity of a 13.0 match is what it was before variants.
	Variant string `json:",omitempty"`
}

// GameVariant is the variant the settings name (FrozenChess for "" or an
// unknown name, which fcmatch refuses before).
func (s Settings) GameVariant() *board.Variant {
	if v, ok := board.VariantByName(s.Variant); ok {
		return v
	}
	return board.FrozenChess
}

// Turn is one played turn of a record.
type Turn struct {
	Token string
	Time  time.Duration
	Score string // the last "score ..." the engine reported ("cp 35", "mate 3"), or ""
	Depth int
	// Latency is the time measured less the time the engine reported
	// (its last info line's "time"), fastchess's latency; HasLatency is
	// false when the engine reported no time.
	Latency    time.Duration
	HasLatency bool
	// CPU is the CPU time the engine's process used from the go to its
	// bestmove (Time is the wall time charged to its clock); HasCPU is
	// false where it could not be measured (CPUTime).
	CPU    time.Duration
	HasCPU bool
	Mover  board.Side // the side that played it
}

// Game is one finished game.
type Game struct {
	White, Black string
	Start        string // the starting position string
	TC           string // White's time control
	BlackTC      string // Black's, if it is not White's
	Turns        []Turn
	Result       rules.Result
	Reason       string
	Date         time.Time
}

// Termination categories, for counting.
const (
	ReasonTime    = "time forfeit"
	ReasonIllegal = "illegal move"
	ReasonCrash   = "crash"
	ReasonStall   = "stall"
)

// side is one player of a game: its process, time control and margin.
type side struct {
	proc   *Process
	tc     TimeControl
	margin time.Duration
}

// play runs one game between White and Black from start. A faulty engine
// loses with the reason; its process may be dead or stuck afterwards, which
// the caller checks. A game cut short by stop has the result Ongoing.
func play(sides [2]side, start *board.Position, set Settings, stop <-chan struct{}) Game {
	g := Game{White: sides[board.White].proc.Name(), Black: sides[board.Black].proc.Name(), Start: start.Format(),
		TC: sides[board.White].tc.String(), Date: time.Now()}
	if b := sides[board.Black].tc.String(); b != g.TC {
		g.BlackTC = b
	}
	p := start.Clone()
	state := rules.Game{Pos: p, Rule300: set.Rule300}
	var clock [2]time.Duration
	var turnsInPeriod [2]int
	for s := range sides {
		clock[s] = sides[s].tc.Base
	}
	variant := start.Variant
	startCmd := "position fen " + g.Start // names its variant where it is not 13.0
	if g.Start == variant.Start {
		startCmd = "position startpos"
	}
	var tokens []string
	for _, s := range sides {
		if variant != board.FrozenChess { // as fastchess does for -variant
			_ = s.proc.Send("setoption name UCI_Variant value " + variant.Name)
		}
		_ = s.proc.Send("ucinewgame")
	}
	lose := func(s board.Side, reason string) {
		g.Result = rules.Winner(s.Other())
		g.Reason = s.String() + " " + reason
	}
	adj := newAdjudicator(set)
	for {
		if res, why := rules.Outcome(state); res != rules.Ongoing {
			g.Result, g.Reason = res, why
			return g
		}
		if set.MaxPlies > 0 && len(g.Turns) >= set.MaxPlies {
			g.Result, g.Reason = adjudicate(p, set.MaxPlies)
			return g
		}
		if res, why := adj.verdict(); res != rules.Ongoing {
			g.Result, g.Reason = res, why
			return g
		}
		stm := p.SideToMove()
		me := sides[stm]
		cmd := startCmd
		if len(tokens) > 0 {
			cmd += " moves " + strings.Join(tokens, " ")
		}
		goCmd, limit := goCommand(sides, set.Stall, clock, stm, turnsInPeriod[stm])
		margin := me.margin
		cpuBefore, cpuKnown := me.proc.CPUTime()
		began := time.Now()
		var score string
		depth := 0
		reported := time.Duration(-1)
		if err := me.proc.Send(cmd, goCmd); err != nil {
			lose(stm, ReasonCrash+": the engine is gone")
			return g
		}
		line, err := me.proc.WaitFor("bestmove", limit+margin, func(l string) {
			if strings.HasPrefix(l, "info ") {
				if s := infoField(l, "score", 2); s != "" {
					score = s
				}
				if d := infoField(l, "depth", 1); d != "" {
					depth, _ = strconv.Atoi(d)
				}
				if ms, err := strconv.ParseInt(infoField(l, "time", 1), 10, 64); err == nil && ms >= 0 && ms < 1e9 {
					reported = time.Duration(ms) * time.Millisecond
				}
			}
		}, stop)
		elapsed := time.Since(began)
		cpuAfter, cpuKnownAfter := me.proc.CPUTime()
		switch {
		case err == errStopped:
			g.Result, g.Reason = rules.Ongoing, "interrupted"
			return g
		case err == errExited:
			lose(stm, ReasonCrash)
			return g
		case err != nil && (me.tc.clocked() || me.tc.MoveTime > 0):
			lose(stm, ReasonTime+fmt.Sprintf(" (no answer within %v)", (limit+margin).Round(time.Millisecond)))
			return g
		case err != nil:
			lose(stm, ReasonStall+fmt.Sprintf(" (no answer within %v)", (limit+margin).Round(time.Millisecond)))
			return g
		}
		if me.tc.clocked() {
			clock[stm] -= elapsed
			if clock[stm]+margin < 0 {
				lose(stm, ReasonTime)
				return g
			}
			clock[stm] += me.tc.Inc
			turnsInPeriod[stm]++
			if me.tc.Moves > 0 && turnsInPeriod[stm] == me.tc.Moves {
				clock[stm] += me.tc.Base
				turnsInPeriod[stm] = 0
			}
		} else if me.tc.MoveTime > 0 && elapsed > me.tc.MoveTime+margin {
			lose(stm, ReasonTime+fmt.Sprintf(" (%v for movetime %v)", elapsed.Round(time.Millisecond), me.tc.MoveTime))
			return g
		}
		token := strings.TrimSpace(strings.TrimPrefix(line, "bestmove"))
		if f := strings.Fields(token); len(f) > 0 {
			token = f[0] // "bestmove X ponder Y"
		}
		if token == "" || token == "(none)" {
			lose(stm, ReasonIllegal+": no move in a game that is not over")
			return g
		}
		if err := state.Play(token); err != nil {
			lose(stm, ReasonIllegal+fmt.Sprintf(": %q: %v", truncate(token, 60), err))
			return g
		}
		tokens = append(tokens, token)
		turn := Turn{Token: token, Time: elapsed, Score: score, Depth: depth, Mover: stm}
		if reported >= 0 {
			turn.Latency, turn.HasLatency = elapsed-reported, true
		}
		if cpuKnown && cpuKnownAfter {
			turn.CPU, turn.HasCPU = cpuAfter-cpuBefore, true
		}
		g.Turns = append(g.Turns, turn)
		adj.add(stm, score, len(g.Turns))
	}
}

// goCommand builds the go line for the side to move and the longest wait
// for the answer. Each side plays its own time control; a clocked side is
// told the other's clock when the other is clocked too, else its own.
func goCommand(sides [2]side, stall time.Duration, clock [2]time.Duration, stm board.Side, turnsInPeriod int) (string, time.Duration) {
	tc := sides[stm].tc
	switch {
	case tc.MoveTime > 0:
		return fmt.Sprintf("go movetime %d", tc.MoveTime.Milliseconds()), tc.MoveTime
	case tc.Nodes > 0:
		return fmt.Sprintf("go nodes %d", tc.Nodes), stall
	case tc.Depth > 0:
		return fmt.Sprintf("go depth %d", tc.Depth), stall
	}
	var ms, inc [2]int64
	for s := range sides {
		o := s
		if !sides[s].tc.clocked() {
			o = int(stm)
		}
		ms[s] = max(clock[o].Milliseconds(), 0)
		inc[s] = sides[o].tc.Inc.Milliseconds()
	}
	cmd := fmt.Sprintf("go wtime %d btime %d winc %d binc %d", ms[board.White], ms[board.Black], inc[board.White], inc[board.Black])
	if tc.Moves > 0 {
		cmd += fmt.Sprintf(" movestogo %d", tc.Moves-turnsInPeriod)
	}
	return cmd, max(clock[stm], 0)
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

// Latency sums up one side's latencies in a game (fastchess -show-latency):
// the mean and the largest over the turns whose engine reported its time.
type Latency struct {
	Turns     int
	Mean, Max time.Duration
}

// LatencyOf is side's latency over game g.
func LatencyOf(g Game, side board.Side) Latency {
	var l Latency
	var sum time.Duration
	for _, t := range g.Turns {
		if t.Mover != side || !t.HasLatency {
			continue
		}
		if l.Turns == 0 || t.Latency > l.Max {
			l.Max = t.Latency
		}
		sum += t.Latency
		l.Turns++
	}
	if l.Turns > 0 {
		l.Mean = sum / time.Duration(l.Turns)
	}
	return l
}

// String is "mean 2ms, max 5ms over 31 turns".
func (l Latency) String() string {
	if l.Turns == 0 {
		return "no reported times"
	}
	return fmt.Sprintf("mean %v, max %v over %d turns", l.Mean.Round(100*time.Microsecond), l.Max.Round(100*time.Microsecond), l.Turns)
}
