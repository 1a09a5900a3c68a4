package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Q8, V13-JESTER-DISTRACT, V13-CHANC-TELESWAP, V13-SWAPSHOT, V13-BIND,
// V13-MORPH, V13-SHADOW-ENTER, V13-ROTATE: the verdicts given without a
// trial (a Distract cast off the lines the attack test walked, two friends
// trading squares, a Bind, a Morph of a unit that holds nothing, a
// Shadowing off the test's squares) and
// the partial trials after a Rotate that turned enemy units each agree with
// a trial and the whole attack test (verifyPartialTrials: a mismatch
// panics), along random games from the suite.
func TestVerdictsWithoutTrialAgreeWithTrials(t *testing.T) {
	verifyPartialTrials, movedTrials, hintChecks = true, 0, [16]int{}
	defer func() { verifyPartialTrials = false }()
	games, plies := 16, 24
	if testing.Short() {
		games, plies = 8, 16
	}
	randomGames(rand.New(rand.NewPCG(45, 3)), suitePositions(t), games, plies, func(*Game, []Step) {})
	assert.Positive(t, hintChecks[HintBend], "Distract casts judged without a trial")
	assert.Positive(t, hintChecks[HintTrade], "Teleswaps and friendly SwapShots judged without a trial")
	assert.Positive(t, hintChecks[HintClocks], "Binds (and the other HintClocks moves) judged without a trial")
	assert.Positive(t, hintChecks[HintRetype], "Morphs judged without a trial")
	assert.Positive(t, hintChecks[HintVacate], "Shadowings judged without a trial")
	assert.Positive(t, movedTrials, "partial trials after Rotates that turned enemy units")
	t.Logf("checked: %d Distract, %d trade, %d clock, %d Morph, %d Shadowing verdicts; %d partial trials with moved enemy units",
		hintChecks[HintBend], hintChecks[HintTrade], hintChecks[HintClocks], hintChecks[HintRetype], hintChecks[HintVacate], movedTrials)
}

// V13-JESTER-DISTRACT: with no Distract on the board, a cast where a
// queen's line, bent there, could reach the king within its range gets a
// trial (the attack test's bounds cut that line off before the cast), and
// a cast where no queen's line comes needs none. The white jester b3 casts
// on d5, next to its king a1: the black queen p15's line from o16 bounces
// down the diagonal through d5 with range to spare; the queen p16, walled
// in by her own pawns, has no line at all.
func TestDistractVerdictQueenLines(t *testing.T) {
	cases := []struct {
		name, fen, cast string
		want            Verdict
	}{
		{"V13-JESTER-DISTRACT off every queen line", lnFEN("k@a1 j@b3 K@m16 Q@p16 P@o16 P@o15 P@p15"), "b3!distract-d5:sw", Safe},
		{"V13-JESTER-DISTRACT on a queen's bounced line", lnFEN("k@a1 j@b3 K@p16 Q@p15"), "b3!distract-d5:sw", Trial},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := NewGame(board.MustParse(c.fen))
			sf := g.Safety()
			require.False(t, sf.InCheck())
			var step Step
			for _, s := range g.Generate(nil) {
				if FormatStep(g.Pos, s) == c.cast {
					step = s
				}
			}
			require.NotZero(t, step, "%s is generated in %s", c.cast, c.fen)
			assert.Equal(t, c.want, g.Verdict(&sf, step))
			g.Make(step)
			assert.True(t, g.SafeAfter(&sf), "the cast is legal")
			g.Unmake()
		})
	}
}
