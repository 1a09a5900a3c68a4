package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The 8.0 rules of units 13.0 shares (board/variant_v8rules.go), each
// beside the 13.0 behaviour it changes, on the same units: a 13.0 position
// is written in 13.0's letters (lnFEN), an 8.0 one in 8.0's (v8Pos).

// TestKindNoExceptionsV8KIND: V8-KIND. A king cannot capture a king in
// 8.0 (13.0 exempts kings from Kind Immunity), so two kings may stand side
// by side; a pawn still takes a pawn.
func TestKindNoExceptionsV8KIND(t *testing.T) {
	p13 := board.MustParse(lnFEN("k@e5 K@e6"))
	assert.Contains(t, v8Steps(t, p13, "e5"), "e5xe6", "13.0: a king takes a king")
	p8 := v8Pos(t, "k@e5 K@e6")
	assert.NotContains(t, v8Steps(t, p8, "e5"), "e5xe6", "V8-KIND: not in 8.0")
	hit, _ := fastAttacked(p8, board.Black, sqs(t, "e5")[0], nil, nil)
	assert.False(t, hit, "V8-KIND: the enemy king does not attack the king")
	pawns := v8Pos(t, "k@a1 K@p16 p@e5 P@f6")
	assert.Contains(t, v8Steps(t, pawns, "e5"), "e5xf6", "V8-KIND: a pawn still takes a pawn")
}

// TestBishopV8BISHOP: V8-BISHOP. The 8.0 bishop's lines move but capture
// nothing, and attack nothing.
func TestBishopV8BISHOP(t *testing.T) {
	p13 := board.MustParse(lnFEN("k@a1 K@p16 b@e5 R@g7"))
	assert.Contains(t, v8Steps(t, p13, "e5"), "e5xg7", "13.0: the bishop captures")
	p8 := v8Pos(t, "k@a1 K@p16 b@e5 R@g7")
	steps := v8Steps(t, p8, "e5")
	assert.NotContains(t, steps, "e5xg7", "V8-BISHOP: no capture")
	assert.Contains(t, steps, "e5-f6", "V8-BISHOP: it still moves")
	king := v8Pos(t, "k@a1 K@g7 b@e5")
	hit, _ := fastAttacked(king, board.White, sqs(t, "g7")[0], nil, nil)
	assert.False(t, hit, "V8-BISHOP: no check along its diagonal")
}

// TestConversionV8CONVERSION: V8-CONVERSION. The bishop converts the first
// enemy on a straight diagonal within its range (kings and bishops
// immune); the unit changes side and loses its paralysis; the bishop is
// paralyzed a flat 2 turns. 13.0's bishop has no such move.
func TestConversionV8CONVERSION(t *testing.T) {
	assert.Empty(t, v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 b@e5 R@h8")), "conv", false), "13.0: no conv")
	for _, tc := range []v8Case{
		{name: "V8-CONVERSION: the first enemy on each diagonal", pieces: "k@a1 K@p16 b@e5 R@h8 P@c3 P@b2",
			want: []string{"e5!conv-c3", "e5!conv-h8"}},
		{name: "V8-CONVERSION: a friend blocks", pieces: "k@a1 K@p16 b@e5 p@g7 R@h8", want: []string{}},
		{name: "V8-CONVERSION: a wall blocks", pieces: "k@a1 K@p16 b@e5 R@h8 P@p9", sections: []string{"wall:{p9}=g7"}, want: []string{}},
		{name: "V8-CONVERSION: kings and bishops are immune", pieces: "k@a1 K@h8 b@e5 B@c7", want: []string{}},
		{name: "V8-CONVERSION: a protected unit may be converted", pieces: "k@a1 K@p16 b@e5 R@h8 R@h9", want: []string{"e5!conv-h8"}},
		{name: "V8-CONVERSION: a paralyzed bishop converts nothing", pieces: "k@a1 K@p16 b@e5 R@h8",
			sections: []string{"unit:{e5}/par=1/paro=1"}, want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "conv", false))
		})
	}
	p := v8Pos(t, "k@a1 K@p16 b@e5 R@h8", "unit:{h8}/par=4/paro=2")
	v8MakeAndBack(t, p, "e5!conv-h8", func(g *Game) {
		r := bodyOn(t, g.Pos, "h8")
		assert.Equal(t, board.White, r.Side, "V8-CONVERSION: it changes side")
		assert.Zero(t, int(r.Paralysis), "V8-CONVERSION: and loses its paralysis")
		assert.Equal(t, BishopConversionCost, int(bodyOn(t, g.Pos, "e5").Paralysis), "V8-CONVERSION: the bishop pays 2")
	})
}

