package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSwapShot12AV12ASWAPSHOT: V12A-SWAPSHOT (002:107-108), the rule of
// V8-SWAPSHOT: a non-pawn piece swaps places with a unit, friend or enemy,
// it could capture with one step (a friend counts as an enemy there, Kind
// Immunity holds); pawns do not SwapShot, kings are never swapped, guards
// do not protect. Targets are found on the 12x12 board's own tables
// (the white king stands on k3, out of reach of the swapped rook's bounces).
func TestSwapShot12AV12ASWAPSHOT(t *testing.T) {
	// The black rook f7 is guarded by the rooks f12 and l7 (V12A-EMPOWER-GUARDS).
	const guarded = "K4R6/12/12/12/12/5R5R/12/4n7/12/10k1/12/12 w"
	assert.NotContains(t, v8Steps(t, pos12A(t, guarded), "e5"), "e5xf7", "a guarded unit is not captured")
	tests := []struct {
		name, fen string
		want      []string
	}{
		{name: "V12A-SWAPSHOT a knight swaps with an enemy and a friend it could capture",
			fen: "K11/12/12/12/12/5R6/12/4n7/2p9/10k1/12/12 w", want: []string{"e5!swap-c4", "e5!swap-f7"}},
		{name: "V12A-SWAPSHOT kings are never swapped",
			fen: "12/12/12/12/12/5K6/12/4n7/12/10k1/12/12 w", want: []string{}},
		{name: "V12A-SWAPSHOT a pawn does not SwapShot",
			fen: "K11/12/12/12/12/12/5R6/4p7/12/10k1/12/12 w", want: []string{}},
		{name: "V12A-SWAPSHOT kind immunity: a knight does not swap with a knight",
			fen: "K11/12/12/12/12/5N6/12/4n7/2n9/10k1/12/12 w", want: []string{}},
		{name: "V12A-SWAPSHOT a guarded enemy is swapped all the same",
			fen: guarded, want: []string{"e5!swap-f7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, pos12A(t, tc.fen), "swap", true))
		})
	}

	// White knight e5 and the black rook f7 change places.
	p := pos12A(t, "K11/12/12/12/12/5R6/12/4n7/2p9/10k1/12/12 w")
	v8MakeAndBack(t, p, "e5!swap-f7", func(g *Game) {
		q := g.Pos
		require.Equal(t, board.Knight, bodyOn(t, q, "f7").Type)
		assert.Equal(t, board.White, bodyOn(t, q, "f7").Side)
		assert.Equal(t, board.Rook, bodyOn(t, q, "e5").Type)
		assert.Equal(t, board.Black, q.SideToMove(), "the swap is the whole turn")
	})
}
