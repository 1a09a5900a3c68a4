package movegen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// The position builders of the 12x12 texts' tests (12A, 12B, 12C): one
// grid writer and one parser for the three, so that each variant's
// helpers only name their variant.

// placement12 writes the placement of a 12x12 position string (ranks 12
// down to 1 of files a-l, docs/position-format.md) from letters by square
// name; it panics on a square off the 12x12 board, a mistake in the test.
func placement12(units map[string]byte) string {
	var grid [12][12]byte
	for name, letter := range units {
		sq, err := board.ParseSquare(name)
		if err != nil || !onBoard12(sq) {
			panic("placement12: bad square " + name)
		}
		grid[sq.Rank()][sq.File()] = letter
	}
	ranks := make([]string, 0, 12)
	for r := 11; r >= 0; r-- {
		var b strings.Builder
		empty := 0
		for f := range 12 {
			if grid[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(itoa(empty))
				empty = 0
			}
			b.WriteByte(grid[r][f])
		}
		if empty > 0 {
			b.WriteString(itoa(empty))
		}
		ranks = append(ranks, b.String())
	}
	return strings.Join(ranks, "/")
}

// unitItems reads "letter@square" items ("K@l12 d@a1") into letters by
// square name.
func unitItems(pieces string) map[string]byte {
	units := map[string]byte{}
	for _, f := range strings.Fields(pieces) {
		letter, name, _ := strings.Cut(f, "@")
		units[name] = letter[0]
	}
	return units
}

// fen12 writes a position string of the 12x12 variant v: the units, the
// side to move ("w" or "b"), the further sections, and v's variant
// section last.
func fen12(v *board.Variant, units map[string]byte, side string, sections ...string) string {
	return placement12(units) + " " + side + " " + strings.Join(append(sections, "variant:"+v.Name), " ")
}

// pos12 parses a position of the 12x12 variant v, adding v's variant
// section unless fen has one, and checks that it is v's.
func pos12(t *testing.T, v *board.Variant, fen string) *board.Position {
	t.Helper()
	if !strings.Contains(fen, " variant:") {
		fen += " variant:" + v.Name
	}
	p, err := board.Parse(fen)
	require.NoError(t, err)
	require.Same(t, v, p.Variant)
	return p
}
