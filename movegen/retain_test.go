package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestRetainRecord: V13-ASSASSIN-RETAIN. The assassin on e5, protected by
// the rook on e1 alone (V13-EMPOWER), is empowered by it: at the end of its
// side's ply it records the rook (emp=R), whatever the ply's action was; a
// later empowerment by a bishop overwrites it; an assassin nothing
// empowers keeps what it had.
func TestRetainRecord(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5 r@e1")
	makeAndBack(t, fen, "e1!raise", func(g *Game) {
		assert.Equal(t, board.Rook, bodyOn(t, g.Pos, "e5").Empowerer)
	})
	over := lnFEN("k@a1 K@p16 a@e5 b@c3", "unit:{e5}/emp=R")
	makeAndBack(t, over, "c3!raise", func(g *Game) {
		assert.Equal(t, board.Bishop, bodyOn(t, g.Pos, "e5").Empowerer, "the next empowerment overwrites")
	})
	kept := lnFEN("k@a1 K@p16 a@e5", "unit:{e5}/emp=R")
	makeAndBack(t, kept, "a1!raise", func(g *Game) {
		assert.Equal(t, board.Rook, bodyOn(t, g.Pos, "e5").Empowerer, "kept while nothing empowers it")
	})
	// The enemy's plies record nothing on White's assassin.
	enemy := lnFEN("k@a1 K@p16 a@e5 r@e1")
	p := board.MustParse(enemy)
	p.SetSideToMove(board.Black)
	makeAndBack(t, p.Format(), "p16!raise", func(g *Game) {
		assert.Equal(t, board.NoType, bodyOn(t, g.Pos, "e5").Empowerer)
	})
}

// TestRetainMoves: V13-ASSASSIN-RETAIN. An assassin that recorded a rook
// and that nothing empowers now moves like a rook, written with ^, but
// captures only with its own pattern; an empowerment now replaces the
// retained moves; other types retain nothing.
func TestRetainMoves(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5 P@e10 P@f7", "unit:{e5}/emp=R")
	steps := stepsOf(t, fen, "e5")
	for _, want := range []string{"e5-e6^", "e5-e9^", "e5-a5^", "e5-e1^", "e5xf7", "e5-e8"} {
		assert.Contains(t, steps, want)
	}
	for _, not := range []string{"e5xe10^", "e5xe10"} {
		assert.NotContains(t, steps, not, "the retained pattern does not capture")
	}
	assert.Contains(t, legalOf(t, fen, "e5"), "e5-e9^")
	plain := lnFEN("k@a1 K@p16 a@e5 P@e10 P@f7")
	assert.NotContains(t, stepsOf(t, plain, "e5"), "e5-e9^", "nothing recorded, nothing retained")
	// Empowered by a bishop now: bishop moves and captures, no rook moves.
	now := lnFEN("k@a1 K@p16 a@e5 b@c3 P@h8", "unit:{e5}/emp=R")
	steps = stepsOf(t, now, "e5")
	assert.Contains(t, steps, "e5xh8^", "the current empowerment captures")
	assert.NotContains(t, steps, "e5-e9^")
	// A knight with a recorded type retains nothing.
	assert.NotContains(t, stepsOf(t, lnFEN("k@a1 K@p16 l@e5", "unit:{e5}/emp=R"), "e5"), "e5-e9^")
	// Played: the retained move walks like a rook and builds its wall.
	makeAndBack(t, fen, "e5-e9^", func(g *Game) {
		assert.Equal(t, board.Assassin, bodyOn(t, g.Pos, "e9").Type)
	})
}

// TestRetainLostAtDeath: V13-ASSASSIN-RETAIN. An assassin that comes back
// from its tomb (V13-RESPAWN) has lost its recorded empowerer.
func TestRetainLostAtDeath(t *testing.T) {
	fen := lnFEN("k@a1 K@p16", "tomb:e5=open/0/a3", "unit:3/emp=R")
	assert.Equal(t, board.Rook, board.MustParse(fen).Unit(3).Empowerer)
	makeAndBack(t, fen, "@e5", func(g *Game) {
		a := bodyOn(t, g.Pos, "e5")
		assert.Equal(t, board.Assassin, a.Type)
		assert.Equal(t, board.NoType, a.Empowerer)
	})
}
