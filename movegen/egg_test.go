package movegen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEggLayGeneration: V13-EGG-LAY, V13-EGG-LIMIT. A dragon lays on an
// empty (no body, wall or tomb) square of its 3x3 that the enemy does not
// attack, while no egg bound to it is on the board and it has laid fewer
// than 7; only dragons lay, and a paralyzed one does not.
func TestEggLayGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 d@e5 "+units, sections...) }
	all := []string{"e5!lay-d4", "e5!lay-e4", "e5!lay-f4", "e5!lay-d5", "e5!lay-f5", "e5!lay-d6", "e5!lay-e6", "e5!lay-f6"}
	runSpecialCases(t, []specialCase{
		{name: "V13-EGG-LAY every empty square of the 3x3", fen: fen(""), special: "lay", want: all},
		{name: "V13-EGG-LAY not on a body, a wall or a tomb",
			fen: fen("P@d4 p@e4", "wall:{a1}=f4", "tomb:d5=open/0/P90"), special: "lay",
			want: []string{"e5!lay-f5", "e5!lay-d6", "e5!lay-e6", "e5!lay-f6"}},
		{name: "V13-EGG-LAY not on a square the enemy attacks", fen: fen("R@p6"), special: "lay",
			want: []string{"e5!lay-d4", "e5!lay-e4", "e5!lay-f4", "e5!lay-d5", "e5!lay-f5"}},
		{name: "V13-EGG-LAY one egg of its own on the board at a time", fen: fen("e@h9", "unit:{h9}/parent={e5}"),
			special: "lay", want: nil},
		{name: "V13-EGG-LAY another dragon's egg does not count", fen: fen("e@h9 d@m2", "unit:{h9}/parent={m2}"),
			special: "lay", want: all},
		{name: "V13-EGG-LIMIT the 7th egg is the last", fen: fen("", "unit:{e5}/eggs=6"), special: "lay", want: all},
		{name: "V13-EGG-LIMIT after 7 eggs, none", fen: fen("", "unit:{e5}/eggs=7"), special: "lay", want: nil},
		{name: "V13-EGG-LAY a paralyzed dragon lays nothing", fen: fen("", "unit:{e5}/par=2"), special: "lay", want: nil},
		{name: "V13-EGG-LAY only dragons", fen: lnFEN("k@a1 K@p16 q@e5 b@h3"), special: "lay", want: nil},
	})
}

// TestEggLayMake: V13-EGG-LAY, V13-EGG-LIMIT, V13-EGG-GROW. A Lay puts a
// new egg of the dragon's side on the target, bound to the dragon, counts
// one more egg laid, builds no wall and ends the turn; the egg's first
// growth comes at this ply's end. The step reads back as written, the
// position string after it reads back to the same position, and refused
// Lays give errors.
func TestEggLayMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 d@e5", "unit:{e5}/eggs=3")
	makeAndBack(t, fen, "e5!lay-f6", func(g *Game) {
		p := g.Pos
		d := p.BodyAt(sqs(t, "e5")[0])
		egg := bodyOn(t, p, "f6")
		assert.Equal(t, board.Egg, egg.Type)
		assert.Equal(t, board.White, egg.Side)
		assert.Equal(t, d, egg.Parent)
		assert.Equal(t, uint8(1), egg.Growth, "it grows from the ply it was laid in")
		assert.Equal(t, uint8(4), p.Unit(d).EggsLaid)
		assert.Empty(t, wallOf(p, d), "laying walks no square")
		assert.Equal(t, board.Black, p.SideToMove())
		q, err := board.Parse(p.Format())
		require.NoError(t, err)
		assert.Equal(t, p.Hash(), q.Hash(), "the position string round trip")
	})
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 d@e5 R@p6")))
	s, err := g.ParseStep("e5!lay-f4")
	require.NoError(t, err)
	assert.Equal(t, "e5!lay-f4", FormatStep(g.Pos, s), "notation round trip")
	for _, bad := range []string{"e5!lay-e6", "e5!lay-g7", "e5!lay-e5"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
	_, err = NewGame(board.MustParse(lnFEN("k@a1 K@p16 d@e5", "unit:{e5}/eggs=7"))).ParseStep("e5!lay-f4")
	assert.Error(t, err, "V13-EGG-LIMIT")
}

// fusedEggFEN is a white dragon on c3 and a white egg of n fused eggs on
// h9 bound to it (ids: K 1, the eggs 2..n+1, the dragon n+2), with more
// sections.
func fusedEggFEN(n int, unit string, sections ...string) string {
	fen := lnFEN("k@a1 K@p16 d@c3 e@h9", sections...)
	if n > 1 {
		fen = strings.Replace(fen, "e", "("+strings.Repeat("e", n)+")", 1)
	}
	return fen + fmt.Sprintf(" unit:2/parent=%d%s", n+2, unit)
}

