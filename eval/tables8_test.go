package eval

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// v8Points are FrozenChess 8.0's Rotate values (V8-ROTATE-VALUES, seed
// 001:608-638): King and Queen 3, pawn 1, every other unit 2.
func v8Points(t board.UnitType) int {
	switch t {
	case board.King, board.Queen:
		return 3
	case board.Pawn:
		return 1
	}
	return 2
}

// TestEvalTablesV8ROTATEVALUES: the evaluation scores every unit of the
// 8.0 roster, its own six types (Lancer, Trebuchet, Ballista, Ship, Onager,
// Ram) included, at its 8.0 value: a lone unit is value x MaterialScale off
// its own colour and ColorForcePercent more on it (the evaluator's share
// of Color Force, material.go), while the Rotate count (board.Material)
// doubles it there (V8-ROTATE-VALUES: 6, 2, 4). An evaluator with other
// weights for 13.0 scores 8.0 positions by the 8.0 table.
func TestEvalTablesV8ROTATEVALUES(t *testing.T) {
	tuned := DefaultWeights()
	tuned.Piece[board.Rook] = 12345
	evaluators := map[string]*Evaluator{"default": NewEvaluator(), "13.0 weights": NewEvaluatorWith(tuned)}
	for ty := board.Pawn; ty < board.NumTypes; ty++ {
		if ty == board.King || !board.FrozenChess8.Roster.Has(ty) {
			continue // kings are never counted by the evaluation
		}
		letter := string(board.FrozenChess8.LetterFor(ty, board.White))
		// c3 is dark (not White's colour), d3 light (White's).
		for _, tc := range []struct {
			sq       string
			own      bool
			eval     int
			rotation int
		}{
			{"c3", false, v8Points(ty) * MaterialScale, v8Points(ty)},
			{"d3", true, v8Points(ty) * MaterialScale * (100 + ColorForcePercent) / 100, 2 * v8Points(ty)},
		} {
			rank3 := map[string]string{"c3": "2" + letter + "13", "d3": "3" + letter + "12"}[tc.sq]
			fen := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/" + rank3 + "/16/8k7 w ply:10 variant:frozenchess8"
			p, err := board.Parse(fen)
			require.NoError(t, err, fen)
			for name, e := range evaluators {
				assert.Equal(t, tc.eval, termOf(t, e, p, "material")[board.White], "%s on %s (%s)", ty, tc.sq, name)
			}
			assert.Equal(t, tc.eval, BoardScore(p), "%s on %s: the incremental sum", ty, tc.sq)
			m := board.Material(p, board.WholeBoard)
			assert.Equal(t, tc.rotation+3, m[board.White], "%s on %s: the Rotate count, the king's 3 with it (c3 dark, i1 light)", ty, tc.sq)
		}
	}
	// The 8.0 start, side by side: every unit counted. Per side 32 pawns,
	// the queen and 30 units of 2 points: 95 points, 48 units on their own
	// colour.
	p := board.StartPositionOf(board.FrozenChess8)
	var want int
	for i := range board.NumSquares {
		sq := board.Square(i)
		pc := p.PieceAt(sq)
		if pc == 0 || pc.Side() != board.White || pc.Type() == board.King {
			continue
		}
		v := v8Points(pc.Type()) * MaterialScale
		if !sq.Dark() {
			v += v * ColorForcePercent / 100
		}
		want += v
	}
	assert.Equal(t, [2]int{want, want}, termOf(t, NewEvaluator(), p, "material"))
	assert.Greater(t, want, 95*MaterialScale)
	assert.Equal(t, [2]int{147, 147}, board.Material(p, board.WholeBoard), "98 points a side, half of them doubled")
}

// termOf is the evaluation term name of p (White, Black) by e.
func termOf(t *testing.T, e *Evaluator, p *board.Position, name string) [2]int {
	t.Helper()
	for _, term := range e.Terms(p) {
		if term.Name == name {
			return [2]int{term.White, term.Black}
		}
	}
	require.Fail(t, "no term "+name)
	return [2]int{}
}
