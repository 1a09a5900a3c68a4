package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTeleswapGeneration: V13-CHANC-TELESWAP. The chancellor may swap with
// any friendly unit on the board, its king included, whatever the distance
// and the levels; not with an enemy, a box, a unit on a wall or in a flood.
func TestTeleswapGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 c@e4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-CHANC-TELESWAP any friend anywhere, the king included; no enemy", fen: fen("p@p1 r@h12 P@e5", "level:h12=5"),
			special: "teleswap", want: []string{"e4!teleswap-a1", "e4!teleswap-h12", "e4!teleswap-p1"}},
		{name: "V13-CHANC-TELESWAP not a boxed unit", fen: fen("p@p1", "unit:{p1}/box"), special: "teleswap",
			want: []string{"e4!teleswap-a1"}},
		{name: "V13-CHANC-TELESWAP not an assassin on a wall", fen: fen("a@h8", "wall:{a1}=h8"), special: "teleswap",
			want: []string{"e4!teleswap-a1"}},
		{name: "V13-CHANC-TELESWAP not a unit in a flood", fen: fen("p@h8", "level:h8=-1", "mark:flood@h8/5", "unit:{h8}/flood=h8"), special: "teleswap",
			want: []string{"e4!teleswap-a1"}},
		{name: "V13-CHANC-TELESWAP a paralyzed chancellor swaps with nobody", fen: fen("p@p1", "unit:{e4}/par=1"), special: "teleswap",
			want: nil},
		{name: "V13-CHANC-TELESWAP only chancellors swap", fen: lnFEN("k@a1 K@p16 r@e4 p@p1"), special: "teleswap", want: nil},
	})
}

// TestTeleswapMake: V13-CHANC-TELESWAP. The two units change places, no
// wall is built or dissolved, the swapped unit's syzygy ends (both
// partners'), and a swap that leaves the king in check is illegal.
func TestTeleswapMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 c@e4 r@h12 b@c3 b@n3", "wall:{e4}=e3", "unit:{h12}/syz={c3},{c3}/syz={h12}")
	makeAndBack(t, fen, "e4!teleswap-h12", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Chancellor, bodyOn(t, p, "h12").Type)
		assert.Equal(t, board.Rook, bodyOn(t, p, "e4").Type)
		assert.Equal(t, sqs(t, "e3"), wallOf(p, p.BodyAt(sqs(t, "h12")[0])), "its wall stays where it was")
		assert.Zero(t, bodyOn(t, p, "e4").Syzygy, "the swapped rook's syzygy ends")
		assert.Zero(t, bodyOn(t, p, "c3").Syzygy, "and its partner's")
		assert.Empty(t, p.Trail())
		assert.Equal(t, board.Black, p.SideToMove())
	})
	makeAndBack(t, fen, "e4!teleswap-a1", func(g *Game) {
		assert.Equal(t, board.King, bodyOn(t, g.Pos, "e4").Type, "the king swaps too")
		assert.Equal(t, board.Chancellor, bodyOn(t, g.Pos, "a1").Type)
	})
	// The king would land on e4, on the black rook's file: illegal.
	checked := lnFEN("k@a1 K@p16 c@e4 R@e12")
	assert.Contains(t, specialsOf(t, checked, "teleswap", false), "e4!teleswap-a1")
	assert.NotContains(t, specialsOf(t, checked, "teleswap", true), "e4!teleswap-a1")
}

// TestTeleswapNotation: V13-CHANC-TELESWAP is written <square>!teleswap-<partner>.
func TestTeleswapNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 c@e4 p@p1 P@e5")))
	s, err := g.ParseStep("e4!teleswap-p1")
	require.NoError(t, err)
	assert.Equal(t, "e4!teleswap-p1", FormatStep(g.Pos, s))
	for _, bad := range []string{"e4!teleswap", "e4!teleswap-e5", "e4!teleswap-e4", "e4!teleswap-h8", "e4!teleswap-p1:n"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
