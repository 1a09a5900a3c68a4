package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWallTurnsV12AWALLING: a 12x12 wall keeps the turns it still stands
// (Cell.WallTurns, V12A-WALLING): written after its squares in the position
// string, one item per owner and count, read back exactly; part of the
// hash, the repetition key and Equal; required in 12A and refused in 13.0;
// cleared with the wall.
// Catalog ID: V12A-WALLING.
func TestWallTurnsV12AWALLING(t *testing.T) {
	const base = "11K/12/12/12/12/6b5/12/12/12/12/12/k11 w variant:frozenchess12a"
	p := MustParse(base + " wall:2=e5f6/2,2=c3d4/1,3=a2/2")
	require.NoError(t, p.Validate())
	assert.Equal(t, base+" wall:2=c3d4/1,2=e5f6/2,3=a2/2", p.Format(), "the smaller count first")
	assert.Equal(t, uint8(1), p.Cell(sqOf(t, "d4")).WallTurns)
	assert.Equal(t, uint8(2), p.Cell(sqOf(t, "e5")).WallTurns)
	assert.Equal(t, p.ComputeHash(), p.Hash())

	q := MustParse(base + " wall:2=c3d4e5f6/2,3=a2/2")
	assert.NotEqual(t, p.Hash(), q.Hash(), "the turns are hashed")
	assert.NotEqual(t, p.RepetitionHash(), q.RepetitionHash(), "and repeat only with the same turns")
	assert.False(t, p.Equal(q))
	require.NoError(t, q.SetWallTurns(sqOf(t, "c3"), 1))
	require.NoError(t, q.SetWallTurns(sqOf(t, "d4"), 1))
	assert.Equal(t, p.Hash(), q.Hash())
	assert.True(t, p.Equal(q))
	assert.Equal(t, q.ComputeHash(), q.Hash())

	q.ClearWall(sqOf(t, "c3"))
	assert.Equal(t, uint8(0), q.Cell(sqOf(t, "c3")).WallTurns, "the turns go with the wall")
	assert.Equal(t, q.ComputeHash(), q.Hash())
	q.DissolveWall(2)
	assert.Equal(t, uint8(0), q.Cell(sqOf(t, "e5")).WallTurns)
	assert.Equal(t, q.ComputeHash(), q.Hash())

	for _, tc := range []struct{ name, fen, err string }{
		{"12A wall without turns", base + " wall:2=c3", "needs its turns left"},
		{"too many turns", base + " wall:2=c3/3", "want 1 to 2"},
		{"no turns", base + " wall:2=c3/0", "want 1 to 2"},
		{"not a number", base + " wall:2=c3/x", "want 1 to 2"},
		{"13.0 wall with turns", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w wall:2=c3/1", "has no timed walls"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.fen)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
	require.Error(t, p.SetWallTurns(sqOf(t, "h8"), 1), "no wall on h8")
	require.Error(t, p.SetWallTurns(sqOf(t, "c3"), 3))
}

func sqOf(t *testing.T, name string) Square {
	t.Helper()
	sq, err := ParseSquare(name)
	require.NoError(t, err)
	return sq
}
