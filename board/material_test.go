package board_test

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Test positions are in the engine's position format (docs/position-format.md):
// rank 16 first, upper case = Black, lower case = White, board units numbered
// 1..N in reading order (a16 first). Square colours (V13-COLOR, Q14): a1 is
// dark, a square is dark iff file+rank (both 1-based) is even; White's colour
// is light, Black's dark.

// kingsOnly is the empty board with the kings on i16 (Black, id 1) and i1
// (White, id 2). i16 is light (9+16 odd) and i1 dark (9+1 even), so neither
// king is on its own colour; both are on their own back rank (no rank bonus):
// each side has 25.
const kingsOnly = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w"

func parse(t *testing.T, fen string) *board.Position {
	t.Helper()
	p, err := board.Parse(fen)
	require.NoError(t, err, fen)
	return p
}

func sq(t *testing.T, name string) board.Square {
	t.Helper()
	s, err := board.ParseSquare(name)
	require.NoError(t, err)
	return s
}

// one is the one-square area of the named square.
func one(t *testing.T, name string) board.Rect { return board.Block(sq(t, name), 1) }

// TestBaseValues_V13ValueTable_V13ValueMissing pins every type's base value:
// the table of lines 1060-1066 and the rulings for the missing ones.
func TestBaseValues_V13ValueTable_V13ValueMissing(t *testing.T) {
	cases := []struct {
		typ  board.UnitType
		want int
		id   string
	}{
		{board.Pawn, 1, "V13-VALUE-TABLE"},
		{board.Nightrider, 5, "V13-VALUE-TABLE"},
		{board.Frog, 5, "V13-VALUE-TABLE"},
		{board.Crossbowman, 8, "V13-VALUE-TABLE"},
		{board.Jester, 8, "V13-VALUE-TABLE"},
		{board.Cannon, 8, "V13-VALUE-TABLE"},
		{board.Assassin, 10, "V13-VALUE-TABLE"},
		{board.Queen, 10, "V13-VALUE-TABLE"},
		{board.Chancellor, 10, "V13-VALUE-TABLE"},
		{board.Dragon, 12, "V13-VALUE-TABLE"},
		{board.Templar, 12, "V13-VALUE-TABLE"},
		{board.Rook, 12, "V13-VALUE-TABLE"},
		{board.King, 25, "V13-VALUE-TABLE"},
		{board.Knight, 5, "V13-VALUE-MISSING"},
		{board.Bishop, 8, "V13-VALUE-MISSING"},
		{board.Egg, 1, "V13-VALUE-MISSING"},
		{board.QueenShadow, 0, "V13-VALUE-MISSING"},
		{board.Illusion, 0, "V13-VALUE-MISSING"},
		{board.NoType, 0, "no type"},
		{board.NumTypes, 0, "out of range"},
	}
	for _, c := range cases {
		t.Run(c.id+"/"+c.typ.String(), func(t *testing.T) {
			assert.Equal(t, c.want, board.BaseValue(c.typ))
		})
	}
	for typ := board.Pawn; typ <= board.Illusion; typ++ { // 13.0's types
		if !typ.IsToken() {
			assert.Positive(t, board.BaseValue(typ), "%s has no value", typ)
		}
	}
}

