package movegen

import (
	"math/rand/v2"
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

// V13-PAWN-PINCER: pincerTouched, by shifts of whole sets, says what its
// plain definition says (a body next to a changed square, not a king, with
// a pinching pawn of the other side beyond it), for every single changed
// square and for random blocks of squares, on every suite position and on
// pawns, bodies and kings at the board's edges and corners; shiftSet moves
// every square one step, none off the board.
func TestPincerTouchedByShifts(t *testing.T) {
	positions := []*board.Position{
		board.MustParse(lnFEN("k@h1 K@h16 p@a1 P@p16 p@a9 P@p8 p@h4 P@b15 R@a2 r@p15 B@b9 n@o8 N@h5")),
		board.MustParse(lnFEN("k@b1 K@h16 p@b2 P@o15 p@c16 P@n1 P@b3 p@d16 R@m1")),
		board.MustParse(lnFEN("k@e5 K@g5 P@d5 p@h5 p@e7 P@g3 R@a16 r@p1")),
		board.MustParse(lnFEN("k@a1 K@p16 p@f5 R@e5 p@c9 B@c10")), // white pawns only
	}
	positions = append(positions, suitePositions(t)...)
	plain := func(p *board.Position, changed *board.SquareSet) bool {
		for i := range board.NumSquares {
			s := board.Square(i)
			if !changed.Has(s) {
				continue
			}
			for _, d := range orthogonals {
				n := nbr[s][d]
				if n == offBoard {
					continue
				}
				pc := p.PieceAt(board.Square(n))
				if pc == board.NoPiece || pc.Type() == board.King {
					continue
				}
				if m := nbr[n][d]; m != offBoard && pincerPawn(p.Cells()[m].Piece, pc.Side().Other()) {
					return true
				}
			}
		}
		return false
	}
	r := rand.New(rand.NewPCG(45, 8))
	touched := 0
	for _, p := range positions {
		for i := range board.NumSquares {
			var one board.SquareSet
			one.Add(board.Square(i))
			for _, d := range orthogonals {
				var want board.SquareSet
				if n := nbr[i][d]; n != offBoard {
					want.Add(board.Square(n))
				}
				require.Equal(t, want, shiftSet(&one, d), "square %d direction %d", i, d)
			}
			want := plain(p, &one)
			require.Equal(t, want, pincerTouched(p, &one), "%s changed on %d", p.Format(), i)
			if want {
				touched++
			}
		}
		for range 200 {
			n := 2 + r.IntN(7)
			block := board.BlockSquares(board.NewSquare(r.IntN(17-n), r.IntN(17-n)), n)
			require.Equal(t, plain(p, &block), pincerTouched(p, &block), "%s, a block of %d", p.Format(), n)
		}
	}
	require.Positive(t, touched, "some changes touch a pincer")
}
