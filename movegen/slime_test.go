package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSlimeGeneration: V13-FROG-SLIME. The frog on h8 may explode when its
// 3x3 holds a unit it would paralyze, of either side; kings, Royal Guards
// and boxes are immune, frogs are not (kind immunity does not bind the
// immortals); a paralyzed frog and other unit types have no slime.
func TestSlimeGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 f@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-FROG-SLIME nobody beside it: no slime", fen: fen("P@h10 P@f8"), special: "slime", want: nil},
		{name: "V13-FROG-SLIME an enemy beside it", fen: fen("P@g9"), special: "slime", legal: true,
			want: []string{"h8!slime"}},
		{name: "V13-FROG-SLIME a friendly unit beside it", fen: fen("p@i7"), special: "slime", want: []string{"h8!slime"}},
		{name: "V13-FROG-SLIME another frog is slimed (no kind immunity for frogs)", fen: fen("F@h9"), special: "slime",
			want: []string{"h8!slime"}},
		{name: "V13-FROG-SLIME a king is immune", fen: lnFEN("k@a1 K@h9 f@h8"), special: "slime", want: nil},
		{name: "V13-FROG-SLIME an enemy Royal Guard is immune", fen: lnFEN("k@a1 K@h10 f@h8 P@h9"), special: "slime",
			want: nil},
		{name: "V13-FROG-SLIME a friendly Royal Guard is immune", fen: lnFEN("k@j8 K@p16 f@h8 p@i8"), special: "slime",
			want: nil},
		{name: "V13-FROG-SLIME a box is immune", fen: fen("P@g7", "unit:{g7}/box"), special: "slime", want: nil},
		{name: "V13-FROG-SLIME a paralyzed frog has no slime", fen: fen("P@g9", "unit:{h8}/par=1"), special: "slime",
			want: nil},
		{name: "V13-FROG-SLIME only frogs", fen: lnFEN("k@a1 K@p16 n@h8 P@g9"), special: "slime", want: nil},
	})
}

// TestSlimeMake: V13-FROG-SLIME. The frog dies into a tomb on its square;
// every non-immune unit of either side in its 3x3 is paralyzed 11 of its
// owner's turns (a friendly one gets one more, which this ply's own tick
// takes back), a longer running paralysis is kept, units outside and
// immune ones are untouched; nobody dies but the frog and no wall is built.
func TestSlimeMake(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 f@h8 P@g9 p@i7 F@h9 P@g7 P@i9 P@h10 P@j8", "unit:{i9}/par=30/paro=2,{g7}/box")
	makeAndBack(t, fen, "h8!slime", func(g *Game) {
		p := g.Pos
		assert.Zero(t, p.BodyAt(sqs(t, "h8")[0]), "the frog is gone")
		tomb, ok := p.TombAt(sqs(t, "h8")[0])
		require.True(t, ok, "into a tomb on its square")
		assert.Equal(t, board.Frog, p.Unit(tomb.Head).Type)
		assert.Equal(t, board.TombActive, tomb.State, "no body on it: active at the ply's end")
		want := map[string]int{"g9": SlimeParalysis, "h9": SlimeParalysis, "i7": SlimeParalysis,
			"i9": 30, "g7": 0, "h10": 0, "j8": 0}
		for sq, n := range want {
			assert.Equal(t, n, int(bodyOn(t, p, sq).Paralysis), sq)
		}
		assert.Equal(t, board.Black, p.SideToMove())
		assert.Empty(t, p.Trail())
	})
	assert.Equal(t, 11, SlimeParalysis, "the catalog's 11")
}

// TestSlimeNotation: V13-FROG-SLIME is written <square>!slime and takes no
// target and no argument.
func TestSlimeNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 f@h8 P@g9")))
	s, err := g.ParseStep("h8!slime")
	require.NoError(t, err)
	assert.Equal(t, "h8!slime", FormatStep(g.Pos, s))
	for _, bad := range []string{"h8!slime-g9", "h8!slime:ne", "g9!slime", "a1!slime"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
