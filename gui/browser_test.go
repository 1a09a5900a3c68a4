package gui

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The browser tests drive the page in a real headless Chromium (chromedp
// over the DevTools protocol). They skip when no Chromium is installed;
// CI installs Debian's chromium package (.ci/run) and sets
// FROZENCHESS_REQUIRE_BROWSER, so there they fail instead. Screenshots go to
// $FROZENCHESS_SCREENSHOTS if set (docs/ keeps the ones the README shows),
// else to the test's temporary directory.

func findChromium() string {
	if p := os.Getenv("FROZENCHESS_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser starts the GUI server and a headless Chromium tab on it.
func browser(t *testing.T) (context.Context, *client) {
	t.Helper()
	chrome := findChromium()
	if chrome == "" && os.Getenv("FROZENCHESS_REQUIRE_BROWSER") != "" {
		t.Fatal("no Chromium found, and FROZENCHESS_REQUIRE_BROWSER is set (CI installs Debian's chromium package)")
	}
	if chrome == "" {
		t.Skip("no Chromium found (install Debian's chromium package, or set FROZENCHESS_CHROMIUM): browser tests skipped")
	}
	c, _ := newTestServer(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox, // CI runs as root
		chromedp.DisableGPU,
		chromedp.WindowSize(1400, 1040),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	// A bound on the whole test, so a broken page fails instead of hanging.
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	require.NoError(t, chromedp.Do(ctx), "start Chromium")
	return ctx, c
}

// do runs page actions, failing the test on an error.
func do(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, actions...))
}

// get runs one page action that answers a value.
func get[T any](t *testing.T, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	require.NoError(t, err)
	return v
}

func click(sel string) chromedp.Action[chromedp.Void] { return chromedp.Click(chromedp.CSS(sel)) }
func visible(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.WaitVisible(chromedp.CSS(sel))
}
func attr(t *testing.T, ctx context.Context, sel, name string) chromedp.AttributeResult {
	t.Helper()
	return get(t, ctx, chromedp.AttributeValue(chromedp.CSS(sel), name))
}
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return get(t, ctx, chromedp.Text(chromedp.CSS(sel)))
}
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	return get(t, ctx, chromedp.Evaluate[T](js))
}

func screenshotDir(t *testing.T) string {
	if d := os.Getenv("FROZENCHESS_SCREENSHOTS"); d != "" {
		require.NoError(t, os.MkdirAll(d, 0o755))
		return d
	}
	return t.TempDir()
}

func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png := get(t, ctx, chromedp.FullScreenshot(100))
	path := filepath.Join(screenshotDir(t), name)
	require.NoError(t, os.WriteFile(path, png, 0o644))
	t.Logf("screenshot: %s", path)
}

// screenshotSmall saves the page's main part (board and panels, not the
// header) at 60%: a small PNG for docs/gui.md that still reads.
func screenshotSmall(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png := get(t, ctx, chromedp.ScreenshotScale(chromedp.CSS("main"), 0.6))
	path := filepath.Join(screenshotDir(t), name)
	require.NoError(t, os.WriteFile(path, png, 0o644))
	t.Logf("screenshot: %s", path)
}

func sqSel(sq string) string { return fmt.Sprintf(`#board g.sq[data-sq="%s"]`, sq) }

// open loads the page of a game and waits for its board.
func open(t *testing.T, ctx context.Context, c *client, id string) {
	t.Helper()
	do(t, ctx, chromedp.Navigate(c.url+"/?game="+id), visible(`#board g.sq[data-sq="a1"]`))
}

