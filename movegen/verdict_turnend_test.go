package movegen

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchVerdict is the search's legality test of step s (search.play, MCTS
// expand): Verdict, then Make, then SafeAfter when the verdict was Trial.
// It reports whether the search would play s. sf is the node's Safety,
// shared by its steps as the search shares it.
func searchVerdict(g *Game, sf *Safety, s Step) bool {
	v := g.Verdict(sf, s)
	if v == Unsafe {
		return false
	}
	g.Make(s)
	ok := v == Safe || g.SafeAfter(sf)
	g.Unmake()
	return ok
}

// turnEndKinds counts the first steps that end their turn in Make though
// a plain move would leave it open, by the rule that ends it.
type turnEndKinds struct{ bounce, rest, tomb, push, check, other int }

func (k *turnEndKinds) count(g *Game, s Step) {
	switch {
	case g.Pos.Variant.Has(board.MechBounce12) && g.bounceEndsTurn(s):
		k.bounce++
	case g.Pos.Variant.Has(board.MechDoubleMoveRest) && g.restEndsTurn(s):
		k.rest++
	case g.Pos.Variant.Has(board.MechTombPassEndsDouble) && g.tombEndsTurn(s):
		k.tomb++
	case s&bitPush != 0:
		k.push++
	default:
		k.other++
	}
}

// givesCheckAfter reports that the side that just stepped in p (its turn
// still open) attacks the enemy king.
func givesCheckAfter(p *board.Position) bool {
	mover := p.SideToMove()
	kings := p.BodySquares(mover.Other(), board.King)
	return !kings.Empty() && Attacked(p, mover, kings.Pop())
}

// V12A-BOUNCE, V12A-DOUBLEMOVE-REST, V12A-TOMB, V12A-MOVE-END,
// V12A-ROOK-PUSH, Q8: the search judges a step with Verdict alone (Safe,
// Unsafe) or Verdict and a trial (Trial, SafeAfter), never with Legal. In
// 12A a first step may end its turn in Make (a bounce, a resting unit's
// step, a tomb pass, a push that kills), so the turn's end (its walls, its
// ply-end stages) comes with the step; a step that gives check leaves End
// as the turn's one continuation. Along random games of 12A, 8.0 and 13.0,
// mid turn included, every offered step's search answer must equal the
// plain definition (the step played on a copy, copier.play), and Legal must
// keep a step exactly when that definition does and the turn, if the step
// leaves it open, can still end (the part of Q8 the search finds by
// searching on).
func TestSearchVerdictsV12ABOUNCEV12ADOUBLEMOVERESTV12ATOMBV12AMOVEENDV12AROOKPUSH(t *testing.T) {
	cases := []struct {
		name         string
		starts       []string
		games, plies int
		turnEnders   bool // the variant's first steps may end the turn in Make
	}{
		// From the start, and from positions where a resting unit must
		// move (V12A-DOUBLEMOVE-REST) and a rook's push kills
		// (V12A-ROOK-PUSH, d2-d11> pushes the knights off the board).
		{"FrozenChess 12A", []string{board.FrozenChess12A.Start,
			"11K/P11/12/12/12/12/12/12/12/12/12/k11 w variant:frozenchess12a unit:3/rest",
			"2NBP6K/12/12/12/12/nn10/12/12/12/12/3r8/11k w variant:frozenchess12a",
		}, 12, 60, true},
		{"FrozenChess 12B", []string{board.FrozenChess12B.Start}, 10, 70, false},
		{"FrozenChess 8.0", []string{board.FrozenChess8.Start}, 4, 30, false},
		{"FrozenChess 13.0", []string{board.StartFEN}, 2, 12, false},
	}
	for ci, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			games, plies := c.games, c.plies
			if testing.Short() {
				games, plies = (games+2)/3, plies/2
			}
			var disagree []string
			var ends turnEndKinds
			steps, trials := 0, 0
			var cp copier
			for gi := range games {
				r := rand.New(rand.NewPCG(uint64(gi), 48+uint64(ci)))
				g := NewGame(board.MustParse(c.starts[gi%len(c.starts)]))
				for ply := 0; ply < plies; ply++ {
					legal := g.Legal(0, nil)
					if len(legal) == 0 {
						break
					}
					kept := make(map[Step]bool, len(legal))
					for _, s := range legal {
						kept[s] = true
					}
					before := g.Pos.Format()
					first := g.Pos.Turn().Actor == 0
					pseudo := g.Generate(nil)
					_, list := cp.at(0)
					cp.gens[0].Generate(g.Pos, list) // copier.play reads the generator's protection state
					sf := g.Safety()
					for _, s := range pseudo {
						steps++
						if g.Verdict(&sf, s) == Trial {
							trials++
						}
						search := searchVerdict(g, &sf, s)
						q, _ := cp.at(0)
						plain := cp.play(g.Pos, q, 0, s)
						open := q.Turn().Actor != 0
						if first && !open && mayContinue(s) {
							ends.count(g, s)
						}
						if first && open && plain && c.turnEnders && givesCheckAfter(q) {
							ends.check++ // V12A-MOVE-END: End is the turn's one continuation
						}
						where := fmt.Sprintf("game %d ply %d: %s in %s", gi, ply, FormatStep(g.Pos, s), before)
						if search != plain {
							disagree = append(disagree, fmt.Sprintf("search says legal=%v, the plain definition %v: %s", search, plain, where))
						}
						if kept[s] && !plain || !kept[s] && plain && !open {
							disagree = append(disagree, fmt.Sprintf("Legal keeps=%v, the plain definition %v (turn open after it: %v): %s", kept[s], plain, open, where))
						}
					}
					g.Make(legal[r.IntN(len(legal))])
				}
			}
			t.Logf("%d steps, %d trials; first steps that end the turn: %d bounced, %d resting, %d tomb passes, %d pushes, %d other; %d checks",
				steps, trials, ends.bounce, ends.rest, ends.tomb, ends.push, ends.other, ends.check)
			if len(disagree) > 6 {
				disagree = append(disagree[:6], fmt.Sprintf("... and %d more", len(disagree)-6))
			}
			assert.Empty(t, disagree)
			require.Positive(t, steps)
			if c.turnEnders {
				assert.Positive(t, ends.bounce, "bounced first steps (V12A-BOUNCE)")
				assert.Positive(t, ends.rest, "resting units' steps (V12A-DOUBLEMOVE-REST)")
				assert.Positive(t, ends.tomb, "first steps past a tomb (V12A-TOMB)")
				assert.Positive(t, ends.push, "pushes that kill (V12A-ROOK-PUSH)")
				assert.Positive(t, ends.check, "first steps that give check (V12A-MOVE-END)")
			}
		})
	}
}

