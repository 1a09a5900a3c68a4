package protocol

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBenchVariant: bench runs the suite of UCI_Variant's game, or of the
// variant named: FrozenChess 8.0's positions (bench/suite8.txt) each
// searched, then the totals; 13.0's after switching back.
func TestBenchVariant(t *testing.T) {
	suite8, err := bench.SuiteOf(board.FrozenChess8)
	require.NoError(t, err)
	for _, tc := range []struct{ name, script string }{
		{"UCI_Variant", "setoption name UCI_Variant value frozenchess8\nbench 1\nd\n"},
		{"argument", "bench 1 frozenchess8\nd\n"},
		{"argument first", "bench FrozenChess8 1\nd\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := runScript(t, tc.script)
			for _, e := range suite8 {
				assert.Contains(t, out, "info string bench "+e.Name+": ", "every 8.0 position searched")
			}
			assert.NotContains(t, out, "info string bench crowded", "no 13.0 position")
			assert.Contains(t, out, "Nodes searched: ")
			assert.Contains(t, out, "Steps generated/second: ")
		})
	}
	out := runScript(t, "setoption name UCI_Variant value frozenchess8\nsetoption name UCI_Variant value frozenchess\nbench 1\nd\n")
	assert.Contains(t, out, "info string bench crowded, ply 20: ", "13.0's suite")
	assert.NotContains(t, out, "info string bench game 1 turn 20: ")
}

// TestBenchArgs: bench's depth and variant, in either order, with their
// errors.
func TestBenchArgs(t *testing.T) {
	for _, tc := range []struct {
		args  string
		v     *board.Variant
		depth int
		err   string
	}{
		{"", board.FrozenChess, BenchDepth, ""},
		{"3", board.FrozenChess, 3, ""},
		{"frozenchess8", board.FrozenChess8, BenchDepth, ""},
		{"2 frozenchess8", board.FrozenChess8, 2, ""},
		{"frozenchess8 2", board.FrozenChess8, 2, ""},
		{"0", nil, 0, `depth "0": want a whole number 1..12`},
		{"13 frozenchess8", nil, 0, `depth "13": want a whole number 1..12`},
		{"2 3", nil, 0, "two depths (2 and 3)"},
		{"chess", nil, 0, `"chess" is neither a depth 1..12 nor a variant (variants: frozenchess, frozenchess8, frozenchess12a, frozenchess12b, frozenchess12c)`},
		{"frozenchess frozenchess8", nil, 0, "two variants (frozenchess and frozenchess8)"},
		{"1 2 3", nil, 0, "want [depth] [variant], got 3 arguments"},
	} {
		t.Run(tc.args, func(t *testing.T) {
			v, depth, err := BenchArgs(board.FrozenChess, strings.Fields(tc.args))
			if tc.err != "" {
				assert.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Same(t, tc.v, v)
			assert.Equal(t, tc.depth, depth)
		})
	}
	v, _, err := BenchArgs(board.FrozenChess8, nil)
	require.NoError(t, err)
	assert.Same(t, board.FrozenChess8, v, "UCI_Variant's when none is named")
}
