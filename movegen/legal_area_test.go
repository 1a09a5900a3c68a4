package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// Q8, V13-ROTATE, V13-CHANC-MOVE, V13-KING-ROYALGUARD, V13-BISHOP-CAPTURE:
// a Rotate that turns enemy units is judged without a trial where no enemy
// unit can attack the king from where it lands (movedAreaVerdict), and
// gets a trial where one may: a leaper landing on a square the attack
// test's looks back read without recording (a chancellor's (3,2) leap), a
// line piece (a bishop turned onto the king's colour), the enemy king (a
// Royal Guard is never held). In each position the verdict is as the case
// says, the plain definition allows or refuses the step as it says, and
// Legal equals the plain definition, every verdict given without a trial
// checked against a trial (verifyPartialTrials).
func TestRotateTurningEnemiesVerdictV13ROTATE(t *testing.T) {
	// The white king h4 boxed in by its pawns and nightriders: the looks
	// back from it stop on them, so the chancellor's leap squares two
	// and three away (k6, ...) are read but not recorded.
	const boxed = "k@h4 K@p16 p@g3 p@h3 p@i3 p@g4 p@i4 p@g5 p@h5 p@i5 n@f3 n@f5 n@g2 n@g6 n@i2 n@i6 n@j3 n@j5 q@k5 q@l5 C@l6"
	tests := []struct {
		name    string
		fen     string
		step    string
		verdict Verdict
		allowed bool
	}{
		{
			name: "V13-ROTATE: an enemy nightrider turned far from the king, no trial",
			fen:  lnFEN("k@h4 K@p16 q@l9 N@m10"), step: "l9!rotate:2x90",
			verdict: Safe, allowed: true,
		},
		{
			name: "V13-CHANC-MOVE, V13-ROTATE: a chancellor turned to l5, no leap of the king's, no trial",
			fen:  lnFEN(boxed), step: "k5!rotate:2x90",
			verdict: Safe, allowed: true,
		},
		{
			name: "V13-CHANC-MOVE, V13-ROTATE: a chancellor turned to k5, three and one from the king, no trial",
			fen:  lnFEN(boxed), step: "k5!rotate:2x180",
			verdict: Safe, allowed: true,
		},
		{
			name: "V13-CHANC-MOVE, V13-ROTATE: a chancellor turned to k6, its (3,2) leap onto the king: trial, refused",
			fen:  lnFEN(boxed), step: "k5!rotate:2x270",
			verdict: Trial, allowed: false,
		},
		{
			name: "V13-BISHOP-CAPTURE, V13-ROTATE: a bishop turned from m8 onto l8, the king's colour and diagonal: trial, refused",
			fen:  lnFEN("k@h4 K@p16 q@m9 B@m8"), step: "l8!rotate:2x90",
			verdict: Trial, allowed: false,
		},
		{
			name: "V13-BISHOP-CAPTURE, V13-ROTATE: the same bishop turned to l9, off the king's lines: trial (a line piece), allowed",
			fen:  lnFEN("k@h4 K@p16 q@m9 B@m8"), step: "l8!rotate:2x180",
			verdict: Trial, allowed: true,
		},
		{
			// The jester g11 holds the rook h10 on the king's file; the
			// black king turned to i11 makes it a Royal Guard.
			name: "V13-KING-ROYALGUARD, V13-ROTATE: the enemy king turned beside its held rook frees it: trial, refused",
			fen:  lnFEN("k@h4 R@h10 j@g11 q@i11 q@j11 q@i12 K@j12"), step: "i11!rotate:2x180",
			verdict: Trial, allowed: false,
		},
		{
			name: "V13-KING-ROYALGUARD, V13-ROTATE: the enemy king turned to j11, away from the rook: trial, allowed",
			fen:  lnFEN("k@h4 R@h10 j@g11 q@i11 q@j11 q@i12 K@j12"), step: "i11!rotate:2x90",
			verdict: Trial, allowed: true,
		},
	}
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			g := NewGame(p)
			var s Step
			for _, c := range g.Generate(nil) {
				if FormatStep(p, c) == tc.step {
					s = c
				}
			}
			require.NotZero(t, s, "%s is a step of %s", tc.step, p.Format())
			require.NotZero(t, s.Arg()&rotateTrial, "%s turns enemy units", tc.step)
			sf := g.Safety()
			require.Equal(t, tc.verdict, g.Verdict(&sf, s), "verdict of %s", tc.step)
			plain := formatAll(p, plainLegal(p))
			if tc.allowed {
				require.Contains(t, plain, tc.step, "the plain definition allows it")
			} else {
				require.NotContains(t, plain, tc.step, "the plain definition refuses it")
			}
			require.Equal(t, plain, formatAll(p, g.Legal(0, nil)), "Legal of %s", p.Format())
		})
	}
}

// Q8, V13-ROTATE: the partial trial after a Rotate asks no attacker again
// for a square of the block that was bare and is bare again on the same
// level (rotationSettled). The black rook b14's bouncing lines read the
// blocks around the white king's file; a block turned with only its centre
// held, or with bare squares turning onto bare squares, leaves its lines as
// they were, and a block that takes the blocker b6 off the file opens it.
// Legal must equal the plain definition, every partial trial checked
// against the whole test.
func TestRotateSettledSquaresV13ROTATE(t *testing.T) {
	tests := []struct {
		name, fen, step string
		allowed         bool
	}{
		{"V13-ROTATE: a 3x3 block turned about its queen, the rest bare", lnFEN("k@b1 R@b14 q@b6 K@p16 q@d11"), "c10!rotate:3x90", true},
		{"V13-ROTATE: the blocker b6 turned off the rook's file", lnFEN("k@b1 R@b14 q@b6 K@p16 q@d11"), "b5!rotate:3x90", false},
		{"V13-ROTATE: two queens turned within a block the rook's lines cross", lnFEN("k@b1 R@b14 q@b6 K@p16 q@d9 q@e10"), "d9!rotate:2x180", true},
	}
	verifyPartialTrials, partialTrials = true, 0
	defer func() { verifyPartialTrials = false }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			plain := formatAll(p, plainLegal(p))
			if tc.allowed {
				require.Contains(t, plain, tc.step, "the plain definition allows it")
			} else {
				require.NotContains(t, plain, tc.step, "the plain definition refuses it")
			}
			require.Equal(t, plain, formatAll(p, NewGame(p).Legal(0, nil)), "Legal of %s", p.Format())
		})
	}
	require.Positive(t, partialTrials, "the Rotates were tried partially")
}
