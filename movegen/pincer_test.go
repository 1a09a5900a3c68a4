package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPincer: V13-PAWN-PINCER. A unit with enemy pawns on both squares of
// one orthogonal axis cannot move, use abilities, attack or protect; one
// pawn, diagonal pawns, friendly pawns or a mixed pair do not pinch; kings
// and Royal Guards are immune; a paralyzed pawn still pinches, a boxed or
// fused one does not; chancellors and pawns can be pinched.
func TestPincer(t *testing.T) {
	tests := []struct {
		name, fen, from string
		held            bool
	}{
		{"V13-PAWN-PINCER enemy pawns left and right hold a rook", lnFEN("k@a1 K@p16 R@e8 p@d8 p@f8"), "e8", true},
		{"V13-PAWN-PINCER enemy pawns in front and behind hold a rook", lnFEN("k@a1 K@p16 R@e8 p@e7 p@e9"), "e8", true},
		{"V13-PAWN-PINCER one pawn only: free", lnFEN("k@a1 K@p16 R@e8 p@d8"), "e8", false},
		{"V13-PAWN-PINCER two pawns on two axes (a corner): free", lnFEN("k@a1 K@p16 R@e8 p@d8 p@e9"), "e8", false},
		{"V13-PAWN-PINCER diagonal pawns: free", lnFEN("k@a1 K@p16 R@e8 p@d7 p@f9"), "e8", false},
		{"V13-PAWN-PINCER friendly pawns: free", lnFEN("k@a1 K@p16 R@e8 P@d8 P@f8"), "e8", false},
		{"V13-PAWN-PINCER one pawn of each side: free", lnFEN("k@a1 K@p16 R@e8 P@d8 p@f8"), "e8", false},
		{"V13-PAWN-PINCER pawns two squares away: free", lnFEN("k@a1 K@p16 R@e8 p@c8 p@g8"), "e8", false},
		{"V13-PAWN-PINCER the board edge is no pawn", lnFEN("k@a1 K@p16 R@a8 p@b8"), "a8", false},
		{"V13-PAWN-PINCER a king is immune", lnFEN("k@a1 K@e8 p@d8 p@f8"), "e8", false},
		{"V13-PAWN-PINCER a Royal Guard is immune", lnFEN("k@a1 K@e9 R@e8 p@d8 p@f8"), "e8", false},
		{"V13-PAWN-PINCER a paralyzed pawn still pinches", lnFEN("k@a1 K@p16 R@e8 p@d8 p@f8", "unit:{d8}/par=3"), "e8", true},
		{"V13-PAWN-PINCER a boxed pawn does not pinch", lnFEN("k@a1 K@p16 R@e8 p@d8 p@f8", "unit:{f8}/box"), "e8", false},
		{"V13-PAWN-PINCER a chancellor is not immune", lnFEN("k@a1 K@p16 C@e8 p@d8 p@f8"), "e8", true},
		{"V13-PAWN-PINCER pawns pinch a pawn", lnFEN("k@a1 K@p16 P@e8 p@d8 p@f8"), "e8", true},
		{"V13-PAWN-PINCER a frog is not immune", lnFEN("k@a1 K@p16 F@e8 p@d8 p@f8"), "e8", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := flipToMove(tc.fen)
			if tc.held {
				assert.Empty(t, stepsOf(t, fen, tc.from), "no step")
				for _, s := range specialsOf(t, fen, "", false) {
					if strings.Contains(s, "!shift:") || strings.Contains(s, "!rotate:") {
						continue // a Shift moves a whole line (V13-SHIFT), a Rotate a block named by its corner (V13-ROTATE): not the unit's own action
					}
					assert.NotEqual(t, tc.from+"!", s[:len(tc.from)+1], "no ability: %s", s)
				}
			} else {
				assert.NotEmpty(t, stepsOf(t, fen, tc.from))
			}
		})
	}
	stacked := flipToMove(stackFEN("k@a1 K@p16 R@e8 p@d8 pp@f8"))
	assert.NotEmpty(t, stepsOf(t, stacked, "e8"), "V13-PAWN-PINCER a fused stack of pawns does not pinch")
}

// flipToMove gives the move to Black in a position string lnFEN wrote
// (the board field has no space: the first " w" is the side to move).
func flipToMove(fen string) string { return strings.Replace(fen, " w", " b", 1) }

