package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLaunchGeneration: V13-ROOK-LAUNCH. The white rook on h4 faces north:
// it throws the unit on h5, of either side, and the target written is the
// blast's centre: the first unit or wall beyond, or the last square before
// the edge. Kings, rooks (kind immunity) and boxes are not thrown; nothing
// in front, nothing to throw.
func TestLaunchGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 r@h4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-ROOK-LAUNCH nothing in front: no launch", fen: fen("P@h6 P@g5"), special: "launch", want: nil},
		{name: "V13-ROOK-LAUNCH an enemy thrown to the first unit", fen: fen("P@h5 P@h11"), special: "launch", legal: true,
			want: []string{"h4!launch-h11"}},
		{name: "V13-ROOK-LAUNCH a friendly unit thrown to the edge", fen: fen("n@h5"), special: "launch",
			want: []string{"h4!launch-h16"}},
		{name: "V13-ROOK-LAUNCH a wall stops the flight", fen: fen("P@h5", "wall:{p16}=h9"), special: "launch",
			want: []string{"h4!launch-h9"}},
		{name: "V13-ROOK-LAUNCH an obstacle right in front of the thrown unit", fen: fen("P@h5 P@h6"), special: "launch",
			want: []string{"h4!launch-h6"}},
		{name: "V13-ROOK-LAUNCH a rook is not thrown (kind immunity)", fen: fen("R@h5"), special: "launch", want: nil},
		{name: "V13-ROOK-LAUNCH a king is not thrown", fen: lnFEN("k@a1 K@h5 r@h4"), special: "launch", want: nil},
		{name: "V13-ROOK-LAUNCH a box is not thrown", fen: fen("P@h5", "unit:{h5}/box"), special: "launch", want: nil},
		{name: "V13-ROOK-LAUNCH V13-FACING a rook facing east throws east", fen: fen("P@i4 P@h5", "unit:{h4}/face=e"),
			special: "launch", want: []string{"h4!launch-p4"}},
		{name: "V13-ROOK-LAUNCH a paralyzed rook throws nothing", fen: fen("P@h5", "unit:{h4}/par=2"), special: "launch",
			want: nil},
		{name: "V13-ROOK-LAUNCH only rooks", fen: lnFEN("k@a1 K@p16 q@h4 P@h5"), special: "launch", want: nil},
	})
}

// TestLaunchMake: V13-ROOK-LAUNCH, V13-EXPLOSION. The thrown pawn lands on
// h10 and the 3x3 around the obstacle h11 explodes: the obstacle, the thrown
// unit and every other body there die into tombs, walls there go; the rook
// stays and builds no wall; the squares outside are untouched.
func TestLaunchMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 r@h4 P@h5 P@h11 p@g12 P@h13", "wall:{p16}=i10")
	makeAndBack(t, fen, "h4!launch-h11", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "h5")[0]), "the thrown unit left h5")
		_, tomb := p.TombAt(sqs(t, "h5")[0])
		assert.False(t, tomb, "and did not die there")
		for _, name := range []string{"h10", "h11", "g12"} {
			sq := sqs(t, name)[0]
			assert.Zero(t, p.BodyAt(sq), name)
			_, tomb := p.TombAt(sq)
			assert.True(t, tomb, "a tomb on %s", name)
		}
		assert.Zero(t, p.WallOwner(sqs(t, "i10")[0]), "the wall in the blast goes")
		assert.NotZero(t, p.BodyAt(sqs(t, "h13")[0]), "outside the 3x3")
		assert.NotZero(t, p.BodyAt(sqs(t, "h4")[0]), "the rook stays")
		assert.Empty(t, p.Trail())
		assert.Equal(t, board.Black, p.SideToMove())
	})
	// At the edge the blast is centred on the last square, where the thrown
	// unit lands.
	makeAndBack(t, lnFEN("k@a1 K@p1 r@h4 P@h5 P@g15"), "h4!launch-h16", func(g *Game) {
		p := g.Pos
		for _, name := range []string{"h16", "g15"} {
			_, tomb := p.TombAt(sqs(t, name)[0])
			assert.True(t, tomb, "a tomb on %s", name)
		}
		assert.Zero(t, p.BodyAt(sqs(t, "h5")[0]))
	})
	// A blast that would kill its own king is illegal.
	g := NewGame(board.MustParse(lnFEN("k@g12 K@p1 r@h4 P@h5 P@h11")))
	_, err := g.ParseStep("h4!launch-h11")
	require.Error(t, err)
}

// TestLaunchNotation: V13-ROOK-LAUNCH is written <rook>!launch-<blast centre>.
func TestLaunchNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 r@h4 P@h5 P@h11")))
	s, err := g.ParseStep("h4!launch-h11")
	require.NoError(t, err)
	assert.Equal(t, "h4!launch-h11", FormatStep(g.Pos, s))
	for _, bad := range []string{"h4!launch", "h4!launch-h12", "h4!launch-h11:ne", "h5!launch-h11"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
