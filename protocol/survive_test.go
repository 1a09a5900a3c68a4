package protocol

import (
	"bytes"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A panic inside a command costs that command only: it becomes an error
// line and the engine keeps its position and answers the next command.
func TestCommandSurvivesPanic(t *testing.T) {
	var out bytes.Buffer
	e := New(&out)
	e.Handle("position startpos moves c2-c3")
	before := e.game.Pos.Format()
	func() {
		defer e.survive("position")
		panic("boom")
	}()
	assert.Contains(t, out.String(), "info string error: internal error in position: boom")
	assert.Equal(t, before, e.game.Pos.Format())
	out.Reset()
	e.Handle("isready")
	assert.Equal(t, "readyok\n", out.String())
}

// A panic inside a search still ends in a bestmove: a legal turn of the
// position the search was given, after the error line.
func TestSearchPanicFallsBack(t *testing.T) {
	var out bytes.Buffer
	e := New(&out)
	start := board.StartPosition()
	func() {
		defer e.fallBack(start)
		panic("boom")
	}()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], "info string error: internal error in go: boom")
	turn, ok := strings.CutPrefix(lines[1], "bestmove ")
	require.True(t, ok, lines[1])
	require.NoError(t, movegen.NewGame(board.StartPosition()).PlayTurn(turn), "the fallback turn %s is legal", turn)
}
