package movegen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stackFEN is lnFEN with fused stacks: a token "rb@e4" puts a stack on e4
// whose members are r then b (fusion order). In the sections, "{e4}" is the
// id of the base on e4 and "{e4.2}" that of its second member.
func stackFEN(pieces string, sections ...string) string {
	var grid [board.Ranks][board.Files]string
	for _, f := range strings.Fields(pieces) {
		letters, name, ok := strings.Cut(f, "@")
		if !ok || letters == "" {
			panic("stackFEN: bad piece " + f)
		}
		sq, err := board.ParseSquare(name)
		if err != nil {
			panic(err)
		}
		grid[sq.Rank()][sq.File()] = letters
	}
	ids := map[string]int{}
	var ranks []string
	id := 0
	for r := board.Ranks - 1; r >= 0; r-- {
		var b strings.Builder
		empty := 0
		for f := range board.Files {
			c := grid[r][f]
			if c == "" {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprintf(&b, "%d", empty)
				empty = 0
			}
			name := board.NewSquare(f, r).String()
			if len(c) > 1 {
				b.WriteString("(" + c + ")")
			} else {
				b.WriteString(c)
			}
			for i := range c {
				id++
				if i == 0 {
					ids[name] = id
				}
				ids[fmt.Sprintf("%s.%d", name, i+1)] = id
			}
		}
		if empty > 0 {
			fmt.Fprintf(&b, "%d", empty)
		}
		ranks = append(ranks, b.String())
	}
	s := strings.Join(ranks, "/") + " w"
	for _, sec := range sections {
		filled, err := fillIDs(sec, ids)
		if err != nil {
			panic("stackFEN: " + err.Error())
		}
		s += " " + filled
	}
	return s
}

// membersOn lists the types of the body on sq, in fusion order.
func membersOn(t *testing.T, p *board.Position, name string) string {
	t.Helper()
	var b strings.Builder
	for _, m := range p.Members(p.BodyAt(sqs(t, name)[0]), nil) {
		b.WriteByte(p.Unit(m).Type.Letter())
	}
	return b.String()
}

// TestFuseGeneration: V13-FUSE. A unit moves onto a friendly body with its
// normal pattern and fuses with it; stacks grow without limit; kings, eggs,
// boxes and locked units are never fused with; kings, cannons, bound and
// paralyzed units never fuse; enemies are not fused with.
func TestFuseGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-FUSE a rook onto friends along its lines, the first body of each line", special: "fuse",
			fen: lnFEN("K@p16 k@a1 r@e3 b@e6 n@e8 q@h3 R@e2"), want: []string{"e3!fuse-e6", "e3!fuse-h3", "e6!fuse-h3", "h3!fuse-e3", "h3!fuse-e6"}},
		{name: "V13-FUSE a knight leaps onto a friend; a pawn fuses with the unit in front", special: "fuse",
			fen: lnFEN("K@p16 k@a1 l@e3 p@f5 b@f6"), want: []string{"e3!fuse-f5", "f5!fuse-f6"}},
		{name: "V13-FUSE onto a stack: no limit on members", special: "fuse",
			fen: stackFEN("K@p16 k@a1 rbp@e4 q@e6"), want: []string{"e6!fuse-e4"}},
		{name: "V13-FUSE never with a king, an egg or a box; never onto an enemy", special: "fuse",
			fen: stackFEN("K@p16 k@e1 r@e3 e@h3 n@e6 R@c3", "unit:{e6}/box")},
		{name: "V13-FUSE kings and cannons do not fuse (V13-CLASS-IMMOBILE)", special: "fuse",
			fen: lnFEN("K@p16 k@e1 o@e2 b@e3")},
		{name: "V13-FUSE a paralyzed unit does not fuse; a paralyzed friend may be joined", special: "fuse",
			fen: lnFEN("K@p16 k@a1 r@e3 n@e6", "unit:{e6}/par=3"), want: []string{"e3!fuse-e6"}},
		{name: "V13-FUSE a bound unit does not fuse by moving", special: "fuse",
			fen: lnFEN("K@p16 k@a1 r@e3 b@f3 n@e6", "unit:{e3}/bind=e,{f3}/bind=w")},
		{name: "V13-FUSE a unit locked in syzygy is not fused with", special: "fuse",
			fen: lnFEN("K@p16 k@a1 r@e3 b@e6 B@l11", "unit:{e6}/syz={l11},{l11}/syz={e6}")},
		{name: "V13-FUSE a frog never lands on a body, so it does not fuse", special: "fuse",
			fen: lnFEN("K@p16 k@a1 f@e3 n@e4 n@e5")},
		{name: "V13-FUSE not when it opens a line onto the own king", special: "fuse", legal: true,
			fen: lnFEN("K@p16 R@e16 k@e1 r@e3 n@f4")},
	})
}

