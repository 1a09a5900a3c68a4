package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLancerV8LANCER: V8-LANCER. Bishop moves (no bounce, no bishop
// capture); captures only on squares orthogonally next to its diagonal
// path, landing there.
func TestLancerV8LANCER(t *testing.T) {
	for _, tc := range []struct {
		name, pieces string
		sections     []string
		in, out      []string
	}{
		{name: "V8-LANCER: diagonal moves, stopped by a unit it does not capture", pieces: "k@a1 K@p16 l@e5 P@g7",
			in: []string{"e5-f6", "e5-d4", "e5-a9"}, out: []string{"e5xg7", "e5-g7", "e5-h8", "e5-e6"}},
		{name: "V8-LANCER: a capture next to the path, written with the corner", pieces: "k@a1 K@p16 l@e5 P@h7",
			in: []string{"e5-g7xh7"}, out: []string{"e5-h8xh7", "e5-f6xh7", "e5xh7"}},
		{name: "V8-LANCER: next to the first square, all four sides", pieces: "k@a1 K@p16 l@e5 P@e6 P@f5",
			in: []string{"e5-f6xe6", "e5-d6xe6", "e5-f6xf5", "e5-f4xf5"}},
		{name: "V8-LANCER: behind a later square is the shorter path's", pieces: "k@a1 K@p16 l@e5 P@g6",
			in: []string{"e5-f6xg6"}, out: []string{"e5-g7xg6"}},
		{name: "V8-LANCER: not a friend, not a frog, not a lancer (kind)", pieces: "k@a1 K@p16 l@e5 p@h7 F@f7 L@d7",
			out: []string{"e5-g7xh7", "e5-f6xf7", "e5-d6xd7"}},
		{name: "V8-LANCER: a blocked path captures nothing beyond", pieces: "k@a1 K@p16 l@e5 p@g7 P@h9",
			out: []string{"e5-h8xh9", "e5-g7xh9"}},
		{name: "V8-LANCER: a wall on the path stops it", pieces: "k@a1 K@p16 l@e5 P@h7 P@p9", sections: []string{"wall:{p9}=g7"},
			in: []string{"e5-f6"}, out: []string{"e5-g7xh7", "e5-g7"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := v8Steps(t, v8Pos(t, tc.pieces, tc.sections...), "e5")
			for _, s := range tc.in {
				assert.Contains(t, got, s)
			}
			for _, s := range tc.out {
				assert.NotContains(t, got, s)
			}
		})
	}
}

// TestLancerCaptureV8LANCER: V8-LANCER, V8-CLASS-CRR. The capture lands on
// the victim's square, its path becomes its wall, and it costs the Lancer
// diagonal range as a bishop's capture does.
func TestLancerCaptureV8LANCER(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p16 l@e5 R@h7")
	v8MakeAndBack(t, p, "e5-g7xh7", func(g *Game) {
		l := bodyOn(t, g.Pos, "h7")
		assert.Equal(t, board.Lancer, l.Type)
		assert.Equal(t, 3, int(l.CRRDiag), "V8-CLASS-CRR: a non-pawn victim costs 3 diagonal squares")
		id := g.Pos.BodyAt(sqs(t, "h7")[0])
		assert.Equal(t, sqs(t, "e5", "f6", "g7"), wallOf(g.Pos, id))
	})
}

// TestLancerAttackV8LANCER: V8-LANCER. Its captures give check: the fast
// attack test agrees with generation, and a king next to its path may not
// stay.
func TestLancerAttackV8LANCER(t *testing.T) {
	p := v8Pos(t, "K@a1 k@h7 L@e5")
	p.SetSideToMove(board.White)
	hit, _ := fastAttacked(p, board.Black, sqs(t, "h7")[0], nil, nil)
	assert.True(t, hit, "V8-LANCER: h7 is next to g7 on its path")
	hit, _ = fastAttacked(p, board.Black, sqs(t, "p9")[0], nil, nil)
	assert.False(t, hit)
	g := NewGame(p)
	var kingTo []string
	for _, s := range g.Legal(0, nil) {
		if s.From() == sqs(t, "h7")[0] && s.Kind() == KindMove {
			kingTo = append(kingTo, s.To().String())
		}
	}
	require.Contains(t, kingTo, "h8", "V8-LANCER: a square diagonal to its path is safe")
	require.Contains(t, kingTo, "h6")
	require.NotContains(t, kingTo, "g8", "V8-LANCER: the king may not step next to its path")
	require.NotContains(t, kingTo, "g6")
}

// TestLancerAttackAgreesV8LANCER: V8-LANCER. The attack test (lineAttack's
// lancer group) agrees with generating every capture, on every square of
// positions with lancers among units and walls.
func TestLancerAttackAgreesV8LANCER(t *testing.T) {
	for _, tc := range []v8Case{
		{name: "V8-LANCER: open board", pieces: "k@a1 K@p16 L@e5 L@k12"},
		{name: "V8-LANCER: among units of both sides", pieces: "k@a1 K@p16 L@e5 P@g7 p@d4 p@f6 L@j10 P@i11 p@l8 F@h12"},
		{name: "V8-LANCER: with walls", pieces: "k@a1 K@p16 L@e5 L@j10 P@p8", sections: []string{"wall:{p8}=f6i9i11"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := v8Pos(t, tc.pieces, tc.sections...)
			n := 0
			for s := range board.NumSquares {
				sq := board.Square(s)
				if pc := p.PieceAt(sq); pc != board.NoPiece && pc.Side() == board.Black {
					continue
				}
				fast, _ := fastAttacked(p, board.Black, sq, nil, nil)
				slow, _ := attackedByGeneration(p, board.Black, sq, nil, nil)
				require.Equal(t, slow, fast, "square %s", sq)
				if fast {
					n++
				}
			}
			assert.Greater(t, n, 10, "the lancers attack squares")
		})
	}
}

// TestLancerSparesTheImmortalV8LANCER: V8-LANCER, V8-CLASS-IMMORTAL. No
// capture takes a Ship (nor a Frog).
func TestLancerSparesTheImmortalV8LANCER(t *testing.T) {
	p := v8Pos(t, "k@a1 K@p16 l@e5 S@g8 R@h7")
	got := v8Steps(t, p, "e5")
	assert.NotContains(t, got, "e5-g7xg8", "the ship is immortal")
	assert.Contains(t, got, "e5-g7xh7", "the rook beside it is not")
}
