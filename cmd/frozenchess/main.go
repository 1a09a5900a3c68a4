// Command frozenchess is the FrozenChess engine binary. For now it shows and
// checks positions; the protocol loop, perft and bench arrive with the
// movegen and protocol work.
//
//	frozenchess                      show the start position
//	frozenchess show [position...]   parse, validate and show a position
//	frozenchess -cpuprofile DIR ...  write a CPU profile to DIR
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/pkg/profile"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("frozenchess", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cpuDir := fs.String("cpuprofile", "", "write a CPU profile into this directory")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *cpuDir != "" {
		defer profile.Start(profile.CPUProfile, profile.ProfilePath(*cpuDir), profile.Quiet).Stop()
	}
	rest := fs.Args()
	cmd := "show"
	if len(rest) > 0 {
		cmd, rest = rest[0], rest[1:]
	}
	switch cmd {
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
	default:
		fmt.Fprintf(stderr, "error: unknown command %q (commands: show)\n", cmd)
		return 2
	}
}
