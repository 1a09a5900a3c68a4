// Package bench holds the engine's benchmark suite: a fixed list of
// positions (suite.txt) and the benchmarks of move generation, make/unmake
// and perft over it.
package bench

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/frozenchess/engine/board"
)

//go:embed suite.txt
var suiteText string

// Entry is one suite position.
type Entry struct {
	Name string
	Pos  *board.Position
}

// Suite parses the benchmark positions.
func Suite() ([]Entry, error) {
	var out []Entry
	for i, line := range strings.Split(suiteText, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, fen, ok := strings.Cut(line, "|")
		if !ok {
			return nil, fmt.Errorf("suite.txt line %d: want name|position", i+1)
		}
		p, err := board.Parse(fen)
		if err != nil {
			return nil, fmt.Errorf("suite.txt line %d (%s): %v", i+1, name, err)
		}
		out = append(out, Entry{Name: name, Pos: p})
	}
	return out, nil
}
