package gui

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// client drives a test server's API.
type client struct {
	t   *testing.T
	url string
}

func newTestServer(t *testing.T) (*client, *Server) {
	t.Helper()
	srv := NewServer(InProcess, "127.0.0.1:0")
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return &client{t: t, url: ts.URL}, srv
}

func (c *client) post(path string, body any) (int, []byte) {
	c.t.Helper()
	b, err := json.Marshal(body)
	require.NoError(c.t, err)
	return c.send(path, "application/json", b)
}

// postRaw posts a text body (a record file).
func (c *client) postRaw(path string, body []byte) (int, []byte) {
	c.t.Helper()
	return c.send(path, "text/plain", body)
}

func (c *client) send(path, contentType string, body []byte) (int, []byte) {
	c.t.Helper()
	resp, err := http.Post(c.url+path, contentType, bytes.NewReader(body))
	require.NoError(c.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, out
}

func (c *client) get(path string) (int, []byte) {
	c.t.Helper()
	resp, err := http.Get(c.url + path)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, out
}

func (c *client) newGame(cfg Config) State {
	c.t.Helper()
	code, body := c.post("/api/new", cfg)
	require.Equal(c.t, http.StatusOK, code, string(body))
	var st State
	require.NoError(c.t, json.Unmarshal(body, &st))
	return st
}

func (c *client) step(id, step string) State {
	c.t.Helper()
	code, body := c.post("/api/step", action{Game: id, Step: step})
	require.Equal(c.t, http.StatusOK, code, "step %q: %s", step, body)
	var st State
	require.NoError(c.t, json.Unmarshal(body, &st))
	return st
}

func (c *client) state(id string) State {
	c.t.Helper()
	code, body := c.get("/api/state?game=" + id)
	require.Equal(c.t, http.StatusOK, code, string(body))
	var st State
	require.NoError(c.t, json.Unmarshal(body, &st))
	return st
}

// waitFor polls the state until ok says yes; the bound only keeps a broken
// engine from hanging the test.
func (c *client) waitFor(id string, what string, ok func(State) bool) State {
	c.t.Helper()
	for range 3000 {
		st := c.state(id)
		if ok(st) {
			return st
		}
		time.Sleep(20 * time.Millisecond)
	}
	c.t.Fatalf("waited a minute for %s", what)
	return State{}
}

func hasStep(st State, text string) bool {
	for _, l := range st.Legal {
		if l.Text == text {
			return true
		}
	}
	return false
}

// TestTurnsStepByStep: a Double Move entered step by step (V13-DOUBLEMOVE),
// a turn ended early with End, a special move (V13-TERRAIN-ADJUST raise),
// and Null (V13-NULLMOVE).
func TestTurnsStepByStep(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse})
	require.True(t, st.HumanTurn)
	require.True(t, hasStep(st, "h4-h5"))
	require.False(t, hasStep(st, "end"), "no End before the first step")

	st = c.step(st.ID, "h4-h5")
	assert.Equal(t, []string{"h4-h5"}, st.Partial)
	assert.Equal(t, "white", st.ToMove, "the turn goes on")
	assert.True(t, hasStep(st, "h5-h6"))
	assert.True(t, hasStep(st, "end"))
	assert.Contains(t, st.SVG, `class="actor-ring"`, "the unit whose turn it is is marked")

	st = c.step(st.ID, "h5-h6")
	require.Len(t, st.Turns, 1)
	assert.Equal(t, "h4-h5,h5-h6", st.Turns[0].Token)
	assert.Equal(t, "black", st.ToMove)
	assert.Empty(t, st.Partial)
	assert.Contains(t, st.SVG, `data-path="h4 h5 h6"`, "the last turn's path is drawn")

	st = c.step(st.ID, "a13-a12")
	st = c.step(st.ID, "end")
	require.Len(t, st.Turns, 2)
	assert.Equal(t, "a13-a12", st.Turns[1].Token, "a trailing End is not written")

	st = c.step(st.ID, "a1!raise")
	require.Len(t, st.Turns, 3)
	assert.Contains(t, st.SVG, `data-level="1"`, "the raised square is drawn with its level")

	st = c.step(st.ID, "0000")
	require.Len(t, st.Turns, 4)
	assert.Equal(t, "0000", st.Turns[3].Token)

	// Undo takes back a whole turn, and the steps of an unfinished one.
	code, body := c.post("/api/undo", action{Game: st.ID})
	require.Equal(t, http.StatusOK, code, string(body))
	st = c.state(st.ID)
	require.Len(t, st.Turns, 3)
	st = c.step(st.ID, "a16!raise")
	st = c.step(st.ID, "b4-b5")
	code, _ = c.post("/api/undo", action{Game: st.ID})
	require.Equal(t, http.StatusOK, code)
	st = c.state(st.ID)
	assert.Empty(t, st.Partial)
	assert.Len(t, st.Turns, 4)
}

