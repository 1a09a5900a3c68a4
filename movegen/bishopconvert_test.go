package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBishopConvertGeneration: V13-BISHOP-CONVERT. The bishop on h8 may
// convert the first enemy on a straight diagonal within its range, unless
// it is protected, a king, a bishop (kind immunity), a frog, a box, or
// behind another unit; never along a bounce, never orthogonally.
func TestBishopConvertGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p1 b@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-BISHOP-CONVERT an unprotected enemy on a diagonal", fen: fen("N@k11"), special: "diagconvert",
			legal: true, want: []string{"h8!diagconvert-k11"}},
		{name: "V13-BISHOP-CONVERT every diagonal", fen: fen("N@k11 L@e5 P@f10 T@j6"), special: "diagconvert",
			want: []string{"h8!diagconvert-k11", "h8!diagconvert-e5", "h8!diagconvert-f10", "h8!diagconvert-j6"}},
		{name: "V13-BISHOP-CONVERT a protected enemy is refused", fen: fen("N@k11 P@l12"), special: "diagconvert",
			want: nil},
		{name: "V13-BISHOP-CONVERT only the first unit on the line", fen: fen("p@j10 N@k11"), special: "diagconvert",
			want: nil},
		{name: "V13-BISHOP-CONVERT not orthogonally", fen: fen("N@h9"), special: "diagconvert", want: nil},
		{name: "V13-BISHOP-CONVERT kind immunity: a bishop", fen: fen("B@k11"), special: "diagconvert", want: nil},
		{name: "V13-BISHOP-CONVERT a frog, a box are refused", fen: fen("F@k11 N@e5", "unit:{e5}/box"),
			special: "diagconvert", want: nil},
		{name: "V13-BISHOP-CONVERT a king is refused", fen: lnFEN("k@a1 K@k11 b@h8"), special: "diagconvert", want: nil},
		{name: "V13-BISHOP-CONVERT a paralyzed bishop converts nothing", fen: fen("N@k11", "unit:{h8}/par=2"),
			special: "diagconvert", want: nil},
		{name: "V13-BISHOP-CONVERT only bishops", fen: lnFEN("k@a1 K@p1 q@h8 N@k11"), special: "diagconvert", want: nil},
	})
}

// TestBishopConvertMake: V13-BISHOP-CONVERT. The nightrider on k11 becomes
// White's, keeping its counters; neither unit moves; no wall is built.
func TestBishopConvertMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p1 b@h8 N@k11", "unit:{k11}/par=3/paro=2/capl=4")
	makeAndBack(t, fen, "h8!diagconvert-k11", func(g *Game) {
		p := g.Pos
		n := bodyOn(t, p, "k11")
		assert.Equal(t, board.White, n.Side)
		assert.Equal(t, board.Nightrider, n.Type)
		assert.Equal(t, 4, int(n.CapLifetime), "counters kept")
		assert.NotZero(t, p.BodyAt(sqs(t, "h8")[0]), "the bishop stays")
		assert.Empty(t, p.Trail())
		assert.Equal(t, board.Black, p.SideToMove())
	})
}

// TestBishopConvertNotation: written <bishop>!diagconvert-<target>.
func TestBishopConvertNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p1 b@h8 N@k11")))
	s, err := g.ParseStep("h8!diagconvert-k11")
	require.NoError(t, err)
	assert.Equal(t, "h8!diagconvert-k11", FormatStep(g.Pos, s))
	for _, bad := range []string{"h8!diagconvert", "h8!diagconvert-l12", "h8!diagconvert-k11:ne", "k11!diagconvert-h8"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
