package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestClassImmobileSpecials: V13-CLASS-IMMOBILE. A cannon starts no action
// that moves itself: no special move that relocates its unit (MovesSelf:
// Mirror Portal, Push, SwapShot) lists it among its users, and in a
// position where a rook on the same squares would mirror, push and swap,
// the cannon does none of them (it still shoots and blasts). Regression:
// the cannon used to be a user of Mirror Portal and Push.
func TestClassImmobileSpecials(t *testing.T) {
	assert.True(t, board.Types[board.Cannon].Immobile)
	moving := 0
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		if sp.Def().MovesSelf {
			moving++
			assert.False(t, sp.MayUse(board.Cannon), "%s moves its unit", sp)
		}
	}
	for _, sp := range []Special{SpecMirror, SpecPush, SpecSwapShot} {
		assert.True(t, sp.Def().MovesSelf, "%s moves its unit", sp)
		assert.True(t, sp.MayUse(board.Rook), "%s", sp)
	}
	assert.GreaterOrEqual(t, moving, 3)

	// The same squares with a rook, then with a cannon, on c3: n14 (its
	// mirror) is empty, d3 holds a pushable black nightrider with e3 free
	// behind it, and c5 a black bishop its line reaches.
	for _, tc := range []struct {
		name, unit string
		want       []string
	}{
		{"V13-CLASS-IMMOBILE a rook there mirrors, pushes and swaps", "r", []string{"c3!mirror", "c3!push-d3", "c3!swap-c5", "c3!swap-d3"}},
		{"V13-CLASS-IMMOBILE a cannon there does none of it", "o", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN(shelter + tc.unit + "@c3 N@d3 B@c5")
			var got []string
			for _, s := range specialsOf(t, fen, "", false) {
				if strings.HasPrefix(s, "c3!") && (strings.Contains(s, "mirror") || strings.Contains(s, "push") || strings.Contains(s, "swap")) {
					got = append(got, s)
				}
			}
			assert.Equal(t, sorted(tc.want...), sorted(got...))
		})
	}
}