// V12A-BOUNCE: the white dragon d1's bounced first step d1-a4-g10 ends the
// turn, and that end leaves the king l2 attacked (found by random 12A
// games: Legal refuses it). Its start and end are none of the squares the
// attack test looked at, which made it Safe for a step that leaves the turn
// open: the search would have accepted it. It goes to trial now, which
// refuses it, as Legal does.
func TestBouncedFirstStepVerdictV12ABOUNCE(t *testing.T) {
	const fen = "NRB1JQKJDBNR/PPPPPPPPPPPP/12/12/1D10/12/12/12/4p7/4p3p3/pp2ppppp1pk/rnbdjq1jdbnr w variant:frozenchess12a" +
		" id:2,1,3,5-24,4,29,28,34,25-27,30-33,35,43,37-42,44-48 ply:6 wall:34=j2j3/1 tomb:l2=pending/0/p36" +
		" unit:4/face=n,27/face=w,28/face=w,29/face=w"
	g := NewGame(board.MustParse(fen))
	var step Step
	for _, s := range g.Generate(nil) {
		if FormatStep(g.Pos, s) == "d1-a4-g10" {
			step = s
		}
	}
	require.NotZero(t, step, "d1-a4-g10 is offered")
	require.True(t, g.bounceEndsTurn(step), "the step bounced: it ends the turn")
	sf := g.Safety()
	require.False(t, sf.InCheck())
	assert.Equal(t, Trial, g.Verdict(&sf, step))
	assert.False(t, searchVerdict(g, &sf, step), "the search refuses it")
	assert.NotContains(t, g.Legal(0, nil), step, "Legal refuses it")
	var cp copier
	_, list := cp.at(0)
	cp.gens[0].Generate(g.Pos, list)
	q, _ := cp.at(0)
	assert.False(t, cp.play(g.Pos, q, 0, step), "the plain definition refuses it")
}
