package movegen

import (
	"fmt"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shiftList lists from!shift:<axis>N for N in 1..15 but those left out.
func shiftList(from, axis string, except ...int) []string {
	var out []string
next:
	for n := 1; n <= 15; n++ {
		for _, e := range except {
			if e == n {
				continue next
			}
		}
		out = append(out, fmt.Sprintf("%s!shift:%s%d", from, axis, n))
	}
	return out
}

// TestShiftGeneration: V13-SHIFT. A rank or file whose units are all the
// mover's, with no king on it, shifts by 1..15 squares, named by its first
// unit; not with an enemy unit, an enemy unit in a tomb, or a king on the
// line; not when a unit would land on a wall or climb; never inside a
// multimove.
func TestShiftGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-SHIFT a rank and a file of own units only", special: "shift",
			fen: lnFEN("K@p16 k@a16 r@c3 p@h3"), want: append(append(shiftList("c3", "r"), shiftList("c3", "f")...), shiftList("h3", "f")...)},
		{name: "V13-SHIFT not a line with an enemy unit", special: "shift",
			fen: lnFEN("K@p16 k@a16 r@c3 N@h3"), want: shiftList("c3", "f")},
		{name: "V13-SHIFT not a line with a king", special: "shift",
			fen: lnFEN("K@p16 k@c16 r@c3 N@h3")},
		{name: "V13-SHIFT not a line with an enemy unit in a tomb; an own one is fine", special: "shift",
			fen: lnFEN("K@p16 k@a16 r@c3 N@h4", "tomb:f3=open/0/P200,c10=open/0/p201"), want: shiftList("c3", "f")},
		{name: "V13-SHIFT no landing on a wall, no climbing", special: "shift",
			fen:  lnFEN("K@p16 k@a16 r@c3 N@h4", "wall:{h4}=e3", "level:c11=1"),
			want: append(shiftList("c3", "r", 2), shiftList("c3", "f", 8)...)},
		{name: "V13-SHIFT V13-BOX paralyzed units and boxes go along, a box not onto an active tomb", special: "shift",
			fen:  lnFEN("K@p16 k@a16 r@c3 N@h4", "unit:{c3}/par=3/box", "tomb:c8=active/0/p200"),
			want: append(shiftList("c3", "r"), shiftList("c3", "f", 5)...)},
		{name: "V13-SHIFT not when it opens a line onto the own king", special: "shift", legal: true,
			fen: lnFEN("K@p16 R@c16 k@c1 r@c3 p@d3"), want: append([]string{"c3!shift:r15"}, shiftList("d3", "f")...)},
	})
	t.Run("V13-SHIFT V13-MULTIMOVE not a multimove's last step", func(t *testing.T) {
		g := NewGame(board.MustParse(lnFEN("K@p16 k@a16 r@c3 N@h4", "unit:{c3}/mm=2")))
		s, err := g.ParseStep("c3-c4")
		require.NoError(t, err)
		g.Make(s)
		require.NotZero(t, g.Pos.Turn().Actor, "the multimove goes on")
		for _, s := range g.Generate(nil) {
			assert.False(t, s.Kind() == KindSpecial && s.Special() == SpecShift, FormatStep(g.Pos, s))
		}
	})
}

// TestShiftMake: V13-SHIFT, Q15. Every unit of the line moves N squares on,
// wrapping round the edge, with its state; walls, tombs, levels and markers
// stay; a unit landing on an active tomb dies and the tomb explodes, one
// landing in a flood is held; a box counts N (V13-UNBOX); nobody builds a
// wall.
func TestShiftMake(t *testing.T) {
	fen := lnFEN("K@p16 k@a16 r@c3 n@o3 p@p3 N@h8", "unit:{o3}/par=4", "wall:{h8}=h3", "level:b3=-1,e3=-1", "tomb:a3=open/0/p200")
	makeAndBack(t, fen, "c3!shift:r2", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Rook, bodyOn(t, p, "e3").Type)
		assert.Equal(t, board.Nightrider, bodyOn(t, p, "a3").Type, "o3 wraps to a3, onto the open tomb")
		assert.Equal(t, uint16(3), bodyOn(t, p, "a3").Paralysis, "with its paralysis (ticked once at the turn's end)")
		assert.Equal(t, board.Pawn, bodyOn(t, p, "b3").Type)
		assert.NotZero(t, p.WallOwner(sqs(t, "h3")[0]), "the wall stays")
		assert.Equal(t, -1, p.Level(sqs(t, "b3")[0]), "levels stay")
		_, ok := p.TombAt(sqs(t, "a3")[0])
		assert.True(t, ok, "the tomb stays")
		assert.Zero(t, p.BodyAt(sqs(t, "c3")[0]))
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e3")[0])), "no wall")
		assert.False(t, g.Local())
	})
	t.Run("V13-SHIFT onto an active tomb: dies there, the tomb explodes", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a16 r@c3 p@d3 N@h8", "tomb:f3=active/0/p200"), "c3!shift:r2", func(g *Game) {
			p := g.Pos
			assert.Zero(t, p.BodyAt(sqs(t, "f3")[0]), "the pawn died on the tomb")
			assert.Zero(t, p.BodyAt(sqs(t, "e3")[0]), "the blast killed the rook beside it")
			tomb, _ := p.TombAt(sqs(t, "f3")[0])
			assert.Equal(t, board.TombOpen, tomb.State)
		})
	})
	t.Run("V13-SHIFT V13-FLOOD-EFFECT V13-UNBOX into a flood: held; a box counts N", func(t *testing.T) {
		makeAndBack(t, lnFEN("K@p16 k@a16 r@c3 N@h8", "level:c3=-1,c7=-1", "mark:flood@c7/5", "unit:{c3}/box"), "c3!shift:f4", func(g *Game) {
			assert.NotZero(t, bodyOn(t, g.Pos, "c7").Flood)
			assert.Equal(t, uint16(4), bodyOn(t, g.Pos, "c7").BoxTrail)
		})
	})
	fen = lnFEN("K@p16 k@a16 r@c3 p@h3")
	roundTripSpecials(t, fen, "shift", 45)
	g := NewGame(board.MustParse(fen))
	for _, bad := range []string{"c3!shift", "h3!shift:r2", "c3!shift:r16", "c3!shift:x2", "c3!shift-c4:r1"} {
		_, err := g.ParseStep(bad)
		require.Error(t, err, bad)
	}
}
