package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playAll plays steps given in notation, each parsed on the position it is
// played on, and returns how many it made.
func playAll(t *testing.T, g *Game, steps ...string) int {
	t.Helper()
	for _, str := range steps {
		s, err := g.ParseStep(str)
		require.NoError(t, err, str)
		g.Make(s)
		require.NoError(t, g.Pos.Validate(), str)
		require.Equal(t, g.Pos.ComputeHash(), g.Pos.Hash(), str)
	}
	return len(steps)
}

// TestQueenShadow: V13-QUEEN-SHADOW. When a queen's turn ends, her token
// stands on the square the turn started on instead of a wall there (the
// rest of her trail is wall); her next turn moves it (one token per
// queen); it cannot act but attacks as a queen and gives check; taken, it
// leaves the game with no tomb and no award, and her next turn makes a new
// one; a turn that ends on its start square leaves none. Everything
// unmakes exactly.
func TestQueenShadow(t *testing.T) {
	p := board.MustParse(lnFEN("k@a1 K@m12 q@e5"))
	before, hash := p.Format(), p.Hash()
	g := NewGame(p)
	n := playAll(t, g, "e5-e8", EndString)
	e5, e8 := sqs(t, "e5")[0], sqs(t, "e8")[0]
	queen := p.BodyAt(e8)
	tok := p.Unit(p.BodyAt(e5))
	assert.Equal(t, board.QueenShadow, tok.Type, "her token on the square she left")
	assert.Equal(t, board.White, tok.Side)
	assert.Equal(t, queen, tok.Parent)
	assert.Zero(t, p.WallOwner(e5), "no wall under it")
	assert.Equal(t, sqs(t, "e6", "e7"), wallOf(p, queen), "the rest of her trail is wall")
	assert.Empty(t, stepsFrom(t, g, "e5"), "it does not act (Black to move; its side's turn is next)")

	// Black passes; the queen moves again: the token follows.
	n += playAll(t, g, NullString, "e8-h8", EndString)
	assert.Zero(t, p.BodyAt(e5), "the old token moved")
	moved := p.Unit(p.BodyAt(e8))
	assert.Equal(t, board.QueenShadow, moved.Type)
	assert.Equal(t, 1, tokenSquares(p), "one token per queen")
	for range n {
		g.Unmake()
	}
	assert.Equal(t, before, p.Format())
	assert.Equal(t, hash, p.Hash())
}

// tokenSquares counts the Queen's Shadow tokens on the board.
func tokenSquares(p *board.Position) int {
	w, b := p.BodySquares(board.White, board.QueenShadow), p.BodySquares(board.Black, board.QueenShadow)
	return w.Count() + b.Count()
}

// TestQueenShadowTaken: V13-QUEEN-SHADOW, V13-QUEEN-ILLUSION-END. A token
// taken leaves the game: no tomb, no award for the capturer; the queen's
// next turn makes a new token. An Illusion taken leaves the same way.
func TestQueenShadowTaken(t *testing.T) {
	p := board.MustParse(lnFEN("k@n14 K@a16 P@a15 P@b15 P@b16 q@h7 s@e5 R@a5 p@m13 p@n13 p@o13 p@m14 p@m15 p@n15 p@o14 p@o15", "unit:{e5}/parent={h7}"))
	p.SetSideToMove(board.Black)
	g := NewGame(p)
	before := p.Format()
	e5 := sqs(t, "e5")[0]
	tokID := p.BodyAt(e5)
	n := playAll(t, g, "a5xe5")
	_, tomb := p.TombAt(e5)
	assert.False(t, tomb, "no tomb")
	assert.Equal(t, board.LocGone, p.Unit(tokID).Loc)
	rook := bodyOn(t, p, "e5")
	assert.Zero(t, rook.CapNonPawn, "no award")
	assert.Zero(t, rook.CapLifetime)
	n += playAll(t, g, "h7-h10", EndString)
	newTok := p.Unit(p.BodyAt(sqs(t, "h7")[0]))
	assert.Equal(t, board.QueenShadow, newTok.Type, "a new token")
	assert.NotEqual(t, tokID, p.BodyAt(sqs(t, "h7")[0]))
	for range n {
		g.Unmake()
	}
	assert.Equal(t, before, p.Format())

	makeAndBack(t, lnFEN("k@a1 K@p16 r@a5 I@e5"), "a5xe5", func(g *Game) {
		_, tomb := g.Pos.TombAt(e5)
		assert.False(t, tomb, "V13-QUEEN-ILLUSION-END an Illusion taken leaves no tomb")
		assert.Zero(t, bodyOn(t, g.Pos, "e5").CapNonPawn, "and no award")
	})
	makeAndBack(t, lnFEN("k@a1 K@p16 o@h4 I@h9 P@h8"), "h4!blast-h8", func(g *Game) {
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "h9")[0]))
		_, tomb := g.Pos.TombAt(sqs(t, "h9")[0])
		assert.False(t, tomb, "V13-QUEEN-ILLUSION-END an explosion in its 3x3 removes it, no tomb")
		_, tomb = g.Pos.TombAt(sqs(t, "h8")[0])
		assert.True(t, tomb, "the pawn beside it dies into a tomb")
	})
}

// TestQueenShadowCheck: V13-QUEEN-SHADOW. The token attacks as a queen: it
// gives check, and the king must answer it.
func TestQueenShadowCheck(t *testing.T) {
	p := board.MustParse(lnFEN("k@a1 K@e12 q@h8 s@e5", "unit:{e5}/parent={h8}"))
	p.SetSideToMove(board.Black)
	g := NewGame(p)
	assert.True(t, g.InCheck(board.Black), "the token on e5 checks e12 along the file")
	for _, s := range g.Legal(0, nil) {
		if s.Kind() == KindNull {
			t.Fatal("no Null move in check")
		}
	}
}

// TestQueenShadowBack: V13-QUEEN-SHADOW. A turn that ends on its start
// square leaves no token (the square is not free), and no wall there.
func TestQueenShadowBack(t *testing.T) {
	p := board.MustParse(lnFEN("k@a1 K@p16 q@e5"))
	g := NewGame(p)
	before := p.Format()
	n := playAll(t, g, "e5-e8", "e8-e5")
	assert.Equal(t, board.Queen, bodyOn(t, p, "e5").Type)
	assert.Zero(t, tokenSquares(p))
	for range n {
		g.Unmake()
	}
	assert.Equal(t, before, p.Format())
}
