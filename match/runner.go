package match

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
)

// Config is one tournament.
type Config struct {
	Engines     []EngineSpec
	Settings    Settings
	Schedule    []Pairing
	Openings    []*board.Position // Pairing.Opening indexes them, cycled; empty means the start position
	Concurrency int
	// Done reports games already played (a resumed tournament): they are
	// skipped. Nil: none.
	Done func(number int) bool
	// Stop, when closed, ends the tournament: running games are abandoned
	// (not reported), no new one starts.
	Stop <-chan struct{}
	// OnStart is called as a game starts, OnGame as one finishes, one call
	// at a time, in the order games finish; OnGame returning true ends the
	// tournament (an SPRT decided) as Stop does.
	OnStart func(Pairing)
	OnGame  func(Pairing, Game) (stop bool)
	// Halt is asked before every game: true ends the tournament gently, the
	// running games being finished (a shard's stop file). Nil: never.
	Halt func() bool
	// Wait is a pause after every game before the next (fastchess -wait).
	Wait             time.Duration
	Log              *Log
	HandshakeTimeout time.Duration
}

// Run plays the tournament. It reports whether it ended early (Stop,
// OnGame or Halt asked), and fails only when an engine cannot start before
// the first game.
func Run(cfg Config) (ended bool, err error) {
	if len(cfg.Engines) < 2 {
		return false, fmt.Errorf("match: want at least two engines")
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if cfg.HandshakeTimeout <= 0 {
		cfg.HandshakeTimeout = 10 * time.Second
	}
	if cfg.Settings.Stall <= 0 {
		cfg.Settings.Stall = 60 * time.Second
	}
	if len(cfg.Openings) == 0 {
		cfg.Openings = []*board.Position{board.StartPositionOf(cfg.Settings.GameVariant())}
	}
	var todo []Pairing
	for _, p := range cfg.Schedule {
		if cfg.Done == nil || !cfg.Done(p.Number) {
			todo = append(todo, p)
		}
	}
	if len(todo) == 0 {
		return false, nil
	}
	if cfg.Halt != nil && cfg.Halt() {
		return true, nil // no engine started for nothing
	}
	var halted atomic.Bool
	// Start every engine once before any game, so a broken command line
	// fails at once; the first worker keeps these processes.
	workers := min(cfg.Concurrency, len(todo))
	procs := make([][]*Process, workers)
	for w := range procs {
		procs[w] = make([]*Process, len(cfg.Engines))
	}
	for i, spec := range cfg.Engines {
		p, err := Start(spec, cfg.HandshakeTimeout, cfg.Log)
		if err != nil {
			for _, p := range procs[0] {
				if p != nil {
					p.Kill()
				}
			}
			return false, err
		}
		procs[0][i] = p
	}
	// quit merges Stop and an OnGame that asks to end.
	quit := make(chan struct{})
	var quitOnce sync.Once
	end := func() { quitOnce.Do(func() { close(quit) }) }
	if cfg.Stop != nil {
		go func() {
			select {
			case <-cfg.Stop:
				end()
			case <-quit:
			}
		}()
	}
	var next atomic.Int64
	var mu sync.Mutex // serializes the callbacks
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func(pp []*Process) {
			defer wg.Done()
			used := make([]bool, len(pp)) // played a game: restart=on engines get a fresh process
			defer func() {
				for _, p := range pp {
					if p != nil {
						p.Kill()
					}
				}
			}()
			for {
				select {
				case <-quit:
					return
				default:
				}
				k := int(next.Add(1) - 1)
				if k >= len(todo) {
					return
				}
				if cfg.Halt != nil && cfg.Halt() {
					halted.Store(true)
					return
				}
				pr := todo[k]
				var sides [2]side
				for s, e := range [2]int{pr.White, pr.Black} {
					if pp[e] == nil || !pp[e].Alive() || cfg.Engines[e].Restart && used[e] {
						pp[e] = restart(pp[e], cfg.Engines[e], cfg.HandshakeTimeout, cfg.Log)
					}
					sides[s] = cfg.side(e, pp[e])
					used[e] = true
				}
				if cfg.OnStart != nil {
					mu.Lock()
					cfg.OnStart(pr)
					mu.Unlock()
				}
				cfg.Log.Printf("Started game %d (%s vs %s)", pr.Number, cfg.Engines[pr.White].Name, cfg.Engines[pr.Black].Name)
				g := play(sides, cfg.Openings[pr.Opening%len(cfg.Openings)], cfg.Settings, quit)
				if g.Result == rules.Ongoing {
					cfg.Log.Printf("Abandoned game %d: %s", pr.Number, g.Reason)
					return // interrupted: the deferred kill ends the engines
				}
				level := LevelInfo
				switch category(g.Reason) {
				case ReasonCrash, ReasonTime, ReasonStall, ReasonIllegal:
					level = LevelWarn // a fault
				}
				cfg.Log.Logf(level, "Finished game %d (%s vs %s): %s {%s}", pr.Number, g.White, g.Black, g.Result, g.Reason)

				for s, e := range [2]int{pr.White, pr.Black} {
					if needsRestart(g, board.Side(s), pp[e]) {
						pp[e] = restart(pp[e], cfg.Engines[e], cfg.HandshakeTimeout, cfg.Log)
					}
				}
				mu.Lock()
				stop := cfg.OnGame != nil && cfg.OnGame(pr, g)
				mu.Unlock()
				if stop {
					end()
				}
				if cfg.Wait > 0 {
					select {
					case <-quit:
					case <-time.After(cfg.Wait):
					}
				}
			}
		}(procs[w])
	}
	wg.Wait()
	select {
	case <-quit:
		return true, nil
	default:
		end()
		return halted.Load(), nil
	}
}

