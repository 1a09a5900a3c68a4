package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// V13-BOARD, V13-UNITS, V13-START-WHITE, V13-START-BLACK, V13-ORIENT,
// V13-FIRST-MOVER, V13-FACING: the start position of catalog 1.A.
func TestStartPositionContents(t *testing.T) {
	p := StartPosition()
	require.NoError(t, p.Validate())
	assert.Equal(t, White, p.SideToMove())

	want := map[UnitType]int{Pawn: 32, Rook: 4, Jester: 4, Assassin: 2, Cannon: 2, Templar: 2, Dragon: 2,
		Chancellor: 2, Queen: 1, King: 1, Frog: 4, Nightrider: 2, Crossbowman: 2, Bishop: 2, Knight: 2}
	total := 0
	for _, n := range want {
		total += n
	}
	assert.Equal(t, 64, total)

	counts := [2]map[UnitType]int{{}, {}}
	for i := range NumSquares {
		sq := Square(i)
		pc := p.PieceAt(sq)
		if pc.Empty() {
			r := sq.Rank() + 1
			assert.True(t, r >= 5 && r <= 12, "%s should hold a unit", sq)
			continue
		}
		counts[pc.Side()][pc.Type()]++
		u := p.Unit(p.BodyAt(sq))
		assert.Equal(t, pc.Type(), u.Type)
		assert.Equal(t, DefaultFacing(u.Side), u.Facing, sq.String())
		if pc.Side() == White {
			assert.LessOrEqual(t, sq.Rank()+1, 4, sq.String())
		} else {
			assert.GreaterOrEqual(t, sq.Rank()+1, 13, sq.String())
		}
	}
	for _, side := range []Side{White, Black} {
		assert.Equal(t, want, counts[side], side.String())
	}

	at := func(name string) Piece {
		sq, err := ParseSquare(name)
		require.NoError(t, err)
		return p.PieceAt(sq)
	}
	assert.Equal(t, MakePiece(King, White), at("i1"))
	assert.Equal(t, MakePiece(Queen, White), at("h1"))
	assert.Equal(t, MakePiece(King, Black), at("i16"))
	assert.Equal(t, MakePiece(Queen, Black), at("h16"))
	assert.Equal(t, MakePiece(Knight, White), at("b2"))
	assert.Equal(t, MakePiece(Nightrider, Black), at("d15"))
	assert.Equal(t, MakePiece(Cannon, White), at("d1"))
	// Black is White reflected across the midline, not rotated.
	for f := range Files {
		for r := range 4 {
			w := p.PieceAt(NewSquare(f, r))
			b := p.PieceAt(NewSquare(f, 15-r))
			assert.Equal(t, w.Type(), b.Type())
		}
	}
	// Ids run 1..128 in reading order: a16 is 1, p1 is 128.
	assert.Equal(t, UnitID(1), p.BodyAt(NewSquare(0, 15)))
	assert.Equal(t, UnitID(128), p.BodyAt(NewSquare(15, 0)))
	assert.Equal(t, 129, p.NumUnitSlots())
}

func TestUnitLetters(t *testing.T) {
	for ty := Pawn; ty <= Illusion; ty++ { // 13.0's types
		for _, s := range []Side{White, Black} {
			got, side, ok := TypeFromLetter(ty.LetterFor(s))
			require.True(t, ok, ty.String())
			assert.Equal(t, ty, got)
			assert.Equal(t, s, side)
		}
	}
	// v13 letters: L is the Knight, N the Nightrider.
	ty, _, _ := TypeFromLetter('L')
	assert.Equal(t, Knight, ty)
	ty, _, _ = TypeFromLetter('n')
	assert.Equal(t, Nightrider, ty)
	for _, c := range []byte{'G', 'h', 'm', 'u', 'V', 'w', 'y', 'Z', '1', ' ', 0xff} {
		_, _, ok := TypeFromLetter(c)
		assert.False(t, ok, "%q", c)
	}
}
