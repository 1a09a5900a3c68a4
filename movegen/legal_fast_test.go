package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// plainLegal is the plain definition of Legal (Q8), with none of its
// shortcuts: every pseudo-legal step is played on a copy of the position
// and kept when the king is not attacked after it (King's Check exempt,
// the Null move not in check, a special move's own rule obeyed) and, if
// it leaves the turn open, when the turn can still end legally, each try
// again on a copy. It is what perft by copy counts with.
func plainLegal(p *board.Position) []Step {
	var c copier
	q, list := c.at(0)
	gn := c.gens[0]
	var out []Step
	for _, s := range gn.Generate(p, list) {
		if c.play(p, q, 0, s) && (q.Turn().Actor == 0 || c.finishable(q, 1)) {
			out = append(out, s)
		}
	}
	return out
}

// Q8, V13-KING-INCHECK: Legal's fast paths (the verdicts without a trial:
// End on a quiet turn's end, a plain step whose end of turn would be
// quiet, the walls of a turn's end tested only where a wall can change an
// attack) keep exactly the steps of the plain definition, in the same
// order, at every node of random games from the start and the suite, mid
// turn included, long enough for walls, tombs and floods to appear; and
// perft's bulk counting of the last level (endsTurn) counts as a turn only
// a step after which the turn has ended.
func TestLegalFastPathsEqualPlainDefinition(t *testing.T) {
	starts := append([]*board.Position{board.StartPosition()}, suitePositions(t)...)
	games, plies := 6, 30
	if testing.Short() {
		games, plies = 3, 15
	}
	nodes, ends := 0, 0
	r := rand.New(rand.NewPCG(36, 2026))
	for gi := range games {
		g := NewGame(starts[gi%len(starts)].Clone())
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			before := g.Pos.Format()
			require.Equal(t, plainLegal(g.Pos), legal, "game %d ply %d: Legal of %s", gi, ply, before)
			nodes++
			if len(legal) == 0 {
				break
			}
			turn := g.Pos.Turn()
			for _, s := range legal {
				if !endsTurn(g.Pos, s, turn) {
					continue
				}
				g.Make(s)
				actor := g.Pos.Turn().Actor
				g.Unmake()
				if actor != 0 { // the message only then: it formats the step in the position before it
					require.Zero(t, actor, "game %d ply %d: %s ends its turn in %s", gi, ply, FormatStep(g.Pos, s), before)
				}
				ends++
			}
			pick := legal[r.IntN(len(legal))]
			if r.IntN(2) == 0 { // captures and special moves, so that tombs and floods appear
				for range 8 {
					if s := legal[r.IntN(len(legal))]; s.Kind() == KindCapture || s.Kind() == KindSpecial {
						pick = s
						break
					}
				}
			}
			g.Make(pick)
		}
	}
	t.Logf("%d nodes, %d turn-ending steps checked", nodes, ends)
}