// TestFuseMake: V13-FUSE. The unit leaves its square and joins the stack
// last (fusion order); its walk (start and passed squares) becomes its
// wall; unmake restores everything.
func TestFuseMake(t *testing.T) {
	makeAndBack(t, lnFEN("K@p16 k@a1 r@e3 b@e6"), "e3!fuse-e6", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "e3")[0]))
		assert.Equal(t, "BR", membersOn(t, p, "e6"), "the base first, the newcomer last")
		assert.NotZero(t, p.PieceAt(sqs(t, "e6")[0])&board.PieceStack)
		assert.Equal(t, sqs(t, "e3", "e4", "e5"), wallOf(p, p.Members(p.BodyAt(sqs(t, "e6")[0]), nil)[1]), "a fusion's walk is its wall")
		assert.Equal(t, board.Black, p.SideToMove())
	})
	makeAndBack(t, stackFEN("K@p16 k@a1 rbp@e4 q@e6"), "e6!fuse-e4", func(g *Game) {
		assert.Equal(t, "RBPQ", membersOn(t, g.Pos, "e4"))
	})
	p := board.MustParse(lnFEN("K@p16 k@a1 r@e3 b@e6 R@e2"))
	_, err := NewGame(p).ParseStep("e3!fuse-e2")
	require.Error(t, err, "V13-FUSE never onto an enemy")
}

// TestFuseTargeting: V13-FUSE-TARGETING. An enemy may aim at any member of
// a stack to get round Kind Immunity, and the capture takes the whole stack
// (its members go into the tomb, last-fused first: V13-FUSE-DEATH); a stack
// whose members are all of the attacker's kind is immune, a frog member
// makes the stack immortal. A status of one member holds the whole stack:
// a paralyzed member stops every member's action.
func TestFuseTargeting(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		take      bool
	}{
		{"V13-FUSE-TARGETING a rook takes a rook+bishop stack by its bishop", stackFEN("K@p16 k@a1 rb@e4 R@e10"), true},
		{"V13-FUSE-TARGETING a rook cannot take a rook+rook stack", stackFEN("K@p16 k@a1 rr@e4 R@e10"), false},
		{"V13-FUSE-TARGETING a frog member makes the stack immortal", stackFEN("K@p16 k@a1 bf@e4 R@e10"), false},
		{"V13-FUSE-TARGETING a pawn stack is taken by a rook", stackFEN("K@p16 k@a1 pp@e4 R@e10"), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fen := strings.Replace(tc.fen, " w", " b", 1)
			steps := stepsOf(t, fen, "e10")
			assert.Equal(t, tc.take, slicesContains(steps, "e10xe4"), steps)
		})
	}
	fen := strings.Replace(stackFEN("K@p16 k@a1 rbq@e4 R@e10"), " w", " b", 1)
	makeAndBack(t, fen, "e10xe4", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Rook, bodyOn(t, p, "e4").Type)
		assert.Equal(t, board.Black, bodyOn(t, p, "e4").Side)
		assert.Equal(t, []board.UnitID{5, 4, 3}, p.TombQueue(sqs(t, "e4")[0], nil), "the whole stack is in the tomb, last-fused first")
	})
	// One paralyzed member holds them all: no De-fuse, no Absorb.
	held := stackFEN("K@p16 k@a1 rbq@e4 N@e5", "unit:{e4.3}/par=2,{e5}/par=2")
	assert.Empty(t, specialsOf(t, held, "defuse", false))
	assert.Empty(t, specialsOf(t, held, "absorb", false))
	assert.Empty(t, stepsOf(t, held, "e4"))
}

func slicesContains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// TestFusionBindNotation: V13-FUSE, V13-DEFUSE, V13-FUSION-ABSORB, V13-BIND,
// V13-UNBIND. Every fusion, stack move, de-fuse, absorb, bind, group move and unbind
// generated has one string, which reads back as the same step.
func TestFusionBindNotation(t *testing.T) {
	seen := map[string]bool{}
	for _, fen := range []string{
		stackFEN("K@p16 k@a1 rbq@e4 r@g6 b@g4 B@f5 N@d3", "unit:{f5}/par=3,{d3}/par=2"),
		lnFEN("K@p16 k@a1 r@e4 b@f5 n@g6 l@c2 p@d2", "unit:{e4}/bind=ne,{f5}/bind=sw+ne,{g6}/bind=sw"),
	} {
		p := board.MustParse(fen)
		g := NewGame(p)
		for _, s := range g.Generate(nil) {
			if s.Kind() != KindSpecial {
				continue
			}
			str := FormatStep(p, s)
			seen[s.Special().String()] = true
			back, err := g.ParseStep(str)
			require.NoError(t, err, str)
			assert.Equal(t, s, back, str)
		}
	}
	for _, name := range []string{"fuse", "defuse", "absorb", "bind", "group", "unbind", "stack"} {
		assert.True(t, seen[name], name)
	}
}
