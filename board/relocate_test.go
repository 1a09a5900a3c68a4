package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// RelocateBodies (V13-ROTATE's bulk move) leaves the same position as
// lifting every body with RemoveBody and putting it down with PlaceBody:
// the same cells, square sets, hash, unit squares and clock sets, the last
// untouched rather than left and rejoined.
func TestRelocateBodiesEqualsRemoveAndPlace(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves [][2]string // from, to
	}{
		{name: "V13-ROTATE two pawns swap", fen: StartFEN, moves: [][2]string{{"c2", "d2"}, {"d2", "c2"}}},
		{name: "V13-ROTATE a 2x2 block turns 90 degrees", fen: StartFEN,
			moves: [][2]string{{"b2", "b3"}, {"b3", "c3"}, {"c3", "c2"}, {"c2", "b2"}}},
		{name: "V13-ROTATE bodies onto empty squares", fen: StartFEN, moves: [][2]string{{"e2", "e5"}, {"f2", "f6"}}},
		{name: "V13-ROTATE units with idle counts keep their clock sets",
			fen:   "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k7r w unit:1/idle=3,2/idle=5",
			moves: [][2]string{{"a1", "b2"}, {"p1", "o3"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bulk := MustParse(tt.fen)
			single := bulk.Clone()
			var moves []Relocation
			var ids []UnitID
			for _, m := range tt.moves {
				from, err := ParseSquare(m[0])
				require.NoError(t, err)
				to, err := ParseSquare(m[1])
				require.NoError(t, err)
				moves = append(moves, Relocation{From: from, To: to})
				id, err := single.RemoveBody(from)
				require.NoError(t, err)
				ids = append(ids, id)
			}
			for i, m := range moves {
				require.NoError(t, single.PlaceBody(m.To, ids[i]))
			}
			require.NoError(t, bulk.RelocateBodies(moves))
			assert.Empty(t, bulk.Diff(single))
			assert.Equal(t, single.Hash(), bulk.Hash())
			assert.Equal(t, bulk.ComputeHash(), bulk.Hash())
			assert.NoError(t, bulk.Validate())
			for i, m := range moves {
				assert.Equal(t, ids[i], bulk.BodyAt(m.To), "body on %s", m.To)
				assert.Equal(t, m.To, bulk.Unit(ids[i]).Square)
			}
			assert.Equal(t, single.Format(), bulk.Format())
		})
	}
}

// RelocateBodies refuses a start without a body, a start named twice and
// a destination another body keeps, and changes nothing then.
func TestRelocateBodiesRefuses(t *testing.T) {
	sq := func(s string) Square {
		v, err := ParseSquare(s)
		require.NoError(t, err)
		return v
	}
	tests := []struct {
		name  string
		moves []Relocation
	}{
		{name: "no body on the start", moves: []Relocation{{From: sq("e5"), To: sq("e6")}}},
		{name: "a start named twice", moves: []Relocation{{From: sq("e2"), To: sq("e5")}, {From: sq("e2"), To: sq("e6")}}},
		{name: "a destination kept by a body that does not move", moves: []Relocation{{From: sq("e2"), To: sq("f2")}}},
		{name: "two bodies to one square", moves: []Relocation{{From: sq("e2"), To: sq("e5")}, {From: sq("f2"), To: sq("e5")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := StartPosition()
			before := p.Clone()
			assert.Error(t, p.RelocateBodies(tt.moves))
			assert.Empty(t, p.Diff(before))
			assert.Equal(t, before.Hash(), p.Hash())
		})
	}
}

// Furnished (V13-ROTATE: a turning block visits only these squares) names
// every square of the area holding a body, a shadow, a wall, a tomb, a
// marker or a level other than 0, and no empty flat square.
func TestFurnishedNamesEveryKindOfContent(t *testing.T) {
	p := StartPosition()
	sq := func(s string) Square {
		v, err := ParseSquare(s)
		require.NoError(t, err)
		return v
	}
	owner := p.BodyAt(sq("e4"))
	require.NotZero(t, owner)
	require.NoError(t, p.SetLevel(sq("e5"), -2))
	require.NoError(t, p.SetWall(sq("f6"), owner))
	require.NoError(t, p.AddMarker(Marker{Kind: MarkTrap, Square: sq("g7"), Owner: owner}))
	require.NoError(t, p.AddTomb(sq("h8"), TombOpen))
	var area SquareSet
	for _, name := range []string{"e4", "e5", "f6", "g7", "h8", "i9", "a10"} {
		area.Add(sq(name))
	}
	want := map[string]bool{"e4": true, "e5": true, "f6": true, "g7": true, "h8": true}
	got := p.Furnished(&area)
	for _, name := range []string{"e4", "e5", "f6", "g7", "h8", "i9", "a10", "e2", "h16"} {
		assert.Equal(t, want[name], got.Has(sq(name)), name)
	}
}

// TurnFacing (V13-ROTATE turns every unit of its block) leaves the same
// position and hash as SetField with the turned facing, and records the
// unit as changed.
func TestTurnFacingEqualsSetField(t *testing.T) {
	for quarters := 1; quarters <= 4; quarters++ {
		fast := StartPosition()
		slow := fast.Clone()
		id := fast.BodyAt(Square(3))
		fast.TakeChanges()
		fast.TurnFacing(id, quarters)
		require.NoError(t, slow.SetField(id, FFacing, uint32((slow.Unit(id).Facing+Dir(2*quarters))&7)))
		assert.Empty(t, fast.Diff(slow), "quarters %d", quarters)
		assert.Equal(t, slow.Hash(), fast.Hash(), "quarters %d", quarters)
		assert.Equal(t, fast.ComputeHash(), fast.Hash(), "quarters %d", quarters)
		c, _ := fast.TakeChanges()
		assert.Equal(t, quarters != 4, c.Units.Has(id), "quarters %d: recorded unless the facing came back", quarters)
	}
}
