// Command fcsuite writes the defence and tactics suites of issue 46 from
// game records (fcmatch -records): positions graded exactly by the rules
// core, for the search's tests (search/suite_test.go) and docs/search.md.
//
//	fcsuite -kind defence|tactics [-last N] [-all] [-loser] [-from G] [-maxgood K] [-max M] RECORDS...
//
// For each game that ended with a king lost (every game with -all) it
// looks at the positions at the start of its last N turns (with -loser,
// only those where the side that lost the game is to move: the defence
// positions are there, and grading costs half; with -from G, only games G
// and on of each file, to go on where an earlier run stopped) and writes, one a line, 'name|position|turns',
// the turns separated by spaces:
//
//   - tactics: positions where the side to move can take or blow up the
//     enemy king this turn; turns is the complete set of its winning turns
//     (every legal turn is played and the kings looked at).
//   - defence: positions where the opponent threatens to win with its next
//     turn (it has a winning reply to the Null move; where the Null is not
//     legal, to most turns) and only some of the mover's turns stop every
//     such reply; turns is the complete set of those that do. Each of the
//     mover's turns is graded by playing it and then every reply of the
//     opponent, step by step, until one takes the king (the replies that
//     won after earlier turns are tried first). A position with more than
//     maxgood good turns is left out: it is easy, and its grading dear.
//
// The output starts with a header holding the command that regenerates it.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "fcsuite:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	kind                     string
	last, maxGood, max, from int
	allGames, loser          bool
	files                    []string
}

func parseFlags(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("fcsuite", flag.ContinueOnError)
	fs.StringVar(&o.kind, "kind", "defence", "defence or tactics")
	fs.IntVar(&o.last, "last", 6, "look at the positions of each game's last N turns")
	fs.IntVar(&o.maxGood, "maxgood", 300, "defence: leave out a position with more good turns than this")
	fs.IntVar(&o.max, "max", 0, "write at most this many positions (0: all)")
	fs.BoolVar(&o.allGames, "all", false, "look at every game, not only those that ended with a king lost")
	fs.BoolVar(&o.loser, "loser", false, "only the positions where the side that lost the game is to move")
	fs.IntVar(&o.from, "from", 1, "begin at this game of each file (from 1)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	o.files = fs.Args()
	switch {
	case len(o.files) == 0:
		return o, errors.New("give one or more records files (fcmatch -records)")
	case o.kind != "defence" && o.kind != "tactics":
		return o, fmt.Errorf("-kind %q: want defence or tactics", o.kind)
	case o.last < 1 || o.maxGood < 1 || o.max < 0 || o.from < 1:
		return o, errors.New("-last, -maxgood and -from must be at least 1, -max not negative")
	}
	return o, nil
}

// candidate is a position of a game, at a turn's start.
type candidate struct {
	name string
	game int // the game's number in its file, from 1
	pos  *board.Position
}

func run(args []string, out, log io.Writer) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(out, "# %s suite (issue 46), graded exactly by the rules core: one position a line, 'name|position|turns' (turns separated by spaces).\n%s# Regenerate: go run ./cmd/fcsuite %s\n",
		o.kind, header[o.kind], strings.Join(args, " ")); err != nil {
		return err
	}
	seen := map[uint64]bool{}
	written := 0
	for _, name := range o.files {
		cands, err := readCandidates(name, o.last, o.allGames, o.loser)
		cands = slices.DeleteFunc(cands, func(c candidate) bool { return c.game < o.from })
		if err != nil {
			return err
		}
		for _, c := range cands {
			if seen[c.pos.Hash()] {
				continue
			}
			seen[c.pos.Hash()] = true
			var turns []string
			if o.kind == "tactics" {
				turns = winningTurns(c.pos)
			} else {
				turns = defendingTurns(c.pos, o.maxGood)
			}
			if len(turns) == 0 {
				continue
			}
			fmt.Fprintf(log, "%s: %d turns\n", c.name, len(turns))
			if _, err := fmt.Fprintf(out, "%s|%s|%s\n", c.name, c.pos.Format(), strings.Join(turns, " ")); err != nil {
				return err
			}
			written++
			if o.max > 0 && written >= o.max {
				return nil
			}
		}
	}
	if written == 0 {
		return errors.New("no position qualified")
	}
	return nil
}

var header = map[string]string{
	"tactics": "# The side to move can take or blow up the enemy king this turn; turns: every winning turn.\n",
	"defence": "# The opponent threatens to win with its next turn; turns: every turn after which no reply wins.\n",
}

