package gui

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A new game of FrozenChess 8.0: the start is 8.0's (V8-START), the legal
// turns are its first turn's pawn steps (V8-FIRST-MOVE), a step plays, and
// the board is drawn with 8.0's letters; an unknown variant is refused.
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

	code, body := c.post("/api/new", Config{Mode: ModeAnalyse, Variant: "chess"})
	assert.Equal(t, http.StatusBadRequest, code)
	var e errorBody
	require.NoError(t, json.Unmarshal(body, &e))
	assert.Contains(t, e.Error, `variant "chess": want frozenchess or frozenchess8`)
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