// clickStep enters one step as a person does: End and Null by their
// buttons, special moves from the unit's menu (chosen, then played), other steps by clicking the
// unit and the target (and the way, when several lead there).
func clickStep(t *testing.T, ctx context.Context, st State, step string) {
	t.Helper()
	switch step {
	case "end":
		do(t, ctx, click("#btn-end"))
		return
	case "0000":
		do(t, ctx, click("#btn-null"))
		return
	}
	var ls LegalStep
	for _, l := range st.Legal {
		if l.Text == step {
			ls = l
		}
	}
	require.NotEmpty(t, ls.Text, "step %q is not legal here", step)
	menuButton := fmt.Sprintf(`#menu button[data-step="%s"]`, step)
	if ls.Kind == "special" {
		// Chosen in the menu (its preview is drawn), then played.
		do(t, ctx, click(sqSel(ls.From)), visible(menuButton), click(menuButton), visible("#btn-play-chosen"), click("#btn-play-chosen"))
		return
	}
	ways := 0
	for _, l := range st.Legal {
		if l.From == ls.From && l.To == ls.To && boardStep(l.Kind) {
			ways++
		}
	}
	if len(st.Partial) == 0 { // inside a turn the unit is selected already
		do(t, ctx, click(sqSel(ls.From)), visible(sqSel(ls.From)+".selected"))
	}
	do(t, ctx, click(sqSel(ls.To)))
	if ways > 1 {
		do(t, ctx, visible(menuButton), click(menuButton))
	}
}

func boardStep(kind string) bool {
	switch kind {
	case "move", "capture", "shot", "wallhit", "siege":
		return true
	}
	return false
}

// waitPage waits until the page shows the state the server holds.
func waitPage(t *testing.T, ctx context.Context, c *client, id string, what string, ok func(State) bool) State {
	t.Helper()
	st := c.waitFor(id, what, ok)
	for range 500 {
		shown := eval[string](t, ctx, `st ? String(st.version) : ""`)
		if shown == fmt.Sprint(c.state(id).Version) {
			return c.state(id)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the page did not show %s", what)
	return st
}

// TestBrowserPlaysByClicks: a game against the engine entered by clicks: a
// Double Move step by step (V13-DOUBLEMOVE), a special move from the menu
// (V13-TERRAIN-ADJUST raise), a step ended with End; the engine answers
// each turn and the move list grows.
func TestBrowserPlaysByClicks(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Player: "greedy", Nodes: 200})
	open(t, ctx, c, st.ID)
	screenshot(t, ctx, "gui-start.png")

	clickStep(t, ctx, st, "h4-h5")
	st = waitPage(t, ctx, c, st.ID, "the first step", func(s State) bool { return len(s.Partial) == 1 })
	targets := eval[int](t, ctx, `document.querySelectorAll('#board .sq.target').length`)
	assert.Positive(t, targets, "the next steps of the turn are shown")
	clickStep(t, ctx, st, "h5-h6")
	st = waitPage(t, ctx, c, st.ID, "the engine's reply", func(s State) bool { return len(s.Turns) == 2 && s.HumanTurn })
	assert.Equal(t, "h4-h5,h5-h6", st.Turns[0].Token)

	clickStep(t, ctx, st, "a1!raise")
	st = waitPage(t, ctx, c, st.ID, "the engine's second reply", func(s State) bool { return len(s.Turns) == 4 && s.HumanTurn })
	assert.Equal(t, "a1!raise", st.Turns[2].Token)
	assert.Equal(t, "1", attr(t, ctx, sqSel("a1")+" .terrain", "data-level").Value, "the raised square shows its level")

	clickStep(t, ctx, st, "b4-b5")
	waitPage(t, ctx, c, st.ID, "the end button", func(s State) bool { return len(s.Partial) == 1 })
	clickStep(t, ctx, st, "end")
	st = waitPage(t, ctx, c, st.ID, "the engine's third reply", func(s State) bool { return len(s.Turns) == 6 && s.HumanTurn })
	assert.Equal(t, "b4-b5", st.Turns[4].Token)

	assert.Equal(t, 6, eval[int](t, ctx, `document.querySelectorAll('#moves span.turn').length`))

	// Navigation: back to the start position and forward again.
	do(t, ctx, click("#nav-first"))
	require.Eventually(t, func() bool { return text(t, ctx, "#nav-info") == "ply 0 of 6" }, time.Minute, 20*time.Millisecond)
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#board .lastpath').length`), "the start position has no last turn")
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#board .terrain').length`), "a1 is not raised yet")
	do(t, ctx, click("#nav-last"))
	assert.Contains(t, text(t, ctx, "#nav-info"), "live")

	// The flip button turns the board round, and back.
	for _, want := range []string{"true", "false"} {
		do(t, ctx, click("#btn-flip"))
		require.Eventually(t, func() bool { return attr(t, ctx, "#board", "data-flip").Value == want }, time.Minute, 20*time.Millisecond, "flip %s", want)
	}
}

