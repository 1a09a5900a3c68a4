package search

import (
	"slices"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What a GUI shows during a long search (issue 37): the root step the
// search turns to (currmove, numbered from 1 within each iteration) and the
// periodic nodes, speed and table use. Their thresholds are set to the
// least here so that every root step and every look at the clock reports
// (the protocol sets a second and half a second); a searcher as New makes
// it reports its lines only.
func TestReportsForAGUI(t *testing.T) {
	suite, err := bench.Suite()
	require.NoError(t, err)
	p := suite[0].Pos
	legal := movegen.NewGame(p.Clone()).Legal(0, nil)
	for _, c := range []struct {
		name    string
		every   bool
		threads int
	}{
		{"reports", true, 1},
		{"reports with two threads", true, 2},
		{"lines only", false, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(8, &eval.Evaluator{Fast: true})
			s.SetThreads(c.threads, func() Evaluator { return &eval.Evaluator{Fast: true} })
			if c.every {
				s.CurrMoveAfter, s.ProgressEvery = 1, 1
			}
			var kinds [3][]Info
			res := s.Search(p.Clone(), nil, Limits{Depth: 3}, func(i Info) { kinds[i.Kind] = append(kinds[i.Kind], i) })
			require.NotEmpty(t, kinds[player.InfoLine])
			if !c.every {
				assert.Empty(t, kinds[player.InfoCurrMove])
				assert.Empty(t, kinds[player.InfoProgress])
				return
			}
			require.NotEmpty(t, kinds[player.InfoCurrMove])
			require.NotEmpty(t, kinds[player.InfoProgress])
			last := map[int]int{} // per depth, the last number
			for _, i := range kinds[player.InfoCurrMove] {
				assert.Contains(t, legal, i.CurrMove, "a legal root step")
				assert.Greater(t, i.CurrMoveNumber, last[i.Depth], "numbered in order, depth %d", i.Depth)
				last[i.Depth] = i.CurrMoveNumber
			}
			assert.Equal(t, 1, kinds[player.InfoCurrMove][0].CurrMoveNumber)
			prev := uint64(0)
			for _, i := range kinds[player.InfoProgress] {
				assert.GreaterOrEqual(t, i.Nodes, prev, "the count grows")
				assert.Empty(t, i.PV)
				prev = i.Nodes
			}
			assert.LessOrEqual(t, prev, res.Nodes)
			assert.True(t, slices.IsSortedFunc(kinds[player.InfoProgress], func(a, b Info) int { return int(a.Time - b.Time) }))
		})
	}
}
