// Command fcfaulty is a deliberately faulty engine for testing the match
// runner: it plays random legal turns for a while, then misbehaves.
//
//	fcfaulty -mode illegal|crash|stall|garbage|none|slow [-after N]
//
// After N good turns of a game (default 0) every go is answered the faulty way:
// illegal sends a turn that is not legal, crash exits, stall never answers,
// garbage writes junk lines and an unparseable move, none answers
// "bestmove (none)", slow answers after twice the time it was given.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/search"
)

func main() {
	mode := flag.String("mode", "illegal", "illegal, crash, stall, garbage, none or slow")
	after := flag.Int("after", 0, "good turns before misbehaving")
	flag.Parse()
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		_ = out.Flush()
	}
	var pos *board.Position = board.StartPosition()
	good := 0
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			say("id name fcfaulty-%s", *mode)
			say("uciok")
		case "isready":
			say("readyok")
		case "ucinewgame":
			good = 0
		case "quit":
			return
		case "position":
			pos = position(f[1:])
		case "go":
			if good < *after || pos == nil {
				good++
				turn := search.RandomTurn(pos, uint64(good))
				if len(turn) == 0 {
					say("bestmove (none)")
				} else {
					say("bestmove %s", movegen.FormatTurn(pos, turn))
				}
				continue
			}
			switch *mode {
			case "illegal":
				say("bestmove a1-p16")
			case "crash":
				os.Exit(3)
			case "stall":
				// no answer
			case "garbage":
				say("\x00\x01 w@t ??? \xff")
				say("info depth nonsense score cp banana")
				say("bestmove !!!")
			case "none":
				say("bestmove (none)")
			case "slow":
				time.Sleep(budget(f[1:], pos) * 2)
				turn := search.RandomTurn(pos, 1)
				say("bestmove %s", movegen.FormatTurn(pos, turn))
			}
		}
	}
}

// position applies a position command with our own rules core.
func position(args []string) *board.Position {
	var p *board.Position
	i := 1
	switch {
	case len(args) > 0 && args[0] == "startpos":
		p = board.StartPosition()
	case len(args) > 1 && args[0] == "fen":
		for i < len(args) && args[i] != "moves" {
			i++
		}
		var err error
		if p, err = board.Parse(strings.Join(args[1:i], " ")); err != nil {
			return nil
		}
	default:
		return nil
	}
	g := movegen.NewGame(p)
	for j := i; j < len(args); j++ {
		if args[j] == "moves" {
			continue
		}
		if g.PlayTurn(args[j]) != nil {
			return nil
		}
	}
	return p
}

// budget reads the time a go command allows the side to move.
func budget(args []string, p *board.Position) time.Duration {
	key := "wtime"
	if p != nil && p.SideToMove() == board.Black {
		key = "btime"
	}
	for i := 0; i+1 < len(args); i++ {
		if args[i] == key || args[i] == "movetime" {
			var ms int
			fmt.Sscan(args[i+1], &ms)
			return time.Duration(ms) * time.Millisecond
		}
	}
	return time.Second
}
