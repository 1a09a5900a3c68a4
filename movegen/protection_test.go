package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// empoweredOf lists the empowered steps (marked ^) of the unit on from:
// lent by a protector, or stolen by a jester (V13-JESTER-POWERSTEAL).
func empoweredOf(t *testing.T, fen, from string) []string {
	t.Helper()
	var out []string
	for _, s := range stepsOf(t, fen, from) {
		if strings.HasSuffix(s, "^") {
			out = append(out, s)
		}
	}
	return out
}

// TestEmpower: V13-EMPOWER. A non-king, non-pawn unit protected by exactly
// one qualifying protector (not a king, not a pawn, not threatened) also
// moves and captures with that protector's native pattern; its steps are
// marked ^. A second protector makes it guarded instead.
func TestEmpower(t *testing.T) {
	// A white knight on e4, protected by the white rook on e1.
	base := "K@p16 k@a1 l@e4 r@e1"
	tests := []struct {
		name, fen string
		some      []string // empowered steps that must be there
		not       []string // steps that must not be there
		none      bool     // no empowered step at all
	}{
		{name: "V13-EMPOWER a knight protected by one rook moves like a rook",
			fen: lnFEN(base), some: []string{"e4-e5^", "e4-e16^", "e4-a4^", "e4-p4^"}},
		{name: "V13-EMPOWER V13-KIND-IMMUNITY it captures a rook with the rook pattern (its own kind counts)",
			fen: lnFEN(base + " R@e10"), some: []string{"e4xe10^"}},
		{name: "V13-EMPOWER not while the protector is threatened",
			fen: lnFEN(base + " B@h4"), none: true},
		{name: "V13-EMPOWER V13-GUARDS two protectors guard instead",
			fen: lnFEN(base + " r@a4"), none: true},
		{name: "V13-EMPOWER V13-GUARDS two protectors, one threatened: the other empowers",
			fen: lnFEN(base + " r@a4 B@b5"), some: []string{"e4-e5^", "e4-d4^"}},
		{name: "V13-EMPOWER the pattern is the unthreatened protector's (the rook's, not the threatened queen's)",
			fen: lnFEN(base + " q@a4 B@b5"), some: []string{"e4-e5^", "e4-e16^"}, not: []string{"e4-g6^", "e4-c6^", "e4-h7^"}},
		{name: "V13-EMPOWER a pawn protector does not empower",
			fen: lnFEN("K@p16 k@a1 l@e4 p@d3"), none: true},
		{name: "V13-EMPOWER a king protector does not empower",
			fen: lnFEN("K@p16 k@d3 l@e4"), none: true},
		{name: "V13-EMPOWER a pawn cannot be empowered",
			fen: lnFEN("K@p16 k@a1 p@e4 r@e1"), none: true},
		{name: "V13-EMPOWER a queen gains nothing from a rook (its lines already do it)",
			fen: lnFEN("K@p16 k@a1 q@e4 r@e1"), none: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			from := "e4"
			got := empoweredOf(t, tc.fen, from)
			if tc.none {
				assert.Empty(t, got, tc.fen)
				return
			}
			for _, s := range tc.some {
				assert.Contains(t, got, s, tc.fen)
			}
			for _, s := range tc.not {
				assert.NotContains(t, got, s, tc.fen)
			}
			assert.Contains(t, stepsOf(t, tc.fen, from), "e4-f6", "its own knight leaps stay, unmarked")
		})
	}
	// The notation reads back, and the step walks like a rook (its path
	// becomes its wall when the turn ends).
	fen := lnFEN(base)
	makeAndBack(t, fen, "e4-e8^", func(g *Game) {
		assert.Equal(t, board.Knight, bodyOn(t, g.Pos, "e8").Type)
	})
	g := play(t, fen, "e4-e8^")
	assert.Equal(t, sqs(t, "e4", "e5", "e6", "e7"), wallOf(g.Pos, g.Pos.BodyAt(sqs(t, "e8")[0])))
}

