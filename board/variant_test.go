package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantsByName: the UCI_Variant names find their variants, in order,
// and an unknown name finds none.
func TestVariantsByName(t *testing.T) {
	require.Equal(t, []string{"frozenchess", "frozenchess8", "frozenchess12a", "frozenchess12b", "frozenchess12c"}, VariantNames())
	for i, v := range Variants() {
		assert.Equal(t, uint8(i), v.Index, v.Name)
		got, ok := VariantByName(v.Name)
		require.True(t, ok, v.Name)
		assert.Same(t, v, got)
	}
	_, ok := VariantByName("chess")
	assert.False(t, ok)
	assert.Less(t, int(numVariantMechanics), 128, "the variant layer's switches stay below the 8.0 rules' block")
}

// TestVariantLetters: each variant's letters read back as their types,
// both cases, and a letter of another variant's type is refused.
func TestVariantLetters(t *testing.T) {
	for _, v := range Variants() {
		for ty := Pawn; ty < NumTypes; ty++ {
			if !v.Roster.Has(ty) {
				assert.Equal(t, byte('?'), v.LetterFor(ty, White), "%s: %s", v.Name, ty)
				continue
			}
			for _, s := range []Side{White, Black} {
				got, side, ok := v.TypeFromLetter(v.LetterFor(ty, s))
				require.True(t, ok, "%s: %s", v.Name, ty)
				assert.Equal(t, ty, got)
				assert.Equal(t, s, side)
			}
		}
	}
	// The 13.0 roster is Types, the letters TypeFromLetter reads.
	for c := byte(0); c < 128; c++ {
		t1, s1, ok1 := TypeFromLetter(c)
		t2, s2, ok2 := FrozenChess.TypeFromLetter(c)
		assert.Equal(t, []any{t1, s1, ok1}, []any{t2, s2, ok2}, "%q", c)
	}
}

// TestVariantMechanics: Has reads the set; 13.0 has every switch of the
// variant layer but the 8.0-only ones.
func TestVariantMechanics(t *testing.T) {
	for m := MechBase; m < numVariantMechanics; m++ {
		eightOnly := m == MechMultimoveInTomb || m == MechFirstMovePawn || m == MechValueHeldUncounted
		assert.Equal(t, !eightOnly, FrozenChess.Has(m), m.String())
		assert.NotContains(t, m.String(), "Mechanic(", "every switch has a name")
	}
	assert.True(t, FrozenChess8.Has(MechBase))
	var s Mechanics
	s.Set(MechTombRot, Mechanic(200))
	assert.True(t, s.Has(Mechanic(200)))
	assert.True(t, s.Has(MechTombRot))
	s.Clear(MechTombRot)
	assert.False(t, s.Has(MechTombRot))
}

// TestVariantPositions: a position keeps its variant through parse, format,
// copies and Equal; the variant section is written only for a variant
// other than the default, and a bad name is a clear error.
func TestVariantPositions(t *testing.T) {
	p := StartPosition()
	assert.Same(t, FrozenChess, p.Variant)
	assert.NotContains(t, p.Format(), "variant:")
	assert.Same(t, FrozenChess, New().Variant)

	p8 := StartPositionOf(FrozenChess8)
	assert.Same(t, FrozenChess8, p8.Variant)
	assert.Equal(t, StartFEN8, p8.Format())
	assert.Same(t, FrozenChess8, p8.Clone().Variant)
	var q Position
	q.CopyFrom(p8)
	assert.Same(t, FrozenChess8, q.Variant)
	assert.False(t, p8.Equal(StartPosition()))
	assert.Contains(t, p8.Diff(StartPosition()), "variant")

	// A string without a variant section is read in the caller's variant.
	board8 := StartFEN8[:len(StartFEN8)-len(" variant:frozenchess8")]
	got, err := ParseIn(FrozenChess8, board8)
	require.NoError(t, err)
	assert.True(t, got.Equal(p8))
	_, err = Parse(board8) // 13.0 has no Z (8.0's Cannon)
	assert.ErrorContains(t, err, "not a unit letter of FrozenChess 13.0")

	_, err = Parse("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w variant:chess")
	assert.EqualError(t, err, `position: variant: "chess": unknown variant (variants: frozenchess frozenchess8 frozenchess12a frozenchess12b frozenchess12c)`)
	_, err = Parse("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w variant:frozenchess")
	assert.NoError(t, err, "the default may be named")
}

