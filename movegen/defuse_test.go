package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDefuseGeneration: V13-DEFUSE. Each member of a stack that can act
// moves away with one quiet step of its own pattern, named by its place in
// the fusion order; the rest stay. Not a paralyzed or locked stack, not a
// cannon member, not onto an active tomb, never a capture.
func TestDefuseGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-DEFUSE each member with its own pattern", special: "defuse",
			fen:  stackFEN("K@p16 k@a1 pl@e4 R@e6 b@d5 b@f5 b@d3 b@f3 b@e3 b@e5"),
			want: []string{"e4!defuse-d6:2", "e4!defuse-f6:2", "e4!defuse-c5:2", "e4!defuse-g5:2", "e4!defuse-c3:2", "e4!defuse-g3:2", "e4!defuse-d2:2", "e4!defuse-f2:2"}},
		{name: "V13-DEFUSE the pawn member steps forward, or leaps what stands in front", special: "defuse",
			fen:  stackFEN("K@p16 k@a1 pl@e4 b@d6 b@f6 b@c5 b@g5 b@c3 b@g3 b@d2 b@f2"),
			want: []string{"e4!defuse-e5:1", "e4!defuse-d5:2", "e4!defuse-f5:2"}},
		{name: "V13-DEFUSE a paralyzed member holds the whole stack (V13-FUSE-TARGETING)", special: "defuse",
			fen: stackFEN("K@p16 k@a1 pl@e4", "unit:{e4.2}/par=2")},
		{name: "V13-DEFUSE a cannon member cannot move itself (V13-CLASS-IMMOBILE)", special: "defuse",
			fen: stackFEN("K@p16 k@a1 op@e4 b@e6"), want: []string{"e4!defuse-e5:2"}},
		{name: "V13-DEFUSE not onto an active tomb, never a capture", special: "defuse",
			fen: stackFEN("K@p16 k@a1 op@e4 B@d5 b@e6", "tomb:e5=active/0/")},
		{name: "V13-DEFUSE only the side to move", special: "defuse",
			fen: stackFEN("K@p16 k@a1 PL@e4")},
	})
}

// TestDefuseMake: V13-DEFUSE, V13-MM-DEFUSE. The named member leaves for the
// target, the others keep their order on the square, every member's awards
// reset; a base that leaves hands the bind links to the next member.
func TestDefuseMake(t *testing.T) {
	fen := stackFEN("K@p16 k@a1 rbq@e4", "unit:{e4.1}/mm=2,{e4.2}/mm=1,{e4.3}/mm=3")
	makeAndBack(t, fen, "e4!defuse-g6:2", func(g *Game) {
		p := g.Pos
		assert.Equal(t, "RQ", membersOn(t, p, "e4"))
		assert.Equal(t, board.Bishop, bodyOn(t, p, "g6").Type)
		assert.Zero(t, bodyOn(t, p, "g6").Awards, "V13-MM-DEFUSE: the leaving member's awards reset")
		for _, m := range p.Members(p.BodyAt(sqs(t, "e4")[0]), nil) {
			assert.Zero(t, p.Unit(m).Awards, "V13-MM-DEFUSE: the staying members' awards reset")
		}
		assert.Equal(t, sqs(t, "f5"), wallOf(p, p.BodyAt(sqs(t, "g6")[0])), "V13-DEFUSE a normal move: the square it passed is its wall (the stack keeps e4)")
	})
	makeAndBack(t, fen, "e4!defuse-e10:1", func(g *Game) {
		assert.Equal(t, "BQ", membersOn(t, g.Pos, "e4"), "the base left: the next member is the base")
		assert.Equal(t, board.Rook, bodyOn(t, g.Pos, "e10").Type)
	})
	makeAndBack(t, stackFEN("K@p16 k@a1 rb@e4"), "e4!defuse-e5:1", func(g *Game) {
		p := g.Pos
		assert.Equal(t, "B", membersOn(t, p, "e4"), "a stack of two splits into two single units")
		assert.Zero(t, p.PieceAt(sqs(t, "e4")[0])&board.PieceStack)
	})
	makeAndBack(t, stackFEN("K@p16 k@a1 rb@e4 n@f4", "unit:{e4}/bind=e,{f4}/bind=w"), "e4!defuse-e5:1", func(g *Game) {
		p := g.Pos
		assert.Equal(t, uint8(1<<board.East), bodyOn(t, p, "e4").Bind, "the new base holds the stack's links")
		assert.Zero(t, bodyOn(t, p, "e5").Bind, "the leaving base goes unbound")
	})
	_, err := NewGame(board.MustParse(fen)).ParseStep("e4!defuse-g6:4")
	require.Error(t, err, "there is no fourth member")
}
