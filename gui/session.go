package gui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
)

// Modes of a session.
const (
	ModePlay    = "play"    // a person against the engine
	ModeWatch   = "watch"   // the engine against itself
	ModeAnalyse = "analyse" // a person moves both sides; the engine analyses on request
)

// Config starts a session (POST /api/new).
type Config struct {
	Mode     string `json:"mode"`     // play, watch or analyse
	Human    string `json:"human"`    // play: the side the person moves, white or black
	Position string `json:"position"` // a position string; empty for the start position
	MoveTime int    `json:"movetime"` // engine time per turn in milliseconds
	Base     int    `json:"base"`     // or chess clocks (play, watch): each side's base time in milliseconds
	Inc      int    `json:"inc"`      // and the increment a finished turn earns, in milliseconds
	Nodes    int    `json:"nodes"`    // or a node limit per turn
	Depth    int    `json:"depth"`    // or a depth limit per turn
	Player   string `json:"player"`   // the engine's Player option: search, random or greedy
	PauseAt  int    `json:"pauseat"`  // watch: pause when the game has this many turns (0: never)
	Variant  string `json:"variant"`  // the game, a UCI_Variant name of board.Variants(): frozenchess (the default), frozenchess8, frozenchess12a, ...
}

// Limits of a Config, so that no request can ask for a search of days.
const (
	maxMoveTime = 10 * 60 * 1000
	maxNodes    = 1_000_000_000
	maxDepth    = 64
	maxMultiPV  = 16
)

func (c *Config) check() error {
	switch c.Mode {
	case "":
		c.Mode = ModePlay
	case ModePlay, ModeWatch, ModeAnalyse:
	default:
		return fmt.Errorf("mode %q: want play, watch or analyse", c.Mode)
	}
	if c.Variant == "" {
		c.Variant = board.FrozenChess.Name
	}
	if _, ok := board.VariantByName(c.Variant); !ok {
		return fmt.Errorf("variant %q: want %s", c.Variant, orList(board.VariantNames()))
	}
	switch c.Human {
	case "":
		c.Human = "white"
	case "white", "black":
	default:
		return fmt.Errorf("human %q: want white or black", c.Human)
	}
	switch c.Player {
	case "":
		c.Player = "search"
	case "search", "random", "greedy":
	default:
		return fmt.Errorf("player %q: want search, random or greedy", c.Player)
	}
	if c.PauseAt < 0 {
		return errors.New("pauseat: want 0 or more turns")
	}
	if c.MoveTime < 0 || c.MoveTime > maxMoveTime || c.Nodes < 0 || c.Nodes > maxNodes || c.Depth < 0 || c.Depth > maxDepth ||
		c.Base < 0 || c.Base > maxBase || c.Inc < 0 || c.Inc > maxInc {
		return fmt.Errorf("time control out of range: movetime 0..%d ms, nodes 0..%d, depth 0..%d, base 0..%d ms, inc 0..%d ms", maxMoveTime, maxNodes, maxDepth, maxBase, maxInc)
	}
	if c.Inc > 0 && c.Base == 0 {
		return errors.New("time control: inc needs a base time")
	}
	if c.Base > 0 && c.Mode == ModeAnalyse {
		return errors.New("time control: clocks (base, inc) are for play and watch, not analyse")
	}
	set := 0
	for _, v := range []int{c.MoveTime, c.Nodes, c.Depth, c.Base} {
		if v > 0 {
			set++
		}
	}
	if set > 1 {
		return errors.New("time control: give one of movetime, nodes, depth and base (with inc)")
	}
	if set == 0 {
		c.MoveTime = 1000
	}
	return nil
}

// goCommand is the engine's go line and how long to wait for its answer.
func (c Config) goCommand() (string, time.Duration) {
	switch {
	case c.Nodes > 0:
		return fmt.Sprintf("go nodes %d", c.Nodes), 10 * time.Minute
	case c.Depth > 0:
		return fmt.Sprintf("go depth %d", c.Depth), 30 * time.Minute
	}
	return fmt.Sprintf("go movetime %d", c.MoveTime), time.Duration(c.MoveTime)*time.Millisecond + 30*time.Second
}

