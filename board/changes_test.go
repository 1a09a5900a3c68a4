package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rookOnA1 has a White rook on a1 (unit 2), the White king on h1 and the
// Black king on h16.
const rookOnA1 = "7K8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k8 w"

// Each setter marks the squares and units it writes (changes.go), which the
// reach cache of package movegen reads instead of comparing the board. A
// unit's idle count marks it only on entering another twenty; a copy marks
// everything.
func TestTakeChanges(t *testing.T) {
	const fen = rookOnA1
	a1, a2, c3 := NewSquare(0, 0), NewSquare(0, 1), NewSquare(2, 2)
	rook := UnitID(2)
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
		{"CopyFrom", func(p *Position) { p.CopyFrom(MustParse(fen)) }, nil, nil, true},
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

// RestoreFrom puts back a snapshot without marking everything: the record
// keeps what was pending and gains what the caller gathered from the takes
// made since the snapshot, so that a reader sees every square and unit that
// differ from what it saw last.
func TestRestoreFrom(t *testing.T) {
	const fen = rookOnA1
	a1, a2, a3 := NewSquare(0, 0), NewSquare(0, 1), NewSquare(0, 2)
	rook := UnitID(2)
	for _, c := range []struct {
		name    string
		taken   bool // a reader took the first move's marks before the restore
		squares []Square
	}{
		{"nothing taken since the snapshot", false, []Square{a1, a2, a3}},
		{"the first move taken since", true, []Square{a1, a2, a3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := MustParse(fen)
			p.TakeChanges()
			snap := p.Clone()
			var since Changes
			require.NoError(t, p.MoveBody(a1, a2))
			if c.taken {
				ch, _ := p.TakeChanges()
				since.Merge(&ch, p.NumUnitSlots())
			}
			require.NoError(t, p.MoveBody(a2, a3))
			p.RestoreFrom(snap, &since)
			assert.Empty(t, p.Diff(snap))
			assert.Equal(t, snap.Hash(), p.Hash())
			got, _ := p.TakeChanges()
			assert.False(t, got.All, "a restore is not a copy")
			var want SquareSet
			for _, sq := range c.squares {
				want.Add(sq)
			}
			assert.Equal(t, want, got.Squares)
			assert.True(t, got.Units.Has(rook))
		})
	}
}
