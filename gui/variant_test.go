package gui

import (
	"net/http"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A new game of FrozenChess 8.0: the start is 8.0's (V8-START), the legal
// turns are its first turn's pawn steps (V8-FIRST-MOVE), a step plays, and
// the board is drawn with 8.0's letters; the default is 13.0.
func TestNewGameVariantV8START(t *testing.T) {
	c, _ := newTestServer(t)
	st := c.newGame(Config{Mode: ModeAnalyse, Variant: "frozenchess8"})
	assert.Equal(t, board.StartFEN8, st.FEN)
	require.Len(t, st.Legal, 32)
	assert.True(t, hasStep(st, "h4-h5"))
	st = c.step(st.ID, "h4-h5")
	assert.Contains(t, st.FEN, " variant:frozenchess8 ")
	assert.Contains(t, st.SVG, ">Z</text>", "the 8.0 Cannon's letter")
	assert.NotContains(t, st.SVG, ">\x00</text>", "no type without its letter")

	assert.Equal(t, board.StartFEN, c.newGame(Config{Mode: ModeAnalyse}).FEN, "the default is 13.0")
}

// An 8.0 pawn's acceleration awards are a multimove (V8-PAWN-ACCEL): the
// pawn glows as any multimover does; a 13.0 pawn's awards give it none.
// (The pawn on e4 is unit 1: ids follow the reading order.)
func TestPawnGlowV8PAWNACCEL(t *testing.T) {
	p8 := board.MustParse("16/16/16/16/16/16/16/16/16/16/16/16/4p11/16/16/k14K w variant:frozenchess8 unit:1/mm=2 ply:2")
	assert.True(t, strings.Contains(RenderSVG(p8, RenderOptions{}), "glow-3"), "V8-PAWN-ACCEL: the pawn glows, 3 steps")
	p13 := board.MustParse("16/16/16/16/16/16/16/16/16/16/16/16/4p11/16/16/k14K w unit:1/mm=2")
	assert.False(t, strings.Contains(RenderSVG(p13, RenderOptions{}), "glow-"), "13.0: no glow")
}

// TestCargoShownV8SHIP: V8-SHIP, V8-CANNON. The board the API sends draws
// what a transport holds: a count badge and the held units' letters
// (data-cargo), and the unit's title (its square's info) lists them; an 8.0
// cannon without ammunition says so; boarding and unloading are offered
// and the drawing follows them.
func TestCargoShownV8SHIP(t *testing.T) {
	c, _ := newTestServer(t)
	// White: a ship on e4 (id 2) carrying a rook and a paralysed knight, a
	// cannon on g3 (id 3) loaded with a pawn, a cannon on j3 (id 4) empty.
	pos := "8K7/16/16/16/16/16/16/16/16/16/16/16/4s11/6z2z6/16/8k7 w variant:frozenchess8 ply:10 gone:r60n61p62 unit:60/parent=2,61/par=2/parent=2,62/parent=3"
	st := c.newGame(Config{Mode: ModeAnalyse, Variant: "frozenchess8", Position: pos})
	require.Equal(t, pos, st.FEN)
	assert.Contains(t, st.SVG, `data-type="ship" data-facing="n" data-cargo="rn"`)
	assert.Contains(t, st.SVG, `carries 2 of 8: white rook 60, white knight 61 (paralysed for 2 turns)`)
	assert.Contains(t, st.SVG, `data-type="cannon" data-facing="n" data-cargo="p"`)
	assert.Contains(t, st.SVG, `loaded with white pawn 62`)
	assert.Contains(t, st.SVG, `no ammunition (it cannot capture)`)
	assert.Equal(t, 2, strings.Count(st.SVG, `<g class="cargo">`), "a badge on the ship and on the loaded cannon")
	assert.Contains(t, st.SVG, `<text class="badge" x="39.5" y="43">2</text>`)
	require.True(t, hasStep(st, "e4!unload-e5:1"), "unloading is offered")
	code, ans, body := c.preview(st.ID, "e4!unload-e5:1")
	require.Equal(t, http.StatusOK, code, body)
	assert.Equal(t, []PreviewMove{{From: "e4", To: "e5"}}, ans.Preview.Moves, "the unit leaves the ship")
	assert.Empty(t, ans.Preview.New)
	st = c.step(st.ID, "e4!unload-e5:1")
	assert.Contains(t, st.SVG, `data-cargo="n"`)
	assert.Contains(t, st.SVG, `carries 1 of 8: white knight 61`)
	// White to move in the position after it: the rook boards again.
	st = c.newGame(Config{Mode: ModeAnalyse, Variant: "frozenchess8", Position: strings.Replace(st.FEN, " b ", " w ", 1)})
	require.True(t, hasStep(st, "e5!board-e4"), st.FEN)
	_, ans, _ = c.preview(st.ID, "e5!board-e4")
	assert.Equal(t, []PreviewMove{{From: "e5", To: "e4"}}, ans.Preview.Moves, "the rook goes aboard")
	assert.Empty(t, ans.Preview.Gone)

	plain := c.newGame(Config{Mode: ModeAnalyse})
	assert.NotContains(t, plain.SVG, "data-cargo", "13.0's cannon holds nothing")
}
