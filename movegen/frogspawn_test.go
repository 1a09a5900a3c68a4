package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pairsOf lists the Double Spawns from e5 onto every pair of the squares.
func pairsOf(squares ...string) []string {
	sq := make([]board.Square, len(squares))
	for i, s := range squares {
		var err error
		if sq[i], err = board.ParseSquare(s); err != nil {
			panic(err)
		}
	}
	sortSquares(sq) // square order: a1, b1, ..., p1, a2, ...
	var out []string
	for i := range sq {
		for j := i + 1; j < len(sq); j++ {
			out = append(out, "e5!spawn2-"+sq[i].String()+":"+sq[j].String())
		}
	}
	return sorted(out...)
}

// TestDoubleSpawnGeneration: V13-FROG-DOUBLESPAWN, V13-SPAWN-CAP. A frog
// spawns two frogs onto two empty squares of its 3x3 that the enemy does
// not threaten, the pair written once (square order); it needs two such
// squares, and room under the cap for both: at most 6 frogs of its side
// before (8 after).
func TestDoubleSpawnGeneration(t *testing.T) {
	ring := []string{"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"}
	tests := []struct {
		name, fen string
		want      []string
	}{
		{"V13-FROG-DOUBLESPAWN every pair of the 8 free squares: 28", lnFEN(shelter + "f@e5"), pairsOf(ring...)},
		{"V13-FROG-DOUBLESPAWN not onto a threatened square (the nightrider on f9 reaches d5)",
			lnFEN(shelter + "f@e5 N@f9"), pairsOf("d4", "d6", "e4", "e6", "f4", "f5", "f6")},
		{"V13-FROG-DOUBLESPAWN two free squares: one pair",
			lnFEN(shelter + "f@e5 r@d4 r@d5 r@d6 r@e4 r@e6 r@f4"), pairsOf("f5", "f6")},
		{"V13-FROG-DOUBLESPAWN one free square: none",
			lnFEN(shelter + "f@e5 r@d4 r@d5 r@d6 r@e4 r@e6 r@f4 r@f5"), nil},
		{"V13-FROG-DOUBLESPAWN not by a threatened frog", lnFEN(shelter + "f@e5 Q@e12"), nil},
		{"V13-FROG-DOUBLESPAWN a paralyzed frog does not", lnFEN(shelter+"f@e5", "unit:{e5}/par=1"), nil},
		{"V13-SPAWN-CAP 6 frogs: two more make 8", lnFEN(shelter + "f@e5 f@h1 f@i1"), pairsOf(ring...)},
		{"V13-SPAWN-CAP 7 frogs: no room for two", lnFEN(shelter + "f@e5 f@h1 f@i1 f@j1"), nil},
		{"V13-SPAWN-CAP the enemy's frogs do not count", lnFEN(shelter + "f@e5 F@h16 F@i16 F@j16 F@k16 F@l16"), pairsOf(ring...)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == nil {
				want = []string{}
			}
			assert.Equal(t, want, specialsFrom(t, tc.fen, "spawn2", "e5", false), tc.fen)
		})
	}
	assert.Empty(t, specialsFrom(t, lnFEN(shelter+"r@e5"), "spawn2", "e5", false), "V13-FROG-DOUBLESPAWN frogs only")
}

// TestDoubleSpawnMake: V13-FROG-DOUBLESPAWN, V13-SPAWN-COST. Two new white
// frogs with fresh ids; all three frogs paralyzed 40 turns; the turn
// passes; Unmake restores the position.
func TestDoubleSpawnMake(t *testing.T) {
	fen := lnFEN(shelter + "f@e5")
	slots := board.MustParse(fen).NumUnitSlots()
	makeAndBack(t, fen, "e5!spawn2-d4:f6", func(g *Game) {
		p := g.Pos
		for i, name := range []string{"d4", "f6"} {
			child := bodyOn(t, p, name)
			assert.Equal(t, board.Frog, child.Type)
			assert.Equal(t, board.White, child.Side)
			assert.Equal(t, board.UnitID(slots+i), p.BodyAt(sqs(t, name)[0]), "fresh identities")
			assert.Equal(t, uint16(40), child.Paralysis)
		}
		assert.Equal(t, uint16(40), bodyOn(t, p, "e5").Paralysis)
		assert.Equal(t, board.Black, p.SideToMove())
		// Undone without a copy: the three squares are its region.
		_, before, ok := g.Hit()
		assert.False(t, ok, "no copy of the position before")
		assert.Nil(t, before)
		area, ok := g.Region(g.undo[len(g.undo)-1].step)
		require.True(t, ok)
		assert.Equal(t, 3, area.Count())
		assert.True(t, g.Within(&area), "its units changed on its three squares only (its region)")
		var two board.SquareSet
		two.Add(sqs(t, "e5")[0])
		two.Add(sqs(t, "d4")[0])
		assert.False(t, g.Within(&two), "the second frog's square is outside")
	})
}

// TestDoubleSpawnNotation: V13-FROG-DOUBLESPAWN. Every generated Double
// Spawn reads back as itself; the pair in the other order, one square
// twice or an occupied square are refused.
func TestDoubleSpawnNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "f@e5 r@d4")))
	n := 0
	for _, s := range g.Legal(0, nil) {
		if s.Kind() == KindSpecial && s.Special() == SpecDoubleSpawn && s.From() == sqs(t, "e5")[0] {
			back, err := g.ParseStep(FormatStep(g.Pos, s))
			require.NoError(t, err)
			assert.Equal(t, s, back)
			n++
		}
	}
	assert.Equal(t, 21, n, "7 free squares: 21 pairs")
	for _, bad := range []string{"e5!spawn2-f6:d5", "e5!spawn2-d5:d5", "e5!spawn2-d4:d5", "e5!spawn2-d5", "e5!spawn2-d5:z9"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
