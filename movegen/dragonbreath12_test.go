package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDragonBreath12AV12ADRAGONBREATH: V12A-DRAGON-BREATH (002:74-75): a
// dragon that stays on its square burns every enemy unit in its 3x3 but
// dragons (V12A-KIND) and kings (V12A-KING); friends and walls stay; it is
// offered only where something burns, on the 12x12 board's own
// neighbours, and it is the whole turn. 13.0 and 8.0 have no such move.
func TestDragonBreath12AV12ADRAGONBREATH(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string
	}{
		{name: "V12A-DRAGON-BREATH enemies around the dragon",
			fen: "K11/12/12/12/12/12/3PD7/4dN6/3p8/12/12/11k w", want: []string{"e5!breath"}},
		{name: "V12A-DRAGON-BREATH only a dragon and a king beside it: nothing burns",
			fen: "12/12/12/12/12/12/4D7/4dK6/12/12/12/11k w", want: []string{}},
		{name: "V12A-DRAGON-BREATH a friend beside it burns nothing",
			fen: "K11/12/12/12/12/12/12/4dp6/12/12/12/11k w", want: []string{}},
		{name: "V12A-DRAGON-BREATH in the corner a1: the 12x12 neighbours",
			fen: "K11/12/12/12/12/12/12/12/12/12/1N10/d10k w", want: []string{"a1!breath"}},
		{name: "V12A-DRAGON-BREATH on the edge l6: nothing beyond the 12x12 board",
			fen: "K11/12/12/12/12/12/12/11d/10N1/12/12/11k w", want: []string{"l5!breath"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := pos12A(t, tc.fen)
			assert.Equal(t, tc.want, v8Specials(t, p, "breath", true))
		})
	}

	// Black king a12 (1), pawn d6 (2), dragon e6 (3), knight f5 (5); White
	// dragon e5 (4), pawn d4 (6), king l1 (7). The black dragon's range is
	// 10 (a capture behind it): with 12 its line e6-a2-b1-e4 and a MidBounce
	// knight move e4-d6 (V12A-MIDBOUNCE) would protect the pawn d6 too,
	// which two protectors guard from the breath (V12A-EMPOWER-GUARDS).
	p := pos12A(t, "K11/12/12/12/12/12/3PD7/4dN6/3p8/12/12/11k w unit:3/crrd=2")
	v8MakeAndBack(t, p, "e5!breath", func(g *Game) {
		q := g.Pos
		assert.Equal(t, board.Black, q.SideToMove(), "the breath is the whole turn")
		for _, sq := range []string{"d6", "f5"} {
			assert.Equal(t, board.NoPiece, q.PieceAt(sqs(t, sq)[0]), "%s burnt", sq)
			_, tomb := q.TombAt(sqs(t, sq)[0])
			assert.True(t, tomb, "%s: a tomb", sq)
		}
		assert.Equal(t, board.Dragon, bodyOn(t, q, "e6").Type, "a dragon does not burn a dragon")
		assert.Equal(t, board.Pawn, bodyOn(t, q, "d4").Type, "a friend stays")
		d := bodyOn(t, q, "e5")
		require.Equal(t, board.Dragon, d.Type, "the dragon stays on its square")
		assert.Equal(t, uint8(4), d.CRRDiag, "two captures: 2 squares off its range each (V12A-CRR)")
	})

	assert.True(t, SpecDragonBreath12.In(board.FrozenChess12A))
	assert.False(t, SpecDragonBreath12.In(board.FrozenChess), "not in 13.0 (Dragon's Fire there)")
	assert.False(t, SpecDragonBreath12.In(board.FrozenChess8))
}
