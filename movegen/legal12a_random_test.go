package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// TestLegalFast12AV12ADOUBLEMOVEREST: along random 12A games, where units
// rest after their double moves (V12A-DOUBLEMOVE-REST) and lines turn by
// 90 degrees only (V12A-BOUNCE), Legal's fast paths equal the plain
// definition (movegen.PlainLegal: every step tried on a copy), mid turn
// included.
func TestLegalFast12AV12ADOUBLEMOVEREST(t *testing.T) {
	games, plies := 12, 80
	if testing.Short() {
		games, plies = 2, 30
	}
	rested := 0
	for seed := range games {
		r := rand.New(rand.NewPCG(uint64(seed), 12))
		g := movegen.NewGame(board.StartPositionOf(board.FrozenChess12A))
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			require.Equal(t, movegen.PlainLegal(g.Pos), legal, "seed %d ply %d: Legal of %s", seed, ply, g.Pos.Format())
			if len(legal) == 0 {
				break
			}
			g.Make(legal[r.IntN(len(legal))])
			if g.Pos.Turn().Actor == 0 && hasRest(g.Pos) {
				rested++
			}
		}
	}
	require.Positive(t, rested, "the games reached positions with a resting unit")
}

// hasRest reports a unit with the rest flag on the board.
func hasRest(p *board.Position) bool {
	for sq := board.Square(0); ; sq++ {
		if id := p.BodyAt(sq); id != 0 && p.Unit(id).Has(board.StatusRest) {
			return true
		}
		if sq == board.Square(board.NumSquares-1) {
			return false
		}
	}
}