// richPosition has a tomb, a wall, terrain levels, a flood, a paralysed
// unit and a unit with multimove awards.
const richPosition = "4K11/16/16/16/3R12/16/16/16/7q8/16/16/16/16/16/4p11/8k7 w level:d4=3,e5=-2 wall:4=e3e4 tomb:c6=active/2/P10 unit:2/par=4/paro=2,3/mm=2 mark:flood@e5/7"

// TestBrowserDrawsTheWholeState: the board of a hand-made position shows
// each piece of state as such (V13-UI-VISUAL, V13-TOMB-CREATE,
// V13-WALL-BUILD, V13-TERRAIN, V13-PARALYSIS, V13-MULTIMOVE, V13-FLOOD).
func TestBrowserDrawsTheWholeState(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: richPosition})
	open(t, ctx, c, st.ID)
	for _, tc := range []struct {
		name, selector, attr, want string
	}{
		{"an active tomb with its queue", sqSel("c6") + " .tomb.tomb-active", "data-queue", "1"},
		{"the tomb's rot", sqSel("c6") + " .tomb", "data-rot", "2"},
		{"a wall tinted by its white owner", sqSel("e3") + " .wall.wall-white", "data-owner", "4"},
		{"the wall's second square", sqSel("e4") + " .wall", "data-owner", "4"},
		{"a raised square", sqSel("d4") + " .terrain", "data-level", "3"},
		{"a lowered square", sqSel("e5") + " .terrain", "data-level", "-2"},
		{"a flood with its timer", sqSel("e5") + " .marker.marker-flood", "data-timer", "7"},
		{"the paralysed rook", `#board .unit[data-unit="2"].paralyzed`, "data-type", "rook"},
		{"the queen's multimove glow of 3 steps", `#board .unit[data-unit="3"].glow-3`, "data-type", "queen"},
		{"the black king", `#board .unit[data-unit="1"]`, "data-side", "black"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, 1, eval[int](t, ctx, fmt.Sprintf("document.querySelectorAll(%q).length", tc.selector)), "no %s", tc.selector)
			got := attr(t, ctx, tc.selector, tc.attr)
			assert.True(t, got.Exists)
			assert.Equal(t, tc.want, got.Value)
		})
	}
	assert.Equal(t, "4", eval[string](t, ctx, `document.querySelector('#board .unit[data-unit="2"] .par text').textContent`), "the paralysis count")
	assert.Equal(t, "16", eval[string](t, ctx, `document.querySelector('#board .unit[data-unit="2"] .range').textContent`), "the rook's range")
	assert.Equal(t, "#ff8a00", attr(t, ctx, `#board .unit[data-unit="3"] circle.glow`, "stroke").Value, "3 steps glow orange")
	fill := eval[string](t, ctx, `getComputedStyle(document.querySelector('#board .unit[data-unit="2"] .par circle')).fill`)
	assert.Equal(t, "rgb(30, 142, 62)", fill, "paralysis is green")

	// The position string on request.
	do(t, ctx, click("#btn-fen"))
	assert.Equal(t, st.FEN, get(t, ctx, chromedp.Value(chromedp.CSS("#fen"))))
	screenshotSmall(t, ctx, "gui-state.png")
}