// TestIllegalInputRefused: steps the rules refuse get 422 and the reason.
func TestIllegalInputRefused(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse})
	play := c.newGame(Config{Mode: ModePlay, Human: "black", MoveTime: 5000}) // still thinking when asked
	over := c.newGame(Config{Mode: ModeAnalyse})
	c.step(over.ID, "0000")
	c.step(over.ID, "0000")
	for _, tc := range []struct {
		name, game, step, reason string
	}{
		{"no unit can step so", st.ID, "h4-h9", "not possible"},
		{"garbage", st.ID, "hello", "step"},
		{"empty", st.ID, "  ", "no step"},
		{"end before a step", st.ID, "end", "end"},
		{"the other side's unit", st.ID, "a13-a12", "not possible"},
		{"the engine's turn", play.ID, "h4-h5", "engine's turn"},
		{"the game is over", over.ID, "h4-h5", "game is over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := c.post("/api/step", action{Game: tc.game, Step: tc.step})
			assert.Equal(t, http.StatusUnprocessableEntity, code, string(body))
			var e errorBody
			require.NoError(t, json.Unmarshal(body, &e))
			assert.Contains(t, e.Error, tc.reason)
		})
	}
	after := c.state(st.ID)
	assert.Empty(t, after.Turns, "a refused step changes nothing")
	assert.Empty(t, after.Partial)
}

// TestGameEndsByTheRules: two Null turns in a row draw (V13-NULLMOVE-DRAW),
// a captured king loses (V13-KING-LOSS); the result is in the state and
// in the saved record.
func TestGameEndsByTheRules(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse})
	c.step(st.ID, "0000")
	st = c.step(st.ID, "0000")
	assert.Equal(t, "1/2-1/2", st.Result)
	assert.Equal(t, "two null moves in a row", st.Reason)
	assert.False(t, st.HumanTurn)
	assert.Empty(t, st.Legal)

	st = c.newGame(Config{Mode: ModePlay, Human: "white", Position: "K15/16/16/16/12r3/16/16/16/16/16/16/10q5/16/16/16/8k7 w"})
	st = c.step(st.ID, "m12-m16xa16")
	assert.Equal(t, "1-0", st.Result)
	assert.Equal(t, "black has no king", st.Reason)
	code, rec := c.get("/api/record?game=" + st.ID)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(rec), `[Result "1-0"]`)
	assert.Contains(t, string(rec), `[Termination "black has no king"]`)
	assert.Contains(t, string(rec), "1. m12-m16xa16")
}

