package board

import (
	"fmt"
	"slices"
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
		{name: "V13-PARALYSIS paralysis grows", f: FParalysis, v: 5},
		{name: "V13-SHELLSHOCK a shellshock", f: FShellshock, v: 2},
		{name: "V13-DESHADOW-CONDITIONS a shadow age", f: FShadowAge, v: 3},
		{name: "V13-UNBOX a status", f: FStatus, v: uint32(StatusBoxed)},
		{name: "Q1 an idle count", f: FIdle, v: 7},
		{name: "unchanged", f: FStay, v: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fast, slow := base.Clone(), base.Clone()
			fast.TakeChanges()
			slow.TakeChanges()
			want := slow.Field(3, tt.f)
			require.NoError(t, slow.SetField(3, tt.f, tt.v))
			assert.Equal(t, want, fast.SwapField(3, tt.f, tt.v), "the old value")
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			assert.Equal(t, tt.v, fast.Field(3, tt.f))
			require.NoError(t, fast.Validate(), "the clock sets follow (clockedFields)")
			fc, _ := fast.TakeChanges()
			sc, _ := slow.TakeChanges()
			assert.Equal(t, sc.Units, fc.Units, "the units marked")
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

// SetStay writes a stay counter as SetField would, hash and change record
// included, in and out of the lazy sets (V13-JESTER-DETONATE,
// V13-ASSASSIN-TUNNEL).
func TestSetStayEqualsSetField(t *testing.T) {
	for _, tc := range []struct{ from, to uint32 }{{0, 1}, {1, 9}, {9, 10}, {10, 3}, {12, 0}, {3, 3}} {
		t.Run(fmt.Sprintf("from %d to %d", tc.from, tc.to), func(t *testing.T) {
			base := MustParse(StartFEN)
			require.NoError(t, base.SetField(3, FStay, tc.from))
			fast, slow := base.Clone(), base.Clone()
			fast.TakeChanges()
			assert.Equal(t, uint8(tc.from), fast.SetStay(3, uint8(tc.to)))
			require.NoError(t, slow.SetField(3, FStay, tc.to))
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			require.NoError(t, fast.Validate())
			c, _ := fast.TakeChanges()
			assert.Equal(t, tc.from != tc.to, c.Units.Has(3), "the unit is marked when it changed")
			fast.SetStay(3, uint8(tc.from))
			assert.Empty(t, fast.Diff(base))
			assert.Equal(t, base.Hash(), fast.Hash())
			require.NoError(t, fast.Validate())
		})
	}
}

// tickStaysLogged plays a side's stay tick the way movegen's ply end does:
// the tick (the counters that reach the cap written to it first), then
// skip's counter (the actor) set to 0. It returns the undo:
// skip's counter back, the untick, the capped counters back below the cap.
func tickStaysLogged(p *Position, side Side, ty UnitType, skip UnitID) (undo func()) {
	due, ticked := p.TickStays(side, ty, nil)
	var skipOld uint8
	if skip != 0 {
		skipOld = p.SetStay(skip, 0)
	}
	return func() {
		if skip != 0 {
			p.SetStay(skip, skipOld)
		}
		if ticked {
			p.UntickStays(side, ty)
		}
		for i := len(due) - 1; i >= 0; i-- {
			p.SetStay(due[i], p.Stay(due[i])-1)
		}
	}
}

// A stay tick moves up the stay counters of one side's bodies of one type
// below the cap, as SetField would one by one (hash and repetition key
// included), but for the skipped unit, which goes to 0; only the counters
// that reach the cap (and the skipped one) are marked in the change
// record, and the undo takes it all back (V13-JESTER-DETONATE,
// V13-ASSASSIN-TUNNEL).
func TestTickStaysEqualsSetField(t *testing.T) {
	tests := []struct {
		name   string
		t      UnitType
		stays  []uint32 // the side's units of type t, in square order
		skip   int      // the index of the unit skipped (its counter 0), -1 none
		want   []uint32
		marked []int // the units marked in the change record besides the skipped one
	}{
		{name: "V13-JESTER-DETONATE from 0", t: Jester, stays: []uint32{0, 0, 0, 0}, skip: -1, want: []uint32{1, 1, 1, 1}},
		{name: "V13-JESTER-DETONATE up to the cap and at it", t: Jester, stays: []uint32{9, 10, 3, 0}, skip: 3, want: []uint32{10, 10, 4, 0}, marked: []int{0}},
		{name: "V13-JESTER-DETONATE above the cap stays", t: Jester, stays: []uint32{12, 1, 0, 5}, skip: 2, want: []uint32{12, 2, 0, 6}},
		{name: "V13-JESTER-DETONATE the actor from the cap", t: Jester, stays: []uint32{10, 9, 4, 4}, skip: 0, want: []uint32{0, 10, 5, 5}, marked: []int{1}},
		{name: "V13-JESTER-DETONATE the actor about to reach it", t: Jester, stays: []uint32{9, 2, 4, 4}, skip: 0, want: []uint32{0, 3, 5, 5}},
		{name: "V13-ASSASSIN-TUNNEL", t: Assassin, stays: []uint32{1, 0}, skip: -1, want: []uint32{2, 1}, marked: []int{0}},
		{name: "V13-ASSASSIN-TUNNEL all at the cap", t: Assassin, stays: []uint32{2, 0}, skip: 1, want: []uint32{2, 0}},
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
			undo := tickStaysLogged(fast, White, tt.t, skip)
			changes, _ := fast.TakeChanges()
			for i, id := range ids {
				require.NoError(t, slow.SetField(id, FStay, tt.want[i]))
				assert.Equal(t, tt.want[i], uint32(fast.Stay(id)), "unit %d", id)
				assert.Equal(t, slices.Contains(tt.marked, i) || i == tt.skip, changes.Units.Has(id), "unit %d marked", id)
			}
			assert.Empty(t, fast.Diff(slow))
			assert.Equal(t, slow.Hash(), fast.Hash())
			assert.Equal(t, slow.RepetitionHash(), fast.RepetitionHash())
			assert.Equal(t, fast.ComputeHash(), fast.Hash())
			assert.Equal(t, fast.ComputeRepetitionHash(), fast.RepetitionHash())
			require.NoError(t, fast.Validate())
			undo()
			assert.Empty(t, fast.Diff(base))
			assert.Equal(t, base.Hash(), fast.Hash())
			assert.Equal(t, base.RepetitionHash(), fast.RepetitionHash())
			require.NoError(t, fast.Validate())
		})
	}
}

