package movegen

import "testing"

// TestTemplarPushImmune: V13-TEMPLAR-PUSHIMMUNE. No unit pushes a templar,
// of either side; a unit beside it is pushed as usual, and a templar itself
// may push.
func TestTemplarPushImmune(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-TEMPLAR-PUSHIMMUNE an enemy templar is not pushed", fen: lnFEN("k@a1 K@p16 r@e4 T@e5"),
			special: "push", want: nil},
		{name: "V13-TEMPLAR-PUSHIMMUNE nor a friendly one (which pushes the rook instead)", fen: lnFEN("k@a1 K@p16 r@e4 t@e5"),
			special: "push", want: []string{"e5!push-e4"}},
		{name: "V13-TEMPLAR-PUSHIMMUNE a pawn in its place is pushed", fen: lnFEN("k@a1 K@p16 r@e4 P@e5"),
			special: "push", want: []string{"e4!push-e5"}},
		{name: "V13-TEMPLAR-PUSHIMMUNE a templar pushes", fen: lnFEN("k@a1 K@p16 t@e4 P@e5"),
			special: "push", want: []string{"e4!push-e5"}},
	})
}
