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

// BenchmarkRefereeGame plays BenchmarkRandomGame's game (the same seed and
// draws, so the same 414 plies) the way a referee or the GUI does: one
// rules.Game, rules.Outcome at every turn's start, the steps drawn from
// the game's own generator (Game.Moves), taken back, and the turn played
// with PlaySteps, so that it joins the record. Reports plies per op.
func BenchmarkRefereeGame(b *testing.B) {
	var plies int
	b.ReportAllocs()
	for b.Loop() {
		plies = playRefereeGame(b, 0)
	}
	b.ReportMetric(float64(plies), "plies/op")
}

// playRefereeGame plays the random game of seed through rules.Game and
// returns its plies.
func playRefereeGame(b *testing.B, seed uint64) (plies int) {
	const plyCap = 1000
	r := rand.New(rand.NewPCG(seed, 2026))
	rg := rules.Game{Pos: board.StartPosition()}
	list := make([]movegen.Step, 0, 8192)
	var turn []movegen.Step
	for ; ; plies++ {
		if res, _ := rules.Outcome(rg); res != rules.Ongoing || plies >= plyCap {
			return plies
		}
		mg := rg.Moves()
		turn = turn[:0]
		for len(turn) == 0 || rg.Pos.Turn().Actor != 0 {
			list = mg.Legal(0, list[:0])
			if len(list) == 0 {
				b.Fatalf("ply %d: no legal step but the game goes on", plies)
			}
			s := list[r.IntN(len(list))]
			turn = append(turn, s)
			mg.Make(s)
		}
		for range turn {
			mg.Unmake()
		}
		if err := rg.PlaySteps(turn); err != nil {
			b.Fatalf("ply %d: %v", plies, err)
		}
	}
}
