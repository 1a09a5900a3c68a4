package movegen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// restFEN: Black king l12 (1), pawn h8 (2); White rook d4 (3), king a1
// (4). Black moves its pawn: its king would step into the rook's bouncing
// lines, and King's Check would take the rook (V12A-KING).
const restFEN = "11K/12/12/12/7P4/12/12/12/3r8/12/12/k11 w variant:frozenchess12a"

// TestRest12AV12ADOUBLEMOVEREST: after the rook's double move it rests on
// White's next turn (its steps are not offered), then moves again; after a
// single step nothing rests; a resting unit whose steps are the only ones
// its side has makes one step, not a double move (002:22).
func TestRest12AV12ADOUBLEMOVEREST(t *testing.T) {
	tests := []struct {
		name       string
		turns      []string // played from restFEN
		restsOnD6  bool     // the rook d6 carries the rest flag
		rookMayAct bool     // White to move: the rook d6 has steps
	}{
		{"V12A-DOUBLEMOVE-REST double move: the rook rests", []string{"d4-d5,d5-d6", "h8-h9"}, true, false},
		{"V12A-DOUBLEMOVE-REST single step: no rest", []string{"d4-d5,d5-d6", "h8-h9", "a1-b1", "h9-h10", "d6-d7", "h10-h11", "b1-c1", "h11-g11"}, false, true},
		{"V12A-DOUBLEMOVE-REST the rest lasts one turn", []string{"d4-d5,d5-d6", "h8-h9", "a1-b1", "h9-h10"}, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, restFEN, tc.turns...)
			p := g.Pos
			var rook board.Square
			for _, sq := range sqs(t, "d6", "d7") {
				if p.PieceAt(sq).Type() == board.Rook {
					rook = sq
				}
			}
			assert.Equal(t, tc.restsOnD6, p.Unit(p.BodyAt(rook)).Has(board.StatusRest))
			rookSteps := 0
			for _, s := range g.Generate(nil) {
				if actsFrom(s, rook) {
					rookSteps++
				}
			}
			assert.Equal(t, tc.rookMayAct, rookSteps > 0, "%v", nextSteps(g))
			assert.NotEmpty(t, nextSteps(g), "the king may move")
		})
	}

	// The flag is game state: in the position string, the hash and Equal.
	g := play(t, restFEN, "d4-d5,d5-d6", "h8-h9")
	assert.Contains(t, g.Pos.Format(), "unit:3/rest")
	bare := board.MustParse(strings.Replace(g.Pos.Format(), " unit:3/rest", "", 1))
	assert.NotEqual(t, g.Pos.Hash(), bare.Hash(), "the rest flag is in the hash")
	again := board.MustParse(g.Pos.Format())
	assert.Equal(t, g.Pos.Hash(), again.Hash())

	// Only move: the white king a1 (2) rests and is White's only unit: it
	// steps once, and the turn ends (no second step).
	only := NewGame(board.MustParse("11K/12/12/12/12/12/12/12/12/12/12/k11 w variant:frozenchess12a unit:2/rest"))
	require.Contains(t, nextSteps(only), "a1-b2")
	require.NoError(t, only.PlayTurn("a1-b2"))
	assert.Equal(t, board.Black, only.Pos.SideToMove(), "one step only")
	assert.False(t, only.Pos.Unit(only.Pos.BodyAt(sqs(t, "b2")[0])).Has(board.StatusRest), "a single step earns no rest")
	assert.Error(t, NewGame(board.MustParse("11K/12/12/12/12/12/12/12/12/12/12/k11 w variant:frozenchess12a unit:2/rest")).PlayTurn("a1-b2,b2-c3"),
		"no two double moves in a row")

	// 13.0 knows no rest: its rook moves again after a double move.
	g13 := play(t, "K15/16/16/16/16/16/16/16/16/16/16/16/3r12/16/16/15k w", "d4-d5,d5-d6")
	assert.False(t, g13.Pos.Unit(g13.Pos.BodyAt(sqs(t, "d6")[0])).Has(board.StatusRest))
}

// TestRestUndo12AV12ADOUBLEMOVEREST: Make and Unmake of the steps that
// set and clear the rest flag give back the position and its hash.
func TestRestUndo12AV12ADOUBLEMOVEREST(t *testing.T) {
	g := NewGame(board.MustParse(restFEN))
	for _, turn := range []string{"d4-d5,d5-d6", "h8-h9", "a1-b1", "h9-h10"} {
		for _, tok := range strings.Split(turn, ",") {
			before, hash := g.Pos.Format(), g.Pos.Hash()
			s, err := g.ParseStep(tok)
			require.NoError(t, err)
			g.Make(s)
			after := g.Pos.Format()
			g.Unmake()
			require.Equal(t, before, g.Pos.Format(), tok)
			require.Equal(t, hash, g.Pos.Hash(), tok)
			g.Make(s)
			require.Equal(t, after, g.Pos.Format(), tok)
		}
		if g.Pos.Turn().Actor != 0 {
			before, hash := g.Pos.Format(), g.Pos.Hash()
			g.Make(EndStep)
			g.Unmake()
			require.Equal(t, before, g.Pos.Format())
			require.Equal(t, hash, g.Pos.Hash())
			g.Make(EndStep)
		}
	}
}

// TestPerftRest12AV12ADOUBLEMOVEREST: perft after a double move of each
// side (the pawns e4 and e9 rest), by make/unmake and by copy-make
// (docs/notation.md): 444 turns at depth 1, 184,225 at depth 2; the same
// board without the rest flags offers more.
func TestPerftRest12AV12ADOUBLEMOVEREST(t *testing.T) {
	g := play(t, board.StartFEN12A, "e2-e3,e3-e4", "e11-e10,e10-e9")
	require.Contains(t, g.Pos.Format(), "unit:17/rest,29/rest")
	for _, tc := range []struct {
		depth int
		turns uint64
	}{{1, 444}, {2, 184225}} {
		if tc.depth > 1 && testing.Short() {
			continue
		}
		assert.Equal(t, tc.turns, g.Perft(tc.depth), "perft %d by make/unmake", tc.depth)
		assert.Equal(t, tc.turns, PerftCopy(g.Pos.Clone(), tc.depth), "perft %d by copy-make", tc.depth)
	}
	rested := NewGame(board.MustParse(strings.Replace(g.Pos.Format(), " unit:17/rest,29/rest", "", 1)))
	assert.Greater(t, rested.Perft(1), uint64(444), "without the rest the pawn e4 moves too")
}