// TestPushV8PUSH: V8-PUSH. Only enemy units are pushed in 8.0.
func TestPushV8PUSH(t *testing.T) {
	assert.Equal(t, []string{"e5!push-e6", "e5!push-f5", "e6!push-e5"},
		v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 r@e5 p@e6 P@f5")), "push", false), "13.0: friend and enemy")
	assert.Equal(t, []string{"e5!push-f5"}, v8Specials(t, v8Pos(t, "k@a1 K@p16 r@e5 p@e6 P@f5"), "push", false),
		"V8-PUSH: the enemy only")
}

// TestSwapShotV8SWAPSHOT: V8-SWAPSHOT. Pawns do not SwapShot, kings are
// never swapped, and a guarded enemy is a target.
func TestSwapShotV8SWAPSHOT(t *testing.T) {
	assert.NotEmpty(t, v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 p@e5 P@f6")), "swap", false), "13.0: a pawn swaps")
	assert.Empty(t, v8Specials(t, v8Pos(t, "k@a1 K@p16 p@e5 P@f6"), "swap", false), "V8-SWAPSHOT: not a pawn")
	assert.Empty(t, v8Specials(t, v8Pos(t, "k@a1 K@f6 r@f3"), "swap", false), "V8-SWAPSHOT: not onto a king")
	// The rooks on f9 and h6, unthreatened, guard the pawn on f6
	// (V13-GUARDS): 13.0's SwapShot leaves it alone, 8.0's does not.
	fen := "k@a1 K@p16 r@f3 P@f6 R@f9 R@h6"
	p13 := board.MustParse(lnFEN(fen))
	p8 := v8Pos(t, fen)
	f6 := sqs(t, "f6")[0]
	require.True(t, NewGame(p13).protection().Guarded(board.Black, f6))
	require.True(t, NewGame(p8).protection().Guarded(board.Black, f6))
	assert.NotContains(t, v8Specials(t, p13, "swap", false), "f3!swap-f6", "13.0: a guarded enemy is immune")
	assert.Contains(t, v8Specials(t, p8, "swap", false), "f3!swap-f6", "V8-SWAPSHOT: guards do not protect")
}

// TestFrogV8FROG: V8-FROG. The 8.0 frog has no Long Jump and no paralysis
// reaches it: no aura holds it, paralyze leaves it alone.
func TestFrogV8FROG(t *testing.T) {
	long := func(steps []string) (n int) {
		for _, s := range steps {
			if len(s) > 2 && containsRune(s, '~') {
				n++
			}
		}
		return n
	}
	assert.Positive(t, long(v8Steps(t, board.MustParse(lnFEN("k@a1 K@p16 f@e5 F@k12")), "e5")), "13.0: Long Jumps")
	p8 := v8Pos(t, "k@a1 K@p16 f@e5 F@k12")
	assert.Zero(t, long(v8Steps(t, p8, "e5")), "V8-FROG: no Long Jump")
	assert.NotEmpty(t, v8Steps(t, p8, "e5"), "V8-FROG: its jumps stay")
	held := v8Pos(t, "k@a1 K@p16 f@e5 C@f7")
	assert.False(t, board.HeldByNeighbours(held, bodyOn(t, held, "e5"), nil), "V8-FROG: no aura holds it")
	g := NewGame(v8Pos(t, "k@a1 K@p16 f@e5"))
	id := g.Pos.BodyAt(sqs(t, "e5")[0])
	g.paralyze(id, 4, board.ParOriginAttack)
	assert.Zero(t, int(g.Pos.Unit(id).Paralysis), "V8-FROG: immune to paralysis")
	g13 := NewGame(board.MustParse(lnFEN("k@a1 K@p16 f@e5")))
	g13.paralyze(g13.Pos.BodyAt(sqs(t, "e5")[0]), 4, board.ParOriginAttack)
	assert.Positive(t, int(g13.Pos.Unit(g13.Pos.BodyAt(sqs(t, "e5")[0])).Paralysis), "13.0: the frog is paralyzed")
}

func containsRune(s string, r rune) bool {
	for _, c := range s {
		if c == r {
			return true
		}
	}
	return false
}

// TestKnightLeapV8KNIGHT: V8-KNIGHT. The 8.0 Knight's Leap takes one piece,
// the one it jumps (the nearer on the long leg), and lands on an empty
// square.
func TestKnightLeapV8KNIGHT(t *testing.T) {
	assert.Equal(t, []string{"h8!leap-g10", "h8!leap-i10"},
		v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 l@h8 P@h9 P@i10")), "leap", false), "13.0: with a landing capture")
	assert.Equal(t, []string{"h8!leap-g10"}, v8Specials(t, v8Pos(t, "k@a1 K@p16 n@h8 P@h9 P@i10"), "leap", false),
		"V8-KNIGHT: onto an empty square only")
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 n@h8 P@h9 P@h10"), "h8!leap-g10", func(g *Game) {
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "h9")[0]), "V8-KNIGHT: the nearer victim is taken")
		assert.NotZero(t, g.Pos.BodyAt(sqs(t, "h10")[0]), "V8-KNIGHT: one piece per move")
		assert.Equal(t, board.Knight, bodyOn(t, g.Pos, "g10").Type)
	})
}

