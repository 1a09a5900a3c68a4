package protocol

import (
	"io"
	"strings"
	"testing"

	benchsuite "github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/require"
)

// BenchmarkPositionLongGame measures that command played from its start
// (a new game, or one the engine has not followed): every turn is parsed,
// checked and made.
func BenchmarkPositionLongGame(b *testing.B) {
	line := longGame(b)
	e := New(io.Discard)
	e.Handle(line)
	require.EqualValues(b, 2+longGameTurns, e.game.Pos.Ply(), "the game replays") // the start is at ply 2
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
	require.EqualValues(b, 2+longGameTurns, e.game.Pos.Ply())
}

// BenchmarkLegalMoves measures the legalmoves command on each position of
// the benchmark suite (bench/suite.txt): what a GUI or a client pays to list
// the turns it may play. Per turn (turns/op) it is held to at most twice
// BenchmarkPerftOne's cost, in instructions (README, Development):
// legalmoves lists the same turns as perft 1 counts, with their notation.
func BenchmarkLegalMoves(b *testing.B) {
	forSuite(b, func(b *testing.B, p *board.Position) uint64 {
		e := New(io.Discard)
		for b.Loop() {
			e.game = rules.Game{Pos: p.Clone()}
			e.Handle("legalmoves")
		}
		return movegen.NewGame(p.Clone()).Perft(1)
	})
}

// BenchmarkPerftOne counts perft 1 of the same positions with a new game
// each, as the perft command does.
func BenchmarkPerftOne(b *testing.B) {
	forSuite(b, func(b *testing.B, p *board.Position) uint64 {
		var turns uint64
		for b.Loop() {
			turns = movegen.NewGame(p.Clone()).Perft(1)
		}
		return turns
	})
}

// forSuite runs bench as a sub-benchmark per suite position, reporting the
// turns it returns as turns/op.
func forSuite(b *testing.B, bench func(b *testing.B, p *board.Position) uint64) {
	suite, err := benchsuite.Suite()
	require.NoError(b, err)
	for _, entry := range suite {
		b.Run(entry.Name, func(b *testing.B) {
			b.ReportAllocs()
			b.ReportMetric(float64(bench(b, entry.Pos)), "turns/op")
		})
	}
}
