package match

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
)

// Config is one match between engine A (Engines[0]) and engine B.
type Config struct {
	Engines          [2]EngineSpec
	Settings         Settings
	Pairs            int // game pairs: each opening is played twice, colours swapped
	Concurrency      int
	Openings         []*board.Position // cycled; empty means the start position
	SPRT             *SPRT
	Records          io.Writer // game records, in the order games finish (nil: none)
	Progress         io.Writer // one line per finished game (nil: none)
	Event            string
	HandshakeTimeout time.Duration
}

// Summary is a match's outcome from engine A's point of view.
type Summary struct {
	Names    [2]string
	WDL      WDL
	Penta    Penta
	Games    int
	Reasons  map[string]int // terminations, by category
	Decision int            // SPRT: +1 H1 accepted, -1 H0 accepted, 0 none
	LLR      float64
	Elapsed  time.Duration
}

// pairResult is what a worker reports for one game pair.
type pairResult struct {
	index int
	games [2]Game // A as White first, then A as Black
}

// Run plays the match.
func Run(cfg Config) (Summary, error) {
	sum := Summary{Names: [2]string{cfg.Engines[0].Name, cfg.Engines[1].Name}, Reasons: map[string]int{}}
	if cfg.Pairs <= 0 {
		return sum, fmt.Errorf("match: want at least one game pair")
	}
	if cfg.SPRT != nil {
		if err := cfg.SPRT.Valid(); err != nil {
			return sum, err
		}
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
		cfg.Openings = []*board.Position{board.StartPosition()}
	}
	// Start one pair of processes per worker before any game, so a broken
	// command line fails at once.
	workers := min(cfg.Concurrency, cfg.Pairs)
	procs := make([][2]*Process, workers)
	for w := range procs {
		for i := range 2 {
			p, err := Start(cfg.Engines[i], cfg.HandshakeTimeout)
			if err != nil {
				for _, pp := range procs {
					for _, x := range pp {
						if x != nil {
							x.Kill()
						}
					}
				}
				return sum, err
			}
			procs[w][i] = p
		}
	}
	start := time.Now()
	var next atomic.Int64
	var stop atomic.Bool
	results := make(chan pairResult)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func(pp [2]*Process) {
			defer wg.Done()
			for !stop.Load() {
				k := int(next.Add(1) - 1)
				if k >= cfg.Pairs {
					break
				}
				var pr pairResult
				pr.index = k
				opening := cfg.Openings[k%len(cfg.Openings)]
				for g := range 2 {
					// Game 0: A is White; game 1: A is Black.
					white, black := 0, 1
					if g == 1 {
						white, black = 1, 0
					}
					pr.games[g] = play([2]*Process{pp[white], pp[black]}, opening, cfg.Settings)
					for i := range 2 {
						side := board.White
						if i == black {
							side = board.Black
						}
						if needsRestart(pr.games[g], side, pp[i]) {
							pp[i] = restart(pp[i], cfg.Engines[i], cfg.HandshakeTimeout)
						}
					}
				}
				results <- pr
			}
			for _, p := range pp {
				if p != nil {
					p.Kill()
				}
			}
		}(procs[w])
	}
	go func() { wg.Wait(); close(results) }()

	done := 0
	for pr := range results {
		for g, game := range pr.games {
			aWhite := g == 0
			switch {
			case game.Result == rules.Draw:
				sum.WDL.D++
			case (game.Result == rules.WhiteWins) == aWhite:
				sum.WDL.W++
			default:
				sum.WDL.L++
			}
			sum.Reasons[category(game.Reason)]++
			if cfg.Records != nil {
				_ = WriteRecord(cfg.Records, game, cfg.Event, 2*pr.index+g+1)
			}
			done++
		}
		sum.Penta[pairPoints(pr.games)]++
		sum.Games = done
		if cfg.SPRT != nil {
			sum.Decision, sum.LLR = cfg.SPRT.Decide(sum.Penta)
			if sum.Decision != 0 {
				stop.Store(true)
			}
		}
		if cfg.Progress != nil {
			fmt.Fprintln(cfg.Progress, progressLine(sum, cfg, done, time.Since(start)))
		}
	}
	sum.Elapsed = time.Since(start)
	return sum, nil
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

