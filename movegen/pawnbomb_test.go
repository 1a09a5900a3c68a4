package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestPawnBombGeneration: V13-PAWN-BOMB. The pawn whose fusion makes a
// stack of 7 pawns fuses by the bomb, not by a plain Fusion; a 6th pawn
// fuses plainly, and a stack with another member is no pawn stack.
func TestPawnBombGeneration(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string
	}{
		{"V13-PAWN-BOMB the 7th pawn joins 6: the bomb", stackFEN("k@a1 K@p16 p@e4 pppppp@e5"), []string{"e4!pbomb-e5"}},
		{"V13-PAWN-BOMB the 6th pawn joins 5: a plain fusion", stackFEN("k@a1 K@p16 p@e4 ppppp@e5"), []string{"e4!fuse-e5"}},
		{"V13-PAWN-BOMB pawns and a rook: no pawn stack", stackFEN("k@a1 K@p16 p@e4 ppppppr@e5"), []string{"e4!fuse-e5"}},
		{"V13-PAWN-BOMB only by the pawn's forward step", stackFEN("k@a1 K@p16 p@d4 pppppp@e5"), nil},
		{"V13-PAWN-BOMB not onto an enemy stack", stackFEN("k@a1 K@p16 p@e4 PPPPPP@e5"), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, s := range specialsOf(t, tc.fen, "", false) {
				if strings.HasPrefix(s, "e4!fuse") || strings.HasPrefix(s, "e4!pbomb") || strings.HasPrefix(s, "d4!fuse") || strings.HasPrefix(s, "d4!pbomb") {
					got = append(got, s)
				}
			}
			assert.Equal(t, tc.want, got)
		})
	}
	// The stack of 6 moves with the pawns' patterns (V13-FUSE); a rook
	// may still fuse into it plainly (the stack is then mixed).
	assert.Equal(t, []string{"e2!fuse-e5"}, specialsOf(t, stackFEN("k@a1 K@p16 r@e2 pppppp@e5"), "fuse", false))
}

// TestPawnBombBlast: V13-PAWN-BOMB, V13-EXPLOSION. The bomb blasts the 5x5
// centred on the stack: every body there dies into a tomb on its square,
// friend or foe, the 7 pawns into the stack's; walls there vanish; boxes
// stand; units outside the 5x5 are untouched. A king inside dies, and a
// side without its king has lost.
func TestPawnBombBlast(t *testing.T) {
	fen := stackFEN(shelter+"p@e4 pppppp@e5 R@c3 N@g7 r@d6 B@h5 Q@e8 L@c8 R@g2",
		"wall:{d6}=f5", "unit:{g2}/box")
	makeAndBack(t, fen, "e4!pbomb-e5", func(g *Game) {
		p := g.Pos
		for _, name := range []string{"e4", "e5", "c3", "g7", "d6"} {
			assert.Zero(t, p.BodyAt(sqs(t, name)[0]), "%s is blasted", name)
		}
		_, queue := tombOn(t, p, "e5")
		assert.Len(t, queue, PawnBombSize, "the 7 pawns lie in the stack's tomb")
		for _, name := range []string{"c3", "g7", "d6"} {
			_, q := tombOn(t, p, name)
			assert.Len(t, q, 1, name)
		}
		assert.Zero(t, p.WallOwner(sqs(t, "f5")[0]), "the wall in the area is gone")
		for _, name := range []string{"h5", "e8", "c8", "g2"} {
			assert.NotZero(t, p.BodyAt(sqs(t, name)[0]), "%s stands", name)
		}
		assert.Equal(t, board.Black, p.SideToMove())
	})
	// A king in the 5x5 dies with the rest: the bomb is illegal for its own
	// king, and it kills the enemy's.
	own := stackFEN("k@c3 K@p16 p@e4 pppppp@e5")
	assert.NotContains(t, specialsOf(t, own, "pbomb", true), "e4!pbomb-e5", "own king in the blast")
	enemy := stackFEN("k@a1 K@g7 p@e4 pppppp@e5")
	makeAndBack(t, enemy, "e4!pbomb-e5", func(g *Game) {
		_, ok := g.KingSquare(board.Black)
		assert.False(t, ok, "the black king died")
	})
}
