package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPartialTrialsAgreeWithWholeTest: Q8, V13-KING-EXCHANGE. With every
// partial trial and every King's Exchange verdict given without a trial
// checked against the whole attack test after the step (a mismatch
// panics), random playouts from the start and the suite generate their
// legal steps at every node, which tries every step that needs a trial,
// End and the completion of open turns included.
func TestPartialTrialsAgreeWithWholeTest(t *testing.T) {
	verifyPartialTrials, partialTrials, inCheckTrials, specialChecks, inherited = true, 0, 0, 0, 0
	defer func() { verifyPartialTrials = false }()
	games := 40
	if testing.Short() {
		games = 12
	}
	// Legal tries every step that needs a trial; nothing more to do per node.
	randomGames(rand.New(rand.NewPCG(8, 22)), suitePositions(t), games, 40, func(*Game, []Step) {})
	require.Greater(t, partialTrials, 1000, "partial trials were made")
	require.Greater(t, inCheckTrials, 100, "partial trials were made with the king in check")
	require.Greater(t, specialChecks, 1000, "special-move verdicts were given without trials")
	require.Greater(t, inherited, 50, "Safety tests were inherited mid turn (inheritSafety)")
	t.Logf("%d partial trials (%d in check), %d special-move verdicts and %d inherited Safety tests agreed with the whole test", partialTrials, inCheckTrials, specialChecks, inherited)
}

// Q8, V13-CHANC-MOVE: in check, the trials are partial too: the recorded
// attack test keeps every group's answer, and a leaper's square, which its
// answer depends on although it reads nothing between. A black chancellor
// on h3 checks the white king on e1 with its (3,2) leap; the rook p3 may
// take it, walking squares the test's other looks from e1 never read (the
// pawn g2 stops a ride's look), and every other step but the king's leaves
// the king in check. Each partial trial is checked against the whole test.
func TestPartialTrialsInCheck(t *testing.T) {
	verifyPartialTrials, partialTrials, inCheckTrials = true, 0, 0
	defer func() { verifyPartialTrials = false }()
	g := NewGame(board.MustParse("K15/16/16/16/16/16/16/16/16/16/16/16/16/7C7r/6p9/4k11 w"))
	legal := map[string]bool{}
	for _, s := range g.Legal(0, nil) {
		legal[FormatStep(g.Pos, s)] = true
	}
	assert.True(t, legal["p3xh3"], "the rook takes the checking chancellor: %v", legal)
	assert.False(t, legal["p3-o3"], "a rook step elsewhere leaves the king in check")
	assert.Positive(t, inCheckTrials)
}