// TestV8StartV8START: the 8.0 start of 001:5-19: 64 units a side, White
// (lower case) on ranks 1-4 by the row's ruling, the same file order on
// both sides, queen h and king i, White to move.
func TestV8StartV8START(t *testing.T) {
	p := StartPositionOf(FrozenChess8)
	require.NoError(t, p.Validate())
	assert.Equal(t, White, p.SideToMove())
	back, second := "RNBDJCTQKTCJDBNR", "LFXASOZMMZOSAXFL"
	for f := range Files {
		for _, c := range []struct {
			rank int
			side Side
			want byte
		}{{15, Black, back[f]}, {14, Black, second[f]}, {0, White, back[f]}, {1, White, second[f]},
			{13, Black, 'P'}, {12, Black, 'P'}, {3, White, 'P'}, {2, White, 'P'}} {
			pc := p.PieceAt(NewSquare(f, c.rank))
			assert.Equal(t, FrozenChess8.TypeByLetter(c.want), pc.Type(), "%s", NewSquare(f, c.rank))
			assert.Equal(t, c.side, pc.Side(), "%s", NewSquare(f, c.rank))
		}
	}
	count := map[UnitType]int{}
	for id := 1; id < p.NumUnitSlots(); id++ {
		if u := p.Unit(UnitID(id)); u.Side == White {
			count[u.Type]++
		}
	}
	want := map[UnitType]int{Pawn: 32, Queen: 1, King: 1}
	for _, ty := range []UnitType{Rook, Knight, Bishop, Dragon, Jester, Chancellor, Templar, Lancer, Frog, Trebuchet, Ballista, Ship, Onager, Cannon, Ram} {
		want[ty] = 2
	}
	assert.Equal(t, want, count, "per side: 17 unit types besides the pawn (001:2-3)")
	sq, _ := ParseSquare("h1")
	assert.Equal(t, Queen, p.PieceAt(sq).Type())
	sq, _ = ParseSquare("i16")
	assert.Equal(t, King, p.PieceAt(sq).Type())
}

// TestV8LettersV8LETTERS: the 8.0 letters of 001:21-25, and the five that
// clash with 13.0 read per variant, in the board and in the sections.
func TestV8LettersV8LETTERS(t *testing.T) {
	want := map[byte]UnitType{'R': Rook, 'N': Knight, 'B': Bishop, 'D': Dragon, 'J': Jester, 'C': Chancellor,
		'T': Templar, 'Q': Queen, 'K': King, 'P': Pawn, 'L': Lancer, 'F': Frog, 'X': Trebuchet, 'A': Ballista,
		'S': Ship, 'O': Onager, 'Z': Cannon, 'M': Ram}
	for c := byte('A'); c <= 'Z'; c++ {
		assert.Equal(t, want[c], FrozenChess8.TypeByLetter(c), "%c", c)
	}
	clashes := map[byte][2]UnitType{'N': {Nightrider, Knight}, 'L': {Knight, Lancer}, 'X': {Crossbowman, Trebuchet},
		'A': {Assassin, Ballista}, 'O': {Cannon, Onager}}
	for c, ts := range clashes {
		assert.Equal(t, ts[0], FrozenChess.TypeByLetter(c), "13.0 %c", c)
		assert.Equal(t, ts[1], FrozenChess8.TypeByLetter(c), "8.0 %c", c)
	}
	// One string, two games: N is a Nightrider in 13.0, a Knight in 8.0;
	// the tomb's L a Knight in 13.0 and a Lancer in 8.0.
	fen := "N14K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w tomb:e4=active/0/L9"
	p13 := MustParse(fen)
	p8 := MustParse(fen + " variant:frozenchess8")
	assert.Equal(t, Nightrider, p13.Unit(1).Type)
	assert.Equal(t, Knight, p8.Unit(1).Type)
	assert.Equal(t, Knight, p13.Unit(9).Type)
	assert.Equal(t, Lancer, p8.Unit(9).Type)
	assert.Equal(t, strings.Replace(fen, " w ", " w variant:frozenchess8 ", 1), p8.Format())
	// A 13.0-only letter is refused in 8.0, an 8.0-only one in 13.0.
	_, err := Parse("E14K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w variant:frozenchess8")
	assert.ErrorContains(t, err, "not a unit letter of FrozenChess 8.0")
	_, err = Parse("M14K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 w")
	assert.ErrorContains(t, err, "not a unit letter of FrozenChess 13.0")
}

