package search

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/stretchr/testify/require"
)

// tactic is a position of search/testdata/tactics.txt: the side to move
// can take the enemy king this turn (V13-KING-LOSS).
type tactic struct {
	name string
	pos  *board.Position
	turn string // the turn the game's winner played
}

func loadTactics(t *testing.T) []tactic {
	t.Helper()
	var out []tactic
	for _, l := range suiteLines(t, "testdata/tactics.txt") {
		require.NoError(t, movegen.NewGame(l.pos.Clone()).PlayTurn(l.rest), "%s: the recorded turn is legal", l.name)
		require.True(t, solves(l.pos, l.rest), "%s: the recorded turn takes the king", l.name)
		out = append(out, tactic{l.name, l.pos, l.rest})
	}
	return out
}

// suiteLine is one position of a suite file: "name|position|rest", where
// rest is the suite's own (a turn, or the graded turns).
type suiteLine struct {
	name string
	pos  *board.Position
	rest string
}

// suiteLines reads a suite file's positions, skipping blank and # lines.
func suiteLines(t *testing.T, file string) []suiteLine {
	t.Helper()
	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	var out []suiteLine
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		require.Len(t, parts, 3, line)
		p, err := board.Parse(parts[1])
		require.NoError(t, err, parts[0])
		out = append(out, suiteLine{parts[0], p, parts[2]})
	}
	require.NoError(t, sc.Err())
	return out
}

// solves reports that turn, played in p, leaves the enemy king gone.
func solves(p *board.Position, turn string) bool {
	g := movegen.NewGame(p.Clone())
	if g.PlayTurn(turn) != nil {
		return false
	}
	_, alive := g.KingSquare(p.SideToMove().Other())
	return !alive
}

// The suite holds at least 40 positions, each with its recorded solution;
// alpha-beta at depth 3 solves the first ten of them (MCTS and the
// hybrid: search/mcts, TestTacticsPinnedMCTS). Limits by depth give the
// same answers on any machine.
func TestTacticsPinned(t *testing.T) {
	suite := loadTactics(t)
	require.GreaterOrEqual(t, len(suite), 40)
	ab := New(8, &eval.Evaluator{Fast: true})
	for _, c := range suite[:10] {
		res := ab.Search(c.pos.Clone(), nil, Limits{Depth: 3}, nil)
		turn := movegen.FormatTurn(c.pos, res.Turn)
		require.True(t, solves(c.pos, turn), "ab, %s: played %s, not a winning turn such as %s", c.name, turn, c.turn)
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
		res := ab.Play(c.pos.Clone(), nil, lim, nil)
		if solves(c.pos, movegen.FormatTurn(c.pos, res.Turn)) {
			solved++
		}
	}
	t.Logf("ab solves %d of %d (movetime %v, nodes %d)", solved, len(suite), lim.MoveTime, lim.Nodes)
}
