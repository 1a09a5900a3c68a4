package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDragonFireGeneration: V13-DRAGON-FIRE. A dragon's plain move to an
// empty square is offered as a fire where the 8 squares around the landing
// square hold an enemy the dragon could capture: not a friend, not a
// dragon (Kind Immunity), not a frog (immortal), not a guarded unit; never onto a tomb; only
// for dragons, and not for a paralyzed one. The argument says the move:
// j for a jump, the first direction and length for a diagonal line (sw11:
// a line that bounces off the board's edges back to h8).
func TestDragonFireGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@p1 K@a16 d@e5 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-DRAGON-FIRE landing beside an enemy, by a line", fen: fen("P@h9"), special: "fire",
			want: []string{"e5!fire-h8:ne3", "e5!fire-i9:ne4", "e5!fire-h8:sw11", "e5!fire-i9:sw12"}},
		{name: "V13-DRAGON-FIRE landing beside an enemy, by a jump", fen: fen("P@h7"), special: "fire",
			want: []string{"e5!fire-g6:j", "e5!fire-g7:ne2", "e5!fire-g7:sw10", "e5!fire-h8:ne3", "e5!fire-h8:sw11"}},
		{name: "V13-DRAGON-FIRE nothing to burn: no fire", fen: fen(""), special: "fire", want: nil},
		{name: "V13-DRAGON-FIRE V13-GUARDS a guarded unit does not burn", fen: fen("P@h9 D@f11 D@j11"), special: "fire", want: nil},
		{name: "V13-DRAGON-FIRE friends are not burnt", fen: fen("p@h9"), special: "fire", want: nil},
		{name: "V13-DRAGON-FIRE V13-KIND-IMMUNITY no dragon burns", fen: fen("D@h9"), special: "fire", want: nil},
		{name: "V13-DRAGON-FIRE V13-CLASS-IMMORTAL no frog burns", fen: fen("F@h9"), special: "fire", want: nil},
		{name: "V13-DRAGON-FIRE not onto a tomb", fen: fen("P@h9", "tomb:h8=open/0/P90"), special: "fire",
			want: []string{"e5!fire-i9:ne4", "e5!fire-i9:sw12"}},
		{name: "V13-DRAGON-FIRE a paralyzed dragon burns nothing", fen: fen("P@h9", "unit:{e5}/par=1"), special: "fire", want: nil},
		{name: "V13-DRAGON-FIRE only dragons", fen: lnFEN("k@p1 K@a16 q@e5 P@h9"), special: "fire", want: nil},
	})
}

// TestDragonFireMake: V13-DRAGON-FIRE, V13-CRR, V13-MM-AWARD. The dragon
// walks its move and every enemy around its landing square dies into a
// tomb there; a dragon, a friend, walls and tombs are unharmed; each
// victim counts for the dragon (after a line, for its range loss too); a
// guarded unit (V13-GUARDS) is spared;
// the walk becomes its wall; a burnt queen poisons it; a burnt king is
// lost. The step reads back as written; a wrong argument is refused.
func TestDragonFireMake(t *testing.T) {
	fen := lnFEN("k@p1 K@a16 d@e5 P@h9 L@g9 D@i7 p@i8", "wall:{a16}=g8", "tomb:h7=active/0/P90")
	makeAndBack(t, fen, "e5!fire-h8:ne3", func(g *Game) {
		p := g.Pos
		dragon := bodyOn(t, p, "h8")
		for _, name := range []string{"h9", "g9"} {
			assert.Zero(t, p.BodyAt(sqs(t, name)[0]), name)
			_, tomb := p.TombAt(sqs(t, name)[0])
			assert.True(t, tomb, "a tomb on %s", name)
		}
		assert.NotZero(t, p.BodyAt(sqs(t, "i7")[0]), "the black dragon is immune")
		assert.NotZero(t, p.BodyAt(sqs(t, "i8")[0]), "the friend is unharmed")
		assert.NotZero(t, p.WallOwner(sqs(t, "g8")[0]), "the wall is unharmed")
		tomb, ok := p.TombAt(sqs(t, "h7")[0])
		assert.True(t, ok && tomb.State == board.TombActive, "the tomb is unharmed")
		assert.Equal(t, uint8(1), dragon.CapPawn)
		assert.Equal(t, uint8(1), dragon.CapNonPawn)
		assert.Equal(t, uint8(4), dragon.CRRDiag, "a line: range loss 3 for the knight, 1 for the pawn")
		assert.Equal(t, sqs(t, "e5", "f6", "g7"), wallOf(p, p.BodyAt(sqs(t, "h8")[0])))
		assert.Equal(t, board.Black, p.SideToMove())
	})
	makeAndBack(t, lnFEN("k@p1 K@a16 d@e5 P@h7"), "e5!fire-g6:j", func(g *Game) {
		dragon := bodyOn(t, g.Pos, "g6")
		assert.Zero(t, dragon.CRRDiag, "a jump loses no range")
		assert.Equal(t, uint8(1), dragon.CapPawn)
		assert.Equal(t, sqs(t, "e5"), wallOf(g.Pos, g.Pos.BodyAt(sqs(t, "g6")[0])), "a jump walks no square: its start is its wall")
	})
	makeAndBack(t, lnFEN("k@p1 K@a16 d@e5 Q@h7"), "e5!fire-g6:j", func(g *Game) {
		assert.Equal(t, uint16(QueenPoison), bodyOn(t, g.Pos, "g6").Paralysis, "V13-QUEEN-POISON")
	})
	// V13-KING-IMMUNITY: a king is immune to the fire. With the king alone
	// around g6 no fire is offered; beside a pawn the king survives it.
	assert.Empty(t, specialsOf(t, lnFEN("k@p1 K@h7 d@e5"), "fire", false), "V13-KING-IMMUNITY")
	makeAndBack(t, lnFEN("k@p1 K@h7 P@f7 d@e5"), "e5!fire-g6:j", func(g *Game) {
		ks, ok := g.KingSquare(board.Black)
		assert.True(t, ok, "V13-KING-IMMUNITY: the king is not burnt")
		assert.Equal(t, sqs(t, "h7")[0], ks)
		assert.Zero(t, g.Pos.BodyAt(sqs(t, "f7")[0]), "the pawn is")
	})
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("e5!fire-h8:ne3")
	require.NoError(t, err)
	assert.Equal(t, "e5!fire-h8:ne3", FormatStep(g.Pos, s), "notation round trip")
	for _, bad := range []string{"e5!fire-h8:ne4", "e5!fire-h8:j", "e5!fire-h8", "e5!fire-f6:ne1"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
