package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestShadowV8SHADOW: V8-SHADOW. 8.0's shadow form is 13.0's without
// Shadowstrike and monads (the variant layer leaves `sstrike` and `monad`
// out) and without the Assassin's bonus (8.0 has no Assassin): a non-pawn,
// non-king unit becomes a shadow; a shadow captures only shadows; normal
// units pass through shadows; a shadow has no unit-specific ability; it
// de-shadows after 5 of its owner's turns, paralyzed floor(N/2) turns for
// N squares travelled. Each case lists one special move of an 8.0
// position (knight N, rook R, bishop B in 8.0's letters).
func TestShadowV8SHADOW(t *testing.T) {
	tests := []struct {
		name, pieces string
		sections     []string
		special      string
		want         []string
	}{
		{name: "V8-SHADOW a rook becomes a shadow", pieces: "k@a1 K@p16 r@e5", special: "shadow", want: []string{"e5!shadow"}},
		{name: "V8-SHADOW not a pawn, not the king", pieces: "k@a1 K@p16 p@e5", special: "shadow", want: []string{}},
		{name: "V8-SHADOW a shadow captures an enemy shadow", pieces: "k@a1 K@p16",
			sections: []string{"shadow:e5=n200,f7=R201"}, special: "scapture", want: []string{"e5!scapture-f7:N"}},
		{name: "V8-SHADOW a shadow captures no body", pieces: "k@a1 K@p16 R@f7",
			sections: []string{"shadow:e5=n200"}, special: "scapture", want: []string{}},
		{name: "V8-SHADOW no Shadowstrike", pieces: "k@a1 K@p16 B@e7",
			sections: []string{"shadow:e5=r200"}, special: "sstrike", want: []string{}},
		{name: "V8-SHADOW no monads", pieces: "k@a1 K@p16",
			sections: []string{"shadow:e5=n200"}, special: "monad", want: []string{}},
		{name: "V8-SHADOW no unit-specific ability in shadow form: the bishop converts nobody", pieces: "k@a1 K@p16 R@g7",
			sections: []string{"shadow:e5=b200"}, special: "conv", want: []string{}},
		{name: "V8-SHADOW the 5-move minimum: not at age 4", pieces: "k@a1 K@p16",
			sections: []string{"shadow:e5=n200", "unit:200/sage=4"}, special: "deshadow", want: []string{}},
		{name: "V8-SHADOW the 5-move minimum: at age 5", pieces: "k@a1 K@p16",
			sections: []string{"shadow:e5=n200", "unit:200/sage=5"}, special: "deshadow", want: []string{"e5!deshadow:N"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, v8Specials(t, v8Pos(t, tc.pieces, tc.sections...), tc.special, false))
		})
	}
	// 13.0 strikes where 8.0 does not (the same units in 13.0's letters).
	assert.NotEmpty(t, v8Specials(t, board.MustParse(lnFEN("k@a1 K@p16 B@e7", "shadow:e5=r200")), "sstrike", false),
		"13.0: Shadowstrike")

	passing := v8Steps(t, v8Pos(t, "k@a1 K@p16 r@e5", "shadow:e8=R200"), "e5")
	assert.Contains(t, passing, "e5-e12", "V8-SHADOW: a normal unit passes through a shadow")
	assert.Contains(t, passing, "e5-e8", "V8-SHADOW: and may end on its square")
	assert.NotContains(t, passing, "e5xe8", "V8-SHADOW: but does not capture it")

	p := v8Pos(t, "k@a1 K@p16", "shadow:e5=r200", "unit:200/sage=5/strail=7")
	v8MakeAndBack(t, p, "e5!deshadow:R", func(g *Game) {
		u := bodyOn(t, g.Pos, "e5")
		assert.False(t, u.Has(board.StatusShadow), "V8-SHADOW: a body again")
		assert.Equal(t, 3, int(u.Paralysis), "V8-SHADOW: floor(7/2) turns")
	})
	// V8-LETTERS: the shadow's letter is 8.0's (L the Lancer, a type 13.0
	// lacks), written and read back.
	lancer := v8Pos(t, "k@a1 K@p16", "shadow:e5=l200", "unit:200/sage=5")
	assert.Equal(t, []string{"e5!deshadow:L"}, v8Specials(t, lancer, "deshadow", false))
	v8MakeAndBack(t, lancer, "e5!deshadow:L", func(g *Game) {
		assert.Equal(t, board.Lancer, bodyOn(t, g.Pos, "e5").Type, "V8-SHADOW V8-LETTERS: the lancer")
	})
	// A shadow taken by a shadow goes into a normal tomb there and keeps
	// its multimove awards in 8.0 (V8-MM-TOMB; 13.0 takes them).
	taken := v8Pos(t, "k@a1 K@p16", "shadow:e5=n200,f7=R201", "unit:201/mm=2/capn=1")
	v8MakeAndBack(t, taken, "e5!scapture-f7:N", func(g *Game) {
		v := g.Pos.Unit(201)
		assert.Equal(t, board.LocTomb, v.Loc, "V8-SHADOW: in a normal tomb")
		assert.Equal(t, 2, int(v.Awards), "V8-SHADOW V8-MM-TOMB: its awards stay")
		assert.Zero(t, int(v.CapNonPawn), "its death counters go")
	})
	makeAndBack(t, lnFEN("k@a1 K@p16", "shadow:e5=l200,f7=R201", "unit:201/mm=2"), "e5!scapture-f7:L", func(g *Game) {
		assert.Zero(t, int(g.Pos.Unit(201).Awards), "13.0: a death takes them")
	})
	for _, typ := range []board.UnitType{board.Rook, board.Ballista, board.Knight} {
		assert.Equal(t, 10, DeshadowPenalty(typ, 20), "V8-SHADOW: no bonus for %s (8.0's A is the Ballista)", typ)
	}
}
