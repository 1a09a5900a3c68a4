package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestLineRanges: the range a display shows is the generator's, per line
// class (V13-UI-VISUAL, V13-RANGE-BASE, V13-CRR, V13-SHELLSHOCK, V13-RANGE-EXT).
func TestLineRanges(t *testing.T) {
	for _, tc := range []struct {
		name       string
		fen        string
		orth, diag int
	}{
		{"rook at full range", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w", 16, 0},
		{"rook after CRR", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w unit:2/crro=2", 14, 0},
		{"bishop with shellshock", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/b7k7 w unit:2/crrd=1/shock=2", 0, 13},
		{"queen after 40 idle turns", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/q7k7 w unit:2/idle=40", 18, 18},
		{"range never below 3", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w unit:2/crro=30", 3, 0},
		{"crossbowman has no CRR", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/x7k7 w unit:2/crro=5", 16, 0},
		{"knight has no line", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/l7k7 w", 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			orth, diag := LineRanges(p, p.Unit(p.BodyAt(board.NewSquare(0, 0))))
			require.Equal(t, tc.orth, orth)
			require.Equal(t, tc.diag, diag)
		})
	}
}
