package movegen

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// Q8: Legal's shortcuts agree with the plain definition. Over random
// playouts from the start and the suite, every step Legal accepts leaves
// the mover's king unattacked by full capture generation (the turn-start
// protection, Q7) unless it is a King's Check. (The steps Safety passes
// without a trial are among them, so a too-bold shortcut fails here.)
// HasLegalAction agrees with Legal at every node.
func TestLegalShortcutsAgreeWithGeneration(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	r := rand.New(rand.NewPCG(7, 21))
	starts := suitePositions(t)
	var buf []Step
	checked := 0
	// 16 playouts of 10 plies (30 of 12 until the 630 Rotates multiplied the
	// legal steps, each checked by a whole capture generation).
	for i := range 16 {
		p := starts[i%len(starts)].Clone()
		g := NewGame(p)
		for ply := 0; ply < 10; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			action := false
			for _, s := range legal {
				action = action || s.Kind() != KindNull
			}
			require.Equal(t, action, g.HasLegalAction(0), "HasLegalAction agrees with Legal in %s", p.Format())
			side := p.SideToMove()
			prot := *g.protection()
			before := p.Format() // once per position: each step below is unmade
			for _, s := range legal {
				g.Make(s)
				if ks, ok := g.KingSquare(side); ok && !g.undo[len(g.undo)-1].kingCheck {
					var hit bool
					hit, buf = attackedByGeneration(p, side.Other(), ks, buf, &prot)
					if hit { // the message only then: it formats the step in the position before it
						require.False(t, hit, "%s is legal in %s but leaves the king on %s attacked", FormatStep(board.MustParse(before), s), before, ks)
					}
					checked++
				}
				g.Unmake()
			}
			g.Make(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d legal steps checked", checked)
}

// suitePositions reads the benchmark suite (bench/suite.txt; the bench
// package imports this one, so its parser cannot be used here).
func suitePositions(t *testing.T) []*board.Position {
	data, err := os.ReadFile("../bench/suite.txt")
	require.NoError(t, err)
	var out []*board.Position
	for _, line := range strings.Split(string(data), "\n") {
		if _, fen, ok := strings.Cut(strings.TrimSpace(line), "|"); ok && !strings.HasPrefix(line, "#") {
			out = append(out, board.MustParse(fen))
		}
	}
	require.NotEmpty(t, out)
	return out
}

// V13-TOMB-ROT, Q10: the rules depend on the position, not on the order
// the tomb table happens to store it in (make/unmake may permute it). Two
// copies of random games play the same steps; before every step one copy
// is also searched through by a throwaway Game's Legal, which permutes its
// tomb storage, as a referee's end-of-game test does, and the step is drawn
// from that Legal (the other copy is never searched through). The copies
// must stay identical. (A tomb-rot order that followed storage once made a
// match referee and an engine disagree about the position.)
func TestPlayDoesNotDependOnTombStorage(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(11, 5))
	starts := suitePositions(t)
	var throwaway *Game // reset for each search: a fresh game, without its allocations
	for i := range 4 {
		a, b := starts[i%len(starts)].Clone(), starts[i%len(starts)].Clone()
		ga, gb := NewGame(a), NewGame(b)
		for ply := 0; ply < 400; ply++ {
			if throwaway == nil {
				throwaway = NewGame(a)
			}
			throwaway.Reset(a)
			legal := throwaway.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			str := FormatStep(a, legal[r.IntN(len(legal))])
			sa, err := ga.ParseStep(str)
			require.NoError(t, err, "%s in %s", str, fenOf(a))
			sb, err := gb.ParseStep(str)
			require.NoError(t, err)
			ga.Make(sa)
			gb.Make(sb)
			require.Empty(t, a.Diff(b), "game %d step %d %s", i, ply, str)
		}
	}
}

// A game in which tombs rot away (testdata/rot_order_game.txt holds
// "<position> moves <turns>"): replayed with and without a throwaway Legal
// before every turn, it reaches the same position. The file first held the
// game in which a match referee and an engine first disagreed (an fcmatch
// game); the jester's presence and the chancellor's aura (V13-JESTER-PRESENCE,
// V13-CHANC-PARALYSE) made its fifth turn illegal, so it now holds 134
// turns of a seeded random game from the same position, biased towards
// captures, in which tombs rot away after turn 90.
func TestRotOrderGame(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/rot_order_game.txt")
	require.NoError(t, err)
	fen, moves, ok := strings.Cut(strings.TrimSpace(string(data)), " moves ")
	require.True(t, ok)
	var finals []*board.Position
	for _, withLegal := range []bool{false, true} {
		p := board.MustParse(fen)
		g, throwaway := NewGame(p), NewGame(p) // the throwaway game is reset for each search
		for i, tok := range strings.Fields(moves) {
			if withLegal {
				throwaway.Reset(p)
				throwaway.Legal(0, nil)
			}
			require.NoError(t, g.PlayTurn(tok), "turn %d", i+1)
		}
		finals = append(finals, p)
	}
	require.Empty(t, finals[0].Diff(finals[1]))
}
