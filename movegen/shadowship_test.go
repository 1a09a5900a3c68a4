package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shadowShipAround lists the moves "<ship>!<name>-<sq>:<n>" of a ship on e5
// onto each square of its 3x3 but those in skip.
func shadowShipAround(name, n string, skip ...string) []string {
	out := []string{}
	for _, sq := range []string{"d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"} {
		if !contains(skip, sq) {
			out = append(out, "e5!"+name+"-"+sq+":"+n)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// eightHeld are the sections of eight pawns held by the unit 200.
var eightHeld = []string{"gone:p60p61p62p63p64p65p66p67",
	"unit:60/parent=200,61/parent=200,62/parent=200,63/parent=200,64/parent=200,65/parent=200,66/parent=200,67/parent=200"}

// TestShadowShipBoardV8SHIP: V8-SHIP's ShadowShip (seed 001:177-179). Only
// a friendly shadow boards a Ship in shadow form, by its shadow move onto
// the ship's square, while the ship holds fewer than 8; a normal unit never
// boards it, and a shadow never boards a normal Ship.
func TestShadowShipBoardV8SHIP(t *testing.T) {
	for _, tc := range []struct {
		name, pieces string
		sections     []string
		want         []string // sboard and board moves
	}{
		{"V8-SHIP: a friendly shadow rook boards a ShadowShip it reaches", "k@a1 K@p15",
			[]string{"shadow:e5=s200,e9=r201"}, []string{"e9!sboard-e5:R"}},
		{"V8-SHIP: a paralyzed ShadowShip is boarded (the boarder's action)", "k@a1 K@p15",
			[]string{"shadow:e5=s200,e9=r201", "unit:200/par=2"}, []string{"e9!sboard-e5:R"}},
		{"V8-SHIP: a ShadowShip holding a normal unit takes a shadow", "k@a1 K@p15",
			[]string{"shadow:e5=s200,e9=r201", "gone:n60", "unit:60/parent=200"}, []string{"e9!sboard-e5:R"}},
		{"V8-SHIP: a shadow knight boards by its leap", "k@a1 K@p15",
			[]string{"shadow:e5=s200,f7=n201"}, []string{"f7!sboard-e5:N"}},
		{"V8-SHIP: a normal rook does not board a ShadowShip", "k@a1 K@p15 r@e9",
			[]string{"shadow:e5=s200"}, []string{}},
		{"V8-SHIP: a shadow does not board a normal Ship", "k@a1 K@p15 s@e5",
			[]string{"shadow:e9=r201"}, []string{}},
		{"V8-SHIP: an enemy shadow does not board", "k@a1 K@p15",
			[]string{"shadow:e5=s200,e9=R201"}, []string{}},
		{"V8-SHIP: a shadow does not board an enemy ShadowShip", "k@a1 K@p15",
			[]string{"shadow:e5=S200,e9=r201"}, []string{}},
		{"V8-SHIP: a full ShadowShip takes nobody", "k@a1 K@p15",
			append([]string{"shadow:e5=s200,e9=r201"}, eightHeld...), []string{}},
		{"V8-SHIP: a shadow its move does not take there does not board", "k@a1 K@p15",
			[]string{"shadow:e5=s200,f9=r201"}, []string{}},
		{"V8-SHIP: a body on the ShadowShip's square keeps shadows out", "k@a1 K@p15 P@e5",
			[]string{"shadow:e5=s200,e9=r201"}, []string{}},
		{"V8-SHIP: a paralyzed shadow does not board", "k@a1 K@p15",
			[]string{"shadow:e5=s200,e9=r201", "unit:201/par=2"}, []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, tc.pieces, tc.sections...)
			got := append(v8Specials(t, p, "sboard", false), v8Specials(t, p, "board", false)...)
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestShadowShipBoardMakeV8SHIP: V8-SHIP. A boarding shadow is held in
// shadow form with its age, its travel counter grown by the squares its
// move travelled; make and unmake restore the position, hash and
// repetition key.
func TestShadowShipBoardMakeV8SHIP(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p15", "shadow:e5=s200,e9=r201", "unit:201/sage=3/strail=2")
	rep := p.RepetitionHash()
	v8MakeAndBack(t, p, "e9!sboard-e5:R", func(g *Game) {
		q := g.Pos
		assert.Equal(t, board.UnitID(200), q.Carrier(201))
		rook := q.Unit(201)
		assert.True(t, rook.Has(board.StatusShadow), "it boarded as a shadow")
		assert.Equal(t, board.LocGone, rook.Loc)
		assert.Equal(t, uint16(6), rook.ShadowTrail, "2 + the 4 squares e9-e5")
		assert.Equal(t, uint8(3), rook.ShadowAge, "held, its clocks stand still")
		assert.Equal(t, uint8(1), q.Unit(200).Held)
		assert.Empty(t, q.ShadowsAt(sqs(t, "e9")[0], nil))
		assert.Equal(t, []board.UnitID{200}, q.ShadowsAt(sqs(t, "e5")[0], nil))
		assert.Equal(t, board.Black, q.SideToMove(), "a turn's single action")
		assert.Zero(t, q.WallOwner(sqs(t, "e8")[0]), "a shadow builds no wall")
	})
	assert.Equal(t, rep, p.RepetitionHash())
}

// TestShadowShipUnloadV8SHIP: V8-SHIP. A ShadowShip unloads as a Ship does
// (`sunload`), one unit a turn onto its 3x3 where no body, wall or tomb is,
// not while paralyzed; the normal `unload` is a body's.
func TestShadowShipUnloadV8SHIP(t *testing.T) {
	for _, tc := range []struct {
		name, pieces, special string
		sections              []string
		want                  []string
	}{
		{"V8-SHIP: a shadow passenger onto each square", "k@a1 K@p15", "sunload",
			[]string{"shadow:e5=s200", "gone:r60", "unit:60/parent=200/shadow"}, shadowShipAround("sunload", "1")},
		{"V8-SHIP: a normal passenger too", "k@a1 K@p15", "sunload",
			[]string{"shadow:e5=s200", "gone:n60", "unit:60/parent=200"}, shadowShipAround("sunload", "1")},
		{"V8-SHIP: two passengers, each numbered", "k@a1 K@p15", "sunload",
			[]string{"shadow:e5=s200", "gone:r60n61", "unit:60/parent=200/shadow,61/parent=200"},
			seqs(shadowShipAround("sunload", "1"), shadowShipAround("sunload", "2"))},
		{"V8-SHIP: a body, a wall and a tomb block a square", "k@a1 K@p15 P@d6 p@f4 P@h12", "sunload",
			[]string{"shadow:e5=s200", "gone:r60", "unit:60/parent=200/shadow", "wall:{h12}=e6", "tomb:f6=active/0/P70"},
			shadowShipAround("sunload", "1", "d6", "f4", "e6", "f6")},
		{"V8-SHIP: a paralyzed ShadowShip unloads nothing", "k@a1 K@p15", "sunload",
			[]string{"shadow:e5=s200", "gone:r60", "unit:60/parent=200/shadow,200/par=2"}, []string{}},
		{"V8-SHIP: an empty ShadowShip unloads nothing", "k@a1 K@p15", "sunload",
			[]string{"shadow:e5=s200"}, []string{}},
		{"V8-SHIP: the enemy's ShadowShip unloads nothing for White", "k@a1 K@p15", "sunload",
			[]string{"shadow:e5=S200", "gone:R60", "unit:60/parent=200/shadow"}, []string{}},
		{"V8-SHIP: a ShadowShip has no body's unload", "k@a1 K@p15", "unload",
			[]string{"shadow:e5=s200", "gone:r60", "unit:60/parent=200/shadow"}, []string{}},
		{"V8-SHIP: a Ship holding a shadow (de-shadowed) unloads it", "k@a1 K@p15 s@e5", "unload",
			[]string{"gone:r60", "unit:60/parent={e5}/shadow"}, shadowShipAround("unload", "1")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), tc.special, false))
		})
	}
}

// TestShadowShipUnloadMakeV8SHIP: V8-SHIP. An unloaded unit that boarded as
// a shadow lands as a shadow with its age and travel; one that boarded the
// ship before it was shadowed lands as a body; a de-shadowed Ship unloads
// a shadow as a shadow. Make and unmake restore position, hash and
// repetition key.
func TestShadowShipUnloadMakeV8SHIP(t *testing.T) {
	f6 := func(t *testing.T) board.Square { return sqs(t, "f6")[0] }
	for _, tc := range []struct {
		name, pieces, step string
		sections           []string
		check              func(t *testing.T, g *Game)
	}{
		{"V8-SHIP: a shadow lands as a shadow", "k@a1 K@p15", "e5!sunload-f6:1",
			[]string{"shadow:e5=s200", "gone:r60n61", "unit:60/parent=200/shadow/sage=2/strail=3,61/parent=200"},
			func(t *testing.T, g *Game) {
				q := g.Pos
				assert.Equal(t, []board.UnitID{60}, q.ShadowsAt(f6(t), nil))
				rook := q.Unit(60)
				assert.Equal(t, board.LocShadow, rook.Loc)
				assert.Zero(t, rook.Parent)
				assert.Equal(t, uint16(3), rook.ShadowTrail)
				assert.Equal(t, uint8(3), rook.ShadowAge, "on the board at its side's ply end, its age counts on")
				assert.Zero(t, q.BodyAt(f6(t)))
				assert.Equal(t, []board.UnitID{61}, q.Cargo(200, nil))
			}},
		{"V8-SHIP: a normal unit lands as a body", "k@a1 K@p15", "e5!sunload-f6:2",
			[]string{"shadow:e5=s200", "gone:r60n61", "unit:60/parent=200/shadow,61/parent=200"},
			func(t *testing.T, g *Game) {
				knight := bodyOn(t, g.Pos, "f6")
				assert.Equal(t, board.Knight, knight.Type)
				assert.False(t, knight.Has(board.StatusShadow))
				assert.Equal(t, []board.UnitID{60}, g.Pos.Cargo(200, nil))
			}},
		{"V8-SHIP: a de-shadowed Ship unloads a shadow as a shadow", "k@a1 K@p15 s@e5", "e5!unload-f6:1",
			[]string{"gone:r60", "unit:60/parent={e5}/shadow"},
			func(t *testing.T, g *Game) {
				assert.Equal(t, []board.UnitID{60}, g.Pos.ShadowsAt(f6(t), nil))
				assert.Zero(t, g.Pos.BodyAt(f6(t)))
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, tc.pieces, tc.sections...)
			rep := p.RepetitionHash()
			require.Contains(t, v8Specials(t, p, "", true), tc.step, "legal")
			v8MakeAndBack(t, p, tc.step, func(g *Game) {
				tc.check(t, g)
				assert.Equal(t, board.Black, g.Pos.SideToMove(), "a turn's single action")
			})
			assert.Equal(t, rep, p.RepetitionHash())
		})
	}
}

