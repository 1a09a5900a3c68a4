package board

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// V13-RANGE-EXT: TickIdle counts an idle turn for the line units of one
// side on the board (bodies, stack members, shadows), not for the unit that
// acted, other types, the other side, or units in tombs or gone; the hash
// follows, and UntickIdle restores the position exactly.
func TestTickIdle(t *testing.T) {
	// White: stack (r q) on c14, n d9, b d4, k i1, shadow b20 on h8, r21 in
	// a tomb, q22 gone; Black: K i16, R f12.
	const fen = "8K7/16/2(rq)13/16/5R10/16/16/3n12/16/16/16/16/3b12/16/16/8k7 w " +
		"tomb:e6=active/0/r21 shadow:h8=b20 gone:q22 unit:21/idle=7"
	tests := []struct {
		name    string
		extra   string // appended unit state
		side    Side
		skip    string // square of the acting body, "" for none
		ticked  bool
		wantUp  []UnitID // ids whose count goes up by one
		wantNot []UnitID
	}{
		{"white, base rook acted", "", White, "c14", true, []UnitID{3, 6, 20}, []UnitID{1, 2, 4, 5, 7, 21, 22}},
		{"white, knight acted", "", White, "d9", true, []UnitID{2, 3, 6, 20}, []UnitID{1, 4, 5, 7, 21, 22}},
		{"black, nobody skipped", "", Black, "", true, []UnitID{4}, []UnitID{1, 2, 3, 5, 6, 7, 20, 21, 22}},
		{"a count at its limit refuses the tick", ",20/idle=65535", White, "c14", false, nil, []UnitID{1, 2, 3, 4, 5, 6, 7, 20, 21, 22}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := MustParse(fen + tc.extra)
			before := p.Clone()
			var skip UnitID
			if tc.skip != "" {
				sq, err := ParseSquare(tc.skip)
				require.NoError(t, err)
				skip = p.BodyAt(sq)
				require.NotZero(t, skip)
			}
			require.Equal(t, tc.ticked, p.TickIdle(tc.side, skip))
			for _, id := range tc.wantUp {
				assert.Equal(t, before.Idle(id)+1, p.Idle(id), "unit %d", id)
			}
			for _, id := range tc.wantNot {
				assert.Equal(t, before.Idle(id), p.Idle(id), "unit %d", id)
			}
			require.Equal(t, p.ComputeHash(), p.Hash())
			require.Equal(t, p.ComputeRepetitionHash(), p.RepetitionHash())
			require.NoError(t, p.Validate())
			if tc.ticked {
				assert.NotEqual(t, before.Hash(), p.Hash())
				p.UntickIdle(tc.side, skip)
			}
			assert.Empty(t, p.Diff(before))
			assert.Equal(t, before.RepetitionHash(), p.RepetitionHash())
		})
	}
}

// The weighted idle sum tells apart count vectors that a plain sum would
// not: moving an idle turn from one unit to another changes the hash.
func TestIdleHashSeesWhichUnit(t *testing.T) {
	a := MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k7r w unit:1/idle=3,2/idle=5")
	b := MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k7r w unit:1/idle=4,2/idle=4")
	assert.NotEqual(t, a.Hash(), b.Hash())
	assert.Equal(t, a.ComputeHash(), a.Hash())
	assert.Equal(t, b.ComputeHash(), b.Hash())
}

// TestClockedUnits checks the units whose paralysis or shellshock runs, as
// Clocked lists them and as ClockedIDs holds them, including after a
// paralysis runs out (V13-PARALYSIS, V13-SHELLSHOCK).
func TestClockedUnits(t *testing.T) {
	tests := []struct {
		name         string
		units        string // the unit section; unit 73 is a white pawn, 100 a white nightrider, 1 a black rook
		white, black []UnitID
	}{
		{"none", "", nil, nil},
		{"one paralysed", " unit:73/par=3", []UnitID{73}, nil},
		{"paralysis and shellshock, both sides", " unit:73/par=3,100/shock=1,1/shock=2", []UnitID{73, 100}, []UnitID{1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := MustParse(StartFEN + tc.units)
			for side, want := range [2][]UnitID{tc.white, tc.black} {
				got := p.Clocked(Side(side), nil)
				require.Equal(t, want, got, "Clocked")
				var fromSet []UnitID
				for w, word := range p.ClockedIDs(Side(side)) {
					for ; word != 0; word &= word - 1 {
						fromSet = append(fromSet, UnitID(w*64+bits.TrailingZeros64(word)))
					}
				}
				require.Equal(t, want, fromSet, "ClockedIDs")
			}
		})
	}
	t.Run("paralysis over", func(t *testing.T) {
		p := MustParse(StartFEN + " unit:73/par=1")
		require.NoError(t, p.SetField(73, FParalysis, 0))
		require.Empty(t, p.Clocked(White, nil))
	})
}

