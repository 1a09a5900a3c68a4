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
		{1, 666},
		{2, 467071},
	}
	for _, tc := range tests {
		g := NewGame(board.StartPosition())
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		assert.Equal(t, tc.turns, PerftCopy(board.StartPosition(), tc.depth), "perft %d by copy-make", tc.depth)
		assert.Equal(t, board.StartFEN, g.Pos.Format(), "perft leaves the position as it was")
	}
}

// Step-level perft: every step, End and Null included, is a node. At the
// start: 60 first steps, 2 zebra leaps of the crossbowman on k2 that the
// chancellor on j1 empowers (V13-EMPOWER), the Null move, and 151 special
// moves (64 Raise and Lower, 24 Earthquakes that blow up no king, even
// through the jesters they kill, 63 King's Exchanges).
func TestPerftStepsStart(t *testing.T) {
	g := NewGame(board.StartPosition())
	for _, tc := range []struct {
		depth int
		steps uint64
	}{{1, 214}, {2, 33042}} {
		assert.Equal(t, tc.steps, g.PerftSteps(tc.depth), "perft steps %d by make/unmake", tc.depth)
		assert.Equal(t, tc.steps, PerftStepsCopy(board.StartPosition(), tc.depth), "perft steps %d by copy-make", tc.depth)
	}
}

// Divide splits perft by root turn and adds up to it.
func TestDivide(t *testing.T) {
	g := NewGame(board.StartPosition())
	lines, total := g.Divide(2)
	assert.Equal(t, uint64(467071), total)
	assert.Len(t, lines, 666)
	seen := map[string]bool{}
	var sum uint64
	for _, l := range lines {
		assert.False(t, seen[l.Turn], "turn %s listed twice", l.Turn)
		seen[l.Turn] = true
		sum += l.Nodes
	}
	assert.Equal(t, total, sum)
	assert.True(t, seen["h4-h5"] && seen["h4-h5,h5-h6"] && seen[NullString])
	assert.True(t, seen["a1!raise"] && seen["i1!exchange-p4"] && seen["a1!quake"], "special moves are turns")
	assert.False(t, seen["h1!quake"], "an Earthquake beside the own king blows it up: illegal")
	assert.False(t, seen["g1!quake"], "it kills the jester on h2, whose explosion reaches the king on i1")
	assert.True(t, seen["k2-m5^"] && seen["k2-m5^,m5-m12"], "the empowered crossbowman's zebra leap, then its own line")
}

// Perft 3 from the start, by make/unmake and by copy-make, runs only when
// asked (about 20 minutes and an hour on the 2-core machine):
// FROZENCHESS_LONG=1 go test ./movegen -run TestPerftStartDepth3 -timeout 3h
func TestPerftStartDepth3(t *testing.T) {
	if os.Getenv("FROZENCHESS_LONG") == "" {
		t.Skip("set FROZENCHESS_LONG=1 to run perft 3 (about an hour)")
	}
	// Pinned after both methods agreed (run separately, 17 and 66 minutes).
	const want = 562102792
	g := NewGame(board.StartPosition())
	byMake := g.Perft(3)
	t.Logf("perft 3 by make/unmake: %d", byMake)
	assert.Equal(t, uint64(want), byMake)
	byCopy := PerftCopy(board.StartPosition(), 3)
	t.Logf("perft 3 by copy-make: %d", byCopy)
	assert.Equal(t, uint64(want), byCopy)
}
