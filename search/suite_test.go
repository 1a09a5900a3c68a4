package search

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// gradedPosition is a line of bench/defence.txt or bench/tactics-own.txt
// (written by cmd/fcsuite): a position and the complete set of its good
// turns, as the rules core graded them.
type gradedPosition struct {
	name  string
	pos   *board.Position
	turns []string
}

// loadGraded reads a suite file of cmd/fcsuite, checking that every turn
// of every line is legal in its position.
func loadGraded(t *testing.T, file string) []gradedPosition {
	t.Helper()
	var out []gradedPosition
	for _, l := range suiteLines(t, file) {
		turns := strings.Fields(l.Rest)
		require.NotEmpty(t, turns, l.Name)
		g := movegen.NewGame(l.Pos.Clone())
		for _, tok := range turns {
			_, err := g.ParseTurn(tok)
			require.NoError(t, err, "%s: %s", l.Name, tok)
		}
		out = append(out, gradedPosition{l.Name, l.Pos, turns})
	}
	return out
}

// TestOwnSuites runs alpha-beta on the defence suite (V13-KING-LOSS: the
// opponent threatens to take or blow up the king next turn; solved when
// the turn played is one after which no reply wins) and on the tactics
// suite (the side to move wins this turn; solved when the turn played is
// one of the winning ones), at FROZENCHESS_SUITE_NODES nodes a position
// (20,000 unless set) or FROZENCHESS_SUITE_TIME (e.g. 200ms), and reports
// the score of each. Slow: skipped under -short.
func TestOwnSuites(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every position of bench/defence.txt and bench/tactics-own.txt")
	}
	lim := Limits{Nodes: 20000}
	if n, err := strconv.ParseUint(os.Getenv("FROZENCHESS_SUITE_NODES"), 10, 64); err == nil && n > 0 {
		lim.Nodes = n
	}
	if d, err := time.ParseDuration(os.Getenv("FROZENCHESS_SUITE_TIME")); err == nil && d > 0 {
		lim = Limits{MoveTime: d}
	}
	for _, file := range []string{"../bench/defence.txt", "../bench/tactics-own.txt"} {
		suite := loadGraded(t, file)
		require.NotEmpty(t, suite, file)
		s := New(16, &eval.Evaluator{Fast: true})
		solved := 0
		for _, c := range suite {
			res := s.Search(c.pos.Clone(), nil, lim, nil)
			turn := movegen.FormatTurn(c.pos, res.Turn)
			if slices.Contains(c.turns, turn) {
				solved++
			} else {
				t.Logf("%s: %s missed: played %s (%d good turns)", file, c.name, turn, len(c.turns))
			}
		}
		t.Logf("%s: %d of %d solved (nodes %d, movetime %v)", file, solved, len(suite), lim.Nodes, lim.MoveTime)
	}
}