// TestShadowShipPositionV8SHIP: V8-SHIP. A shadow held in a ship is written
// as a removed unit with its parent and the flag shadow, and reads back the
// same (position, hash, repetition key); the flag on a removed unit outside
// a transport, or on a body, is refused.
func TestShadowShipPositionV8SHIP(t *testing.T) {
	in := v8Pos(t, "k@a1 K@p15", "shadow:e5=s200", "gone:r60n61", "unit:60/parent=200/sage=2/strail=3/shadow,61/parent=200")
	s := in.Format()
	assert.Contains(t, s, "60/parent=200/sage=2/strail=3/shadow")
	out, err := board.Parse(s)
	require.NoError(t, err)
	assert.Equal(t, s, out.Format())
	assert.True(t, in.Equal(out))
	assert.Equal(t, in.Hash(), out.Hash())
	assert.True(t, in.SameRepetitionKey(out))
	assert.True(t, out.Unit(60).Has(board.StatusShadow))
	assert.Equal(t, board.UnitID(200), out.Carrier(60))

	normal := v8Pos(t, "k@a1 K@p15", "shadow:e5=s200", "gone:r60n61", "unit:60/parent=200/sage=2/strail=3,61/parent=200")
	assert.NotEqual(t, in.Hash(), normal.Hash(), "a held shadow is not a held body")
	assert.False(t, in.SameRepetitionKey(normal))

	for _, bad := range []struct{ name, sections, msg string }{
		{"V8-SHIP: a removed shadow outside a ship", "gone:r60 unit:60/shadow", "in shadow form"},
		{"V8-SHIP: the flag on a body", "unit:{e5}/shadow", "shadow form is given by the shadow section"},
	} {
		t.Run(bad.name, func(t *testing.T) {
			_, err := board.Parse(lnFEN("k@a1 K@p15 s@e5", bad.sections, "variant:frozenchess8"))
			require.Error(t, err)
			assert.Contains(t, err.Error(), bad.msg)
		})
	}
}

