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

// Q8, V13-ROTATE in FrozenChess 8.0: a Rotate that turns enemy units gets a
// partial trial that asks the enemy's line attackers standing in the block
// where they stand now (movedAttack). It must ask them as the whole attack
// test does in that variant: the 8.0 bishop's lines capture nothing
// (V8-BISHOP), and the Lancer captures beside its diagonal path
// (V8-LANCER). In each position Legal must equal the plain definition
// (every step made on a copy and the whole test asked), with every partial
// trial checked against the whole test, and allow (or refuse) the named
// Rotate.
func TestPartialTrialsMovedAttackersV8(t *testing.T) {
	tests := []struct {
		name    string
		p       *board.Position
		step    string
		allowed bool
	}{
		{
			// The white queen d3 outweighs the black bishop d4 (3 to 2,
			// V8-ROTATE-VALUES): turning c3-d4 by 180 sets the bishop on
			// c3, on the king's diagonal c3-d2-e1, which it cannot capture
			// along.
			name:    "V8-BISHOP, V13-ROTATE: a bishop turned onto the king's diagonal does not check",
			p:       v8Pos(t, "k@e1 K@p16 q@d3 B@d4"),
			step:    "c3!rotate:2x180",
			allowed: true,
		},
		{
			// The game position the disagreement was found in: the black
			// bishop h14 lands on e13, whose bounced diagonals reach i1.
			name: "V8-BISHOP, V13-ROTATE: a bishop turned in a game position does not check",
			p: board.MustParse("R7K7/8N4J2/3P3B2Z5/11P1Z2/6P1p5S1/13p2/6s9/5z10/16/16/11S4/10b5/11z4/5s10/2n9pj2/r7k7 w variant:frozenchess8 " +
				"id:1-4,10,5,7,12,6,11,13,9,14,16,19,8,18,20,17,21,15,22-24 ply:14 wall:8=d3e4j4f5g11f13g13 " +
				"unit:3/face=w,5/face=w,6/face=e,9/face=w,11/face=e,12/face=n,13/face=s,15/face=s,16/face=e,18/face=w,19/face=e,20/face=s"),
			step:    "e10!rotate:5x270",
			allowed: true,
		},
		{
			// The same block with a black lancer on d4: turned by 90 it
			// stands on d3, and its diagonal's first square e2 is next to
			// the king.
			name:    "V8-LANCER, V13-ROTATE: a lancer turned beside the king's square checks",
			p:       v8Pos(t, "k@e1 K@p16 q@d3 L@d4"),
			step:    "c3!rotate:2x90",
			allowed: false,
		},
	}
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(tc.p)
			require.Contains(t, formatAll(tc.p, g.Generate(nil)), tc.step, "%s is a step of %s", tc.step, tc.p.Format())
			plain := formatAll(tc.p, plainLegal(tc.p))
			if tc.allowed {
				require.Contains(t, plain, tc.step, "the plain definition allows it")
			} else {
				require.NotContains(t, plain, tc.step, "the plain definition refuses it")
			}
			require.Equal(t, plain, formatAll(tc.p, g.Legal(0, nil)), "Legal of %s", tc.p.Format())
		})
	}
}

// Q8, V13-CHANC-PARALYSE, V13-JESTER-PRESENCE, V13-PAWN-PINCER: a step that
// moves a friendly aura source (or a pawn beside an enemy) may hold or free
// an enemy attacker; the trial is partial all the same (addRehold: every
// enemy unit whose hold may have changed is asked afresh). In each position
// Legal must equal the plain definition, with every partial trial checked
// against the whole test; the named unit must have legal and refused plain
// steps as the case says, and the trials must have asked units afresh.
func TestPartialTrialsAfterAuraChange(t *testing.T) {
	tests := []struct {
		name             string
		fen              string
		source           string // the square of the unit whose steps are judged
		allowed, refused bool   // some of its steps legal, some refused
	}{
		{
			// The black bishop h8 checks the white king a1 along the long
			// diagonal; the white jester h10 may step into the bishop's
			// 3x3 and hold it (or onto the diagonal), and elsewhere leaves
			// the check.
			name:   "V13-JESTER-PRESENCE: a jester arriving holds the checking bishop",
			fen:    lnFEN("k@a1 K@p16 B@h8 j@h10"),
			source: "h10", allowed: true, refused: true,
		},
		{
			// The white chancellor g3 may go to g6, a knight's move from
			// the checking bishop h8, and hold it.
			name:   "V13-CHANC-PARALYSE: a chancellor arriving holds the checking bishop",
			fen:    lnFEN("k@a1 K@p16 B@h8 c@g3"),
			source: "g3", allowed: true, refused: true,
		},
		{
			// The white chancellor g6 holds the black bishop h8 on the
			// king's diagonal: a step that does not hold it again frees it.
			name:   "V13-CHANC-PARALYSE: a chancellor leaving frees the bishop",
			fen:    lnFEN("k@a1 K@p16 B@h8 c@g6"),
			source: "g6", allowed: true, refused: true,
		},
		{
			// The white pawn i7 steps to i8 and, with the pawn g8, pinches
			// the checking bishop h8.
			name:   "V13-PAWN-PINCER: a pawn arriving pinches the checking bishop",
			fen:    lnFEN("k@a1 K@p16 B@h8 p@g8 p@i7"),
			source: "i7", allowed: true, refused: false,
		},
	}
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			reheld = 0
			g := NewGame(p)
			legal := formatAll(p, g.Legal(0, nil))
			require.Equal(t, formatAll(p, plainLegal(p)), legal, "Legal of %s", p.Format())
			from, err := board.ParseSquare(tc.source)
			require.NoError(t, err)
			var ok, refused int
			legalSet := map[string]bool{}
			for _, s := range legal {
				legalSet[s] = true
			}
			for _, s := range Generate(p, nil) {
				if s.From() != from || s.Kind() != KindMove {
					continue
				}
				if legalSet[FormatStep(p, s)] {
					ok++
				} else {
					refused++
				}
			}
			assert.Equal(t, tc.allowed, ok > 0, "legal steps of %s: %d", tc.source, ok)
			assert.Equal(t, tc.refused, refused > 0, "refused steps of %s: %d", tc.source, refused)
			assert.Positive(t, reheld, "partial trials asked enemy units afresh")
		})
	}
}
