package search

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/player"
	"github.com/stretchr/testify/require"
)

// V12A-BOUNCE, V12A-DOUBLEMOVE-REST, V12A-TOMB: the search judges steps by
// Verdict and SafeAfter, never by Legal, and a 12A first step may end its
// turn in Make. Along random 12A games, every turn the search answers (a
// small node budget, so that the shallow answers that trust the verdicts
// most are tested) is one the referee accepts (PlayTurn, which checks each
// step with Legal). It did not catch Need's judging of such steps as
// open-turn steps (fixed with TestSearchVerdictsV12ABOUNCE... in movegen):
// the steps it let through lost the king, which the search never chose, so
// the wrong verdicts skewed only the scores of the nodes where they
// counted (a mated side seemed to have an escape). It guards the search's
// 12A answers as a whole.
func TestSearchPlaysLegalTurns12AV12ABOUNCE(t *testing.T) {
	games, plies := 8, 50
	if testing.Short() {
		games, plies = 2, 20
	}
	s := New(8, &eval.Evaluator{Fast: true})
	turns := 0
	for gi := range games {
		r := rand.New(rand.NewPCG(uint64(gi), 481))
		g := movegen.NewGame(board.StartPositionOf(board.FrozenChess12A))
		for ply := 0; ply < plies; ply++ {
			if g.Pos.Turn().Actor == 0 {
				p := g.Pos.Clone()
				res := s.Play(p, nil, player.Limits{Nodes: 200}, nil)
				if len(res.Turn) > 0 {
					turn := movegen.FormatTurn(p, res.Turn)
					require.NoError(t, movegen.NewGame(p.Clone()).PlayTurn(turn), "game %d ply %d: %s in %s", gi, ply, turn, p.Format())
					turns++
				}
			}
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	require.Positive(t, turns)
	t.Logf("%d turns checked", turns)
}
