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

// Errors name their command once: no prefix repeats ("position: position:
// ...", "turn 1: turn \"junk\": ..." before).
func TestErrorsDoNotRepeatTheirPrefix(t *testing.T) {
	cases := []struct {
		line string
		want string
	}{
		{"position fen x", "info string error: position: want a board field and a side to move (w or b), got 1 fields"},
		{"position fen 16 w", "info string error: position: board: want 16 ranks separated by '/', got 1"},
		{"position startpos moves junk", `info string error: position: turn 1 "junk": step "junk": square "j": want a file a-p and a rank 1-16`},
		{"position startpos moves h4-h5 a1-a2", `info string error: position: turn 2 "a1-a2": step "a1-a2" is not possible for black in this position`},
		{"position fen 8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w turn:1/double/1/1", "info string error: position: turn actor 1 belongs to black, but white is to move"},
	}
	for _, c := range cases {
		t.Run(c.line, func(t *testing.T) {
			var out bytes.Buffer
			e := New(&out)
			e.Handle(c.line)
			assert.Equal(t, c.want, strings.TrimSpace(out.String()))
		})
	}
}
