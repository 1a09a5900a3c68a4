package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FrozenChess 12A (seed 002, catalog Part 2.2, docs/rules.md "FrozenChess
// 12A"): its board, start and moves. Positions are 12x12 position strings,
// ranks 12 down to 1 of files a-l (docs/position-format.md).

// pos12A parses a 12A position.
func pos12A(t *testing.T, fen string) *board.Position {
	t.Helper()
	p, err := board.Parse(fen + " variant:frozenchess12a")
	require.NoError(t, err)
	require.Same(t, board.FrozenChess12A, p.Variant)
	return p
}

// onBoard12 reports whether sq is on the 12x12 board.
func onBoard12(sq board.Square) bool { return sq.File() < 12 && sq.Rank() < 12 }

// TestPieceMoves12AV12APIECEMOVES: the basic moves of 002:10-16: a chess
// knight (no diagonal step), a jester moving as a knight and taking nothing,
// a dragon as bishop or knight (no 2-square orthogonal jump), a bishop
// without 13.0's orthogonal step; the king takes no king (V12A-KIND).
func TestPieceMoves12AV12APIECEMOVES(t *testing.T) {
	knight := []string{"f6-d5", "f6-d7", "f6-e4", "f6-e8", "f6-g4", "f6-g8", "f6-h5", "f6-h7"}
	tests := []struct {
		name, fen string
		want      []string // every plain step from f6, when set
		has, not  []string
	}{
		{name: "knight", fen: "K11/12/12/12/12/12/5n6/12/12/12/12/11k w", want: knight},
		// The black pawn on g7 stands on the white knight's diagonal step
		// of 13.0: no capture there.
		{name: "knight has no diagonal step", fen: "K11/12/12/12/12/6P5/5n6/12/12/12/12/11k w", want: knight},
		{name: "jester as knight, taking nothing", fen: "K11/12/12/12/12/12/5j6/12/12/12/12/11k w",
			want: knight},
		{name: "jester does not take the pawn on its knight square", fen: "K11/12/12/12/6P5/12/5j6/12/12/12/12/11k w",
			want: []string{"f6-d5", "f6-d7", "f6-e4", "f6-e8", "f6-g4", "f6-h5", "f6-h7"}},
		{name: "dragon", fen: "K11/12/12/12/12/12/5d6/12/12/12/12/11k w",
			has: append([]string{"f6-g7", "f6-b2", "f6-l12"}, knight...), not: []string{"f6-f8", "f6-h6", "f6-d6", "f6-f4"}},
		{name: "bishop", fen: "K11/12/12/12/12/12/5b6/12/12/12/12/11k w",
			has: []string{"f6-g7", "f6-a1", "f6-l12", "f6-k1"}, not: []string{"f6-f7", "f6-g6", "f6-e6", "f6-f5"}},
		{name: "king beside the enemy king", fen: "12/12/12/12/12/6K5/5k6/12/12/12/12/12 w",
			want: []string{"f6-e5", "f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := v8Steps(t, pos12A(t, tc.fen), "f6")
			if tc.want != nil {
				assert.ElementsMatch(t, tc.want, got)
			}
			for _, s := range tc.has {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, got, s)
			}
		})
	}
	// 13.0 in the same places: the knight's diagonal capture, the
	// bishop's orthogonal step, the king taking the king.
	p13 := board.MustParse("16/16/16/16/16/16/16/16/16/6P9/5l10/16/16/16/16/15k w")
	assert.Contains(t, v8Steps(t, p13, "f6"), "f6xg7")
	p13 = board.MustParse("16/16/16/16/16/16/16/16/16/6K9/5k10/16/16/16/16/16 w")
	assert.Contains(t, v8Steps(t, p13, "f6"), "f6xg7")
}

// TestPawnMove12AV12APAWNMOVE: the pawn moves and captures one square in
// every direction, backwards too, as a chess king; in the corner l12 it has
// three squares (the 12x12 board ends there), and its captures are what the
// attack test sees: a pawn attacks the king behind it.
func TestPawnMove12AV12APAWNMOVE(t *testing.T) {
	tests := []struct {
		name, fen, from string
		want            []string
	}{
		{"every direction, capturing forwards and backwards", "K11/12/12/12/12/6P5/5p6/4P7/12/12/12/11k w", "f6",
			[]string{"f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6xe5", "f6xg7"}},
		{"the corner of the 12x12 board", "K10p/12/12/12/12/12/12/12/12/12/12/11k w", "l12",
			[]string{"l12-k11", "l12-k12", "l12-l11"}},
		{"a black pawn", "K11/12/12/12/12/12/5P6/12/12/12/12/11k b", "f6",
			[]string{"f6-e5", "f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6-g7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, v8Steps(t, pos12A(t, tc.fen), tc.from))
		})
	}
	// The white pawn f6 checks the black king e5 behind it.
	p := pos12A(t, "12/12/12/12/12/12/5p6/4K7/12/12/12/11k w")
	assert.True(t, NewGame(p).InCheck(board.Black), "a pawn captures backwards")
}

