// Package player is what every searcher of the engine shares with the
// protocol that drives it: the limits of a search (Limits), what it reports
// while it thinks (Info) and its answer (Result), and the Player interface
// that the alpha-beta searcher, the MCTS searchers and the random and greedy
// baselines implement. It holds no search of its own, so the protocol picks
// a player by its Search and Player options without knowing how it thinks.
package player

import (
	"fmt"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

const (
	// MateScore is the score of giving mate now; a mate n turns away (n
	// changes of the side to move, whatever the steps each turn holds)
	// scores MateScore - n.
	MateScore = 1 << 22
	// MaxPly bounds the search depth in steps, and so the mate distances.
	MaxPly = 96
)

// Player finds a turn for the side to move in p. history holds the hashes
// of earlier positions of the game at turn starts (for the repetition
// rule); info, if not nil, receives what the player reports while it
// thinks. p is left as it was. A player serves one search at a time.
type Player interface {
	Play(p *board.Position, history []uint64, lim Limits, info func(Info)) Result
}

// Limits say when to stop.
type Limits struct {
	Depth     int // steps; 0 = no limit
	Nodes     uint64
	MoveTime  time.Duration
	Time      [2]time.Duration // time left on each side's clock
	Inc       [2]time.Duration
	MovesToGo int
	Infinite  bool
	Overhead  time.Duration   // safety margin taken off every time budget
	Floor     time.Duration   // on a clock, the least part left unspent, if more than ClockFloor's
	Start     time.Time       // when the clock started (the go command's arrival); zero: when the search starts
	Stop      <-chan struct{} // closing it stops the search (set before the search starts, so no stop is lost)
	MultiPV   int             // how many lines to find, each with another first step; 0 or 1: one

	// PonderHit, if not nil, makes the search ponder (UCI's go ponder: it
	// thinks on the opponent's time about the position after the turn it
	// expects). Until PonderHit is closed the clock limits (MoveTime, Time,
	// Inc, MovesToGo) do not count; from the moment the search sees it
	// closed (it looks every 256 nodes and between iterations), they count
	// as if the search had started then. Depth and node limits count
	// throughout, and a search that is over (a depth limit, a Mate limit met)
	// returns before the hit: holding its answer back is the protocol's
	// business.
	PonderHit <-chan struct{}

	// Mate, if above 0, asks for a mate in at most Mate full moves (UCI's go
	// mate): the search stops once it finds one; a mate longer than Mate,
	// or against the side to move, does not stop the deepening. Without it
	// a mate found does not stop the search either (as in Stockfish): a
	// turn holds one step or several, so a deeper iteration may find a
	// shorter mate, one whose turns hold more steps. The other limits hold
	// as well.
	Mate int

	// SearchMoves, if not empty, are the only first steps the search
	// considers (legal steps of the root position, as UCI's go searchmoves).
	SearchMoves []movegen.Step
}

// InfoKind says what an Info reports.
type InfoKind uint8

const (
	// InfoLine is a line found: after each completed iteration of
	// alpha-beta, or periodically by MCTS (depth, score, pv), once per
	// MultiPV line.
	InfoLine InfoKind = iota
	// InfoCurrMove is the root step the search turns to (currmove,
	// currmovenumber), reported once a search has run for a while.
	InfoCurrMove
	// InfoProgress is the node count, speed and table use of a long
	// search, reported periodically (at least once a second).
	InfoProgress
)

// Info is what a player reports while it thinks.
type Info struct {
	Kind     InfoKind
	MultiPV  int // the line's rank, from 1 (the best)
	Depth    int
	SelDepth int
	Score    int // from the side to move's view
	Nodes    uint64
	Time     time.Duration
	Hashfull int
	PV       []movegen.Step

	CurrMove       movegen.Step // InfoCurrMove: the root step
	CurrMoveNumber int          // InfoCurrMove: its number among the root's steps searched, from 1
}

// MateIn converts a score to moves to mate, in full moves as UCI counts
// them (positive: we mate), or 0. A mate n turns away is (n+1)/2 moves
// away: the mating side's turns.
func (i Info) MateIn() int {
	switch {
	case i.Score > MateScore-MaxPly:
		return (MateScore - i.Score + 1) / 2
	case i.Score < -MateScore+MaxPly:
		return -(MateScore + i.Score + 1) / 2
	}
	return 0
}

// NPS is the nodes per second of the report.
func (i Info) NPS() uint64 { return uint64(float64(i.Nodes) / max(i.Time.Seconds(), 1e-6)) }

// UCI writes the info line a GUI reads: p is the root position (for
// currmove's notation), pv the line's turns as protocol tokens.
func (i Info) UCI(p *board.Position, pv []string) string {
	ms := i.Time.Milliseconds()
	switch i.Kind {
	case InfoCurrMove:
		return fmt.Sprintf("info depth %d currmove %s currmovenumber %d", i.Depth, movegen.FormatStep(p, i.CurrMove), i.CurrMoveNumber)
	case InfoProgress:
		return fmt.Sprintf("info nodes %d nps %d hashfull %d time %d", i.Nodes, i.NPS(), i.Hashfull, ms)
	}
	score := fmt.Sprintf("cp %d", i.Score)
	if m := i.MateIn(); m != 0 {
		score = fmt.Sprintf("mate %d", m)
	}
	return fmt.Sprintf("info depth %d seldepth %d multipv %d score %s nodes %d nps %d time %d hashfull %d pv %s",
		i.Depth, i.SelDepth, i.MultiPV, score, i.Nodes, i.NPS(), ms, i.Hashfull, strings.Join(pv, " "))
}

// Line is one principal variation of a MultiPV search.
type Line struct {
	Score int
	PV    []movegen.Step
}

// Result is a search's answer.
type Result struct {
	Turn  []movegen.Step // the best turn, complete (its last step ends it)
	Score int
	Depth int
	Nodes uint64
	PV    []movegen.Step
	Lines []Line // the last completed iteration's lines, best first (the first is Score and PV)
	// Failures are the internal errors of helper threads that stopped
	// (the main thread's answer stands).
	Failures []string
}
