package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
)

// An engine's CPU time per turn, beside the wall time its clock is charged:
// on a machine shared with other work, equal wall time is not equal
// thinking, and how much of its wall time each engine got a core shows
// whether a match at equal time was fair (fcmatch -show-latency).

// userHZ is the unit of /proc/PID/stat's utime and stime: Linux reports them
// in USER_HZ, 100 on every architecture Go supports, whatever the kernel's
// own tick.
const userHZ = 100

// parseProcStatCPU reads the CPU time (user plus system) from the text of
// /proc/PID/stat. The second field, the program's name in parentheses, may
// itself hold spaces and parentheses, so the fields are counted from the
// last ')'.
func parseProcStatCPU(stat string) (time.Duration, error) {
	end := strings.LastIndexByte(stat, ')')
	if end < 0 {
		return 0, fmt.Errorf("proc stat: no ')' after the program's name")
	}
	// After ") ": state (field 3), ..., utime (field 14), stime (field 15).
	f := strings.Fields(stat[end+1:])
	const utime, stime = 14 - 3, 15 - 3
	if len(f) <= stime {
		return 0, fmt.Errorf("proc stat: %d fields after the name, want at least %d", len(f), stime+1)
	}
	var ticks int64
	for _, i := range []int{utime, stime} {
		n, err := strconv.ParseInt(f[i], 10, 64)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("proc stat: field %d = %q: want a count of clock ticks", i+3, f[i])
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / userHZ, nil
}

// CPUShare sums up one side's thinking in a game: the CPU time its process
// used between each go and its bestmove, against the wall time its clock
// was charged for those turns.
type CPUShare struct {
	Turns     int
	CPU, Wall time.Duration
}

// CPUOf is side's CPU share over game g, over the turns whose CPU time was
// measured.
func CPUOf(g Game, side board.Side) CPUShare {
	var c CPUShare
	for _, t := range g.Turns {
		if t.Mover == side && t.HasCPU {
			c.Add(CPUShare{Turns: 1, CPU: t.CPU, Wall: t.Time})
		}
	}
	return c
}

// Add counts o's turns into c (a match's total from its games').
func (c *CPUShare) Add(o CPUShare) {
	c.Turns += o.Turns
	c.CPU += o.CPU
	c.Wall += o.Wall
}

// String is "cpu 7.41s of 9.02s thinking (82%) over 31 turns".
func (c CPUShare) String() string {
	if c.Turns == 0 || c.Wall <= 0 {
		return "no CPU time measured"
	}
	return fmt.Sprintf("cpu %.2fs of %.2fs thinking (%.0f%%) over %d turns",
		c.CPU.Seconds(), c.Wall.Seconds(), 100*c.CPU.Seconds()/c.Wall.Seconds(), c.Turns)
}
