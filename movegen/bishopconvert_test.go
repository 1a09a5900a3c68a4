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
		{name: "V13-BISHOP-CONVERT an unprotected enemy on a diagonal", fen: fen("N@k11"), special: "convert",
			legal: true, want: []string{"h8!convert-k11"}},
		{name: "V13-BISHOP-CONVERT every diagonal", fen: fen("N@k11 L@e5 P@f10"), special: "convert",
			want: []string{"h8!convert-k11", "h8!convert-e5", "h8!convert-f10"}},
		{name: "V13-BISHOP-CONVERT a templar out of its shield's reach", fen: fen("T@k5"), special: "convert",
			want: []string{"h8!convert-k5"}},
		{name: "V13-BISHOP-CONVERT V13-TEMPLAR-SHIELD a templar whose slide reaches the bishop cannot be captured, so not converted",
			fen: fen("T@j6"), special: "convert", want: nil},
		{name: "V13-BISHOP-CONVERT a protected enemy is refused", fen: fen("N@k11 P@l12"), special: "convert",
			want: nil},
		{name: "V13-BISHOP-CONVERT only the first unit on the line", fen: fen("p@j10 N@k11"), special: "convert",
			want: nil},
		{name: "V13-BISHOP-CONVERT not orthogonally (its one-square step does not capture)", fen: fen("N@h9"), special: "convert", want: nil},
		{name: "V13-BISHOP-CONVERT kind immunity: a bishop", fen: fen("B@k11"), special: "convert", want: nil},
		{name: "V13-BISHOP-CONVERT a frog, a box are refused", fen: fen("F@k11 N@e5", "unit:{e5}/box"),
			special: "convert", want: nil},
		{name: "V13-BISHOP-CONVERT a king is refused", fen: lnFEN("k@a1 K@k11 b@h8"), special: "convert", want: nil},
		{name: "V13-BISHOP-CONVERT a paralyzed bishop converts nothing", fen: fen("N@k11", "unit:{h8}/par=2"),
			special: "convert", want: nil},
		{name: "V13-BISHOP-CONVERT within its diagonal range: 16-13 = 3 squares after captures", fen: fen("N@l12 L@e5", "unit:{h8}/crrd=13"),
			special: "convert", want: []string{"h8!convert-e5"}},
		{name: "V13-BISHOP-CONVERT a rook nobody empowers converts nothing", fen: lnFEN("k@a1 K@p1 r@h8 N@k11"), special: "convert", want: nil},
	})
}

// TestBishopConvertMake: V13-BISHOP-CONVERT, V13-CONVERSION-COST. The
// nightrider on k11 becomes White's, keeping its counters; neither unit
// moves; no wall is built; the bishop pays floor(3/2) = 1 turn.
func TestBishopConvertMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p1 b@h8 N@k11", "unit:{k11}/par=3/paro=2/capl=4")
	makeAndBack(t, fen, "h8!convert-k11", func(g *Game) {
		p := g.Pos
		n := bodyOn(t, p, "k11")
		assert.Equal(t, board.White, n.Side)
		assert.Equal(t, board.Nightrider, n.Type)
		assert.Equal(t, 4, int(n.CapLifetime), "counters kept")
		assert.Equal(t, uint16(1), bodyOn(t, p, "h8").Paralysis, "the bishop stays and pays")
		assert.Empty(t, p.Trail())
		assert.Empty(t, p.WallSquares(p.BodyAt(sqs(t, "h8")[0]), nil))
		assert.Equal(t, board.Black, p.SideToMove())
	})
}

// TestBishopConvertNotation: written <bishop>!convert-<target>; the
// bishop's conversion is Conversion's move, with no second name.
func TestBishopConvertNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p1 b@h8 N@k11")))
	s, err := g.ParseStep("h8!convert-k11")
	require.NoError(t, err)
	assert.Equal(t, "h8!convert-k11", FormatStep(g.Pos, s))
	assert.Equal(t, SpecConvert, s.Special())
	for _, bad := range []string{"h8!convert", "h8!convert-l12", "h8!convert-k11:ne", "k11!convert-h8", "h8!diagconvert-k11"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
