package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestTemplarShield: V13-TEMPLAR-SHIELD. The black templar on e8 cannot be
// captured from a square it could capture on with one plain move without
// bounce (its rook line within range, or its slide); from anywhere else it
// can. The shield is not an attack matter: the templar is still attacked.
func TestTemplarShield(t *testing.T) {
	fen := func(units string, sections ...string) string {
		return lnFEN("k@a1 K@p16 T@e8 "+units, sections...)
	}
	tests := []struct {
		name, fen, from string
		capture         string
		allowed         bool
	}{
		{"V13-TEMPLAR-SHIELD a rook on its file is shielded against", fen("r@e2"), "e2", "e2xe8", false},
		{"V13-TEMPLAR-SHIELD a rook on its rank is shielded against", fen("r@a8"), "a8", "a8xe8", false},
		{"V13-TEMPLAR-SHIELD a bishop on its slide's (2,2) is shielded against", fen("b@c6"), "c6", "c6xe8", false},
		{"V13-TEMPLAR-SHIELD a king beside it on its file is shielded against", lnFEN("K@p16 T@e8 k@e7"), "e7", "e7xe8", false},
		{"V13-TEMPLAR-SHIELD a king on its diagonal (1,1) captures", lnFEN("K@p16 T@e8 k@d7"), "d7", "d7xe8", true},
		{"V13-TEMPLAR-SHIELD an assassin leaping from its file is shielded against", fen("a@e5"), "e5", "e5xe8", false},
		{"V13-TEMPLAR-SHIELD a bishop at (3,3) is out of its moves: it captures", fen("b@b5"), "b5", "b5xe8", true},
		{"V13-TEMPLAR-SHIELD a knight at (1,2) captures", fen("l@d6"), "d6", "d6xe8", true},
		{"V13-TEMPLAR-SHIELD a bishop it reaches only by a bounce captures", fen("b@h5", "wall:{a1}=e4"), "h5", "h5xe8", true},
		{"V13-TEMPLAR-SHIELD a unit between blocks its line: the assassin captures", fen("a@e5 P@e6"), "e5", "e5xe8", true},
		{"V13-TEMPLAR-SHIELD beyond its range (crro 13: range 3) the rook captures", fen("r@e2", "unit:{e8}/crro=13"), "e2", "e2xe8", true},
		{"V13-TEMPLAR-SHIELD a paralyzed templar raises no shield", fen("r@e2", "unit:{e8}/par=2"), "e2", "e2xe8", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := stepsOf(t, tc.fen, tc.from)
			if tc.allowed {
				assert.Contains(t, got, tc.capture)
			} else {
				assert.NotContains(t, got, tc.capture)
			}
		})
	}
	// Still attacked (Q7): the shield decides the capture only.
	p := board.MustParse(fen("r@e2"))
	assert.True(t, Attacked(p, board.White, sqs(t, "e8")[0]), "the shielded templar is attacked all the same")
}

// TestTemplarShieldTomb: V13-TEMPLAR-SHIELD-TOMB. On the pending tomb of
// the unit it has just captured the templar's shield is off, so it can be
// recaptured; on an open tomb the shield holds.
func TestTemplarShieldTomb(t *testing.T) {
	base := "k@a1 K@p16 T@e8 r@e2"
	assert.Contains(t, stepsOf(t, lnFEN(base, "tomb:e8=pending/0/p200"), "e2"), "e2xe8", "pending tomb: no shield")
	assert.NotContains(t, stepsOf(t, lnFEN(base, "tomb:e8=open/0/p200"), "e2"), "e2xe8", "open tomb: shielded")
	// After a real capture: the templar takes on e2 and White recaptures.
	g := play(t, strings.Replace(lnFEN("k@a1 K@p16 T@e8 r@e2 q@a2"), " w", " b", 1), "e8xe2")
	assert.Contains(t, legalOf(t, g.Pos.Format(), "a2"), "a2xe2", "the templar on its victim's pending tomb is recaptured")
}
