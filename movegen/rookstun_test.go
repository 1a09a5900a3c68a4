package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playTurn plays the steps of one turn on the position fen, runs check on
// the result, takes the steps back and checks that the position, its hash
// and its string are restored (and, after the turn, valid and hashed right).
func playTurn(t *testing.T, fen string, steps []string, check func(g *Game)) {
	t.Helper()
	p := board.MustParse(fen)
	before, hash := p.Format(), p.Hash()
	g := NewGame(p)
	for _, str := range steps {
		s, err := g.ParseStep(str)
		require.NoError(t, err, str)
		g.Make(s)
	}
	require.NoError(t, p.Validate())
	require.Equal(t, p.ComputeHash(), p.Hash())
	after := p.Format()
	q, err := board.Parse(after)
	require.NoError(t, err, "the position string reads back")
	require.Equal(t, after, q.Format())
	check(g)
	for range steps {
		g.Unmake()
	}
	require.Equal(t, before, p.Format())
	require.Equal(t, hash, p.Hash())
}

// paralysisOf maps squares to the paralysis of their bodies.
func paralysisOf(t *testing.T, p *board.Position, names ...string) map[string]int {
	out := map[string]int{}
	for _, n := range names {
		out[n] = int(bodyOn(t, p, n).Paralysis)
	}
	return out
}

// TestRookStun: V13-ROOK-STUN. A rook's action that moves it ends with
// every enemy unit in the 3x3 of its final square paralyzed 2 of its
// owner's turns; friendly units, kings, Royal Guards, rooks (kind
// immunity) and boxes are spared; a longer paralysis is kept. In a Double
// Move only the final square stuns (the effect runs at the turn's end).
func TestRookStun(t *testing.T) {
	tests := []struct {
		name, units string
		sections    []string
		steps       []string
		want        map[string]int
	}{
		{name: "V13-ROOK-STUN enemies around the landing square, 2 turns", units: "P@g9 N@i9 P@i7 P@h10",
			steps: []string{"h4-h8", "end"}, want: map[string]int{"g9": 2, "i9": 2, "i7": 2, "h10": 0}},
		{name: "V13-ROOK-STUN friendly units are spared", units: "p@g9 P@i9",
			steps: []string{"h4-h8", "end"}, want: map[string]int{"g9": 0, "i9": 2}},
		{name: "V13-ROOK-STUN an enemy rook is immune (kind immunity), a box too", units: "R@g9 P@i9",
			sections: []string{"unit:{i9}/box"}, steps: []string{"h4-h8", "end"}, want: map[string]int{"g9": 0, "i9": 0}},
		{name: "V13-ROOK-STUN a longer paralysis is kept", units: "P@g9",
			sections: []string{"unit:{g9}/par=5/paro=2"}, steps: []string{"h4-h8", "end"}, want: map[string]int{"g9": 5}},
		{name: "V13-ROOK-STUN a capture lands too", units: "P@h8 P@g9",
			steps: []string{"h4xh8"}, want: map[string]int{"g9": 2}},
		{name: "V13-ROOK-STUN a Double Move stuns around its final square only (beside the first landing: Swipe's 1)",
			units: "P@g8 P@i12", steps: []string{"h4-h8", "h8-h11"}, want: map[string]int{"g8": 1, "i12": 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 r@h4 "+tc.units, tc.sections...)
			playTurn(t, fen, tc.steps, func(g *Game) {
				names := make([]string, 0, len(tc.want))
				for n := range tc.want {
					names = append(names, n)
				}
				assert.Equal(t, tc.want, paralysisOf(t, g.Pos, names...))
				assert.Equal(t, board.Black, g.Pos.SideToMove())
			})
		})
	}
	// A Royal Guard, the king's own unit in its 3x3, is immune; the king too.
	playTurn(t, lnFEN("k@a1 K@g10 r@h4 P@g9"), []string{"h4-h8", "end"}, func(g *Game) {
		assert.Equal(t, map[string]int{"g9": 0}, paralysisOf(t, g.Pos, "g9"))
	})
	// A stunned unit loses exactly its next 2 turns.
	playTurn(t, lnFEN("k@a1 K@p16 P@o16 P@o15 P@p15 r@h4 N@g9 p@c3"), []string{"h4-h8", "end", NullString, "c3-c4", "end", NullString}, func(g *Game) {
		assert.Equal(t, 0, int(bodyOn(t, g.Pos, "g9").Paralysis), "two Black turns later it acts again")
	})
	p := board.MustParse(lnFEN("k@a1 K@p16 r@h4 N@g9"))
	g := NewGame(p)
	for _, str := range []string{"h4-h8", "end"} {
		s, err := g.ParseStep(str)
		require.NoError(t, err)
		g.Make(s)
	}
	assert.Empty(t, stepsOf(t, p.Format(), "g9"), "the stunned knight cannot act")
}