// nullTurns plays n Null moves.
func nullTurns(g *Game, n int) {
	for range n {
		g.Make(NullStep)
	}
}

// TestEggGrowth: V13-EGG-GROW, V13-EGG-STALL, V13-EGG-PARENT,
// V13-EGG-QUICKEN, V13-EGG-FUSION. At the end of its owner's ply an egg
// grows by its rate: 1, times the eggs fused in it, doubled on a quickened
// square; not while the enemy attacks it, not while its dragon is dead,
// not unbound, not paralyzed; not at the enemy's plies.
func TestEggGrowth(t *testing.T) {
	fen := func(units string, sections ...string) string {
		return lnFEN("k@a1 K@p16 d@c3 "+units, append([]string{"unit:{h9}/parent={c3}/grow=5"}, sections...)...)
	}
	cases := []struct {
		name string
		fen  string
		want uint8
	}{
		{"V13-EGG-GROW one a turn", fen("e@h9"), 6},
		{"V13-EGG-STALL an attacked egg does not grow", fen("e@h9 R@h14"), 5},
		{"V13-EGG-STALL a guarded egg still counts as attacked", fen("e@h9 R@h14 r@h2"), 5},
		{"V13-EGG-PARENT its dragon dead: no growth", lnFEN("k@a1 K@p16 e@h9", "tomb:c3=open/0/d50", "unit:{h9}/parent=50/grow=5"), 5},
		{"V13-EGG-PARENT its dragon back: growth resumes", lnFEN("k@a1 K@p16 e@h9 d@c3", "unit:{h9}/parent={c3}/grow=5"), 6},
		{"V13-EGG-CAPTURE an unbound egg does not grow", lnFEN("k@a1 K@p16 e@h9 d@c3", "unit:{h9}/grow=5"), 5},
		{"V13-EGG-RESET a paralyzed egg does not grow", lnFEN("k@a1 K@p16 d@c3 e@h9", "unit:{h9}/parent={c3}/grow=5/par=2"), 5},
		{"V13-EGG-QUICKEN a quickened egg grows twice as fast", fen("e@h9", "mark:quicken@h9/20"), 7},
		{"V13-EGG-FUSION 3 fused eggs grow 3 a turn", fusedEggFEN(3, "/grow=5"), 8},
		{"V13-EGG-FUSION V13-EGG-QUICKEN rates multiply", fusedEggFEN(3, "/grow=5", "mark:quicken@h9/20"), 11},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			before := p.Format()
			g := NewGame(p)
			h9 := sqs(t, "h9")[0]
			g.Make(NullStep)
			require.NoError(t, p.Validate())
			require.Equal(t, p.ComputeHash(), p.Hash())
			assert.Equal(t, tc.want, p.Unit(p.BodyAt(h9)).Growth, "after the owner's ply")
			g.Make(NullStep)
			assert.Equal(t, tc.want, p.Unit(p.BodyAt(h9)).Growth, "the enemy's ply grows nothing")
			g.Unmake()
			g.Unmake()
			assert.Equal(t, before, p.Format())
		})
	}
}

// TestEggHatch: V13-EGG-GROW, V13-EGG-FUSION. At 60 an egg hatches in
// place into a dragon with its identity, unbound, and its dragon may lay
// again; an egg of 3 fused eggs hatches in 20 of its owner's turns, one of
// 4 in 15, into one dragon (the other eggs leave the game); a single egg
// takes 60. Every ply unmakes exactly.
func TestEggHatch(t *testing.T) {
	cases := []struct {
		name        string
		eggs, turns int
	}{
		{"V13-EGG-GROW a single egg hatches after 60 turns", 1, 60},
		{"V13-EGG-FUSION 3 fused eggs hatch after 20 turns", 3, 20},
		{"V13-EGG-FUSION 4 fused eggs hatch after 15 turns", 4, 15},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fen := fusedEggFEN(tc.eggs, "")
			p := board.MustParse(fen)
			before := p.Format()
			g := NewGame(p)
			h9, c3 := sqs(t, "h9")[0], sqs(t, "c3")[0]
			id, dragon := p.BodyAt(h9), p.BodyAt(c3)
			nullTurns(g, 2*(tc.turns-1))
			assert.Equal(t, board.Egg, p.Unit(id).Type, "one turn short")
			assert.Equal(t, uint8(EggHatch-EggHatch/tc.turns), p.Unit(id).Growth)
			assert.False(t, mayLay(p, dragon), "its dragon's egg is still on the board")
			g.Make(NullStep)
			require.NoError(t, p.Validate())
			require.Equal(t, p.ComputeHash(), p.Hash())
			u := p.Unit(id)
			assert.Equal(t, board.Dragon, u.Type, "hatched")
			assert.Equal(t, board.White, u.Side)
			assert.Equal(t, h9, u.Square)
			assert.Zero(t, u.Parent)
			assert.Zero(t, u.Member, "one dragon")
			dragons := p.BodySquares(board.White, board.Dragon)
			assert.Equal(t, 2, dragons.Count())
			assert.True(t, mayLay(p, dragon), "its dragon may lay again")
			for range 2*(tc.turns-1) + 1 {
				g.Unmake()
			}
			assert.Equal(t, before, p.Format())
		})
	}
}