// TestStartMaterial_V13ValueFormula derives the start position's material by
// hand from V13-VALUE-FORMULA.
//
// White, rank 1 (d = 1, rank bonus 0): r j a o t d c q k c d t o a j r has
// base 12+8+10+8+12+12+10+10+25+10+12+12+8+10+8+12 = 179. The light squares
// of rank 1 are the even files (b d f h j l n p: file+1 odd), holding
// J O D Q C T A R = 8+8+12+10+10+12+10+12 = 82, doubled by Color Force: +82.
// Rank 1 = 261.
//
// White, rank 2 (d = 2, bonus 1 each, +16): r l f n f x b j j b x f n f l r
// has base 112; the light squares are the odd files (a c e g i k m o),
// holding R F F B J X N L = 12+5+5+8+8+8+5+5 = 56, doubled: +56. Rank 2 =
// 112 + 56 + 16 = 184.
//
// White, rank 3 (d = 3, bonus 1): 16 pawns = 16, 8 on light squares (even
// files) +8, bonus +16: 40. Rank 4 (d = 4, bonus 2): 16 + 8 + 32 = 56.
//
// White total = 261 + 184 + 40 + 56 = 541.
//
// Black mirrors White across the horizontal midline: the White unit on
// (file f, rank r) faces the same Black type on (f, 17-r). The colour of
// (f, 17-r) has parity f+17-r = (f+r) + (17-2r), and 17-2r is odd, so the
// mirror square always has the other colour: a White unit on light (its
// colour) faces a Black unit on dark (its colour), and Color Force doubles
// the same units. Black's d = 17 - rank equals White's d on the mirror
// square, so the rank bonuses agree too, and Black also has 541. (A
// 180-degree rotation (17-f, 17-r) would keep the colour and break this.)
func TestStartMaterial_V13ValueFormula(t *testing.T) {
	p := board.StartPosition()
	assert.Equal(t, [2]int{541, 541}, board.Material(p, board.WholeBoard))
	rank := func(r int) board.Rect { return board.Rect{0, r - 1, 15, r - 1} }
	for _, c := range []struct {
		rank  int
		white int
		black int
	}{
		{1, 261, 0}, {2, 184, 0}, {3, 40, 0}, {4, 56, 0},
		{13, 0, 56}, {14, 0, 40}, {15, 0, 184}, {16, 0, 261},
	} {
		assert.Equal(t, [2]int{c.white, c.black}, board.Material(p, rank(c.rank)), "rank %d", c.rank)
	}
	assert.Equal(t, [2]int{25, 25}, board.Material(parse(t, kingsOnly), board.WholeBoard))
}

// TestColorForce_V13ValueColorForce: a unit on its own side's colour counts
// its base twice (White = light, Black = dark, a1 dark).
// V13-VALUE-COLORFORCE
func TestColorForce_V13ValueColorForce(t *testing.T) {
	cases := []struct {
		name   string
		fen    string
		square string
		want   [2]int
	}{
		// White rook on rank 4: d = 4, bonus 2.
		{"white rook on dark d4", "8K7/16/16/16/16/16/16/16/16/16/16/16/3r12/16/16/8k7 w", "d4", [2]int{12 + 2, 0}},
		{"white rook on light e4 doubles", "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w", "e4", [2]int{24 + 2, 0}},
		// Black rook on rank 4: d = 17-4 = 13, bonus 6.
		{"black rook on dark d4 doubles", "8K7/16/16/16/16/16/16/16/16/16/16/16/3R12/16/16/8k7 w", "d4", [2]int{0, 24 + 6}},
		{"black rook on light e4", "8K7/16/16/16/16/16/16/16/16/16/16/16/4R11/16/16/8k7 w", "e4", [2]int{0, 12 + 6}},
		// Queens: h1 is light (8+1 odd), h16 dark (8+16 even): each queen on her own colour.
		{"white queen h1", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/7qk7 w", "h1", [2]int{20, 0}},
		{"black queen h16", "7QK7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w", "h16", [2]int{0, 20}},
		// A king on its own colour: j1 is light (10+1 odd).
		{"white king j1", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/9k6 w", "j1", [2]int{50, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, c.fen)
			assert.Equal(t, c.want, board.Material(p, one(t, c.square)))
		})
	}
}

// TestRankBonus_V13ValueRank: floor(d/2) with d counted 1..16 from the
// unit's own back rank: 0 on the own back rank, 4 on rank 8 for White (d 8)
// and Black (d 9), 8 on the far rank. Rooks on the a-file and b-file cover
// both colours.
func TestRankBonus_V13ValueRank(t *testing.T) {
	cases := []struct {
		letter string
		square string
		want   int
	}{
		// White: d = rank.
		{"r", "a1", 12},      // dark, d 1: 12 + 0
		{"r", "b1", 24},      // light (own): 24 + 0
		{"r", "a8", 24 + 4},  // light: d 8
		{"r", "b8", 12 + 4},  // dark
		{"r", "a16", 24 + 8}, // light: d 16
		{"r", "b16", 12 + 8}, // dark
		// Black: d = 17 - rank.
		{"R", "a16", 12},    // light (1+16 odd), d 1
		{"R", "b16", 24},    // dark (own)
		{"R", "a8", 12 + 4}, // light, d 9
		{"R", "b8", 24 + 4}, // dark
		{"R", "a1", 24 + 8}, // dark, d 16
		{"R", "b1", 12 + 8}, // light
	}
	for _, c := range cases {
		t.Run(c.letter+"@"+c.square, func(t *testing.T) {
			p := parse(t, kingsOnly)
			typ, side, ok := board.TypeFromLetter(c.letter[0])
			require.True(t, ok)
			id, err := p.NewUnit(typ, side)
			require.NoError(t, err)
			require.NoError(t, p.PlaceBody(sq(t, c.square), id))
			fen := p.Format()
			got := board.Material(p, one(t, c.square))
			assert.Equal(t, c.want, got[side], fen)
			assert.Zero(t, got[side.Other()], fen)
		})
	}
}

