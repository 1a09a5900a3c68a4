package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMindControl12AV12AMINDCONTROL: V12A-MINDCONTROL (002:38-40) has 8.0's
// words, "if pieceA can capture PieceB without being recaptured": any
// capture of A's own generation on the 12x12 board, at any distance, from a
// square of either colour; B unprotected; kings immune (V12A-KING); pawns
// and kings are not A. B's one step is the whole turn.
func TestMindControl12AV12AMINDCONTROL(t *testing.T) {
	// Black king a12, White king l1 in every case: White moves.
	tests := []struct {
		name, fen string
		b         string   // the controlled unit's square
		some      []string // steps that must be among its Mind Controls (none if nil)
	}{
		{name: "V12A-MINDCONTROL a rook's capture one square away (odd distance)",
			fen: "K11/12/12/12/12/12/4N7/4r7/12/12/12/11k", b: "e6", some: []string{"mind:e6-f8", "mind:e6-d8"}},
		{name: "V12A-MINDCONTROL a queen's diagonal capture",
			fen: "K11/12/12/12/12/6R5/12/4q7/12/12/12/11k", b: "g7", some: []string{"mind:g7-g8", "mind:g7-h7"}},
		{name: "V12A-MINDCONTROL a knight's capture",
			fen: "K11/12/12/12/12/5R6/12/4n7/12/12/12/11k", b: "f7", some: []string{"mind:f7-f8"}},
		{name: "V12A-MINDCONTROL a long rook line across the 12x12 board",
			fen: "11K/B11/12/12/12/12/12/12/12/12/12/r10k", b: "a11", some: []string{"mind:a11-b10"}},
		{name: "V12A-MINDCONTROL a protected B would recapture: none",
			fen: "K11/12/12/12/12/12/R3N7/4r7/12/12/12/11k", b: "e6"},
		{name: "V12A-MINDCONTROL a pawn is not A",
			fen: "K11/12/12/12/12/12/5R6/4p7/12/12/12/11k", b: "f6"},
		{name: "V12A-MINDCONTROL kings are immune",
			fen: "12/12/12/12/12/12/12/4K7/4r7/12/12/11k", b: "e5"},
		{name: "V12A-MINDCONTROL kind immunity: a knight engages no knight",
			fen: "K11/12/12/12/12/5N6/12/4n7/12/12/12/11k", b: "f7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := pos12A(t, tc.fen+" w")
			got := mindFrom(mindOf(t, p.Format(), false), tc.b)
			for _, s := range Generate(p, nil) {
				if s.Mind() {
					require.True(t, onBoard12(s.To()), "%s stays on the 12x12 board", FormatStep(p, s))
				}
			}
			if tc.some == nil {
				assert.Empty(t, got)
				return
			}
			assert.Subset(t, got, tc.some)
		})
	}

	// The rook e5 (3) controls the knight e6 (2), which takes its own pawn f8 (1).
	p := pos12A(t, "K11/12/12/12/5P6/12/4N7/4r7/12/12/12/11k w")
	v8MakeAndBack(t, p, "mind:e6xf8", func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "V12A-MINDCONTROL: one step, the whole turn")
		n := bodyOn(t, g.Pos, "f8")
		require.Equal(t, board.Knight, n.Type, "the knight took its own pawn")
		assert.Equal(t, board.Black, n.Side, "and stays Black's")
	})
}