// tcString is the time control as a game record writes it.
func (c Config) tcString() string {
	switch {
	case c.Base > 0:
		return clockString(c.Base, c.Inc)
	case c.Nodes > 0:
		return fmt.Sprintf("nodes=%d", c.Nodes)
	case c.Depth > 0:
		return fmt.Sprintf("depth=%d", c.Depth)
	}
	return fmt.Sprintf("movetime=%d", c.MoveTime)
}

// Turn is one played turn.
type Turn struct {
	Token string `json:"token"`
	Side  string `json:"side"`
	Score string `json:"score,omitempty"` // the engine's last score, from the mover's view ("cp 35", "mate 3")
	Depth int    `json:"depth,omitempty"`
	Clock int    `json:"clock,omitempty"` // on clocks: the mover's time left after the turn, in milliseconds
	White int    `json:"white"`           // the score in centipawns from White's view, for the graph (mates as +-10000)
	Eval  bool   `json:"eval"`            // whether White holds a score
}

// Line is one analysis line.
type Line struct {
	MultiPV int    `json:"multipv"`
	Depth   int    `json:"depth"`
	Score   string `json:"score"`
	Nodes   int64  `json:"nodes"`
	NPS     int64  `json:"nps,omitempty"` // nodes per second
	PV      string `json:"pv"`
}

// Session is one game in the GUI: the referee's position, the turns, the
// engine that plays or analyses, and the pages that follow it.
type Session struct {
	ID      string
	cfg     Config
	engines *enginePool

	mu        sync.Mutex
	start     *board.Position
	pos       *board.Position
	mg        *movegen.Game
	rg        rules.Game
	turns     []Turn
	fens      []string       // the position before each turn, and the current one last
	partial   []string       // the steps of the unfinished turn, in notation
	steps     []movegen.Step // the same steps, made on s.pos
	result    rules.Result
	reason    string
	gen       int // counts resets: an engine answer for an older gen is dropped
	thinking  bool
	analysing bool
	paused    bool
	flipped   bool // the person turned the board round (Flip)
	clock     gameClock
	notice    string
	analysis  []Line
	live      *Line // the engine's newest line while it thinks about its turn
	version   int
	subs      map[chan []byte]struct{}
	names     [2]string
	lastUsed  time.Time
	eng       Engine // the engine of the running search, borrowed from the pool; nil between searches
}

func newSession(id string, cfg Config, engines *enginePool) (*Session, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	variant, _ := board.VariantByName(cfg.Variant) // check made it one
	fen := cfg.Position
	if strings.TrimSpace(fen) == "" {
		fen = variant.Start
	}
	p, err := board.ParseIn(variant, fen) // a string's own variant section wins
	if err != nil {
		return nil, err
	}
	cfg.Variant = p.Variant.Name // so the game's variant is the one it is played in
	s := &Session{ID: id, cfg: cfg, engines: engines, subs: map[chan []byte]struct{}{}, lastUsed: time.Now()}
	s.start = p
	s.names = [2]string{"you", "you"}
	switch cfg.Mode {
	case ModePlay:
		eng := "engine (" + cfg.Player + ")"
		if cfg.Human == "white" {
			s.names = [2]string{"you", eng}
		} else {
			s.names = [2]string{eng, "you"}
		}
	case ModeWatch:
		s.names = [2]string{"engine (" + cfg.Player + ")", "engine (" + cfg.Player + ")"}
	}
	if err := s.replay(nil); err != nil {
		return nil, err
	}
	return s, nil
}

