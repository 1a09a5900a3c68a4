package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// Random playouts from the start position and every suite position. At
// every node: make/unmake of the chosen step restores the position and the
// hash exactly; the incremental hash equals ComputeHash; the position
// validates and its string round-trips; the step's notation parses back to
// the same step. Every few nodes, perft 1 by make/unmake equals perft 1 by
// copy-make.
func TestRandomPlayoutInvariants(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	playouts, length := 500, 8
	if testing.Short() {
		playouts = 200
	}
	r := rand.New(rand.NewPCG(2026, 11))
	for i := range playouts {
		start := suite[i%len(suite)].Pos
		p := start.Clone()
		g := movegen.NewGame(p)
		for ply := 0; ply < length; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			s := legal[r.IntN(len(legal))]
			str := movegen.FormatStep(p, s)
			parsed, err := g.ParseStep(str)
			require.NoError(t, err, "playout %d ply %d: %s in %s", i, ply, str, p.Format())
			require.Equal(t, s, parsed, "notation %s parses back", str)

			before, hash := p.Format(), p.Hash()
			g.Make(s)
			require.Equal(t, p.ComputeHash(), p.Hash(), "after %s from %s", str, before)
			require.NoError(t, p.Validate(), "after %s from %s", str, before)
			q, err := board.Parse(p.Format())
			require.NoError(t, err)
			require.Empty(t, p.Diff(q))
			g.Unmake()
			require.Equal(t, hash, p.Hash(), "unmake of %s restores the hash", str)
			require.Equal(t, before, p.Format(), "unmake of %s restores the position", str)
			if (i+ply)%23 == 0 {
				require.Equal(t, movegen.PerftCopy(p, 1), g.Perft(1), "perft 1 by copy and by make/unmake in %s", before)
			}
			g.Make(s)
		}
	}
}
