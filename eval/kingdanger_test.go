package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// King danger (V13-TOMB-EXPLOSION): an active tomb beside the king that an
// enemy unit attacks costs KingDangerWeight on top of the king-blast term;
// one no enemy unit reaches, or an own jester the enemy attacks
// (V13-JESTER-EXPLOSION, left to quiescence), the king-blast term only.
func TestKingDangerTermV13TombExplosion(t *testing.T) {
	KingDanger = true // off by default (kingdanger.go)
	defer func() { KingDanger = false }()
	for _, c := range []struct {
		name         string
		fen          string
		white, black int
	}{
		{"no danger", kingsOnly, 0, 0},
		{"V13-TOMB-EXPLOSION: a black knight reaches the tomb beside the white king", "8K7/16/16/16/16/16/16/16/16/16/16/16/6N9/16/16/8k7 w tomb:h2=active/0/P50", -KingTombWeight - KingDangerWeight, 0},
		{"a black knight one rank too far", "8K7/16/16/16/16/16/16/16/16/16/16/6N9/16/16/16/8k7 w tomb:h2=active/0/P50", -KingTombWeight, 0},
		{"V13-JESTER-EXPLOSION: a jester beside the king is not tested (quiescence sees its capture)", "8K7/16/16/16/16/16/16/16/16/16/16/16/6N9/16/7j8/8k7 w", -KingJesterWeight, 0},
		{"a white knight reaches the tomb beside the black king", "8K7/16/16/6n9/16/16/16/16/16/16/16/16/16/16/16/8k7 b tomb:h15=active/0/p50", 0, -KingTombWeight - KingDangerWeight},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, c.fen)
			assert.Equal(t, Term{"king blast", c.white, c.black}, Terms(p)[termKingBlast])
		})
	}
}
