package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBoundUnitsStayWithTheirGroup: V13-BIND. Only its group's move (and
// Unbind) takes a bound unit elsewhere, so the moves that displace another
// unit leave bound units out (boundAt: V13-CHANC-TELESWAP here; Pull,
// Shift, Spin and Push by the same test, held by the random-game
// invariants); and a bound unit Shadowstruck into a shadow
// (V13-SHADOWSTRIKE) loses its links, as a body that dies does. Found by
// the random-game invariants when the branches met: a Teleswap moved a
// bound rook and left its partner's link pointing at an empty square.
func TestBoundUnitsStayWithTheirGroup(t *testing.T) {
	g := NewGame(board.StartPosition())
	for _, st := range []string{"a1!bind-a2", "0000"} {
		s, err := g.ParseStep(st)
		require.NoError(t, err, st)
		g.Make(s)
	}
	legal := map[string]bool{}
	for _, s := range g.Legal(0, nil) {
		legal[FormatStep(g.Pos, s)] = true
	}
	assert.True(t, legal["g1!teleswap-b1"], "an unbound friend may be teleswapped")
	assert.False(t, legal["g1!teleswap-a1"], "not the bound rook on a1")
	assert.False(t, legal["g1!teleswap-a2"], "nor its bound partner on a2")

	// Shadowstrike on a bound body: the links go with the body.
	sq := func(name string) board.Square {
		q, err := board.ParseSquare(name)
		require.NoError(t, err)
		return q
	}
	p := g.Pos.Clone()
	id := p.BodyAt(sq("a2"))
	require.NotZero(t, p.Unit(id).Bind)
	NewGame(p).toShadow(&undo{}, id, sq("a2"))
	assert.Zero(t, p.Unit(id).Bind, "the struck unit's links are cut")
	assert.Zero(t, p.Unit(p.BodyAt(sq("a1"))).Bind, "and its partner's link to it")
	require.NoError(t, p.Validate())
}
