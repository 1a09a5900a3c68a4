package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCargoV8SHIP: V8-SHIP, V8-CANNON, V8-CLASS-TRANSPORT. A held unit is a
// removed unit whose parent is its transport: Held counts it through the
// setters (whatever the order of place and parent), Cargo and CargoAt list
// it by id, the printer shows it, and a removed unit whose parent is no
// transport (a Queen's Shadow token's queen) is held by nobody.
func TestCargoV8SHIP(t *testing.T) {
	p, err := Parse("8K7/16/16/16/16/16/16/16/16/16/16/4s11/16/6z9/16/8k7 w variant:frozenchess8 ply:10 gone:r60n61p62 unit:60/parent=2,61/parent=2,62/parent=3")
	require.NoError(t, err)
	assert.Equal(t, uint8(2), p.Unit(2).Held)
	assert.Equal(t, uint8(1), p.Unit(3).Held)
	assert.Equal(t, []UnitID{60, 61}, p.Cargo(2, nil))
	assert.Equal(t, UnitID(61), p.CargoAt(2, 2))
	assert.Zero(t, p.CargoAt(2, 3))
	assert.Equal(t, UnitID(3), p.Carrier(62))
	assert.Contains(t, p.Pretty(), "held (carrier=units): g3=p62 e5=r60n61")

	// Out: the parent first, then the place; back in: the place first.
	require.NoError(t, p.SetField(61, FParent, 0))
	assert.Equal(t, uint8(1), p.Unit(2).Held)
	require.NoError(t, p.Revive(61))
	f6, err := ParseSquare("f6")
	require.NoError(t, err)
	require.NoError(t, p.PlaceBody(f6, 61))
	require.NoError(t, p.Validate())
	id, err := p.RemoveBody(f6)
	require.NoError(t, err)
	require.NoError(t, p.SetField(id, FParent, 2))
	require.NoError(t, p.SetGone(id))
	assert.Equal(t, uint8(2), p.Unit(2).Held)
	require.NoError(t, p.Validate())

	token, err := Parse("8K7/16/16/16/16/16/16/16/16/16/16/4q11/16/16/16/8k7 w ply:10 gone:S60 unit:60/parent=2")
	require.NoError(t, err)
	assert.Zero(t, token.Carrier(60), "a queen holds nothing")
	assert.Empty(t, token.Cargo(2, nil))
}
