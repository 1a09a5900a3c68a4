package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// morphsAll are the morphs of a white rook on e5 when nothing stops it: every
// type but the king, the pawn, the tokens, the egg and its own.
var morphsAll = []string{"e5!morph:A", "e5!morph:B", "e5!morph:C", "e5!morph:D", "e5!morph:F", "e5!morph:J",
	"e5!morph:L", "e5!morph:N", "e5!morph:O", "e5!morph:Q", "e5!morph:T", "e5!morph:X"}

// TestMorphGeneration: V13-MORPH, V13-MORPH-CAP. A unit the enemy does not
// threaten turns into any type but king and pawn; kings and pawns do not
// morph; a paralyzed or threatened unit does not; no frog while its side
// has 8 frogs.
func TestMorphGeneration(t *testing.T) {
	tests := []struct {
		name, fen, from string
		want            []string
	}{
		{"V13-MORPH every type but king, pawn and its own", lnFEN(shelter + "r@e5"), "e5", morphsAll},
		{"V13-MORPH not a threatened unit", lnFEN(shelter + "r@e5 Q@e12"), "e5", nil},
		{"V13-MORPH not a paralyzed unit", lnFEN(shelter+"r@e5", "unit:{e5}/par=1"), "e5", nil},
		{"V13-MORPH pawns do not morph", lnFEN(shelter + "p@e5"), "e5", nil},
		{"V13-MORPH kings do not morph", lnFEN("K@p16 k@e5"), "e5", nil},
		{"V13-MORPH not a unit on a wall (an assassin)", lnFEN(shelter+"a@e5", "wall:{a1}=e5"), "e5", nil},
		{"V13-MORPH-CAP into a frog while its side has 7 frogs", lnFEN(shelter + "r@e5 f@h1 f@i1 f@j1 f@k1"), "e5", morphsAll},
		{"V13-MORPH-CAP no frog while its side has 8", lnFEN(shelter + "r@e5 f@h1 f@i1 f@j1 f@k1 f@l1"), "e5",
			[]string{"e5!morph:A", "e5!morph:B", "e5!morph:C", "e5!morph:D", "e5!morph:J",
				"e5!morph:L", "e5!morph:N", "e5!morph:O", "e5!morph:Q", "e5!morph:T", "e5!morph:X"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := append([]string{}, sorted(tc.want...)...)
			assert.Equal(t, want, specialsFrom(t, tc.fen, "morph", tc.from, false), tc.fen)
		})
	}
}

// TestMorphMake: V13-MORPH, V13-MORPH-RANGE. The unit keeps its square and
// identity, takes the new type, is paralyzed 18 turns (a Royal Guard too),
// and every stat resets but the Range Extension base, which a CRR unit
// keeps only when it becomes another CRR unit.
func TestMorphMake(t *testing.T) {
	stats := "unit:{e5}/idle=45/crro=2/crrd=1/capl=7/capn=1/mm=2/shock=1/face=e"
	tests := []struct {
		name, step string
		typ        board.UnitType
		idle       uint16
	}{
		{"V13-MORPH-RANGE a rook into a bishop keeps its idle count (the actor's does not grow on its turn)", "e5!morph:B", board.Bishop, 45},
		{"V13-MORPH-RANGE a rook into a knight loses it", "e5!morph:L", board.Knight, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN(shelter+"r@e5", stats)
			id := board.MustParse(fen).BodyAt(sqs(t, "e5")[0])
			makeAndBack(t, fen, tc.step, func(g *Game) {
				p := g.Pos
				require.Equal(t, id, p.BodyAt(sqs(t, "e5")[0]), "the same unit")
				u := p.Unit(id)
				assert.Equal(t, tc.typ, u.Type)
				assert.Equal(t, uint16(MorphParalysis), u.Paralysis)
				assert.Zero(t, u.CRROrth)
				assert.Zero(t, u.CRRDiag)
				assert.Zero(t, u.CapLifetime)
				assert.Zero(t, u.CapNonPawn)
				assert.Zero(t, u.Awards)
				assert.Equal(t, board.North, u.Facing, "the default facing")
				assert.Equal(t, tc.idle, p.Idle(id), "the Range Extension base")
				assert.Equal(t, board.Black, p.SideToMove())
			})
		})
	}
	// A knight has no Range Extension base to keep.
	makeAndBack(t, lnFEN(shelter+"l@e5", "unit:{e5}/idle=45"), "e5!morph:R", func(g *Game) {
		assert.Zero(t, g.Pos.Idle(g.Pos.BodyAt(sqs(t, "e5")[0])))
	})
	makeAndBack(t, lnFEN("K@p16 k@e4 r@e5"), "e5!morph:Q", func(g *Game) {
		assert.Equal(t, uint16(MorphParalysis), bodyOn(t, g.Pos, "e5").Paralysis, "a Royal Guard too")
	})
}

// TestMorphNotation: V13-MORPH. Every morph reads back as itself; a king,
// a pawn, a lower-case letter and a missing type are refused.
func TestMorphNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "r@e5")))
	n := 0
	for _, s := range g.Legal(0, nil) {
		if s.Kind() != KindSpecial || s.Special() != SpecMorph || s.From() != sqs(t, "e5")[0] {
			continue
		}
		back, err := g.ParseStep(FormatStep(g.Pos, s))
		require.NoError(t, err)
		assert.Equal(t, s, back)
		n++
	}
	assert.Equal(t, len(morphsAll), n)
	for _, bad := range []string{"e5!morph", "e5!morph:K", "e5!morph:P", "e5!morph:q", "e5!morph:R", "e5!morph-e6:Q"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
