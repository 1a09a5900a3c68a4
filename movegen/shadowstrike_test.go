package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestShadowstrikeGeneration: V13-SHADOWSTRIKE. A shadow strikes, with its
// capture pattern, a normal enemy unit that no unit protects, on a square
// of the shadow's square's colour, that it could capture; kings, boxes and
// its own kind are immune; paralyzed shadows do not strike.
func TestShadowstrikeGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		// e5 and f6 are dark, g6 light; a knight's jump always changes colour, its forward
		// diagonal steps keep it.
		{name: "V13-SHADOWSTRIKE no shadow, no strike", special: "sstrike",
			fen: lnFEN("K@p16 k@a1 R@f6 P@g6"), want: nil},
		{name: "V13-SHADOWSTRIKE an unprotected rook on the same colour (its diagonal step), not the pawn on the other (its jump)", special: "sstrike",
			fen: lnFEN("K@p16 k@a1 R@f6 P@g6", "shadow:e5=l200"), want: []string{"e5!sstrike-f6:L"}},
		{name: "V13-SHADOWSTRIKE not a protected unit", special: "sstrike",
			fen: lnFEN("K@p16 k@a1 R@f6 R@f10", "shadow:e5=l200")},
		{name: "V13-SHADOWSTRIKE not the king, not its own kind", special: "sstrike",
			fen: lnFEN("K@f6 k@a1 L@d6", "shadow:e5=l200")},
		{name: "V13-SHADOWSTRIKE not while paralyzed", special: "sstrike",
			fen: lnFEN("K@p16 k@a1 R@f6", "shadow:e5=l200", "unit:200/par=1")},
		{name: "V13-SHADOWSTRIKE a rook shadow along its line", special: "sstrike",
			fen: lnFEN("K@p16 k@a1 N@e9", "shadow:e5=r200"), want: []string{"e5!sstrike-e9:R"}},
	})
}

// TestShadowstrikeMake: V13-SHADOWSTRIKE ruling. The striker stays and is
// paralyzed 10 owner-turns; the target becomes a shadow on its square with
// travel 0 and age 0.
func TestShadowstrikeMake(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 R@f6", "shadow:e5=l200", "unit:200/strail=4")
	makeAndBack(t, fen, "e5!sstrike-f6:L", func(g *Game) {
		p := g.Pos
		striker := shadowOn(t, p, "e5", board.Knight)
		assert.Equal(t, uint16(ShadowstrikeCost), striker.Paralysis)
		assert.Equal(t, board.ParOriginCost, striker.ParOrigin)
		assert.Equal(t, uint16(4), striker.ShadowTrail, "the striker does not move")
		assert.Zero(t, p.BodyAt(sqs(t, "f6")[0]))
		v := shadowOn(t, p, "f6", board.Rook)
		assert.Equal(t, board.Black, v.Side)
		assert.Zero(t, v.ShadowAge)
		assert.Zero(t, v.ShadowTrail)
	})
}