// TestFlip: the board is drawn with Black at the bottom when the person
// plays Black, and Flip turns it round either way, for the state and for
// the navigation's views alike.
func TestFlip(t *testing.T) {
	c, _ := newTestServer(t)
	flipped := func(svg string) bool {
		require.Contains(t, svg, "data-flip=")
		return strings.Contains(svg, `data-flip="true"`)
	}
	for _, cfg := range []Config{{Mode: ModeAnalyse}, {Mode: ModePlay, Human: "black", MoveTime: 50}} {
		st := c.newGame(cfg)
		want := cfg.Human == "black"
		assert.Equal(t, want, st.Flipped, cfg.Mode)
		assert.Equal(t, want, flipped(st.SVG), cfg.Mode)
		for range 2 {
			code, body := c.post("/api/flip", action{Game: st.ID})
			require.Equal(t, http.StatusOK, code, string(body))
			want = !want
			st = c.state(st.ID)
			assert.Equal(t, want, st.Flipped, cfg.Mode)
			assert.Equal(t, want, flipped(st.SVG), cfg.Mode)
			code, body = c.get("/api/view?game=" + st.ID + "&ply=0")
			require.Equal(t, http.StatusOK, code, string(body))
			var v View
			require.NoError(t, json.Unmarshal(body, &v))
			assert.Equal(t, want, flipped(v.SVG), "view, %s", cfg.Mode)
		}
	}
	code, _ := c.post("/api/flip", action{Game: "nosuchgame"})
	assert.Equal(t, http.StatusNotFound, code)
}

// TestEngineReplies: in play, the engine answers the person's turn; in
// watch, it plays both sides; a person can hand a turn to the engine.
func TestEngineReplies(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Nodes: 300})
	st = c.step(st.ID, "h4-h5")
	st = c.step(st.ID, "end")
	require.Len(t, st.Turns, 1)
	st = c.waitFor(st.ID, "the engine's reply", func(s State) bool { return len(s.Turns) == 2 })
	assert.Equal(t, "black", st.Turns[1].Side)
	assert.Equal(t, "white", st.ToMove)
	assert.True(t, st.HumanTurn)
	assert.NotEmpty(t, st.Turns[1].Score, "the engine's score is kept for the graph")
	assert.True(t, st.Turns[1].Eval)

	// The engine moves first when the person plays Black.
	st = c.newGame(Config{Mode: ModePlay, Human: "black", Player: "greedy", Nodes: 100})
	st = c.waitFor(st.ID, "the engine's first turn", func(s State) bool { return len(s.Turns) == 1 })
	assert.Equal(t, "white", st.Turns[0].Side)

	// Watch: engine against engine, paused by request, and at a turn count.
	st = c.newGame(Config{Mode: ModeWatch, Player: "random"})
	st = c.waitFor(st.ID, "four engine turns", func(s State) bool { return len(s.Turns) >= 4 })
	code, _ := c.post("/api/pause", action{Game: st.ID})
	require.Equal(t, http.StatusOK, code)
	st = c.waitFor(st.ID, "the pause", func(s State) bool { return s.Paused && !s.Thinking })
	n := len(st.Turns)
	time.Sleep(100 * time.Millisecond)
	assert.Equal(t, n, len(c.state(st.ID).Turns), "no turn while paused")
	st = c.newGame(Config{Mode: ModeWatch, Player: "random", PauseAt: 6})
	st = c.waitFor(st.ID, "the pause at 6 turns", func(s State) bool { return s.Paused && !s.Thinking })
	assert.Len(t, st.Turns, 6)
	code, _ = c.post("/api/resume", action{Game: st.ID})
	require.Equal(t, http.StatusOK, code)
	c.waitFor(st.ID, "more turns after resume", func(s State) bool { return len(s.Turns) > 6 })

	// Analyse mode: the engine plays the side to move on request; no step
	// of the person's goes in while it thinks.
	st = c.newGame(Config{Mode: ModeAnalyse, MoveTime: 300})
	code, body := c.post("/api/resume", action{Game: st.ID, Force: true})
	require.Equal(t, http.StatusOK, code, string(body))
	var busy State
	require.NoError(t, json.Unmarshal(body, &busy))
	require.True(t, busy.Thinking)
	assert.False(t, busy.HumanTurn)
	assert.Empty(t, busy.Legal)
	code, body = c.post("/api/step", action{Game: st.ID, Step: "h4-h5"})
	assert.Equal(t, http.StatusUnprocessableEntity, code)
	assert.Contains(t, string(body), "the engine is busy")
	st = c.waitFor(st.ID, "the forced engine turn", func(s State) bool { return len(s.Turns) == 1 })
	assert.Equal(t, "black", st.ToMove)
}

