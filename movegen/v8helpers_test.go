package movegen

import (
	"sort"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// v8Pos parses an 8.0 position written as lnFEN writes a 13.0 one: units
// "M@e5" in 8.0's letters (V8-LETTERS; upper case Black, lower case White)
// and position-format sections, "{sq}" standing for the id of the unit on
// sq; the variant section names FrozenChess 8.0. Unless a section sets the
// ply, the position is at ply 2, past the game's first turn, which 8.0
// restricts to one pawn step (V8-FIRST-MOVE).
func v8Pos(t *testing.T, pieces string, sections ...string) *board.Position {
	t.Helper()
	ply := "ply:2"
	for _, s := range sections {
		if strings.HasPrefix(s, "ply:") {
			ply = ""
		}
	}
	if ply != "" {
		sections = append(sections, ply)
	}
	p, err := board.Parse(lnFEN(pieces, append(sections, "variant:"+board.FrozenChess8.Name)...))
	require.NoError(t, err)
	require.Same(t, board.FrozenChess8, p.Variant)
	return p
}

// v8Steps lists, sorted, the notation of the pseudo-legal plain steps (not
// special moves, Null or End) from square from.
func v8Steps(t *testing.T, p *board.Position, from string) []string {
	t.Helper()
	sq, err := board.ParseSquare(from)
	require.NoError(t, err)
	out := []string{}
	for _, s := range Generate(p, nil) {
		if s.Kind() != KindNull && s.Kind() != KindEnd && s.Kind() != KindSpecial && s.From() == sq {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// v8Specials lists, sorted, the special moves of p named name ("" for all),
// the legal ones if legal is set (specialsOf reads p from a 13.0 string).
func v8Specials(t *testing.T, p *board.Position, name string, legal bool) []string {
	t.Helper()
	steps := Generate(p, nil)
	if legal {
		steps = NewGame(p).Legal(0, nil)
	}
	out := []string{}
	for _, s := range steps {
		if s.Kind() == KindSpecial && (name == "" || s.Special().String() == name) {
			out = append(out, FormatStep(p, s))
		}
	}
	sort.Strings(out)
	return out
}

// v8MakeAndBack is makeAndBack on a position (makeAndBack parses a 13.0 string and calls it): it plays step, runs check,
// unmakes it and requires the position and hash back.
func v8MakeAndBack(t *testing.T, p *board.Position, step string, check func(g *Game)) {
	t.Helper()
	before, hash := p.Format(), p.Hash()
	g := NewGame(p)
	s, err := g.ParseStep(step)
	require.NoError(t, err, step)
	require.Equal(t, before, p.Format(), "parsing %s", step)
	g.Make(s)
	require.NoError(t, p.Validate(), step)
	require.Equal(t, p.ComputeHash(), p.Hash(), step)
	check(g)
	g.Unmake()
	require.Equal(t, before, p.Format(), "unmake of %s", step)
	require.Equal(t, hash, p.Hash(), "unmake of %s", step)
}

// v8Case is a table case over an 8.0 position: want lists what got gives.
type v8Case struct {
	name     string
	pieces   string
	sections []string
	want     []string
}
