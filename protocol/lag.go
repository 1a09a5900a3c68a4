package protocol

import (
	"time"

	"github.com/frozenchess/engine/board"
)

// lagWatch learns how much more time the GUI's clock charges a turn than
// the engine planned for it: the pipe, the GUI's own delays, and the time a
// busy machine gives the engine no processor (issue 28: with two games on
// two cores, turns planned at 0.35-0.53 s cost 1.4-2.4 s, and a game was
// lost on time with 370 ms left). The clocks of the next go tell what the
// last turn cost: clock before + increment - clock now. What that exceeds
// beyond the engine's own count (from go's arrival to bestmove), and what
// the engine's count exceeded its hard limit by, is the turn's unplanned
// time. The largest of the recent turns' is kept back from every budget as
// Move Overhead is, if that is more than the option, and the budget's
// floor (search.ClockFloor) is sixteen times that: the floor then survives
// such turns.
type lagWatch struct {
	valid bool
	side  board.Side
	ply   uint32        // the position's ply at the last go
	clock time.Duration // the side's clock then
	inc   time.Duration
	hard  time.Duration // the budget's hard limit then
	spent time.Duration // the engine's count, from go's arrival to bestmove
	lag   time.Duration // the unplanned time learned so far
	most  time.Duration // the largest clock of the game so far (the base time, as a rule)
}

// maxLag bounds what the watch learns: a clock that jumps (a GUI that
// misreports, or a new period of movestogo read wrong) costs at most this.
const maxLag = 2 * time.Second

// observe reads the clock of a go for side at ply: if it follows the
// turn watched last (the same side, two plies on), the unplanned time of
// that turn updates the lag, which falls by an eighth a turn without
// one as large. It returns the lag.
func (w *lagWatch) observe(side board.Side, ply uint32, clock time.Duration) time.Duration {
	if w.valid && w.side == side && ply == w.ply+2 && w.spent > 0 {
		charged := w.clock + w.inc - clock
		unplanned := max(charged-w.spent, 0) + max(w.spent-w.hard, 0)
		w.lag = min(max(unplanned, w.lag-w.lag/8), maxLag)
	}
	w.valid = false
	w.most = max(w.most, clock)
	return w.lag
}

// floor is the part of the clock a budget leaves unspent at the least: a
// tenth of the game's largest clock. At 10+0.1 a floor of 0.68 s (search's
// ClockFloor) met a turn of 0.68 s on two busy cores and came out with 20
// ms left; a tenth keeps a clock of 1 s there, and scales with the time
// control where the overheads do not.
func (w *lagWatch) floor() time.Duration { return w.most / 10 }

// start records a go about to search on the clock.
func (w *lagWatch) start(side board.Side, ply uint32, clock, inc, hard time.Duration) {
	*w = lagWatch{valid: true, side: side, ply: ply, clock: clock, inc: inc, hard: hard, lag: w.lag, most: w.most}
}

// pause forgets the turn watched (a go off the clock): the next go learns
// nothing from it.
func (w *lagWatch) pause() { w.valid = false }

// reset forgets the game (ucinewgame): its lag stays, the machine is the
// same.
func (w *lagWatch) reset() { w.valid, w.most = false, 0 }
