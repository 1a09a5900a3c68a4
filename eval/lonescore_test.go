package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLoneScoreIsStackedScore: squareScore's shortcut for a lone counted
// unit (loneUnit) gives what the general walk over the square's units
// (stackedScore) gives, on every square of positions with stacks, shadows,
// paralysis, floods, syzygy, monads, facings and the start positions and
// random boards of every variant (V13-VALUE-FORMULA, V13-VALUE-RANK,
// V13-FACING, V13-VALUE-EXCLUDE); and it is taken for most bodies.
func TestLoneScoreIsStackedScore(t *testing.T) {
	fens := []string{
		board.StartFEN,
		kingsOnly,
		"8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 b unit:7/par=3",
		"8K7/16/2(RN)13/16/16/16/16/3q12/16/16/16/16/16/16/16/8k7 b shadow:d9=B6(f7p8) unit:6/sage=3/strail=5/monad/active",
		"8K7/16/16/11R4/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/par=2/syz=3,3/syz=2",
		kingsOnly + " shadow:e4=q3 unit:3/par=2/monad/prog=+1+1",
		"8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/face=e",
		"8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/face=s",
		"8K7/16/16/16/16/16/16/16/16/16/16/16/4R11/16/16/8k7 w unit:2/face=s",
	}
	rng := rand.New(rand.NewPCG(45, 8))
	for _, vr := range []*board.Variant{board.FrozenChess, board.FrozenChess8, board.FrozenChess12A, board.FrozenChess12B, board.FrozenChess12C} {
		fens = append(fens, vr.Start)
		for range 20 {
			fens = append(fens, randomBoardFEN(rng, vr, 24, 6))
		}
	}
	lone, bodies := 0, 0
	for _, fen := range fens {
		p, err := board.Parse(fen)
		require.NoError(t, err, fen)
		for _, tab := range []*scoreTable{defaultTable(p.Variant), newScoreTable(p.Variant, DefaultWeights())} {
			for sq := range board.NumSquares {
				c := &p.Cells()[sq]
				if c.Body == 0 && c.Shadows == 0 {
					continue
				}
				bodies++
				if c.Body != 0 && c.Shadows == 0 && tab.loneUnit(p.Unit(c.Body)) {
					lone++
				}
				assert.Equal(t, tab.stackedScore(p, c, board.Square(sq)), tab.squareScore(p, board.Square(sq)), "%s on %v", fen, board.Square(sq))
			}
		}
	}
	assert.Greater(t, lone, bodies/2, "the shortcut serves most bodies")
}
