package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSyzygyLock: V13-SYZYGY. A non-pawn unit that ends its turn's own move
// on the mirror square of an enemy of its type (c3 and n14) locks both; not
// a pawn, not another type, not a unit that did not move; locked units
// make no step, threaten nothing and are not counted in material.
func TestSyzygyLock(t *testing.T) {
	partner := func(p *board.Position, sq string) board.UnitID { return bodyOn(t, p, sq).Syzygy }
	// A capture ends the turn on c3, the mirror of the black rook on n14.
	makeAndBack(t, lnFEN("K@p16 k@a1 r@c1 P@c3 R@n14"), "c1xc3", func(g *Game) {
		p := g.Pos
		assert.Equal(t, p.BodyAt(sqs(t, "n14")[0]), partner(p, "c3"))
		assert.Equal(t, p.BodyAt(sqs(t, "c3")[0]), partner(p, "n14"))
		assert.Empty(t, stepsOf(t, p.Format(), "n14"), "the locked enemy cannot move")
		assert.False(t, Attacked(p, board.Black, sqs(t, "n3")[0]), "nor threaten")
	})
	// A plain step and End: the lock comes at the turn's end.
	p := board.MustParse(lnFEN("K@p16 k@a1 r@c1 R@n14"))
	before := p.Format()
	g := NewGame(p)
	s, err := g.ParseStep("c1-c3")
	require.NoError(t, err)
	g.Make(s)
	assert.Zero(t, bodyOn(t, p, "c3").Syzygy, "not while the turn goes on")
	end, err := g.ParseStep(EndString)
	require.NoError(t, err)
	g.Make(end)
	require.NoError(t, p.Validate())
	require.Equal(t, p.ComputeHash(), p.Hash())
	assert.NotZero(t, bodyOn(t, p, "c3").Syzygy)
	g.Unmake()
	g.Unmake()
	assert.Equal(t, before, p.Format())

	for _, tc := range []struct{ name, fen, step string }{
		{"V13-SYZYGY not a pawn", lnFEN("K@p16 k@a1 p@c2 P@n14"), "c2-c3"},
		{"V13-SYZYGY not another type", lnFEN("K@p16 k@a1 r@c1 P@c3 B@n14"), "c1xc3"},
		{"V13-SYZYGY not a unit that stays on its square", lnFEN("K@p16 k@a1 r@c3 R@n14"), "c3!raise"},
		{"V13-SYZYGY not an enemy already locked", lnFEN("K@p16 k@a1 r@c1 P@c3 R@n14 R@a16", "unit:{n14}/syz={a16},{a16}/syz={n14}"), "c1xc3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				sq := tc.step[len(tc.step)-2:]
				if strings.Contains(tc.step, "!") {
					sq = tc.step[:2]
				}
				assert.Zero(t, bodyOn(t, g.Pos, sq).Syzygy)
			})
		})
	}
	locked := lnFEN("K@p16 k@a1 r@c3 R@n14 q@d3", "unit:{c3}/syz={n14},{n14}/syz={c3}")
	whole := board.Block(sqs(t, "a1")[0], 16)
	assert.True(t, func() bool { p := board.MustParse(lnFEN("K@p16 k@a1 r@c3 R@n14")); return board.Counted(p, p.Unit(3)) }(), "a free rook is counted")
	assert.False(t, func() bool { p := board.MustParse(locked); return board.Counted(p, p.Unit(3)) }(), "a locked rook is not counted (V13-VALUE-EXCLUDE)")
	assert.Less(t, board.Material(board.MustParse(locked), whole)[board.White], board.Material(board.MustParse(lnFEN("K@p16 k@a1 r@c3 R@n14 q@d3")), whole)[board.White])
}

// TestSyzygyRelease: V13-SYZYGY-RELEASE. Both units are released when either
// is moved by another (here pushed) or dies.
func TestSyzygyRelease(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 b@c2 r@c3 R@n14", "unit:{c3}/syz={n14},{n14}/syz={c3}")
	makeAndBack(t, fen, "c2!push-c3", func(g *Game) {
		assert.Zero(t, bodyOn(t, g.Pos, "c4").Syzygy, "the pushed rook is free")
		assert.Zero(t, bodyOn(t, g.Pos, "n14").Syzygy, "and so is its partner")
	})
	dies := strings.Replace(lnFEN("K@p16 k@a1 r@c3 R@n14 B@e5", "unit:{c3}/syz={n14},{n14}/syz={c3}"), " w ", " b ", 1)
	makeAndBack(t, dies, "e5xc3", func(g *Game) {
		assert.Zero(t, bodyOn(t, g.Pos, "n14").Syzygy, "the partner of a dead unit is free")
	})
}
