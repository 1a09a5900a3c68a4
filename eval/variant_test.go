package eval

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// materialOf is the material term (White, Black) of the position fen.
func materialOf(t *testing.T, fen string) [2]int {
	t.Helper()
	for _, term := range NewEvaluator().Terms(board.MustParse(fen)) {
		if term.Name == "material" {
			return [2]int{term.White, term.Black}
		}
	}
	require.Fail(t, "no material term")
	return [2]int{}
}

// V8-ROTATE-VALUES: the evaluation weighs units by the variant's values: a
// queen on a1 (not White's colour, no rank bonus there) is 3 pawns in 8.0
// and 10 in 13.0; 8.0 has no rank bonus, so a pawn's advance adds nothing.
func TestEvalMaterialV8ROTATEVALUES(t *testing.T) {
	queen := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/q7k7 w ply:10"
	assert.Equal(t, 10*MaterialScale, materialOf(t, queen)[board.White])
	assert.Equal(t, 3*MaterialScale, materialOf(t, queen+" variant:frozenchess8")[board.White])
	// A pawn on c3 (dark) and on c11 (dark): the same in 8.0, more far up in 13.0.
	low := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/2p13/16/8k7 w ply:10"
	high := "8K7/16/16/16/16/2p13/16/16/16/16/16/16/16/16/16/8k7 w ply:10"
	assert.Less(t, materialOf(t, low)[board.White], materialOf(t, high)[board.White])
	assert.Equal(t, materialOf(t, low+" variant:frozenchess8"), materialOf(t, high+" variant:frozenchess8"))
}
