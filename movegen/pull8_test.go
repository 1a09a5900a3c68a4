package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestPullV8PULL: V8-PULL. 8.0 keeps 13.0's Pull (a capturing rook or
// bishop line pulls the first body on it towards the puller, the puller
// paralyzed floor(N/3) turns for N squares) and has no Pull-through: a
// body between the puller and a farther unit leaves only the plain pull of
// the nearer one.
func TestPullV8PULL(t *testing.T) {
	gen := []struct {
		name, pieces, special string
		want                  []string
	}{
		{"V8-PULL an enemy on a rook's line, up to the square next to the rook",
			"K@p16 k@a1 r@e3 N@e8", "pull", pullList("pull", "e3", "e8", 4)},
		{"V8-PULL a king is immune", "K@e8 k@a1 r@e3", "pull", []string{}},
		{"V8-PULL no Pull-through: the blocker is the one pulled",
			"K@p16 k@a1 r@e3 p@e5 N@e11", "pull", pullList("pull", "e3", "e5", 1)},
		{"V8-PULL no Pull-through offered behind a blocker",
			"K@p16 k@a1 r@e3 p@e5 N@e11", "pullthrough", []string{}},
	}
	for _, tc := range gen {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces), tc.special, false))
		})
	}
	cost := []struct {
		name, step, lands string
		paralysis         uint16
	}{
		{"V8-PULL 3 squares: 1 turn", "e3!pull-e8:3", "e5", 1},
		{"V8-PULL 2 squares: free", "e3!pull-e8:2", "e6", 0},
		{"V8-PULL 4 squares: 1 turn", "e3!pull-e8:4", "e4", 1},
	}
	for _, tc := range cost {
		t.Run(tc.name, func(t *testing.T) {
			v8MakeAndBack(t, v8Pos(t, "K@p16 k@a1 r@e3 N@e8"), tc.step, func(g *Game) {
				assert.Equal(t, board.Knight, bodyOn(t, g.Pos, tc.lands).Type, "the 8.0 knight is pulled")
				assert.Equal(t, tc.paralysis, bodyOn(t, g.Pos, "e3").Paralysis, "floor(N/3)")
			})
		})
	}
}
