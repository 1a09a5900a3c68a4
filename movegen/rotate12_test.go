package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRotate12AV12AROTATE: V12A-ROTATE (002:91-96): Rotate4/9/16 turns a
// 2x2, 3x3 or 4x4 block by 90, 180 or 270 degrees clockwise if the mover
// has more units in it than the enemy (a count: two pawns outnumber a
// queen), never a block touching the 12x12 board's edge; kings turn with
// their block (V12A-KING).
func TestRotate12AV12AROTATE(t *testing.T) {
	angles := func(corner string, n string) []string {
		return []string{corner + "!rotate:" + n + "x90", corner + "!rotate:" + n + "x180", corner + "!rotate:" + n + "x270"}
	}
	tests := []struct {
		name, fen string
		want      []string // all the rotations of the side to move
	}{
		{name: "V12A-ROTATE blocks touching the edge do not turn: a pawn on b2 turns the blocks with corner b2",
			fen:  "K11/12/12/12/12/12/12/12/12/12/1p10/11k w",
			want: append(append(angles("b2", "2"), angles("b2", "3")...), angles("b2", "4")...)},
		{name: "V12A-ROTATE the 12x12 edge: a pawn on k11 turns the blocks ending there, never 5x5",
			fen:  "K11/10p1/12/12/12/12/12/12/12/12/12/11k w",
			want: append(append(angles("j10", "2"), angles("i9", "3")...), angles("h8", "4")...)},
	}
	// White pawns c3, d3 and a black queen c4: two units outnumber one, whatever the queen is worth.
	assert.Subset(t, v8Specials(t, pos12A(t, "K11/12/12/12/12/12/12/12/2Q9/2pp8/12/11k w"), "rotate", false), angles("c3", "2"))
	// A white pawn c3 and a black pawn d3: the block c3-d4 is a tie and does not turn.
	assert.NotContains(t, v8Specials(t, pos12A(t, "K11/12/12/12/12/12/12/12/12/2pP8/12/11k w"), "rotate", false), "c3!rotate:2x90")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, v8Specials(t, pos12A(t, tc.fen), "rotate", true))
		})
	}

	// The 3x3 block c3-e5: White king c3, pawn e3, black pawn e5; turned
	// clockwise the king goes to c5, the pawn e3 to c3, the black pawn to e3.
	p := pos12A(t, "K11/12/12/12/12/12/12/4P7/12/2k1p7/12/12 w")
	v8MakeAndBack(t, p, "c3!rotate:3x90", func(g *Game) {
		q := g.Pos
		require.Equal(t, board.King, bodyOn(t, q, "c5").Type, "the king turns with its block")
		assert.Equal(t, board.White, bodyOn(t, q, "c3").Side)
		assert.Equal(t, board.Black, bodyOn(t, q, "e3").Side)
		assert.Equal(t, board.Black, q.SideToMove(), "the turn's single action")
	})
}
