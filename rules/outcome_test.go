package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mateFEN: see the checkmate row of TestOutcome.
const mateFEN = "K14r/16/1k14/16/16/16/16/16/16/16/16/16/16/16/16/16 b level:a16=63,b16=63,c16=63,d16=63,e16=63,f16=63,g16=63,h16=63,i16=63,j16=63,k16=63,l16=63,m16=63,n16=63,o16=63,p16=63"

// stalemateFEN: the black king on a16 (level 63) is walled in on a15, b15
// and b16 (walls of the white king), so it has no step and no King's Check
// square; it cannot raise a square at 63, and lowering it to 62 puts it in
// reach of the white knight on c15 (level 62); Black has no other unit.
const stalemateFEN = "K15/2n13/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b level:a16=63,c15=62 wall:3=a15b15b16"

func TestOutcome(t *testing.T) {
	start := board.StartFEN
	other := board.StartFEN + " lastnull:1"
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
		{"V13-DRAW-NULL V13-NULLMOVE-DRAW two nulls", Game{Pos: board.StartPosition(), Nulls: 2}, Draw, "two null moves in a row"},
		{"V13-DRAW-50 no 50-move rule: 500 plies without a capture go on", Game{Pos: board.MustParse(board.StartFEN + " ply:500")}, Ongoing, ""},
		{"one null is not a draw", Game{Pos: board.StartPosition(), Nulls: 1}, Ongoing, ""},
		{"V13-DRAW-REPETITION third time", Game{Pos: board.StartPosition(), History: historyOf(start, other, start)}, Draw, "threefold repetition"},
		{"second time is not a draw", Game{Pos: board.StartPosition(), History: historyOf(start, other)}, Ongoing, ""},
		// The black king on a16, checked along rank 16 by the white rook on
		// p16, all of rank 16 on level 63 (so the king cannot raise its
		// square out of reach), a15 and b15 covered by the white king on b14,
		// no black unit to exchange with: checkmate (V13-WIN-KING).
		{"V13-WIN-KING checkmate", Game{Pos: board.MustParse(mateFEN)}, WhiteWins, "black is checkmated"},
		// Not in check, and nothing but Null: stalemate loses (V13-WIN-STALEMATE).
		{"V13-WIN-STALEMATE", Game{Pos: board.MustParse(stalemateFEN)}, WhiteWins, "black is stalemated (a stalemate loses)"},
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
	p := board.MustParse(mateFEN)
	g := movegen.NewGame(p)
	require.True(t, g.InCheck(board.Black))
	assert.Empty(t, g.Legal(0, nil), "in check: not even Null")
	assert.Equal(t, "1-0", WhiteWins.String())
}

// EndingKind groups Outcome's reasons for counting endings.
func TestEndingKind(t *testing.T) {
	tests := []struct{ why, kind string }{
		{"black is checkmated", "checkmate"},
		{"white is stalemated (a stalemate loses)", "stalemate"},
		{"threefold repetition", "repetition"},
		{"two null moves in a row", "double null"},
		{"both kings are gone", "both kings gone"},
		{"white has no king", "king lost"},
		{"300-move rule: 37 to 25 points", "300-move rule"},
		{"something else", "something else"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.kind, EndingKind(tc.why), tc.why)
	}
}
