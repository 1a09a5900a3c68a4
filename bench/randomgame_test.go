package bench

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
)

// BenchmarkRandomGame plays one seeded random game from the start to its
// end (rules.Outcome at every turn's start, a step drawn from Game.Legal,
// made; at most 1,000 plies): what a referee or a playout pays per game,
// without the checks of rules' TestRandomGamesToTheEnd (issue 45 measured
// about 13 s of CPU for one such game with them). Reports the game's plies
// and steps per op; -test.benchtime 1x times one game.
func BenchmarkRandomGame(b *testing.B) {
	var plies, steps int
	b.ReportAllocs()
	for b.Loop() {
		plies, steps = playRandomGame(b, 0)
	}
	b.ReportMetric(float64(plies), "plies/op")
	b.ReportMetric(float64(steps), "steps/op")
}

// playRandomGame plays the random game of seed from the start to its end
// and returns its plies and steps.
func playRandomGame(b *testing.B, seed uint64) (plies, steps int) {
	const plyCap = 1000
	r := rand.New(rand.NewPCG(seed, 2026))
	p := board.StartPosition()
	g := movegen.NewGame(p)
	var hist rules.History
	nulls := 0
	list := make([]movegen.Step, 0, 8192)
	for {
		if p.Turn().Actor == 0 {
			if res, _ := rules.Outcome(rules.Game{Pos: p, History: hist, Nulls: nulls}); res != rules.Ongoing || plies >= plyCap {
				return plies, steps
			}
			hist.Add(p)
		}
		list = g.Legal(0, list[:0])
		if len(list) == 0 {
			b.Fatalf("ply %d: no legal step but the game goes on", plies)
		}
		s := list[r.IntN(len(list))]
		g.Make(s)
		steps++
		if p.Turn().Actor == 0 {
			plies++
			if s.Kind() == movegen.KindNull {
				nulls++
			} else {
				nulls = 0
			}
		}
	}
}
