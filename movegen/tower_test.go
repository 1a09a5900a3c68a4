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

// TestTowerVariants: V13-ROOK-TOWER is a rule of 13.0 and of 8.0 (V8-ROOK,
// "Stun (2) and Tower as in v13") and of no 12x12 text: those are closed
// games whose rows do not name it (V12A-MISSING ruling), so
// board.MechRookTower is off there. The same setup in each: the white
// knight c4 protects the white rook e5 and nothing protects the knight, so
// any rook line it gains (c4-c10^) comes from Tower alone. (The 8.0
// position is past its first turn, which must be a pawn move, V8-FIRST-MOVE.)
func TestTowerVariants(t *testing.T) {
	const twelve = "11K/7P4/12/12/12/12/12/4r7/2n9/12/7p4/k11 w variant:"
	tests := []struct {
		name, fen string
		tower     bool
	}{
		{"V13-ROOK-TOWER 13.0: on", lnFEN("K@p16 k@a1 l@c4 r@e5"), true},
		{"V13-ROOK-TOWER V8-ROOK 8.0: on", lnFEN("K@p16 k@a1 n@c4 r@e5", "ply:10", "variant:frozenchess8"), true},
		{"V13-ROOK-TOWER V12A-MISSING 12A: off", twelve + "frozenchess12a", false},
		{"V13-ROOK-TOWER V12B-MISSING 12B: off", twelve + "frozenchess12b", false},
		{"V13-ROOK-TOWER V12C-MISSING 12C: off", twelve + "frozenchess12c", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			assert.Equal(t, tc.tower, p.Variant.Has(board.MechRookTower), "the switch")
			got := empoweredOf(t, tc.fen, "c4")
			if tc.tower {
				assert.Contains(t, got, "c4-c10^", tc.fen)
				assert.Contains(t, got, "c4-a4^", tc.fen)
			} else {
				assert.Empty(t, got, tc.fen)
			}
			// The knight's own moves are there in every variant.
			assert.Contains(t, stepsOf(t, tc.fen, "c4"), "c4-d6", tc.fen)
		})
	}
}
