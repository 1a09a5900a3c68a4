package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestDragonConvertGeneration: V13-DRAGON-CONVERT. The dragon on h8
// converts an unprotected enemy on a straight diagonal within its diagonal
// range; never by its knight leap or its 2-square orthogonal leap; not an
// enemy dragon (V13-KIND-IMMUNITY), a protected enemy, a king, a box; not
// along a bounce.
func TestDragonConvertGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN(shelter+"d@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-DRAGON-CONVERT an unprotected enemy on each diagonal", fen: fen("N@k11 L@e5 P@f10 X@j6"), special: "convert",
			want: []string{"h8!convert-k11", "h8!convert-e5", "h8!convert-f10", "h8!convert-j6"}},
		{name: "V13-DRAGON-CONVERT legal too", fen: fen("N@k11"), special: "convert", legal: true,
			want: []string{"h8!convert-k11"}},
		{name: "V13-DRAGON-CONVERT not by its knight leap or its 2-square orthogonal leap", fen: fen("N@j9 L@h10 X@f8"), special: "convert"},
		{name: "V13-DRAGON-CONVERT V13-KIND-IMMUNITY not an enemy dragon", fen: fen("D@k11"), special: "convert"},
		{name: "V13-DRAGON-CONVERT an egg is its own kind: converted", fen: fen("E@k11"), special: "convert",
			want: []string{"h8!convert-k11"}},
		{name: "V13-DRAGON-CONVERT a protected enemy is refused", fen: fen("N@k11 P@l12"), special: "convert"},
		{name: "V13-DRAGON-CONVERT a box is refused", fen: fen("N@k11", "unit:{k11}/box"), special: "convert"},
		{name: "V13-DRAGON-CONVERT an enemy king is immune", fen: lnFEN("k@a1 f@a2 f@b2 f@b1 d@h8 K@k11"), special: "convert"},
		{name: "V13-DRAGON-CONVERT diagonal range 16-12 = 4: l12 at 4 squares", fen: fen("N@l12", "unit:{h8}/crrd=12"), special: "convert",
			want: []string{"h8!convert-l12"}},
		{name: "V13-DRAGON-CONVERT diagonal range 16-13 = 3: l12 out of reach", fen: fen("N@l12", "unit:{h8}/crrd=13"), special: "convert"},
		{name: "V13-DRAGON-CONVERT a paralyzed dragon converts nothing", fen: fen("N@k11", "unit:{h8}/par=1"), special: "convert"},
	})
}

// TestDragonConvertNoBounce: V13-DRAGON-CONVERT with the V13-CONVERSION
// ruling "direct diagonal only": the dragon on m3 captures the knight on
// n8 by a line reflecting at p6, but may not convert it.
func TestDragonConvertNoBounce(t *testing.T) {
	fen := lnFEN(shelter + "d@m3 L@n8")
	assert.Contains(t, stepsOf(t, fen, "m3"), "m3-p6xn8")
	assert.Empty(t, specialsOf(t, fen, "convert", false))
}

// TestDragonConvertMake: V13-DRAGON-CONVERT, V13-CONVERSION-COST. The
// target changes side, keeping its counters; the dragon stays, builds no
// wall, pays floor(N/2). A converted egg keeps its growth and is bound to
// the converter's side's free dragon (our reading), never to the enemy
// dragon that laid it.
func TestDragonConvertMake(t *testing.T) {
	makeAndBack(t, lnFEN(shelter+"d@h8 N@m13", "unit:{m13}/capl=3/crrd=3"), "h8!convert-m13", func(g *Game) {
		p := g.Pos
		n := bodyOn(t, p, "m13")
		assert.Equal(t, board.White, n.Side)
		assert.Equal(t, uint16(3), n.CapLifetime)
		assert.Equal(t, uint8(3), n.CRRDiag)
		d := bodyOn(t, p, "h8")
		assert.Equal(t, board.Dragon, d.Type)
		assert.Equal(t, uint16(2), d.Paralysis, "distance 5: floor(5/2)")
		assert.Empty(t, p.Trail())
	})
	// The black dragon on p9 laid the egg on k11; the white dragon on h8
	// converts it and becomes its parent; its growth goes on from 30.
	makeAndBack(t, lnFEN(shelter+"d@h8 D@p9 E@k11", "unit:{k11}/parent={p9}/grow=30"), "h8!convert-k11", func(g *Game) {
		p := g.Pos
		e := bodyOn(t, p, "k11")
		assert.Equal(t, board.White, e.Side)
		assert.Equal(t, p.BodyAt(sqs(t, "h8")[0]), e.Parent, "bound to the converter")
		assert.Equal(t, uint8(31), e.Growth, "kept, and grown at the end of its new side's ply")
	})
	// A white dragon that has an egg already is not free: the converted egg
	// is unbound (and does not grow).
	makeAndBack(t, lnFEN(shelter+"d@h8 e@c3 D@p9 E@k11", "unit:{c3}/parent={h8},{k11}/parent={p9}"), "h8!convert-k11", func(g *Game) {
		e := bodyOn(t, g.Pos, "k11")
		assert.Equal(t, board.White, e.Side)
		assert.Zero(t, e.Parent)
	})
}
