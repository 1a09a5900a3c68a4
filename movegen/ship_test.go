package movegen

import (
	"sort"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seqs joins lnSeq runs and sorts them, as v8Steps lists steps.
func seqs(runs ...[]string) []string {
	out := []string{}
	for _, r := range runs {
		out = append(out, r...)
	}
	sort.Strings(out)
	return out
}

// v8PosBlack is v8Pos with Black to move (at ply 3).
func v8PosBlack(t *testing.T, pieces string, sections ...string) *board.Position {
	t.Helper()
	s := strings.Replace(lnFEN(pieces, append(sections, "ply:3", "variant:"+board.FrozenChess8.Name)...), " w", " b", 1)
	p, err := board.Parse(s)
	require.NoError(t, err)
	return p
}

// TestV8ShipMovesV8SHIP: V8-SHIP. Down like a rook (straight back towards
// its own back rank, against its facing), up like a bishop (its two
// forward diagonals); no sideways or forward steps, no capture, no bounce.
func TestV8ShipMovesV8SHIP(t *testing.T) {
	for _, tc := range []struct {
		v8Case
		from string
	}{
		{v8Case{name: "V8-SHIP: back along the file, forward along both diagonals", pieces: "k@a1 K@p15 s@e5",
			want: seqs(lnSeq("e5-", "e4", "e1"), lnSeq("e5-", "f6", "p16"), lnSeq("e5-", "d6", "a9"))}, "e5"},
		{v8Case{name: "V8-SHIP: a friend and an enemy block it, neither is captured", pieces: "k@a1 K@p15 s@e5 p@e3 P@f6",
			want: seqs(lnSeq("e5-", "e4", "e4"), lnSeq("e5-", "d6", "a9"))}, "e5"},
		{v8Case{name: "V8-SHIP: a black ship faces south: back is north", pieces: "k@a1 K@p15 S@h10",
			want: seqs(lnSeq("h10-", "h11", "h16"), lnSeq("h10-", "g9", "a3"), lnSeq("h10-", "i9", "p2"))}, "h10"},
		{v8Case{name: "V8-SHIP: a wall stops its line", pieces: "k@a1 K@p15 s@e5 P@h12", sections: []string{"wall:{h12}=e3,{h12}=c7"},
			want: seqs(lnSeq("e5-", "e4", "e4"), lnSeq("e5-", "f6", "p16"), lnSeq("e5-", "d6", "d6"))}, "e5"},
		{v8Case{name: "V8-SHIP: a paralyzed ship does not move", pieces: "k@a1 K@p15 s@e5", sections: []string{"unit:{e5}/par=2"},
			want: []string{}}, "e5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, tc.pieces, tc.sections...)
			if tc.pieces[0] == 'k' && strings.Contains(tc.pieces, "S@") {
				p = v8PosBlack(t, tc.pieces, tc.sections...)
			}
			assert.Equal(t, tc.want, v8Steps(t, p, tc.from))
		})
	}
}

// TestV8ShipImmuneV8SHIP: V8-SHIP, V8-CLASS-IMMORTAL. Nothing captures a
// ship: an enemy rook's line and a loaded cannon's shot stop at it.
func TestV8ShipImmuneV8SHIP(t *testing.T) {
	p := v8PosBlack(t, "k@a1 K@p15 s@e5 R@e9 Z@g7 p@g6", "gone:P60", "unit:60/parent={g7}")
	e5 := sqs(t, "e5")[0]
	for _, s := range Generate(p, nil) {
		if s.Kind() != KindSpecial || s.Special() == SpecCannonBlast {
			assert.NotEqual(t, e5, s.To(), "no capture reaches the ship: %s", FormatStep(p, s))
		}
	}
	assert.Contains(t, v8Steps(t, p, "e9"), "e9-e6", "the rook's line runs up to the ship")
	assert.Contains(t, v8Steps(t, p, "g7"), "g7*g6", "the loaded cannon shoots, but not the ship on its diagonal")
}

