package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// specialsFrom is specialsOf for the moves of the unit on from.
func specialsFrom(t *testing.T, fen, name, from string, legal bool) []string {
	t.Helper()
	out := []string{}
	for _, s := range specialsOf(t, fen, name, legal) {
		if strings.HasPrefix(s, from+"!") {
			out = append(out, s)
		}
	}
	return out
}

// TestSpawnGeneration: V13-SPAWN, V13-SPAWN-CAP. A non-king unit spawns on
// an empty square of its 3x3 that the enemy does not threaten, if it is not
// threatened itself; not onto a wall, a tomb or a flood; kings do not
// spawn; a frog's spawn makes two (frogspawn_test.go).
func TestSpawnGeneration(t *testing.T) {
	all8 := []string{"e5!spawn-d4", "e5!spawn-d5", "e5!spawn-d6", "e5!spawn-e4", "e5!spawn-e6", "e5!spawn-f4", "e5!spawn-f5", "e5!spawn-f6"}
	tests := []struct {
		name, fen, from string
		want            []string
	}{
		{"V13-SPAWN every empty square of the 3x3", lnFEN(shelter + "r@e5"), "e5", all8},
		{"V13-SPAWN not onto a square the enemy threatens (the nightrider on f9 reaches d5)",
			lnFEN(shelter + "r@e5 N@f9"), "e5", []string{"e5!spawn-d4", "e5!spawn-d6", "e5!spawn-e4", "e5!spawn-e6", "e5!spawn-f4", "e5!spawn-f5", "e5!spawn-f6"}},
		{"V13-SPAWN not by a threatened unit", lnFEN(shelter + "r@e5 Q@e12"), "e5", []string{}},
		{"V13-SPAWN pawns spawn too", lnFEN(shelter + "p@e5 R@l6"), "e5", []string{"e5!spawn-d4", "e5!spawn-d5", "e5!spawn-e4", "e5!spawn-f4", "e5!spawn-f5"}},
		{"V13-SPAWN not onto a wall, a tomb or a flood",
			lnFEN(shelter+"r@e5", "wall:{a1}=d6", "tomb:f6=open/0/", "level:e4=-1", "mark:flood@e4/3"), "e5",
			[]string{"e5!spawn-d4", "e5!spawn-d5", "e5!spawn-e6", "e5!spawn-f4", "e5!spawn-f5"}},
		{"V13-SPAWN kings do not spawn", lnFEN("K@p16 k@e5"), "e5", []string{}},
		{"V13-SPAWN a paralyzed unit does not", lnFEN(shelter+"r@e5", "unit:{e5}/par=1"), "e5", []string{}},
		// A frog's spawn makes two frogs (V13-FROG-DOUBLESPAWN): the cap
		// is tested with it, in frogspawn_test.go.
		{"V13-SPAWN V13-FROG-DOUBLESPAWN a frog has no single spawn",
			lnFEN(shelter + "f@e5"), "e5", []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := append([]string{}, sorted(tc.want...)...)
			assert.Equal(t, want, specialsFrom(t, tc.fen, "spawn", tc.from, false), tc.fen)
		})
	}
	// The 8 frogs are White's: Black may still spawn frogs (the cap is per
	// side), two at a time: 28 pairs of its 8 free squares.
	black := strings.Replace(lnFEN(shelter+"f@e5 f@h1 f@i1 f@j1 f@k1 F@e12"), " w", " b", 1)
	assert.Len(t, specialsFrom(t, black, "spawn2", "e12", false), 28, "V13-SPAWN-CAP per side")
	// In check, no spawn is legal: a square on the checking line is one
	// the checker threatens.
	assert.Empty(t, specialsOf(t, lnFEN("K@p16 k@e1 R@e9 b@c3"), "spawn", true), "V13-SPAWN never leaves the king in check")
}

// TestSpawnMake: V13-SPAWN, V13-SPAWN-COST. The new unit is of the
// spawner's type and side, with a fresh id and default stats; both are
// paralyzed 40 turns (15 for pawns), a Royal Guard too; the turn passes.
func TestSpawnMake(t *testing.T) {
	tests := []struct {
		name, fen, step, from, to string
		typ                       board.UnitType
		paralysis                 uint16
	}{
		{"V13-SPAWN-COST a rook: 40 turns", lnFEN(shelter+"r@e5", "unit:{e5}/capl=3/crro=2"), "e5!spawn-f6", "e5", "f6", board.Rook, 40},
		{"V13-SPAWN-COST a pawn: 15 turns", lnFEN(shelter + "p@e5"), "e5!spawn-d5", "e5", "d5", board.Pawn, 15},
		{"V13-SPAWN-COST V13-PARALYSIS-IMMUNITY a Royal Guard pays in full", lnFEN("K@p16 k@e4 r@e5"), "e5!spawn-f6", "e5", "f6", board.Rook, 40},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p0 := board.MustParse(tc.fen)
			slots := p0.NumUnitSlots()
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				p := g.Pos
				parent, child := bodyOn(t, p, tc.from), bodyOn(t, p, tc.to)
				assert.Equal(t, tc.typ, child.Type)
				assert.Equal(t, board.White, child.Side)
				assert.Equal(t, board.UnitID(slots), p.BodyAt(sqs(t, tc.to)[0]), "a fresh identity: the next id")
				assert.Equal(t, tc.paralysis, parent.Paralysis)
				assert.Equal(t, tc.paralysis, child.Paralysis)
				assert.Zero(t, child.CapLifetime, "default stats")
				assert.Zero(t, child.CRROrth, "default stats")
				assert.Equal(t, board.North, child.Facing)
				assert.Equal(t, board.Black, p.SideToMove())
				assert.True(t, g.Local() || g.ClocksOnly(), "the two squares changed, and the clocks")
			})
		})
	}
}

// TestSpawnNotation: V13-SPAWN. A spawn reads back as itself; malformed
// or impossible ones are refused.
func TestSpawnNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "r@e5 N@f9")))
	n := 0
	for _, s := range g.Legal(0, nil) {
		if s.Kind() != KindSpecial || s.Special() != SpecSpawn || s.From() != sqs(t, "e5")[0] {
			continue
		}
		back, err := g.ParseStep(FormatStep(g.Pos, s))
		require.NoError(t, err)
		assert.Equal(t, s, back)
		n++
	}
	assert.Equal(t, 7, n)
	for _, bad := range []string{"e5!spawn", "e5!spawn-d5", "e5!spawn-e7", "e5!spawn-f6:R"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