// TestV8ClassesV8CLASS: the class lists of 001:56-92 as the 8.0 roster's
// data (V8-CLASS-SIEGE, V8-CLASS-LEAPER, V8-CLASS-RIDER,
// V8-CLASS-TRANSPORT, V8-CLASS-IMMOBILE, V8-CLASS-IMMORTAL,
// V8-CLASS-HIGHVALUE, V8-CLASS-CRR), beside 13.0's (V13-CLASS-*).
func TestV8ClassesV8CLASS(t *testing.T) {
	c := FrozenChess8.Classes
	cases := []struct {
		id   string
		got  TypeSet
		want TypeSet
	}{
		{"V8-CLASS-SIEGE", c.Siege, TypesOf(Ram, Trebuchet, Cannon, Onager)},
		{"V8-CLASS-LEAPER", c.Leapers, TypesOf(Queen, Knight, Dragon, Chancellor, Jester, Templar, Frog)},
		{"V8-CLASS-RIDER", c.Riders, TypesOf(Ship, Onager, Rook, Bishop, Queen, Dragon, Templar, Lancer)},
		{"V8-CLASS-TRANSPORT", c.Transports, TypesOf(Ship, Cannon)},
		{"V8-CLASS-IMMOBILE", c.Immobile, TypesOf(Trebuchet, Cannon)},
		{"V8-CLASS-IMMORTAL", c.Immortal, TypesOf(Frog, Ship)},
		{"V8-CLASS-HIGHVALUE", c.HighValue, TypesOf(Queen, Templar, Chancellor, Rook, Trebuchet, Bishop, Ballista, Jester, Dragon)},
		{"V8-CLASS-CRR diagonal", c.CRRDiagonal, TypesOf(Queen, Bishop, Dragon, Lancer)},
		{"V8-CLASS-CRR orthogonal", c.CRROrthogonal, TypesOf(Rook, Queen, Templar)},
		{"V13-CLASS-IMMOBILE", FrozenChess.Classes.Immobile, TypesOf(Cannon)},
		{"V13-CLASS-IMMORTAL", FrozenChess.Classes.Immortal, TypesOf(Frog)},
		{"V13-CLASS-SIEGE", FrozenChess.Classes.Siege, TypesOf(Rook, Cannon)},
		{"V13-CLASS-RIDER", FrozenChess.Classes.Riders, TypesOf(Crossbowman, Rook, Queen, Dragon, Templar, Nightrider, Bishop)},
		{"V13-CLASS-CRR diagonal", FrozenChess.Classes.CRRDiagonal, TypesOf(Queen, Dragon, Bishop)},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, tc.got, tc.id)
	}
	assert.Equal(t, 8, FrozenChess8.Types[Ship].Carries, "V8-CLASS-TRANSPORT: Ship(8)")
	assert.Equal(t, 1, FrozenChess8.Types[Cannon].Carries, "V8-CLASS-TRANSPORT: Cannon(1)")
}

// TestV8RotateValuesV8ROTATEVALUES: the 8.0 Rotate count: King and Queen
// 3, pawn 1, the others 2, doubled on the own colour (White's is light,
// a1 dark), no rank or fuse bonus, paralyzed and shadow-form units not
// counted. The same position counts otherwise in 13.0.
func TestV8RotateValuesV8ROTATEVALUES(t *testing.T) {
	for ty := Pawn; ty < NumTypes; ty++ {
		if !FrozenChess8.Roster.Has(ty) {
			continue
		}
		want := 2
		switch ty {
		case King, Queen:
			want = 3
		case Pawn:
			want = 1
		}
		assert.Equal(t, want, FrozenChess8.Value(ty), ty.String())
	}
	// White: queen a1 (dark: 3), king b1 (light, its own: 6), pawns c4
	// (light: 2) and c3 (dark: 1), a lancer d4 (dark: 2), a pawn e5 in
	// shadow form (not counted). Black: king p16 (dark, its own: 6), a ship
	// h16 (dark: 4), a paralyzed queen a16 (not counted).
	fen := "Q6S7K/16/16/16/16/16/16/16/16/16/16/16/2pl12/2p13/16/qk14 w unit:1/par=3 shadow:e5=p9"
	p := MustParse(fen + " variant:frozenchess8")
	assert.Equal(t, [2]int{3 + 6 + 2 + 1 + 2, 6 + 4}, Material(p, WholeBoard))
	p13, err := Parse(strings.NewReplacer("S", "D", "l", "r").Replace(fen))
	require.NoError(t, err)
	assert.NotEqual(t, Material(p, WholeBoard), Material(p13, WholeBoard))
	// The general count agrees with 13.0's own path on 13.0 positions.
	for _, q := range []*Position{StartPosition(), p13} {
		var gen [2]int
		for s := range NumSquares {
			c := q.Cell(Square(s))
			if c.Body != 0 {
				addBodyMaterialIn(FrozenChess, q, c.Body, Square(s), &gen)
			}
			for sh := c.Shadows; sh != 0; sh = q.Unit(sh).Next {
				addBodyMaterialIn(FrozenChess, q, sh, Square(s), &gen)
			}
		}
		assert.Equal(t, Material(q, WholeBoard), gen)
	}
}