// side is engine e's player: its process, time control and margin.
func (cfg *Config) side(e int, p *Process) side {
	s := side{proc: p, tc: cfg.Settings.TC, margin: cfg.Settings.Margin}
	if spec := cfg.Engines[e]; spec.TC != nil {
		s.tc = *spec.TC
	}
	if m := cfg.Engines[e].Margin; m > 0 {
		s.margin = m
	}
	return s
}

// needsRestart: a crashed engine, or one that lost on time or stalled (it
// may still be thinking about the old game), gets a fresh process.
func needsRestart(g Game, side board.Side, p *Process) bool {
	if p == nil || !p.Alive() {
		return true
	}
	if !strings.HasPrefix(g.Reason, side.String()+" ") {
		return false
	}
	c := category(g.Reason)
	return c == ReasonCrash || c == ReasonStall || c == ReasonTime
}

// restart replaces a process; a process that cannot start is a dead one,
// and its games are lost as crashes.
func restart(p *Process, spec EngineSpec, timeout time.Duration, log *Log) *Process {
	if p != nil {
		p.Kill()
	}
	np, err := Start(spec, timeout, log)
	if err != nil {
		log.Logf(LevelErr, "Cannot restart %s: %v", spec.Name, err)
		return deadProcess(spec)
	}
	return np
}

// deadProcess stands for an engine that could not be restarted: every
// command fails, so it loses its games as a crash.
func deadProcess(spec EngineSpec) *Process {
	p := &Process{spec: spec, lines: make(chan string), done: make(chan struct{}), in: closedWriter{}}
	close(p.done)
	p.once.Do(func() {})
	return p
}

type closedWriter struct{}

func (closedWriter) Write([]byte) (int, error) { return 0, errExited }
func (closedWriter) Close() error              { return nil }

// category maps a termination to a counting category.
func category(reason string) string {
	for _, c := range []string{ReasonTime, ReasonIllegal, ReasonCrash, ReasonStall} {
		if strings.Contains(reason, c) {
			return c
		}
	}
	switch {
	case strings.Contains(reason, "resigns (adjudicated"):
		return "resign adjudication"
	case strings.Contains(reason, "draw adjudicated"):
		return "draw adjudication"
	case strings.Contains(reason, "adjudicated"):
		return "adjudication"
	}
	return rules.EndingKind(reason)
}
