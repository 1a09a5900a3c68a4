package board

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SwapField (movegen's field log writes through it) leaves the same
// position and hash as SetField and returns the old value: for a counter,
// a paralysis ended (its origin cleared too), a status (the square's
// piece refreshed) and an idle count.
func TestSwapFieldEqualsSetField(t *testing.T) {
	base := MustParse(StartFEN + " unit:3/par=2/paro=1")
	tests := []struct {
		name string
		f    Field
		v    uint32
	}{
		{name: "V13-JESTER-DETONATE a stay counter", f: FStay, v: 4},
		{name: "V13-PARALYSIS paralysis over clears the origin", f: FParalysis, v: 0},
		{name: "V13-PARALYSIS paralysis ticks down", f: FParalysis, v: 1},
		{name: "V13-UNBOX a status", f: FStatus, v: uint32(StatusBoxed)},
		{name: "Q1 an idle count", f: FIdle, v: 7},
		{name: "unchanged", f: FStay, v: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fast, slow := base.Clone(), base.Clone()
			want := slow.Field(3, tt.f)
			require.NoError(t, slow.SetField(3, tt.f, tt.v))
			assert.Equal(t, want, fast.SwapField(3, tt.f, tt.v), "the old value")
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			assert.Equal(t, tt.v, fast.Field(3, tt.f))
		})
	}
}

// Every plain field (SwapField's short path) leaves the position, hash and
// change record SetField leaves.
func TestSwapFieldPlainFieldsEqualSetField(t *testing.T) {
	base := MustParse(StartFEN + " unit:3/par=2") // an origin needs a paralysis
	for f := range NumFields {
		if plainFields&(1<<f) == 0 {
			continue
		}
		t.Run(f.String(), func(t *testing.T) {
			v := uint32(1)
			if f == FFacing {
				v = uint32(East)
			}
			fast, slow := base.Clone(), base.Clone()
			fast.TakeChanges()
			slow.TakeChanges()
			require.NoError(t, slow.SetField(3, f, v))
			assert.Equal(t, base.Field(3, f), fast.SwapField(3, f, v), "the old value")
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			fc, _ := fast.TakeChanges()
			sc, _ := slow.TakeChanges()
			assert.Equal(t, sc.Units, fc.Units, "the units marked")
			assert.True(t, fc.Units.Has(3))
		})
	}
}

// DropUnit takes back NewUnit: the position, its hash and repetition key
// are those before; it refuses a unit that is not the last slot or not
// detached.
func TestDropUnitTakesBackNewUnit(t *testing.T) {
	tests := []struct {
		name  string
		t     UnitType
		place bool // placed and removed again before the drop
	}{
		{name: "V13-SPAWN a line unit (idle set)", t: Rook, place: true},
		{name: "V13-SPAWN a pawn", t: Pawn, place: true},
		{name: "a unit never placed", t: Jester},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := MustParse(StartFEN)
			before, hash, rep := p.Format(), p.Hash(), p.RepetitionHash()
			id, err := p.NewUnit(tt.t, White)
			require.NoError(t, err)
			if tt.place {
				require.NoError(t, p.PlaceBody(NewSquare(7, 7), id))
				require.Error(t, p.DropUnit(id), "a body is not detached")
				_, err := p.RemoveBody(NewSquare(7, 7))
				require.NoError(t, err)
			}
			require.Error(t, p.DropUnit(id-1), "not the last slot")
			require.NoError(t, p.DropUnit(id))
			assert.Equal(t, before, p.Format())
			assert.Equal(t, hash, p.Hash())
			assert.Equal(t, rep, p.RepetitionHash())
			assert.Equal(t, p.ComputeHash(), p.Hash())
			require.NoError(t, p.Validate())
		})
	}
}

