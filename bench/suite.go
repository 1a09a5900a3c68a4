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

//go:embed suite8.txt
var suite8Text string

//go:embed suite12a.txt
var suite12aText string

//go:embed suite12b.txt
var suite12bText string

//go:embed suite12c.txt
var suite12cText string

// Suite parses the benchmark positions (FrozenChess 13.0's).
func Suite() ([]Entry, error) { return parseSuite("suite.txt", suiteText, board.FrozenChess) }

// SuiteOf parses the benchmark positions of the variant v: suite.txt for
// FrozenChess 13.0, suite8.txt for FrozenChess 8.0 (its own units and
// start, positions from 8.0 games), suite12a.txt for FrozenChess 12A,
// suite12b.txt for FrozenChess 12B, suite12c.txt for FrozenChess 12C.
func SuiteOf(v *board.Variant) ([]Entry, error) {
	switch v {
	case board.FrozenChess:
		return Suite()
	case board.FrozenChess8:
		return parseSuite("suite8.txt", suite8Text, v)
	case board.FrozenChess12A:
		return parseSuite("suite12a.txt", suite12aText, v)
	case board.FrozenChess12B:
		return parseSuite("suite12b.txt", suite12bText, v)
	case board.FrozenChess12C:
		return parseSuite("suite12c.txt", suite12cText, v)
	}
	return nil, fmt.Errorf("no benchmark suite for the variant %s", v.Name)
}

// parseSuite reads a suite file's text (name, for the errors): one
// "name|position" a line, each position of the variant v.
func parseSuite(name, text string, v *board.Variant) ([]Entry, error) {
	var out []Entry
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		entry, fen, ok := strings.Cut(line, "|")
		if !ok {
			return nil, fmt.Errorf("%s line %d: want name|position", name, i+1)
		}
		p, err := board.ParseIn(v, fen)
		if err != nil {
			return nil, fmt.Errorf("%s line %d (%s): %v", name, i+1, entry, err)
		}
		if p.Variant != v {
			return nil, fmt.Errorf("%s line %d (%s): a %s position in the %s suite", name, i+1, entry, p.Variant.Name, v.Name)
		}
		out = append(out, Entry{Name: entry, Pos: p})
	}
	return out, nil
}
