package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestMassJump: V13-FROG-MASSJUMP. A De-fuse that splits a stack of frogs
// only opens a turn in which every frog on the square may leave once: by a
// De-fuse while two or more are left, the last one by its own move; a frog
// that left does not move again; End ends it; a mixed stack's De-fuse ends
// the turn.
func TestMassJump(t *testing.T) {
	three := stackFEN(shelter + "fff@h8")
	playTurn(t, three, []string{"h8!defuse-k8:1"}, func(g *Game) {
		tu := g.Pos.Turn()
		assert.Equal(t, board.White, g.Pos.SideToMove(), "the turn goes on")
		assert.Equal(t, board.TurnMassJump, tu.Mode)
		assert.Equal(t, uint8(2), tu.Left, "two frogs are left on h8")
		steps := turnSteps(t, g)
		assert.Contains(t, steps, "h8!defuse-e8:1")
		assert.Contains(t, steps, "h8!defuse-e8:2")
		assert.Contains(t, steps, "end")
		for _, s := range steps {
			assert.NotEqual(t, "k8", s[:2], "the frog that left does not move again: %s", s)
		}
	})
	playTurn(t, three, []string{"h8!defuse-k8:1", "h8!defuse-e8:1", "h8-h11"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "all three moved: the turn is over")
		for _, sq := range []string{"k8", "e8", "h11"} {
			assert.Equal(t, board.Frog, bodyOn(t, g.Pos, sq).Type)
		}
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "h8")[0]))
	})
	playTurn(t, three, []string{"h8!defuse-k8:1", "h8!defuse-e8:1"}, func(g *Game) {
		steps := turnSteps(t, g)
		assert.Contains(t, steps, "h8-h11", "the last frog moves alone")
		assert.Contains(t, steps, "end")
		assert.NotContains(t, steps, "h8!defuse-h11:1", "no stack is left")
	})
	playTurn(t, three, []string{"h8!defuse-k8:1", "end"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "End: the rest of the stack stays")
		assert.Equal(t, "FF", membersOn(t, g.Pos, "h8"))
	})
	playTurn(t, stackFEN(shelter+"fr@h8"), []string{"h8!defuse-k8:1"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "a frog and a rook: one De-fuse ends the turn")
	})
}