// replay rebuilds the game from the start position and the given turns.
func (s *Session) replay(turns []Turn) error {
	s.gen++
	s.resetClock(turns)
	s.pos = s.start.Clone()
	s.rg = rules.Game{Pos: s.pos}
	s.mg = s.rg.Moves()
	s.turns = s.turns[:0]
	s.fens = []string{s.pos.Format()}
	s.partial = nil
	s.steps = nil
	s.result, s.reason = rules.Outcome(s.rg)
	s.analysis = nil
	for i, t := range turns {
		if s.result != rules.Ongoing {
			return fmt.Errorf("turn %d %q: the game was already over (%s, %s)", i+1, t.Token, s.result, s.reason)
		}
		if err := s.playToken(t); err != nil {
			return fmt.Errorf("turn %d: %v", i+1, err)
		}
	}
	return nil
}

// humanMoves reports whether a person moves the side to move.
func (s *Session) humanMoves() bool {
	switch s.cfg.Mode {
	case ModeAnalyse:
		return true
	case ModeWatch:
		return false
	}
	return s.pos.SideToMove().String() == s.cfg.Human
}

// playToken plays a whole turn and records it; a turn whose clock has
// run out loses on time instead.
func (s *Session) playToken(t Turn) error {
	side := s.pos.SideToMove()
	if s.overTime(side) {
		s.forfeit(side)
		return nil
	}
	if err := s.rg.Play(t.Token); err != nil {
		return err
	}
	s.finishTurn(side, t)
	return nil
}

// finishTurn notes a turn that rules.Game has just played and recorded, and
// judges the game.
func (s *Session) finishTurn(side board.Side, t Turn) {
	s.finishClock(&t)
	t.Side = side.String()
	t.White, t.Eval = whiteScore(t.Score, side)
	s.turns = append(s.turns, t)
	s.fens = append(s.fens, s.pos.Format())
	s.partial = nil
	s.steps = nil
	s.analysis = nil
	s.result, s.reason = rules.Outcome(s.rg)
	if s.cfg.PauseAt > 0 && len(s.turns) == s.cfg.PauseAt && s.cfg.Mode == ModeWatch {
		s.paused = true
	}
}

// whiteScore turns an engine score of the mover into centipawns for White.
func whiteScore(score string, mover board.Side) (int, bool) {
	f := strings.Fields(score)
	if len(f) != 2 {
		return 0, false
	}
	n, err := strconv.Atoi(f[1])
	if err != nil {
		return 0, false
	}
	if f[0] == "mate" {
		if n > 0 {
			n = 10000
		} else {
			n = -10000
		}
	} else if f[0] != "cp" {
		return 0, false
	}
	if mover == board.Black {
		n = -n
	}
	return n, true
}

// errRefused is an input the rules or the session state refuse; its text
// is the reason shown to the person.
type errRefused struct{ msg string }

func (e errRefused) Error() string { return e.msg }

func refuse(format string, args ...any) error { return errRefused{fmt.Sprintf(format, args...)} }

// errBadRequest is a request whose parameters are out of range, whatever
// the game's state (400, where errRefused is 409).
type errBadRequest struct{ msg string }

func (e errBadRequest) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return errBadRequest{fmt.Sprintf(format, args...)}
}

// Step plays one step of the side to move's turn for a person: "h4-h5",
// "a1!raise", "@e5", "end", "0000".
func (s *Session) Step(text string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastUsed = time.Now()
	if s.result != rules.Ongoing {
		return refuse("the game is over: %s (%s)", s.result, s.reason)
	}
	if !s.humanMoves() {
		return refuse("it is the engine's turn (%s to move)", s.pos.SideToMove())
	}
	if s.analysing || s.thinking {
		return refuse("the engine is busy with this position: wait for it, or stop it")
	}
	if len(text) > 200 {
		return refuse("step too long")
	}
	st, err := s.mg.ParseStep(text)
	if err != nil {
		return refuse("%v", err)
	}
	side := s.pos.SideToMove()
	s.mg.Make(st)
	s.partial = append(s.partial, text)
	s.steps = append(s.steps, st)
	if s.pos.Turn().Actor == 0 {
		// The turn is complete: take its steps back and play it whole, so
		// that it joins the game's record as every other turn does.
		for range s.steps {
			s.mg.Unmake()
		}
		if s.overTime(side) {
			s.forfeit(side)
			s.changed()
			return nil
		}
		if err := s.rg.PlaySteps(s.steps); err != nil {
			s.partial, s.steps = nil, nil // cannot happen: each step was legal when made
			return refuse("%v", err)
		}
		parts := s.partial
		if len(parts) > 1 && parts[len(parts)-1] == movegen.EndString {
			parts = parts[:len(parts)-1]
		}
		s.finishTurn(side, Turn{Token: strings.Join(parts, ",")})
	}
	s.changed()
	return nil
}