// TestShadowValue_V13ValueShadow: a shadow counts floor(base/3)+1, gets no
// rank bonus, and Color Force still doubles it (ruling).
// V13-VALUE-SHADOW
func TestShadowValue_V13ValueShadow(t *testing.T) {
	const kings = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w "
	cases := []struct {
		name   string
		shadow string
		square string
		want   [2]int
	}{
		{"black nightrider on light e4", "shadow:e4=N50", "e4", [2]int{0, 5/3 + 1}},               // 2
		{"black nightrider on dark d4", "shadow:d4=N50", "d4", [2]int{0, (5/3 + 1) * 2}},          // 4
		{"white queen on light e4", "shadow:e4=q50", "e4", [2]int{(10/3 + 1) * 2, 0}},             // 8
		{"white queen on dark d4", "shadow:d4=q50", "d4", [2]int{10/3 + 1, 0}},                    // 4
		{"white rook far rank a16, no bonus", "shadow:a16=r50", "a16", [2]int{(12/3 + 1) * 2, 0}}, // 10, not 10+8
		{"black rook far rank a1, no bonus", "shadow:a1=R50", "a1", [2]int{0, (12/3 + 1) * 2}},    // 10
		{"white pawn b1", "shadow:b1=p50", "b1", [2]int{(1/3 + 1) * 2, 0}},                        // 2
		{"white assassin c3", "shadow:c3=a50", "c3", [2]int{10/3 + 1, 0}},                         // c3 dark: 4
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, kings+c.shadow)
			assert.Equal(t, c.want, board.Material(p, one(t, c.square)))
		})
	}
	// A shadow sharing its square with a body: both count.
	p := parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w shadow:e4=N50")
	assert.Equal(t, [2]int{24 + 2, 2}, board.Material(p, one(t, "e4")))
}

// TestExclusions_V13ValueExclude: paralyzed and syzygy-locked units,
// Illusions and inactive monads are not counted; an active monad counts as
// a shadow; a Queen's Shadow token is worth 0 with no rank bonus; dead and
// removed units are not on the board.
func TestExclusions_V13ValueExclude(t *testing.T) {
	// Board ids: K i16 = 1, then the units listed, then k i1 last.
	cases := []struct {
		name string
		fen  string
		want [2]int
	}{
		{"free rook e4 counts", "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w", [2]int{25 + 26, 25}},
		{"paralyzed rook", "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/par=1", [2]int{25, 25}},
		{"paralyzed pawn (par=3, enemy effect)", "8K7/16/16/16/16/16/16/16/16/16/16/16/4p11/16/16/8k7 w unit:2/par=3/paro=2", [2]int{25, 25}},
		// Syzygy (V13-SYZYGY-ROTATE): Black rook l13 (2) and White rook e4 (3) locked, both lost.
		{"syzygy pair", "8K7/16/16/11R4/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/syz=3,3/syz=2", [2]int{25, 25}},
		{"illusion", "8K7/16/16/16/16/16/16/16/16/16/16/16/4i11/16/16/8k7 w", [2]int{25, 25}},
		{"black illusion", "8K7/16/16/16/16/16/16/16/16/16/16/16/3I12/16/16/8k7 w", [2]int{25, 25}},
		// Queen's Shadow token: 0, no rank bonus even on the far rank and own colour.
		{"token far rank", "S7K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w", [2]int{25, 25}},
		{"white token a16", "s7K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w", [2]int{25, 25}},
		// Monads are shadows: the White shadow queen 3 on e4 (light, own) is worth 8.
		{"shadow queen", kingsOnly + " shadow:e4=q3", [2]int{25 + 8, 25}},
		{"inactive monad", kingsOnly + " shadow:e4=q3 unit:3/monad/prog=+1+1", [2]int{25, 25}},
		{"active monad", kingsOnly + " shadow:e4=q3 unit:3/monad/active/prog=+1+1", [2]int{25 + 8, 25}},
		{"paralyzed shadow", kingsOnly + " shadow:e4=q3 unit:3/par=2", [2]int{25, 25}},
		// Dead (in a tomb) and removed units are not counted.
		{"tomb and gone", kingsOnly + " tomb:d8=active/0/P5r6 gone:S7", [2]int{25, 25}},
		// Egg: base 1. E on c13 (Black, dark (3+13 even) = own, d = 4): 2 + 2 = 4.
		{"black egg", "8K7/16/16/2E13/16/16/16/16/16/16/16/16/16/16/16/8k7 w", [2]int{25, 25 + 4}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, c.fen)
			assert.Equal(t, c.want, board.Material(p, board.WholeBoard))
		})
	}
}

