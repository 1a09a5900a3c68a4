package movegen_test

import (
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// FuzzParsedPositions plays every position the parser accepts, as the
// protocol's "position fen" lets a user set any of them up: legal
// generation must not panic, and making and unmaking each legal step
// (every step of the first 48, then every seventh) must keep the hash
// incremental, the position valid, and restore both exactly; each step's
// notation must parse back to it; perft 1 in steps must agree by
// make/unmake and by copying. The seed corpus (the bench suite and
// positions of a long game) runs as part of go test; run the fuzzer with
//
//	go test ./movegen -run '^$' -fuzz FuzzParsedPositions -fuzztime 300s
func FuzzParsedPositions(f *testing.F) {
	suite, err := bench.Suite()
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range suite {
		f.Add(e.Pos.Format())
	}
	// Positions of a long game, rich in tombs, walls, paralysis and
	// clocks, give the fuzzer more state to vary.
	data, err := os.ReadFile("testdata/rot_order_game.txt")
	if err != nil {
		f.Fatal(err)
	}
	fen, moves, _ := strings.Cut(strings.TrimSpace(string(data)), " moves ")
	g := movegen.NewGame(board.MustParse(fen))
	for i, tok := range strings.Fields(moves) {
		if err := g.PlayTurn(tok); err != nil {
			f.Fatalf("turn %d of the game: %v", i+1, err)
		}
		if i%60 == 59 {
			f.Add(g.Pos.Format())
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := board.Parse(s)
		if err != nil {
			return
		}
		g := movegen.NewGame(p)
		legal := g.Legal(0, nil)
		for i, st := range legal {
			if i >= 48 && i%7 != 0 {
				continue
			}
			str := movegen.FormatStep(p, st)
			if parsed, err := g.ParseStep(str); err != nil || parsed != st {
				t.Fatalf("%s in %s parses back as %v, %v", str, s, parsed, err)
			}
			before, hash := p.Format(), p.Hash()
			g.Make(st)
			if p.ComputeHash() != p.Hash() {
				t.Fatalf("incremental hash after %s in %s", str, before)
			}
			if err := p.Validate(); err != nil {
				t.Fatalf("after %s in %s: %v", str, before, err)
			}
			g.Unmake()
			if p.Hash() != hash || p.Format() != before {
				t.Fatalf("unmake of %s does not restore %s: got %s", str, before, p.Format())
			}
		}
		if byCopy, byMake := movegen.PerftStepsCopy(p, 1), g.PerftSteps(1); byCopy != byMake {
			t.Fatalf("perft 1 in steps of %s: %d by copying, %d by make/unmake", s, byCopy, byMake)
		}
	})
}
