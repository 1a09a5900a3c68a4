package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuadrants12AV12AQUADRANTS: V12A-QUADRANTS perk (3) (002:84-88, with
// V12A-CRR's "Halved (1) in a bonus quadrant"): a capture in a 6x6
// quadrant where the capturer's side has more non-pawn, non-king pieces,
// the capturer arriving counted, takes 1 square off its ranges instead of
// 2. Pawns and kings are not counted.
func TestQuadrants12AV12AQUADRANTS(t *testing.T) {
	tests := []struct {
		name, fen, turn string
		id              board.UnitID
		orth            uint8
	}{
		// Rook f1 (3) takes the pawn f3 (2): the quadrant a1-f6 holds the rook alone.
		{"V12A-QUADRANTS the capturer's bonus quadrant halves the reduction",
			"K11/12/12/12/12/12/12/12/12/5P6/12/5r5k w", "f1xf3", 3, 1},
		// Rook l5 (3) takes the pawn f5 (4) on arriving: a black knight a4 (2) ties the quadrant.
		{"V12A-QUADRANTS a tie gives no bonus, the arriving rook counted",
			"K11/12/12/12/12/12/12/5P5r/N11/12/12/11k w", "l5xf5", 3, 2},
		// Rook l9 (3) takes the pawn f9 (2) in the quadrant a7-f12 it arrives in: 1 to 0.
		{"V12A-QUADRANTS the arriving rook makes the majority",
			"K11/12/12/5P5r/12/12/12/12/12/12/12/11k w", "l9xf9", 3, 1},
		// Rook f1 (5) takes the pawn f3 (4); the black knights b5 (2) and a4 (3) outnumber it.
		{"V12A-QUADRANTS the enemy's quadrant: the full reduction",
			"K11/12/12/12/12/12/12/1N10/N11/5P6/12/5r5k w", "f1xf3", 5, 2},
		// Pawns and the king are not counted: White pawns b2, c2 and king a1 against a black knight a4.
		{"V12A-QUADRANTS pawns and kings do not count",
			"K11/12/12/12/12/12/12/12/N11/5P6/1pp9/k4r6 w", "f1xf3", 7, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, tc.fen+" variant:frozenchess12a", tc.turn)
			u := g.Pos.Unit(tc.id)
			assert.Equal(t, board.Rook, u.Type)
			assert.Equal(t, tc.orth, u.CRROrth)
		})
	}
}

// TestQuadrantsLeap12AV12AQUADRANTS: V12A-QUADRANTS perk (1), the Knight's
// Leap part: an enemy Knight's Leap cannot land in a quadrant whose bonus
// the other side holds, the arriving knight counted. The white knight f6
// leaps over f7 to g8 (quadrant g7-l12) or to e8 (quadrant a7-f12).
func TestQuadrantsLeap12AV12AQUADRANTS(t *testing.T) {
	leapsOf := func(fen string) []string {
		p := pos12A(t, fen)
		out := []string{}
		for _, s := range Generate(p, nil) {
			if s.Kind() == KindSpecial && s.Special() == SpecLeap {
				out = append(out, FormatStep(p, s))
			}
		}
		return out
	}
	tests := []struct {
		name, fen string
		want      []string
	}{
		{"V12A-QUADRANTS no pieces in g7-l12: both leaps",
			"K11/12/12/12/5P6/5P6/5n6/12/12/12/12/11k w", []string{"f6!leap-g8", "f6!leap-e8"}},
		{"V12A-QUADRANTS one black rook k10 ties the arriving knight: both leaps",
			"K11/12/10R1/12/5P6/5P6/5n6/12/12/12/12/11k w", []string{"f6!leap-g8", "f6!leap-e8"}},
		{"V12A-QUADRANTS a black rook k10 and bishop l11 hold g7-l12: no leap to g8",
			"K11/11B/10R1/12/5P6/5P6/5n6/12/12/12/12/11k w", []string{"f6!leap-e8"}},
		{"V12A-QUADRANTS black pawns do not count",
			"K11/11P/10P1/12/5P6/5P6/5n6/12/12/12/12/11k w", []string{"f6!leap-g8", "f6!leap-e8"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, leapsOf(tc.fen))
		})
	}
}

// TestQuadrantsTomb12AV12AQUADRANTS: V12A-QUADRANTS perk (2): a unit passes
// a tomb in its side's bonus quadrant without paralysis (V12A-TOMB's 2
// turns otherwise). The white dragon e1 walks over the active tomb f2
// (quadrant a1-f6) to g3.
func TestQuadrantsTomb12AV12AQUADRANTS(t *testing.T) {
	tests := []struct {
		name, fen string
		id        board.UnitID
		paralysis uint16
	}{
		{"V12A-QUADRANTS a white rook b2 holds a1-f6: no paralysis",
			"K11/12/12/12/12/12/12/12/12/12/1r10/4d6k w", 3, 0},
		{"V12A-QUADRANTS a black knight a4 ties it: paralyzed 2 turns",
			"K11/12/12/12/12/12/12/12/N11/12/1r10/4d6k w", 4, 2},
		{"V12A-QUADRANTS nobody holds it: paralyzed 2 turns",
			"K11/12/12/12/12/12/12/12/12/12/12/4d6k w", 2, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, tc.fen+" tomb:f2=active/0/P50 variant:frozenchess12a", "e1-g3")
			d := g.Pos.Unit(tc.id)
			assert.Equal(t, board.Dragon, d.Type)
			assert.Equal(t, tc.paralysis, d.Paralysis)
		})
	}
}

// TestQuadrantsDoubleEnd12AV12AQUADRANTS: V12A-QUADRANTS perk (1), the
// rest: an enemy double move cannot end in a quadrant whose bonus the
// enemy holds (its second step does not land there), the arriving unit
// counted; a single step may. The white rook a4 steps to a5; its second
// step may not enter g1-l6 where Black's knights k2 and k3 outnumber it.
func TestQuadrantsDoubleEnd12AV12AQUADRANTS(t *testing.T) {
	tests := []struct {
		name, fen string
		banned    bool
	}{
		{"V12A-QUADRANTS two black knights hold g1-l6: no second step ends there",
			"11K/12/12/12/12/12/12/12/r11/12/10N1/10Nk w", true},
		{"V12A-QUADRANTS one black knight ties the arriving rook: it may",
			"11K/12/12/12/12/12/12/12/r11/12/12/10Nk w", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(pos12A(t, tc.fen))
			s, err := g.ParseStep("a4-a5")
			require.NoError(t, err)
			g.Make(s)
			steps := nextSteps(g)
			assert.Contains(t, steps, "a5-f5", "its own quadrant's neighbour a1-f6")
			if tc.banned {
				assert.NotContains(t, steps, "a5-g5")
			} else {
				assert.Contains(t, steps, "a5-g5")
			}
			// A single step may end there.
			assert.Contains(t, stepsOf(t, tc.fen+" variant:frozenchess12a", "a4"), "a4-h4")
		})
	}
}
