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
	for _, p := range fuzzStarts(f) {
		f.Add(p.Format())
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
			if err := makeUnmakeFault(g, st); err != nil {
				t.Fatal(err)
			}
		}
		if byCopy, byMake := movegen.PerftStepsCopy(p, 1), g.PerftSteps(1); byCopy != byMake {
			t.Fatalf("perft 1 in steps of %s: %d by copying, %d by make/unmake", s, byCopy, byMake)
		}
	})
}

// FuzzPlayTurn plays arbitrary turn tokens in the suite's positions and
// those of a long game: a token refused leaves the position exactly as it
// was; a token played leaves a valid position, the other side to move
// (or a position inside a turn no more), and the mover's king, if it had
// one, on the board and not attacked (Q8). The seeds are legal turns.
//
//	go test ./movegen -run '^$' -fuzz FuzzPlayTurn -fuzztime 300s
func FuzzPlayTurn(f *testing.F) {
	starts := fuzzStarts(f)
	for i, p := range starts {
		g := movegen.NewGame(p.Clone())
		legal := g.Legal(0, nil)
		for j := 0; j < len(legal); j += 1 + len(legal)/6 {
			g.Make(legal[j])
			tok := movegen.FormatStep(p, legal[j])
			if g.Pos.Turn().Actor != 0 {
				if next := g.Legal(1, nil); len(next) > 0 {
					tok += "," + movegen.FormatStep(g.Pos, next[len(next)/2])
				}
			}
			g.Unmake()
			f.Add(uint8(i), tok)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, token string) {
		p := starts[int(which)%len(starts)].Clone()
		before := p.Format()
		side := p.SideToMove()
		g := movegen.NewGame(p)
		_, hadKing := g.KingSquare(side)
		if err := g.PlayTurn(token); err != nil {
			if p.Format() != before {
				t.Fatalf("refused %q (%v) but changed the position", token, err)
			}
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("after %q in %s: %v", token, before, err)
		}
		if p.Turn().Actor != 0 {
			t.Fatalf("after %q in %s: the turn is still open", token, before)
		}
		if !hadKing {
			return
		}
		king, ok := g.KingSquare(side)
		if !ok || movegen.Attacked(p, side.Other(), king) {
			t.Fatalf("after %q in %s the mover's king is gone or attacked: %s", token, before, p.Format())
		}
	})
}

// fuzzStarts is the suite's positions and every sixtieth of the long game
// in testdata.
func fuzzStarts(f *testing.F) []*board.Position {
	suite, err := bench.Suite()
	if err != nil {
		f.Fatal(err)
	}
	var starts []*board.Position
	for _, e := range suite {
		starts = append(starts, e.Pos)
	}
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
			starts = append(starts, g.Pos.Clone())
		}
	}
	return starts
}
