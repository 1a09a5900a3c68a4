package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each setter marks the squares and units it writes (changes.go), which the
// reach cache of package movegen reads instead of comparing the board. A
// unit's idle count marks it only on entering another twenty; a copy marks
// everything, a restored snapshot only what changed since (RestoreFrom),
// unless a reader took changes the restore was not given.
func TestTakeChanges(t *testing.T) {
	// White rook on a1 (unit 2), white king on h1, black king on h16.
	const fen = "7K8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k8 w"
	a1, a2, a3, c3 := NewSquare(0, 0), NewSquare(0, 1), NewSquare(0, 2), NewSquare(2, 2)
	rook := UnitID(2)
	// restore moves the rook a1-a2-a3 after a snapshot and restores it; a
	// reader takes the record after the first move if taken, and gathers
	// what it took for the restore unless foreign (another reader's take).
	restore := func(p *Position, taken, foreign bool) {
		snap := p.Clone()
		since := p.Gathering()
		require.NoError(t, p.MoveBody(a1, a2))
		if taken {
			ch, _ := p.TakeChanges()
			if !foreign {
				since.Merge(&ch, p.NumUnitSlots())
			}
		}
		require.NoError(t, p.MoveBody(a2, a3))
		p.RestoreFrom(snap, &since)
		require.Empty(t, p.Diff(snap))
		require.Equal(t, snap.Hash(), p.Hash())
	}
	for _, c := range []struct {
		name    string
		do      func(p *Position)
		squares []Square
		units   []UnitID
		all     bool
	}{
		{"nothing", func(*Position) {}, nil, nil, false},
		{"MoveBody", func(p *Position) { require.NoError(t, p.MoveBody(a1, a2)) }, []Square{a1, a2}, []UnitID{rook}, false},
		{"RemoveBody", func(p *Position) { _, err := p.RemoveBody(a1); require.NoError(t, err) }, []Square{a1}, []UnitID{rook}, false},
		{"SetLevel", func(p *Position) { require.NoError(t, p.SetLevel(c3, 2)) }, []Square{c3}, nil, false},
		{"SetWall", func(p *Position) { require.NoError(t, p.SetWall(c3, rook)) }, []Square{c3}, nil, false},
		{"AddTomb", func(p *Position) { require.NoError(t, p.AddTomb(c3, TombPending)) }, []Square{c3}, nil, false},
		{"AddMarker", func(p *Position) {
			require.NoError(t, p.SetLevel(c3, -1))
			p.TakeChanges()
			require.NoError(t, p.AddMarker(Marker{Square: c3, Kind: MarkFlood, Timer: 5}))
		}, []Square{c3}, nil, false},
		{"SetField paralysis", func(p *Position) { require.NoError(t, p.SetField(rook, FParalysis, 3)) }, nil, []UnitID{rook}, false},
		{"SetField idle 19 to 20", func(p *Position) {
			require.NoError(t, p.SetField(rook, FIdle, 19))
			p.TakeChanges()
			require.NoError(t, p.SetField(rook, FIdle, 20))
		}, nil, []UnitID{rook}, false},
		{"SetField idle 20 to 21", func(p *Position) {
			require.NoError(t, p.SetField(rook, FIdle, 20))
			p.TakeChanges()
			require.NoError(t, p.SetField(rook, FIdle, 21))
		}, nil, nil, false},
		{"TickIdle into a twenty", func(p *Position) {
			require.NoError(t, p.SetField(rook, FIdle, 19))
			p.TakeChanges()
			p.TickIdle(White, 0)
		}, nil, []UnitID{rook}, false},
		{"TickIdle inside a twenty", func(p *Position) {
			require.NoError(t, p.SetField(rook, FIdle, 18))
			p.TakeChanges()
			p.TickIdle(White, 0)
		}, nil, nil, false},
		{"UntickIdle out of a twenty", func(p *Position) {
			require.NoError(t, p.SetField(rook, FIdle, 19))
			require.True(t, p.TickIdle(White, 0))
			p.TakeChanges()
			p.UntickIdle(White, 0)
		}, nil, []UnitID{rook}, false},
		{"TickIdle skips the actor at 19", func(p *Position) {
			require.NoError(t, p.SetField(rook, FIdle, 19))
			p.TakeChanges()
			require.True(t, p.TickIdle(White, rook))
			require.Equal(t, uint16(19), p.Idle(rook))
		}, nil, nil, false},
		{"CopyFrom", func(p *Position) { p.CopyFrom(MustParse(fen)) }, nil, nil, true},
		// A restored snapshot is no copy: the record keeps the pending marks
		// and gains those taken since the snapshot.
		{"RestoreFrom", func(p *Position) { restore(p, false, false) }, []Square{a1, a2, a3}, []UnitID{rook}, false},
		{"RestoreFrom after a take", func(p *Position) { restore(p, true, false) }, []Square{a1, a2, a3}, []UnitID{rook}, false},
		// A take the restore was not given: what it held (a1, a2) is not
		// known, so everything is to compare.
		{"RestoreFrom after a foreign take", func(p *Position) { restore(p, true, true) }, []Square{a2, a3}, []UnitID{rook}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := MustParse(fen)
			require.Equal(t, rook, p.BodyAt(a1))
			require.Equal(t, Rook, p.Unit(rook).Type)
			first, seq := p.TakeChanges()
			assert.True(t, first.All, "a new position has everything to compare")
			c.do(p)
			got, next := p.TakeChanges()
			assert.Greater(t, next, seq)
			var want SquareSet
			for _, sq := range c.squares {
				want.Add(sq)
			}
			assert.Equal(t, want, got.Squares)
			for _, id := range c.units {
				assert.True(t, got.Units.Has(id), "unit %d", id)
			}
			if len(c.units) == 0 {
				assert.Equal(t, UnitSet{}, got.Units)
			}
			assert.Equal(t, c.all, got.All)
		})
	}
}

