package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// V13-PARALYSIS: a paralyzed unit cannot act; its counter ticks at the end
// of its owner's plies only, so par=2 costs exactly two of its own turns.
func TestParalysisTicksOnOwnerTurns(t *testing.T) {
	// White rook a1 (id 5) paralyzed for 2; the black king p16 (2) hides behind pawns.
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w unit:5/par=2/paro=2"
	g := play(t, fen)
	assert.Empty(t, stepsOf(t, g.Pos.Format(), "a1"), "paralyzed: no steps")
	require.NoError(t, g.PlayTurn("i1-h1"))
	assert.Equal(t, uint16(1), g.Pos.Unit(5).Paralysis, "ticked at the end of White's ply")
	require.NoError(t, g.PlayTurn("0000"))
	assert.Equal(t, uint16(1), g.Pos.Unit(5).Paralysis, "Black's ply does not tick White's counters")
	assert.Empty(t, stepsOf(t, g.Pos.Format(), "a1"), "still paralyzed on White's second turn")
	require.NoError(t, g.PlayTurn("h1-g1"))
	assert.Equal(t, uint16(0), g.Pos.Unit(5).Paralysis)
	assert.Equal(t, uint8(0), g.Pos.Unit(5).ParOrigin, "the origin goes with the paralysis")
	require.NoError(t, g.PlayTurn("0000"))
	assert.NotEmpty(t, stepsOf(t, g.Pos.Format(), "a1"), "free on White's third turn")
}

// V13-TOMB-PASS: walking over an active tomb costs the unit its next turn;
// jumping over one costs nothing; dragons are exempt (V13-DRAGON-FLIGHT).
func TestTombPass(t *testing.T) {
	// White rook a1 (5), knight c1 (6), dragon e1 (7); active tombs on a4, c2 and f2.
	base := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/r1l1d3k7 w tomb:a4=active/0/P50,c2=active/0/P51,f2=active/0/P52"
	tests := []struct {
		name, turn string
		id         board.UnitID
		par        uint16
	}{
		{"V13-TOMB-PASS line over a tomb", "a1-a8", 5, 1},
		{"line that stops before it", "a1-a3", 5, 0},
		{"V13-CLASS-LEAPER a leap jumps it", "c1-d3", 6, 0},
		{"V13-DRAGON-FLIGHT dragons fly over", "e1-g3", 7, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, base, tc.turn)
			u := g.Pos.Unit(tc.id)
			assert.Equal(t, tc.par, u.Paralysis)
			if tc.par > 0 {
				assert.Equal(t, board.ParOriginTomb, u.ParOrigin)
				require.NoError(t, g.PlayTurn("0000"))
				assert.Empty(t, stepsOf(t, g.Pos.Format(), u.Square.String()), "its next turn is lost")
				require.NoError(t, g.PlayTurn("i1-h1"))
				assert.Equal(t, uint16(0), g.Pos.Unit(tc.id).Paralysis, "one turn only")
			}
		})
	}
}

// V13-RANGE-EXT: an idle count at its limit (65535) stays there while the
// other line units still count, through the unit-by-unit path; unmake
// restores every count and the hash.
func TestRangeExtensionCountAtItsLimit(t *testing.T) {
	// White rooks a1 (5, idle 65535) and p1 (7, idle 3), king i1.
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k6r w unit:5/idle=65535,7/idle=3"
	g := play(t, fen)
	start, hash := g.Pos.Format(), g.Pos.Hash()
	require.NoError(t, g.PlayTurn("i1-h1"))
	assert.Equal(t, uint16(65535), g.Pos.Idle(5))
	assert.Equal(t, uint16(4), g.Pos.Idle(7))
	require.NoError(t, g.Pos.Validate())
	for len(g.undo) > 0 {
		g.Unmake()
	}
	assert.Equal(t, start, g.Pos.Format())
	assert.Equal(t, hash, g.Pos.Hash())
}

// V13-RANGE-EXT: a CRR unit gains a square of range for every 20 of its
// owner's turns in which it did not act; the unit that acts does not count.
func TestRangeExtensionCountsIdleTurns(t *testing.T) {
	// White rook a1 (5) idle 19 turns, with crro=13 (range 3).
	fen := "14PK/14PP/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w unit:5/crro=13/idle=19"
	g := play(t, fen)
	assert.NotContains(t, stepsOf(t, g.Pos.Format(), "a1"), "a1-a5")
	require.NoError(t, g.PlayTurn("i1-h1")) // the rook did not act
	assert.Equal(t, uint16(20), g.Pos.Idle(5))
	require.NoError(t, g.PlayTurn("0000"))
	assert.Contains(t, stepsOf(t, g.Pos.Format(), "a1"), "a1-a5", "range 4 now")
	require.NoError(t, g.PlayTurn("a1-a2"))
	assert.Equal(t, uint16(20), g.Pos.Idle(5), "acting is not idle")
}
