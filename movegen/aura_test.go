package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestChancellorAura: V13-CHANC-PARALYSE, V13-CHANC-IMMUNITY. Enemy units a
// knight's move from a chancellor that is not paralyzed cannot move, use
// abilities or attack; kings, Royal Guards and chancellors are immune, and
// the chancellor's own side is not held.
func TestChancellorAura(t *testing.T) {
	tests := []struct {
		name, fen, from string
		held            bool
	}{
		{"V13-CHANC-PARALYSE an enemy rook a knight's move away is held", lnFEN("k@a1 K@p16 C@e4 r@f6"), "f6", true},
		{"V13-CHANC-PARALYSE a rook one square further is free", lnFEN("k@a1 K@p16 C@e4 r@f7"), "f7", false},
		{"V13-CHANC-PARALYSE a friendly rook is free", lnFEN("k@a1 K@p16 c@e4 r@f6"), "f6", false},
		{"V13-CHANC-PARALYSE a paralyzed chancellor holds nobody", lnFEN("k@a1 K@p16 C@e4 r@f6", "unit:{e4}/par=2"), "f6", false},
		{"V13-CHANC-PARALYSE a Royal Guard is immune", lnFEN("k@f5 K@p16 C@e4 r@f6"), "f6", false},
		{"V13-CHANC-IMMUNITY an enemy chancellor is immune", lnFEN("k@a1 K@p16 C@e4 c@f6"), "f6", false},
		{"V13-CHANC-PARALYSE a jester is not immune to the chancellor", lnFEN("k@a1 K@p16 C@e4 j@f6"), "f6", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			steps := stepsOf(t, tc.fen, tc.from)
			specials := specialsOf(t, tc.fen, "", false)
			var own []string
			for _, s := range specials {
				// Shift is the player's move of a whole line, named by its
				// first unit (V13-SHIFT), and Rotate the player's turn of a
				// block, named by its corner (V13-ROTATE): neither is that
				// unit's own action.
				if s[:len(tc.from)] == tc.from && s[len(tc.from)] == '!' && !strings.Contains(s, "!shift:") && !strings.Contains(s, "!rotate:") {
					own = append(own, s)
				}
			}
			if tc.held {
				assert.Empty(t, steps, "no step")
				assert.Empty(t, own, "no ability")
			} else {
				assert.NotEmpty(t, steps)
			}
		})
	}
	// A held unit attacks nothing: the black rook on e8 would check the
	// white king on e1 but for the white chancellor on d6... which holds
	// it from a knight's move away (d6-e8).
	p := board.MustParse(lnFEN("k@e1 K@p16 R@e8 c@d6"))
	assert.False(t, Attacked(p, board.Black, sqs(t, "e1")[0]), "held: no check")
	p = board.MustParse(lnFEN("k@e1 K@p16 R@e8 c@d5"))
	assert.True(t, Attacked(p, board.Black, sqs(t, "e1")[0]), "free: check")
	// Swapping the chancellor to a4 lets the rook go: illegal; to c7, a
	// knight's move from e8 as well, it keeps holding it; with the king it
	// blocks the file itself, and the king on d6 is out of the rook's reach.
	fen := lnFEN("k@e1 K@p16 R@e8 c@d6 p@a4 p@c7")
	assert.Equal(t, []string{"d6!teleswap-c7", "d6!teleswap-e1"}, specialsOf(t, fen, "teleswap", true))
	assert.Len(t, specialsOf(t, fen, "teleswap", false), 3)
}

// TestJesterPresence: V13-JESTER-PRESENCE, V13-JESTER-KIND,
// V13-CHANC-IMMUNITY. Enemy units in a jester's 3x3 are held, even while
// the jester is paralyzed; jesters, chancellors, kings and Royal Guards are
// immune; a jester's own side is not held.
func TestJesterPresence(t *testing.T) {
	tests := []struct {
		name, fen, from string
		held            bool
	}{
		{"V13-JESTER-PRESENCE an enemy rook beside it is held", lnFEN("k@a1 K@p16 J@e4 r@f5"), "f5", true},
		{"V13-JESTER-PRESENCE two squares away it is free", lnFEN("k@a1 K@p16 J@e4 r@g5"), "g5", false},
		{"V13-JESTER-PRESENCE a friendly rook is free", lnFEN("k@a1 K@p16 j@e4 r@f5"), "f5", false},
		{"V13-JESTER-PRESENCE a paralyzed jester still holds", lnFEN("k@a1 K@p16 J@e4 r@f5", "unit:{e4}/par=3"), "f5", true},
		{"V13-JESTER-PRESENCE V13-PARALYSIS-IMMUNITY a Royal Guard is immune", lnFEN("k@g6 K@p16 J@e4 r@f5"), "f5", false},
		{"V13-JESTER-KIND V13-PARALYSIS-IMMUNITY an enemy jester is immune", lnFEN("k@a1 K@p16 J@e4 j@f5"), "f5", false},
		{"V13-CHANC-IMMUNITY V13-PARALYSIS-IMMUNITY a chancellor is immune to the presence", lnFEN("k@a1 K@p16 J@e4 c@f5"), "f5", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.held {
				assert.Empty(t, stepsOf(t, tc.fen, tc.from))
			} else {
				assert.NotEmpty(t, stepsOf(t, tc.fen, tc.from))
			}
		})
	}
	// A held unit neither attacks nor protects (V13-PARALYSIS): the black
	// knight on f3 beside the white jester on e4 gives no check to e1.
	p := board.MustParse(lnFEN("k@e1 K@p16 L@f3 j@e4"))
	assert.False(t, Attacked(p, board.Black, sqs(t, "e1")[0]))
	p = board.MustParse(lnFEN("k@e1 K@p16 L@f3 j@e6"))
	assert.True(t, Attacked(p, board.Black, sqs(t, "e1")[0]))
}
