package movegen_test

import (
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// TestUndoEverySuiteStep makes and unmakes every pseudo-legal step of every
// suite position (what BenchmarkMakeUnmake times), and End after a step
// that leaves the turn open: each restores the position, its hash and its
// repetition key exactly, whether the step is undone from a snapshot or
// from the typed logs (V13-SPAWN, V13-SHIFT, V13-PULL, V13-PULL-THROUGH,
// V13-SHADOW-ENTER among them).
func TestUndoEverySuiteStep(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	for _, e := range suite {
		p := e.Pos.Clone()
		g := movegen.NewGame(p)
		before, hash, rep := p.Format(), p.Hash(), p.RepetitionHash()
		for _, s := range movegen.Generate(p, nil) {
			str := movegen.FormatStep(p, s)
			g.Make(s)
			require.Equal(t, p.ComputeHash(), p.Hash(), "%s: after %s", e.Name, str)
			if p.Turn().Actor != 0 {
				g.Make(movegen.EndStep)
				require.Equal(t, p.ComputeHash(), p.Hash(), "%s: after %s, End", e.Name, str)
				g.Unmake()
			}
			g.Unmake()
			require.Equal(t, hash, p.Hash(), "%s: unmake of %s restores the hash", e.Name, str)
			require.Equal(t, rep, p.RepetitionHash(), "%s: unmake of %s restores the repetition key", e.Name, str)
			require.Equal(t, before, p.Format(), "%s: unmake of %s restores the position", e.Name, str)
		}
	}
}
