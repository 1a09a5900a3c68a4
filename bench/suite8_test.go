package bench

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSuiteOfVariants: every variant has a benchmark suite; each position
// is of that variant, has steps to search, and the names are unique. The
// 13.0 suite is Suite's, and the 8.0 one begins at the 8.0 start.
func TestSuiteOfVariants(t *testing.T) {
	for _, v := range board.Variants() {
		t.Run(v.Name, func(t *testing.T) {
			s, err := SuiteOf(v)
			require.NoError(t, err)
			require.GreaterOrEqual(t, len(s), 5)
			names := map[string]bool{}
			for _, e := range s {
				assert.Same(t, v, e.Pos.Variant, e.Name)
				assert.False(t, names[e.Name], "%s twice", e.Name)
				names[e.Name] = true
				assert.NotEmpty(t, movegen.NewGame(e.Pos).Legal(0, nil), e.Name)
			}
		})
	}
	s13, err := Suite()
	require.NoError(t, err)
	of13, err := SuiteOf(board.FrozenChess)
	require.NoError(t, err)
	assert.Equal(t, len(s13), len(of13))
	s8, err := SuiteOf(board.FrozenChess8)
	require.NoError(t, err)
	assert.Equal(t, "start", s8[0].Name)
	assert.Equal(t, board.StartFEN8, s8[0].Pos.Format())
}

// A suite line of another variant is refused with its place.
func TestParseSuiteWrongVariant(t *testing.T) {
	_, err := parseSuite("x.txt", "# comment\nstart|"+board.StartFEN8+"\n", board.FrozenChess)
	assert.EqualError(t, err, "x.txt line 2 (start): a frozenchess8 position in the frozenchess suite")
	_, err = parseSuite("x.txt", "start "+board.StartFEN8, board.FrozenChess8)
	assert.EqualError(t, err, "x.txt line 1: want name|position")
}
