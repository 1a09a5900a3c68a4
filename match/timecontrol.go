package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// TimeControl is how long engines may think.
type TimeControl struct {
	Moves    int           // turns per period (0: the whole game)
	Base     time.Duration // time per period
	Inc      time.Duration // added after every turn
	MoveTime time.Duration // fixed time per turn
	Nodes    uint64        // fixed nodes per turn
	Depth    int           // fixed depth per turn
}

// ParseTimeControl reads "40/10+0.1" (40 turns in 10 s, 0.1 s increment),
// "10+0.1", "60" (seconds), "movetime=100" (ms), "nodes=5000" or
// "depth=4".
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	if k, v, ok := strings.Cut(s, "="); ok {
		n, err := strconv.ParseUint(v, 10, 63)
		if err != nil || n == 0 {
			return tc, fmt.Errorf("time control %q: want a whole number above 0 after %s=", s, k)
		}
		switch k {
		case "movetime":
			tc.MoveTime = time.Duration(n) * time.Millisecond
		case "nodes":
			tc.Nodes = n
		case "depth":
			if n > 1000 {
				return tc, fmt.Errorf("time control %q: depth too large", s)
			}
			tc.Depth = int(n)
		default:
			return tc, fmt.Errorf("time control %q: want movetime=, nodes= or depth=", s)
		}
		return tc, nil
	}
	rest := s
	if m, r, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n <= 0 {
			return tc, fmt.Errorf("time control %q: want a number of turns before '/'", s)
		}
		tc.Moves, rest = n, r
	}
	base, inc, _ := strings.Cut(rest, "+")
	secs := func(v string) (time.Duration, error) {
		f, err := strconv.ParseFloat(v, 64)
		// !(f >= 0) also refuses NaN, which every comparison calls false.
		if err != nil || !(f >= 0 && f <= 1e6) {
			return 0, fmt.Errorf("time control %q: %q is not a number of seconds from 0 to 1000000", s, v)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	var err error
	if tc.Base, err = secs(base); err != nil {
		return tc, err
	}
	if tc.Base == 0 {
		return tc, fmt.Errorf("time control %q: the base time must be above 0", s)
	}
	if inc != "" {
		if tc.Inc, err = secs(inc); err != nil {
			return tc, err
		}
	}
	return tc, nil
}

func (tc TimeControl) String() string {
	switch {
	case tc.MoveTime > 0:
		return fmt.Sprintf("movetime=%d", tc.MoveTime.Milliseconds())
	case tc.Nodes > 0:
		return fmt.Sprintf("nodes=%d", tc.Nodes)
	case tc.Depth > 0:
		return fmt.Sprintf("depth=%d", tc.Depth)
	}
	s := strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64)
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	if tc.Inc > 0 {
		s += "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
	}
	return s
}

// clocked reports a time control with running clocks.
func (tc TimeControl) clocked() bool { return tc.Base > 0 }