// TestFullGameAgainstTheEngine plays a whole game against the random
// player through the API, to its end by the rules.
func TestFullGameAgainstTheEngine(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Player: "random", Position: fullGameStart})
	for turn := 0; st.Result == "*"; turn++ {
		require.Less(t, turn, 60, "the game should be over")
		for _, step := range chooseTurn(t, st) {
			st = c.step(st.ID, step)
		}
		st = c.waitFor(st.ID, "the engine", func(s State) bool { return s.Result != "*" || s.HumanTurn })
	}
	t.Logf("%s (%s) after %d turns", st.Result, st.Reason, len(st.Turns))
	assert.Equal(t, "1-0", st.Result, st.Reason)
	assert.Greater(t, len(st.Turns), 2, "the engine played")
	code, rec := c.get("/api/record?game=" + st.ID)
	require.Equal(t, http.StatusOK, code)
	code, body := c.postRaw("/api/load", rec)
	require.Equal(t, http.StatusOK, code, string(body))
	var ans LoadAnswer
	require.NoError(t, json.Unmarshal(body, &ans))
	assert.Equal(t, st.Result, ans.State.Result, "the saved game replays to the same end")
	assert.Len(t, ans.State.Turns, len(st.Turns))
}

// fullGameStart: White's rook against Black's lone king, White to move
// with no win at once.
const fullGameStart = "3K12/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k6r w"

// chooseTurn picks the person's steps: a turn that wins at once if there
// is one, else a quiet step (the king's too) that leaves the enemy king few
// moves, ended with End if the turn could go on.
func chooseTurn(t *testing.T, st State) []string {
	t.Helper()
	p, err := board.Parse(st.FEN)
	require.NoError(t, err)
	best, bestReplies := "", 1<<30
	for _, l := range st.Legal {
		if l.Kind != "move" && l.Kind != "capture" {
			continue
		}
		q := p.Clone()
		mg := movegen.NewGame(q)
		if mg.PlayTurn(l.Text) != nil {
			continue
		}
		res, _ := rules.Outcome(rules.Game{Pos: q})
		if res == rules.WhiteWins {
			best, bestReplies = l.Text, -1
			break
		}
		if res != rules.Ongoing {
			continue
		}
		if n := len(mg.Legal(0, nil)); n < bestReplies {
			best, bestReplies = l.Text, n
		}
	}
	require.NotEmpty(t, best, "no turn found in %s", st.FEN)
	q := p.Clone()
	mg := movegen.NewGame(q)
	s, err := mg.ParseStep(best)
	require.NoError(t, err)
	mg.Make(s)
	if q.Turn().Actor != 0 {
		return []string{best, "end"}
	}
	return []string{best}
}

// sseReader reads the state events of /api/events.
type sseReader struct {
	resp *http.Response
	r    *bufio.Reader
}

func (c *client) events(id string) *sseReader {
	c.t.Helper()
	resp, err := http.Get(c.url + "/api/events?game=" + id)
	require.NoError(c.t, err)
	require.Equal(c.t, http.StatusOK, resp.StatusCode)
	require.Equal(c.t, "text/event-stream", resp.Header.Get("Content-Type"))
	return &sseReader{resp: resp, r: bufio.NewReader(resp.Body)}
}

func (e *sseReader) next(t *testing.T) State {
	t.Helper()
	for {
		line, err := e.r.ReadString('\n')
		require.NoError(t, err)
		if data, ok := strings.CutPrefix(line, "data: "); ok {
			var st State
			require.NoError(t, json.Unmarshal([]byte(data), &st))
			return st
		}
	}
}

