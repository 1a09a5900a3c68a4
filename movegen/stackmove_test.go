package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestStackMove: V13-FUSE. A stack moves as one body to where any member's
// quiet step reaches: a rook+knight stack has the rook's lines and the
// knight's leaps; never a capture, not while a member is paralyzed, not a
// bound stack, no Cannon pattern (V13-CLASS-IMMOBILE: a cannon has none).
func TestStackMove(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-FUSE a rook+knight stack: the rook's lines and the knight's squares", special: "stack",
			fen:  stackFEN("K@p16 k@a1 rl@b2 p@a2 p@a3 p@b3 p@c3 p@c2 p@c1 p@b1 B@d3 B@a4 B@d1"),
			want: []string{"b2!stack-c4"}},
		{name: "V13-FUSE a paralyzed member holds the stack", special: "stack",
			fen: stackFEN("K@p16 k@a1 rl@e4", "unit:{e4.2}/par=1")},
		{name: "V13-FUSE a bound stack moves only with its group", special: "stack",
			fen: stackFEN("K@p16 k@a1 rl@e4 n@f4", "unit:{e4}/bind=e,{f4}/bind=w")},
		{name: "V13-FUSE a cannon stack with a pawn: the pawn's step only", special: "stack",
			fen: stackFEN("K@p16 k@a1 op@e4"), want: []string{"e4!stack-e5"}},
	})
	assert.Contains(t, specialsOf(t, stackFEN("K@p16 k@a1 rl@e4"), "stack", false), "e4!stack-e16", "the rook's line")
	assert.Contains(t, specialsOf(t, stackFEN("K@p16 k@a1 rl@e4"), "stack", false), "e4!stack-f6", "the knight's leap")
	makeAndBack(t, stackFEN("K@p16 k@a1 rl@e4"), "e4!stack-f6", func(g *Game) {
		p := g.Pos
		assert.Equal(t, "RL", membersOn(t, p, "f6"), "the whole stack, in its order")
		assert.Zero(t, p.BodyAt(sqs(t, "e4")[0]))
		for i, m := range p.Members(p.BodyAt(sqs(t, "f6")[0]), nil) {
			assert.Equal(t, sqs(t, "f6")[0], p.Unit(m).Square)
			if i == 0 {
				assert.Equal(t, sqs(t, "e4"), wallOf(p, m), "the knight's leap: the base walls its start square")
			} else {
				assert.Empty(t, wallOf(p, m), "the other members build none")
			}
		}
		assert.Equal(t, board.Black, p.SideToMove())
	})
}
