package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// -variant frozenchess8: every game is refereed as 8.0 from its start (the
// random openings too: their first turn is a pawn's, V8-FIRST-MOVE), the
// records name the variant in the Variant tag and the FEN, and fcmatch
// replay replays them; an unknown variant is refused before any game.
func TestVariantMatchV8(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.txt")
	var out, errb bytes.Buffer
	require.Equal(t, 0, run(append(cheapArgs(1), "-variant", "frozenchess8", "-records", file), &out, &errb), errb.String())
	assert.Contains(t, out.String(), "Games: 2,")
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	text := string(data)
	assert.Equal(t, 2, strings.Count(text, `[Variant "frozenchess8"]`), text)
	fens := regexp.MustCompile(`\[FEN "([^"]*)"\]`).FindAllStringSubmatch(text, -1)
	require.Len(t, fens, 2)
	for _, f := range fens {
		p, err := board.Parse(f[1])
		require.NoError(t, err)
		assert.Same(t, board.FrozenChess8, p.Variant, "the FEN tag names it: %s", f[1])
		assert.Equal(t, uint32(1), p.Ply(), "one random opening turn")
		advanced := 0
		for f := range board.Files {
			for _, r := range []int{4, 5} {
				if pc := p.PieceAt(board.NewSquare(f, r)); pc.Type() == board.Pawn && pc.Side() == board.White {
					advanced++
				}
			}
		}
		assert.Equal(t, 1, advanced, "the opening's turn was a pawn's (V8-FIRST-MOVE): %s", f[1])
	}

	out.Reset()
	require.Equal(t, 0, run([]string{"replay", file}, &out, &errb), errb.String())
	assert.Contains(t, out.String(), "2 games replayed, 0 with errors")

	// A record whose Variant tag contradicts its FEN fails its replay.
	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte(strings.Replace(text, `[Variant "frozenchess8"]`, `[Variant "FrozenChess"]`, 1)), 0o644))
	out.Reset()
	run([]string{"replay", bad}, &out, &errb)
	assert.Contains(t, out.String()+errb.String(), `the Variant tag says "FrozenChess"`)

	out.Reset()
	errb.Reset()
	assert.NotEqual(t, 0, run(append(cheapArgs(1), "-variant", "chess"), &out, &errb))
	assert.Contains(t, errb.String(), `-variant: unknown variant "chess" (variants: frozenchess, frozenchess8, frozenchess12a, frozenchess12b, frozenchess12c)`)
}
