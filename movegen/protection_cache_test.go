package movegen

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestReachCacheAgreesWithFreshPass: V13-EMPOWER, V13-GUARDS, V13-SHELLSHOCK,
// V13-TOMB-ROT. The protection pass reuses each unit's part of the last
// pass unless the unit or a square its generation read has changed. Along
// random games from the start and the bench suite, and for positions one
// and two steps off the game (as a search visits them), the state computed
// with the cache equals the state computed from nothing, field by field.
func TestReachCacheAgreesWithFreshPass(t *testing.T) {
	starts := []*board.Position{board.StartPosition()}
	for _, fen := range suiteFENs(t) {
		starts = append(starts, board.MustParse(fen))
	}
	games, plies := 24, 60
	if testing.Short() {
		games = 8
	}
	r := rand.New(rand.NewPCG(21, 11))
	var cached protScratch
	var checked, units int
	check := func(p *board.Position) {
		var fresh protScratch
		var want, got Protection
		computeProtection(p, &want, &fresh)
		before := cached.recomputed
		computeProtection(p, &got, &cached)
		require.Equal(t, want, got, "protection of %s", p.Format())
		checked++
		units += cached.recomputed - before
	}
	for i := range games {
		g := NewGame(starts[i%len(starts)].Clone())
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			check(g.Pos)
			for range 3 { // siblings one step away, and a step further, and back
				g.Make(legal[r.IntN(len(legal))])
				check(g.Pos)
				if next := g.Legal(1, nil); len(next) > 0 {
					g.Make(next[r.IntN(len(next))])
					check(g.Pos)
					g.Unmake()
				}
				g.Unmake()
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d positions, %.1f units computed afresh per position", checked, float64(units)/float64(checked))
}

// suiteFENs reads the bench suite's positions (package bench imports this
// one, so its file is read directly).
func suiteFENs(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../bench/suite.txt")
	require.NoError(t, err)
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if _, fen, ok := strings.Cut(line, "|"); ok && !strings.HasPrefix(line, "#") {
			out = append(out, fen)
		}
	}
	require.NotEmpty(t, out)
	return out
}