// TestBrowserAnalysis: the analysis view lists MultiPV lines and draws the
// best one on the board.
func TestBrowserAnalysis(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: richPosition})
	open(t, ctx, c, st.ID)
	do(t, ctx, chromedp.SetValue(chromedp.CSS("#multipv"), "3"), chromedp.SetValue(chromedp.CSS("#atime"), "1000"), click("#btn-analyse"))
	waitPage(t, ctx, c, st.ID, "the analysis", func(s State) bool { return !s.Analysing && len(s.Analysis) == 3 })
	st = c.state(st.ID)
	assert.Equal(t, 3, eval[int](t, ctx, `document.querySelectorAll('#lines tbody tr').length`))
	// The best line is drawn on the board, its first step from where it starts.
	first := strings.Split(strings.Fields(st.Analysis[0].PV)[0], ",")[0]
	from := first[:strings.IndexAny(first[1:], "-x~*#!")+1]
	assert.Equal(t, from, attr(t, ctx, "#overlay #pv-arrows .pv1", "data-from").Value, "the line %s", st.Analysis[0].PV)
	assert.Equal(t, st.Analysis[0].PV, attr(t, ctx, "#overlay #pv-arrows", "data-pv").Value)
	screenshotSmall(t, ctx, "gui-analysis.png")
}

// TestBrowserFullGame plays a whole game against the engine (the random
// player) by clicks, to its end by the rules, and checks the page says so.
func TestBrowserFullGame(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Player: "random", Position: fullGameStart})
	open(t, ctx, c, st.ID)
	for turn := 0; st.Result == "*"; turn++ {
		require.Less(t, turn, 60, "the game should be over")
		n := len(st.Turns)
		for i, step := range chooseTurn(t, st) {
			clickStep(t, ctx, st, step)
			st = waitPage(t, ctx, c, st.ID, "step "+step, func(s State) bool { return len(s.Partial) == i+1 || len(s.Turns) > n })
		}
		st = waitPage(t, ctx, c, st.ID, "the engine", func(s State) bool { return s.Result != "*" || s.HumanTurn })
	}
	assert.Equal(t, "1-0", st.Result, st.Reason)
	result := attr(t, ctx, "#status", "data-result").Value
	status := text(t, ctx, "#status")
	assert.Equal(t, "1-0", result)
	assert.True(t, strings.Contains(status, st.Reason), status)
	t.Logf("%s (%s) after %d turns", st.Result, st.Reason, len(st.Turns))
	screenshot(t, ctx, "gui-fullgame.png")
}

// TestBrowserWatchAndGraph: engine against engine; the page follows the
// game live, the move list and the evaluation graph grow.
func TestBrowserWatchAndGraph(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeWatch, MoveTime: 100, PauseAt: 50})
	open(t, ctx, c, st.ID)
	st = waitPage(t, ctx, c, st.ID, "50 engine turns", func(s State) bool { return s.Paused && !s.Thinking || s.Result != "*" })
	t.Logf("the page shows %d turns, %s", len(st.Turns), st.Result)
	assert.Equal(t, len(st.Turns), eval[int](t, ctx, `document.querySelectorAll('#moves span.turn').length`))
	scored := 0
	for _, turn := range st.Turns {
		if turn.Eval {
			scored++
		}
	}
	points := attr(t, ctx, "#graph", "data-points").Value
	assert.Equal(t, fmt.Sprint(scored), points, "every scored engine turn is a point of the graph")
	// A turn played before the search finished its first root step (100 ms
	// on a loaded machine) has no score to draw; nearly all have one.
	assert.GreaterOrEqual(t, scored*10, len(st.Turns)*9, "%d of %d engine turns scored", scored, len(st.Turns))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#board .lastpath').length`), "the last turn's path")
	screenshot(t, ctx, "gui-midgame.png")
}

// TestBrowserRespawnAndNull: the Respawn button brings back the oldest unit
// of an open tomb (V13-RESPAWN), the Null button passes (V13-NULLMOVE).
func TestBrowserRespawnAndNull(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:c3=open/0/p40"})
	open(t, ctx, c, st.ID)
	assert.Equal(t, "open", attr(t, ctx, sqSel("c3")+" .tomb", "data-state").Value)
	do(t, ctx, click("#btn-respawn"))
	st = waitPage(t, ctx, c, st.ID, "the respawn", func(s State) bool { return len(s.Turns) == 1 })
	assert.Equal(t, "@c3", st.Turns[0].Token)
	assert.Equal(t, "pawn", attr(t, ctx, `#board .occ[data-sq="c3"] .unit`, "data-type").Value, "the pawn is back on c3")
	assert.Equal(t, "40", attr(t, ctx, `#board .occ[data-sq="c3"] .unit`, "data-unit").Value)
	clickStep(t, ctx, st, "0000")
	st = waitPage(t, ctx, c, st.ID, "the null", func(s State) bool { return len(s.Turns) == 2 })
	assert.Equal(t, "0000", st.Turns[1].Token)
}

