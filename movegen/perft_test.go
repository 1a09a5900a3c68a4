package movegen

import (
	"os"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// Perft counts from the start position, pinned after make/unmake and
// copy-make agreed (docs/notation.md defines the nodes). A change here means
// the rules changed: say which in the commit.
func TestPerftStart(t *testing.T) {
	tests := []struct {
		depth int
		turns uint64
	}{
		{1, 395},
		{2, 189237},
	}
	for _, tc := range tests {
		g := NewGame(board.StartPosition())
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		assert.Equal(t, tc.turns, PerftCopy(board.StartPosition(), tc.depth), "perft %d by copy-make", tc.depth)
		assert.Equal(t, board.StartFEN, g.Pos.Format(), "perft leaves the position as it was")
	}
}

// Step-level perft: every step, End and Null included, is a node.
func TestPerftStepsStart(t *testing.T) {
	g := NewGame(board.StartPosition())
	assert.Equal(t, uint64(61), g.PerftSteps(1), "60 first steps and the Null move")
	assert.Equal(t, uint64(455), g.PerftSteps(2))
	assert.Equal(t, uint64(26393), g.PerftSteps(3))
}

// Divide splits perft by root turn and adds up to it.
func TestDivide(t *testing.T) {
	g := NewGame(board.StartPosition())
	lines, total := g.Divide(2)
	assert.Equal(t, uint64(189237), total)
	assert.Len(t, lines, 395)
	seen := map[string]bool{}
	var sum uint64
	for _, l := range lines {
		assert.False(t, seen[l.Turn], "turn %s listed twice", l.Turn)
		seen[l.Turn] = true
		sum += l.Nodes
	}
	assert.Equal(t, total, sum)
	assert.True(t, seen["h4-h5"] && seen["h4-h5,h5-h6"] && seen[NullString])
}

// Perft 3 from the start takes about 100 s by make/unmake (and 400 s by
// copy-make; both gave 136,646,501), so it runs only when asked:
// FROZENCHESS_LONG=1 go test ./movegen -run TestPerftStartDepth3 -timeout 30m
func TestPerftStartDepth3(t *testing.T) {
	if os.Getenv("FROZENCHESS_LONG") == "" {
		t.Skip("set FROZENCHESS_LONG=1 to run perft 3 (about 100 s)")
	}
	g := NewGame(board.StartPosition())
	assert.Equal(t, uint64(136646501), g.Perft(3))
}
