package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// Q8, V13-KING-INCHECK: Legal's fast paths equal the plain definition
// (movegen.PlainLegal: every step tried on a copy) in the random
// positions of TestRandomPositions (every unit type, stacks, terrain, wall
// runs, tombs, floods, counters) and along short random games from them,
// mid turn included.
func TestLegalFastPathsRandomPositions(t *testing.T) {
	positions, plies := 30, 4
	if testing.Short() {
		positions = 10
	}
	nodes := 0
	for seed := range positions {
		r := rand.New(rand.NewPCG(uint64(seed), 36))
		p := randomPosition(r)
		if p.Validate() != nil {
			continue
		}
		g := movegen.NewGame(p)
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			require.Equal(t, movegen.PlainLegal(p), legal, "seed %d ply %d: Legal of %s", seed, ply, p.Format())
			nodes++
			if len(legal) == 0 {
				break
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d nodes compared", nodes)
}
