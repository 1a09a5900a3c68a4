package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// V13-COORDS: algebraic names a1..p16 and their indexes.
func TestSquareNames(t *testing.T) {
	tests := []struct {
		name       string
		file, rank int
	}{
		{"a1", 0, 0}, {"p1", 15, 0}, {"a16", 0, 15}, {"p16", 15, 15}, {"d4", 3, 3}, {"i1", 8, 0}, {"h16", 7, 15}, {"j10", 9, 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sq, err := ParseSquare(tc.name)
			require.NoError(t, err)
			assert.Equal(t, NewSquare(tc.file, tc.rank), sq)
			assert.Equal(t, tc.file, sq.File())
			assert.Equal(t, tc.rank, sq.Rank())
			assert.Equal(t, tc.name, sq.String())
		})
	}
	for i := range NumSquares {
		sq := Square(i)
		back, err := ParseSquare(sq.String())
		require.NoError(t, err)
		assert.Equal(t, sq, back)
	}
}

func TestParseSquareErrors(t *testing.T) {
	for _, bad := range []string{"", "a", "q1", "a0", "a17", "a01", "A1", "a1x", "11", "a-1", "a100"} {
		_, err := ParseSquare(bad)
		assert.Error(t, err, "square %q", bad)
	}
}

// V13-COLOR: a1 is dark; a square is dark iff file+rank is even; each queen
// stands on her own side's colour (White light, Black dark).
func TestSquareColour(t *testing.T) {
	tests := []struct {
		sq   string
		dark bool
	}{
		{"a1", true}, {"b1", false}, {"p1", false}, {"a16", false}, {"p16", true}, {"h1", false}, {"h16", true}, {"i1", true},
	}
	for _, tc := range tests {
		sq, err := ParseSquare(tc.sq)
		require.NoError(t, err)
		assert.Equal(t, tc.dark, sq.Dark(), tc.sq)
	}
}

// V13-MIRROR-MAP: (x,y) -> (17-x, 17-y) in 1-based coordinates, an
// involution that keeps the square colour.
func TestMirror(t *testing.T) {
	pairs := [][2]string{{"a1", "p16"}, {"i1", "h16"}, {"d4", "m13"}, {"h8", "i9"}, {"p1", "a16"}}
	for _, pr := range pairs {
		a, err := ParseSquare(pr[0])
		require.NoError(t, err)
		b, err := ParseSquare(pr[1])
		require.NoError(t, err)
		assert.Equal(t, b, a.Mirror(), pr[0])
		assert.Equal(t, a, b.Mirror(), pr[1])
	}
	for i := range NumSquares {
		sq := Square(i)
		assert.Equal(t, sq, sq.Mirror().Mirror())
		assert.Equal(t, sq.Dark(), sq.Mirror().Dark(), sq.String())
		assert.Equal(t, 17-(sq.File()+1), sq.Mirror().File()+1)
		assert.Equal(t, 17-(sq.Rank()+1), sq.Mirror().Rank()+1)
	}
}

func TestOffsetAndDirs(t *testing.T) {
	a1, _ := ParseSquare("a1")
	_, ok := a1.Offset(-1, 0)
	assert.False(t, ok)
	_, ok = a1.Offset(0, -1)
	assert.False(t, ok)
	b3, ok := a1.Offset(1, 2)
	assert.True(t, ok)
	assert.Equal(t, "b3", b3.String())
	p16, _ := ParseSquare("p16")
	_, ok = p16.Offset(1, 0)
	assert.False(t, ok)
	_, ok = p16.Offset(0, 1)
	assert.False(t, ok)
	for d := Dir(0); d < NumDirs; d++ {
		dx, dy := d.Delta()
		ox, oy := d.Opposite().Delta()
		assert.Equal(t, [2]int{-dx, -dy}, [2]int{ox, oy}, d.String())
		assert.Equal(t, dx == 0 || dy == 0, d.Orthogonal(), d.String())
		back, err := ParseDir(d.String())
		require.NoError(t, err)
		assert.Equal(t, d, back)
	}
	_, err := ParseDir("up")
	assert.Error(t, err)
}

// TestAroundIsTheThreeByThree compares SquareSet.Around with a square-by-
// square construction on sets that touch every edge and corner.
func TestAroundIsTheThreeByThree(t *testing.T) {
	cases := []struct {
		name string
		sqs  []string
	}{
		{"corners", []string{"a1", "p1", "a16", "p16"}},
		{"word edges", []string{"p4", "a5", "h8", "i9", "p12", "a13"}},
		{"middle", []string{"g7"}},
		{"empty", nil},
	}
	for _, tc := range cases {
		var s, want SquareSet
		for _, name := range tc.sqs {
			sq, err := ParseSquare(name)
			require.NoError(t, err)
			s.Add(sq)
			for dx := -1; dx <= 1; dx++ {
				for dy := -1; dy <= 1; dy++ {
					x, y := sq.File()+dx, sq.Rank()+dy
					if x >= 0 && x < Files && y >= 0 && y < Ranks {
						want.Add(NewSquare(x, y))
					}
				}
			}
		}
		require.Equal(t, want, s.Around(), tc.name)
	}
}

// Neighbors: the squares next to a square, north first and clockwise (the
// king ring of the evaluation, the frog's Long Jump targets).
func TestNeighbors(t *testing.T) {
	for _, tc := range []struct {
		sq   string
		want []string
	}{
		{"a1", []string{"a2", "b2", "b1"}},
		{"p16", []string{"p15", "o15", "o16"}},
		{"h1", []string{"h2", "i2", "i1", "g1", "g2"}},
		{"e5", []string{"e6", "f6", "f5", "f4", "e4", "d4", "d5", "d6"}},
	} {
		sq, err := ParseSquare(tc.sq)
		require.NoError(t, err)
		var got []string
		var want SquareSet
		for _, n := range sq.Neighbors() {
			got = append(got, n.String())
			want.Add(n)
		}
		assert.Equal(t, tc.want, got, tc.sq)
		assert.Equal(t, want, *sq.NeighborSet(), "%s: NeighborSet", tc.sq)
		assert.Equal(t, len(tc.want), sq.NeighborSet().Count(), tc.sq)
	}
}

// mustSquare parses a square name for a test.
func mustSquare(t testing.TB, s string) Square {
	t.Helper()
	sq, err := ParseSquare(s)
	require.NoError(t, err)
	return sq
}
