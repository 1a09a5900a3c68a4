package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stepsFrom lists the steps g's side to move may generate from the named
// square (special moves and Null aside).
func stepsFrom(t *testing.T, g *Game, name string) []string {
	t.Helper()
	var out []string
	for _, s := range g.Generate(nil) {
		if s.Kind() != KindNull && s.Kind() != KindEnd && s.Kind() != KindSpecial && s.From() == sqs(t, name)[0] {
			out = append(out, FormatStep(g.Pos, s))
		}
	}
	return out
}

// TestQueenGaze: V13-QUEEN-GAZE. At the end of White's ply every black
// pawn next to a white queen takes 1 turn of paralysis, so it cannot act
// in Black's turn; that turn uses it up, and the next White ply gazes
// again. Not a pawn farther off, not a white pawn, not a bishop, not a
// Royal Guard pawn, not by a Queen's Shadow token; a pawn already
// paralyzed longer keeps its count.
func TestQueenGaze(t *testing.T) {
	cases := []struct {
		name, fen, pawn string
		want            uint16
	}{
		{"V13-QUEEN-GAZE an enemy pawn beside the queen", lnFEN("k@a1 K@p16 q@e5 P@f6"), "f6", 1},
		{"V13-QUEEN-GAZE below and beside count too", lnFEN("k@a1 K@p16 q@e5 P@d4"), "d4", 1},
		{"V13-QUEEN-GAZE two squares off: free", lnFEN("k@a1 K@p16 q@e5 P@g7"), "g7", 0},
		{"V13-QUEEN-GAZE its own pawns: free", lnFEN("k@a1 K@p16 q@e5 p@f6"), "f6", 0},
		{"V13-QUEEN-GAZE pawns only", lnFEN("k@a1 K@p16 q@e5 B@f6"), "f6", 0},
		{"V13-QUEEN-GAZE V13-KING-ROYALGUARD a pawn beside its king is immune", lnFEN("k@a1 K@g7 q@e5 P@f6"), "f6", 0},
		{"V13-QUEEN-GAZE a Queen's Shadow token does not gaze", lnFEN("k@a1 K@p16 s@e5 P@f6"), "f6", 0},
		{"V13-QUEEN-GAZE a longer paralysis stays", lnFEN("k@a1 K@p16 q@e5 P@f6", "unit:{f6}/par=3/paro=2"), "f6", 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			before, hash := p.Format(), p.Hash()
			g := NewGame(p)
			g.Make(NullStep)
			require.NoError(t, p.Validate())
			require.Equal(t, p.ComputeHash(), p.Hash())
			assert.Equal(t, tc.want, bodyOn(t, p, tc.pawn).Paralysis)
			if tc.want == 1 {
				assert.Empty(t, stepsFrom(t, g, tc.pawn), "the gazed pawn cannot act")
				assert.False(t, Attacked(p, board.Black, sqs(t, "a1")[0]), "nor attack")
				g.Make(NullStep)
				assert.Zero(t, bodyOn(t, p, tc.pawn).Paralysis, "its turn used it up")
				g.Make(NullStep)
				assert.Equal(t, uint16(1), bodyOn(t, p, tc.pawn).Paralysis, "gazed again")
				g.Unmake()
				g.Unmake()
			}
			g.Unmake()
			assert.Equal(t, before, p.Format())
			assert.Equal(t, hash, p.Hash())
		})
	}
}

// TestQueenGazeDoubleMove: V13-QUEEN-GAZE ruling. A pawn that steps into
// the queen's 3x3 in the first step of its Double Move finishes the turn
// (the gaze is looked at the ply's end); a pawn whose queen went away is
// free at its next turn.
func TestQueenGazeDoubleMove(t *testing.T) {
	p := board.MustParse(lnFEN("k@a1 K@p16 q@e6 P@f9"))
	p.SetSideToMove(board.Black)
	g := NewGame(p)
	s, err := g.ParseStep("f9-f8")
	require.NoError(t, err)
	g.Make(s)
	s, err = g.ParseStep("f8-f7")
	require.NoError(t, err, "the pawn beside the queen goes on")
	g.Make(s)
	assert.Zero(t, bodyOn(t, p, "f7").Paralysis)
	g.Unmake()
	g.Unmake()

	// The queen leaves: the pawn it gazed acts again.
	q := board.MustParse(lnFEN("k@a1 K@p16 q@e5 P@f6"))
	g = NewGame(q)
	g.Make(NullStep)
	g.Make(NullStep)
	s, err = g.ParseStep("e5-e1")
	require.NoError(t, err)
	g.Make(s)
	g.Make(EndStep)
	assert.Zero(t, bodyOn(t, q, "f6").Paralysis)
	assert.NotEmpty(t, stepsFrom(t, g, "f6"))
}
