package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPowerStealGeneration: V13-JESTER-POWERSTEAL. The white jester on e4
// moves with the patterns of the enemy units threatening it (never their
// captures), one type per threatening unit; a unit that does not threaten
// it (blocked, paralyzed, friendly) lends nothing; a cannon has no
// movement to lend; a pawn's pattern follows the jester's facing and never
// promotes it; the Queen's Shadow lends the queen's pattern.
func TestPowerStealGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN(shelter+"j@e4 "+units, sections...) }
	tests := []struct {
		name, fen, from string
		has, hasNot     []string
		none            bool // no stolen step at all
	}{
		{name: "V13-JESTER-POWERSTEAL a rook's lines, not its capture", fen: fen("R@e10"), from: "e4",
			has: []string{"e4-e5^", "e4-e9^", "e4-a4^", "e4-p4^", "e4-e1^"}, hasNot: []string{"e4xe10^", "e4xe10"}},
		{name: "V13-JESTER-POWERSTEAL a bishop's lines and its orthogonal step", fen: fen("B@h7"), from: "e4",
			has: []string{"e4-g6^", "e4-f5^", "e4-b7^", "e4-h1^", "e4-e5^"}, hasNot: []string{"e4-e6^", "e4xh7^"}},
		{name: "V13-JESTER-POWERSTEAL two threats: both patterns", fen: fen("R@e10 L@f6"), from: "e4",
			has: []string{"e4-e9^", "e4-c5^", "e4-d6^", "e4-c3^"}},
		{name: "V13-JESTER-POWERSTEAL a knight's leaps and its forward diagonal steps, along the jester's facing (north)", fen: fen("L@f6"), from: "e4",
			has: []string{"e4-c5^", "e4-d6^", "e4-g3^", "e4-d5^", "e4-f5^"}, hasNot: []string{"e4-d3^", "e4-f3^", "e4xf6^"}},
		{name: "V13-JESTER-POWERSTEAL a pawn's forward step, along the jester's facing (the pawn is a Royal Guard, immune to the jester's presence)",
			fen: lnFEN("k@a1 f@a2 f@b2 f@b1 j@e4 P@f5 K@g6"), from: "e4",
			has: []string{"e4-e5^"}, hasNot: []string{"e4-e3^", "e4xf5^"}},
		{name: "V13-JESTER-POWERSTEAL V13-JESTER-PRESENCE a pawn beside the jester is held and threatens nothing", fen: fen("P@f5"), from: "e4", none: true},
		{name: "V13-JESTER-POWERSTEAL a pawn's step onto the last rank does not promote the jester",
			fen: lnFEN("k@a1 f@a2 f@b2 f@b1 j@e15 P@f16 K@g16"), from: "e15",
			has: []string{"e15-e16^"}, hasNot: []string{"e15-e16=Q^", "e15-e16=Q"}},
		{name: "V13-JESTER-POWERSTEAL a king's steps (kings are immune to its presence)", fen: lnFEN("k@a1 f@a2 f@b2 f@b1 j@e4 K@f5"), from: "e4",
			has: []string{"e4-d3^", "e4-e5^", "e4-f4^"}},
		{name: "V13-JESTER-POWERSTEAL the Queen's Shadow lends the queen's pattern", fen: fen("Q@p9 S@e8", "unit:{e8}/parent={p9}"), from: "e4",
			has: []string{"e4-e7^", "e4-d6^", "e4-h7^"}},
		{name: "V13-JESTER-POWERSTEAL a blocked rook does not threaten", fen: fen("R@e10 p@e7"), from: "e4", none: true},
		{name: "V13-JESTER-POWERSTEAL a paralyzed rook does not threaten", fen: fen("R@e10", "unit:{e10}/par=2"), from: "e4", none: true},
		{name: "V13-JESTER-POWERSTEAL friendly rooks lend nothing (two protectors guard, V13-GUARDS, they do not empower)", fen: fen("r@e10 r@a4"), from: "e4", none: true},
		{name: "V13-JESTER-POWERSTEAL a cannon threatens but lends nothing", fen: fen("O@e7"), from: "e4", none: true},
		{name: "V13-JESTER-POWERSTEAL an enemy jester does not threaten", fen: fen("J@g6"), from: "e4", none: true},
		{name: "V13-JESTER-POWERSTEAL only jesters steal", fen: lnFEN(shelter + "f@e4 R@e10"), from: "e4", none: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := empoweredOf(t, tc.fen, tc.from)
			all := stepsOf(t, tc.fen, tc.from)
			if tc.none {
				assert.Empty(t, got)
			}
			for _, s := range tc.has {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.hasNot {
				assert.NotContains(t, all, s)
			}
		})
	}
}

