package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpecialRegistry: every registered special move has a name, a catalog
// ID and its code, each name once; unit abilities (King's Exchange and
// Portal) are not generic.
func TestSpecialRegistry(t *testing.T) {
	names := map[string]bool{}
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		d := sp.Def()
		require.NotNil(t, d, "special %d", sp)
		assert.Equal(t, sp, d.id)
		assert.NotEmpty(t, d.Catalog, d.Name)
		assert.False(t, names[d.Name], "name %q twice", d.Name)
		names[d.Name] = true
		got, ok := specialByName(d.Name)
		assert.True(t, ok)
		assert.Equal(t, sp, got)
		assert.Equal(t, d.Name, sp.String())
	}
	assert.False(t, SpecExchange.Def().Generic, "V13-ADV-ABILITY-LOCK: a king ability")
	assert.False(t, SpecPortal.Def().Generic, "V13-ADV-ABILITY-LOCK: a king ability")
	assert.True(t, SpecRaise.Def().Generic)
	assert.Nil(t, SpecNone.Def())
	assert.Nil(t, numSpecials.Def())
	assert.Equal(t, "special(200)", Special(200).String())
}

// TestAbilitiesTable: the type -> special moves table the registry makes
// (V13-TERRAIN-ADJUST, V13-FLOOD, V13-EARTHQUAKE, V13-PARALYSIS-TRANSFER,
// V13-KING-EXCHANGE, V13-KING-PORTAL, V13-QUEEN-ILLUSION: an Illusion uses
// no abilities).
func TestAbilitiesTable(t *testing.T) {
	tests := []struct {
		typ  board.UnitType
		want []Special
	}{
		{board.Pawn, []Special{SpecTransfer}},
		{board.Rook, []Special{SpecRaise, SpecLower, SpecFlood, SpecQuake, SpecTransfer}},
		{board.King, []Special{SpecRaise, SpecLower, SpecFlood, SpecExchange, SpecPortal}},
		{board.Illusion, nil},
	}
	for _, tc := range tests {
		t.Run(tc.typ.String(), func(t *testing.T) {
			var got []Special
			for sp := SpecNone + 1; sp < numSpecials; sp++ {
				if sp.MayUse(tc.typ) {
					got = append(got, sp)
				}
			}
			for _, sp := range tc.want {
				assert.Contains(t, got, sp)
			}
			for _, sp := range got {
				if sp < SpecPortal+1 { // the moves this table was written for
					assert.Contains(t, tc.want, sp)
				}
			}
		})
	}
	assert.False(t, SpecRaise.MayUse(board.NumTypes))
}

// TestArgShapes: every argument value of every shape is written as one
// string that reads back as it (parse(format(a)) == a), and malformed or
// out-of-range arguments are refused with an error.
func TestArgShapes(t *testing.T) {
	for _, a := range []ArgShape{ArgType, ArgCount, ArgBlock, ArgLine, ArgSquare, ArgProgram, ArgPath} {
		seen := map[string]bool{}
		vals := a.all()
		require.NotEmpty(t, vals)
		for _, v := range vals {
			str := a.format(v)
			assert.False(t, seen[str], "shape %d: %q twice", a, str)
			seen[str] = true
			back, err := a.parse(str)
			require.NoError(t, err, "shape %d %q", a, str)
			assert.Equal(t, v, back, "shape %d %q", a, str)
		}
	}
	bad := []struct {
		shape ArgShape
		str   string
	}{
		{ArgType, "q"}, {ArgType, "QQ"}, {ArgType, "E"}, {ArgType, ""},
		{ArgCount, "0"}, {ArgCount, "64"}, {ArgCount, "03"}, {ArgCount, "x"},
		{ArgBlock, "1x90"}, {ArgBlock, "9x90"}, {ArgBlock, "3x45"}, {ArgBlock, "3"},
		{ArgLine, "r0"}, {ArgLine, "r16"}, {ArgLine, "x3"}, {ArgLine, ""},
		{ArgSquare, "q1"}, {ArgProgram, "4"}, {ArgProgram, "#-1"}, {ArgNone, "x"},
		{ArgPath, "ne0"}, {ArgPath, "ne64"}, {ArgPath, "x3"}, {ArgPath, "3"}, {ArgPath, ""}, {ArgPath, "ne03"},
	}
	for _, tc := range bad {
		_, err := tc.shape.parse(tc.str)
		assert.Error(t, err, "shape %d %q", tc.shape, tc.str)
	}
	size, q := BlockOf(BlockArg(5, 3))
	assert.Equal(t, [2]int{5, 3}, [2]int{size, q})
	file, n := LineOf(LineArg(true, 12))
	assert.True(t, file)
	assert.Equal(t, 12, n)
}

// TestSpecialSyntax: the notation of special moves is checked before any
// generation, with a message that says what is wrong.
func TestSpecialSyntax(t *testing.T) {
	tests := []struct {
		str, err string
	}{
		{"e5!raise", ""},
		{"e5!flood-e4", ""},
		{"e5!dance", "unknown special move"},
		{"e5!flood", "needs a target square"},
		{"e5!raise-e4", "takes no target"},
		{"e5!raise:3", "takes no argument"},
		{"q5!raise", "starts with its unit's square"},
		{"e5!flood-z9", "target"},
	}
	for _, tc := range tests {
		err := checkStepSyntax(tc.str)
		if tc.err == "" {
			assert.NoError(t, err, tc.str)
			continue
		}
		require.Error(t, err, tc.str)
		assert.Contains(t, err.Error(), tc.err, tc.str)
	}
}
