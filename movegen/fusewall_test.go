package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFusionWalls: V13-FUSE, V13-DEFUSE, V13-WALL-CREATE (Q6). Fusion moves
// A into B's square by A's pattern, a stack moves by a member's step and a
// De-fuse is the leaving member's normal move, so each walks its path and
// the turn's end makes it the mover's wall: the start square (unless a body
// still stands there) and the squares passed, never the landing.
func TestFusionWalls(t *testing.T) {
	cases := []struct {
		name  string
		fen   string
		step  string
		owner string   // the square the wall's owner stands on before the step
		wall  []string // its wall after the step
	}{
		{name: "V13-FUSE a rook fusing up its file walls its start and the squares it passed",
			fen: lnFEN("k@a1 K@p16 r@e4 b@e9"), step: "e4!fuse-e9", owner: "e4", wall: []string{"e4", "e5", "e6", "e7", "e8"}},
		{name: "V13-FUSE a bishop fusing along a diagonal",
			fen: lnFEN("k@a1 K@p16 b@e4 r@h7"), step: "e4!fuse-h7", owner: "e4", wall: []string{"e4", "f5", "g6"}},
		{name: "V13-FUSE a knight's leap walls its start square only",
			fen: lnFEN("k@a1 K@p16 l@e4 r@f6"), step: "e4!fuse-f6", owner: "e4", wall: []string{"e4"}},
		{name: "V13-FUSE a pawn fusing with the unit in front walls its start square",
			fen: lnFEN("k@a1 K@p16 p@e4 r@e5"), step: "e4!fuse-e5", owner: "e4", wall: []string{"e4"}},
		{name: "V13-FUSE V13-WALL-LIFETIME the fusing unit's old wall dissolves",
			fen: lnFEN("k@a1 K@p16 r@e4 b@e6", "wall:{e4}=m12m13"), step: "e4!fuse-e6", owner: "e4", wall: []string{"e4", "e5"}},
		{name: "V13-FUSE a fused stack's move walls the base's start and path",
			fen: stackFEN("k@a1 K@p16 rb@e4"), step: "e4!stack-e8", owner: "e4", wall: []string{"e4", "e5", "e6", "e7"}},
		{name: "V13-DEFUSE a member leaving by a line walls the squares it passed (the stack keeps its square)",
			fen: stackFEN("k@a1 K@p16 rb@e4"), step: "e4!defuse-e8:1", owner: "e4", wall: []string{"e5", "e6", "e7"}},
		{name: "V13-DEFUSE the second member leaving along its diagonal",
			fen: stackFEN("k@a1 K@p16 rb@e4"), step: "e4!defuse-h7:2", wall: []string{"f5", "g6"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := board.MustParse(c.fen)
			var owner board.UnitID
			if c.owner != "" {
				owner = p.BodyAt(sqs(t, c.owner)[0])
			} else { // the stack's second member
				owner = p.Unit(p.BodyAt(sqs(t, "e4")[0])).Member
			}
			require.NotZero(t, owner)
			makeAndBack(t, c.fen, c.step, func(g *Game) {
				assert.Equal(t, sqs(t, c.wall...), wallOf(g.Pos, owner))
			})
		})
	}
}

// TestFusionWallLegality: V13-FUSE, V13-WALL-LIFETIME, V13-CHECK. The
// fusing rook's old wall on a5 shields its king on a1 (its pawns on b1 and
// b2 close the rest) from the black rook on a8; fusing dissolves that wall,
// so the fusion is illegal; with a pawn on a3 instead it is legal. The
// legality shortcut (HintWalk) is checked against a trial for every step.
func TestFusionWallLegality(t *testing.T) {
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	walled := lnFEN("k@a1 p@b1 p@b2 K@p16 R@a8 r@e4 b@e9", "wall:{e4}=a5")
	assert.Contains(t, specialsOf(t, walled, "fuse", false), "e4!fuse-e9", "generated")
	assert.NotContains(t, specialsOf(t, walled, "", true), "e4!fuse-e9", "the rook's old wall would dissolve")
	shielded := lnFEN("k@a1 p@b1 p@b2 p@a3 K@p16 R@a8 r@e4 b@e9", "wall:{e4}=a5")
	assert.Contains(t, specialsOf(t, shielded, "", true), "e4!fuse-e9", "a pawn shields the king: legal")
}
