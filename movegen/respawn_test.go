package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// V13-RESPAWN (docs/rules.md): a unit may not respawn on a square the
// enemy could capture, explode, immobilize or influence on its next move.
// Besides the attack test, the square must lie outside every blast one
// enemy step could set off: a step onto an active tomb, a capture of a
// jester, and the jesters those blasts kill in turn (Q10). An open tomb on
// f5 holds a black pawn (10), Black to move.
func TestRespawnOutOfBlasts(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		listed    bool
	}{
		{"V13-RESPAWN V13-TOMB-EXPLOSION a knight can step onto the active tomb g5, whose blast covers f5", // the reproduction
			"8K7/16/16/16/16/16/16/16/16/16/16/16/16/7l8/16/8k7 b tomb:f5=open/0/P10,g5=active/0/p11", false},
		{"V13-RESPAWN no white unit can reach the active tomb g5",
			"8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b tomb:f5=open/0/P10,g5=active/0/p11", true},
		{"V13-RESPAWN V13-TOMB-EXPLOSION only the white king is next to g5, and a king may not step onto an active tomb",
			"8K7/16/16/16/16/16/16/16/16/16/16/16/7k8/16/16/16 b tomb:f5=open/0/P10,g5=active/0/p11", true},
		{"V13-RESPAWN the active tomb h5 is two squares away: its blast misses f5",
			"8K7/16/16/16/16/16/16/16/16/16/16/16/16/8l7/16/8k7 b tomb:f5=open/0/P10,h5=active/0/p11", true},
		{"V13-RESPAWN V13-JESTER-EXPLOSION a white rook can take the black jester on e6, whose blast covers f5",
			"8K7/16/16/16/16/16/16/16/16/16/4J11/16/16/16/16/4r3k7 b tomb:f5=open/0/P10", false},
		{"V13-RESPAWN the black jester on e6 is safe",
			"8K7/16/16/16/16/16/16/16/16/16/4J11/16/16/16/16/8k7 b tomb:f5=open/0/P10", true},
		{"V13-RESPAWN V13-EXPLOSION a chain: the rook takes the jester on d8, whose blast kills the jester on e7, whose blast covers f6",
			"8K7/16/16/16/16/16/16/16/3J12/4J11/16/16/16/16/16/3r4k7 b tomb:f6=open/0/P10", false},
		{"V13-RESPAWN the same jesters with no white unit to take one",
			"8K7/16/16/16/16/16/16/16/3J12/4J11/16/16/16/16/16/8k7 b tomb:f6=open/0/P10", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(board.MustParse(tc.fen))
			var respawns []string
			for _, s := range g.Legal(0, nil) {
				if s.Kind() == KindRespawn {
					respawns = append(respawns, FormatStep(g.Pos, s))
				}
			}
			if tc.listed {
				assert.Len(t, respawns, 1, "one respawn")
			} else {
				assert.Empty(t, respawns)
			}
		})
	}
}