// TestShadowShipImmortalV8SHIP: V8-SHIP ("cannot be captured"). An enemy
// shadow that reaches a ShadowShip does not capture it, as it captures a
// knight shadow there.
func TestShadowShipImmortalV8SHIP(t *testing.T) {
	for _, tc := range []struct {
		name, shadows string
		want          []string
	}{
		{"V8-SHIP: a ShadowShip is not captured", "shadow:e5=S200,e9=r201", []string{}},
		{"V8-SHIP: a knight shadow there is", "shadow:e5=N200,e9=r201", []string{"e9!scapture-e5:R"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, "k@a1 K@p15", tc.shadows), "scapture", false))
		})
	}
}

// TestShadowShipShadowingV8SHIP: V8-SHIP, V8-SHADOW. A loaded Ship that
// becomes a shadow keeps its cargo (a normal rook), which it then unloads
// as a ShadowShip, as a body; a normal unit no longer boards it. Make and
// unmake restore position, hash and repetition key.
func TestShadowShipShadowingV8SHIP(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p15 s@e5 n@d3", "gone:r60", "unit:60/parent={e5}")
	ship := p.BodyAt(sqs(t, "e5")[0])
	require.Contains(t, v8Specials(t, p, "board", false), "d3!board-e5")
	rep := p.RepetitionHash()
	v8MakeAndBack(t, p, "e5!shadow", func(g *Game) {
		q := g.Pos
		require.Equal(t, []board.UnitID{ship}, q.ShadowsAt(sqs(t, "e5")[0], nil))
		assert.Equal(t, ship, q.Carrier(60))
		white := board.MustParse(strings.Replace(q.Format(), " b ", " w ", 1)) // White's next turn
		assert.Contains(t, v8Specials(t, white, "sunload", false), "e5!sunload-f6:1")
		assert.Empty(t, v8Specials(t, white, "board", false), "a normal knight does not board a ShadowShip")
		v8MakeAndBack(t, white, "e5!sunload-f6:1", func(g *Game) {
			rook := bodyOn(t, g.Pos, "f6")
			assert.Equal(t, board.Rook, rook.Type)
			assert.False(t, rook.Has(board.StatusShadow), "it boarded as a body")
		})
	})
	assert.Equal(t, rep, p.RepetitionHash())
}