// TestEventsAndReconnect: the event stream sends the state at once and on
// every change; a page that reconnects gets the running game as it stands.
func TestEventsAndReconnect(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Player: "greedy", Nodes: 100})
	ev := c.events(st.ID)
	first := ev.next(t)
	assert.Equal(t, st.ID, first.ID)
	assert.Empty(t, first.Turns)
	c.step(st.ID, "h4-h5")
	got := ev.next(t)
	assert.Equal(t, []string{"h4-h5"}, got.Partial)
	c.step(st.ID, "h5-h6")
	for got = ev.next(t); len(got.Turns) < 2 || got.Thinking; got = ev.next(t) {
	}
	assert.Equal(t, "h4-h5,h5-h6", got.Turns[0].Token)
	ev.resp.Body.Close()

	// Reconnect: the same game, both turns, White to move.
	ev = c.events(st.ID)
	again := ev.next(t)
	ev.resp.Body.Close()
	assert.Equal(t, got.Turns, again.Turns)
	assert.Equal(t, "white", again.ToMove)
	assert.True(t, again.HumanTurn)
	assert.NotEmpty(t, again.Legal)

	code, _ := c.get("/api/events?game=nosuchgame")
	assert.Equal(t, http.StatusNotFound, code)
}

// TestAnalysis: MultiPV lines with depth, score and a line of turns.
func TestAnalysis(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: "K15/16/16/16/12r3/16/16/16/16/16/16/10q5/16/16/16/8k7 w"})
	code, body := c.post("/api/analyse", action{Game: st.ID, MultiPV: 3, MoveTime: 300})
	require.Equal(t, http.StatusOK, code, string(body))
	code, body = c.post("/api/analyse", action{Game: st.ID, MultiPV: 3, MoveTime: 300})
	assert.Equal(t, http.StatusConflict, code, "one analysis at a time: %s", body)
	st = c.waitFor(st.ID, "the analysis", func(s State) bool { return !s.Analysing })
	require.Len(t, st.Analysis, 3)
	for i, l := range st.Analysis {
		assert.Equal(t, i+1, l.MultiPV)
		assert.Positive(t, l.Depth)
		assert.NotEmpty(t, l.Score)
		assert.NotEmpty(t, l.PV)
	}
	assert.Contains(t, []string{"m12-m16xa16", "m12-a12xa16"}, strings.Fields(st.Analysis[0].PV)[0], "the best line takes the king")

	// Parameters out of range are a bad request (400, with the reason),
	// not a conflict with the game's state.
	for _, tc := range []struct {
		name   string
		bad    action
		reason string
	}{
		{"no line", action{Game: st.ID, MultiPV: 0, MoveTime: 100}, "multipv 0"},
		{"too many lines", action{Game: st.ID, MultiPV: 100000, MoveTime: 100}, "multipv 100000: want 1..16"},
		{"a negative time", action{Game: st.ID, MultiPV: 1, MoveTime: -1}, "movetime -1"},
		{"a search of days", action{Game: st.ID, MultiPV: 1, MoveTime: 1 << 30}, "movetime"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := c.post("/api/analyse", tc.bad)
			assert.Equal(t, http.StatusBadRequest, code, string(body))
			assert.Contains(t, string(body), tc.reason)
		})
	}
}

