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

// TestEvalCargoV8SHIP: V8-SHIP, V8-CANNON. The evaluation counts the units
// a ship or a cannon holds for their side, as if they stood on the
// carrier's square (the Rotate count does not: V8-ROTATE-VALUES), in the
// material term, in the square sums the search keeps, and, for a paralyzed
// held unit, in the paralysis credit.
func TestEvalCargoV8SHIP(t *testing.T) {
	const ship = "8K7/16/16/16/16/16/16/16/16/16/16/4s11/16/16/16/8k7 w ply:10 variant:frozenchess8" // a white ship on e5, id 2
	empty, held := board.MustParse(ship), board.MustParse(ship+" gone:r40 unit:40/parent=2")
	tab := defaultTable(held.Variant)
	e5, _ := board.ParseSquare("e5")
	r := held.Unit(40)
	require.Equal(t, board.Rook, r.Type)
	worth := tab.unitScore(r, e5)
	require.NotZero(t, worth)
	assert.Equal(t, materialOf(t, ship)[board.White]+worth, materialOf(t, ship+" gone:r40 unit:40/parent=2")[board.White])
	assert.Equal(t, SquareScore(empty, e5)+worth, SquareScore(held, e5), "the ship's square carries its cargo")
	assert.Equal(t, BoardScore(empty)+worth, BoardScore(held))
	assert.Greater(t, BoardScore(held), BoardScore(empty), "boarding loses no material")
	cannon := "8K7/16/16/16/16/16/16/16/16/16/16/4z11/16/16/16/8k7 w ply:10 variant:frozenchess8"
	assert.Greater(t, materialOf(t, cannon+" gone:p40 unit:40/parent=2")[board.White], materialOf(t, cannon)[board.White], "V8-CANNON: the ammunition counts")
	var par [numTerms][2]int
	paralyzed := board.MustParse(ship + " gone:r40 unit:40/parent=2/par=3")
	tab.paralysis(paralyzed, &par)
	assert.Positive(t, par[termParalysis][board.White], "a held paralyzed unit's credit")
	assert.Equal(t, SquareScore(empty, e5)+par[termParalysis][board.White], SquareScore(paralyzed, e5))
	// A shadow passenger (a ShadowShip's) counts no more than a shadow on
	// the board: 8.0 counts no shadow's material (V8-ROTATE-VALUES).
	assert.Equal(t, materialOf(t, ship)[board.White], materialOf(t, ship+" gone:r40 unit:40/parent=2/shadow")[board.White], "a held shadow")
}