// Preview answers what a legal step of the side to move would change on
// the board, and what it costs, without playing it.
func (s *Session) Preview(text string) (PreviewAnswer, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastUsed = time.Now()
	if s.result != rules.Ongoing || !s.humanMoves() || s.analysing || s.thinking {
		return PreviewAnswer{}, refuse("no step to preview: it is not a person's turn now")
	}
	if len(text) > 200 {
		return PreviewAnswer{}, badRequest("step too long")
	}
	st, err := s.mg.ParseStep(text)
	if err != nil {
		return PreviewAnswer{}, refuse("%v", err)
	}
	return preview(s.mg, st, text), nil
}

// Undo takes back the steps of an unfinished turn, or else the last turn
// (in play, back to the person's turn).
func (s *Session) Undo() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastUsed = time.Now()
	if len(s.partial) > 0 {
		for range s.partial {
			s.mg.Unmake()
		}
		s.partial, s.steps = nil, nil
		s.changed()
		return nil
	}
	if len(s.turns) == 0 {
		return refuse("there is no turn to take back")
	}
	n := len(s.turns) - 1
	if s.cfg.Mode == ModePlay {
		for n > 0 && s.turns[n].Side != s.cfg.Human {
			n--
		}
		if s.turns[n].Side != s.cfg.Human {
			return refuse("there is no turn of yours to take back")
		}
	}
	s.stopEngine()
	turns := append([]Turn(nil), s.turns[:n]...)
	if err := s.replay(turns); err != nil {
		return err // cannot happen: the turns were played before
	}
	s.paused = s.cfg.Mode == ModeWatch
	s.changed()
	return nil
}

// stopEngine tells a thinking engine to stop; its answer will be dropped.
func (s *Session) stopEngine() {
	s.live = nil
	if s.thinking || s.analysing {
		s.thinking, s.analysing = false, false
		if s.eng != nil {
			_ = s.eng.Send("stop")
		}
	}
}

// Pause stops engine turns (and a running search) until Resume.
func (s *Session) Pause() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.paused = true
	s.gen++
	s.stopEngine()
	s.changed()
}

// Flip turns the board round for every page that shows the game.
func (s *Session) Flip() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flipped = !s.flipped
	s.changed()
}

// blackBelow reports whether the board is drawn with Black at the bottom:
// by default when the person plays Black, turned round by Flip.
func (s *Session) blackBelow() bool {
	return (s.cfg.Mode == ModePlay && s.cfg.Human == "black") != s.flipped
}

// Resume lets the engine play the side to move if it is its turn, or, with
// force, plays the side to move with the engine whoever moves it.
func (s *Session) Resume(force bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.result != rules.Ongoing {
		return refuse("the game is over: %s (%s)", s.result, s.reason)
	}
	if s.thinking || s.analysing {
		return refuse("the engine is busy")
	}
	if len(s.partial) > 0 {
		return refuse("finish or undo the turn in progress first")
	}
	s.paused = false
	if force && s.humanMoves() {
		s.startEngineTurn()
	}
	s.changed()
	return nil
}

// changed publishes the new state and starts the engine if it is its turn.
// The caller holds s.mu.
func (s *Session) changed() {
	s.syncClock()
	if s.result == rules.Ongoing && !s.humanMoves() && !s.thinking && !s.analysing && !s.paused {
		s.startEngineTurn()
	}
	s.version++
	s.publish()
}