// TestKnightmareV8KNIGHTMARE: V8-KNIGHTMARE. A pawn an enemy knight holds
// keeps its moves and captures in 8.0 (13.0: one forward step only) and
// loses its special moves.
func TestKnightmareV8KNIGHTMARE(t *testing.T) {
	p13 := board.MustParse(lnFEN("k@a1 K@p16 p@e5 L@f7 P@f6"))
	assert.NotContains(t, v8Steps(t, p13, "e5"), "e5xf6", "13.0: the held pawn does not capture")
	p8 := v8Pos(t, "k@a1 K@p16 p@e5 N@f7 P@f6")
	assert.Contains(t, v8Steps(t, p8, "e5"), "e5xf6", "V8-KNIGHTMARE: it captures")
	hit, _ := fastAttacked(p8, board.White, sqs(t, "f6")[0], nil, nil)
	assert.True(t, hit, "V8-KNIGHTMARE: and attacks")
	for _, s := range v8Specials(t, p8, "", false) {
		assert.NotEqual(t, "e5", s[:2], "V8-KNIGHTMARE: no special move of the held pawn: %s", s)
	}
}

// TestPromotionV8PROMOTION: V8-PROMOTION. A pawn on its last rank promotes
// to each of 8.0's 16 other types, the new units among them, and to no
// type 13.0 alone has; no cap on immortal units.
func TestPromotionV8PROMOTION(t *testing.T) {
	frogs := "F@a9 F@b9 F@c9 F@d9 f@e9 f@f9 f@g9 f@h9 f@i9 f@j9 f@k9 f@l9"
	p := v8Pos(t, "k@a1 K@p1 p@e15 "+frogs)
	var types []board.UnitType
	for _, s := range Generate(p, nil) {
		if s.From() == sqs(t, "e15")[0] && s.To() == sqs(t, "e16")[0] {
			types = append(types, s.Promo())
		}
	}
	assert.Len(t, types, 16, "V8-PROMOTION: the 16 types but King and Pawn")
	for _, want := range []board.UnitType{board.Lancer, board.Trebuchet, board.Ballista, board.Ship, board.Onager,
		board.Cannon, board.Ram, board.Frog, board.Queen} {
		assert.Contains(t, types, want, "V8-PROMOTION: %s", want)
	}
	for _, not := range []board.UnitType{board.King, board.Pawn, board.Nightrider, board.Crossbowman, board.Assassin} {
		assert.NotContains(t, types, not, "V8-PROMOTION: %s", not)
	}
}

