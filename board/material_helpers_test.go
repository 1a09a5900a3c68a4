package board_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// add sums two per-side totals.
func add(a, b [2]int) [2]int { return [2]int{a[0] + b[0], a[1] + b[1]} }

// fenOf writes a board-only position string with side to move and the given
// (square, letter) pairs, e.g. fenOf(t, board.White, "i16", "K", "i1", "k").
func fenOf(t *testing.T, side board.Side, pairs ...string) string {
	t.Helper()
	require.Zero(t, len(pairs)%2)
	var grid [board.Ranks][board.Files]string
	for i := 0; i < len(pairs); i += 2 {
		s, err := board.ParseSquare(pairs[i])
		require.NoError(t, err)
		require.Empty(t, grid[s.Rank()][s.File()], "square %s given twice", s)
		grid[s.Rank()][s.File()] = pairs[i+1]
	}
	return gridFEN(&grid, side)
}

// gridFEN writes the board field of a grid (rank index 0 = rank 1) and the
// side to move.
func gridFEN(grid *[board.Ranks][board.Files]string, side board.Side) string {
	var b strings.Builder
	for r := board.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < board.Files; f++ {
			if grid[r][f] == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(grid[r][f])
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if side == board.White {
		b.WriteString(" w")
	} else {
		b.WriteString(" b")
	}
	return b.String()
}
