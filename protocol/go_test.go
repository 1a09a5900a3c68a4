package protocol

import (
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// go mate N sets the search's Mate limit, beside the others.
func TestParseGoMate(t *testing.T) {
	lim, err := parseGo(strings.Fields("mate 3 depth 5"), board.StartPosition())
	require.NoError(t, err)
	assert.Equal(t, 3, lim.Mate)
	assert.Equal(t, 5, lim.Depth)
}

// A clock given at zero or below limits the search to the least time, not to
// none (a Limits field at zero): a GUI sends a negative time once the
// engine has overstepped its clock, and must get an answer at once.
func TestParseGoClockAtZero(t *testing.T) {
	cases := []struct {
		args     string
		moveTime time.Duration
		white    time.Duration
		black    time.Duration
	}{
		{"movetime 0", time.Millisecond, 0, 0},
		{"movetime -20", time.Millisecond, 0, 0},
		{"movetime 250", 250 * time.Millisecond, 0, 0},
		{"wtime 0 btime 60000", 0, time.Millisecond, time.Minute},
		{"wtime -150 btime 0 winc 0", 0, time.Millisecond, time.Millisecond},
		{"wtime 1000 btime 2000", 0, time.Second, 2 * time.Second},
	}
	for _, c := range cases {
		t.Run(c.args, func(t *testing.T) {
			lim, err := parseGo(strings.Fields(c.args), board.StartPosition())
			require.NoError(t, err)
			assert.Equal(t, c.moveTime, lim.MoveTime)
			assert.Equal(t, c.white, lim.Time[board.White])
			assert.Equal(t, c.black, lim.Time[board.Black])
			_, hard := lim.Budget(board.White)
			assert.Positive(t, hard, "the side to move has a clock limit")
		})
	}
}

// A go that names only the other side's clock gives the side to move the
// least time (0 would mean no limit), unless a movetime limits the search
// or the side to move has a clock.
func TestMissingClock(t *testing.T) {
	for _, c := range []struct {
		args  string
		fixed bool
		white time.Duration
	}{
		{"btime 60000", true, time.Millisecond},
		{"btime 60000 binc 500 movestogo 10", true, time.Millisecond},
		{"btime 60000 depth 20", true, time.Millisecond},
		{"btime 60000 movetime 300", false, 0},
		{"wtime 5000", false, 5 * time.Second},
		{"wtime 5000 btime 60000", false, 5 * time.Second},
		{"depth 3", false, 0},
		{"infinite", false, 0},
	} {
		lim, err := parseGo(strings.Fields(c.args), board.StartPosition())
		require.NoError(t, err, c.args)
		assert.Equal(t, c.fixed, missingClock(&lim, board.White), c.args)
		assert.Equal(t, c.white, lim.Time[board.White], c.args)
		if c.fixed {
			_, hard := lim.Budget(board.White)
			assert.Equal(t, time.Millisecond, hard, c.args)
		}
	}
}