// positionCommand is the position line for the engine: the start and the
// turns, so that it knows the repetition history.
func (s *Session) positionCommand() string {
	cmd := "position fen " + s.start.Format()
	if len(s.turns) > 0 {
		toks := make([]string, len(s.turns))
		for i, t := range s.turns {
			toks[i] = t.Token
		}
		cmd += " moves " + strings.Join(toks, " ")
	}
	return cmd
}

// startEngineTurn asks the engine for the side to move's turn in the
// background. The caller holds s.mu.
func (s *Session) startEngineTurn() {
	s.thinking = true
	s.notice = ""
	gen := s.gen
	posCmd := s.positionCommand()
	goCmd, wait := s.cfg.goCommand()
	if s.clock.on {
		goCmd, wait = s.clockGo()
	}
	player := s.cfg.Player
	go s.engineTurn(gen, player, posCmd, goCmd, wait)
}

// errStale is the answer of a search whose game has been reset, paused or
// closed while it waited for an engine.
var errStale = errors.New("the search is no longer wanted")

// withEngine runs f with an engine borrowed from the pool for one search
// of generation gen; s.eng names it meanwhile, so that Pause and Stop reach
// it.
func (s *Session) withEngine(gen int, f func(Engine) error) error {
	eng, err := s.engines.get()
	if err != nil {
		return err
	}
	s.mu.Lock()
	if s.gen != gen {
		s.mu.Unlock()
		s.engines.put(eng, false)
		return errStale
	}
	s.eng = eng
	s.mu.Unlock()
	err = f(eng)
	s.mu.Lock()
	if s.eng == eng {
		s.eng = nil
	}
	s.mu.Unlock()
	// An engine that failed or did not answer in time may be gone or still
	// searching: it is ended, not lent again.
	s.engines.put(eng, err != nil)
	return err
}

