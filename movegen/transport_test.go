package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heldUnits writes n units as gone:<refs> and unit:<id>/parent=<carrier>
// sections, ids from 60, all of letter l, held by the unit on carrier.
func heldUnits(l string, n int, carrier string) []string {
	var refs, parents []string
	for i := range n {
		id := 60 + i
		refs = append(refs, l+itoa(id))
		parents = append(parents, itoa(id)+"/parent={"+carrier+"}")
	}
	return []string{"gone:" + strings.Join(refs, ""), "unit:" + strings.Join(parents, ",")}
}

// TestV8TransportBoardV8CLASSTRANSPORT: V8-CLASS-TRANSPORT, V8-SHIP,
// V8-CANNON. A friendly non-king unit boards a Ship (up to 8) or a Cannon
// (one) by a quiet step of its own pattern onto the carrier's square.
func TestV8TransportBoardV8CLASSTRANSPORT(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-SHIP: a rook's line, a knight's leap, a bishop's diagonal, a pawn's step", pieces: "k@a1 K@p15 s@e4 r@a4 n@g3 b@c2 p@e3",
			want: []string{"a4!board-e4", "c2!board-e4", "e3!board-e4", "g3!board-e4"}},
		{name: "V8-SHIP: the king cannot board", pieces: "k@d3 K@p15 s@e4", want: []string{}},
		{name: "V8-SHIP: an enemy cannot board", pieces: "k@a1 K@p15 s@e4 R@e8", want: []string{}},
		{name: "V8-SHIP: a blocked line does not reach it", pieces: "k@a1 K@p15 s@e4 r@e1 n@e2", want: []string{}},
		{name: "V8-SHIP: a pawn's diagonal is a capture, not a step", pieces: "k@a1 K@p15 s@e4 p@d3", want: []string{}},
		{name: "V8-SHIP: a paralyzed unit cannot board", pieces: "k@a1 K@p15 s@e4 r@e1", sections: []string{"unit:{e1}/par=2"},
			want: []string{}},
		{name: "V8-SHIP: a paralyzed ship is boarded", pieces: "k@a1 K@p15 s@e4 r@e1", sections: []string{"unit:{e4}/par=2"},
			want: []string{"e1!board-e4"}},
		{name: "V8-SHIP: a jester, which never captures, boards by its leap", pieces: "k@a1 K@p15 s@e4 j@c2",
			want: []string{"c2!board-e4"}},
		{name: "V8-SHIP: a ship does not board a ship", pieces: "k@a1 K@p15 s@e4 s@c2", want: []string{}},
		{name: "V8-SHIP: the 8th unit boards", pieces: "k@a1 K@p15 s@e4 r@e1", sections: heldUnits("p", 7, "e4"),
			want: []string{"e1!board-e4"}},
		{name: "V8-SHIP: a ship holding 8 is full", pieces: "k@a1 K@p15 s@e4 r@e1", sections: heldUnits("p", 8, "e4"),
			want: []string{}},
		{name: "V8-CANNON: ammunition steps onto the cannon", pieces: "k@a1 K@p15 z@e4 p@e3 n@g3",
			want: []string{"e3!board-e4", "g3!board-e4"}},
		{name: "V8-CANNON: a loaded cannon holds no second unit", pieces: "k@a1 K@p15 z@e4 p@e3", sections: heldUnits("n", 1, "e4"),
			want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "board", false))
		})
	}
	t.Run("V8-CLASS-TRANSPORT: 13.0 has no boarding", func(t *testing.T) {
		p := board.MustParse(lnFEN("k@a1 K@p15 o@e4 p@e3"))
		assert.Empty(t, specialsOf(t, p.Format(), "board", false))
	})
}

// TestV8TransportMakeV8CLASSTRANSPORT: V8-CLASS-TRANSPORT, V8-SHIP. The
// boarding unit walks its path (its start and the squares passed become its
// wall, the carrier's square does not) and is held by the ship; make and
// unmake restore the position and its hash.
func TestV8TransportMakeV8CLASSTRANSPORT(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p15 s@e4 r@e1 P@h12", "gone:n60", "unit:60/parent={e4}", "wall:{e1}=a4b4")
	ship, rook := p.BodyAt(sqs(t, "e4")[0]), p.BodyAt(sqs(t, "e1")[0])
	before := p.Hash()
	shipOnly := board.Material(p, board.Block(sqs(t, "e4")[0], 1))
	require.NotZero(t, shipOnly[board.White], "V8-CLASS-IMMORTAL: the ship counts for its side")
	v8MakeAndBack(t, p, "e1!board-e4", func(g *Game) {
		q := g.Pos
		assert.Zero(t, q.BodyAt(sqs(t, "e1")[0]))
		assert.Equal(t, board.LocGone, q.Unit(rook).Loc)
		assert.Equal(t, ship, q.Carrier(rook))
		assert.Equal(t, []board.UnitID{rook, 60}, q.Cargo(ship, nil), "by ascending id")
		for _, sq := range sqs(t, "e1", "e2", "e3") {
			assert.Equal(t, rook, q.WallOwner(sq), "its walk is its wall: %s", sq)
		}
		assert.Zero(t, q.WallOwner(sqs(t, "e4")[0]), "no wall under the ship")
		assert.Zero(t, q.WallOwner(sqs(t, "a4")[0]), "its old wall dissolves")
		assert.NotEqual(t, before, q.Hash())
		assert.Equal(t, board.Black, q.SideToMove())
		assert.Equal(t, shipOnly, board.Material(q, board.Block(sqs(t, "e4")[0], 1)),
			"V8-ROTATE-VALUES: held units do not count; the ship does")
	})
	t.Run("V8-CANNON: loading a cannon", func(t *testing.T) {
		c := v8Pos(t, "k@a1 K@p15 z@e4 n@g3")
		knight := c.BodyAt(sqs(t, "g3")[0])
		v8MakeAndBack(t, c, "g3!board-e4", func(g *Game) {
			assert.Equal(t, uint8(1), bodyOn(t, g.Pos, "e4").Held)
			assert.Equal(t, knight, g.Pos.CargoAt(g.Pos.BodyAt(sqs(t, "e4")[0]), 1))
			assert.Equal(t, knight, g.Pos.WallOwner(sqs(t, "g3")[0]), "a leap's wall is its start square")
		})
	})
	t.Run("V8-SHIP: the legal list has it and it round-trips", func(t *testing.T) {
		require.Contains(t, v8Specials(t, p, "board", true), "e1!board-e4")
	})
}