// The lazy stay counts follow their units through many ticks (the clocks
// wrap at the cap), a counter set by hand, a jester that leaves the board
// and comes back, and one that turns into a knight and back: after every
// change each count equals the one an eager counter keeps (a unit that is
// no jester or assassin body keeps its count), the sets validate, and
// undoing everything in reverse gives back the position
// (V13-JESTER-DETONATE, V13-ASSASSIN-TUNNEL).
func TestLazyStaysFollowEagerCounts(t *testing.T) {
	p := MustParse(StartFEN)
	start := p.Clone()
	eager := map[UnitID]uint8{}
	var all []UnitID // White's jesters and assassins
	for _, ty := range []UnitType{Jester, Assassin} {
		set := p.BodySquares(White, ty)
		for !set.Empty() {
			all = append(all, p.BodyAt(set.Pop()))
		}
	}
	require.Len(t, all, 6)
	away, morphed := all[0], all[1] // two jesters
	capOf := map[UnitID]uint8{}
	for _, id := range all {
		capOf[id] = JesterStayCap
		if p.Unit(id).Type == Assassin {
			capOf[id] = AssassinStayCap
		}
	}
	ticks := func(id UnitID) bool {
		u := p.Unit(id)
		return u.Loc == LocBody && (u.Type == Jester || u.Type == Assassin)
	}
	var undos []func()
	check := func(step int) {
		for _, id := range all {
			require.Equal(t, eager[id], p.Stay(id), "step %d unit %d", step, id)
		}
		require.NoError(t, p.validateStays(), "step %d", step) // Validate refuses the detached unit
		require.Equal(t, p.ComputeHash(), p.Hash(), "step %d", step)
		require.Equal(t, p.ComputeRepetitionHash(), p.RepetitionHash(), "step %d", step)
	}
	var awaySq Square
	for step := range 40 {
		var skip UnitID
		if step%7 == 3 {
			skip = all[2+step%4]
		}
		for _, ty := range []UnitType{Jester, Assassin} {
			undos = append(undos, tickStaysLogged(p, White, ty, skip))
		}
		for _, id := range all {
			switch {
			case id == skip:
				eager[id] = 0
			case ticks(id) && eager[id] < capOf[id]:
				eager[id]++
			}
		}
		check(step)
		switch step {
		case 4: // a counter set by hand
			old := p.SetStay(all[2], 7)
			eager[all[2]] = 7
			undos = append(undos, func() { p.SetStay(all[2], old) })
		case 5: // one leaves the board
			awaySq = p.Unit(away).Square
			_, err := p.RemoveBody(awaySq)
			require.NoError(t, err)
			undos = append(undos, func() { require.NoError(t, p.PlaceBody(awaySq, away)) })
		case 8: // and one becomes a knight
			require.NoError(t, p.SetField(morphed, FType, uint32(Knight)))
			undos = append(undos, func() { require.NoError(t, p.SetField(morphed, FType, uint32(Jester))) })
		case 13: // the first comes back
			require.NoError(t, p.PlaceBody(awaySq, away))
			undos = append(undos, func() {
				_, err := p.RemoveBody(awaySq)
				require.NoError(t, err)
			})
		case 16: // the knight is a jester again
			require.NoError(t, p.SetField(morphed, FType, uint32(Jester)))
			undos = append(undos, func() { require.NoError(t, p.SetField(morphed, FType, uint32(Knight))) })
		}
		check(step)
	}
	assert.Equal(t, p.ComputeHash(), p.Hash())
	for i := len(undos) - 1; i >= 0; i-- {
		undos[i]()
	}
	assert.Empty(t, p.Diff(start))
	assert.Equal(t, start.Hash(), p.Hash())
	require.NoError(t, p.Validate())
}