// TestEmpoweredCheck: V13-EMPOWER, V13-KING-INCHECK, Q7. An empowered
// unit's pattern attacks: the black king on e12 is in check from the white
// knight on e4, which the rook on e1 empowers with rook lines.
func TestEmpoweredCheck(t *testing.T) {
	fen := lnFEN("K@e12 k@a1 l@e4 r@e1")
	p := board.MustParse(strings.Replace(fen, " w", " b", 1))
	g := NewGame(p)
	assert.True(t, g.InCheck(board.Black), "attacked by the empowered knight")
	assert.True(t, Attacked(p, board.White, sqs(t, "e12")[0]))
	assert.False(t, AttackedNative(p, board.White, sqs(t, "e12")[0]), "no native pattern reaches it")
	for _, s := range g.Legal(0, nil) {
		assert.NotEqual(t, "e12-e11", FormatStep(p, s), "the king may not stay on the knight's line")
	}
}

// TestGuards: V13-GUARDS. A unit protected by two or more non-pawn pieces
// (kings count), none of them threatened, cannot be captured; it is still
// attacked. A pawn protector does not count; one threatened protector
// breaks the guard.
func TestGuards(t *testing.T) {
	// A black nightrider on d5, a white rook on d1 aiming at it.
	base := "K@p16 k@a1 r@d1 N@d5"
	tests := []struct {
		name, fen string
		capture   bool
	}{
		{"V13-GUARDS two non-pawn protectors: no capture", lnFEN(base + " R@d8 R@a5"), false},
		{"V13-GUARDS one protector: a plain capture", lnFEN(base + " R@d8"), true},
		{"V13-GUARDS a pawn protector does not count", lnFEN(base + " R@d8 P@e6"), true},
		{"V13-GUARDS a king counts as a guard", lnFEN("K@c6 k@a1 r@d1 N@d5 R@d8"), false},
		{"V13-GUARDS a threatened protector breaks the guard", lnFEN(base + " R@d8 R@a5 b@c3"), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			steps := stepsOf(t, tc.fen, "d1")
			if tc.capture {
				assert.Contains(t, steps, "d1xd5", tc.fen)
			} else {
				assert.NotContains(t, steps, "d1xd5", tc.fen)
				p := board.MustParse(tc.fen)
				assert.True(t, Attacked(p, board.White, sqs(t, "d5")[0]), "a guarded unit is still attacked")
			}
		})
	}
	// Kings are never guarded.
	p := board.MustParse(lnFEN("K@d5 k@a1 R@d8 R@a5"))
	var pr Protection
	var sc protScratch
	computeProtection(p, &pr, &sc)
	require.False(t, pr.Guarded(board.Black, sqs(t, "d5")[0]), "the king on d5, protected by both rooks")
}

// V13-CLASS-NOCAPTURE, V13-EMPOWER (docs/rules.md): a
// frog, jester or crossbowman that an empowering protector lends its pattern
// gains the movement only: it never captures with it, in Generate or in
// GenerateCaptures, and never attacks (no check, no threat) with it.
func TestEmpoweredNonCapturersNeverCapture(t *testing.T) {
	for _, tc := range []struct {
		name, pieces string
		move         string // an empowered move it gains
		capture      string // the empowered capture it may not make
		target       string // the enemy unit's square
	}{
		{"V13-FROG-IMMORTAL frog with a rook", "f@d4 r@d1", "d4-d8^", "d4xd9^", "d9"},
		{"V13-JESTER-NOCAPTURE jester with a rook", "j@d4 r@d1", "d4-d8^", "d4xd9^", "d9"},
		{"V13-XBOW-NOCAPTURE crossbowman with a bishop", "x@d4 b@a1", "d4-e5^", "d4xg7^", "g7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN("K@p16 k@i1 " + tc.pieces + " L@" + tc.target)
			steps := stepsOf(t, fen, "d4")
			assert.Contains(t, steps, tc.move, "the movement is gained")
			assert.NotContains(t, steps, tc.capture)
			p := board.MustParse(fen)
			for _, s := range GenerateCaptures(p, nil) {
				assert.NotEqual(t, "d4", s.From().String(), "capture %s", FormatStep(p, s))
			}
			// The enemy king where the knight stood is not in check.
			check := strings.Replace(lnFEN("P@p16 k@i1 "+tc.pieces+" K@"+tc.target), " w", " b", 1)
			g := NewGame(board.MustParse(check))
			assert.False(t, g.InCheck(board.Black), "no check from d4")
			assert.Contains(t, nextSteps(g), "p16-p15", "a step that leaves the king where it stands is legal")
		})
	}
}