// TestNavigationAndRecords: earlier positions by ply; a saved game loads
// back; an fcmatch record file with several games opens any of them.
func TestNavigationAndRecords(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse})
	c.step(st.ID, "h4-h5")
	c.step(st.ID, "end")
	st = c.step(st.ID, "a13-a12")
	st = c.step(st.ID, "end")
	for ply := 0; ply <= 2; ply++ {
		code, body := c.get(fmt.Sprintf("/api/view?game=%s&ply=%d", st.ID, ply))
		require.Equal(t, http.StatusOK, code)
		var v View
		require.NoError(t, json.Unmarshal(body, &v))
		assert.Equal(t, ply, v.Ply)
		assert.Contains(t, v.SVG, "<svg")
		if ply == 0 {
			assert.Equal(t, board.StartFEN, v.FEN)
		}
	}
	for _, bad := range []string{"-1", "3", "x", ""} {
		code, _ := c.get("/api/view?game=" + st.ID + "&ply=" + bad)
		assert.Equal(t, http.StatusBadRequest, code, "ply %q", bad)
	}

	records := `[Event "fcmatch"]
[White "a"]
[Black "b"]
[Start "` + board.StartFEN + `"]
[Result "0-1"]
[Termination "white time forfeit"]

1. h4-h5 {0.010s cp 40 d1} a13-a12 {0.010s mate -2 d3} 0-1

[Event "fcmatch"]
[White "b"]
[Black "a"]
[Start "K15/16/16/16/12r3/16/16/16/16/16/16/10q5/16/16/16/8k7 w"]
[Result "1-0"]
[Termination "black has no king"]

1. m12-m16xa16 {0.010s} 1-0
`
	code, body := c.postRaw("/api/load?index=1", []byte(records))
	require.Equal(t, http.StatusOK, code, string(body))
	var ans LoadAnswer
	require.NoError(t, json.Unmarshal(body, &ans))
	require.Len(t, ans.Games, 2)
	assert.Equal(t, "1-0", ans.State.Result)
	assert.Equal(t, "b", ans.State.White)
	code, body = c.postRaw("/api/load", []byte(records))
	require.Equal(t, http.StatusOK, code, string(body))
	require.NoError(t, json.Unmarshal(body, &ans))
	assert.Equal(t, "0-1", ans.State.Result, "a forfeit is taken as recorded")
	assert.Equal(t, "white time forfeit", ans.State.Reason)
	require.Len(t, ans.State.Turns, 2)
	// The comments' scores draw the evaluation graph: White's 40 cp, then
	// Black's mated-in-2 score, +10000 from White's view.
	for i, want := range []struct {
		score string
		white int
	}{{"cp 40", 40}, {"mate -2", 10000}} {
		turn := ans.State.Turns[i]
		assert.Equal(t, want.score, turn.Score, "turn %d", i+1)
		assert.True(t, turn.Eval, "turn %d", i+1)
		assert.Equal(t, want.white, turn.White, "turn %d", i+1)
	}

	for _, tc := range []struct{ name, body, query string }{
		{"no game", "hello world", ""},
		{"an illegal turn", strings.Replace(records, "h4-h5", "h4-h9", 1), ""},
		{"index out of range", records, "?index=2"},
		{"a bad start", `[Start "xyz"]` + "\n\n1. h4-h5 *\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := c.postRaw("/api/load"+tc.query, []byte(tc.body))
			assert.Equal(t, http.StatusBadRequest, code, string(body))
		})
	}
}

// TestRequestsRefused: malformed, oversized, cross-origin and unknown
// requests get a 4xx and a message; no file outside the embedded ones.
func TestRequestsRefused(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse})
	big := `{"game":"` + strings.Repeat("x", maxJSONBody) + `"}`
	for _, tc := range []struct {
		name, method, path, body string
		header                   map[string]string
		code                     int
	}{
		{"malformed JSON", "POST", "/api/new", "{mode:", nil, 400},
		{"unknown field", "POST", "/api/new", `{"mode":"play","evil":1}`, nil, 400},
		{"two values", "POST", "/api/new", `{} {}`, nil, 400},
		{"null", "POST", "/api/new", `null`, nil, 400},
		{"an array", "POST", "/api/new", `[]`, nil, 400},
		{"a number", "POST", "/api/undo", `7`, nil, 400},
		{"empty body", "POST", "/api/new", ``, map[string]string{"Content-Type": "application/json"}, 400},
		{"bad mode", "POST", "/api/new", `{"mode":"chess"}`, nil, 400},
		{"bad position", "POST", "/api/new", `{"position":"not a position"}`, nil, 400},
		{"two time controls", "POST", "/api/new", `{"movetime":100,"nodes":5}`, nil, 400},
		{"a search of days", "POST", "/api/new", `{"movetime":999999999}`, nil, 400},
		{"oversized", "POST", "/api/step", big, nil, 413},
		{"wrong content type", "POST", "/api/step", `{}`, map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415},
		{"unknown game", "POST", "/api/step", `{"game":"nope","step":"h4-h5"}`, nil, 404},
		{"GET of an action", "GET", "/api/new", "", nil, 405},
		{"unknown path", "GET", "/api/nothing", "", nil, 404},
		{"other origin", "POST", "/api/step", `{"game":"` + st.ID + `","step":"h4-h5"}`, map[string]string{"Origin": "http://evil.example"}, 403},
		{"cross-site fetch", "GET", "/api/state?game=" + st.ID, "", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"foreign host name", "GET", "/", "", map[string]string{"Host": "evil.example"}, 403},
		{"dot-dot", "GET", "/static/../../../../etc/passwd", "", nil, 404},
		{"encoded dot-dot", "GET", "/static/..%2f..%2fgo.mod", "", nil, 404},
		{"long query", "GET", "/api/state?game=" + strings.Repeat("a", 5000), "", nil, 414},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(tc.method, c.url+tc.path, strings.NewReader(tc.body))
			require.NoError(t, err)
			if tc.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			for k, v := range tc.header {
				if k == "Host" {
					req.Host = v
				} else {
					req.Header.Set(k, v)
				}
			}
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode >= 300 && resp.StatusCode < 400 {
				// The file server cleans paths by redirecting; the target must not leave /static/.
				assert.NotContains(t, resp.Header.Get("Location"), "passwd")
				return
			}
			assert.Equal(t, tc.code, resp.StatusCode, string(body))
			assert.NotContains(t, string(body), "root:", "no file of the machine")
			assert.NotContains(t, string(body), "module github.com")
		})
	}
	assert.Empty(t, c.state(st.ID).Turns, "the cross-origin step was not played")

	// Same-origin requests from the page pass.
	req, _ := http.NewRequest("POST", c.url+"/api/step", strings.NewReader(`{"game":"`+st.ID+`","step":"h4-h5"}`))
	req.Header.Set("Origin", c.url)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)

	for _, path := range []string{"/", "/static/app.js", "/static/style.css"} {
		code, body := c.get(path)
		assert.Equal(t, http.StatusOK, code, path)
		assert.NotEmpty(t, body)
	}
}