// TestRookSwipe: V13-ROOK-SWIPE. The enemies orthogonally beside the rook's
// path (its start and every square it walked through or stopped on, the
// final square excluded) lose their next turn; those in the final square's
// 3x3 take Stun's 2; friends, kings, Royal Guards, rooks and boxes are
// spared; a one-square step has no path beside which to swipe but its start.
func TestRookSwipe(t *testing.T) {
	tests := []struct {
		name, units string
		sections    []string
		steps       []string
		want        map[string]int
	}{
		{name: "V13-ROOK-SWIPE beside the walked squares, 1 turn", units: "P@g5 P@i6 P@g3 P@i10",
			steps: []string{"h4-h8", "end"}, want: map[string]int{"g5": 1, "i6": 1, "g3": 0, "i10": 0}},
		{name: "V13-ROOK-SWIPE beside the start square", units: "B@g4 B@i4", // (pawns would pinch the rook, V13-PAWN-PINCER)
			steps: []string{"h4-h8", "end"}, want: map[string]int{"g4": 1, "i4": 1}},
		{name: "V13-ROOK-SWIPE the final square's 3x3 is Stun's", units: "P@g7 P@i8",
			steps: []string{"h4-h8", "end"}, want: map[string]int{"g7": 2, "i8": 2}},
		{name: "V13-ROOK-SWIPE friends, rooks and boxes are spared", units: "p@g5 R@i5 P@g6",
			sections: []string{"unit:{g6}/box"}, steps: []string{"h4-h8", "end"}, want: map[string]int{"g5": 0, "i5": 0, "g6": 0}},
		{name: "V13-ROOK-SWIPE a Double Move swipes along both steps", units: "P@g6 P@k9",
			steps: []string{"h4-h8", "h8-l8"}, want: map[string]int{"g6": 1, "k9": 2}},
		{name: "V13-ROOK-SWIPE a Double Move: beside its intermediate landing", units: "P@g8 P@n7",
			steps: []string{"h4-h8", "h8-n8"}, want: map[string]int{"g8": 1, "n7": 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 r@h4 "+tc.units, tc.sections...)
			playTurn(t, fen, tc.steps, func(g *Game) {
				names := make([]string, 0, len(tc.want))
				for n := range tc.want {
					names = append(names, n)
				}
				assert.Equal(t, tc.want, paralysisOf(t, g.Pos, names...))
			})
		})
	}
	// A swiped unit loses only its next turn.
	playTurn(t, lnFEN("k@a1 K@p16 r@h4 N@g6"), []string{"h4-h8", "end", NullString}, func(g *Game) {
		assert.Equal(t, 0, int(bodyOn(t, g.Pos, "g6").Paralysis))
	})
	// Another unit type's path swipes nobody (a templar's: a queen's
	// landing would paralyze g9 by her gaze, V13-QUEEN-GAZE).
	playTurn(t, lnFEN("k@a1 K@p16 t@h4 P@g6 P@g9"), []string{"h4-h8", "end"}, func(g *Game) {
		assert.Equal(t, map[string]int{"g6": 0, "g9": 0}, paralysisOf(t, g.Pos, "g6", "g9"))
	})
}
