package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShellshock: V13-SHELLSHOCK rulings. A line unit whose action walked
// through squares the enemy threatens (the start square left out, the last
// square counted) earns a penalty: per square the largest of 3 (an active
// tomb in its 3x3), 2 (a threat by anything but a plain line), 1 (only
// lines reach it). Threats are those of the board as the turn begins (Q7).
func TestShellshock(t *testing.T) {
	// The white queen walks a1-a8 in a corridor: walls on b1..b12 keep
	// bouncing lines off the a-file; knights leap over them.
	corridor := func(units string, sections ...string) string {
		return lnFEN("K@p16 k@p1 q@a1 "+units, append([]string{"wall:{p16}=b1b2b3b4b5b6b7b8b9b10b11b12"}, sections...)...)
	}
	tests := []struct {
		name, fen, turn, on string
		shock               uint8
	}{
		{"V13-SHELLSHOCK 1 for a line (a2..a8: the rook on a12), 2 for a leap (a3, a5: the knight on c4)",
			corridor("L@c4 R@a12"), "a1-a8", "a8", 9},
		{"V13-SHELLSHOCK a rook behind the unit is blocked by it as the turn begins",
			lnFEN("K@p16 k@p1 R@a1 q@a2", "wall:{p16}=b1b2b3b4b5b6b7b8b9b10b11b12"), "a2-a8", "a8", 0},
		{"V13-SHELLSHOCK 3 next to an active tomb (a3, a4, a5 beside b4)",
			lnFEN("K@p16 k@p1 q@a1", "tomb:b4=active/0/P200"), "a1-a8", "a8", 9},
		{"V13-SHELLSHOCK the start square does not count (a1: knight on c2), the others do (a3: 2, a2 and a4..a8: 1)",
			corridor("L@c2 R@a12"), "a1-a8", "a8", 8},
		{"V13-SHELLSHOCK units without lines earn none",
			lnFEN("K@p16 k@p1 l@a1 L@d4"), "a1-b3", "b3", 0},
		{"V13-SHELLSHOCK a safe path earns none",
			corridor(""), "a1-a8", "a8", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, tc.fen, tc.turn)
			assert.Equal(t, tc.shock, bodyOn(t, g.Pos, tc.on).Shellshock)
		})
	}
	// A square threatened both ways takes its largest weight: a5 is reached
	// by the knight on c4 (2) and the rook on h5 (1); a square next to an
	// active tomb weighs 3 whatever else reaches it.
	g := NewGame(board.MustParse(lnFEN("K@p16 k@p1 L@c4 R@h5", "tomb:b7=active/0/P200")))
	pr := g.protection()
	assert.Equal(t, uint8(2), pr.Shock(sqs(t, "a5")[0]))
	assert.Equal(t, uint8(1), pr.Shock(sqs(t, "f5")[0]))
	assert.Equal(t, uint8(3), pr.Shock(sqs(t, "a6")[0]))
	assert.Equal(t, uint8(0), pr.Shock(sqs(t, "e2")[0]))
}

// TestShellshockLimits: V13-SHELLSHOCK-LIMITS. The penalty shortens the
// unit's lines on its owner's next turn, never below 3 squares, and is gone
// after that turn.
func TestShellshockLimits(t *testing.T) {
	// The white rook on a8 with shellshock 3: its line east reaches n8 (13
	// squares), not o8.
	fen := lnFEN("K@p16 k@i1 r@a8", "unit:{a8}/shock=3")
	steps := stepsOf(t, fen, "a8")
	assert.Contains(t, steps, "a8-n8")
	assert.NotContains(t, steps, "a8-o8")
	// A penalty of 20 leaves 3 squares.
	big := lnFEN("K@p16 k@i1 r@a8", "unit:{a8}/shock=20")
	steps = stepsOf(t, big, "a8")
	assert.Contains(t, steps, "a8-d8")
	assert.NotContains(t, steps, "a8-e8")
	// After the owner's next ply the penalty is gone, whatever moved.
	g := play(t, fen, "i1-h1")
	assert.Zero(t, bodyOn(t, g.Pos, "a8").Shellshock)
	require.NoError(t, g.PlayTurn(NullString))
	assert.Contains(t, stepsOf(t, g.Pos.Format(), "a8"), "a8-o8")
	// Black's ply does not end White's penalty.
	g = play(t, strings.Replace(fen, " w", " b", 1), "p16-o16")
	assert.Equal(t, uint8(3), bodyOn(t, g.Pos, "a8").Shellshock)
}

// A unit's Range Extension and capture losses combine with shellshock in
// one range (V13-RANGE-EXT, V13-CRR, V13-SHELLSHOCK): 16 + 40/20 - 3 - 2.
func TestShellshockWithRange(t *testing.T) {
	fen := lnFEN("K@p16 k@i1 r@a8", "unit:{a8}/shock=2/idle=40/crro=3")
	steps := stepsOf(t, fen, "a8")
	assert.Contains(t, steps, "a8-n8") // 13 squares
	assert.NotContains(t, steps, "a8-o8")
}
