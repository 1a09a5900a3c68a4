// Package suitefile reads the searchers' test suites (search/testdata,
// bench/defence.txt, bench/tactics-own.txt), for the tests of package
// search and of search/mcts, which read the same tactics suite and judge
// its answers the same way.
package suitefile

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Line is one position of a suite file: "name|position|rest", where rest
// is the suite's own (a turn, or the graded turns).
type Line struct {
	Name string
	Pos  *board.Position
	Rest string
}

// Read reads a suite file's positions, skipping blank and # lines.
func Read(file string) ([]Line, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Line
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		if len(parts) != 3 {
			return nil, fmt.Errorf("%s: want name|position|rest, got %q", file, line)
		}
		p, err := board.Parse(parts[1])
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", file, parts[0], err)
		}
		out = append(out, Line{parts[0], p, parts[2]})
	}
	return out, sc.Err()
}

// Tactics reads a tactics suite (search/testdata/tactics.txt: the side to
// move can take the enemy king this turn, V13-KING-LOSS), whose Rest is the
// turn the game's winner played, checking that this turn is legal and
// takes the king.
func Tactics(file string) ([]Line, error) {
	lines, err := Read(file)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		if err := movegen.NewGame(l.Pos.Clone()).PlayTurn(l.Rest); err != nil {
			return nil, fmt.Errorf("%s: the recorded turn %s: %v", l.Name, l.Rest, err)
		}
		if !Solves(l.Pos, l.Rest) {
			return nil, fmt.Errorf("%s: the recorded turn %s does not take the king", l.Name, l.Rest)
		}
	}
	return lines, nil
}

// Solves reports that turn, played in p, leaves the enemy king gone.
func Solves(p *board.Position, turn string) bool {
	g := movegen.NewGame(p.Clone())
	if g.PlayTurn(turn) != nil {
		return false
	}
	_, alive := g.KingSquare(p.SideToMove().Other())
	return !alive
}
