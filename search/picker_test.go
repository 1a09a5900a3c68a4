package search

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// The staged picker hands out exactly the whole list sorted by order: with
// or without a table step (then the captures and the killers before the
// rest too), with killers that are in the list, stale (from other
// positions), the table step itself or not checkable (special moves
// generated per side, Null), at turn starts and inside turns, along seeded
// random games from the bench suite.
func TestPickerGivesTheSortedList(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(3, 9))
	s := New(1, material{})
	var staged, nodes int
	for i, e := range suite {
		s.g = movegen.NewGame(e.Pos.Clone())
		var prev []movegen.Step
		for ply := 0; ply < 30; ply++ {
			all := s.g.Generate(nil)
			if len(all) == 0 {
				break
			}
			for trial := range 4 {
				// Killers: steps of this list, of the last one, or anything.
				pickFrom := func() movegen.Step {
					switch src := r.IntN(3); {
					case src == 0 && len(prev) > 0:
						return prev[r.IntN(len(prev))]
					case src == 1:
						return movegen.NullStep
					}
					return all[r.IntN(len(all))]
				}
				s.killers[1] = [2]movegen.Step{pickFrom(), pickFrom()}
				var tt movegen.Step
				if trial%2 == 1 {
					tt = all[r.IntN(len(all))]
				}
				if trial == 3 {
					for _, st := range all {
						if st.IsCapture() {
							tt = st // a capture: the captures' list holds it, tried before it
							break
						}
					}
					s.killers[1][0] = tt // a killer that is the table step: tried once, first
				}
				want := append([]movegen.Step(nil), all...)
				s.order(want, 1, tt)
				s.sortRest(want, 1)

				fresh := s.g.Pos.Turn().Actor == 0
				var pk picker
				pk.start(s, 1, tt, fresh)
				if pk.stage != stageAll {
					staged++
				}
				var got []movegen.Step
				for {
					st, ok := pk.next(s)
					if !ok {
						break
					}
					got = append(got, st)
				}
				pk.finish(s)
				require.Equal(t, want, got, "suite %d ply %d killers %v table %v in %s", i, ply, s.killers[1], tt, s.g.Pos.Format())
				nodes++
			}
			legal := s.g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			prev = all
			s.g.Make(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d nodes, %d started before generating", nodes, staged)
	require.Positive(t, staged)
}