// The step record (StepRecord) holds what the setters wrote between
// BeginStep and EndStep: the squares and the units, a level changed, and
// Over once more units were written than it lists; closed, it is nil and
// nothing is recorded.
func TestStepRecord(t *testing.T) {
	p := MustParse(StartFEN)
	assert.Nil(t, p.StepChanges(), "no record is open")
	var from, to Square // a body with an empty square in front of it
	for sq := range Square(NumSquares - 16) {
		if p.BodyAt(sq) != 0 && p.BodyAt(sq+16) == 0 && p.WallOwner(sq+16) == 0 {
			from, to = sq, sq+16
			break
		}
	}
	id := p.BodyAt(from)
	require.NotZero(t, id)

	p.BeginStep()
	require.NoError(t, p.MoveBody(from, to))
	r := p.StepChanges()
	require.NotNil(t, r)
	assert.True(t, r.Squares.Has(from) && r.Squares.Has(to), "both squares of the move")
	assert.Equal(t, 2, r.Squares.Count())
	assert.Equal(t, []UnitID{id}, r.Units())
	assert.False(t, r.Levels)
	require.NoError(t, p.SetLevel(NewSquare(0, 7), 2))
	assert.True(t, r.Levels, "a level changed")
	p.EndStep()
	assert.Nil(t, p.StepChanges(), "closed")

	p.BeginStep()
	r = p.StepChanges()
	require.NoError(t, p.SetLevel(NewSquare(0, 7), 2))
	assert.False(t, r.Levels, "a level written with its own value changed nothing")
	p.SetStay(id, p.Stay(id)+1)
	assert.Empty(t, r.Units(), "a stay count is not in the step record")
	for u := UnitID(1); u <= maxStepUnits+1; u++ {
		require.NoError(t, p.SetField(u, FCapLifetime, 1))
	}
	assert.True(t, r.Over, "more units than the record lists")
	assert.Len(t, r.Units(), maxStepUnits)
	p.EndStep()
}
