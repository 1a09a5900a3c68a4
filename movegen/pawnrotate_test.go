package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPawnRotateGeneration: V13-PAWN-ROTATE. A pawn may turn to each of the
// 3 orthogonal directions it does not face, wherever it stands; a paralyzed
// pawn and other unit types may not.
func TestPawnRotateGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-PAWN-ROTATE a pawn facing north turns e, s or w", fen: fen("p@h4"), special: "face", legal: true,
			want: []string{"h4!face:e", "h4!face:s", "h4!face:w"}},
		{name: "V13-PAWN-ROTATE a pawn facing east turns n, s or w", fen: fen("p@h4", "unit:{h4}/face=e"), special: "face",
			want: []string{"h4!face:n", "h4!face:s", "h4!face:w"}},
		// Two enemy pawns on one axis would pinch it (V13-PAWN-PINCER).
		{name: "V13-PAWN-ROTATE boxed in on every side, it still turns", fen: fen("p@h4 P@h5 B@h3 P@g4 B@i4"), special: "face",
			want: []string{"h4!face:e", "h4!face:s", "h4!face:w"}},
		{name: "V13-PAWN-ROTATE a paralyzed pawn does not turn", fen: fen("p@h4", "unit:{h4}/par=1"), special: "face", want: nil},
		{name: "V13-PAWN-ROTATE only pawns", fen: fen("n@h4"), special: "face", want: nil},
	})
}

// TestPawnRotateMake: V13-PAWN-ROTATE, V13-FACING. The pawn on h4 turns east:
// nothing moves, no wall is built, the turn passes; on its next turn it
// steps east to i4 and captures on its new forward diagonals (i3 holds an
// enemy, i5 none), no longer on g5.
func TestPawnRotateMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 p@h4 P@i3 P@g5 P@g4", "wall:{h4}=c3")
	makeAndBack(t, fen, "h4!face:e", func(g *Game) {
		p := g.Pos
		h4 := bodyOn(t, p, "h4")
		assert.Equal(t, board.East, h4.Facing)
		assert.Equal(t, sqs(t, "c3"), wallOf(p, p.BodyAt(sqs(t, "h4")[0])), "no new wall")
		assert.Equal(t, board.Black, p.SideToMove())
		g.Make(NullStep) // Black passes; White's pawn acts with its new forward
		var got []string
		for _, s := range g.Generate(nil) {
			if s.Kind() != KindSpecial && s.From() == sqs(t, "h4")[0] {
				got = append(got, FormatStep(p, s))
			}
		}
		assert.ElementsMatch(t, []string{"h4-i4", "h4xi3"}, got)
		g.Unmake()
	})
	// Facing south, the pawn's last rank is rank 1: a step there promotes.
	p := board.MustParse(lnFEN("k@a16 K@p16 p@h2", "unit:{h2}/face=s"))
	var got []string
	for _, s := range Generate(p, nil) {
		if s.Kind() == KindMove && s.From() == sqs(t, "h2")[0] {
			got = append(got, FormatStep(p, s))
		}
	}
	assert.Len(t, got, len(promoTypes), "V13-PAWN-PROMO-LAST: one promotion per type on rank 1")
}

// TestPawnRotateNotation: V13-PAWN-ROTATE is written <pawn>!face:<n|e|s|w>.
func TestPawnRotateNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 p@h4")))
	for _, ok := range []string{"h4!face:e", "h4!face:s", "h4!face:w"} {
		s, err := g.ParseStep(ok)
		require.NoError(t, err, ok)
		assert.Equal(t, ok, FormatStep(g.Pos, s))
	}
	for _, bad := range []string{"h4!face", "h4!face:n", "h4!face:ne", "h4!face-h5:e", "a1!face:e"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
