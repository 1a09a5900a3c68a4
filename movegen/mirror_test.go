package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMirrorPortalGeneration: V13-MIRROR-PORTAL, V13-MIRROR-MAP. A non-pawn
// unit other than the king teleports to its mirror square (c3 and n14, e4
// and l13) when no body and no wall stands there and it is no higher.
func TestMirrorPortalGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-MIRROR-PORTAL non-pawn units, not pawns, not the king", special: "mirror",
			fen: lnFEN("K@p16 k@b1 r@c3 p@d3 n@e4"), want: []string{"c3!mirror", "e4!mirror"}},
		{name: "V13-MIRROR-PORTAL not onto a unit or a wall", special: "mirror",
			fen: lnFEN("K@p16 R@n14 k@b1 r@c3 n@e4", "wall:{p16}=l13")},
		{name: "V13-MIRROR-PORTAL no climbing (V13-TERRAIN-CLIMB)", special: "mirror",
			fen: lnFEN("K@p16 k@b1 r@c3 n@e4", "level:n14=1,e4=-2,l13=-3"), want: []string{"e4!mirror"}},
		{name: "V13-MIRROR-PORTAL onto a tomb", special: "mirror",
			fen: lnFEN("K@p16 k@b1 r@c3", "tomb:n14=active/0/"), want: []string{"c3!mirror"}},
		{name: "V13-MIRROR-PORTAL a paralyzed unit cannot", special: "mirror",
			fen: lnFEN("K@p16 k@b1 r@c3", "unit:{c3}/par=2")},
		{name: "V13-MIRROR-PORTAL an Illusion uses no abilities", special: "mirror",
			fen: lnFEN("K@p16 k@b1 i@c3")},
		{name: "V13-MIRROR-PORTAL not when it opens a line onto the own king", special: "mirror", legal: true,
			fen: lnFEN("K@p16 R@c16 k@c1 r@c3")},
		{name: "V13-MIRROR-PORTAL black mirrors too", special: "mirror",
			fen: strings.Replace(lnFEN("K@p16 R@n14 k@b1"), " w", " b", 1), want: []string{"n14!mirror"}},
	})
}

// TestMirrorPortalMake: V13-MIRROR-PORTAL. The unit stands on its mirror
// square, no wall is built (a teleport walks no squares, Q6), the turn
// passes; onto a flood it is held there (V13-FLOOD-EFFECT); onto an active
// tomb it dies and the tomb explodes (V13-TOMB-EXPLOSION).
func TestMirrorPortalMake(t *testing.T) {
	makeAndBack(t, lnFEN("K@p16 k@b1 r@c3"), "c3!mirror", func(g *Game) {
		p := g.Pos
		r := bodyOn(t, p, "n14")
		assert.Equal(t, board.Rook, r.Type)
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "n14")[0])), "a teleport builds no wall")
		assert.Zero(t, p.BodyAt(sqs(t, "c3")[0]))
		assert.Equal(t, board.Black, p.SideToMove())
	})
	makeAndBack(t, lnFEN("K@p16 k@b1 r@c3", "level:c3=-1,n14=-1", "mark:flood@n14/4"), "c3!mirror", func(g *Game) {
		assert.NotZero(t, bodyOn(t, g.Pos, "n14").Flood, "held by the flood it landed in")
	})
	makeAndBack(t, lnFEN("K@p16 k@b1 r@c3 N@m13", "tomb:n14=active/0/"), "c3!mirror", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "n14")[0]), "the rook died on the tomb")
		assert.Zero(t, p.BodyAt(sqs(t, "m13")[0]), "the blast killed the nightrider beside it")
		tomb, ok := p.TombAt(sqs(t, "n14")[0])
		require.True(t, ok)
		assert.Equal(t, board.TombOpen, tomb.State, "the tomb exploded and opened")
		assert.False(t, g.Local(), "the blast changed units away from the step's squares")
	})
}

// TestMirrorPortalEndsAMultimove: V13-MIRROR-PORTAL is a generic special
// move, so it may be the last step of a multimove (V13-MULTIMOVE,
// V13-ADV-ABILITY-LOCK), not of a Double Move.
func TestMirrorPortalEndsAMultimove(t *testing.T) {
	double := play(t, lnFEN("K@p16 k@b1 r@c3"))
	s, err := double.ParseStep("c3-c4")
	require.NoError(t, err)
	double.Make(s)
	for _, st := range double.Legal(0, nil) {
		assert.NotEqual(t, KindSpecial, st.Kind(), "no special move inside a Double Move")
	}
	g := play(t, lnFEN("K@p16 k@b1 r@c3", "unit:{c3}/mm=1"))
	s, err = g.ParseStep("c3-c4")
	require.NoError(t, err)
	g.Make(s)
	require.NotZero(t, g.Pos.Turn().Actor, "the rook's turn goes on")
	var specials []string
	for _, st := range g.Legal(0, nil) {
		if st.Kind() == KindSpecial {
			specials = append(specials, FormatStep(g.Pos, st))
		}
	}
	assert.Contains(t, specials, "c4!mirror")
	require.NoError(t, g.PlayTurn("c4!mirror"))
	assert.Equal(t, board.Rook, bodyOn(t, g.Pos, "n13").Type)
	assert.Equal(t, sqs(t, "c3", "c4"), wallOf(g.Pos, g.Pos.BodyAt(sqs(t, "n13")[0])), "the start and the landing square of the first step become wall (Q6)")
}
