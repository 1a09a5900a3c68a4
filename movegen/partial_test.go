package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPartialTrialsAgreeWithWholeTest: Q8, V13-KING-EXCHANGE. With every
// partial trial and every King's Exchange verdict given without a trial
// checked against the whole attack test after the step (a mismatch
// panics), random playouts from the start and the suite generate their
// legal steps at every node, which tries every step that needs a trial,
// End and the completion of open turns included.
func TestPartialTrialsAgreeWithWholeTest(t *testing.T) {
	verifyPartialTrials, partialTrials, exchangeChecks = true, 0, 0
	defer func() { verifyPartialTrials = false }()
	games := 40
	if testing.Short() {
		games = 12
	}
	// Legal tries every step that needs a trial; nothing more to do per node.
	randomGames(rand.New(rand.NewPCG(8, 22)), suitePositions(t), games, 40, func(*Game, []Step) {})
	require.Greater(t, partialTrials, 1000, "partial trials were made")
	require.Greater(t, exchangeChecks, 1000, "Exchange verdicts were given without trials")
	t.Logf("%d partial trials and %d Exchange verdicts agreed with the whole test", partialTrials, exchangeChecks)
}
