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

// variantWalk is a walk of walkVariantGames: seeded random games of a 12x12
// variant from its start.
type variantWalk struct {
	variant      *board.Variant
	stream       uint64 // the second word of each game's PCG seed (the first is the game's number)
	games, plies int
	everyStep    bool                                  // make and unmake every legal step of every node, not only the one played
	pick         func(r *rand.Rand, legal []Step) Step // the step played; nil: uniform
	visit        func(g *Game)                         // after each step played
}

// walkVariantGames plays w's games and checks at every node: Legal equals
// the plain definition (PlainLegal); no legal step leaves the 12x12 board;
// with everyStep, making and unmaking every legal step restores the
// position. The step played keeps the position valid and its hash
// incremental, and its unmake restores the position and the hash before it
// is made again. The random game walkers of 12B and 12C.
func walkVariantGames(t *testing.T, w variantWalk) {
	t.Helper()
	for seed := range w.games {
		r := rand.New(rand.NewPCG(uint64(seed), w.stream))
		g := NewGame(board.StartPositionOf(w.variant))
		for ply := 0; ply < w.plies; ply++ {
			// A fresh list each ply: with no legal turn (a lone immobile
			// king, V12C-KING) Legal's nil then equals PlainLegal's.
			legal := g.Legal(0, nil)
			require.Equal(t, PlainLegal(g.Pos), legal, "seed %d ply %d: Legal of %s", seed, ply, fenOf(g.Pos))
			if len(legal) == 0 {
				break
			}
			// A copy compared with Diff (everything the position string
			// writes, and more): one comparison where two position
			// strings were written.
			before, hash := g.Pos.Clone(), g.Pos.Hash()
			for _, s := range legal {
				if !onBoard12(s.From()) || !onBoard12(s.To()) { // the message only then: it formats the step
					require.Fail(t, "a step off the 12x12 board", "seed %d ply %d: %s", seed, ply, FormatStep(g.Pos, s))
				}
				if w.everyStep {
					g.Make(s)
					g.Unmake()
				}
			}
			if w.everyStep {
				require.Empty(t, before.Diff(g.Pos), "seed %d ply %d: make/unmake", seed, ply)
			}
			s := legal[r.IntN(len(legal))]
			if w.pick != nil {
				s = w.pick(r, legal)
			}
			g.Make(s)
			require.NoError(t, g.Pos.Validate(), "seed %d ply %d after %s", seed, ply, FormatStep(before, s))
			require.Equal(t, g.Pos.ComputeHash(), g.Pos.Hash(), "seed %d ply %d", seed, ply)
			g.Unmake()
			require.Empty(t, before.Diff(g.Pos), "seed %d ply %d: unmake", seed, ply)
			require.Equal(t, hash, g.Pos.Hash())
			g.Make(s)
			if w.visit != nil {
				w.visit(g)
			}
		}
	}
}
