package movegen

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOrthogonalBounceV8ADVANCED: V8-ADVANCED. No Orthogonal Bounce in 8.0:
// a rook's lines stop at an obstacle, in generation and in the attack test
// (13.0's rook turns at h7 and reaches l7); the Diagonal Bounce stays.
func TestOrthogonalBounceV8ADVANCED(t *testing.T) {
	const pieces = "k@a1 K@l7 r@h4 p@h8"
	p13 := board.MustParse(lnFEN(pieces))
	assert.Contains(t, v8Steps(t, p13, "h4"), "h4-h7xl7", "13.0: the line turns at h7")
	hit13, _ := fastAttacked(p13, board.White, sqs(t, "l7")[0], nil, nil)
	assert.True(t, hit13, "13.0: the bounced line attacks the king")

	p8 := v8Pos(t, pieces)
	steps := v8Steps(t, p8, "h4")
	assert.Len(t, steps, 7+3+8+3, "V8-ADVANCED: the four straight lines only")
	for _, s := range steps {
		assert.Equal(t, 1, strings.Count(s, "-"), "V8-ADVANCED: no turn in %s", s)
	}
	hit8, _ := fastAttacked(p8, board.White, sqs(t, "l7")[0], nil, nil)
	assert.False(t, hit8, "V8-ADVANCED: no attack around the corner")

	for _, tc := range []struct{ name, pieces, from, want string }{
		{"V8-ADVANCED the bishop's Diagonal Bounce", "k@a1 K@p16 b@h4", "h4", "h4-a11-b12"},
		{"V8-ADVANCED the dragon's Diagonal Bounce", "k@a1 K@p16 d@h4", "h4", "h4-a11-b12"},
		{"V8-ADVANCED the queen's Diagonal Bounce", "k@a1 K@p16 q@h4", "h4", "h4-a11-b12"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Contains(t, v8Steps(t, v8Pos(t, tc.pieces), tc.from), tc.want)
		})
	}
}

// TestAbilitiesInMultimoveV8ADVANCED: V8-ADVANCED. No rule locks abilities
// during advanced movement in 8.0: after a multimove's plain step the
// actor's unit abilities are offered (the bishop's Conversion of a rook its
// new diagonal reaches, its Shadowing), and one ends the turn; a Double
// Move stays plain; 13.0 offers only the generic special moves there
// (V13-ADV-ABILITY-LOCK).
func TestAbilitiesInMultimoveV8ADVANCED(t *testing.T) {
	after := func(p *board.Position, step string) (*Game, []string) {
		g := NewGame(p)
		s, err := g.ParseStep(step)
		require.NoError(t, err)
		g.Make(s)
		return g, v8Specials(t, p, "", true)
	}
	_, mid8 := after(v8Pos(t, "k@a1 K@p16 b@e5 R@h7", "unit:{e5}/mm=1"), "e5-e4")
	assert.Subset(t, mid8, []string{"e4!conv-h7", "e4!shadow"}, "V8-ADVANCED: unit abilities in a multimove")
	_, double8 := after(v8Pos(t, "k@a1 K@p16 b@e5 R@h7"), "e5-e4")
	assert.Empty(t, double8, "V8-ADVANCED: a Double Move stays plain")
	_, mid13 := after(board.MustParse(lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 b@e5 R@h7", "unit:{e5}/mm=1")), "e5-e4")
	assert.NotEmpty(t, mid13, "13.0: generic special moves in a multimove")
	for _, s := range mid13 {
		assert.NotContains(t, []string{"e4!shadow", "e4!convert-h7"}, s, "13.0: no unit ability")
	}

	p := v8Pos(t, "k@a1 K@p16 b@e5 R@h7", "unit:{e5}/mm=1")
	playTurn(t, p.Format(), []string{"e5-e4", "e4!conv-h7"}, func(g *Game) {
		assert.Equal(t, board.Black, g.Pos.SideToMove(), "V8-ADVANCED: the ability ends the multimove")
		assert.Equal(t, board.White, bodyOn(t, g.Pos, "h7").Side, "the rook is converted")
		assert.NotZero(t, g.Pos.WallOwner(sqs(t, "e5")[0]), "the turn's walls are built")
	})
	knightmare := v8Pos(t, "k@a1 K@p16 p@e5 N@f8", "unit:{e5}/mm=1")
	_, held := after(knightmare, "e5-e6")
	assert.Empty(t, held, "V8-ADVANCED V8-KNIGHTMARE: a pawn a knight holds has no ability mid-turn")
}

// TestAdvancedRandomV8ADVANCED: V8-ADVANCED, V8-PAWN-ACCEL. Random 8.0
// games in which every unit holds two multimove awards, so that turns of
// three steps, the pawns' included, end with abilities and captures: every
// legal step made and unmade restores the position and the hash, the hash
// stays incremental, the position valid, and perft 1 by make/unmake equals
// perft 1 by copy.
func TestAdvancedRandomV8ADVANCED(t *testing.T) {
	games, plies := 2, 40
	if testing.Short() {
		games, plies = 1, 20
	}
	for gi := range games {
		p := board.StartPositionOf(board.FrozenChess8)
		for id := board.UnitID(1); id <= 128; id++ {
			require.NoError(t, p.SetField(id, board.FAwards, 2))
		}
		g := NewGame(p)
		r := rand.New(rand.NewPCG(uint64(gi), 8))
		for ply := 0; ply < plies; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			before, hash := p.Format(), p.Hash()
			for i := 0; i < 12; i++ {
				s := legal[r.IntN(len(legal))]
				g.Make(s)
				require.Equal(t, p.ComputeHash(), p.Hash(), "after %s from %s", FormatStep(p, s), before)
				require.NoError(t, p.Validate())
				g.Unmake()
				require.Equal(t, before, p.Format(), "unmake of %s", FormatStep(p, s))
				require.Equal(t, hash, p.Hash())
			}
			if ply%10 == 5 { // perft 1 walks every unit's three-step turns: not at every ply
				require.Equal(t, PerftCopy(p, 1), g.Perft(1), "perft 1 in %s", before)
			}
			// Prefer special moves and captures, so that turns end with them.
			s := legal[r.IntN(len(legal))]
			for range 4 {
				if s.Kind() == KindSpecial || s.IsCapture() {
					break
				}
				s = legal[r.IntN(len(legal))]
			}
			g.Make(s)
		}
	}
}