// TestFuseBonus_V13ValueFuse: every member of a stack is valued on its own,
// and a stack of 2+ counted members adds its counted member count.
// V13-VALUE-FUSE
func TestFuseBonus_V13ValueFuse(t *testing.T) {
	// e4 is light (White's colour), d = 4, bonus 2: rook 26, nightrider 12, frog 12.
	// Ids: K = 1, stack members 2, 3 (, 4), k last.
	cases := []struct {
		name string
		fen  string
		want [2]int
	}{
		{"rook + nightrider", "8K7/16/16/16/16/16/16/16/16/16/16/16/4(rn)11/16/16/8k7 w", [2]int{26 + 12 + 2, 0}},
		{"rook + nightrider + frog", "8K7/16/16/16/16/16/16/16/16/16/16/16/4(rnf)11/16/16/8k7 w", [2]int{26 + 12 + 12 + 3, 0}},
		{"paralyzed member: 1 counted, no bonus", "8K7/16/16/16/16/16/16/16/16/16/16/16/4(rn)11/16/16/8k7 w unit:3/par=2", [2]int{26, 0}},
		{"3-stack with one paralyzed member", "8K7/16/16/16/16/16/16/16/16/16/16/16/4(rnf)11/16/16/8k7 w unit:3/par=2", [2]int{26 + 12 + 2, 0}},
		// Black stack on c13 (dark, Black's own; d = 4, bonus 2): rook 26, frog 12.
		{"black rook + frog", "8K7/16/16/2(RF)13/16/16/16/16/16/16/16/16/16/16/16/8k7 w", [2]int{0, 26 + 12 + 2}},
		// Two eggs fused: 1 each, e4 light is not Black's: (1+6)*2 + 2.
		{"black eggs", "8K7/16/16/16/16/16/16/16/16/16/16/16/4(EE)11/16/16/8k7 w", [2]int{0, 7 + 7 + 2}},
		// A shadow stack (frog + pawn) on e4: frog (5/3+1)*2 = 4, pawn (1/3+1)*2 = 2, bonus 2.
		{"shadow stack", kingsOnly + " shadow:e4=(f3p4)", [2]int{4 + 2 + 2, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := parse(t, c.fen)
			assert.Equal(t, c.want, add(board.Material(p, one(t, "e4")), board.Material(p, one(t, "c13"))))
		})
	}
}

