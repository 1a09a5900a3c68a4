package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// rangeFEN: Black king l12 (1), pawn e8 (2), knight g7 (3); White knight
// c5 (4), pawn e5 (5) of range 3 (two pawn captures), king a1 (6).
const rangeFEN = "11K/12/12/12/4P7/6N5/12/2n1p7/12/12/12/k11 w unit:5/capp=2 variant:frozenchess12a"

// TestPawnRange12AV12APAWNRANGE: a pawn of range N moves up to N squares
// in one straight line in any of the 8 directions, stopped by units and
// walls, and captures the first enemy on the way (002:134 and the
// ruling); range 1 is the king step.
func TestPawnRange12AV12APAWNRANGE(t *testing.T) {
	king := []string{"e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5", "e5-f6"}
	tests := []struct {
		name, fen string
		want      []string
	}{
		{"V12A-PAWN-RANGE range 3: lines up to 3 squares, the first unit stops them", rangeFEN,
			append([]string{"e5-e7", "e5xe8", "e5xg7", "e5-g5", "e5-h5", "e5-g3", "e5-h2", "e5-e3", "e5-e2",
				"e5-c3", "e5-b2", "e5-c7", "e5-b8"}, king...)},
		{"V12A-PAWN-RANGE range 1: the king step only",
			"11K/12/12/12/4P7/6N5/12/2n1p7/12/12/12/k11 w variant:frozenchess12a", king},
		{"V12A-PAWN-RANGE a wall stops the line",
			"11K/12/12/12/4P7/6N5/12/2n1p7/12/12/12/k11 w unit:5/capp=2 wall:6=e7/2 variant:frozenchess12a",
			append([]string{"e5xg7", "e5-g5", "e5-h5", "e5-g3", "e5-h2", "e5-e3", "e5-e2",
				"e5-c3", "e5-b2", "e5-c7", "e5-b8"}, king...)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, stepsOf(t, tc.fen, "e5"))
		})
	}
}

// TestPawnRangeCredit12AV12APAWNRANGE: a pawn gains a square of range by
// taking a pawn, not by taking a piece (which promotes it, V12A-PROMOTION);
// the range is in the position string and the hash, Unmake takes it back,
// and no capture reduces it (CRR does not apply to pawns).
func TestPawnRangeCredit12AV12APAWNRANGE(t *testing.T) {
	fen := "11K/12/12/12/12/12/12/4P7/4p7/12/12/k11 w variant:frozenchess12a"
	g := NewGame(board.MustParse(fen))
	before, hash := g.Pos.Format(), g.Pos.Hash()
	s, err := g.ParseStep("e4xe5")
	require.NoError(t, err)
	g.Make(s)
	pawn := g.Pos.Unit(g.Pos.BodyAt(sqs(t, "e5")[0]))
	assert.Equal(t, 2, pawnRange(pawn))
	assert.Contains(t, g.Pos.Format(), "capp=1")
	assert.NotEqual(t, hash, g.Pos.Hash())
	g.Unmake()
	assert.Equal(t, before, g.Pos.Format())
	assert.Equal(t, hash, g.Pos.Hash())

	// Now White's pawn, range 2, captures on a line: the range grows on.
	g = play(t, fen, "e4xe5", "l12-k12")
	assert.Contains(t, nextSteps(g), "e5-e7", "two squares: range 2")
	require.NoError(t, g.PlayTurn("e5-e7"))
	pawn = g.Pos.Unit(g.Pos.BodyAt(sqs(t, "e7")[0]))
	assert.Equal(t, uint8(0), pawn.CRRDiag+pawn.CRROrth, "no range reduction for a pawn")

	// A knight taken promotes; the count is of pawns only.
	g = play(t, "11K/12/12/12/12/12/12/4N7/4p7/12/12/k11 w variant:frozenchess12a", "e4xe5")
	assert.Equal(t, board.Knight, g.Pos.PieceAt(sqs(t, "e5")[0]).Type())
	assert.Zero(t, g.Pos.Unit(g.Pos.BodyAt(sqs(t, "e5")[0])).CapPawn)
}

// TestPawnRangeAttack12AV12APAWNRANGE: the attack test sees a ranged pawn's
// captures along its lines, as generation does, on every square of random
// 12A games in which pawns take pawns; Legal equals the plain definition
// there, and the ranged steps read back from their notation.
func TestPawnRangeAttack12AV12APAWNRANGE(t *testing.T) {
	p := board.MustParse("11K/12/12/12/4P7/12/12/12/12/12/12/k11 w unit:2/capp=1 variant:frozenchess12a")
	for _, tc := range []struct {
		sq   string
		want bool
	}{{"e6", true}, {"c6", true}, {"e7", true}, {"e5", false}, {"h8", false}, {"d7", true}} {
		got, _ := fastAttacked(p, board.Black, sqs(t, tc.sq)[0], nil, nil)
		assert.Equal(t, tc.want, got, "V12A-PAWN-RANGE the pawn e8 of range 2 attacks %s", tc.sq)
	}

	// Pawns two ranks apart: they take each other soon and grow.
	start := "RNBDJQKJDBNR/12/12/12/PPPPPPPPPPPP/12/pppppppppppp/12/12/12/12/rnbdjqkjdbnr w variant:frozenchess12a"
	games, plies := 6, 50
	if testing.Short() {
		games, plies = 3, 50
	}
	r := rand.New(rand.NewPCG(7, 134))
	var buf []Step
	ranged := 0
	for seed := range games {
		g := NewGame(board.MustParse(start))
		for ply := 0; ply < plies; ply++ {
			prot := g.protection()
			for range 24 {
				sq := board.Square(r.IntN(12) + 16*r.IntN(12))
				for _, by := range []board.Side{board.White, board.Black} {
					var want bool
					want, buf = attackedByGeneration(g.Pos, by, sq, buf, prot)
					got, _ := fastAttacked(g.Pos, by, sq, nil, prot)
					require.Equal(t, want, got, "seed %d: %s attacks %s in %s", seed, by, sq, g.Pos.Format())
				}
			}
			legal := g.Legal(0, nil)
			require.Equal(t, PlainLegal(g.Pos), legal, "seed %d ply %d: Legal of %s", seed, ply, g.Pos.Format())
			if len(legal) == 0 {
				break
			}
			var pawnTakes []Step // played often, so that pawns gain range
			for _, s := range legal {
				if s.Kind() == KindCapture && g.Pos.PieceAt(s.From()).Type() == board.Pawn && g.Pos.PieceAt(s.To()).Type() == board.Pawn {
					pawnTakes = append(pawnTakes, s)
				}
				if s.Pattern() != PatStep && g.Pos.PieceAt(s.From()).Type() == board.Pawn && s.Kind() != KindSpecial {
					ranged++
					str := FormatStep(g.Pos, s)
					back, err := g.ParseStep(str)
					require.NoError(t, err, str)
					require.Equal(t, s, back, str)
				}
			}
			s := legal[r.IntN(len(legal))]
			if len(pawnTakes) > 0 && r.IntN(2) == 0 {
				s = pawnTakes[r.IntN(len(pawnTakes))]
			}
			g.Make(s)
			require.NoError(t, g.Pos.Validate())
		}
	}
	require.Positive(t, ranged, "ranged pawn steps were offered")
	t.Logf("%d ranged pawn steps", ranged)
}