// TestPowerStealCannon: V13-JESTER-POWERSTEAL. The cannon on e7 does
// threaten the jester on e4 (the attack test says so), and still lends it
// nothing.
func TestPowerStealCannon(t *testing.T) {
	p := board.MustParse(lnFEN(shelter + "j@e4 O@e7"))
	require.True(t, Attacked(p, board.Black, sqs(t, "e4")[0]))
	assert.Empty(t, empoweredOf(t, p.Format(), "e4"))
}

// TestPowerStealEmpowered: V13-JESTER-POWERSTEAL "can be empowered at the
// same time". The white rook on e1 alone protects the jester on e4 and
// empowers it (V13-EMPOWER); the black bishop on h7 threatens it: it moves
// with both the rook's and the bishop's patterns, and a step both give is
// listed once.
func TestPowerStealEmpowered(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 f@a2 f@b2 f@b1 j@e4 r@e1 B@h7")
	got := empoweredOf(t, fen, "e4")
	assert.Contains(t, got, "e4-e9^", "the rook's line, empowered")
	assert.Contains(t, got, "e4-b7^", "the bishop's line, stolen")
	seen := map[string]int{}
	for _, s := range got {
		seen[s]++
	}
	assert.Equal(t, 1, seen["e4-e5^"], "the rook's and the bishop's one square north: once")
}

// TestPowerStealMake: V13-JESTER-POWERSTEAL. A stolen queen's line is a plain
// step: the jester walks it, its start square becomes its trap and the
// squares walked its wall (V13-JESTER-TRAP, V13-WALL-CREATE). It lends the
// turn's first step only: in the Double Move that follows, the jester has
// its own leaps (our reading, as for Empower).
func TestPowerStealMake(t *testing.T) {
	fen := lnFEN(shelter + "j@e4 Q@e10")
	g := play(t, fen)
	s, err := g.ParseStep("e4-e7^")
	require.NoError(t, err)
	g.Make(s)
	require.NotZero(t, g.Pos.Turn().Actor, "a Double Move goes on")
	for _, st := range g.Generate(nil) {
		assert.False(t, st.Empowered(), "no stolen pattern on the second step: %s", FormatStep(g.Pos, st))
	}
	g.Make(EndStep)
	p := g.Pos
	jester := p.BodyAt(sqs(t, "e7")[0])
	require.NotZero(t, jester)
	assert.Equal(t, board.Jester, p.Unit(jester).Type)
	assert.Equal(t, sqs(t, "e4", "e5", "e6"), wallOf(p, jester))
	found := false
	for _, m := range p.Markers() {
		found = found || (m.Kind == board.MarkTrap && m.Square == sqs(t, "e4")[0] && m.Owner == jester)
	}
	assert.True(t, found, "its trap on e4")
	g.Unmake()
	g.Unmake()
	assert.Equal(t, board.MustParse(fen).Format(), p.Format())
}

// TestPowerStealTwins: V13-JESTER-POWERSTEAL. The black rook on e10 and
// the black dragon on g6 both threaten the jester on e4: the rook's
// straight line e4-e6 and the dragon's two-square leap e4-e6 would both be
// written e4-e6^; the first type's (the dragon's, in type order) is kept,
// so every borrowed step reads back as itself.
func TestPowerStealTwins(t *testing.T) {
	fen := lnFEN(shelter + "j@e4 R@e10 D@g6")
	got := empoweredOf(t, fen, "e4")
	n := 0
	for _, s := range got {
		if s == "e4-e6^" {
			n++
		}
	}
	assert.Equal(t, 1, n, "e4-e6^ once")
	assert.Contains(t, got, "e4-e9^", "the rook's line")
	assert.Contains(t, got, "e4-f6^", "the dragon's knight leap")
	g := NewGame(board.MustParse(fen))
	for _, st := range g.Generate(nil) {
		if st.Kind() == KindSpecial || !st.Empowered() {
			continue
		}
		back, err := g.ParseStep(FormatStep(g.Pos, st))
		if err == nil { // an illegal step does not parse; the rest must read back as themselves
			assert.Equal(t, st, back, FormatStep(g.Pos, st))
		}
	}
	var e6 Step
	for _, st := range g.Generate(nil) {
		if FormatStep(g.Pos, st) == "e4-e6^" {
			e6 = st
		}
	}
	assert.Equal(t, PatLeap, e6.Pattern(), "the dragon's leap is the one kept")
}
