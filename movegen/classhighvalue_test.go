package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestClassHighValue: V13-CLASS-HIGHVALUE. The catalog lists the
// high-value units with what makes them so, for information only, with no
// rule effect. Proved both ways, per listed type: what the list says of it
// holds (its value, and the abilities it names belong to it alone), and
// being on the list changes nothing: in the material count that Rotate and
// the 300-move rule read (board.Material, V13-VALUE-FORMULA) a listed unit
// weighs its base value plus the same rank bonus as an unlisted unit on
// the same square, and a Rotate block where a listed unit meets an
// unlisted enemy of the same value is tied, so it does not turn.
func TestClassHighValue(t *testing.T) {
	for _, tc := range []struct {
		name  string
		typ   board.UnitType
		value int
		owns  []Special // the abilities the list names, this type's alone
		peer  byte      // an unlisted type of the same value, or 0
		reach int       // its capture reach, when the list names its range
	}{
		{name: "rook: siege, tower (Launch)", typ: board.Rook, value: 12, owns: []Special{SpecLaunch}},
		{name: "crossbowman: shot (Poison Arrow)", typ: board.Crossbowman, value: 8, owns: []Special{SpecArrow}, peer: 'B'},
		{name: "templar: Blizzard", typ: board.Templar, value: 12, owns: []Special{SpecBlizzard}},
		{name: "dragon: fire, eggs", typ: board.Dragon, value: 12, owns: []Special{SpecDragonFire, SpecLayEgg}},
		{name: "jester: explosion, spin", typ: board.Jester, value: 8, owns: []Special{SpecDetonate, SpecSpin}, peer: 'O'},
		{name: "chancellor: Teleswap", typ: board.Chancellor, value: 10, owns: []Special{SpecTeleswap, SpecQuicken}, peer: 'A'},
		{name: "queen: range", typ: board.Queen, value: 10, reach: board.Files, peer: 'A'},
	} {
		t.Run("V13-CLASS-HIGHVALUE "+tc.name, func(t *testing.T) {
			assert.Equal(t, tc.value, board.BaseValue(tc.typ), "the value the list's reason rests on")
			for _, sp := range tc.owns {
				for u := board.Pawn; u < board.NumTypes; u++ {
					assert.Equal(t, u == tc.typ, sp.MayUse(u), "%s is the %s's alone, not the %s's", sp, board.Types[tc.typ].Name, board.Types[u].Name)
				}
			}
			if tc.reach != 0 {
				assert.Equal(t, tc.reach, board.Types[tc.typ].Reach, "its range crosses the board")
			}
			// No rule effect: on e5 (dark, off White's colour, so no Color
			// Force) the unit counts its base value plus the rank bonus a
			// bishop gets there, nothing more.
			letter := string(board.Types[tc.typ].Letter + 'a' - 'A')
			block := board.Block(sqs(t, "c3")[0], 6)
			own := board.Material(board.MustParse(lnFEN("K@p16 k@a1 "+letter+"@e5")), block)
			bishop := board.Material(board.MustParse(lnFEN("K@p16 k@a1 b@e5")), block)
			require.Greater(t, own[board.White], tc.value, "counted, with a rank bonus")
			assert.Equal(t, bishop[board.White]-board.BaseValue(board.Bishop), own[board.White]-tc.value, "the same rank bonus as an unlisted unit")
			if tc.peer == 0 {
				return
			}
			// Against an unlisted enemy of the same value, mirrored (e5 and
			// e12 are the same distance from each side's back rank, both off
			// their side's colour: e12 is light), the block is tied.
			fen := lnFEN("K@p16 k@a1 " + letter + "@e5 " + string(tc.peer) + "@e12")
			p := board.MustParse(fen)
			m := board.Material(p, board.Block(sqs(t, "b5")[0], 8))
			require.Positive(t, m[board.White])
			require.Equal(t, m[board.White], m[board.Black], "equal material: the list weighs nothing")
			alone := lnFEN("K@p16 k@a1 " + letter + "@e5")
			assert.Contains(t, specialsOf(t, alone, "rotate", false), "b5!rotate:8x90", "V13-ROTATE: the unit alone turns the block")
			assert.NotContains(t, specialsOf(t, fen, "rotate", false), "b5!rotate:8x90", "V13-ROTATE: a tied block does not turn")
		})
	}
}
