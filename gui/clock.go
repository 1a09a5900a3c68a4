package gui

import (
	"fmt"
	"strconv"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
)

// gameClock is the chess clock of a game played on base time plus an
// increment (Config.Base): the side to move's time runs while the game
// goes on and is not paused, a finished turn earns the increment, and a
// side whose time runs out loses (as fcmatch's referee rules: "white time
// forfeit"). The person's time runs as the engine's does.
type gameClock struct {
	on      bool
	left    [2]time.Duration // time left, as charged when the clock last stopped
	inc     time.Duration
	running bool
	side    board.Side // the side whose time runs
	since   time.Time  // when it started to run
	epoch   int        // counts starts and stops: a flag timer of an older epoch is stale
	timer   *time.Timer
}

// Limits of the clocks a request may ask for.
const (
	maxBase = 3 * 60 * 60 * 1000 // ms
	maxInc  = 60 * 1000          // ms
)

// resetClock sets both clocks to the base time, then to what the turns
// recorded (Undo and a reload replay the game). The caller holds s.mu.
func (s *Session) resetClock(turns []Turn) {
	c := &s.clock
	s.stopClock(false)
	*c = gameClock{on: s.cfg.Base > 0 && s.cfg.Mode != ModeAnalyse, inc: time.Duration(s.cfg.Inc) * time.Millisecond, epoch: c.epoch + 1}
	base := time.Duration(s.cfg.Base) * time.Millisecond
	c.left = [2]time.Duration{base, base}
	for _, t := range turns {
		if t.Clock > 0 {
			if side, ok := sideNamed(t.Side); ok {
				c.left[side] = time.Duration(t.Clock) * time.Millisecond
			}
		}
	}
}

func sideNamed(name string) (board.Side, bool) {
	switch name {
	case board.White.String():
		return board.White, true
	case board.Black.String():
		return board.Black, true
	}
	return board.White, false
}

// syncClock runs the side to move's time when the game goes on and is not
// paused, and stops it otherwise; changed calls it after every change. The
// caller holds s.mu.
func (s *Session) syncClock() {
	c := &s.clock
	if !c.on {
		return
	}
	run := s.result == rules.Ongoing && !s.paused
	side := s.pos.SideToMove()
	if c.running && (!run || side != c.side) {
		s.stopClock(false)
	}
	if run && !c.running {
		c.running, c.side, c.since = true, side, time.Now()
		c.epoch++
		epoch := c.epoch
		c.timer = time.AfterFunc(c.left[side], func() { s.flagFell(epoch) })
	}
}

// stopClock charges the running side the time it has used, plus the
// increment when it has just finished a turn. The caller holds s.mu.
func (s *Session) stopClock(turnDone bool) {
	c := &s.clock
	if !c.running {
		return
	}
	c.left[c.side] -= time.Since(c.since)
	if turnDone {
		c.left[c.side] += c.inc
	}
	c.running = false
	c.epoch++
	if c.timer != nil {
		c.timer.Stop()
	}
}

// overTime reports whether side's time has run out; the turn it is about
// to finish then comes too late. The caller holds s.mu.
func (s *Session) overTime(side board.Side) bool {
	c := &s.clock
	return c.running && c.side == side && time.Since(c.since) > c.left[side]
}

// forfeit ends the game: side's time has run out. The caller holds s.mu.
func (s *Session) forfeit(side board.Side) {
	s.stopClock(false)
	s.result, s.reason = rules.Winner(side.Other()), side.String()+" time forfeit"
	s.gen++ // an engine answer still to come is dropped
	s.stopEngine()
	s.partial, s.steps = nil, nil
}

// flagFell is the flag timer: if the clock still runs as it did when the
// timer was set, the side's time is up.
func (s *Session) flagFell(epoch int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := &s.clock
	if c.epoch != epoch || !c.running || s.result != rules.Ongoing {
		return
	}
	side := c.side
	if len(s.partial) > 0 { // a turn in progress: take its steps back first
		for range s.steps {
			s.mg.Unmake()
		}
	}
	s.forfeit(side)
	s.changed()
}

// finishClock charges a finished turn to its side and notes the time left
// in the turn. The caller holds s.mu.
func (s *Session) finishClock(t *Turn) {
	if s.clock.running {
		side := s.clock.side
		s.stopClock(true)
		t.Clock = max(int(s.clock.left[side].Milliseconds()), 1)
	}
}

// clocksNow is the time left of both sides now, in milliseconds, and the
// side whose time runs ("" if none), for the state.
func (s *Session) clocksNow() (*[2]int, string) {
	c := &s.clock
	if !c.on {
		return nil, ""
	}
	left := c.left
	running := ""
	if c.running {
		left[c.side] -= time.Since(c.since)
		running = c.side.String()
	}
	return &[2]int{max(int(left[0].Milliseconds()), 0), max(int(left[1].Milliseconds()), 0)}, running
}

// clockGo is the engine's go line on the clocks.
func (s *Session) clockGo() (string, time.Duration) {
	now, _ := s.clocksNow()
	return fmt.Sprintf("go wtime %d btime %d winc %d binc %d", now[board.White], now[board.Black], s.cfg.Inc, s.cfg.Inc),
		time.Duration(max(now[0], now[1]))*time.Millisecond + 30*time.Second
}

// clockString is base+increment in seconds, as fcmatch writes a time
// control ("60+1", "300+0.5").
func clockString(base, inc int) string {
	sec := func(ms int) string { return strconv.FormatFloat(float64(ms)/1000, 'f', -1, 64) }
	return sec(base) + "+" + sec(inc)
}