func (s *Session) engineTurn(gen int, player, posCmd, goCmd string, wait time.Duration) {
	var token, score string
	depth := 0
	err := s.withEngine(gen, func(e Engine) error {
		if err := e.Send("setoption name Player value "+player, "setoption name MultiPV value 1", posCmd, goCmd); err != nil {
			return err
		}
		line, err := e.WaitFor("bestmove", wait, func(l string) {
			inf, ok := parseInfo(l)
			progress := !ok && inf.Nodes > 0 // "info nodes N nps R": the search's speed between its lines
			if !ok && !progress {
				return
			}
			if ok {
				score, depth = inf.Score, inf.Depth
			}
			// The page shows the search as it goes: depth, score, speed
			// and the line, drawn as arrows.
			s.mu.Lock()
			defer s.mu.Unlock()
			if s.gen != gen || !s.thinking {
				return
			}
			if progress {
				if s.live == nil {
					return
				}
				upd := *s.live
				upd.Nodes, upd.NPS = inf.Nodes, inf.NPS
				inf = upd
			}
			s.live = &inf
			s.version++
			s.publish()
		}, nil)
		if err != nil {
			return err
		}
		if f := strings.Fields(line); len(f) > 1 {
			token = f[1]
		}
		return nil
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.gen != gen {
		return // the game was reset meanwhile
	}
	s.thinking = false
	s.live = nil
	switch {
	case err != nil:
		s.notice = "engine: " + err.Error()
		s.paused = true
	case token == "" || token == "(none)":
		s.notice = "the engine found no turn"
		s.paused = true
	default:
		side := s.pos.SideToMove()
		if err := s.playToken(Turn{Token: token, Score: score, Depth: depth}); err != nil {
			s.result = rules.Winner(side.Other())
			s.reason = fmt.Sprintf("%s illegal move: %q: %v", side, token, err)
		}
	}
	s.changed()
}

// Analyse runs the engine on the current position with MultiPV lines for
// movetime milliseconds; the lines arrive as state updates.
func (s *Session) Analyse(multipv, movetime int) error {
	if multipv < 1 || multipv > maxMultiPV {
		return badRequest("multipv %d: want 1..%d", multipv, maxMultiPV)
	}
	if movetime < 1 || movetime > maxMoveTime {
		return badRequest("movetime %d: want 1..%d ms", movetime, maxMoveTime)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.thinking || s.analysing {
		return refuse("the engine is busy")
	}
	if s.result != rules.Ongoing {
		return refuse("the game is over: %s (%s)", s.result, s.reason)
	}
	s.analysing = true
	s.analysis = nil
	s.notice = ""
	gen := s.gen
	posCmd := "position fen " + s.pos.Format()
	if len(s.partial) == 0 {
		posCmd = s.positionCommand()
	}
	go s.analyse(gen, s.cfg.Player, posCmd, multipv, movetime)
	s.version++
	s.publish()
	return nil
}

func (s *Session) analyse(gen int, player, posCmd string, multipv, movetime int) {
	err := s.withEngine(gen, func(e Engine) error {
		if err := e.Send("setoption name Player value "+player, fmt.Sprintf("setoption name MultiPV value %d", multipv), posCmd, fmt.Sprintf("go movetime %d", movetime)); err != nil {
			return err
		}
		_, err := e.WaitFor("bestmove", time.Duration(movetime)*time.Millisecond+30*time.Second, func(l string) {
			inf, ok := parseInfo(l)
			if !ok || inf.MultiPV < 1 || inf.MultiPV > multipv {
				return
			}
			s.mu.Lock()
			defer s.mu.Unlock()
			if s.gen != gen || !s.analysing {
				return
			}
			for len(s.analysis) < inf.MultiPV {
				s.analysis = append(s.analysis, Line{MultiPV: len(s.analysis) + 1})
			}
			s.analysis[inf.MultiPV-1] = inf
			s.version++
			s.publish()
		}, nil)
		return err
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.gen != gen {
		return
	}
	s.analysing = false
	if err != nil {
		s.notice = "engine: " + err.Error()
	}
	s.version++
	s.publish()
}

// StopAnalysis ends a running analysis; its lines stay.
func (s *Session) StopAnalysis() {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case !s.analysing:
	case s.eng != nil:
		_ = s.eng.Send("stop")
	default:
		// Still waiting for an engine of the pool: it is not wanted any
		// more (withEngine sees the new generation and gives it back).
		s.gen++
		s.analysing = false
		s.version++
		s.publish()
	}
}

// parseInfo reads an info line with a score and a pv.
func parseInfo(l string) (Line, bool) {
	f := strings.Fields(l)
	if len(f) == 0 || f[0] != "info" {
		return Line{}, false
	}
	inf := Line{MultiPV: 1}
	ok := false
	for i := 1; i < len(f); i++ {
		switch f[i] {
		case "depth":
			if i+1 < len(f) {
				inf.Depth, _ = strconv.Atoi(f[i+1])
			}
		case "multipv":
			if i+1 < len(f) {
				inf.MultiPV, _ = strconv.Atoi(f[i+1])
			}
		case "nodes":
			if i+1 < len(f) {
				inf.Nodes, _ = strconv.ParseInt(f[i+1], 10, 64)
			}
		case "nps":
			if i+1 < len(f) {
				inf.NPS, _ = strconv.ParseInt(f[i+1], 10, 64)
			}
		case "score":
			if i+2 < len(f) {
				inf.Score = f[i+1] + " " + f[i+2]
				ok = true
			}
		case "pv":
			inf.PV = strings.Join(f[i+1:], " ")
			i = len(f)
		}
	}
	return inf, ok
}

// close stops the session's search (its engine goes back to the pool) and
// ends its event streams.
func (s *Session) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gen++
	s.stopEngine()
	for ch := range s.subs {
		close(ch)
		delete(s.subs, ch)
	}
}

// orList joins names as "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