// restart replaces a process; a process that cannot start is nil, and its
// games are lost as crashes.
func restart(p *Process, spec EngineSpec, timeout time.Duration) *Process {
	if p != nil {
		p.Kill()
	}
	np, err := Start(spec, timeout)
	if err != nil {
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
	if strings.Contains(reason, "adjudicated") {
		return "adjudication"
	}
	return rules.EndingKind(reason)
}

// pairPoints is A's points in a pair, doubled: 0..4.
func pairPoints(games [2]Game) int {
	pts := 0
	for g, game := range games {
		aWhite := g == 0
		switch {
		case game.Result == rules.Draw:
			pts++
		case (game.Result == rules.WhiteWins) == aWhite:
			pts += 2
		}
	}
	return pts
}

func progressLine(sum Summary, cfg Config, done int, elapsed time.Duration) string {
	total := 2 * cfg.Pairs
	elo, margin := sum.WDL.Elo()
	eta := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
	line := fmt.Sprintf("Games %d/%d: %s %.1f - %.1f %s (+%d =%d -%d), Elo %+.1f +/- %.1f, elapsed %s, ETA %s",
		done, total, sum.Names[0], float64(sum.WDL.W)+float64(sum.WDL.D)/2, float64(sum.WDL.L)+float64(sum.WDL.D)/2, sum.Names[1],
		sum.WDL.W, sum.WDL.D, sum.WDL.L, elo, margin, formatDuration(elapsed), formatDuration(eta))
	if cfg.SPRT != nil {
		lo, hi := cfg.SPRT.Bounds()
		line += fmt.Sprintf(", LLR %.2f (%.2f, %.2f)", sum.LLR, lo, hi)
	}
	return line
}

// Report is the final summary table.
func (s Summary) Report(cfg Config) string {
	var b strings.Builder
	elo, margin := s.WDL.Elo()
	pelo, pmargin := s.Penta.Elo()
	fmt.Fprintf(&b, "Match: %s vs %s, %d games, time control %s, %s\n", s.Names[0], s.Names[1], s.Games, cfg.Settings.TC, formatDuration(s.Elapsed))
	fmt.Fprintf(&b, "%-20s %6s %6s %6s %8s\n", "engine", "wins", "draws", "losses", "score")
	fmt.Fprintf(&b, "%-20s %6d %6d %6d %7.1f%%\n", s.Names[0], s.WDL.W, s.WDL.D, s.WDL.L, 100*s.WDL.Score())
	fmt.Fprintf(&b, "%-20s %6d %6d %6d %7.1f%%\n", s.Names[1], s.WDL.L, s.WDL.D, s.WDL.W, 100*(1-s.WDL.Score()))
	fmt.Fprintf(&b, "Elo difference (%s - %s): %+.1f +/- %.1f (95%%)\n", s.Names[0], s.Names[1], elo, margin)
	fmt.Fprintf(&b, "Pentanomial [LL LD LW+DD WD WW]: %v, Elo %+.1f +/- %.1f\n", [5]int(s.Penta), pelo, pmargin)
	if cfg.SPRT != nil {
		lo, hi := cfg.SPRT.Bounds()
		verdict := "no decision"
		switch s.Decision {
		case 1:
			verdict = "H1 accepted"
		case -1:
			verdict = "H0 accepted"
		}
		fmt.Fprintf(&b, "SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.2f (%.2f, %.2f), %s\n",
			cfg.SPRT.Elo0, cfg.SPRT.Elo1, cfg.SPRT.Alpha, cfg.SPRT.Beta, s.LLR, lo, hi, verdict)
	}
	keys := make([]string, 0, len(s.Reasons))
	for k := range s.Reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.WriteString("Terminations:")
	for _, k := range keys {
		fmt.Fprintf(&b, " %s %d,", k, s.Reasons[k])
	}
	return strings.TrimSuffix(b.String(), ",") + "\n"
}
