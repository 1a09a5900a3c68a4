package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPawnStackTurn: V13-PAWN-STACK. A stack of N pawns moves up to N
// times in one turn, whole, each step a stack move (a member's quiet
// step); the turn ends after the N-th or with End. A stack with any other
// member moves once.
func TestPawnStackTurn(t *testing.T) {
	three := stackFEN(shelter + "ppp@e5")
	playTurn(t, three, []string{"e5!stack-e6", "e6!stack-e7", "e7!stack-e8"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "3 pawns: 3 steps, then the turn is over")
		assert.Equal(t, "PPP", membersOn(t, g.Pos, "e8"), "the stack of three pawns")
	})
	playTurn(t, three, []string{"e5!stack-e6"}, func(g *Game) {
		tu := g.Pos.Turn()
		assert.Equal(t, board.White, g.Pos.SideToMove(), "the turn goes on")
		assert.Equal(t, board.TurnStack, tu.Mode)
		assert.Equal(t, uint8(2), tu.Left)
		assert.Equal(t, sqs(t, "e5")[0], tu.From)
		assert.Equal(t, []string{"e6!stack-e7", "end"}, turnSteps(t, g))
	})
	playTurn(t, three, []string{"e5!stack-e6", "end"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "End after any step")
	})
	playTurn(t, stackFEN(shelter+"pp@e5"), []string{"e5!stack-e6", "e6!stack-e7"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "2 pawns: 2 steps")
	})
	// The leap over a unit in front is a pawn's quiet step too.
	playTurn(t, stackFEN(shelter+"pp@e5 B@e7"), []string{"e5!stack-e6"}, func(g *Game) {
		assert.Equal(t, []string{"e6!stack-e8", "end"}, turnSteps(t, g))
	})
	playTurn(t, stackFEN(shelter+"pr@e5"), []string{"e5!stack-e6"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "a pawn and a rook: no pawn stack, one move")
	})
	// A member facing east lends its step east.
	playTurn(t, stackFEN(shelter+"pp@e5", "unit:{e5.2}/face=e"), []string{"e5!stack-f5"}, func(g *Game) {
		assert.Equal(t, sorted("f5!stack-f6", "f5!stack-g5", "end"), turnSteps(t, g))
	})
}

// TestPawnStackSiege: V13-PAWN-STACK, V13-ROOK-SIEGE. A pawn stack an
// enemy rook could capture as its turn begins moves once.
func TestPawnStackSiege(t *testing.T) {
	playTurn(t, stackFEN(shelter+"ppp@e5 R@l5"), []string{"e5!stack-e6"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "besieged: one step")
	})
	playTurn(t, stackFEN(shelter+"ppp@e5 R@l6"), []string{"e5!stack-e6"}, func(g *Game) {
		assert.Equal(t, board.White, g.Pos.SideToMove(), "the rook reaches e6, not e5: the turn goes on")
	})
}

// turnSteps lists, sorted, the steps g's side to move may make.
func turnSteps(t *testing.T, g *Game) []string {
	t.Helper()
	var out []string
	for _, s := range g.Legal(0, nil) {
		out = append(out, FormatStep(g.Pos, s))
	}
	require.NotEmpty(t, out)
	return sorted(out...)
}

// TestPawnStackPerftBothWays: V13-PAWN-STACK. A pawn stack's move leaves the
// turn open, so perft's bulk counting at the last level must make it and
// count the turns after it (it once counted the move as one whole turn:
// 4,082 turns by make/unmake against 4,083 by copy in a random game).
func TestPawnStackPerftBothWays(t *testing.T) {
	p := board.MustParse("15K/16/16/16/16/16/16/16/16/16/16/16/4(pp)11/16/16/k15 w")
	g := NewGame(p.Clone())
	assert.Equal(t, PerftCopy(p, 1), g.Perft(1), "perft 1 by make/unmake and by copy")
	assert.Equal(t, PerftCopy(p, 2), g.Perft(2), "perft 2")
	assert.Equal(t, PerftStepsCopy(p, 2), g.PerftSteps(2), "steps")
}
