package board

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// RelocateBodies (V13-ROTATE's bulk move) leaves the same position as
// lifting every body with RemoveBody and putting it down with PlaceBody:
// the same cells, square sets, hash, unit squares and clock sets, the last
// untouched rather than left and rejoined.
func TestRelocateBodiesEqualsRemoveAndPlace(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves [][2]string // from, to
	}{
		{name: "V13-ROTATE two pawns swap", fen: StartFEN, moves: [][2]string{{"c2", "d2"}, {"d2", "c2"}}},
		{name: "V13-ROTATE a 2x2 block turns 90 degrees", fen: StartFEN,
			moves: [][2]string{{"b2", "b3"}, {"b3", "c3"}, {"c3", "c2"}, {"c2", "b2"}}},
		{name: "V13-ROTATE bodies onto empty squares", fen: StartFEN, moves: [][2]string{{"e2", "e5"}, {"f2", "f6"}}},
		{name: "V13-ROTATE units with idle counts keep their clock sets",
			fen:   "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r6k7r w unit:1/idle=3,2/idle=5",
			moves: [][2]string{{"a1", "b2"}, {"p1", "o3"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bulk := MustParse(tt.fen)
			single := bulk.Clone()
			var moves []Relocation
			var ids []UnitID
			for _, m := range tt.moves {
				from, err := ParseSquare(m[0])
				require.NoError(t, err)
				to, err := ParseSquare(m[1])
				require.NoError(t, err)
				moves = append(moves, Relocation{From: from, To: to})
				id, err := single.RemoveBody(from)
				require.NoError(t, err)
				ids = append(ids, id)
			}
			for i, m := range moves {
				require.NoError(t, single.PlaceBody(m.To, ids[i]))
			}
			require.NoError(t, bulk.RelocateBodies(moves))
			assert.Empty(t, bulk.Diff(single))
			assert.Equal(t, single.Hash(), bulk.Hash())
			assert.Equal(t, bulk.ComputeHash(), bulk.Hash())
			assert.NoError(t, bulk.Validate())
			for i, m := range moves {
				assert.Equal(t, ids[i], bulk.BodyAt(m.To), "body on %s", m.To)
				assert.Equal(t, m.To, bulk.Unit(ids[i]).Square)
			}
			assert.Equal(t, single.Format(), bulk.Format())
		})
	}
}

