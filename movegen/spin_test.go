package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpinGeneration: V13-JESTER-SPIN. A jester turns the units around it
// by 1..7 places clockwise, if the ring holds a unit and no immune one
// (king, jester, box), lies whole on the board, and no unit would land on
// a wall or an active tomb or climb.
func TestSpinGeneration(t *testing.T) {
	all := []string{"e4!spin:1", "e4!spin:2", "e4!spin:3", "e4!spin:4", "e4!spin:5", "e4!spin:6", "e4!spin:7"}
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 j@e4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-JESTER-SPIN units of both sides: 7 spins", fen: fen("P@e5 r@f3"), special: "spin", want: all},
		{name: "V13-JESTER-SPIN an empty ring: none", fen: fen(""), special: "spin", want: nil},
		{name: "V13-JESTER-SPIN a king in the ring: none", fen: lnFEN("k@d3 K@p16 j@e4 P@e5"), special: "spin", want: nil},
		{name: "V13-JESTER-SPIN a jester in the ring: none", fen: fen("P@e5 J@f4"), special: "spin", want: nil},
		{name: "V13-JESTER-SPIN a box in the ring: none", fen: fen("P@e5 p@f4", "unit:{f4}/box"), special: "spin", want: nil},
		{name: "V13-JESTER-SPIN at the edge: no ring", fen: lnFEN("k@h1 K@p16 j@a4 P@a5"), special: "spin", want: nil},
		{name: "V13-JESTER-SPIN not onto a wall (e5 to f5 is k=1)", fen: fen("P@e5", "wall:{a1}=f5"), special: "spin",
			want: all[1:]},
		{name: "V13-JESTER-SPIN not uphill (e5 to f4 is k=2)", fen: fen("P@e5", "level:f4=1"), special: "spin",
			want: []string{"e4!spin:1", "e4!spin:3", "e4!spin:4", "e4!spin:5", "e4!spin:6", "e4!spin:7"}},
		{name: "V13-JESTER-SPIN not onto an active tomb (e5 to d4 is k=6)", fen: fen("P@e5", "tomb:d4=active/0/P200"), special: "spin",
			want: []string{"e4!spin:1", "e4!spin:2", "e4!spin:3", "e4!spin:4", "e4!spin:5", "e4!spin:7"}},
		{name: "V13-JESTER-SPIN a paralyzed jester spins nothing", fen: fen("P@e5", "unit:{e4}/par=1"), special: "spin", want: nil},
	})
}

// TestSpinMake: V13-JESTER-SPIN. The bodies move k places along the ring
// N, NE, E, SE, S, SW, W, NW; walls, markers and levels stay; syzygy ends;
// an enemy trap on a landing square springs; the jester stays and builds
// no wall.
func TestSpinMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 j@e4 P@e5 r@f3 N@d4 j@p1", "unit:{e5}/syz={f3},{f3}/syz={e5}", "mark:trap@f5/{p1}")
	makeAndBack(t, fen, "e4!spin:1", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Pawn, bodyOn(t, p, "f5").Type, "n to ne")
		assert.Equal(t, board.Rook, bodyOn(t, p, "e3").Type, "se to s")
		assert.Equal(t, board.Nightrider, bodyOn(t, p, "d5").Type, "w to nw")
		assert.Zero(t, p.BodyAt(sqs(t, "e5")[0]))
		assert.Zero(t, bodyOn(t, p, "f5").Syzygy, "syzygy ends")
		assert.Zero(t, bodyOn(t, p, "e3").Syzygy)
		assert.Equal(t, TrapTurns, int(bodyOn(t, p, "f5").Paralysis), "the black pawn sprang the white trap")
		assert.Empty(t, trapsOf(p))
		assert.Equal(t, board.Jester, bodyOn(t, p, "e4").Type)
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e4")[0])))
		assert.Equal(t, board.Black, p.SideToMove())
	})
	makeAndBack(t, fen, "e4!spin:4", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Pawn, bodyOn(t, p, "e3").Type, "n to s")
		assert.Equal(t, board.Rook, bodyOn(t, p, "d5").Type, "se to nw")
		assert.Equal(t, board.Nightrider, bodyOn(t, p, "f4").Type, "w to e")
		assert.Zero(t, bodyOn(t, p, "e3").Paralysis)
		assert.Equal(t, []string{"f5<j"}, trapsOf(p), "the trap stays")
	})
}

// TestSpinNotation: V13-JESTER-SPIN is written <square>!spin:<k>, k 1..7.
func TestSpinNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 j@e4 P@e5")))
	s, err := g.ParseStep("e4!spin:3")
	require.NoError(t, err)
	assert.Equal(t, "e4!spin:3", FormatStep(g.Pos, s))
	for _, bad := range []string{"e4!spin", "e4!spin:0", "e4!spin:8", "e4!spin:x", "e4!spin-e5:1"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
