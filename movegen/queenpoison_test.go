package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestQueenPoison: V13-QUEEN-POISON. The unit that captures a queen is
// paralyzed for 6 of its own turns (set during its own ply, it reads 6
// once the ply's clock has run); a capture of another unit poisons nobody;
// a king and a Royal Guard are immune (ordinary paralysis); a cannon's shot
// at a queen poisons the cannon, which stays where it is.
func TestQueenPoison(t *testing.T) {
	cases := []struct {
		name, fen, step, capturer string
		want                      uint16
	}{
		{"V13-QUEEN-POISON a rook takes a queen", lnFEN("k@a1 K@p16 r@e5 Q@e9"), "e5xe9", "e9", QueenPoison},
		{"V13-QUEEN-POISON a pawn takes a queen", lnFEN("k@a1 K@p16 p@e5 Q@f6"), "e5xf6", "f6", QueenPoison},
		{"V13-QUEEN-POISON no queen, no poison", lnFEN("k@a1 K@p16 r@e5 B@e9"), "e5xe9", "e9", 0},
		{"V13-QUEEN-POISON the king is immune", lnFEN("k@e5 K@p16 Q@e6"), "e5xe6", "e6", 0},
		{"V13-QUEEN-POISON a Royal Guard is immune", lnFEN("k@d5 K@p16 r@e2 Q@e6"), "e2xe6", "e6", 0},
		{"V13-QUEEN-POISON a queen in a fused stack", strings.Replace(lnFEN("k@a1 K@p16 r@e5 B@e9"), "B", "(BQ)", 1), "e5xe9", "e9", QueenPoison},
		{"V13-QUEEN-POISON a cannon's shot poisons the cannon", lnFEN("k@a1 K@p16 o@h4 Q@h6"), "h4*h6", "h4", QueenPoison},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				u := bodyOn(t, g.Pos, tc.capturer)
				assert.Equal(t, tc.want, u.Paralysis)
				if tc.want > 0 {
					assert.Equal(t, board.ParOriginAttack, u.ParOrigin)
				}
			})
		})
	}
}
