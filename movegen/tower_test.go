package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestTower: V13-ROOK-TOWER. A unit that protects a rook (could capture on
// its square) moves and captures with the rook's pattern too, its steps
// marked ^, however many units protect it; not when the rook is threatened
// or cannot act, not for a unit that does not reach the rook, not for
// kings, pawns, queens or rooks, and a unit its own single protector
// empowers keeps that pattern.
func TestTower(t *testing.T) {
	tests := []struct {
		name, fen, from string
		some, not       []string
	}{
		{name: "V13-ROOK-TOWER a bishop protecting a rook gains its lines", fen: lnFEN("K@p16 k@a1 b@c3 r@e5"), from: "c3",
			some: []string{"c3-c8^", "c3-c16^", "c3-k3^", "c3-a3^"}},
		{name: "V13-ROOK-TOWER and its capture", fen: lnFEN("K@p16 k@a1 b@c3 r@e5 N@c10"), from: "c3",
			some: []string{"c3xc10^"}, not: []string{"c3-c11^"}},
		{name: "V13-ROOK-TOWER V13-GUARDS a guarded protector still gains it (the count is lifted)",
			fen: lnFEN("K@p16 k@a1 b@c3 r@e5 l@a2 l@b1"), from: "c3", some: []string{"c3-c8^", "c3-k3^"}},
		{name: "V13-ROOK-TOWER V13-EMPOWER not from a threatened rook", fen: lnFEN("K@p16 k@a1 b@c3 r@e5 L@f7"), from: "c3"},
		{name: "V13-ROOK-TOWER not from a paralyzed rook", fen: lnFEN("K@p16 k@a1 b@c3 r@e5", "unit:{e5}/par=2"), from: "c3"},
		{name: "V13-ROOK-TOWER not for a unit that does not reach the rook", fen: lnFEN("K@p16 k@a1 b@c3 r@e6"), from: "c3"},
		{name: "V13-ROOK-TOWER not from an enemy rook", fen: lnFEN("K@p16 k@a1 b@c3 R@e5"), from: "c3"},
		{name: "V13-ROOK-TOWER a queen gains nothing", fen: lnFEN("K@p16 k@a1 q@c3 r@e5"), from: "c3"},
		{name: "V13-ROOK-TOWER a pawn gains nothing", fen: lnFEN("K@p16 k@a1 p@d4 r@e5"), from: "d4"},
		{name: "V13-ROOK-TOWER a king gains nothing", fen: lnFEN("K@p16 k@d4 r@e5"), from: "d4"},
		{name: "V13-ROOK-TOWER V13-EMPOWER a knight its single bishop empowers keeps the bishop's pattern",
			fen: lnFEN("K@p16 k@a1 l@e4 b@c2 r@d2"), from: "e4", some: []string{"e4-h7^"}, not: []string{"e4-e10^", "e4-a4^"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := empoweredOf(t, tc.fen, tc.from)
			if tc.some == nil {
				assert.Empty(t, got, tc.fen)
				return
			}
			for _, s := range tc.some {
				assert.Contains(t, got, s, tc.fen)
			}
			for _, s := range tc.not {
				assert.NotContains(t, got, s, tc.fen)
			}
		})
	}
}

// TestTowerAttacks: V13-ROOK-TOWER. The rook lines a unit gains are
// attacks (Q7): the bishop on c3 checks the king on c12 while it protects
// the rook on e5, not once the rook is gone.
func TestTowerAttacks(t *testing.T) {
	p := board.MustParse(lnFEN("K@c12 k@a1 b@c3 r@e5"))
	g := NewGame(p)
	assert.True(t, g.inCheckWith(board.Black, g.protection()), "the bishop's rook line reaches c12")
	p = board.MustParse(lnFEN("K@c12 k@a1 b@c3 r@e6"))
	g = NewGame(p)
	assert.False(t, g.inCheckWith(board.Black, g.protection()), "no tower, no check")
	// Black to move, in check: the king must leave the c-file or block.
	assert.NotContains(t, legalOf(t, flipToMove(lnFEN("K@c12 k@a1 b@c3 r@e5")), "c12"), "c12-c11")
}
