package movegen

import (
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// plainLegal is the plain definition of Legal (Q8), with none of its
// shortcuts: every pseudo-legal step is played on a copy of the position
// and kept when the king is not attacked after it (King's Check exempt,
// the Null move not in check, a special move's own rule obeyed) and, if
// it leaves the turn open, when the turn can still end legally, each try
// again on a copy. It is what perft by copy counts with. The copier (its
// copies, games and generators) comes from a pool: it makes each step on a
// copy and resets its games, so it keeps nothing from one call to the next
// but grown buffers and, per level, the protection state of the position
// last generated there (by hash, as Game keeps it).
func plainLegal(p *board.Position) []Step {
	c := copiers.Get().(*copier)
	defer copiers.Put(c)
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

// copiers holds plainLegal's copiers (the random-game tests run in parallel).
var copiers = sync.Pool{New: func() any { return new(copier) }}

// Q8, V13-KING-INCHECK: Legal's fast paths (the verdicts without a trial:
// End on a quiet turn's end, a plain step whose end of turn would be
// quiet, the walls of a turn's end tested only where a wall can change an
// attack) keep exactly the steps of the plain definition, in the same
// order, at every node of random games from the start and the suite, mid
// turn included, long enough for walls, tombs and floods to appear; and
// perft's bulk counting of the last level (endsTurn) counts as a turn only
// a step after which the turn has ended.
func TestLegalFastPathsEqualPlainDefinition(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
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
			before := fenOf(g.Pos) // written only if a check fails, with the position as it is here
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

// Q8, V13-KING-INCHECK in FrozenChess 8.0: Legal's fast paths (the hints,
// the partial trials, the Exchange verdicts given for every target at once)
// keep exactly the steps of the plain definition at every node of random
// 8.0 games from its start and the positions of testdata/perft8_positions.txt,
// mid turn included, every verdict given without a trial and every partial
// trial checked against the whole attack test on the way (a difference
// panics). The random searches behind TestPartialTrialsMovedAttackersV8
// (V8-BISHOP, V8-LANCER) and TestExchangeVerdictKeepsKindImmunity (V8-KIND)
// found their cases so.
func TestLegalFastPathsEqualPlainDefinitionV8(t *testing.T) {
	starts := []*board.Position{board.StartPositionOf(board.FrozenChess8)}
	data, err := os.ReadFile("testdata/perft8_positions.txt")
	require.NoError(t, err)
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			_, fen, _ := strings.Cut(line, " ")
			starts = append(starts, board.MustParse(fen))
		}
	}
	games, plies := 4, 40
	if testing.Short() {
		games, plies = 2, 20
	}
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	nodes := 0
	r := rand.New(rand.NewPCG(47, 8))
	for gi := range games {
		g := NewGame(starts[gi%len(starts)].Clone())
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			require.Equal(t, formatAll(g.Pos, plainLegal(g.Pos)), formatAll(g.Pos, legal), "game %d ply %d: Legal of %s", gi, ply, g.Pos.Format())
			nodes++
			if len(legal) == 0 {
				break
			}
			pick := legal[r.IntN(len(legal))]
			if r.IntN(3) != 0 { // captures and special moves (Rotates, Exchanges) two times in three
				for range 12 {
					if s := legal[r.IntN(len(legal))]; s.Kind() == KindCapture || s.Kind() == KindSpecial {
						pick = s
						break
					}
				}
			}
			g.Make(pick)
		}
	}
	require.Greater(t, nodes, plies, "the games went on past their first turns")
	t.Logf("%d nodes of 8.0 games agreed with the plain definition", nodes)
}
