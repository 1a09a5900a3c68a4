package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// TestQueenConvertGeneration: V13-QUEEN-CONVERT. The queen on h8 converts
// an unprotected enemy on a straight diagonal within her diagonal range;
// never along her rook lines or by her knight leap; not a protected or
// guarded enemy, not a king, and not a unit of Queen kind (an enemy queen,
// an Illusion: V13-KIND-IMMUNITY); never a Queen's Shadow token (our
// reading). Her diagonal range shrinks with her diagonal captures (CRR).
func TestQueenConvertGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN(shelter+"q@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-QUEEN-CONVERT an unprotected enemy on each diagonal", fen: fen("N@k11 L@e5 P@f10 X@j6"), special: "convert",
			want: []string{"h8!convert-k11", "h8!convert-e5", "h8!convert-f10", "h8!convert-j6"}},
		{name: "V13-QUEEN-CONVERT legal too", fen: fen("N@k11"), special: "convert", legal: true,
			want: []string{"h8!convert-k11"}},
		{name: "V13-QUEEN-CONVERT not along a rook line, not by a knight leap", fen: fen("N@h12 L@l8 N@j9"), special: "convert"},
		{name: "V13-QUEEN-CONVERT only the first unit on the diagonal", fen: fen("p@j10 N@k11"), special: "convert"},
		{name: "V13-QUEEN-CONVERT a protected enemy is refused (the pawn on l12 protects k11)", fen: fen("N@k11 P@l12"), special: "convert"},
		{name: "V13-QUEEN-CONVERT V13-KIND-IMMUNITY an enemy queen and an Illusion are Queen kind", fen: fen("Q@k11 I@e5"), special: "convert"},
		{name: "V13-QUEEN-CONVERT an enemy king is immune", fen: lnFEN("k@a1 f@a2 f@b2 f@b1 q@h8 K@k11"), special: "convert"},
		{name: "V13-QUEEN-CONVERT diagonal range 16-10 = 6: a15 at 7 squares is out of reach", fen: fen("N@a15", "unit:{h8}/crrd=10"), special: "convert"},
		{name: "V13-QUEEN-CONVERT diagonal range 16-9 = 7 reaches a15", fen: fen("N@a15", "unit:{h8}/crrd=9"), special: "convert",
			want: []string{"h8!convert-a15"}},
		{name: "V13-QUEEN-CONVERT her orthogonal captures do not shorten her diagonal", fen: fen("N@a15", "unit:{h8}/crro=13"), special: "convert",
			want: []string{"h8!convert-a15"}},
		{name: "V13-QUEEN-CONVERT a paralyzed queen converts nothing", fen: fen("N@k11", "unit:{h8}/par=2"), special: "convert"},
	})
}

// TestQueenConvertTokens: V13-QUEEN-CONVERT, V13-QUEEN-SHADOW reading. A
// bishop converts an enemy Illusion (it is affected by every ability) but
// never an enemy Queen's Shadow token (tied to its queen); the queen's own
// token has no abilities and converts nothing.
func TestQueenConvertTokens(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-QUEEN-ILLUSION a bishop converts an Illusion", fen: lnFEN(shelter + "b@h8 I@k11"), special: "convert",
			want: []string{"h8!convert-k11"}},
		{name: "V13-QUEEN-SHADOW a token is not converted", fen: lnFEN(shelter+"b@h8 Q@p1 S@k11", "unit:{k11}/parent={p1}"), special: "convert"},
		{name: "V13-QUEEN-SHADOW the queen's token converts nothing", fen: lnFEN(shelter+"q@p2 s@h8 N@k11", "unit:{h8}/parent={p2}"), special: "convert"},
	})
}

// TestQueenConvertMake: V13-QUEEN-CONVERT, V13-CONVERSION-COST. The
// converted unit changes side and nothing else; the queen stays, builds no
// wall, leaves no Queen's Shadow (she did not move) and pays floor(N/2).
func TestQueenConvertMake(t *testing.T) {
	tests := []struct {
		name, fen, step, target string
		cost                    uint16
	}{
		{"V13-QUEEN-CONVERT distance 7 costs 3 turns", lnFEN(shelter+"q@h8 N@a15", "unit:{a15}/capl=5"), "h8!convert-a15", "a15", 3},
		{"V13-QUEEN-CONVERT distance 2 costs 1 turn", lnFEN(shelter + "q@h8 L@f6"), "h8!convert-f6", "f6", 1},
		{"V13-QUEEN-CONVERT distance 1 costs nothing", lnFEN(shelter + "q@h8 L@g9"), "h8!convert-g9", "g9", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				p := g.Pos
				target := bodyOn(t, p, tc.target)
				assert.Equal(t, board.White, target.Side)
				assert.Zero(t, target.Paralysis, "the converted unit is not affected")
				q := bodyOn(t, p, "h8")
				assert.Equal(t, board.Queen, q.Type)
				assert.Equal(t, tc.cost, q.Paralysis)
				assert.Empty(t, p.WallSquares(p.BodyAt(sqs(t, "h8")[0]), nil), "no wall")
				tokens := p.BodySquares(board.White, board.QueenShadow)
				assert.True(t, tokens.Empty(), "no token: she did not move")
				assert.Equal(t, board.Black, p.SideToMove())
			})
		})
	}
}

// TestConversionCatalog: the conversion rules (V13-BISHOP-CONVERT,
// V13-QUEEN-CONVERT, V13-DRAGON-CONVERT) and the generic row for a unit
// empowered by a diagonal rider (V13-CONVERSION); other units cannot.
func TestConversionCatalog(t *testing.T) {
	tests := []struct {
		typ, emp board.UnitType
		want     string
	}{
		{board.Bishop, board.NoType, "V13-BISHOP-CONVERT"},
		{board.Queen, board.NoType, "V13-QUEEN-CONVERT"},
		{board.Dragon, board.NoType, "V13-DRAGON-CONVERT"},
		{board.Dragon, board.Rook, "V13-DRAGON-CONVERT"},
		{board.Rook, board.Queen, "V13-CONVERSION"},
		{board.Knight, board.Dragon, "V13-CONVERSION"},
		{board.Rook, board.Rook, ""},
		{board.Knight, board.NoType, ""},
		{board.Templar, board.NoType, ""},
	}
	for _, tc := range tests {
		got, ok := ConversionCatalog(tc.typ, tc.emp)
		assert.Equal(t, tc.want, got, "%s empowered by %s", tc.typ, tc.emp)
		assert.Equal(t, tc.want != "", ok)
	}
}