// readCandidates replays each record of the file with the rules core and
// returns the positions at the start of its last n turns: of every game if
// all, else of the games that ended with a king lost (the threats the
// suites are about decided those); with loser, only those where the side
// that lost the game is to move (none of a drawn game).
func readCandidates(file string, n int, all, loser bool) ([]candidate, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	recs, err := match.ReadRecords(f)
	f.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	var out []candidate
	for i, rec := range recs {
		start, ok := rec.Tags["FEN"]
		if rec.Broken != "" || !ok || (!all && !strings.HasSuffix(rec.Tags["Termination"], "has no king")) {
			continue
		}
		p, err := board.Parse(start)
		if err != nil {
			return nil, fmt.Errorf("%s game %d: FEN: %v", file, i+1, err)
		}
		state := rules.Game{Pos: p}
		for t, tok := range rec.Turns {
			if res, _ := rules.Outcome(state); res != rules.Ongoing {
				break
			}
			if t >= len(rec.Turns)-n && (!loser || lostBy(rec.Result, p.SideToMove())) {
				out = append(out, candidate{fmt.Sprintf("%s game %d turn %d", baseName(file), i+1, t+1), i + 1, p.Clone()})
			}
			if err := state.Play(tok); err != nil {
				return nil, fmt.Errorf("%s game %d turn %d: %v", file, i+1, t+1, err)
			}
		}
	}
	return out, nil
}

// lostBy reports that result is a loss of side.
func lostBy(result rules.Result, side board.Side) bool {
	return (result == rules.WhiteWins && side == board.Black) || (result == rules.BlackWins && side == board.White)
}

func baseName(file string) string {
	if i := strings.LastIndexByte(file, '/'); i >= 0 {
		return file[i+1:]
	}
	return file
}

// kingTaken reports that side's king is gone while the other side's stands:
// the game is won by the other side (V13-KING-LOSS; both gone is a draw).
func kingTaken(g *movegen.Game, side board.Side) bool {
	_, lost := g.KingSquare(side)
	_, stands := g.KingSquare(side.Other())
	return !lost && stands
}

// winningTurns is every legal turn of p's side to move that takes or blows
// up the enemy king.
func winningTurns(p *board.Position) []string {
	g := movegen.NewGame(p.Clone())
	enemy := p.SideToMove().Other()
	var wins []string
	g.ForEachTurnWritten(func(_ []movegen.Step, notation string) bool {
		if kingTaken(g, enemy) {
			wins = append(wins, notation)
		}
		return true
	})
	return wins
}

// replyLevel is the first list depth of the game the reply walk uses, past
// those ForEachTurn uses for the mover's own turn.
const replyLevel = 64

// winsNow reports whether the side to move of g can take or blow up the
// enemy king this turn: a walk over its legal steps, turn by turn, that
// stops at the first step after which the enemy king is gone (Legal keeps
// only steps after which the turn can end).
func winsNow(g *movegen.Game, level int) bool {
	enemy := g.Pos.SideToMove().Other()
	side := g.Pos.SideToMove()
	legal := append([]movegen.Step(nil), g.Legal(level, g.List(level))...)
	for _, st := range legal {
		g.Make(st)
		won := kingTaken(g, enemy)
		if !won && g.Pos.SideToMove() == side && g.Pos.Turn().InProgress() {
			won = winsNow(g, level+1)
		}
		g.Unmake()
		if won {
			return true
		}
	}
	return false
}

// replyWins reports whether the side to move of g has a winning turn,
// trying first the winning replies found before (killers, by notation).
func replyWins(g *movegen.Game, killers *[]string) bool {
	enemy := g.Pos.SideToMove().Other()
	for _, k := range *killers {
		steps, err := g.ParseTurn(k)
		if err != nil {
			continue
		}
		for _, st := range steps {
			g.Make(st)
		}
		won := kingTaken(g, enemy)
		for range steps {
			g.Unmake()
		}
		if won {
			return true
		}
	}
	if !winsNow(g, replyLevel) {
		return false
	}
	// Remember one winning reply for the next turns.
	g.ForEachTurnWritten(func(_ []movegen.Step, notation string) bool {
		if kingTaken(g, enemy) {
			*killers = append(*killers, notation)
			return false
		}
		return true
	})
	return true
}

// defendingTurns is every turn of p's side to move after which no reply of
// the opponent wins, if the opponent threatens to win (see the package
// comment) and not every turn stops it; nil otherwise, or when more than
// maxGood turns stop it.
func defendingTurns(p *board.Position, maxGood int) []string {
	g := movegen.NewGame(p.Clone())
	side := p.SideToMove()
	if kingTaken(g, side) || kingTaken(g, side.Other()) {
		return nil
	}
	var killers []string
	nullLegal := false
	for _, st := range g.Legal(0, nil) {
		if st.Kind() == movegen.KindNull {
			nullLegal = true
		}
	}
	if nullLegal {
		g.Make(movegen.NullStep)
		threat := replyWins(g, &killers)
		g.Unmake()
		if !threat {
			return nil // passing loses nothing: no threat
		}
	}
	var good []string
	all, tooMany := 0, false
	g.ForEachTurnWritten(func(_ []movegen.Step, notation string) bool {
		all++
		if kingTaken(g, side.Other()) || !replyWins(g, &killers) {
			good = append(good, notation)
			if len(good) > maxGood {
				tooMany = true
				return false
			}
		}
		return true
	})
	if tooMany || len(good) == 0 || len(good) == all || (!nullLegal && 2*len(good) > all) {
		return nil
	}
	return good
}
