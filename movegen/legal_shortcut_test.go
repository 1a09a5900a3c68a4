package movegen

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// Q8: Legal's shortcuts agree with the plain definition. Over random
// playouts from the start and the suite, every step Legal accepts leaves
// the mover's king unattacked by full capture generation (the turn-start
// protection, Q7) unless it is a King's Check. (The steps Safety passes
// without a trial are among them, so a too-bold shortcut fails here.)
// HasLegalAction agrees with Legal at every node.
func TestLegalShortcutsAgreeWithGeneration(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 21))
	starts := suitePositions(t)
	var buf []Step
	checked := 0
	for i := range 30 {
		p := starts[i%len(starts)].Clone()
		g := NewGame(p)
		for ply := 0; ply < 12; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			action := false
			for _, s := range legal {
				action = action || s.Kind() != KindNull
			}
			require.Equal(t, action, g.HasLegalAction(0), "HasLegalAction agrees with Legal in %s", p.Format())
			side := p.SideToMove()
			prot := *g.protection()
			for _, s := range legal {
				before := p.Format()
				g.Make(s)
				if ks, ok := g.KingSquare(side); ok && !g.undo[len(g.undo)-1].kingCheck {
					var hit bool
					hit, buf = attackedByGeneration(p, side.Other(), ks, buf, &prot)
					require.False(t, hit, "%s is legal in %s but leaves the king on %s attacked", FormatStep(board.MustParse(before), s), before, ks)
					checked++
				}
				g.Unmake()
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d legal steps checked", checked)
}

// suitePositions reads the benchmark suite (bench/suite.txt; the bench
// package imports this one, so its parser cannot be used here).
func suitePositions(t *testing.T) []*board.Position {
	data, err := os.ReadFile("../bench/suite.txt")
	require.NoError(t, err)
	var out []*board.Position
	for _, line := range strings.Split(string(data), "\n") {
		if _, fen, ok := strings.Cut(strings.TrimSpace(line), "|"); ok && !strings.HasPrefix(line, "#") {
			out = append(out, board.MustParse(fen))
		}
	}
	require.NotEmpty(t, out)
	return out
}
