package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestV8NoTerrainNoFloodV8MISSING: FrozenChess 8.0 has no terrain and no
// floods (V8-MISSING), so a position string of it with a level, a flood
// marker or a unit held by a flood is refused with the reason, and a
// position built by the setters fails Validate the same way; the same
// strings are 13.0 positions.
func TestV8NoTerrainNoFloodV8MISSING(t *testing.T) {
	const base = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/2p13/16/8k7 w ply:10 "
	for _, tc := range []struct {
		name, sections, err string
	}{
		{"level", "level:c3=1", "FrozenChess 8.0 has no terrain: c3 is at level 1 (section level)"},
		{"negative level", "level:p16=-2", "FrozenChess 8.0 has no terrain: p16 is at level -2 (section level)"},
		{"flood marker", "mark:flood@c3/5", "FrozenChess 8.0 has no floods: a flood marker on c3 (section mark)"},
		{"held by a flood", "mark:flood@c3/5 unit:2/flood=c3", "FrozenChess 8.0 has no floods: a flood marker on c3 (section mark)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(base + tc.sections)
			require.NoError(t, err, "a 13.0 position")
			_, err = Parse(base + tc.sections + " variant:frozenchess8")
			assert.EqualError(t, err, "position: "+tc.err)
			_, err = ParseIn(FrozenChess8, base+tc.sections)
			assert.EqualError(t, err, "position: "+tc.err, "the variant chosen by UCI_Variant")
		})
	}

	p := MustParse(base + "variant:frozenchess8")
	require.NoError(t, p.Validate())
	c3, err := ParseSquare("c3")
	require.NoError(t, err)
	require.NoError(t, p.SetField(2, FFlood, uint32(c3)+1))
	assert.EqualError(t, p.Validate(), "FrozenChess 8.0 has no floods: unit 2 is held by a flood (section unit, flood=)")
	require.NoError(t, p.SetField(2, FFlood, 0))
	require.NoError(t, p.SetLevel(c3, -1))
	assert.EqualError(t, p.Validate(), "FrozenChess 8.0 has no terrain: c3 is at level -1 (section level)")
}
