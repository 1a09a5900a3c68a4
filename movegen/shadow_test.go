package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shadowOn returns the shadow of type t on the named square.
func shadowOn(t *testing.T, p *board.Position, name string, typ board.UnitType) *board.Unit {
	t.Helper()
	for _, id := range p.ShadowsAt(sqs(t, name)[0], nil) {
		if u := p.Unit(id); u.Type == typ {
			return u
		}
	}
	require.Failf(t, "no shadow", "no %s shadow on %s", typ, name)
	return nil
}

// TestShadowEnterGeneration: V13-SHADOW-ENTER. Every non-pawn unit but the
// king may turn into its shadow; pawns, kings, paralyzed units, eggs and
// the queen's tokens may not, nor a unit already in shadow form.
func TestShadowEnterGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-SHADOW-ENTER a knight and a rook, not the king or a pawn", special: "shadow",
			fen: lnFEN("K@p16 k@a1 l@e3 r@h8 p@c3"), want: []string{"e3!shadow", "h8!shadow"}},
		{name: "V13-SHADOW-ENTER not while paralyzed", special: "shadow",
			fen: lnFEN("K@p16 k@a1 l@e3 r@h8", "unit:{e3}/par=2"), want: []string{"h8!shadow"}},
		{name: "V13-SHADOW-ENTER not an egg, not a Queen's Shadow token", special: "shadow",
			fen: lnFEN("K@p16 k@a1 e@e3 s@h8")},
		{name: "V13-SHADOW-ENTER a shadow does not shadow again", special: "shadow",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200")},
		{name: "V13-SHADOW-ENTER not when it opens a line onto the own king", special: "shadow", legal: true,
			fen: lnFEN("K@p16 R@e16 l@e3 k@e1 r@h8"), want: []string{"h8!shadow"}},
	})
}

// TestShadowEnterMake: V13-SHADOW-ENTER ruling. The unit keeps its id,
// type, side and counters, leaves the body of its square for the square's
// shadow list with travel 0 and age 0, and builds no wall. Its age does not
// count the ply it entered (Q1); it counts each of its owner's later turns
// up to the 5-turn minimum and stops there (V13-DESHADOW-CONDITIONS).
func TestShadowEnterMake(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 l@e3", "unit:{e3}/capn=1/capl=2")
	makeAndBack(t, fen, "e3!shadow", func(g *Game) {
		p := g.Pos
		e3 := sqs(t, "e3")[0]
		assert.Zero(t, p.BodyAt(e3), "no body left on e3")
		sh := shadowOn(t, p, "e3", board.Knight)
		assert.True(t, sh.Has(board.StatusShadow))
		assert.Equal(t, board.White, sh.Side)
		assert.Equal(t, uint16(2), sh.CapLifetime, "counters kept")
		assert.Equal(t, uint8(1), sh.CapNonPawn)
		assert.Zero(t, sh.ShadowTrail)
		assert.Zero(t, sh.ShadowAge, "the ply it entered does not count")
		assert.Empty(t, wallOf(p, p.Cell(e3).Shadows), "no wall")
		assert.Equal(t, board.Black, p.SideToMove())
		assert.Contains(t, p.Format(), "shadow:e3=l")
		assert.True(t, g.Local() || g.ClocksOnly(), "no copy: only e3 changed")
	})
	// An enemy monad's shadow on e3 wakes and runs (V13-MONAD-TRIGGERS):
	// the step changed units away from its square, from a copy.
	makeAndBack(t, lnFEN("K@p16 k@a1 l@e3", "shadow:e3=B200", "unit:200/monad/prog=+1+1"), "e3!shadow", func(g *Game) {
		assert.False(t, g.Local() || g.ClocksOnly(), "the monad ran")
	})

	t.Run("V13-DESHADOW-CONDITIONS the age counts owner-turns up to 5", func(t *testing.T) {
		p := board.MustParse(fen)
		g := NewGame(p)
		s, err := g.ParseStep("e3!shadow")
		require.NoError(t, err)
		g.Make(s)
		id := p.Cell(sqs(t, "e3")[0]).Shadows
		var ages []uint8
		for range 7 {
			g.Make(NullStep) // Black
			g.Make(NullStep) // White: its shadow ages
			ages = append(ages, p.Unit(id).ShadowAge)
			require.Equal(t, p.ComputeHash(), p.Hash())
		}
		assert.Equal(t, []uint8{1, 2, 3, 4, 5, 5, 5}, ages)
		for range 15 {
			g.Unmake()
		}
		assert.Equal(t, fen, p.Format())
	})
}

// TestShadowNoAbility: V13-SHADOW-NOABILITY ruling. A shadow makes no
// ordinary step and uses no unit ability or generic special move that
// changes the board (no arrow, no raise, no push); it has only the shadow
// moves: move, capture shadows, Shadowstrike, de-shadow, Monad entry.
func TestShadowNoAbility(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 P@h8", "shadow:e5=x200,g5=r201", "unit:200/sage=5,201/sage=5")
	assert.Empty(t, stepsOf(t, fen, "e5"), "no ordinary step")
	for _, s := range specialsOf(t, fen, "", false) {
		if (s[:2] == "e5" || s[:2] == "g5") && !strings.Contains(s, "!rotate:") { // a Rotate turns a block named by its corner (V13-ROTATE)
			assert.Regexp(t, `!(smove|scapture|sstrike|deshadow|monad)`, s)
		}
	}
	assert.Contains(t, specialsOf(t, fen, "", false), "e5!deshadow:X")
	assert.NotContains(t, specialsOf(t, fen, "", false), "e5!arrow:ne")
}

// TestShadowNotation: the shadow moves' notation round trip
// (parse(format(s)) == s) and the errors for a missing or bad argument.
func TestShadowNotation(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@c3 R@f6 P@g6", "shadow:e5=l200,f7=R201,j9=b202", "unit:202/sage=5")
	p := board.MustParse(fen)
	g := NewGame(p)
	seen := map[Special]bool{}
	for _, s := range g.Generate(nil) {
		if s.Kind() != KindSpecial {
			continue
		}
		seen[s.Special()] = true
		text := FormatStep(p, s)
		back, err := g.ParseStep(text)
		if err != nil {
			continue // an illegal one (none expected here); ParseStep refuses it
		}
		assert.Equal(t, s, back, text)
	}
	for _, sp := range []Special{SpecShadow, SpecShadowMove, SpecShadowCapture, SpecDeshadow, SpecShadowstrike} {
		assert.True(t, seen[sp], "%s generated", sp)
	}
	for _, bad := range []string{"e5!smove-f7", "e5!smove-f7:Z", "e5!deshadow", "e5!smove-e6:L", "j9!smove-k10:R"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
