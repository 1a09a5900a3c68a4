package search_test

import (
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/search"
)

// FuzzSearchParsed searches every position the parser accepts, as a user
// can set any of them up with "position fen": a short search (300 nodes)
// and the full evaluation must not fail, and the search's turn must be
// legal, empty only when the side to move has no legal step. A search with
// two threads (to depth 4, where the node after the root's first step is
// shared too, or 3000 nodes) must not fail in either thread and must
// answer a legal turn as well. The seed
// corpus (the bench suite) runs as part of go test; run the fuzzer with
//
//	go test ./search -run '^$' -fuzz FuzzSearchParsed -fuzztime 300s
func FuzzSearchParsed(f *testing.F) {
	suite, err := bench.Suite()
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range suite {
		f.Add(e.Pos.Format())
	}
	s := search.New(1, &eval.Evaluator{Fast: true})
	threads := search.New(1, &eval.Evaluator{Fast: true})
	threads.SetThreads(2, func() search.Evaluator { return &eval.Evaluator{Fast: true} })
	f.Fuzz(func(t *testing.T, str string) {
		p, err := board.Parse(str)
		if err != nil {
			return
		}
		eval.Terms(p)
		res := s.Search(p.Clone(), nil, search.Limits{Nodes: 300}, nil)
		hasLegal := len(movegen.NewGame(p.Clone()).Legal(0, nil)) > 0
		if len(res.Turn) == 0 {
			if hasLegal {
				t.Fatalf("no turn found in %s, which has legal steps", str)
			}
			return
		}
		if err := movegen.NewGame(p.Clone()).PlayTurn(movegen.FormatTurn(p, res.Turn)); err != nil {
			t.Fatalf("the search's turn in %s: %v", str, err)
		}
		res = threads.Search(p.Clone(), nil, search.Limits{Depth: 4, Nodes: 3000}, nil)
		if len(res.Failures) > 0 {
			t.Fatalf("two threads in %s: %v", str, res.Failures)
		}
		if err := movegen.NewGame(p.Clone()).PlayTurn(movegen.FormatTurn(p, res.Turn)); err != nil {
			t.Fatalf("the two threads' turn in %s: %v", str, err)
		}
	})
}