// TestBrowserClocks: a game on clocks shows both clocks, the running one
// marked and counting down between states.
func TestBrowserClocks(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "white", Base: 60000, Inc: 1000})
	open(t, ctx, c, st.ID)
	require.Eventually(t, func() bool { return strings.HasPrefix(text(t, ctx, "#clock-white"), "White 0:5") }, time.Minute, 50*time.Millisecond,
		"White's clock runs down from 1:00: %q", text(t, ctx, "#clock-white"))
	assert.Equal(t, "Black 1:00", text(t, ctx, "#clock-black"))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#clocks .clock.running').length`))
	assert.Equal(t, "clock running", attr(t, ctx, "#clock-white", "class").Value)
}

// rotatePosition: White's rook on c3 and pawns on d4 and e5 against a
// black pawn on e3: White holds the majority of the 3x3 block c3-e5
// (centre d4).
const rotatePosition = "4K11/16/16/16/16/16/16/16/16/16/16/4p11/3p12/2r1P11/16/8k7 w"

// TestBrowserRotateChosenPreviewedPlayed: the rook's special moves are
// grouped; the Rotate of the 3x3 block on c3 by 90 degrees (V13-ROTATE) is
// chosen from the relocations, its preview drawn on the board (where each
// unit lands, as the server's preview says), then played.
func TestBrowserRotateChosenPreviewedPlayed(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: rotatePosition})
	open(t, ctx, c, st.ID)
	const step = "c3!rotate:3x90"
	require.True(t, hasStep(st, step))
	rookID := attr(t, ctx, `#board .occ[data-sq="c3"] .unit`, "data-unit").Value

	variant := `#menu section[data-group="relocation"] .kind[data-name="rotate"] button[data-step="` + step + `"]`
	do(t, ctx, click(sqSel("c3")), visible(variant))
	groups := eval[[]string](t, ctx, `[...document.querySelectorAll('#menu section.group')].map(s => s.dataset.group)`)
	assert.Contains(t, groups, "relocation")
	assert.Contains(t, text(t, ctx, `#menu .kind[data-name="rotate"] .kind-title`), "turns a square block clockwise", "the kind is explained")
	assert.Equal(t, "3x3 90°", text(t, ctx, variant))

	do(t, ctx, click(variant), visible("#btn-play-chosen"))
	// The preview: one arrow per unit the block carries, to where the rules put it.
	var want PreviewAnswer
	code, body := c.get("/api/preview?game=" + st.ID + "&step=" + url.QueryEscape(step))
	require.Equal(t, http.StatusOK, code, string(body))
	require.NoError(t, json.Unmarshal(body, &want))
	require.Len(t, want.Preview.Moves, 3, "the rook and two pawns move; the pawn on d4, the centre, stays")
	require.Eventually(t, func() bool {
		return eval[int](t, ctx, `document.querySelectorAll('#overlay #preview line.pv-move').length`) == len(want.Preview.Moves)
	}, 10*time.Second, 20*time.Millisecond, "the preview's arrows")
	for _, m := range want.Preview.Moves {
		sel := fmt.Sprintf(`#overlay line.pv-move[data-from="%s"][data-to="%s"]`, m.From, m.To)
		assert.Equal(t, 1, eval[int](t, ctx, fmt.Sprintf("document.querySelectorAll(%q).length", sel)), "arrow %s-%s", m.From, m.To)
	}
	assert.Contains(t, text(t, ctx, "#chosen .what"), "3 units move")
	assert.Contains(t, text(t, ctx, "#chosen .what"), "no paralysis", "the cost")
	screenshotSmall(t, ctx, "gui-rotate-preview.png")

	do(t, ctx, click("#btn-play-chosen"))
	st = waitPage(t, ctx, c, st.ID, "the rotate", func(s State) bool { return len(s.Turns) == 1 })
	assert.Equal(t, step, st.Turns[0].Token)
	assert.Equal(t, rookID, attr(t, ctx, `#board .occ[data-sq="c5"] .unit`, "data-unit").Value, "the rook went from the block's corner c3 to c5")
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#overlay #preview').length`), "the preview is gone")
}