// TestChancellorV8CHANCELLOR: V8-CHANCELLOR. No aura holds an enemy a
// knight's move away in 8.0; instead the chancellor paralyzes an enemy it
// could capture for 3 turns, as its action.
func TestChancellorV8CHANCELLOR(t *testing.T) {
	p13 := board.MustParse(lnFEN("k@a1 K@p16 r@e5 C@f7"))
	assert.True(t, board.HeldByNeighbours(p13, bodyOn(t, p13, "e5"), nil), "13.0: the aura holds it")
	p8 := v8Pos(t, "k@a1 K@p16 r@e5 C@f7")
	assert.False(t, board.HeldByNeighbours(p8, bodyOn(t, p8, "e5"), nil), "V8-CHANCELLOR: no aura")
	assert.Empty(t, v8Specials(t, p13, "paralyse", false), "13.0: no Paralyse")
	for _, tc := range []v8Case{
		{name: "V8-CHANCELLOR: an enemy a king step or a (3,2) leap away", pieces: "k@a1 K@p16 c@e5 R@f6 P@h7 P@e9",
			want: []string{"e5!paralyse-f6", "e5!paralyse-h7"}},
		{name: "V8-CHANCELLOR: not a friend, a chancellor (kind), a king or a Royal Guard", pieces: "k@a1 K@h7 c@e5 r@f6 C@e6 P@g8",
			want: []string{}},
		{name: "V8-CHANCELLOR: not a ram (immune to paralysis)", pieces: "k@a1 K@p16 c@e5 M@f6", want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "paralyse", false))
		})
	}
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 c@e5 R@f6"), "e5!paralyse-f6", func(g *Game) {
		assert.Equal(t, ChancellorParalysis, int(bodyOn(t, g.Pos, "f6").Paralysis), "V8-CHANCELLOR: 3 of its turns")
		assert.Zero(t, int(bodyOn(t, g.Pos, "e5").Paralysis))
	})
}

// TestPawnSpawnV8PAWNSPAWN: V8-PAWN-SPAWN. A pawn makes a pawn on the empty
// square behind it; both are paralyzed 12 turns.
func TestPawnSpawnV8PAWNSPAWN(t *testing.T) {
	assert.Empty(t, v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 p@e5")), "pspawn", false), "13.0: no pawn spawn")
	for _, tc := range []v8Case{
		{name: "V8-PAWN-SPAWN: White's behind is down", pieces: "k@a1 K@p16 p@e5", want: []string{"e5!pspawn-e4"}},
		{name: "V8-PAWN-SPAWN: Black's is up, and it is White's move", pieces: "k@a1 K@p16 P@e5", want: []string{}},
		{name: "V8-PAWN-SPAWN: the square must be empty", pieces: "k@a1 K@p16 p@e5 P@e4", want: []string{}},
		{name: "V8-PAWN-SPAWN: no wall there", pieces: "k@a1 K@p16 p@e5 P@p9", sections: []string{"wall:{p9}=e4"}, want: []string{}},
		{name: "V8-PAWN-SPAWN: not off the board", pieces: "k@b1 K@p16 p@e1", want: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), "pspawn", false))
		})
	}
	v8MakeAndBack(t, v8Pos(t, "k@a1 K@p16 p@e5"), "e5!pspawn-e4", func(g *Game) {
		b := bodyOn(t, g.Pos, "e4")
		assert.Equal(t, board.Pawn, b.Type)
		assert.Equal(t, board.White, b.Side)
		assert.Equal(t, PawnSpawnParalysis, int(b.Paralysis), "V8-PAWN-SPAWN: 12 turns")
		assert.Equal(t, PawnSpawnParalysis, int(bodyOn(t, g.Pos, "e5").Paralysis))
	})
}