// RelocateBodies refuses a start without a body, a start named twice and
// a destination another body keeps, and changes nothing then.
func TestRelocateBodiesRefuses(t *testing.T) {
	sq := func(s string) Square {
		v, err := ParseSquare(s)
		require.NoError(t, err)
		return v
	}
	tests := []struct {
		name  string
		moves []Relocation
	}{
		{name: "no body on the start", moves: []Relocation{{From: sq("e5"), To: sq("e6")}}},
		{name: "a start named twice", moves: []Relocation{{From: sq("e2"), To: sq("e5")}, {From: sq("e2"), To: sq("e6")}}},
		{name: "a destination kept by a body that does not move", moves: []Relocation{{From: sq("e2"), To: sq("f2")}}},
		{name: "two bodies to one square", moves: []Relocation{{From: sq("e2"), To: sq("e5")}, {From: sq("f2"), To: sq("e5")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := StartPosition()
			before := p.Clone()
			assert.Error(t, p.RelocateBodies(tt.moves))
			assert.Empty(t, p.Diff(before))
			assert.Equal(t, before.Hash(), p.Hash())
		})
	}
}

// TurnedSquare turns a block's squares as the rule says, quarter by
// quarter clockwise ((x, y) in the block to (y, n-1-x)), for every block
// size and angle, and the orbits of a quarter turn hold every square of
// the block once but the centre of an odd one (V13-ROTATE).
func TestTurnedSquareFollowsTheRule(t *testing.T) {
	corner := NewSquare(3, 4)
	for n := 2; n <= MaxTurnBlock; n++ {
		seen := map[uint8]int{}
		for _, o := range turnOrbits[n] {
			for k, off := range o {
				seen[off]++
				sq := corner + Square(off)
				assert.Equal(t, corner+Square(o[(k+1)&3]), TurnedSquare(sq, corner, n, 1), "n %d: orbit %v", n, o)
			}
		}
		want := n * n
		if n%2 == 1 {
			want-- // the centre
		}
		assert.Len(t, seen, want, "n %d: orbit squares", n)
		for x := range n {
			for y := range n {
				sq := NewSquare(corner.File()+x, corner.Rank()+y)
				tx, ty := x, y
				for q := range 5 {
					assert.Equal(t, NewSquare(corner.File()+tx, corner.Rank()+ty), TurnedSquare(sq, corner, n, q), "n %d q %d (%d,%d)", n, q, x, y)
					tx, ty = ty, n-1-tx
				}
			}
		}
	}
}

// turnFixture is the start position with something of every kind on the
// 4x4 block b2-e5 (V13-ROTATE-CONTENT): bodies (one with bind links), a
// shadow under a body, a level raised and one lowered, walls of one owner
// whose list runs in and out of the block, a tomb with a queue, a trap
// and a distract marker with its direction.
func turnFixture(t *testing.T) (p *Position, wallOwner UnitID) {
	t.Helper()
	sq := func(s string) Square {
		v, err := ParseSquare(s)
		require.NoError(t, err)
		return v
	}
	p = StartPosition()
	wallOwner = p.BodyAt(sq("h2"))
	require.NotZero(t, wallOwner)
	require.NoError(t, p.SetLevel(sq("e5"), -2))
	require.NoError(t, p.SetLevel(sq("c3"), 3))
	for _, w := range []string{"g6", "b5", "h6", "d5"} { // the list: d5, h6, b5, g6
		require.NoError(t, p.SetWall(sq(w), wallOwner))
	}
	dead, err := p.RemoveBody(sq("i2"))
	require.NoError(t, err)
	require.NoError(t, p.AddTomb(sq("c5"), TombOpen))
	require.NoError(t, p.TombPush(sq("c5"), dead))
	shadow, err := p.RemoveBody(sq("j2"))
	require.NoError(t, err)
	require.NoError(t, p.SetField(shadow, FStatus, uint32(StatusShadow)))
	require.NoError(t, p.AddShadow(sq("c2"), shadow))
	require.NoError(t, p.SetField(p.BodyAt(sq("d2")), FBind, 1<<East))
	require.NoError(t, p.SetField(p.BodyAt(sq("e2")), FBind, 1<<West))
	require.NoError(t, p.AddMarker(Marker{Kind: MarkTrap, Square: sq("e4"), Owner: wallOwner}))
	require.NoError(t, p.AddMarker(Marker{Kind: MarkDistract, Square: sq("b4"), Owner: wallOwner, Dir: East}))
	require.NoError(t, p.Validate())
	return p, wallOwner
}

// TurnBlock (V13-ROTATE-CONTENT) moves everything on the block to the
// square its turn sends it to, turning facings, bind links and marker
// directions, keeps the position valid and its hash incremental, leaves
// the squares outside alone, records what it changed, and TurnBlockBack
// gives the position back exactly: the same hash, the same wall list
// order and marker order (storage the format does not show).
func TestTurnBlockMovesEverythingAndBack(t *testing.T) {
	corner, n := NewSquare(1, 1), 4
	block := BlockSquares(corner, n)
	for q := 1; q <= 3; q++ {
		p, owner := turnFixture(t)
		before := p.Clone()
		walls := p.WallSquares(owner, nil)
		markers := slices.Clone(p.Markers())
		p.TakeChanges()
		hash, tied := p.TurnBlock(corner, n, q)
		assert.False(t, tied, "q %d: no syzygy, no box", q)
		require.NoError(t, p.Validate(), "q %d", q)
		require.Equal(t, p.ComputeHash(), p.Hash(), "q %d", q)
		assert.Equal(t, before.Hash()^hash, p.Hash(), "q %d: the change it returns", q)
		changes, _ := p.TakeChanges()
		for sq := range Square(NumSquares - 1) {
			if !block.Has(sq) {
				was, now := before.Cell(sq), p.Cell(sq)
				was.WallLink, now.WallLink = 0, 0 // a link into the block names the turned square (below)
				assert.Equal(t, was, now, "q %d: %s outside the block", q, sq)
				continue
			}
			to := TurnedSquare(sq, corner, n, q)
			was, now := before.Cell(sq), p.Cell(to)
			assert.Equal(t, was.Body, now.Body, "q %d: body %s to %s", q, sq, to)
			assert.Equal(t, was.Shadows, now.Shadows, "q %d: shadows %s to %s", q, sq, to)
			assert.Equal(t, was.Wall, now.Wall, "q %d: wall %s to %s", q, sq, to)
			assert.Equal(t, was.Level, now.Level, "q %d: level %s to %s", q, sq, to)
			assert.Equal(t, was.Features, now.Features, "q %d: features %s to %s", q, sq, to)
			assert.Equal(t, before.TombQueue(sq, nil), p.TombQueue(to, nil), "q %d: tomb queue %s to %s", q, sq, to)
			if was.Body != 0 {
				u := p.Unit(was.Body)
				assert.Equal(t, to, u.Square, "q %d: unit on %s", q, sq)
				assert.Equal(t, (before.Unit(was.Body).Facing+Dir(2*q))&7, u.Facing, "q %d: facing of %s", q, sq)
				assert.True(t, changes.Units.Has(was.Body), "q %d: unit on %s recorded", q, sq)
			}
			if was.Body|was.Shadows|was.Wall != 0 || was.Level != 0 || was.Features != 0 {
				assert.True(t, changes.Squares.Has(sq) && changes.Squares.Has(to), "q %d: %s and %s recorded", q, sq, to)
			}
		}
		var turnedWalls []Square // the list in its order, through the turned squares
		for _, w := range walls {
			if block.Has(w) {
				w = TurnedSquare(w, corner, n, q)
			}
			turnedWalls = append(turnedWalls, w)
		}
		assert.Equal(t, turnedWalls, p.WallSquares(owner, nil), "q %d: the wall list", q)
		for _, m := range markers {
			want := m
			want.Square = TurnedSquare(m.Square, corner, n, q)
			if m.Kind == MarkDistract {
				want.Dir = (m.Dir + Dir(2*q)) & 7
			}
			assert.Contains(t, p.Markers(), want, "q %d", q)
		}
		p.TurnBlockBack(corner, n, q, hash)
		require.NoError(t, p.Validate(), "q %d back", q)
		assert.Empty(t, p.Diff(before), "q %d back", q)
		assert.Equal(t, before.Hash(), p.Hash(), "q %d back", q)
		assert.Equal(t, walls, p.WallSquares(owner, nil), "q %d back: the wall list in its order", q)
		assert.Equal(t, markers, p.Markers(), "q %d back: the markers in their order", q)
		for sq := range Square(NumSquares - 1) {
			assert.Equal(t, before.Cell(sq), p.Cell(sq), "q %d back: %s", q, sq)
		}
	}
}

// TurnBlock reports a unit in syzygy or boxed on the block (tied), whose
// partner and distance are the rules' (movegen's Rotate).
func TestTurnBlockReportsTiedUnits(t *testing.T) {
	for _, f := range []struct {
		name  string
		field Field
		value uint32
	}{{"V13-SYZYGY", FSyzygy, 0}, {"V13-UNBOX", FStatus, uint32(StatusBoxed)}} {
		p := StartPosition()
		a, b := p.BodyAt(NewSquare(2, 1)), p.BodyAt(NewSquare(12, 1))
		if f.field == FSyzygy {
			require.NoError(t, p.SetField(a, FSyzygy, uint32(b)))
			require.NoError(t, p.SetField(b, FSyzygy, uint32(a)))
		} else {
			require.NoError(t, p.SetField(a, f.field, f.value))
		}
		_, tied := p.TurnBlock(NewSquare(1, 1), 3, 1)
		assert.True(t, tied, f.name)
		_, tied = p.TurnBlock(NewSquare(6, 1), 3, 1)
		assert.False(t, tied, f.name+": a block without one")
	}
}
