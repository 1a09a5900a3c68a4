package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOutcome(t *testing.T) {
	start := board.StartPosition()
	tests := []struct {
		name string
		game Game
		res  Result
		why  string
	}{
		{"start", Game{Pos: board.StartPosition()}, Ongoing, ""},
		{"V13-WIN-KING no white king", Game{Pos: board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w")}, BlackWins, "white has no king"},
		{"V13-KING-LOSS no black king", Game{Pos: board.MustParse("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")}, WhiteWins, "black has no king"},
		{"V13-KING-LOSS both kings gone", Game{Pos: board.MustParse("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r15 w")}, Draw, "both kings are gone"},
		{"V13-DRAW-NULL two nulls", Game{Pos: board.StartPosition(), Nulls: 2}, Draw, "two null moves in a row"},
		{"one null is not a draw", Game{Pos: board.StartPosition(), Nulls: 1}, Ongoing, ""},
		{"V13-DRAW-REPETITION third time", Game{Pos: board.StartPosition(), History: []uint64{start.Hash(), 1, start.Hash()}}, Draw, "threefold repetition"},
		{"second time is not a draw", Game{Pos: board.StartPosition(), History: []uint64{start.Hash(), 1}}, Ongoing, ""},
		// The black king on a16, boxed in by its own pawns, checked by the
		// white rook on p16 along rank 16: checkmate (V13-WIN-KING).
		{"V13-WIN-KING checkmate", Game{Pos: board.MustParse("K14r/PP14/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b")}, WhiteWins, "black is checkmated"},
		// Not in check, and nothing but Null: stalemate loses (V13-WIN-STALEMATE).
		{"V13-WIN-STALEMATE", Game{Pos: board.MustParse("KB14/PP14/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b unit:2/par=5,3/par=5,4/par=5")}, WhiteWins, "black is stalemated (a stalemate loses)"},
		{"V13-300-RULE off by default", Game{Pos: board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w ply:600")}, Ongoing, ""},
		{"V13-300-RULE before ply 600", Game{Pos: board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w ply:599"), Rule300: true}, Ongoing, ""},
		// Kings count 25 each (i1 and i16 are not their own colours, no rank
		// bonus on the back ranks); the rook on a1 (dark, not White's colour) 12.
		{"V13-300-RULE at ply 600", Game{Pos: board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w ply:600"), Rule300: true}, WhiteWins, "300-move rule: 37 to 25 points"},
		{"V13-300-RULE tie goes on", Game{Pos: board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w ply:700"), Rule300: true}, Ongoing, ""},
		{"inside a turn nothing is decided", Game{Pos: board.MustParse(board.StartFEN + " turn:100/double/1/1"), Nulls: 2}, Ongoing, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, why := Outcome(tc.game)
			assert.Equal(t, tc.res, res)
			assert.Equal(t, tc.why, why)
		})
	}
}

// The checkmate above is real: black's only legal step is Null, and white's
// rook does give check.
func TestCheckmatePosition(t *testing.T) {
	p := board.MustParse("K14r/PP14/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b")
	g := movegen.NewGame(p)
	require.True(t, g.InCheck(board.Black))
	assert.Empty(t, g.Legal(0, nil), "in check: not even Null")
	assert.Equal(t, "1-0", WhiteWins.String())
}
