package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWalltrapGeneration: V13-JESTER-WALLTRAP. The jester on e4 names an
// enemy on one of its landing squares (V13-JESTER-MOVE); not a friend, not
// a square it does not leap to, not a king (V13-KING-IMMUNITY) or a jester
// (V13-JESTER-KIND), not past a wall on its way, not a unit with no empty
// square around it; not while paralyzed; only jesters.
func TestWalltrapGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN(shelter+"j@e4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-JESTER-WALLTRAP an enemy on a landing square", fen: fen("B@g6"), special: "walltrap", legal: true,
			want: []string{"e4!walltrap-g6"}},
		{name: "V13-JESTER-WALLTRAP every landing: 2 and 3 squares diagonally, and a side step", fen: fen("B@g6 N@h8 L@c6 R@b7"), special: "walltrap",
			want: []string{"e4!walltrap-g6", "e4!walltrap-h8", "e4!walltrap-c6", "e4!walltrap-b7"}},
		{name: "V13-JESTER-WALLTRAP not a friend, not a square it does not leap to", fen: fen("b@g6 N@f3 L@e8"), special: "walltrap"},
		{name: "V13-JESTER-WALLTRAP V13-KING-IMMUNITY not the king", fen: lnFEN("k@a1 f@a2 f@b2 f@b1 j@e4 K@g6"), special: "walltrap"},
		{name: "V13-JESTER-WALLTRAP V13-JESTER-KIND not a jester", fen: fen("J@g6"), special: "walltrap"},
		{name: "V13-JESTER-WALLTRAP a wall on the way", fen: fen("B@h7", "wall:{a1}=g6"), special: "walltrap"},
		{name: "V13-JESTER-WALLTRAP units on the way do not stop it", fen: fen("B@h7 P@f5 P@g6"), special: "walltrap",
			want: []string{"e4!walltrap-g6", "e4!walltrap-h7"}},
		{name: "V13-JESTER-WALLTRAP no empty square around the target: nothing to wall", fen: fen("B@g6 p@f5 p@f6 p@f7 p@g5 p@g7 p@h5 p@h6 p@h7"), special: "walltrap"},
		{name: "V13-JESTER-WALLTRAP the target's level does not matter", fen: fen("B@g6", "level:g6=5"), special: "walltrap",
			want: []string{"e4!walltrap-g6"}},
		{name: "V13-JESTER-WALLTRAP a paralyzed jester casts nothing", fen: fen("B@g6", "unit:{e4}/par=1"), special: "walltrap"},
		{name: "V13-JESTER-WALLTRAP only jesters", fen: lnFEN(shelter + "f@e4 B@g6"), special: "walltrap"},
	})
}

// TestWalltrapMake: V13-JESTER-WALLTRAP. A lone target is ringed by 8
// walls, the jester's; a target with company gets walls on the empty
// squares of its 3x3. The jester's previous wall dissolves; another unit's
// wall stays its owner's; tombs and markers get wall on top; the jester
// does not move and lays no trap.
func TestWalltrapMake(t *testing.T) {
	tests := []struct {
		name, fen string
		walls     []string // the jester's wall after
	}{
		{"V13-JESTER-WALLTRAP alone: a ring of 8", lnFEN(shelter + "j@e4 B@g6"), []string{"f5", "f6", "f7", "g5", "g7", "h5", "h6", "h7"}},
		{"V13-JESTER-WALLTRAP not alone: the empty squares of its 3x3", lnFEN(shelter + "j@e4 B@g6 P@g7 p@h5"), []string{"f5", "f6", "f7", "g5", "h6", "h7"}},
		{"V13-JESTER-WALLTRAP the old wall dissolves, another's stays, a tomb and a trap get wall on top",
			lnFEN(shelter+"j@e4 B@g6", "wall:{e4}=c2d3,{p16}=h7", "tomb:f7=open/0/P300", "mark:trap@g5/{e4}"),
			[]string{"f5", "f6", "f7", "g5", "g7", "h5", "h6"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, "e4!walltrap-g6", func(g *Game) {
				p := g.Pos
				jester := p.BodyAt(sqs(t, "e4")[0])
				require.NotZero(t, jester, "the jester stays")
				assert.Equal(t, sqs(t, tc.walls...), wallOf(p, jester))
				for _, sq := range []string{"c2", "d3"} {
					assert.Zero(t, p.WallOwner(sqs(t, sq)[0]), "the old wall dissolved: %s", sq)
				}
				assert.Equal(t, board.Black, p.SideToMove())
				for _, m := range p.Markers() {
					assert.NotEqual(t, sqs(t, "e4")[0], m.Square, "no trap: the jester did not move")
				}
			})
		})
	}
	// The other owner's wall on h7 is still its own.
	makeAndBack(t, lnFEN(shelter+"j@e4 B@g6", "wall:{p16}=h7"), "e4!walltrap-g6", func(g *Game) {
		assert.Equal(t, g.Pos.BodyAt(sqs(t, "p16")[0]), g.Pos.WallOwner(sqs(t, "h7")[0]))
	})
}

// TestWalltrapHolds: V13-JESTER-WALLTRAP. The walled-in bishop on g6 has
// no step left; the walls dissolve at the jester's next move (its trail
// becomes its new wall), and a second Walltrap of the jester replaces the first.
func TestWalltrapHolds(t *testing.T) {
	fen := lnFEN(shelter + "j@e4 B@g6")
	bishopSteps := func(g *Game) []string {
		var out []string
		for _, s := range g.Generate(nil) {
			if s.From() == sqs(t, "g6")[0] && s.Kind() != KindSpecial {
				out = append(out, FormatStep(g.Pos, s))
			}
		}
		return out
	}
	g := play(t, fen, "e4!walltrap-g6")
	assert.Empty(t, bishopSteps(g), "walled in")
	jester := g.Pos.BodyAt(sqs(t, "e4")[0])
	require.NoError(t, g.PlayTurn(NullString))
	require.NoError(t, g.PlayTurn("e4-c6"))
	assert.Equal(t, sqs(t, "e4"), wallOf(g.Pos, jester), "the jester's next move: its trail is its wall, the ring is gone")
	assert.NotEmpty(t, bishopSteps(g), "free again")

	g = play(t, lnFEN(shelter+"j@e4 B@g6 N@c6"), "e4!walltrap-g6", NullString, "e4!walltrap-c6")
	jester = g.Pos.BodyAt(sqs(t, "e4")[0])
	assert.Equal(t, sqs(t, "b5", "b6", "b7", "c5", "c7", "d5", "d6", "d7"), wallOf(g.Pos, jester), "the second ring replaced the first")
}