// TestBoxedUnit_V13ValueMissing: a boxed unit counts as its contents
// (ruling of V13-VALUE-MISSING).
func TestBoxedUnit_V13ValueMissing(t *testing.T) {
	free := parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w")
	boxed := parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/btrail=3/box")
	require.True(t, boxed.Unit(2).Has(board.StatusBoxed))
	assert.Equal(t, [2]int{25 + 26, 25}, board.Material(boxed, board.WholeBoard))
	assert.Equal(t, board.Material(free, board.WholeBoard), board.Material(boxed, board.WholeBoard))
	// A boxed but paralyzed unit still does not count.
	boxedPar := parse(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/4r11/16/16/8k7 w unit:2/par=1/box")
	assert.Equal(t, [2]int{25, 25}, board.Material(boxedPar, board.WholeBoard))
}

// TestMaterialArea_V13Rotate: board.Material over a sub-area, as Rotate uses it
// (Rotate's majority count; V13-ROTATE-SIZE), and the clipping of out-of-board bounds.
func TestMaterialArea_V13Rotate(t *testing.T) {
	p := board.StartPosition()
	cases := []struct {
		name string
		area board.Rect
		want [2]int
	}{
		// b2-c3: rank 2 b2 knight (dark, 5+1), c2 frog (light, 10+1); rank 3
		// b3 pawn (light, 2+1), c3 pawn (dark, 1+1).
		{"2x2 block b2", board.Block(sq(t, "b2"), 2), [2]int{6 + 11 + 3 + 2, 0}},
		// b12-c13 holds Black pawns on b13 (dark, own: 2 + floor(4/2)) and c13
		// (light: 1 + 2) only.
		{"2x2 block b12", board.Block(sq(t, "b12"), 2), [2]int{0, 4 + 3}},
		{"empty middle", board.Rect{0, 4, 15, 11}, [2]int{0, 0}},
		{"clipped to whole board", board.Rect{-5, -5, 100, 100}, [2]int{541, 541}},
		{"empty rect", board.Rect{5, 5, 4, 4}, [2]int{0, 0}},
		{"lower half", board.Rect{0, 0, 15, 7}, [2]int{541, 0}},
		{"upper half", board.Rect{0, 8, 15, 15}, [2]int{0, 541}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, board.Material(p, c.area))
		})
	}
	// Any split of the board adds up (V13-300-RULE uses the whole board).
	left, right := board.Material(p, board.Rect{0, 0, 6, 15}), board.Material(p, board.Rect{7, 0, 15, 15})
	assert.Equal(t, board.Material(p, board.WholeBoard), add(left, right))

	assert.True(t, board.WholeBoard.Contains(sq(t, "p16")))
	assert.False(t, board.Block(sq(t, "b2"), 2).Contains(sq(t, "d2")))
	assert.True(t, board.Block(sq(t, "b2"), 2).Contains(sq(t, "c3")))
}

// TestRotatableBlock_V13RotateSize: 2x2 to 8x8, never touching the edge.
func TestRotatableBlock_V13RotateSize(t *testing.T) {
	cases := []struct {
		corner string
		n      int
		want   bool
	}{
		{"b2", 2, true}, {"b2", 8, true}, {"h8", 8, true}, {"i9", 8, false}, // i9+8 reaches p16
		{"b2", 1, false}, {"b2", 9, false}, {"a2", 2, false}, {"b1", 2, false},
		{"n14", 2, true}, {"o14", 2, false}, {"n15", 2, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, board.RotatableBlock(board.Block(sq(t, c.corner), c.n)), "%s %d", c.corner, c.n)
	}
	assert.False(t, board.RotatableBlock(board.Rect{1, 1, 3, 2}), "not square")
	assert.False(t, board.RotatableBlock(board.WholeBoard))
}

// TestUnitValueFormula_V13ValueFormula checks board.UnitValue directly against
// the formula for every type, side, form and square.
func TestUnitValueFormula_V13ValueFormula(t *testing.T) {
	for typ := board.Pawn; typ <= board.Illusion; typ++ { // 13.0's types
		for _, side := range []board.Side{board.White, board.Black} {
			for _, shadow := range []bool{false, true} {
				for s := range board.NumSquares {
					sqr := board.Square(s)
					u := board.Unit{Type: typ, Side: side}
					if shadow {
						u.Status = board.StatusShadow
					}
					base := board.BaseValue(typ)
					want := 0
					if base > 0 {
						v := base
						if shadow {
							v = base/3 + 1
						}
						light := (sqr.File()+1+sqr.Rank()+1)%2 == 1
						if (side == board.White) == light {
							v *= 2
						}
						d := sqr.Rank() + 1
						if side == board.Black {
							d = 17 - (sqr.Rank() + 1)
						}
						if !shadow {
							v += d / 2
						}
						want = v
					}
					require.Equal(t, want, board.UnitValue(&u, sqr), "%s %s shadow=%v %s", side, typ, shadow, sqr)
				}
			}
		}
	}
}

// TestMaterialNoAllocs: board.Material allocates nothing (it runs inside Rotate's
// legality test and the search).
func TestMaterialNoAllocs(t *testing.T) {
	p := board.StartPosition()
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = board.Material(p, board.WholeBoard) }))
}

// add sums two per-side totals.
func add(a, b [2]int) [2]int { return [2]int{a[0] + b[0], a[1] + b[1]} }
