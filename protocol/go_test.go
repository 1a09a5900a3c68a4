package protocol

import (
	"bytes"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// go mate N sets the search's Mate limit, beside the others.
func TestParseGoMate(t *testing.T) {
	lim, _, err := parseGo(strings.Fields("mate 3 depth 5"), board.StartPosition())
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
			lim, _, err := parseGo(strings.Fields(c.args), board.StartPosition())
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
		lim, _, err := parseGo(strings.Fields(c.args), board.StartPosition())
		require.NoError(t, err, c.args)
		assert.Equal(t, c.fixed, missingClock(&lim, board.White), c.args)
		assert.Equal(t, c.white, lim.Time[board.White], c.args)
		if c.fixed {
			_, hard := lim.Budget(board.White)
			assert.Equal(t, time.Millisecond, hard, c.args)
		}
	}
}

// Values out of range are clamped, as Stockfish reads them, with a note
// each; values that cannot be read are errors (issue 28: all of these were
// errors, and a go refused answered no bestmove).
func TestParseGoClamps(t *testing.T) {
	cases := []struct {
		args  string
		want  func(lim search.Limits) bool
		notes int
		err   string
	}{
		{"nodes 0", func(l search.Limits) bool { return l.Nodes == 1 }, 1, ""},
		{"nodes -5", func(l search.Limits) bool { return l.Nodes == 1 }, 1, ""},
		{"nodes 99999999999999999999999", func(l search.Limits) bool { return l.Nodes == math.MaxUint64 }, 1, ""},
		{"nodes 1e400", func(l search.Limits) bool { return l.Nodes == math.MaxUint64 }, 1, ""},
		{"nodes 18446744073709551615", func(l search.Limits) bool { return l.Nodes == math.MaxUint64 }, 0, ""},
		{"nodes 2.5e3", func(l search.Limits) bool { return l.Nodes == 2500 }, 0, ""},
		{"depth 0", func(l search.Limits) bool { return l.Depth == 1 }, 1, ""},
		{"depth -3", func(l search.Limits) bool { return l.Depth == 1 }, 1, ""},
		{"depth 2.7", func(l search.Limits) bool { return l.Depth == 2 }, 0, ""},
		{"depth 1e9", func(l search.Limits) bool { return l.Depth == 10000 }, 1, ""},
		{"movestogo 0 wtime 1000", func(l search.Limits) bool { return l.MovesToGo == 0 && l.Time[board.White] == time.Second }, 1, ""},
		{"mate 0 depth 3", func(l search.Limits) bool { return l.Mate == 0 && l.Depth == 3 }, 1, ""},
		{"movetime 1e18", func(l search.Limits) bool { return l.MoveTime == maxGoMillis*time.Millisecond }, 1, ""},
		{"wtime 2000000000000 btime 5", func(l search.Limits) bool { return l.Time[board.White] == maxGoMillis*time.Millisecond }, 1, ""},
		{"winc 1e300 binc -7", func(l search.Limits) bool {
			return l.Inc[board.White] == maxGoMillis*time.Millisecond && l.Inc[board.Black] == 0
		}, 1, ""},
		{"movetime 250.9", func(l search.Limits) bool { return l.MoveTime == 250*time.Millisecond }, 0, ""},
		{"depth", nil, 0, "go depth: missing value"},
		{"depth nodes 300", nil, 0, "go depth: missing value"},
		{"depth x", nil, 0, `go depth: want a whole number, got "x"`},
		{"movetime NaN", nil, 0, "go movetime: want a number of milliseconds"},
		{"nodes NaN", nil, 0, "go nodes: want a whole number"},
		{"wibble 3", nil, 0, `go: unknown parameter "wibble"`},
		{"searchmoves a1-a17", nil, 0, "go searchmoves:"},
		{"searchmoves", nil, 0, "go searchmoves: no turn follows"},
	}
	for _, c := range cases {
		t.Run(c.args, func(t *testing.T) {
			lim, notes, err := parseGo(strings.Fields(c.args), board.StartPosition())
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.NoError(t, err)
			assert.True(t, c.want(lim), "%+v", lim)
			assert.Len(t, notes, c.notes, notes)
		})
	}
}

// A clamped node count says how it was taken, as the other clamped values
// do (go nodes 1e400 was taken as unlimited without a word).
func TestGoNodesClampNote(t *testing.T) {
	_, notes, err := parseGo(strings.Fields("nodes 1e400"), board.StartPosition())
	require.NoError(t, err)
	assert.Equal(t, []string{"go nodes 1e400 taken as 18446744073709551615"}, notes)
}

// Every go gets exactly one bestmove, also one whose line cannot be read at
// all: with control or non-ASCII bytes, or too long to keep (its error,
// then the least search's answer); a line that is not a go gets none.
func TestEveryGoIsAnswered(t *testing.T) {
	long := "go searchmoves " + strings.Repeat("h4-h5 ", MaxLineLength/6+1)
	cases := []struct {
		name  string
		input string
		err   string
		gos   int
	}{
		{"non-ASCII bytes", "position startpos\ngo depth 1 \xff\xfe\n", "the line holds control or non-ASCII bytes", 1},
		{"a control byte", "position startpos\ngo nodes\x07 50\n", "the line holds control or non-ASCII bytes", 1},
		{"too long", "position startpos\n" + long + "\n", "line longer than", 1},
		{"too long, twice, after a search", "position startpos\ngo depth 1\n" + long + "\n" + long + "\n", "line longer than", 3},
		{"not a go", "position startpos\nd\xff\n" + "x" + long + "\n", "the line holds control or non-ASCII bytes", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			e := New(&out)
			require.NoError(t, e.Run(strings.NewReader(c.input)))
			text := out.String()
			assert.Contains(t, text, "info string error: "+c.err)
			assert.Equal(t, c.gos, strings.Count(text, "\nbestmove "), text)
			if c.gos > 0 {
				assert.Contains(t, text, "info string "+refusedNote)
			}
		})
	}
}
