package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/frozenchess/engine/board"
)

// TestRoyalGuards12AV12AKING: 12A has no Royal Guards (002:121-131, "No
// Royal Guards"; board.MechRoyalGuards off): a unit in its own king's 3x3
// takes the tomb-pass paralysis and an enemy jester's presence holds it,
// where 13.0 spares a Royal Guard both.
func TestRoyalGuards12AV12AKING(t *testing.T) {
	// The white rook c2 passes the active tomb f2 to g2, beside its king h1.
	g := play(t, "K11/12/12/12/12/12/12/12/12/12/2r9/7k4 w tomb:f2=active/0/P50 variant:frozenchess12a", "c2-g2")
	assert.Equal(t, uint16(2), g.Pos.Unit(2).Paralysis, "V12A-KING 12A: no Royal Guard, paralyzed")
	g13 := play(t, "K15/16/16/16/16/16/16/16/16/16/16/16/16/16/2r13/7k8 w tomb:f2=active/0/P50", "c2-g2")
	assert.Zero(t, g13.Pos.Unit(2).Paralysis, "V12A-KING 13.0: a Royal Guard is immune")

	// A black jester f3 beside the white rook g2, whose king is h1.
	p := pos12A(t, "K11/12/12/12/12/12/12/12/12/5J6/6r5/7k4 w")
	assert.True(t, board.HeldByNeighbours(p, p.Unit(p.BodyAt(sqs(t, "g2")[0])), nil), "V12A-KING 12A: the jester holds it")
	p13 := board.MustParse("K15/16/16/16/16/16/16/16/16/16/16/16/16/5J10/6r9/7k8 w")
	assert.False(t, board.HeldByNeighbours(p13, p13.Unit(p13.BodyAt(sqs(t, "g2")[0])), nil), "V12A-KING 13.0: a Royal Guard is not held")
}

// TestHolds12AV12AMISSING: the 12x12 texts are closed games (V12A-MISSING
// ruling): no Pincer (board.MechPincer off: two enemy pawns beside a unit
// do not hold it) and no Knightmare (board.MechKnightmare off: a pawn in an
// enemy knight's range still captures), both of which 13.0 plays.
func TestHolds12AV12AMISSING(t *testing.T) {
	tests := []struct {
		name, fen string
		want      bool
	}{
		{"V12A-MISSING 12A: the pawns d5 and f5 do not pinch the rook e5",
			"K11/12/12/12/12/12/12/3PrP6/12/12/12/11k w variant:frozenchess12a", false},
		{"V12A-MISSING 13.0: they do (V13-PAWN-PINCER)",
			"K15/16/16/16/16/16/16/16/16/16/16/3PrP10/16/16/16/15k w", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			assert.Equal(t, tc.want, board.HeldByNeighbours(p, p.Unit(p.BodyAt(sqs(t, "e5")[0])), nil))
		})
	}

	// The black knight f6 has the white pawn e4 in its range; the pawn
	// still takes the black bishop d5 in 12A.
	p := pos12A(t, "K11/12/12/12/12/12/5N6/3B8/4p7/12/12/11k w")
	assert.False(t, knightmaredAt(p, sqs(t, "e4")[0]), "V12A-MISSING no Knightmare")
	assert.Contains(t, stepsOf(t, p.Format(), "e4"), "e4xd5")
	hit, _ := fastAttacked(p, board.White, sqs(t, "d5")[0], nil, nil)
	assert.True(t, hit, "V12A-MISSING the attack test agrees")
}
