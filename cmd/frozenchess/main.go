// Command frozenchess is the FrozenChess engine binary. Without a command it
// speaks the UCI-like protocol on stdin/stdout (docs/protocol.md).
//
//	frozenchess                           the protocol loop
//	frozenchess gui [-addr A]             the web GUI (docs/gui.md)
//	frozenchess bench [depth] [variant]   the fixed search and movegen benchmark
//	frozenchess show [position...]        parse, validate and show a position
//	frozenchess perft N [position...]     count full turns to depth N
//	frozenchess divide N [position...]    perft split by root turn
//	frozenchess perftsteps N [position...] count steps (End and Null included) to depth N
//	frozenchess -cpuprofile DIR ...       write a CPU profile to DIR
//	frozenchess help, frozenchess -h      list these commands and the flags
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/protocol"
	"github.com/pkg/profile"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("frozenchess", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cpuDir := fs.String("cpuprofile", "", "write a CPU profile into this directory")
	fs.Usage = func() { usage(fs) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // -h or -help asked for the usage, which is printed
		}
		return 2
	}
	if *cpuDir != "" {
		defer profile.Start(profile.CPUProfile, profile.ProfilePath(*cpuDir), profile.Quiet).Stop()
	}
	rest := fs.Args()
	cmd := "uci"
	if len(rest) > 0 {
		cmd, rest = rest[0], rest[1:]
	}
	switch cmd {
	case "help":
		usage(fs)
		return 0
	case "uci":
		out := bufio.NewWriter(stdout)
		fmt.Fprintln(out, protocol.Banner())
		_ = out.Flush() // at once: a person at a terminal waits for it
		err := protocol.New(out).Run(stdin)
		_ = out.Flush()
		if err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 1
		}
		return 0
	case "bench":
		v, depth, err := protocol.BenchArgs(board.FrozenChess, rest)
		if err != nil {
			fmt.Fprintf(stderr, "error: bench: %v\n", err)
			return 2
		}
		protocol.BenchIn(v, depth, nil, func(line string) { fmt.Fprintln(stdout, line) })
		return 0
	case "show":
		fen := board.StartFEN
		if len(rest) > 0 {
			fen = strings.Join(rest, " ")
		}
		p, err := board.Parse(fen)
		if err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 1
		}
		fmt.Fprint(stdout, p.Pretty())
		fmt.Fprintln(stdout, "position:", p.Format())
		return 0
	case "perft", "divide", "perftsteps":
		return perft(cmd, rest, stdout, stderr)
	case "gui":
		return guiCommand(rest, stdout, stderr)
	default:
		fmt.Fprintf(stderr, "error: unknown command %q (commands: uci gui bench show perft divide perftsteps help)\n", cmd)
		return 2
	}
}

// maxPerftDepth keeps a mistyped depth from running for days.
const maxPerftDepth = 8

// perft runs perft, divide or perftsteps and prints Stockfish-style totals.
func perft(cmd string, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintf(stderr, "error: %s needs a depth, like: %s 2\n", cmd, cmd)
		return 2
	}
	depth, err := strconv.Atoi(args[0])
	if err != nil || depth < 1 || depth > maxPerftDepth {
		fmt.Fprintf(stderr, "error: %s depth %q: want a whole number 1..%d\n", cmd, args[0], maxPerftDepth)
		return 2
	}
	fen := board.StartFEN
	if len(args) > 1 {
		fen = strings.Join(args[1:], " ")
	}
	p, err := board.Parse(fen)
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 1
	}
	start := time.Now()
	lines, nodes, err := movegen.NewGame(p).PerftCommand(cmd, depth, nil) // Ctrl-C ends it
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 2
	}
	for _, l := range lines {
		fmt.Fprintf(stdout, "%s: %d\n", l.Turn, l.Nodes)
	}
	if cmd == "divide" {
		fmt.Fprintln(stdout)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(stdout, "Nodes searched: %d\n", nodes)
	fmt.Fprintf(stdout, "Time: %d ms, %.0f nodes/second\n", elapsed.Milliseconds(), float64(nodes)/max(elapsed.Seconds(), 1e-9))
	return 0
}

// usage prints the commands and flags (frozenchess -h, frozenchess help).
func usage(fs *flag.FlagSet) {
	fmt.Fprint(fs.Output(), `Usage: frozenchess [-cpuprofile DIR] [command]

Commands:
  (none), uci                      the UCI-like protocol on stdin/stdout (docs/protocol.md)
  gui [-addr A] [-engine CMD]      the web GUI on http://127.0.0.1:8080/ (docs/gui.md)
  bench [depth] [variant]          the fixed search and move generation benchmark (of the variant's suite)
  show [position]                  parse, validate and show a position
  perft N [position]               count sequences of N legal full turns
  divide N [position]              perft split by root turn
  perftsteps N [position]          count sequences of N legal steps (End and Null included)
  help                             this text

A position is a position string (docs/position-format.md); the start position if none.

Flags:
`)
	fs.PrintDefaults()
}