// TestEmpowerGuardsV8EMPOWERGUARDS: V8-EMPOWER-GUARDS. A threatened
// protector still empowers, and still guards, in 8.0 (13.0: not while
// threatened).
func TestEmpowerGuardsV8EMPOWERGUARDS(t *testing.T) {
	// A knight on e4 and its one protector, the rook on e1, which the
	// enemy queen on h4 threatens along the diagonal.
	p13 := board.MustParse(lnFEN("K@p16 k@a1 l@e4 r@e1 Q@h4"))
	p8 := v8Pos(t, "K@p16 k@a1 n@e4 r@e1 Q@h4")
	e4 := sqs(t, "e4")[0]
	assert.Equal(t, board.NoType, NewGame(p13).protection().Empowerer(board.White, e4), "13.0: a threatened rook empowers nobody")
	assert.Equal(t, board.Rook, NewGame(p8).protection().Empowerer(board.White, e4), "V8-EMPOWER-GUARDS: it empowers")
	g13 := board.MustParse(lnFEN("K@p16 k@a1 l@e4 r@e1 r@a4 Q@h4"))
	g8 := v8Pos(t, "K@p16 k@a1 n@e4 r@e1 r@a4 Q@h4")
	assert.False(t, NewGame(g13).protection().Guarded(board.White, e4), "13.0: one guard threatened: not guarded")
	assert.True(t, NewGame(g8).protection().Guarded(board.White, e4), "V8-EMPOWER-GUARDS: guarded")
}

// TestKingV8KING: V8-KING. In 8.0 as in 13.0 no ability of either side
// reaches a king but Rotate, explosions and a friendly Teleswap: no Push,
// SwapShot, Conversion, Paralyse, Ballista shot or Onager throw is
// offered against it.
func TestKingV8KING(t *testing.T) {
	for _, tc := range []struct {
		name, pieces, special string
	}{
		{name: "V8-KING: no Push", pieces: "k@a1 K@e6 r@e5", special: "push"},
		{name: "V8-KING: no SwapShot", pieces: "k@a1 K@e8 r@e5", special: "swap"},
		{name: "V8-KING: no Conversion", pieces: "k@a1 K@g7 b@e5", special: "conv"},
		{name: "V8-KING: no Paralyse", pieces: "k@a1 K@f6 c@e5", special: "paralyse"},
		{name: "V8-KING: no Ballista shot", pieces: "k@a1 K@e9 a@e5", special: "bolt"},
		{name: "V8-KING: no Onager throw", pieces: "k@a1 K@e6 o@e5", special: "throw"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, tc.pieces)
			require.Equal(t, board.King, p.Unit(p.BodyAt(sqs(t, kingOf(tc.pieces))[0])).Type)
			for _, s := range v8Specials(t, p, tc.special, false) {
				assert.NotContains(t, s, kingOf(tc.pieces), "V8-KING: %s reaches the king", s)
			}
		})
	}
}

// kingOf is the square of the Black king "K@sq" in a piece list.
func kingOf(pieces string) string {
	for i := 0; i+2 < len(pieces); i++ {
		if pieces[i] == 'K' && pieces[i+1] == '@' {
			j := i + 2
			for j < len(pieces) && pieces[j] != ' ' {
				j++
			}
			return pieces[i+2 : j]
		}
	}
	return ""
}
