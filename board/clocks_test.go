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
				assert.Equal(t, before.Unit(id).Idle+1, p.Unit(id).Idle, "unit %d", id)
			}
			for _, id := range tc.wantNot {
				assert.Equal(t, before.Unit(id).Idle, p.Unit(id).Idle, "unit %d", id)
			}
			require.Equal(t, p.ComputeHash(), p.Hash())
			require.NoError(t, p.Validate())
			if tc.ticked {
				assert.NotEqual(t, before.Hash(), p.Hash())
				p.UntickIdle(tc.side, skip)
			}
			assert.Empty(t, p.Diff(before))
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
