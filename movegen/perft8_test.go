package movegen

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// perft8Pins are the FrozenChess 8.0 perft counts (turns, docs/notation.md)
// at depths 1 and 2, from the 8.0 start and from two positions of 8.0 games
// (testdata/perft8_positions.txt says how they were made). They were pinned
// after make/unmake and copy-make agreed. Re-pinning after an 8.0 rule
// changes is an edit of these numbers alone: TestPerftV8 logs both methods'
// counts at every depth with
//
//	FROZENCHESS_LONG=1 go test ./movegen -run 'TestPerftV8$' -count=1 -v
var perft8Pins = []struct {
	name  string
	turns [2]uint64 // depth 1, depth 2
}{
	{"start", [2]uint64{32, 33312}},
	{"game1-turn20", [2]uint64{1142, 1882328}},
	{"game2-turn70", [2]uint64{1688, 3384229}},
}

// perft8Positions reads testdata/perft8_positions.txt: name -> position
// string ("#" lines are comments), with the 8.0 start as "start".
func perft8Positions(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("testdata/perft8_positions.txt")
	require.NoError(t, err)
	defer f.Close()
	positions := map[string]string{"start": board.StartFEN8}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, fen, ok := strings.Cut(line, " ")
		require.True(t, ok, "want name and position: %q", line)
		positions[name] = fen
	}
	require.NoError(t, sc.Err())
	return positions
}

// TestPerftV8: FrozenChess 8.0's perft by make/unmake (Perft) and by
// copy-make (PerftCopy), which must agree whatever the pins say, then the
// pins (perft8Pins). Each position is checked to be an 8.0 one, and perft
// leaves it as it was. Depth 2 is left out with -short; copy-make at depth
// 2 from the game positions (about a CPU-minute) runs with FROZENCHESS_LONG
// (longPerft), as for 13.0's start.
func TestPerftV8(t *testing.T) {
	positions := perft8Positions(t)
	require.Len(t, positions, len(perft8Pins), "a pin for every position of the file")
	for _, pin := range perft8Pins {
		fen, ok := positions[pin.name]
		require.True(t, ok, "%s is in testdata/perft8_positions.txt", pin.name)
		p := board.MustParse(fen)
		require.Same(t, board.FrozenChess8, p.Variant, pin.name)
		before := p.Format()
		for depth := 1; depth <= len(pin.turns); depth++ {
			if depth > 1 && testing.Short() {
				continue
			}
			byMake := NewGame(p).Perft(depth)
			require.Equal(t, before, p.Format(), "%s: perft %d leaves the position as it was", pin.name, depth)
			if depth == 1 || pin.name == "start" || longPerft() {
				byCopy := PerftCopy(p, depth)
				t.Logf("%s perft %d: make/unmake %d, copy-make %d", pin.name, depth, byMake, byCopy)
				require.Equal(t, byMake, byCopy, "%s perft %d: make/unmake against copy-make", pin.name, depth)
			} else {
				t.Logf("%s perft %d: make/unmake %d (copy-make with FROZENCHESS_LONG=1)", pin.name, depth, byMake)
			}
			assert.Equal(t, pin.turns[depth-1], byMake, "%s perft %d: the pin (perft8Pins)", pin.name, depth)
		}
	}
}
