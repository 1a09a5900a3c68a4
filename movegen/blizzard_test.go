package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBlizzardGeneration: V13-TEMPLAR-BLIZZARD. The templar on e4 casts on
// the squares of its straight rook line (within range, up to and including
// the first unit, not past walls) whose 3x3 holds a unit it would paralyze;
// kings, Royal Guards and templars are immune.
func TestBlizzardGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 t@e4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-TEMPLAR-BLIZZARD an enemy on its file: up to it, not past it", fen: fen("P@e8"), special: "blizzard",
			want: []string{"e4!blizzard-e7", "e4!blizzard-e8"}},
		{name: "V13-TEMPLAR-BLIZZARD a friendly unit is hit too", fen: fen("p@g5"), special: "blizzard",
			want: []string{"e4!blizzard-f4", "e4!blizzard-g4", "e4!blizzard-h4"}},
		{name: "V13-TEMPLAR-BLIZZARD nobody around: no cast", fen: fen(""), special: "blizzard", want: nil},
		{name: "V13-TEMPLAR-BLIZZARD kings and Royal Guards are immune", fen: lnFEN("k@a1 K@e9 t@e4 P@e8"), special: "blizzard",
			want: nil},
		{name: "V13-TEMPLAR-BLIZZARD templars are immune (kind)", fen: fen("T@e8"), special: "blizzard", want: nil},
		{name: "V13-TEMPLAR-BLIZZARD range 3 (crro 13) stops at e7", fen: fen("P@e9", "unit:{e4}/crro=13"), special: "blizzard",
			want: nil},
		{name: "V13-TEMPLAR-BLIZZARD range 3 reaches e7 beside the enemy on e8", fen: fen("P@e8", "unit:{e4}/crro=13"), special: "blizzard",
			want: []string{"e4!blizzard-e7"}},
		{name: "V13-TEMPLAR-BLIZZARD a wall stops the cast", fen: fen("P@e8", "wall:{a1}=e6"), special: "blizzard", want: nil},
		{name: "V13-TEMPLAR-BLIZZARD a paralyzed templar casts nothing", fen: fen("P@e8", "unit:{e4}/par=3"), special: "blizzard",
			want: nil},
		{name: "V13-TEMPLAR-BLIZZARD only templars cast", fen: lnFEN("k@a1 K@p16 r@e4 P@e8"), special: "blizzard", want: nil},
	})
}

// TestBlizzardMake: V13-TEMPLAR-BLIZZARD. Every unit of the 3x3 but the
// immune ones is paralyzed 4 of its owner's turns (a longer paralysis is
// kept); the templar pays 20; nobody moves and no wall is built.
func TestBlizzardMake(t *testing.T) {
	fen := lnFEN("k@h1 K@p16 t@e4 P@e7 P@f8 p@d6 T@d8 R@e9 p@g1 p@i1 p@h2", "unit:{f8}/par=9/paro=2")
	makeAndBack(t, fen, "e4!blizzard-e7", func(g *Game) {
		p := g.Pos
		assert.Equal(t, BlizzardTurns, int(bodyOn(t, p, "e7").Paralysis), "the enemy in the centre")
		assert.Equal(t, 9, int(bodyOn(t, p, "f8").Paralysis), "a longer paralysis is kept")
		assert.Equal(t, BlizzardTurns, int(bodyOn(t, p, "d6").Paralysis), "a friendly unit: 4 of its own turns")
		assert.Equal(t, 0, int(bodyOn(t, p, "d8").Paralysis), "a templar is immune")
		assert.Equal(t, 0, int(bodyOn(t, p, "e9").Paralysis), "outside the 3x3")
		assert.Equal(t, BlizzardCost, int(bodyOn(t, p, "e4").Paralysis), "the templar pays 20 of its turns")
		assert.Equal(t, board.Black, p.SideToMove())
		assert.Empty(t, p.Trail())
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e4")[0])))
		assert.Empty(t, stepsOf(t, p.Format(), "e7"), "the paralyzed pawn cannot move")
	})
}

// TestBlizzardNotation: V13-TEMPLAR-BLIZZARD is written <square>!blizzard-<target>.
func TestBlizzardNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 t@e4 P@e8")))
	s, err := g.ParseStep("e4!blizzard-e8")
	require.NoError(t, err)
	assert.Equal(t, "e4!blizzard-e8", FormatStep(g.Pos, s))
	for _, bad := range []string{"e4!blizzard", "e4!blizzard-e9", "e4!blizzard-e5", "e4!blizzard-e8:n"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