// TestAttacks12AV12APIECEMOVES: the attack test knows the 12A moves: a
// knight does not check on its 13.0 diagonal step, nor a dragon two squares
// straight ahead, while their knight moves check.
func TestAttacks12AV12APIECEMOVES(t *testing.T) {
	tests := []struct {
		name, fen string
		check     bool
	}{
		{"knight diagonal", "12/12/12/12/12/6K5/5n6/12/12/12/12/11k w", false},
		{"knight leap", "12/12/12/12/6K5/12/5n6/12/12/12/12/11k w", true},
		// The black pawns on its diagonals keep the dragon's bouncing
		// lines off f8 and e8.
		{"dragon two squares north", "12/12/12/12/5K6/4P1P5/5d6/4P1P5/12/12/12/11k w", false},
		{"dragon knight move", "12/12/12/12/4K7/4P1P5/5d6/4P1P5/12/12/12/11k w", true},
		{"dragon diagonal", "12/12/12/12/12/6K5/5d6/12/12/12/12/11k w", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.check, NewGame(pos12A(t, tc.fen)).InCheck(board.Black))
		})
	}
}

// TestGeometry12AV12ASTART: generation never leaves the 12x12 board. The
// lines of a rook in the corner l1 end at l12 and a1 and bounce there, as
// at 16x16's edges (V12A-BOUNCE); random games from the start offer no step
// onto a square of files m-p or ranks 13-16, and every position they reach
// is valid (board.Validate refuses anything off the board).
func TestGeometry12AV12ASTART(t *testing.T) {
	rook := v8Steps(t, pos12A(t, "K11/12/12/12/12/12/12/12/12/12/12/k10r w"), "l1")
	assert.Contains(t, rook, "l1-l12")
	assert.Contains(t, rook, "l1-l12-k12", "the line turns at the board's corner")
	assert.Contains(t, rook, "l1-b1-b3", "and at the king on a1")
	assert.Len(t, rook, 24)

	games, plies := 6, 120
	if testing.Short() {
		games = 2
	}
	for seed := range games {
		r := rand.New(rand.NewPCG(uint64(seed), 48))
		g := NewGame(board.StartPositionOf(board.FrozenChess12A))
		var list []Step
		for ply := 0; ply < plies; ply++ {
			list = g.Legal(0, list[:0])
			if len(list) == 0 {
				break
			}
			for _, s := range list {
				if s.Kind() == KindEnd || s.Kind() == KindNull {
					continue
				}
				require.True(t, onBoard12(s.From()) && onBoard12(s.To()), "seed %d ply %d: %s leaves the board in %s", seed, ply, FormatStep(g.Pos, s), g.Pos)
			}
			g.Make(list[r.IntN(len(list))])
			require.NoError(t, g.Pos.Validate(), "seed %d ply %d", seed, ply)
		}
	}
}

// TestPerft12AV12ASTART: perft from the 12A start, by make/unmake and by
// copy-make (docs/notation.md): 48 first steps (34 pawn steps, the knight
// moves of the knights, dragons, queen and jesters), 1,066 full turns with
// the second steps of a double move, 1,086,243 at depth 2.
func TestPerft12AV12ASTART(t *testing.T) {
	start := board.StartPositionOf(board.FrozenChess12A)
	g := NewGame(start.Clone())
	assert.Len(t, g.Legal(0, nil), 48)
	tests := []struct {
		depth int
		turns uint64
	}{{1, 1066}, {2, 1086243}}
	for _, tc := range tests {
		if tc.depth > 1 && testing.Short() {
			continue
		}
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		assert.Equal(t, tc.turns, PerftCopy(start.Clone(), tc.depth), "perft %d by copy-make", tc.depth)
		assert.Equal(t, board.StartFEN12A, g.Pos.Format(), "perft leaves the position as it was")
	}
}
