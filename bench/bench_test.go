package bench

import (
	"fmt"
	"testing"

	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/search"
	"github.com/stretchr/testify/require"
)

func TestSuiteParses(t *testing.T) {
	s, err := Suite()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(s), 8)
	for _, e := range s {
		require.NotEmpty(t, movegen.Generate(e.Pos, nil), e.Name)
	}
}

// BenchmarkGenerate measures pseudo-legal step generation over the suite and
// reports generated steps per second as the custom metric steps/s. Each
// position keeps its Generator, so the protection state (Empower, Guards)
// is computed once, as a search computes it once per turn start; its cost
// is BenchmarkProtection.
func BenchmarkGenerate(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	gens := make([]movegen.Generator, len(suite))
	list := make([]movegen.Step, 0, 8192)
	for i, e := range suite {
		list = gens[i].Generate(e.Pos, list[:0]) // grows the generators' buffers (see benchMakeUnmake)
	}
	var steps int64
	b.ReportAllocs()
	for b.Loop() {
		for i, e := range suite {
			list = gens[i].Generate(e.Pos, list[:0])
			steps += int64(len(list))
		}
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// BenchmarkProtection measures computing the protection state (who
// protects and threatens whom, Empower, Guards: catalog Q7) of every suite
// position, plus one generation; reports positions/s.
func BenchmarkProtection(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	var gen movegen.Generator
	list := make([]movegen.Step, 0, 8192)
	var n int64
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range suite {
			gen.Forget()
			list = gen.Generate(e.Pos, list[:0])
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkProtectionAfterTurn measures the protection state as a search
// meets it: for each suite position, the positions after each of its
// first 16 legal steps (with End when the step leaves the turn open), one
// after the other, so that each pass reuses what the previous one computed
// for the units nothing touched. Reports positions/s.
func BenchmarkProtectionAfterTurn(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	games := make([]*movegen.Game, len(suite))
	turns := make([][]movegen.Step, len(suite))
	for i, e := range suite {
		games[i] = movegen.NewGame(e.Pos.Clone())
		legal := games[i].Legal(0, nil)
		turns[i] = legal[:min(16, len(legal))]
	}
	var n int64
	b.ReportAllocs()
	for b.Loop() {
		for i, g := range games {
			for _, s := range turns[i] {
				g.Make(s)
				ended := g.Pos.Turn().Actor == 0
				if !ended {
					g.Make(movegen.EndStep)
				}
				g.MayCapture() // computes the protection state of the new turn's start
				n++
				if !ended {
					g.Unmake()
				}
				g.Unmake()
			}
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkMakeUnmake makes and unmakes every pseudo-legal step of every
// suite position, with the incremental hash; reports steps/s.
func BenchmarkMakeUnmake(b *testing.B) {
	benchMakeUnmake(b, func(movegen.Step) bool { return true })
}

// BenchmarkMakeUnmakePlain is BenchmarkMakeUnmake without the special
// moves (terrain, floods, Earthquake, transfers, Exchange, Portal), which
// are rare in play but costly (an Earthquake blasts and flattens the board), so
// that the cost of the common steps can be followed on its own.
func BenchmarkMakeUnmakePlain(b *testing.B) {
	benchMakeUnmake(b, func(s movegen.Step) bool { return s.Kind() != movegen.KindSpecial })
}

// benchMakeUnmake makes and unmakes the steps keep accepts of every suite
// position.
func benchMakeUnmake(b *testing.B, keep func(movegen.Step) bool) {
	suite, err := Suite()
	require.NoError(b, err)
	games := make([]*movegen.Game, len(suite))
	lists := make([][]movegen.Step, len(suite))
	for i, e := range suite {
		games[i] = movegen.NewGame(e.Pos)
		for _, s := range movegen.Generate(e.Pos, nil) {
			if keep(s) {
				lists[i] = append(lists[i], s)
			}
		}
	}
	// One pass first: the games grow their buffers (undo records,
	// snapshots, the reach caches) once, so that allocs/op counts what
	// each further pass allocates, as a search meets it.
	for i, g := range games {
		for _, s := range lists[i] {
			g.Make(s)
			g.Unmake()
		}
	}
	var steps int64
	b.ReportAllocs()
	for b.Loop() {
		for i, g := range games {
			for _, s := range lists[i] {
				g.Make(s)
				g.Unmake()
			}
			steps += int64(len(lists[i]))
		}
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// BenchmarkLegal measures legal generation (pseudo-legal plus the check test).
func BenchmarkLegal(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	games := make([]*movegen.Game, len(suite))
	for i, e := range suite {
		games[i] = movegen.NewGame(e.Pos)
	}
	list := make([]movegen.Step, 0, 8192)
	for _, g := range games {
		list = g.Legal(0, list[:0]) // grows the games' buffers (see benchMakeUnmake)
	}
	var steps int64
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range games {
			list = g.Legal(0, list[:0])
			steps += int64(len(list))
		}
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// BenchmarkPerftStart2 is perft 2 (full turns) from the start position.
func BenchmarkPerftStart2(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	g := movegen.NewGame(suite[0].Pos)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += g.Perft(shortDepth(2))
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkSearch is the search part of the engine's bench command as a Go
// benchmark, so that benchstat can compare it across commits: a depth-3
// search (in steps) of every suite position, as `frozenchess bench` runs
// them at depth 4 (one iteration of which takes about two seconds). It
// reports search nodes per second as the custom metric nodes/s; the node
// count per op is fixed by the search's behaviour.
func BenchmarkSearch(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	s := search.New(16, &eval.Evaluator{Fast: true})
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range suite {
			nodes += s.Search(e.Pos.Clone(), nil, search.Limits{Depth: shortDepth(3)}, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkTimeToDepth is the time a search with 1 or 2 threads takes to
// complete depth 4 (in steps) for every suite position: what threads buy
// (search/split.go). Only the one-thread node count is fixed; with two
// threads it depends on timing.
func BenchmarkTimeToDepth(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			s := search.New(16, &eval.Evaluator{Fast: true})
			s.SetThreads(threads, func() search.Evaluator { return &eval.Evaluator{Fast: true} })
			var nodes uint64
			for b.Loop() {
				for _, e := range suite {
					nodes += s.Search(e.Pos.Clone(), nil, search.Limits{Depth: shortDepth(4)}, nil).Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkPerftStart1 is perft 1 (full turns) from the start position:
// divide the instructions of one op by nodes/op for instructions per turn.
func BenchmarkPerftStart1(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	g := movegen.NewGame(suite[0].Pos)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += g.Perft(1)
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkPerft2Sample is perft 2 below the first 8 root steps that end
// their turn, from the start and from the open middlegame (ply 120): a
// sample of the perft 2 leaves small enough for cachegrind (the whole perft
// 2 from the start is 8.6 M leaves). Reports the leaves as nodes/op.
func BenchmarkPerft2Sample(b *testing.B) {
	suite, err := Suite()
	require.NoError(b, err)
	for _, i := range []int{0, 3} {
		b.Run(suite[i].Name, func(b *testing.B) {
			g := movegen.NewGame(suite[i].Pos.Clone())
			var roots []movegen.Step
			for _, s := range g.Legal(0, nil) {
				g.Make(s)
				if g.Pos.Turn().Actor == 0 {
					roots = append(roots, s)
				}
				g.Unmake()
				if len(roots) == 8 {
					break
				}
			}
			var nodes uint64
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range roots {
					g.Make(s)
					nodes += g.Perft(1)
					g.Unmake()
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkSearchSample is BenchmarkSearch per suite position (the whole
// suite at depth 3 is minutes per op): divide the instructions of one op by
// nodes/op for instructions per node. Select positions by sub-benchmark
// name, e.g. -bench 'SearchSample/(start|open_board)'.
func BenchmarkSearchSample(b *testing.B) {
	searchEachPosition(b, search.Limits{Depth: shortDepth(3)})
}

// BenchmarkSearchNodes is a search of each suite position stopped after
// 20,000 nodes (depth 3 of the crowded positions is minutes per op):
// divide the instructions of one op by nodes/op for instructions per node.
func BenchmarkSearchNodes(b *testing.B) {
	searchEachPosition(b, search.Limits{Nodes: 20000})
}

// searchEachPosition runs one sub-benchmark per suite position, a fresh
// searcher each op, and reports the nodes searched per op.
func searchEachPosition(b *testing.B, lim search.Limits) {
	suite, err := Suite()
	require.NoError(b, err)
	for _, e := range suite {
		b.Run(e.Name, func(b *testing.B) {
			var nodes uint64
			b.ReportAllocs()
			for b.Loop() {
				s := search.New(16, &eval.Evaluator{Fast: true})
				nodes += s.Search(e.Pos.Clone(), nil, lim, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// shortDepth is depth, or 1 under go test -short: CI runs every benchmark
// once with -short (.ci/run) to see that none breaks, and the full depths
// cost minutes (BenchmarkTimeToDepth's depth 4 some 10 minutes a thread
// count).
func shortDepth(depth int) int {
	if testing.Short() {
		return 1
	}
	return depth
}