// TestPincerAttacks: V13-PAWN-PINCER. A pinched unit gives no check and
// protects nothing (V13-PARALYSIS), and the pawn that lets it go may not
// expose its own king: the legality test sees the pincer break.
func TestPincerAttacks(t *testing.T) {
	p := board.MustParse(lnFEN("k@e1 K@p16 R@e8 p@d8 p@f8"))
	assert.False(t, Attacked(p, board.Black, sqs(t, "e1")[0]), "held: no check")
	p = board.MustParse(lnFEN("k@e1 K@p16 R@e8 p@d8 p@f7"))
	assert.True(t, Attacked(p, board.Black, sqs(t, "e1")[0]), "free: check")

	// d8 stepping forward lets the rook go onto the king's file: illegal;
	// f8 may not step either; the pawn on a4 may.
	fen := lnFEN("k@e1 K@p16 R@e8 p@d8 p@f8 p@a4")
	assert.Equal(t, []string{"d8-d9"}, stepsOf(t, fen, "d8"))
	assert.Empty(t, legalOf(t, fen, "d8"), "d8-d9 frees the rook: check")
	assert.Empty(t, legalOf(t, fen, "f8"), "f8-f9 frees the rook: check")
	assert.Equal(t, []string{"a4-a5"}, legalOf(t, fen, "a4"))
	// Every legal turn keeps the rook pinched or the king off its file.
	g := NewGame(board.MustParse(fen))
	checked := 0
	g.ForEachTurn(func(turn []Step) bool {
		ks, _ := g.KingSquare(board.White)
		require.False(t, Attacked(g.Pos, board.Black, ks), "a legal turn ends with the king attacked")
		checked++
		return true
	})
	assert.Positive(t, checked)
}

// TestPincerTurns: V13-PAWN-PINCER. The pincer is read from the board at
// every step: a pawn's step that closes it holds the enemy unit at once, so
// its owner cannot move it next turn; when a pawn leaves, it is free again
// at once (no counter runs, nothing is stored: the position string and the
// hash do not change with the pincer).
func TestPincerTurns(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 F@e9 p@d9 p@f8")
	playTurn(t, fen, []string{"f8-f9", "end"}, func(g *Game) {
		assert.Empty(t, stepsFrom(t, g, "e9"), "closed: the frog is held")
		assert.Zero(t, bodyOn(t, g.Pos, "e9").Paralysis, "no counter")
	})
	open := lnFEN("k@a1 K@p16 F@e9 p@d9 p@f9 p@a3")
	playTurn(t, open, []string{"d9-d10", "end"}, func(g *Game) {
		assert.NotEmpty(t, stepsFrom(t, g, "e9"), "opened: the frog moves")
	})
	playTurn(t, open, []string{"a3-a4", "end"}, func(g *Game) {
		assert.Empty(t, stepsFrom(t, g, "e9"), "still closed")
	})
	// A double move: the first step closes the pincer, and the frog is
	// held before the turn ends.
	playTurn(t, lnFEN("k@a1 K@p16 F@e9 p@d9 p@f7"), []string{"f7-f8", "f8-f9"}, func(g *Game) {
		assert.Empty(t, stepsFrom(t, g, "e9"))
	})
}

// V13-PAWN-PINCER: pawnsTwoAway, by shifts of the pawn sets, holds exactly
// the squares two orthogonal steps from a pawn body, on every suite
// position and on pawns at the board's edges and corners.
func TestPincerPawnsTwoAwayByShifts(t *testing.T) {
	positions := []*board.Position{
		board.MustParse(lnFEN("k@h1 K@h16 p@a1 P@p16 p@a9 P@p8 p@h4 P@b15")),
		board.MustParse(lnFEN("k@h1 K@h16 p@b2 P@o15 p@c16 P@n1")),
	}
	positions = append(positions, suitePositions(t)...)
	for _, p := range positions {
		var want board.SquareSet
		for i := range board.NumSquares {
			sq := board.Square(i)
			for _, d := range orthogonals {
				if n := nbr[sq][d]; n != offBoard {
					if m := nbr[n][d]; m != offBoard && p.PieceAt(board.Square(m)).Type() == board.Pawn {
						want.Add(sq)
					}
				}
			}
		}
		assert.Equal(t, want, pawnsTwoAway(p), p.Format())
	}
}
