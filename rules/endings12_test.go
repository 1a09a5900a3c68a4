package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// endingCase is a row of the 12x12 texts' endings tables: a game and how
// Outcome judges it.
type endingCase struct {
	name string
	g    Game
	res  Result
	why  string
}

// drawRows12 are the rows of the draw rules the 12x12 texts share (V12A-DRAW,
// V12B-DRAW, V12C-DRAW): threefold repetition draws, two Null turns in a row
// do not and, with no300, neither does the 300-move rule. id names the
// text's catalog row ("V12A-DRAW"), variant its position suffix
// (" variant:frozenchess12a").
func drawRows12(id, variant string, no300 bool) []endingCase {
	rep := "K11/11P/12/12/12/12/12/12/12/12/12/p10k w ply:10" + variant
	other := "K11/11P/12/12/12/12/12/12/12/12/12/p9k1 w ply:10" + variant
	rows := []endingCase{
		{id + " threefold repetition", Game{Pos: board.MustParse(rep), History: historyOf(rep, other, rep, other)}, Draw, "threefold repetition"},
		{id + " no Null draw", Game{Pos: board.MustParse(rep), Nulls: 2}, Ongoing, ""},
	}
	if no300 {
		rows = append(rows, endingCase{id + " no 300-move rule",
			Game{Pos: board.MustParse("K11/11P/12/12/12/12/12/12/12/12/12/p9qk w ply:600" + variant), Rule300: true}, Ongoing, ""})
	}
	return rows
}

// checkEndings runs each row as a subtest: Outcome gives its result and
// its reason.
func checkEndings(t *testing.T, rows []endingCase) {
	t.Helper()
	for _, tc := range rows {
		t.Run(tc.name, func(t *testing.T) {
			res, why := Outcome(tc.g)
			assert.Equal(t, tc.res, res, why)
			assert.Equal(t, tc.why, why)
		})
	}
}
