package gui

import (
	"encoding/json"
	"net/http"
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
	code, body = c.post("/api/new", Config{Mode: ModeAnalyse, Variant: "frozenchess12a"})
	assert.Equal(t, http.StatusBadRequest, code, "the 12x12 board is not drawn yet")
	require.NoError(t, json.Unmarshal(body, &e))
	assert.Contains(t, e.Error, `variant "frozenchess12a": want frozenchess or frozenchess8`)
	assert.Equal(t, board.StartFEN, c.newGame(Config{Mode: ModeAnalyse}).FEN, "the default is 13.0")
}
