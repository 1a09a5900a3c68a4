package search

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// V8-SHIP, V8-CANNON: the incremental square sum follows boarding,
// unloading and the cannons' captures, which move a unit in or out of a
// carrier whose square carries its cargo's value (eval's cargo): after
// every legal step at every third ply of seeded random playouts from a
// position with loaded and empty ships and cannons, and after each step
// played, it equals a full evaluation.
func TestIncrementalEvaluationTransportsV8SHIP(t *testing.T) {
	start := board.MustParse("R3J3K3J3/1N2S5S5/3BZ3B1Z5/4P1P1P1P5/16/16/16/16/16/16/16/16/4p1p1p1p5/3bz3b1z5/1n2s5s5/r3j3k3j3 w variant:frozenchess8 ply:10 " +
		"gone:r130P131n132p133 unit:130/parent=25,131/parent=9,132/parent=26,133/parent=21")
	ev := &eval.Evaluator{Fast: true}
	seen := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s := New(1, ev)
		p := start.Clone()
		s.g = movegen.NewGame(p)
		s.sqEval = ev
		s.sqSum[0] = ev.BoardScore(p)
		r := rand.New(rand.NewPCG(seed, 47))
		for ply := 0; ply < 24; ply++ {
			steps := s.g.Legal(0, nil)
			if len(steps) == 0 {
				break
			}
			var pick movegen.Step
			for _, st := range steps {
				transport := st.Kind() == movegen.KindShot || st.Kind() == movegen.KindSpecial && (st.Special() == movegen.SpecBoard || st.Special() == movegen.SpecUnload || st.Special() == movegen.SpecCannonBlast)
				if transport {
					seen++
					if pick == 0 || r.IntN(3) == 0 {
						pick = st
					}
				}
				if ply%3 != 0 && !transport {
					continue
				}
				str := movegen.FormatStep(p, st)
				s.make(st, ply)
				require.Equal(t, ev.Evaluate(p), s.evaluate(ply+1), "seed %d ply %d after %s: %s", seed, ply, str, fenOf(p))
				s.g.Unmake()
			}
			if pick == 0 || r.IntN(2) == 0 {
				pick = steps[r.IntN(len(steps))]
			}
			s.make(pick, ply)
			require.Equal(t, ev.Evaluate(p), s.evaluate(ply+1), "seed %d ply %d: %s", seed, ply, fenOf(p))
		}
	}
	require.Positive(t, seen, "the playouts met transport steps")
}
