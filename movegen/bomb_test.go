package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBombGeneration: V13-ASSASSIN-BOMB. An assassin whose 8 neighbours
// hold no body (friend or enemy) may leave a bomb on its square; not while
// its own bomb is on the board, not on a square with a bomb; only
// assassins, not paralyzed ones.
func TestBombGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 a@e5 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-BOMB an empty 3x3", fen: fen("P@g7 p@c3"), special: "bomb", want: []string{"e5!bomb"}},
		{name: "V13-ASSASSIN-BOMB an enemy beside it: none", fen: fen("P@f6"), special: "bomb", want: nil},
		{name: "V13-ASSASSIN-BOMB a friend beside it: none", fen: fen("p@d4"), special: "bomb", want: nil},
		{name: "V13-ASSASSIN-BOMB one bomb per assassin", fen: fen("", "mark:bomb@h12/{e5}"), special: "bomb", want: nil},
		{name: "V13-ASSASSIN-BOMB another assassin's bomb does not count", fen: fen("a@m2", "mark:bomb@h12/{m2}"),
			special: "bomb", want: []string{"e5!bomb"}},
		{name: "V13-ASSASSIN-BOMB not on a bomb", fen: fen("a@m2", "mark:bomb@e5/{m2}"), special: "bomb", want: nil},
		{name: "V13-ASSASSIN-BOMB a paralyzed assassin plants nothing", fen: fen("", "unit:{e5}/par=1"), special: "bomb", want: nil},
		{name: "V13-ASSASSIN-BOMB only assassins", fen: lnFEN("k@a1 K@p16 d@e5"), special: "bomb", want: nil},
	})
}

// TestBombMake: V13-ASSASSIN-BOMB. The bomb is a marker of the assassin on
// its square; nothing else changes, no wall; the step reads back as
// written and the position string reads back.
func TestBombMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5")
	makeAndBack(t, fen, "e5!bomb", func(g *Game) {
		p := g.Pos
		e5 := sqs(t, "e5")[0]
		ms := p.MarkersAt(e5, nil)
		require.Len(t, ms, 1)
		assert.Equal(t, board.MarkBomb, ms[0].Kind)
		assert.Equal(t, p.BodyAt(e5), ms[0].Owner)
		assert.Empty(t, wallOf(p, p.BodyAt(e5)))
		q, err := board.Parse(p.Format())
		require.NoError(t, err)
		assert.Equal(t, p.Hash(), q.Hash())
	})
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("e5!bomb")
	require.NoError(t, err)
	assert.Equal(t, "e5!bomb", FormatStep(g.Pos, s))
	_, err = g.ParseStep("e5!bomb-e6")
	assert.Error(t, err)
}

// TestBombTrigger: V13-ASSASSIN-BOMB, V13-EXPLOSION. A white bomb on e5
// goes off at the end of the ply in which a black unit stands in its 3x3:
// every body there dies into a tomb (both sides), walls go, the bomb is
// gone; a white unit entering does not set it off; a bomb whose assassin
// is dead keeps its side; a king may not walk into an enemy bomb's 3x3.
func TestBombTrigger(t *testing.T) {
	white := func(units string, sections ...string) string {
		return lnFEN("k@a1 K@p16 a@h12 "+units, append([]string{"mark:bomb@e5/{h12}"}, sections...)...)
	}
	// Black's rook steps into the 3x3 and ends its turn there.
	p := board.MustParse(white("R@e10 p@d4", "wall:{h12}=f5"))
	p.SetSideToMove(board.Black)
	g := NewGame(p)
	before := p.Format()
	n := playAll(t, g, "e10-e6", EndString)
	e5, e6, d4 := sqs(t, "e5")[0], sqs(t, "e6")[0], sqs(t, "d4")[0]
	assert.Zero(t, p.BodyAt(e6), "the rook died")
	_, tomb := p.TombAt(e6)
	assert.True(t, tomb)
	assert.Zero(t, p.BodyAt(d4), "the white pawn in the 3x3 died too")
	assert.Zero(t, p.WallOwner(sqs(t, "f5")[0]), "the wall went")
	assert.Empty(t, p.MarkersAt(e5, nil), "the bomb is gone")
	for range n {
		g.Unmake()
	}
	assert.Equal(t, before, p.Format())

	// A white unit entering: nothing.
	makeAndBack(t, white("p@d2"), "d2-d3", func(g *Game) {
		assert.NotEmpty(t, g.Pos.MarkersAt(e5, nil))
	})
	makeAndBack(t, white("r@e9"), "e9-e6", func(g *Game) {
		assert.NotEmpty(t, g.Pos.MarkersAt(e5, nil), "a friend in the 3x3 mid-turn")
	})
	// Its assassin dead, the bomb keeps its side: a black pawn beside it at
	// the end of White's ply sets it off.
	dead := lnFEN("k@a1 K@p16 P@f6", "tomb:c3=open/0/a50", "mark:bomb@e5/50")
	q := board.MustParse(dead)
	g = NewGame(q)
	g.Make(NullStep)
	assert.Empty(t, q.MarkersAt(e5, nil), "it went off")
	assert.Zero(t, q.BodyAt(sqs(t, "f6")[0]))
	g.Unmake()
	assert.Equal(t, board.MustParse(dead).Format(), q.Format())

	// A king ending its turn in an enemy bomb's 3x3 blows itself up:
	// illegal; it may pass through it in a Double Move.
	kingFEN := lnFEN("k@c3 K@p16 A@m12", "mark:bomb@e5/{m12}")
	g = NewGame(board.MustParse(kingFEN))
	playAll(t, g, "c3-d4")
	_, err := g.ParseStep(EndString)
	assert.Error(t, err, "ending the turn there")
	_, err = g.ParseStep("d4-c4")
	assert.NoError(t, err, "going on out of it")
}
