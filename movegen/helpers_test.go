package movegen

import (
	"sort"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// stepsOf lists, sorted, the notation of every pseudo-legal step that starts
// on square from in the position fen (without Null and End).
func stepsOf(t *testing.T, fen, from string) []string {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	sq, err := board.ParseSquare(from)
	require.NoError(t, err)
	var out []string
	for _, s := range Generate(p, nil) {
		if s.Kind() != KindNull && s.Kind() != KindEnd && s.From() == sq {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// legalOf is stepsOf for legal steps only.
func legalOf(t *testing.T, fen, from string) []string {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	sq, err := board.ParseSquare(from)
	require.NoError(t, err)
	g := NewGame(p)
	var out []string
	for _, s := range g.Legal(0, nil) {
		if s.Kind() != KindNull && s.Kind() != KindEnd && s.From() == sq {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// sorted returns a sorted copy, for expected lists written in any order.
func sorted(s ...string) []string {
	c := append([]string(nil), s...)
	sort.Strings(c)
	return c
}
