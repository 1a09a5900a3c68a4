package protocol

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"
)

// FuzzCommands feeds arbitrary command lines to one engine session: no
// command may fail inside (panic, which the engine turns into an "internal
// error" line), and after every command its position must still
// validate with an incremental hash that equals the one computed from
// scratch (a bad command leaves it as it was). Each input is kept cheap,
// so that the fuzzer runs thousands of them a second rather than
// minimising one slow input for its whole budget: its first
// fuzzMaxCommands lines only, a 1 MB table, every go with "nodes 30" added
// (the last value of a parameter counts), a position command's first
// fuzzMaxTurns turns, Hash above 4 MB and Threads above 2 skipped (a stop
// after every line ends a count or bench at once). The seed corpus runs as
// part of go test; run the fuzzer with
//
//	go test ./protocol -run '^$' -fuzz FuzzCommands -fuzztime 300s
func FuzzCommands(f *testing.F) {
	game, err := os.ReadFile("testdata/long_game.txt")
	if err != nil {
		f.Fatal(err)
	}
	long := strings.TrimSpace(string(game))
	short := strings.Join(strings.Fields(long)[:25], " ")
	for _, s := range []string{
		"uci\nisready\nucinewgame\nposition startpos\ngo depth 2\nd\neval\nperft 1\nlegalsteps",
		short + "\ngo movetime 10\nlegalmoves\ndivide 1\nperftsteps 1",
		long + "\nd\ngo nodes 100",
		short + " moves junk\nposition startpos moves a1-a2\nposition fen 16 w\nd",
		"setoption name Player value greedy\ngo wtime 100 btime 100\nsetoption name Player value random\ngo",
		"setoption name Rule300 value true\nsetoption name Hash value 2\ngo infinite\nd\nstop\nisready",
		"go wtime -5 winc x\ngo depth 0\nsetoption name\nsetoption name Move Overhead value 99999\nfoo bar\n\t\n\x00\xff",
		"setoption name MultiPV value 3\nsetoption name Threads value 2\nposition startpos\ngo depth 2 searchmoves a4-a5 h4-h5,h5-h6\ngo searchmoves\ngo infinite",
		"setoption name Ponder value true\nposition startpos moves h4-h5\ngo ponder wtime 100 btime 100\nponderhit\ngo ponder depth 2\nd",
		"position startpos\ngo mate 2 depth 2\ngo mate 0\ngo mate 1 nodes 500\nstop\nd",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		var out bytes.Buffer
		e := newEngine(&out, 1)
		lines := strings.Split(input, "\n")
		for _, line := range lines[:min(len(lines), fuzzMaxCommands)] {
			line, ok := shortened(line)
			if !ok {
				continue
			}
			if !e.Handle(line) {
				break
			}
			e.Handle("stop") // an infinite search ends here; others have ended
			e.waitSearch("")
			p := e.game.Pos
			if err := p.Validate(); err != nil {
				t.Fatalf("after %q: %v", line, err)
			}
			if p.Hash() != p.ComputeHash() {
				t.Fatalf("after %q: incremental hash %x, from scratch %x", line, p.Hash(), p.ComputeHash())
			}
		}
		e.Handle("quit")
		if strings.Contains(out.String(), "internal error") {
			t.Fatalf("a command failed inside:\n%s", out.String())
		}
	})
}

// Bounds on one FuzzCommands input.
const (
	fuzzMaxCommands = 16 // lines
	fuzzMaxTurns    = 40 // turns of a position command
	fuzzNodes       = 30 // nodes of a go
	fuzzMaxHashMB   = 4
	fuzzMaxThreads  = 2
)

// shortened bounds the running time of a fuzzed command line, or reports
// false to skip it.
func shortened(line string) (string, bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return line, true
	}
	switch f[0] {
	case "go":
		return line + " nodes " + strconv.Itoa(fuzzNodes), true
	case "position":
		for i, w := range f {
			if w == "moves" && len(f) > i+1+fuzzMaxTurns {
				return strings.Join(f[:i+1+fuzzMaxTurns], " "), true
			}
		}
	// bench and the counts run whole: the stop after every line ends them.
	case "setoption":
		if len(f) >= 5 && strings.EqualFold(f[2], "hash") {
			if n, err := strconv.Atoi(f[len(f)-1]); err == nil && n > fuzzMaxHashMB {
				return "", false
			}
		}
		if len(f) >= 5 && strings.EqualFold(f[2], "threads") {
			if n, err := strconv.Atoi(f[len(f)-1]); err == nil && n > fuzzMaxThreads {
				return "", false // each thread keeps megabytes
			}
		}
	}
	return line, true
}
