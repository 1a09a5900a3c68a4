package eval

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// King safety against explosions (V13-TOMB-EXPLOSION, V13-EXPLOSION,
// V13-JESTER-EXPLOSION): an active tomb beside a king, or the king's own
// jester beside it, is a penalty; a tomb further off, a tomb not active,
// or an enemy jester (whose capture would blow up the capturer's king) is
// none.
func TestKingBlastTerm(t *testing.T) {
	for _, c := range []struct {
		name         string
		fen          string
		white, black int
	}{
		{"no danger", kingsOnly, 0, 0},
		{"active tomb beside the white king", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:h2=active/0/P50", -KingTombWeight, 0},
		{"two beside the black king", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:h16=active/0/P50,j15=active/0/P51", 0, -2 * KingTombWeight},
		{"a tomb two squares away", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:i3=active/0/P50", 0, 0},
		{"an open tomb beside the king", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:h2=open/0/P50", 0, 0},
		{"own jester beside the king", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/8j7/8k7 w", -KingJesterWeight, 0},
		{"enemy jester beside the king", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/8J7/8k7 w", 0, 0},
		{"start: two jesters beside each king", board.StartFEN, -2 * KingJesterWeight, -2 * KingJesterWeight},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, c.fen)
			assert.Equal(t, Term{"king blast", c.white, c.black}, Terms(p)[termKingBlast])
		})
	}
}
