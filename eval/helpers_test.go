package eval

import (
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// kingsOnly is the empty board with the kings on i16 (Black) and i1
// (White).
const kingsOnly = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w"

func sq(t *testing.T, name string) board.Square {
	t.Helper()
	s, err := board.ParseSquare(name)
	require.NoError(t, err)
	return s
}

func parse(t *testing.T, fen string) *board.Position {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	return p
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

// mirrorFEN is the colour-mirrored twin of a board-only position string
// (optionally with its variant field, kept as it is): every unit moves to
// (file, ranks+1-rank) and changes side, and the other side is to move.
// Black's start position is White's reflected this way (catalog 1.A; on
// the 12x12 board V12A-START), and the reflection swaps square colours on
// a board of an even number of ranks, so the rules and V13-VALUE-FORMULA
// treat the twin exactly as the original with the sides exchanged.
func mirrorFEN(t *testing.T, fen string) string {
	t.Helper()
	fields := strings.Fields(fen)
	require.True(t, len(fields) == 2 || len(fields) == 3 && strings.HasPrefix(fields[2], "variant:"),
		"mirrorFEN takes board-only positions: %s", fen)
	ranks := strings.Split(fields[0], "/")
	out := make([]string, len(ranks))
	for i, r := range ranks {
		out[len(ranks)-1-i] = swapCase(r)
	}
	side := "b"
	if fields[1] == "b" {
		side = "w"
	}
	return strings.Join(append([]string{strings.Join(out, "/"), side}, fields[2:]...), " ")
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
		case c >= 'A' && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}