// pullPosition: White's rook on d2 sees Black's knight on d8 with nothing
// between: it may pull it 1 to 5 squares (V13-PULL).
const pullPosition = "4K11/16/16/16/16/16/16/16/3L12/16/16/16/16/16/3r12/8k7 w"

// TestBrowserPullPickedOnTheBoard: the Pull's target is picked by a click
// on the board: "pick the target" marks the squares, a click on the
// knight narrows the menu to the pulls onto it; one is chosen, previewed
// (the knight's landing), and played.
func TestBrowserPullPickedOnTheBoard(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Position: pullPosition})
	open(t, ctx, c, st.ID)
	const step = "d2!pull-d8:3"
	require.True(t, hasStep(st, step))
	knightID := attr(t, ctx, `#board .occ[data-sq="d8"] .unit`, "data-unit").Value

	pick := `#menu .kind[data-name="pull"] button.pick`
	do(t, ctx, click(sqSel("d2")), visible(pick), click(pick))
	require.Eventually(t, func() bool {
		return eval[bool](t, ctx, `document.querySelector('`+sqSel("d8")+`').classList.contains('special-target')`)
	}, 10*time.Second, 20*time.Millisecond, "the pull's target is marked")
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#board .sq.target').length`), "only the pull's targets are marked")

	do(t, ctx, click(sqSel("d8")))
	variant := `#menu .kind[data-name="pull"] button[data-step="` + step + `"]`
	do(t, ctx, visible(variant))
	assert.Equal(t, 5, eval[int](t, ctx, `document.querySelectorAll('#menu .variants button').length`), "the pulls onto d8: 1 to 5 squares")
	do(t, ctx, click(variant), visible("#btn-play-chosen"))
	require.Eventually(t, func() bool {
		return eval[int](t, ctx, `document.querySelectorAll('#overlay line.pv-move[data-from="d8"][data-to="d5"]').length`) == 1
	}, 10*time.Second, 20*time.Millisecond, "the preview shows the knight's landing")
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#overlay rect.pv-target[data-sq="d8"]').length`), "and the target")
	assert.Contains(t, text(t, ctx, "#chosen .what"), "paralyses the unit 1 turn", "Pull 3 costs floor(3/3) turns")
	screenshotSmall(t, ctx, "gui-pull-pick.png")

	do(t, ctx, click("#btn-play-chosen"))
	st = waitPage(t, ctx, c, st.ID, "the pull", func(s State) bool { return len(s.Turns) == 1 })
	assert.Equal(t, step, st.Turns[0].Token)
	assert.Equal(t, knightID, attr(t, ctx, `#board .occ[data-sq="d5"] .unit`, "data-unit").Value, "the knight stands on d5")
}

// TestBrowserEngineThinkingInPlay: while the engine searches its turn in a
// game against a person, the page shows its depth, score, speed and line,
// and draws the line as arrows on the board.
func TestBrowserEngineThinkingInPlay(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModePlay, Human: "black", MoveTime: 20000})
	open(t, ctx, c, st.ID)
	st = waitPage(t, ctx, c, st.ID, "the engine's first line", func(s State) bool { return s.Thinking && s.Live != nil && s.Live.PV != "" })
	require.Eventually(t, func() bool {
		return eval[int](t, ctx, `document.querySelectorAll('#overlay #pv-arrows .pv-arrow, #overlay #pv-arrows rect.pv-spot').length`) > 0
	}, 10*time.Second, 20*time.Millisecond, "the line's arrows")
	pv := attr(t, ctx, "#overlay #pv-arrows", "data-pv").Value
	assert.NotEmpty(t, pv)
	assert.Contains(t, text(t, ctx, "#think-depth"), "depth ")
	assert.Regexp(t, `^[+-]\d+\.\d\d$|mates`, text(t, ctx, "#think-score"))
	assert.Contains(t, text(t, ctx, "#think-head"), "thinking")
	assert.False(t, eval[bool](t, ctx, `document.getElementById('thinking').classList.contains('hidden')`))
	screenshotSmall(t, ctx, "gui-thinking.png")
	// The arrows go when the engine stops (Pause, here, not to wait for it).
	do(t, ctx, click("#btn-pause"))
	waitPage(t, ctx, c, st.ID, "the engine stopped", func(s State) bool { return s.Paused && s.Live == nil })
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#overlay #pv-arrows').length`))
	assert.True(t, eval[bool](t, ctx, `document.getElementById('thinking').classList.contains('hidden')`))
}

