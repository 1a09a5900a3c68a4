package gui

import (
	"net/http"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestClockConfig: clocks are a time control of their own, for play and
// watch, within bounds.
func TestClockConfig(t *testing.T) {
	c, _ := newTestServer(t)
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"analyse has no clocks", Config{Mode: ModeAnalyse, Base: 60000}},
		{"an increment needs a base", Config{Mode: ModePlay, Inc: 1000}},
		{"clocks and movetime", Config{Mode: ModePlay, Base: 60000, MoveTime: 100}},
		{"a negative base", Config{Mode: ModePlay, Base: -1}},
		{"a base of days", Config{Mode: ModePlay, Base: maxBase + 1}},
		{"an increment of hours", Config{Mode: ModePlay, Base: 1000, Inc: maxInc + 1}},
	} {
		code, body := c.post("/api/new", tc.cfg)
		assert.Equal(t, http.StatusBadRequest, code, "%s: %s", tc.name, body)
	}
	st := c.newGame(Config{Mode: ModePlay, Base: 60000, Inc: 500})
	assert.Equal(t, "60+0.5", st.TC)
	require.NotNil(t, st.Clocks)
	assert.Equal(t, "white", st.ClockSide, "the person's time runs from the start")
	st = c.newGame(Config{Mode: ModePlay, MoveTime: 100})
	assert.Nil(t, st.Clocks, "no clocks without a base")
}

// TestClockWatch: in a watched game on clocks the engine plays on its
// clock: each turn earns the increment, records the time left, and the
// state's clocks run down; a pause stops them.
func TestClockWatch(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeWatch, Player: "greedy", Base: 5000, Inc: 100, PauseAt: 6})
	require.Eventually(t, func() bool { st = c.state(st.ID); return st.Paused }, time.Minute, 20*time.Millisecond)
	require.Len(t, st.Turns, 6)
	assert.Equal(t, "*", st.Result)
	for i, turn := range st.Turns {
		assert.Positive(t, turn.Clock, "turn %d", i+1)
		assert.LessOrEqual(t, turn.Clock, 5000+100*(i/2+1), "turn %d: no more than the base and the increments", i+1)
	}
	require.NotNil(t, st.Clocks)
	assert.Empty(t, st.ClockSide, "paused: no time runs")
	assert.Equal(t, st.Turns[4].Clock, st.Clocks[0], "White's clock is what its last turn left")
	before := *st.Clocks
	time.Sleep(100 * time.Millisecond)
	assert.Equal(t, before, *c.state(st.ID).Clocks, "a paused clock stands")
}

// TestClockFlagFalls: a person whose time runs out loses on time, as
// fcmatch's referee rules; the turn after that is refused.
func TestClockFlagFalls(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Base: 300})
	require.Eventually(t, func() bool { st = c.state(st.ID); return st.Result != "*" }, 10*time.Second, 10*time.Millisecond)
	assert.Equal(t, "0-1", st.Result)
	assert.Equal(t, "white time forfeit", st.Reason)
	assert.Equal(t, [2]int{0, 300}, *st.Clocks)
	code, body := c.post("/api/step", action{Game: st.ID, Step: "h4-h5"})
	assert.Equal(t, http.StatusUnprocessableEntity, code, string(body))

	// A turn begun in time and finished late loses too: its steps are
	// taken back.
	st = c.newGame(Config{Mode: ModePlay, Human: "white", Base: 400})
	st = c.step(st.ID, "h4-h5")
	require.Len(t, st.Partial, 1)
	require.Eventually(t, func() bool { st = c.state(st.ID); return st.Result != "*" }, 10*time.Second, 10*time.Millisecond)
	assert.Equal(t, "white time forfeit", st.Reason)
	assert.Empty(t, st.Partial)
	assert.Equal(t, board.StartPosition().Format(), st.FEN, "the unfinished turn is taken back")
}
