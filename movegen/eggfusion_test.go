package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEggFusionGeneration: V13-EGG-FUSION, V13-EGG-INERT. Any egg of the
// side to move may be fused with any other of its eggs, in both
// directions, wherever they stand; not with an enemy egg, not with a
// single egg alone, not from a box.
func TestEggFusionGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string {
		return lnFEN("k@a1 K@p16 d@c3 d@d5 "+units, sections...)
	}
	runSpecialCases(t, []specialCase{
		{name: "V13-EGG-FUSION two eggs, both ways", fen: fen("e@h9 e@m2"), special: "eggfuse",
			want: []string{"h9!eggfuse-m2", "m2!eggfuse-h9"}},
		{name: "V13-EGG-FUSION a fused egg fuses again", fen: strings.Replace(fen("e@h9 e@m2"), "e", "(ee)", 1), special: "eggfuse",
			want: []string{"h9!eggfuse-m2", "m2!eggfuse-h9"}},
		{name: "V13-EGG-FUSION one egg alone: nothing", fen: fen("e@h9"), special: "eggfuse", want: nil},
		{name: "V13-EGG-FUSION not with an enemy egg", fen: fen("e@h9 E@m2"), special: "eggfuse", want: nil},
		{name: "V13-EGG-FUSION three eggs: six fusions", fen: fen("e@h9 e@m2 e@o14"), special: "eggfuse",
			want: []string{"h9!eggfuse-m2", "m2!eggfuse-h9", "h9!eggfuse-o14", "o14!eggfuse-h9", "m2!eggfuse-o14", "o14!eggfuse-m2"}},
		// Found by the 2,000 random games: a bound egg fused away left its
		// partner's link pointing at an empty square (V13-BIND).
		{name: "V13-EGG-FUSION V13-BIND a bound egg does not go; it may be the target", fen: fen("e@h9 n@g8 e@m2", "unit:{g8}/bind=ne,{h9}/bind=sw"),
			special: "eggfuse", want: []string{"m2!eggfuse-h9"}},
	})
}

// TestEggFusionMake: V13-EGG-FUSION, V13-EGG-LAY. The egg that goes joins
// the target's stack, which keeps the target's binding and growth; the
// dragon of the egg that went may lay again; the fused egg of 2 grows 2 a
// turn. The step reads back as written.
func TestEggFusionMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 d@c3 d@d5 e@h9 e@m2", "unit:{h9}/parent={c3}/grow=10,{m2}/parent={d5}/grow=20")
	makeAndBack(t, fen, "h9!eggfuse-m2", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "h9")[0]))
		egg := bodyOn(t, p, "m2")
		c3, d5 := p.BodyAt(sqs(t, "c3")[0]), p.BodyAt(sqs(t, "d5")[0])
		assert.Equal(t, d5, egg.Parent, "the target's binding")
		assert.Equal(t, uint8(22), egg.Growth, "the target's growth, then 2 for 2 eggs")
		assert.NotZero(t, egg.Member, "a fused egg")
		assert.True(t, mayLay(p, c3), "the dragon of the egg that went may lay again")
		assert.False(t, mayLay(p, d5))
	})
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("m2!eggfuse-h9")
	require.NoError(t, err)
	assert.Equal(t, "m2!eggfuse-h9", FormatStep(g.Pos, s), "notation round trip")
	_, err = g.ParseStep("m2!eggfuse-c3")
	assert.Error(t, err, "a dragon is no egg")
}