// TestEggReset: V13-EGG-RESET, V13-EGG-INERT. An arrow that paralyzes an
// egg sets its growth back to 0 (abilities affect eggs); an egg in its
// king's 3x3 is a Royal Guard, immune, and keeps its growth.
func TestEggReset(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 x@c3 E@e6 D@m9", "unit:{e6}/parent={m9}/grow=40")
	makeAndBack(t, fen, "c3!arrow:ne", func(g *Game) {
		egg := bodyOn(t, g.Pos, "e6")
		assert.Zero(t, egg.Growth)
		assert.NotZero(t, egg.Paralysis)
	})
	guarded := lnFEN("k@a1 K@f7 x@c3 E@e6 D@m9", "unit:{e6}/parent={m9}/grow=40")
	g := NewGame(board.MustParse(guarded))
	_, err := g.ParseStep("c3!arrow:ne")
	assert.Error(t, err, "a volley that hits nobody is not offered")
}

// TestEggInert: V13-EGG-INERT. An egg has no steps and no special moves,
// its own side's or otherwise, and attacks nothing.
func TestEggInert(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 e@h9 d@c3 P@h10 P@i10", "unit:{h9}/parent={c3}")
	assert.Empty(t, stepsOf(t, fen, "h9"))
	for _, s := range specialsOf(t, fen, "", false) {
		assert.False(t, strings.HasPrefix(s, "h9!"), s)
	}
	assert.False(t, Attacked(board.MustParse(fen), board.White, sqs(t, "h10")[0]))
}

// TestEggCapture: V13-EGG-CAPTURE, V13-EGG-VALUE. A captured egg lies in
// its tomb on the capturer's side, unbound, growth 0; it counts as a pawn
// for the capturer (a pawn capture towards awards, range loss 1 not 3).
// Respawned by its new side, it is bound to that side's free dragon of the
// lowest id; a dragon with an egg on the board is not free.
func TestEggCapture(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 r@e2 E@e9 D@m9", "unit:{e9}/parent={m9}/grow=30,{e2}/idle=20")
	makeAndBack(t, fen, "e2xe9", func(g *Game) {
		p := g.Pos
		tomb, ok := p.TombAt(sqs(t, "e9")[0])
		require.True(t, ok)
		egg := p.Unit(tomb.Head)
		assert.Equal(t, board.Egg, egg.Type)
		assert.Equal(t, board.White, egg.Side, "it changes side in the tomb")
		assert.Zero(t, egg.Parent)
		assert.Zero(t, egg.Growth)
		rook := bodyOn(t, p, "e9")
		assert.Equal(t, uint8(1), rook.CapPawn, "V13-EGG-VALUE: a pawn capture")
		assert.Zero(t, rook.CapNonPawn)
	})
	// The same rook taking a bishop loses more range than for the egg.
	var eggLoss, bishopLoss uint8
	makeAndBack(t, fen, "e2xe9", func(g *Game) { eggLoss = bodyOn(t, g.Pos, "e9").CRROrth })
	makeAndBack(t, lnFEN("k@a1 K@p16 r@e2 B@e9", "unit:{e2}/idle=20"), "e2xe9", func(g *Game) { bishopLoss = bodyOn(t, g.Pos, "e9").CRROrth })
	assert.Equal(t, uint8(1), eggLoss, "V13-EGG-VALUE: range loss of a pawn")
	assert.Equal(t, uint8(3), bishopLoss)

	// Respawn: white dragon m2 has its egg on p3; d@c14 is free.
	respawn := lnFEN("k@a1 K@p16 d@m2 e@p3 d@c14", "tomb:h9=open/0/e90", "unit:{p3}/parent={m2}")
	makeAndBack(t, respawn, "@h9", func(g *Game) {
		p := g.Pos
		egg := bodyOn(t, p, "h9")
		assert.Equal(t, board.Egg, egg.Type)
		assert.Equal(t, p.BodyAt(sqs(t, "c14")[0]), egg.Parent, "bound to the free dragon")
	})
	lone := lnFEN("k@a1 K@p16 d@m2 e@p3", "tomb:h9=open/0/e90", "unit:{p3}/parent={m2}")
	makeAndBack(t, lone, "@h9", func(g *Game) {
		assert.Zero(t, bodyOn(t, g.Pos, "h9").Parent, "no free dragon: unbound")
	})
}
