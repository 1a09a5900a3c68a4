package protocol

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// longGame is the position command of a game fcmatch played, late in the
// game: its start and 337 turns (testdata/long_game.txt).
func longGame(b *testing.B) string {
	data, err := os.ReadFile("testdata/long_game.txt")
	require.NoError(b, err)
	return strings.TrimSpace(string(data))
}

// BenchmarkPositionLongGame measures that command played from its start
// (a new game, or one the engine has not followed): every turn is parsed,
// checked and made.
func BenchmarkPositionLongGame(b *testing.B) {
	line := longGame(b)
	e := New(io.Discard)
	e.Handle(line)
	require.EqualValues(b, 2+337, e.game.Pos.Ply(), "the game replays") // the start is at ply 2
	b.ReportAllocs()
	for b.Loop() {
		e.Handle("ucinewgame")
		e.Handle(line)
	}
}

// BenchmarkPositionNextTurn measures what a GUI or match runner costs the
// engine before each go: the same command with one turn more than the last,
// of which only the new turn is played.
func BenchmarkPositionNextTurn(b *testing.B) {
	line := longGame(b)
	before := line[:strings.LastIndexByte(line, ' ')]
	e := New(io.Discard)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		e.Handle("ucinewgame")
		e.Handle(before)
		b.StartTimer()
		e.Handle(line)
	}
	require.EqualValues(b, 2+337, e.game.Pos.Ply())
}
