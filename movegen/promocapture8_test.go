package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPawnPromoCaptureV8V13PAWNPROMOCAPTURE: a pawn that captures a
// non-pawn unit becomes that kind of unit (V13-PAWN-PROMO-CAPTURE); 8.0's
// text is the same (seed 001:101-104), so its own units promote too: the
// white pawn e4 takes a black unit on f5 and stands there as one. In 13.0
// the types are exactly its 13 last-rank promotion types.
func TestPawnPromoCaptureV8V13PAWNPROMOCAPTURE(t *testing.T) {
	for _, tc := range []struct {
		name   string
		victim board.UnitType
		want   board.UnitType
	}{
		{"V13-PAWN-PROMO-CAPTURE 8.0 lancer", board.Lancer, board.Lancer},
		{"V13-PAWN-PROMO-CAPTURE 8.0 trebuchet", board.Trebuchet, board.Trebuchet},
		{"V13-PAWN-PROMO-CAPTURE 8.0 ballista", board.Ballista, board.Ballista},
		{"V13-PAWN-PROMO-CAPTURE 8.0 onager", board.Onager, board.Onager},
		{"V13-PAWN-PROMO-CAPTURE 8.0 ram", board.Ram, board.Ram},
		{"V13-PAWN-PROMO-CAPTURE 8.0 cannon", board.Cannon, board.Cannon},
		{"V13-PAWN-PROMO-CAPTURE 8.0 rook", board.Rook, board.Rook},
		{"V13-PAWN-PROMO-CAPTURE 8.0 queen", board.Queen, board.Queen},
		{"V13-PAWN-PROMO-CAPTURE 8.0 pawn stays a pawn", board.Pawn, board.Pawn},
	} {
		t.Run(tc.name, func(t *testing.T) {
			letter := string(board.FrozenChess8.Letter(tc.victim))
			p := v8Pos(t, "K@p16 P@o16 P@o15 P@p15 k@i1 p@e4 "+letter+"@f5")
			g := NewGame(p)
			require.NoError(t, g.PlayTurn("e4xf5"))
			f5, err := board.ParseSquare("f5")
			require.NoError(t, err)
			pc := p.PieceAt(f5)
			assert.Equal(t, board.White, pc.Side())
			assert.Equal(t, tc.want, pc.Type(), p.Format())
			require.NoError(t, p.Validate())
		})
	}
	var thirteen []board.UnitType
	for t2 := board.Pawn; t2 < board.NumTypes; t2++ {
		if promotesByCapture(board.FrozenChess, t2) {
			thirteen = append(thirteen, t2)
		}
	}
	assert.ElementsMatch(t, promoTypes[:], thirteen, "13.0: its promotion types")
	var eight []board.UnitType
	for t2 := board.Pawn; t2 < board.NumTypes; t2++ {
		if promotesByCapture(board.FrozenChess8, t2) {
			eight = append(eight, t2)
		}
	}
	assert.ElementsMatch(t, []board.UnitType{board.Rook, board.Knight, board.Bishop, board.Dragon, board.Jester,
		board.Chancellor, board.Templar, board.Queen, board.Lancer, board.Frog, board.Trebuchet, board.Ballista,
		board.Ship, board.Onager, board.Cannon, board.Ram}, eight, "8.0: its 16 types but pawn and king")
}
