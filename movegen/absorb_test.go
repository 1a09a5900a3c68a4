package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestFusionAbsorbGeneration: V13-FUSION-ABSORB. A stack that can act
// absorbs the paralyzed enemy units of its 3x3; not kings, boxes, monads,
// eggs, units of a member's kind, units that are not paralyzed; a single
// unit cannot absorb.
func TestFusionAbsorbGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-FUSION-ABSORB a stack next to a paralyzed enemy", special: "absorb",
			fen: stackFEN("K@p16 k@a1 rl@e4 B@f5", "unit:{f5}/par=3"), want: []string{"e4!absorb"}},
		{name: "V13-FUSION-ABSORB a single unit does not absorb", special: "absorb",
			fen: stackFEN("K@p16 k@a1 r@e4 B@f5", "unit:{f5}/par=3")},
		{name: "V13-FUSION-ABSORB not an enemy that is not paralyzed, nor one two squares off", special: "absorb",
			fen: stackFEN("K@p16 k@a1 rl@e4 B@f5 N@g6", "unit:{g6}/par=3")},
		{name: "V13-FUSION-ABSORB kings, boxes, monads, eggs and a member's kind are excluded", special: "absorb",
			fen: stackFEN("K@f5 k@a1 rl@e4 B@d5 N@e5 E@d4 R@d3 L@e3",
				"unit:{f5}/par=3,{d5}/par=3/box,{e5}/par=3/monad,{d4}/par=3,{d3}/par=3,{e3}/par=3")},
		{name: "V13-FUSION-ABSORB a paralyzed stack does not absorb", special: "absorb",
			fen: stackFEN("K@p16 k@a1 rl@e4 B@f5", "unit:{f5}/par=3,{e4.2}/par=1")},
	})
}

// TestFusionAbsorbMake: V13-FUSION-ABSORB. Every absorbable enemy of the
// 3x3 changes sides, faces its new side's way and joins the stack, in the
// order of the directions; the others stay.
func TestFusionAbsorbMake(t *testing.T) {
	fen := stackFEN("K@p16 k@a1 rl@e4 B@f5 N@d3 R@e5 A@h8", "unit:{f5}/par=3,{d3}/par=2,{e5}/par=4,{h8}/par=4")
	makeAndBack(t, fen, "e4!absorb", func(g *Game) {
		p := g.Pos
		assert.Equal(t, "RLBN", membersOn(t, p, "e4"), "ne before sw; the rook of the member's kind stays")
		for _, m := range p.Members(p.BodyAt(sqs(t, "e4")[0]), nil) {
			assert.Equal(t, board.White, p.Unit(m).Side)
			assert.Equal(t, board.North, p.Unit(m).Facing)
		}
		assert.Zero(t, p.BodyAt(sqs(t, "f5")[0]))
		assert.Zero(t, p.BodyAt(sqs(t, "d3")[0]))
		assert.Equal(t, board.Black, p.PieceAt(sqs(t, "e5")[0]).Side(), "kind immunity: a rook is not taken by a stack with a rook")
		assert.Equal(t, board.Black, p.PieceAt(sqs(t, "h8")[0]).Side(), "out of the 3x3")
	})
}
