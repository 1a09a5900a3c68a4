package search

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/frozenchess/engine/search/internal/suitefile"
	"github.com/stretchr/testify/require"
)

// loadTactics reads search/testdata/tactics.txt (suitefile.Tactics: each
// recorded turn is legal and takes the king).
func loadTactics(t *testing.T) []suitefile.Line {
	t.Helper()
	suite, err := suitefile.Tactics("testdata/tactics.txt")
	require.NoError(t, err)
	return suite
}

// suiteLines reads a suite file's positions (suitefile.Read).
func suiteLines(t *testing.T, file string) []suitefile.Line {
	t.Helper()
	lines, err := suitefile.Read(file)
	require.NoError(t, err)
	return lines
}

// solves reports that turn, played in p, leaves the enemy king gone.
func solves(p *board.Position, turn string) bool { return suitefile.Solves(p, turn) }

// The suite holds at least 40 positions, each with its recorded solution;
// alpha-beta at depth 3 solves the first ten of them (MCTS and the
// hybrid: search/mcts, TestTacticsPinnedMCTS). Limits by depth give the
// same answers on any machine.
func TestTacticsPinned(t *testing.T) {
	suite := loadTactics(t)
	require.GreaterOrEqual(t, len(suite), 40)
	ab := New(8, &eval.Evaluator{Fast: true})
	for _, c := range suite[:10] {
		res := ab.Search(c.Pos.Clone(), nil, Limits{Depth: 3}, nil)
		turn := movegen.FormatTurn(c.Pos, res.Turn)
		require.True(t, solves(c.Pos, turn), "ab, %s: played %s, not a winning turn such as %s", c.Name, turn, c.Rest)
	}
}

// TestTacticsCount counts the positions alpha-beta solves in the time
// FROZENCHESS_TACTICS gives it (e.g. 1s), or in the nodes
// FROZENCHESS_TACTICS_NODES gives it (e.g. 20000: a count no load can
// change); unset: skipped. (MCTS and the hybrid: search/mcts,
// TestTacticsCountMCTS.) For the notes of docs/search.md:
// FROZENCHESS_TACTICS=1s go test ./search -run TestTacticsCount -v.
func TestTacticsCount(t *testing.T) {
	var lim player.Limits
	if d, err := time.ParseDuration(os.Getenv("FROZENCHESS_TACTICS")); err == nil && d > 0 {
		lim.MoveTime = d
	} else if n, err := strconv.ParseUint(os.Getenv("FROZENCHESS_TACTICS_NODES"), 10, 64); err == nil && n > 0 {
		lim.Nodes = n
	} else {
		t.Skip("FROZENCHESS_TACTICS=<duration> or FROZENCHESS_TACTICS_NODES=<nodes> runs it")
	}
	suite := loadTactics(t)
	ab := New(16, &eval.Evaluator{Fast: true})
	solved := 0
	for _, c := range suite {
		ab.ForgetGame() // each position on its own, as a node count needs
		res := ab.Play(c.Pos.Clone(), nil, lim, nil)
		if solves(c.Pos, movegen.FormatTurn(c.Pos, res.Turn)) {
			solved++
		}
	}
	t.Logf("ab solves %d of %d (movetime %v, nodes %d)", solved, len(suite), lim.MoveTime, lim.Nodes)
}