// TestBrowserKeys: the keyboard path for the common actions: E ends a
// turn, U takes it back, F flips the board.
func TestBrowserKeys(t *testing.T) {
	ctx, c := browser(t)
	st := c.newGame(Config{Mode: ModeAnalyse})
	open(t, ctx, c, st.ID)
	clickStep(t, ctx, st, "b4-b5")
	waitPage(t, ctx, c, st.ID, "the first step", func(s State) bool { return len(s.Partial) == 1 })
	do(t, ctx, chromedp.KeyEvent("e"))
	st = waitPage(t, ctx, c, st.ID, "the turn ended by E", func(s State) bool { return len(s.Turns) == 1 })
	assert.Equal(t, "b4-b5", st.Turns[0].Token)
	do(t, ctx, chromedp.KeyEvent("u"))
	waitPage(t, ctx, c, st.ID, "the turn taken back by U", func(s State) bool { return len(s.Turns) == 0 })
	do(t, ctx, chromedp.KeyEvent("f"))
	waitPage(t, ctx, c, st.ID, "the board flipped by F", func(s State) bool { return s.Flipped })
	require.Eventually(t, func() bool { return attr(t, ctx, "#board", "data-flip").Value == "true" }, 10*time.Second, 20*time.Millisecond)
}

// TestBrowserPlays12AFromTheDialogV12ASTART: the new-game dialog offers
// the variants the server lists; a 12A game chosen there is drawn on its
// 12x12 board (144 squares, files a-l, ranks 1-12), named in the header,
// its letters in the legend; a pawn's step is made by clicks and the
// engine answers it; the analysis's line is drawn as arrows on the 12x12
// squares; Flip turns the board round.
func TestBrowserPlays12AFromTheDialogV12ASTART(t *testing.T) {
	ctx, c := browser(t)
	do(t, ctx, chromedp.Navigate(c.url+"/"), visible(`#board g.sq[data-sq="a1"]`),
		chromedp.WaitReady(chromedp.CSS(`#variant option[value="frozenchess12a"]`)))
	options := eval[[]string](t, ctx, `[...document.querySelectorAll('#variant option')].map(o => o.value)`)
	assert.Equal(t, board.VariantNames(), options, "the dialog offers every variant the server plays")
	assert.Equal(t, "FrozenChess 12A (12x12)", eval[string](t, ctx, `document.querySelector('#variant option[value="frozenchess12a"]').textContent`))

	do(t, ctx,
		chromedp.SetValue(chromedp.CSS("#mode"), "play"),
		chromedp.SetValue(chromedp.CSS("#side"), "white"),
		chromedp.SetValue(chromedp.CSS("#tc"), "nodes=2000"),
		chromedp.SetValue(chromedp.CSS("#player"), "search"),
		chromedp.SetValue(chromedp.CSS("#variant"), "frozenchess12a"),
		click("#start"),
		visible(`#board[data-variant="frozenchess12a"]`))
	id := eval[string](t, ctx, `gameId`)
	st := c.state(id)
	require.Equal(t, "frozenchess12a", st.Variant.Name)
	require.Equal(t, "play", st.Mode)
	require.Equal(t, "search", st.Player)
	require.Equal(t, "nodes=2000", st.TC)

	assert.Equal(t, 144, eval[int](t, ctx, `document.querySelectorAll('#board g.sq').length`), "a 12x12 board")
	assert.Equal(t, "abcdefghijkl", eval[string](t, ctx, `[...new Set([...document.querySelectorAll('#board text.coord.file')].map(e => e.textContent))].sort().join('')`))
	assert.Equal(t, 12, eval[int](t, ctx, `Math.max(...[...document.querySelectorAll('#board text.coord.rank')].map(e => +e.textContent))`))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#board g.sq[data-sq="m1"], #board g.sq[data-sq="a13"]').length`), "no square beyond l12")
	side := 12*sqPx + 2*marginPx
	assert.Equal(t, fmt.Sprintf("%d / %d", side, side), eval[string](t, ctx, `document.getElementById('board-wrap').style.aspectRatio`), "the frame takes the board's proportions")
	assert.Equal(t, "FrozenChess 12A", text(t, ctx, "#game-variant"), "the header names the game")
	assert.Equal(t, "frozenchess12a", get(t, ctx, chromedp.Value(chromedp.CSS("#variant"))), "the dialog shows the game's variant")
	assert.Contains(t, text(t, ctx, "#letters"), "J jester")
	assert.NotContains(t, text(t, ctx, "#letters"), "frog")

	// A pawn's step by clicks: the pawn, its marked target, the target.
	do(t, ctx, click(sqSel("e2")), visible(sqSel("e2")+".selected"))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('`+sqSel("e3")+`.target').length`), "e3 is marked as a target")
	do(t, ctx, click(sqSel("e3")))
	st = waitPage(t, ctx, c, id, "the pawn's step", func(s State) bool { return len(s.Partial) == 1 || len(s.Turns) > 0 })
	if len(st.Turns) == 0 {
		clickStep(t, ctx, st, "end")
	}
	st = waitPage(t, ctx, c, id, "the engine's answer", func(s State) bool { return len(s.Turns) == 2 && s.HumanTurn })
	assert.Equal(t, "e2-e3", st.Turns[0].Token)
	assert.Equal(t, "*", st.Result, st.Reason)
	assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('#moves span.turn').length`))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#board .occ[data-sq="e3"] .unit[data-type="pawn"]').length`), "the pawn stands on e3")
	screenshotSmall(t, ctx, "gui-12a.png")

	// The analysis's best line is drawn as arrows between 12x12 squares.
	do(t, ctx, chromedp.SetValue(chromedp.CSS("#multipv"), "1"), chromedp.SetValue(chromedp.CSS("#atime"), "1000"), click("#btn-analyse"))
	st = waitPage(t, ctx, c, id, "the analysis", func(s State) bool { return !s.Analysing && len(s.Analysis) == 1 && s.Analysis[0].PV != "" })
	require.Eventually(t, func() bool {
		return eval[int](t, ctx, `document.querySelectorAll('#overlay #pv-arrows .pv-arrow, #overlay #pv-arrows rect.pv-spot').length`) > 0
	}, 10*time.Second, 20*time.Millisecond, "the line's arrows")
	for _, sq := range eval[[]string](t, ctx, `[...document.querySelectorAll('#overlay #pv-arrows [data-from], #overlay #pv-arrows [data-to], #overlay #pv-arrows [data-sq]')].flatMap(e => [e.dataset.from, e.dataset.to, e.dataset.sq]).filter(Boolean)`) {
		assert.True(t, onBoard(t, sq, 12, 12), "the line %s: %s", st.Analysis[0].PV, sq)
	}

	// Flipped, a1 is at the top right and l12 at the bottom left.
	x := func(sq string) float64 {
		return eval[float64](t, ctx, `document.querySelector('`+sqSel(sq)+`').getBoundingClientRect().x`)
	}
	assert.Less(t, x("a1"), x("l12"))
	do(t, ctx, click("#btn-flip"))
	require.Eventually(t, func() bool { return attr(t, ctx, "#board", "data-flip").Value == "true" }, time.Minute, 20*time.Millisecond)
	assert.Greater(t, x("a1"), x("l12"))
}
