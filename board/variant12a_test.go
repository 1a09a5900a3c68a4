package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestV12AStartV12ASTART: the 12A start of 002:1-6 on its 12x12 board:
// both sides read RNBDJQKJDBNR from file a (queen f, king g) with twelve
// pawns before them, South (White, lower case) on ranks 1-2 moves first,
// 24 units a side; the letters are the text's (N the knight), the string
// has 12 ranks of 12 squares and the printer draws files a-l, ranks 1-12.
func TestV12AStartV12ASTART(t *testing.T) {
	p := StartPositionOf(FrozenChess12A)
	require.NoError(t, p.Validate())
	assert.Same(t, FrozenChess12A, p.Variant)
	assert.Equal(t, White, p.SideToMove())
	assert.Equal(t, Board12, p.Variant.Geometry)
	assert.Equal(t, 144, p.Variant.Squares.Count())
	back := "RNBDJQKJDBNR"
	for f := range 12 {
		for _, c := range []struct {
			rank int
			side Side
			want byte
		}{{11, Black, back[f]}, {10, Black, 'P'}, {0, White, back[f]}, {1, White, 'P'}} {
			sq := NewSquare(f, c.rank)
			pc := p.PieceAt(sq)
			assert.Equal(t, FrozenChess12A.TypeByLetter(c.want), pc.Type(), "%s", sq)
			assert.Equal(t, c.side, pc.Side(), "%s", sq)
		}
	}
	count := map[UnitType]int{}
	for id := 1; id < p.NumUnitSlots(); id++ {
		if u := p.Unit(UnitID(id)); u.Side == White {
			count[u.Type]++
		}
	}
	assert.Equal(t, map[UnitType]int{Pawn: 12, Rook: 2, Knight: 2, Bishop: 2, Dragon: 2, Jester: 2, Queen: 1, King: 1}, count,
		"12 pawns and 12 pieces a side (002:3-5)")
	for name, want := range map[string]UnitType{"f1": Queen, "g1": King, "f12": Queen, "g12": King, "b1": Knight} {
		sq, err := ParseSquare(name)
		require.NoError(t, err)
		assert.Equal(t, want, p.PieceAt(sq).Type(), name)
	}
	assert.Equal(t, StartFEN12A, p.Format())
	assert.Equal(t, 11, strings.Count(StartFEN12A, "/"), "12 ranks")

	pretty := p.Pretty()
	assert.Contains(t, pretty, "     a  b  c  d  e  f  g  h  i  j  k  l \n 12  R  N  B  D  J  Q  K  J  D  B  N  R  12\n")
	assert.NotContains(t, pretty, " m ")
	assert.NotContains(t, pretty, " 13 ")
}

// TestGeometry12V12ASTART: the 12x12 board in the position format: a board
// field of 12 ranks of 12 squares, nothing off the board (a section naming
// a square of files m-p or ranks 13-16, or a unit put there), and the
// sizes of the other variants refused in it and it in theirs.
func TestGeometry12V12ASTART(t *testing.T) {
	empty12 := "6K5/12/12/12/12/12/12/12/12/12/12/6k5 w variant:frozenchess12a"
	p, err := Parse(empty12)
	require.NoError(t, err)
	assert.Equal(t, empty12, p.Format())

	tests := []struct {
		name, fen, err string
	}{
		{"a 16x16 board in 12A", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w variant:frozenchess12a",
			"want 12 ranks separated by '/', got 16"},
		{"a rank of 13 squares", "6K6/12/12/12/12/12/12/12/12/12/12/6k5 w variant:frozenchess12a",
			"rank 12: empty run 6 does not fit"},
		{"a 12x12 board in 13.0", "6K5/12/12/12/12/12/12/12/12/12/12/6k5 w", "want 16 ranks separated by '/', got 12"},
		{"a level off the board", empty12 + " level:m13=1", "m13 is off the 12x12 board of FrozenChess 12A but holds a terrain level"},
		{"a level on file m", empty12 + " level:m1=-1", "m1 is off the 12x12 board of FrozenChess 12A"},
		{"a flood on rank 13", empty12 + " mark:flood@a13/10", "a13 is off the 12x12 board of FrozenChess 12A but holds a marker"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.fen)
			assert.ErrorContains(t, err, tc.err)
		})
	}
	// The edge squares are on the board, the next ones off it.
	for name, on := range map[string]bool{"a1": true, "l12": true, "l1": true, "a12": true, "m1": false, "a13": false, "p16": false} {
		sq, err := ParseSquare(name)
		require.NoError(t, err)
		assert.Equal(t, on, FrozenChess12A.OnBoard(sq), name)
		assert.True(t, FrozenChess.OnBoard(sq), name)
	}
	// A unit put off the board by the setters is refused by Validate.
	q := p.Clone()
	id := UnitID(q.NumUnitSlots())
	require.NoError(t, q.AddUnit(id, Rook, White))
	m1, _ := ParseSquare("m1")
	require.NoError(t, q.PlaceBody(m1, id))
	assert.ErrorContains(t, q.Validate(), "m1 is off the 12x12 board of FrozenChess 12A but holds a unit")
}