// V13-RANGE-EXT: the idle counts are lazy (clockSets: a clock per side and a
// zero mark per unit). Through ticks that skip the actor, units leaving and
// rejoining the board, a change of side, counts set directly and the limit,
// every count follows a plain model, and Validate checks the sets, marks and
// hash after each step; undoing the steps in reverse restores the position.
func TestIdleCountsAreLazy(t *testing.T) {
	// White: r a1, r p1, b d4, k h1; Black: K i16, R e16; a tomb on f6.
	p := MustParse("4R3K7/16/16/16/16/16/16/16/16/16/16/16/3b12/16/16/r6k7r w")
	sq := func(s string) Square { return mustSquare(t, s) }
	ra, rp, bd, rb := p.BodyAt(sq("a1")), p.BodyAt(sq("p1")), p.BodyAt(sq("d4")), p.BodyAt(sq("e16"))
	require.NoError(t, p.SetField(ra, FIdle, 3))
	require.NoError(t, p.SetField(rp, FIdle, 5))
	require.NoError(t, p.SetField(bd, FIdle, MaxIdle-1))
	require.NoError(t, p.AddTomb(sq("f6"), TombActive))
	start := p.Clone()
	bury := func() {
		_, err := p.RemoveBody(sq("p1"))
		require.NoError(t, err)
		require.NoError(t, p.TombPush(sq("f6"), rp))
	}
	unbury := func() {
		_, err := p.TombUnpush(sq("f6"))
		require.NoError(t, err)
		require.NoError(t, p.PlaceBody(sq("p1"), rp))
	}
	model := map[UnitID]uint16{ra: 3, rp: 5, bd: MaxIdle - 1, rb: 0}
	tick := func(side Side, skip UnitID, counted ...UnitID) (func(), func()) {
		return func() {
				require.True(t, p.TickIdle(side, skip))
				for _, id := range counted {
					model[id]++
				}
			}, func() {
				p.UntickIdle(side, skip)
				for _, id := range counted {
					model[id]--
				}
			}
	}
	setIdle := func(id UnitID, v uint16) (func(), func()) {
		var old uint16
		return func() {
				old = model[id]
				require.NoError(t, p.SetField(id, FIdle, uint32(v)))
				model[id] = v
			}, func() {
				require.NoError(t, p.SetField(id, FIdle, uint32(old)))
				model[id] = old
			}
	}
	pair := func(do, undo func()) [2]func() { return [2]func(){do, undo} }
	steps := []struct {
		name string
		do   [2]func()
	}{
		{"white ticks, the bishop at the limit's edge acted", pair(tick(White, bd, ra, rp))},
		{"white ticks, a1 acted", pair(tick(White, ra, rp, bd))},
		{"the limit refuses a white tick, then allows the bishop's", pair(func() {
			require.False(t, p.TickIdle(White, 0))
			require.True(t, p.TickIdle(White, bd))
			model[ra]++
			model[rp]++
		}, func() {
			p.UntickIdle(White, bd)
			model[ra]--
			model[rp]--
		})},
		{"p1 goes to a tomb and keeps its count", pair(bury, unbury)},
		{"white ticks without it", pair(tick(White, bd, ra))},
		{"p1 comes back", pair(unbury, bury)},
		{"white ticks with it", pair(tick(White, bd, ra, rp))},
		{"a1 changes side", pair(
			func() { require.NoError(t, p.SetField(ra, FSide, uint32(Black))) },
			func() { require.NoError(t, p.SetField(ra, FSide, uint32(White))) })},
		{"black ticks, a1 with it", pair(tick(Black, 0, ra, rb))},
		{"a count set directly", pair(setIdle(rb, 39))},
		{"black ticks into a twenty", pair(tick(Black, ra, rb))},
	}
	check := func(name string) {
		for id, want := range model {
			require.Equal(t, want, p.Idle(id), "%s: unit %d", name, id)
		}
		require.NoError(t, p.Validate(), name)
	}
	for _, s := range steps {
		s.do[0]()
		check(s.name)
	}
	require.Equal(t, uint16(40), p.Idle(rb))
	for i := len(steps) - 1; i >= 0; i-- {
		steps[i].do[1]()
		check("undo " + steps[i].name)
	}
	assert.Empty(t, p.Diff(start))
	assert.Equal(t, start.Hash(), p.Hash())
}
