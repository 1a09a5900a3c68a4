package eval

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goldenFile holds positions with the scores the evaluator gave them before
// its weights became a struct (eval.Weights): "full fast split|position" a
// line: the full and the fast (search) evaluation, and the fast one as the
// search computes it (BoardScore + Rest, which leaves out a paralyzed
// king's credit that Evaluate counts). The positions: the bench suite,
// every third opening of bench/openings.txt and positions from two
// self-play games at 2,000 nodes, and eval_test.go's evalFENs. Rewrite the
// scores (only after a deliberate change of the evaluation) with
// FROZENCHESS_REGEN_GOLDEN=1 go test ./eval -run TestDefaultWeightsScoreAsBefore.
const goldenFile = "testdata/golden.txt"

// TestDefaultWeightsScoreAsBefore: the default weights score every golden
// position exactly as the evaluator with constants did, the full and the
// fast evaluation, through Evaluate and through the search's split
// (BoardScore + Rest).
func TestDefaultWeightsScoreAsBefore(t *testing.T) {
	if tunedWeights != nil {
		t.Skip("built with tuned weights (-tags fctuned)")
	}
	lines := readGolden(t)
	if os.Getenv("FROZENCHESS_REGEN_GOLDEN") == "1" {
		writeGolden(t, lines)
		return
	}
	full, fast := NewEvaluator(), &Evaluator{Fast: true}
	for _, l := range lines {
		p := parse(t, l.fen)
		assert.Equal(t, l.full, full.Evaluate(p), l.fen)
		assert.Equal(t, l.fast, fast.Evaluate(p), l.fen)
		split := fast.BoardScore(p) + fast.Rest(p)
		if p.SideToMove() == board.Black {
			split = -split
		}
		assert.Equal(t, l.split, split, l.fen)
	}
}

type goldenLine struct {
	full, fast, split int
	fen               string
}

func readGolden(t *testing.T) []goldenLine {
	t.Helper()
	f, err := os.Open(goldenFile)
	require.NoError(t, err)
	defer f.Close()
	var out []goldenLine
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		text := sc.Text()
		if text == "" || text[0] == '#' {
			continue
		}
		scores, fen, ok := strings.Cut(text, "|")
		require.True(t, ok, text)
		fields := strings.Fields(scores)
		require.Len(t, fields, 3, text)
		var v [3]int
		for i, field := range fields {
			v[i], err = strconv.Atoi(field)
			require.NoError(t, err, text)
		}
		out = append(out, goldenLine{v[0], v[1], v[2], fen})
	}
	require.NoError(t, sc.Err())
	require.Greater(t, len(out), 50)
	return out
}

// writeGolden rescores the golden positions with today's evaluator.
func writeGolden(t *testing.T, lines []goldenLine) {
	var b strings.Builder
	b.WriteString("# Scores of the default evaluation: full fast split|position (golden_test.go says how to rewrite them).\n")
	full, fast := NewEvaluator(), &Evaluator{Fast: true}
	for _, l := range lines {
		p := parse(t, l.fen)
		split := fast.BoardScore(p) + fast.Rest(p)
		if p.SideToMove() == board.Black {
			split = -split
		}
		fmt.Fprintf(&b, "%d %d %d|%s\n", full.Evaluate(p), fast.Evaluate(p), split, l.fen)
	}
	require.NoError(t, os.WriteFile(goldenFile, []byte(b.String()), 0o644))
}
