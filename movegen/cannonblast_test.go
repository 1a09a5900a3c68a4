package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCannonBlastGeneration: V13-CANNON-BLAST. The white cannon on h4
// faces north: its targets are h6 h8 h10, f6 d8 b10 and j6 l8 n10, over
// whatever lies between, never beyond 6 squares, never behind or beside;
// a target is offered when its 3x3 holds a body, a wall or a tomb.
func TestCannonBlastGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 o@h4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-CANNON-BLAST nothing to destroy: no blast", fen: fen(""), special: "blast", want: nil},
		{name: "V13-CANNON-BLAST every second square, over the units between",
			fen: fen("P@h5 P@h6 P@h7 P@h11"), special: "blast", want: []string{"h4!blast-h6", "h4!blast-h8", "h4!blast-h10"}},
		{name: "V13-CANNON-BLAST at most 6 squares", fen: fen("P@h13 P@d12 P@m13"), special: "blast", want: nil},
		{name: "V13-CANNON-BLAST the farthest targets", fen: fen("P@h11 P@a11 P@o11"), special: "blast", legal: true,
			want: []string{"h4!blast-h10", "h4!blast-b10", "h4!blast-n10"}},
		{name: "V13-CANNON-BLAST forward only", fen: fen("P@h2 P@f4 P@j4 P@f2"), special: "blast", want: nil},
		{name: "V13-CANNON-BLAST a wall or a tomb is something to destroy",
			fen: fen("", "wall:{p16}=c11", "tomb:j7=active/0/P200"), special: "blast",
			want: []string{"h4!blast-b10", "h4!blast-j6"}},
		{name: "V13-CANNON-BLAST V13-FACING a cannon facing east", fen: fen("P@m4", "unit:{h4}/face=e"), special: "blast",
			want: []string{"h4!blast-l4", "h4!blast-n4"}},
		{name: "V13-CANNON-BLAST a paralyzed cannon fires nothing", fen: fen("P@h9", "unit:{h4}/par=3"), special: "blast",
			want: nil},
		{name: "V13-CANNON-BLAST only cannons", fen: lnFEN("k@a1 K@p16 r@h4 P@h9"), special: "blast", want: nil},
	})
}

// TestCannonBlastMake: V13-CANNON-BLAST, V13-EXPLOSION. The target's 3x3
// explodes: units of both sides die into tombs on their squares, walls go;
// the cannon stays and builds no wall; squares outside are untouched.
func TestCannonBlastMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 o@h4 P@h9 R@g7 p@i8 P@h10 P@h11", "wall:{p16}=i9")
	makeAndBack(t, fen, "h4!blast-h8", func(g *Game) {
		p := g.Pos
		for _, name := range []string{"h9", "g7", "i8"} {
			sq := sqs(t, name)[0]
			assert.Zero(t, p.BodyAt(sq), name)
			_, tomb := p.TombAt(sq)
			assert.True(t, tomb, "a tomb on %s", name)
		}
		assert.Zero(t, p.WallOwner(sqs(t, "i9")[0]), "the wall in the blast goes")
		assert.NotZero(t, p.BodyAt(sqs(t, "h10")[0]), "outside the 3x3")
		assert.NotZero(t, p.BodyAt(sqs(t, "h4")[0]), "the cannon stays")
		assert.Empty(t, p.Trail())
		assert.Equal(t, board.Black, p.SideToMove())
	})
	// The enemy king dies in the blast (V13-KING-LOSS).
	makeAndBack(t, lnFEN("k@a1 o@h4 K@h9"), "h4!blast-h8", func(g *Game) {
		_, ok := g.KingSquare(board.Black)
		assert.False(t, ok)
	})
	// Its own king in the blast: illegal.
	g := NewGame(board.MustParse(lnFEN("k@g7 K@p16 o@h4 P@h9")))
	_, err := g.ParseStep("h4!blast-h8")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "blows up")
	_, err = g.ParseStep("h4!blast-h10")
	assert.NoError(t, err)
}
