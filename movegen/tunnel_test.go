package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTunnelGeneration: V13-ASSASSIN-TUNNEL. An assassin that stayed 2
// turns on e5, next to the wall square e6, builds a tunnel to e7 if e7 is
// empty and not attacked; not after 1 turn, not without the wall, not onto
// an occupied, walled, attacked or higher exit, not twice from one square.
func TestTunnelGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string {
		return lnFEN("k@a1 K@p16 a@e5 "+units, append([]string{"unit:{e5}/stay=2"}, sections...)...)
	}
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-TUNNEL after 2 turns, over the wall", fen: fen("", "wall:{a1}=e6"), special: "tunnel", legal: true,
			want: []string{"e5!tunnel-e7"}},
		{name: "V13-ASSASSIN-TUNNEL every orthogonal wall", fen: fen("", "wall:{a1}=e6f5"), special: "tunnel",
			want: []string{"e5!tunnel-e7", "e5!tunnel-g5"}},
		{name: "V13-ASSASSIN-TUNNEL 1 turn is not enough", fen: lnFEN("k@a1 K@p16 a@e5", "unit:{e5}/stay=1", "wall:{a1}=e6"),
			special: "tunnel", want: nil},
		{name: "V13-ASSASSIN-TUNNEL no wall, no tunnel", fen: fen(""), special: "tunnel", want: nil},
		{name: "V13-ASSASSIN-TUNNEL not a diagonal wall", fen: fen("", "wall:{a1}=f6"), special: "tunnel", want: nil},
		{name: "V13-ASSASSIN-TUNNEL the exit must be empty", fen: fen("p@e7", "wall:{a1}=e6"), special: "tunnel", want: nil},
		{name: "V13-ASSASSIN-TUNNEL the exit must not be attacked", fen: fen("R@a7", "wall:{a1}=e6"), special: "tunnel",
			want: nil},
		{name: "V13-ASSASSIN-TUNNEL the wall is one square thick", fen: fen("", "wall:{a1}=e6e7"), special: "tunnel", want: nil},
		{name: "V13-ASSASSIN-TUNNEL not onto a higher exit", fen: fen("", "wall:{a1}=e6", "level:e7=1"), special: "tunnel",
			want: nil},
		{name: "V13-ASSASSIN-TUNNEL one tunnel from a square", fen: fen("", "wall:{a1}=e6f5", "mark:tunnel@e5/{e5}/n"),
			special: "tunnel", want: nil},
		{name: "V13-ASSASSIN-TUNNEL only assassins", fen: lnFEN("k@a1 K@p16 l@e5", "unit:{e5}/stay=2", "wall:{a1}=e6"),
			special: "tunnel", want: nil},
	})
}

// TestTunnelStay: V13-ASSASSIN-TUNNEL. At the end of each of its side's
// plies an assassin that did not act counts one more turn, up to 2; the
// ply's actor goes back to 0; the enemy's plies count nothing; building
// the tunnel leaves its marker on the entrance, pointing over the wall.
func TestTunnelStay(t *testing.T) {
	for _, tc := range []struct {
		name, fen, step string
		want            uint8
	}{
		{"V13-ASSASSIN-TUNNEL another unit acted: one more turn", lnFEN("k@a1 K@p16 a@e5"), "a1!raise", 1},
		{"V13-ASSASSIN-TUNNEL up to 2", lnFEN("k@a1 K@p16 a@e5", "unit:{e5}/stay=2"), "a1!raise", 2},
		{"V13-ASSASSIN-TUNNEL the actor starts again", lnFEN("k@a1 K@p16 a@e5", "unit:{e5}/stay=2"), "e5!raise", 0},
	} {
		makeAndBack(t, tc.fen, tc.step, func(g *Game) {
			assert.Equal(t, tc.want, g.Pos.StayOf(bodyOn(t, g.Pos, "e5")), tc.name)
		})
	}
	p := board.MustParse(lnFEN("k@a1 K@p16 a@e5"))
	p.SetSideToMove(board.Black)
	makeAndBack(t, p.Format(), "p16!raise", func(g *Game) {
		assert.Zero(t, g.Pos.StayOf(bodyOn(t, g.Pos, "e5")), "the enemy's ply counts nothing")
	})
	fen := lnFEN("k@a1 K@p16 a@e5", "unit:{e5}/stay=2", "wall:{a1}=e6")
	makeAndBack(t, fen, "e5!tunnel-e7", func(g *Game) {
		p := g.Pos
		ms := p.MarkersAt(sqs(t, "e5")[0], nil)
		require.Len(t, ms, 1)
		assert.Equal(t, board.MarkTunnel, ms[0].Kind)
		assert.Equal(t, board.North, ms[0].Dir)
		assert.Equal(t, p.BodyAt(sqs(t, "e5")[0]), ms[0].Owner)
		assert.Zero(t, p.StayOf(bodyOn(t, p, "e5")), "building was its action")
	})
}

// TestTunnelPassage: V13-ASSASSIN-TUNNEL. A unit of the tunnel's side on
// its entrance passes to the exit, a normal 2-square move: its start
// square becomes its wall. Not onto an occupied exit, not for the enemy,
// not for a cannon, not once the wall is gone; the tunnel goes at the end
// of the ply in which its wall dissolved.
func TestTunnelPassage(t *testing.T) {
	tunnel := func(units string, walls string) string {
		return lnFEN("k@a1 K@p16 a@h3 "+units, "wall:"+walls, "mark:tunnel@e5/{h3}/n")
	}
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-TUNNEL a friend on the entrance passes", fen: tunnel("r@e5", "{a1}=e6"), special: "passage",
			legal: true, want: []string{"e5!passage-e7"}},
		{name: "V13-ASSASSIN-TUNNEL not onto an occupied exit", fen: tunnel("r@e5 P@e7", "{a1}=e6"), special: "passage",
			want: nil},
		{name: "V13-ASSASSIN-TUNNEL not without the wall", fen: tunnel("r@e5", "{a1}=f6"), special: "passage", want: nil},
		{name: "V13-ASSASSIN-TUNNEL not an enemy unit", fen: tunnel("R@e5", "{a1}=e6"), special: "passage", want: nil},
		{name: "V13-ASSASSIN-TUNNEL not a cannon (immobile)", fen: tunnel("o@e5", "{a1}=e6"), special: "passage", want: nil},
	})
	fen := tunnel("r@e5", "{a1}=e6")
	makeAndBack(t, fen, "e5!passage-e7", func(g *Game) {
		p := g.Pos
		id := p.BodyAt(sqs(t, "e7")[0])
		assert.Equal(t, board.Rook, p.Unit(id).Type)
		assert.Equal(t, sqs(t, "e5"), wallOf(p, id), "its start square is its wall")
		assert.NotZero(t, p.WallOwner(sqs(t, "e6")[0]), "the tunnel's wall stays")
	})
	// The wall's owner (the king) moves: its wall dissolves, and the tunnel
	// goes with it at the end of that ply.
	g := play(t, fen, "a1-a2")
	assert.Zero(t, g.Pos.WallOwner(sqs(t, "e6")[0]))
	assert.Empty(t, g.Pos.MarkersAt(sqs(t, "e5")[0], nil), "the tunnel is gone with its wall")
}