// TestStalledBodyIsClosed: a client that sends its headers and part of its
// body, then nothing, is answered 408 and its connection closed within the
// server's body timeout, for a JSON action as for a record file.
func TestStalledBodyIsClosed(t *testing.T) {
	srv := NewServer(InProcess, "127.0.0.1:0")
	srv.bodyTimeout = 300 * time.Millisecond
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { ts.Close(); srv.Close() })
	for _, tc := range []struct{ name, path, contentType string }{
		{"an action", "/api/new", "application/json"},
		{"a record file", "/api/load", "text/plain"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", ts.Listener.Addr().String())
			require.NoError(t, err)
			defer conn.Close()
			start := time.Now()
			_, err = fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: %s\r\nContent-Length: 100\r\n\r\n{\"mode\":", tc.path, tc.contentType)
			require.NoError(t, err)
			// A bound for the test only: the server must answer well before.
			require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			require.NoError(t, err, "the server answers the stalled request")
			resp.Body.Close()
			assert.Equal(t, http.StatusRequestTimeout, resp.StatusCode)
			_, err = conn.Read(make([]byte, 1))
			assert.ErrorIs(t, err, io.EOF, "and closes the connection")
			assert.Less(t, time.Since(start), 3*time.Second, "within the body timeout (300 ms), not the test's bound")
		})
	}
}

// TestSessionsAreBounded: old sessions are dropped, not kept forever.
func TestSessionsAreBounded(t *testing.T) {
	c, srv := newTestServer(t)
	first := c.newGame(Config{Mode: ModeAnalyse})
	for range maxSessions {
		c.newGame(Config{Mode: ModeAnalyse})
	}
	srv.mu.Lock()
	n := len(srv.sessions)
	srv.mu.Unlock()
	assert.Equal(t, maxSessions, n)
	code, _ := c.get("/api/state?game=" + first.ID)
	assert.Equal(t, http.StatusNotFound, code, "the oldest session was dropped")
}

func TestNonLoopbackAddressAcceptsAnyHost(t *testing.T) {
	srv := NewServer(InProcess, "0.0.0.0:8080")
	defer srv.Close()
	req := httptest.NewRequest("GET", "/", nil)
	req.Host = "mybox.lan:8080"
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	assert.Equal(t, http.StatusOK, rec.Code)
}
