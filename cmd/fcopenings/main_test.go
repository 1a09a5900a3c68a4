package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOpenings: every position written is a valid position string, balanced
// within -balance, different from the others, and the one after as many
// turns as its comment says (plies + game index mod spread).
func TestOpenings(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-plies", "2", "-spread", "3", "-balance", "100000", "testdata/games.txt"}, &out))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 6, "three games, a comment and a position each")
	seen := map[string]bool{}
	for i := 0; i < len(lines); i += 2 {
		assert.Contains(t, lines[i], []string{"after 2 turns", "after 3 turns", "after 4 turns"}[i/2])
		p, err := board.Parse(lines[i+1])
		require.NoError(t, err)
		assert.EqualValues(t, 1+2+i/2, p.Ply(), "the game's turns were played (its record starts after one random turn)")
		assert.False(t, seen[lines[i+1]])
		seen[lines[i+1]] = true
	}

	// A tight balance keeps only the positions the evaluation calls even.
	out.Reset()
	err := run([]string{"-plies", "2", "-spread", "3", "-balance", "50", "testdata/games.txt"}, &out)
	for _, l := range strings.Split(out.String(), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		v := eval.Evaluate(board.MustParse(l))
		assert.LessOrEqual(t, max(v, -v), 50, l)
	}
	if err != nil {
		assert.Contains(t, err.Error(), "no game gave an opening")
	}

	// -max stops early.
	out.Reset()
	require.NoError(t, run([]string{"-plies", "2", "-balance", "100000", "-max", "1", "testdata/games.txt"}, &out))
	assert.Equal(t, 2, strings.Count(out.String(), "\n"))
}

// TestOpeningsBadInput: clear errors, no panic.
func TestOpeningsBadInput(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-plies", "0", "testdata/games.txt"},
		{"-balance", "-1", "testdata/games.txt"},
		{"no/such/file.txt"},
		{"-plies", "500", "testdata/games.txt"}, // every game is shorter
	} {
		var out bytes.Buffer
		assert.Error(t, run(args, &out), "%v", args)
	}
}
