package movegen

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// stepsOf lists, sorted, the notation of every pseudo-legal step that starts
// on square from in the position fen (without Null, End and special moves,
// which specialsOf lists).
func stepsOf(t *testing.T, fen, from string) []string {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	sq, err := board.ParseSquare(from)
	require.NoError(t, err)
	var out []string
	for _, s := range Generate(p, nil) {
		if s.Kind() != KindNull && s.Kind() != KindEnd && s.Kind() != KindSpecial && s.From() == sq {
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
		if s.Kind() != KindNull && s.Kind() != KindEnd && s.Kind() != KindSpecial && s.From() == sq {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// specialsOf lists, sorted, the special moves of the position fen named
// name ("" for all), legal ones only if legal is set.
func specialsOf(t *testing.T, fen, name string, legal bool) []string {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	return v8Specials(t, p, name, legal)
}

// sorted returns a sorted copy, for expected lists written in any order.
func sorted(s ...string) []string {
	c := append([]string(nil), s...)
	sort.Strings(c)
	return c
}

// unitGrid holds unit letters by rank and file, for building test positions.
type unitGrid [board.Ranks][board.Files]byte

// boardField writes the grid as the position's board field and returns the
// id each unit gets (1..N in reading order: rank 16 first, a to p).
func (grid *unitGrid) boardField() (string, map[string]int) {
	ids := map[string]int{}
	ranks := make([]string, 0, board.Ranks)
	id := 0
	for r := board.Ranks - 1; r >= 0; r-- {
		var b strings.Builder
		empty := 0
		for f := range board.Files {
			c := grid[r][f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprintf(&b, "%d", empty)
				empty = 0
			}
			b.WriteByte(c)
			id++
			ids[board.NewSquare(f, r).String()] = id
		}
		if empty > 0 {
			fmt.Fprintf(&b, "%d", empty)
		}
		ranks = append(ranks, b.String())
	}
	return strings.Join(ranks, "/"), ids
}

// fillIDs replaces each "{sq}" in a section by the id of the unit on sq.
func fillIDs(section string, ids map[string]int) (string, error) {
	var b strings.Builder
	for {
		i := strings.IndexByte(section, '{')
		if i < 0 {
			b.WriteString(section)
			return b.String(), nil
		}
		j := strings.IndexByte(section[i:], '}')
		if j < 0 {
			return "", fmt.Errorf("unclosed {square} in %q", section)
		}
		n, ok := ids[section[i+1:i+j]]
		if !ok {
			return "", fmt.Errorf("no unit on %s", section[i+1:i+j])
		}
		fmt.Fprintf(&b, "%s%d", section[:i], n)
		section = section[i+j+1:]
	}
}

// randomGames plays seeded random games of up to plies turns from starts
// (cycled), calling visit at every node with its legal steps before one of
// them is played.
func randomGames(r *rand.Rand, starts []*board.Position, games, plies int, visit func(g *Game, legal []Step)) {
	for i := range games {
		g := NewGame(starts[i%len(starts)].Clone())
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			visit(g, legal)
			g.Make(legal[r.IntN(len(legal))])
		}
	}
}

// fenOf stands for p's position string in an assertion's message: testify
// formats a message's arguments only when the assertion fails, and Go
// evaluates them always, so p.Format() there cost a whole formatting (about
// a millisecond) per check that holds.
func fenOf(p *board.Position) fmt.Stringer { return lazyFEN{p} }

type lazyFEN struct{ p *board.Position }

func (l lazyFEN) String() string { return l.p.Format() }