// TestV8ShipUnloadV8SHIP: V8-SHIP. One held unit per turn onto a square of
// the ship's 3x3 that holds no body, no wall and no tomb, as the turn's
// single action; the nth unit by id is written :n.
func TestV8ShipUnloadV8SHIP(t *testing.T) {
	all := func(n string) []string {
		out := []string{}
		for _, sq := range []string{"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"} {
			out = append(out, "e5!unload-"+sq+":"+n)
		}
		return out
	}
	for _, tc := range []v8Case{
		{name: "V8-SHIP: onto each square of its 3x3", pieces: "k@a1 K@p15 s@e5",
			sections: []string{"gone:r60", "unit:60/parent={e5}"}, want: all("1")},
		{name: "V8-SHIP: two units, each onto each square", pieces: "k@a1 K@p15 s@e5",
			sections: []string{"gone:r60n61", "unit:60/parent={e5},61/parent={e5}"}, want: seqs(all("1"), all("2"))},
		{name: "V8-SHIP: a body, a wall and a tomb block a square", pieces: "k@a1 K@p15 s@e5 P@d6 p@f4 P@h12",
			sections: []string{"gone:r60", "unit:60/parent={e5}", "wall:{h12}=e6", "tomb:f6=active/0/P70"},
			want:     []string{"e5!unload-d4:1", "e5!unload-d5:1", "e5!unload-e4:1", "e5!unload-f5:1"}},
		{name: "V8-SHIP: an empty ship unloads nothing", pieces: "k@a1 K@p15 s@e5", want: []string{}},
		{name: "V8-SHIP: a paralyzed ship unloads nothing", pieces: "k@a1 K@p15 s@e5",
			sections: []string{"gone:r60", "unit:60/parent={e5},{e5}/par=2"}, want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "unload", false))
		})
	}
	t.Run("V8-SHIP: make and unmake an unloading", func(t *testing.T) {
		p := v8Pos(t, "k@a1 K@p15 s@e5", "gone:r60n61", "unit:60/parent={e5},61/parent={e5}/par=3")
		v8MakeAndBack(t, p, "e5!unload-f6:2", func(g *Game) {
			knight := bodyOn(t, g.Pos, "f6")
			assert.Equal(t, board.Knight, knight.Type)
			// It keeps its counters (held, its clocks stood still); on the
			// board at its side's ply end, its paralysis ticks once.
			assert.Equal(t, uint16(2), knight.Paralysis)
			assert.Zero(t, knight.Parent)
			ship := bodyOn(t, g.Pos, "e5")
			assert.Equal(t, uint8(1), ship.Held)
			assert.Equal(t, []board.UnitID{60}, g.Pos.Cargo(g.Pos.BodyAt(sqs(t, "e5")[0]), nil))
			assert.Zero(t, g.Pos.WallOwner(sqs(t, "e5")[0]), "the ship built no wall")
			assert.Equal(t, board.Black, g.Pos.SideToMove(), "the turn's single action")
		})
	})
}

// TestV8ShipPositionV8SHIP: V8-SHIP, V8-CLASS-TRANSPORT. The position string
// writes held units as removed units with their carrier as parent and
// reads them back; the hash and the repetition key tell a held unit from
// one held by another ship or removed; Validate refuses a king aboard,
// a ninth unit, a ship in a ship, and two units in one cannon.
func TestV8ShipPositionV8SHIP(t *testing.T) {
	in := v8Pos(t, "k@a1 K@p15 s@e5 s@h5 z@c2", "gone:r60n61p62", "unit:60/parent={e5},61/parent={e5},62/parent={c2}")
	s := in.Format()
	assert.Contains(t, s, "gone:r60n61p62")
	out, err := board.Parse(s)
	require.NoError(t, err)
	assert.Equal(t, s, out.Format())
	assert.True(t, in.Equal(out))
	e5, h5 := in.BodyAt(sqs(t, "e5")[0]), in.BodyAt(sqs(t, "h5")[0])
	assert.Equal(t, []board.UnitID{60, 61}, out.Cargo(e5, nil))
	assert.Equal(t, uint8(2), out.Unit(e5).Held)
	assert.Equal(t, e5, out.Carrier(60))

	other := v8Pos(t, "k@a1 K@p15 s@e5 s@h5 z@c2", "gone:r60n61p62", "unit:60/parent={h5},61/parent={e5},62/parent={c2}")
	require.Equal(t, h5, other.Carrier(60))
	assert.NotEqual(t, in.Hash(), other.Hash(), "the rook in another ship")
	assert.NotEqual(t, in.RepetitionHash(), other.RepetitionHash())
	assert.False(t, in.SameRepetitionKey(other))

	for _, bad := range []struct{ name, pieces, gone, units, msg string }{
		{"V8-SHIP: a king aboard", "K@p15 s@e5", "k60", "60/parent={e5}", "king never boards"},
		{"V8-SHIP: a ninth unit", "k@a1 K@p15 s@e5", "p60p61p62p63p64p65p66p67p68",
			"60/parent={e5},61/parent={e5},62/parent={e5},63/parent={e5},64/parent={e5},65/parent={e5},66/parent={e5},67/parent={e5},68/parent={e5}", "more than 8"},
		{"V8-SHIP: a ship in a ship", "k@a1 K@p15 s@e5", "s60", "60/parent={e5}", "transports do not board"},
		{"V8-CANNON: two units in a cannon", "k@a1 K@p15 z@e5", "p60p61", "60/parent={e5},61/parent={e5}", "more than 1"},
	} {
		t.Run(bad.name, func(t *testing.T) {
			_, err := board.Parse(lnFEN(bad.pieces, "gone:"+bad.gone, "unit:"+bad.units, "variant:frozenchess8"))
			require.Error(t, err)
			assert.Contains(t, err.Error(), bad.msg)
		})
	}
}

// TestV8ShipTeleswapV8SHIP: V8-SHIP. A ship can be teleswapped: a friendly
// chancellor trades squares with it and its cargo goes along (the held
// units have no square of their own), to be unloaded from there.
func TestV8ShipTeleswapV8SHIP(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p15 s@e5 c@j9", "gone:r60", "unit:60/parent={e5}")
	ship := p.BodyAt(sqs(t, "e5")[0])
	require.Contains(t, v8Specials(t, p, "teleswap", true), "j9!teleswap-e5")
	v8MakeAndBack(t, p, "j9!teleswap-e5", func(g *Game) {
		q := g.Pos
		assert.Equal(t, ship, q.BodyAt(sqs(t, "j9")[0]))
		assert.Equal(t, ship, q.Carrier(60))
		white := board.MustParse(strings.Replace(q.Format(), " b ", " w ", 1)) // White's next turn
		assert.Contains(t, v8Specials(t, white, "unload", false), "j9!unload-k10:1")
	})
}