// StepStay moves a stay counter one up and back down as SetField would,
// hash and change record included (V13-JESTER-DETONATE, V13-ASSASSIN-TUNNEL).
func TestStepStayEqualsSetField(t *testing.T) {
	for _, from := range []uint32{0, 1, 9} {
		t.Run(fmt.Sprintf("from %d", from), func(t *testing.T) {
			base := MustParse(StartFEN)
			require.NoError(t, base.SetField(3, FStay, from))
			fast, slow := base.Clone(), base.Clone()
			fast.TakeChanges()
			fast.StepStay(3, true)
			require.NoError(t, slow.SetField(3, FStay, from+1))
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			c, _ := fast.TakeChanges()
			assert.True(t, c.Units.Has(3), "the unit is marked")
			fast.StepStay(3, false)
			assert.Empty(t, fast.Diff(base))
			assert.Equal(t, base.Hash(), fast.Hash())
		})
	}
}

// TickStays moves up the stay counters of one side's bodies of one type
// below the cap, as SetField would one by one (hash, repetition key and
// change record included), but for the skipped units; it lists the
// counters it brought to the cap, and UntickStays with StepStay on those
// takes it all back (V13-JESTER-DETONATE, V13-ASSASSIN-TUNNEL).
func TestTickStaysEqualsSetField(t *testing.T) {
	tests := []struct {
		name   string
		t      UnitType
		max    uint8
		stays  []uint32 // the side's units of type t, in square order
		skip   int      // the index of the unit skipped (its counter 0), -1 none
		want   []uint32
		capped []int
	}{
		{name: "V13-JESTER-DETONATE from 0", t: Jester, max: 10, stays: []uint32{0, 0, 0, 0}, skip: -1, want: []uint32{1, 1, 1, 1}},
		{name: "V13-JESTER-DETONATE up to the cap and at it", t: Jester, max: 10, stays: []uint32{9, 10, 3, 0}, skip: 3, want: []uint32{10, 10, 4, 0}, capped: []int{0}},
		{name: "V13-JESTER-DETONATE above the cap stays", t: Jester, max: 10, stays: []uint32{12, 1, 0, 5}, skip: 2, want: []uint32{12, 2, 0, 6}},
		{name: "V13-ASSASSIN-TUNNEL", t: Assassin, max: 2, stays: []uint32{1, 0}, skip: -1, want: []uint32{2, 1}, capped: []int{0}},
		{name: "V13-ASSASSIN-TUNNEL all at the cap", t: Assassin, max: 2, stays: []uint32{2, 0}, skip: 1, want: []uint32{2, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := MustParse(StartFEN)
			var ids []UnitID
			set := base.BodySquares(White, tt.t)
			for !set.Empty() {
				ids = append(ids, base.BodyAt(set.Pop()))
			}
			require.Len(t, ids, len(tt.stays))
			for i, id := range ids {
				require.NoError(t, base.SetField(id, FStay, tt.stays[i]))
			}
			var skip UnitID
			if tt.skip >= 0 {
				skip = ids[tt.skip]
			}
			fast, slow := base.Clone(), base.Clone()
			fast.TakeChanges()
			capped, ticked := fast.TickStays(White, tt.t, tt.max, skip, 0, nil)
			var wantCapped []UnitID
			for _, i := range tt.capped {
				wantCapped = append(wantCapped, ids[i])
			}
			assert.Equal(t, wantCapped, capped)
			changes, _ := fast.TakeChanges()
			moved := false
			for i, id := range ids {
				require.NoError(t, slow.SetField(id, FStay, tt.want[i]))
				assert.Equal(t, tt.want[i] != tt.stays[i], changes.Units.Has(id), "unit %d marked", id)
				moved = moved || tt.want[i] != tt.stays[i]
			}
			assert.Equal(t, moved, ticked)
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, slow.RepetitionHash(), fast.RepetitionHash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			assert.Equal(t, fast.ComputeRepetitionHash(), fast.RepetitionHash())
			fast.UntickStays(White, tt.t, tt.max)
			for _, id := range capped {
				fast.StepStay(id, false)
			}
			assert.Empty(t, fast.Diff(base))
			assert.Equal(t, base.Hash(), fast.Hash())
			assert.Equal(t, base.RepetitionHash(), fast.RepetitionHash())
		})
	}
}
