package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAvalancheGeneration: V13-TEMPLAR-AVALANCHE. The templar on e4 casts
// along a rook direction in which some body within its range would slide:
// over units in the way, not past a wall; not when every body on the ray
// is blocked (the edge, a higher square, immune units: kings and templars,
// V13-TEMPLAR-PUSHIMMUNE; a bound unit); not when paralyzed; only templars.
func TestAvalancheGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN(shelter+"t@e4 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-TEMPLAR-AVALANCHE each direction with a body to slide, friend or enemy", fen: fen("N@e8 p@h4 L@e2"), special: "avalanche",
			want: []string{"e4!avalanche:n", "e4!avalanche:e", "e4!avalanche:s"}},
		{name: "V13-TEMPLAR-AVALANCHE legal", fen: fen("N@e8"), special: "avalanche", legal: true, want: []string{"e4!avalanche:n"}},
		{name: "V13-TEMPLAR-AVALANCHE the cast bypasses units: the blocked near one, the far one slides", fen: fen("p@e5 N@e6 L@e10"), special: "avalanche",
			want: []string{"e4!avalanche:n"}},
		{name: "V13-TEMPLAR-AVALANCHE a body at the edge cannot slide", fen: fen("N@e16 L@e1"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE a wall ends the ray", fen: fen("N@e8", "wall:{a1}=e6"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE a wall stops the slide", fen: fen("N@e8", "wall:{a1}=e9"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE no climbing (Q15)", fen: fen("N@e8", "level:e9=1"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE V13-TEMPLAR-PUSHIMMUNE templars and kings stay", fen: lnFEN("K@e12 k@a1 f@a2 f@b2 f@b1 t@e4 T@e8"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE a bound unit stays", fen: fen("N@e8 R@f9", "unit:{e8}/bind=ne,{f9}/bind=sw"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE range 16-13 = 3: e8 at 4 squares is out of range", fen: fen("N@e8", "unit:{e4}/crro=13"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE range 3: e7 is within it", fen: fen("N@e7", "unit:{e4}/crro=13"), special: "avalanche",
			want: []string{"e4!avalanche:n"}},
		{name: "V13-TEMPLAR-AVALANCHE a paralyzed templar casts nothing", fen: fen("N@e8", "unit:{e4}/par=1"), special: "avalanche"},
		{name: "V13-TEMPLAR-AVALANCHE only templars", fen: lnFEN(shelter + "r@e4 N@e8"), special: "avalanche"},
	})
}

// TestAvalancheMake: V13-TEMPLAR-AVALANCHE. Bodies slide from the farthest
// to the nearest, each until the edge, the next body or wall, or one square
// past the range; immune units block; the templar stays and pays 10 turns;
// nobody builds a wall.
func TestAvalancheMake(t *testing.T) {
	tests := []struct {
		name, fen, step string
		want            map[string]board.UnitType // squares -> the type there after
		empty           []string
	}{
		{"V13-TEMPLAR-AVALANCHE to the edge, the farthest first, packed against each other",
			lnFEN(shelter + "t@e4 N@e6 L@e9 p@e11"), "e4!avalanche:n",
			map[string]board.UnitType{"e16": board.Pawn, "e15": board.Knight, "e14": board.Nightrider}, []string{"e6", "e9", "e11"}},
		{"V13-TEMPLAR-AVALANCHE range 3: one square past it, e8; the unit beyond the range stays",
			lnFEN(shelter+"t@e4 N@e6 L@e12", "unit:{e4}/crro=13"), "e4!avalanche:n",
			map[string]board.UnitType{"e8": board.Nightrider, "e12": board.Knight}, []string{"e6"}},
		{"V13-TEMPLAR-AVALANCHE V13-TEMPLAR-PUSHIMMUNE an enemy templar stays and blocks",
			lnFEN(shelter + "t@e4 L@e6 T@e10 N@e12"), "e4!avalanche:n",
			map[string]board.UnitType{"e9": board.Knight, "e10": board.Templar, "e16": board.Nightrider}, []string{"e6", "e12"}},
		{"V13-TEMPLAR-AVALANCHE a wall stops the slide; westwards to the a-file",
			lnFEN(shelter+"t@h4 N@g4 L@d4", "wall:{a1}=b4"), "h4!avalanche:w",
			map[string]board.UnitType{"c4": board.Knight, "d4": board.Nightrider}, []string{"g4"}},
		{"V13-TEMPLAR-AVALANCHE a slide goes down but stops before a rise",
			lnFEN(shelter+"t@e4 N@e6", "level:e7=-1,e8=-1,e9=0"), "e4!avalanche:n",
			map[string]board.UnitType{"e8": board.Nightrider}, []string{"e6"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				p := g.Pos
				for sq, typ := range tc.want {
					assert.Equal(t, typ, bodyOn(t, p, sq).Type, sq)
				}
				for _, sq := range tc.empty {
					assert.Zero(t, p.BodyAt(sqs(t, sq)[0]), sq)
					assert.Zero(t, p.WallOwner(sqs(t, sq)[0]), "no wall where a unit slid from: %s", sq)
				}
				tp := bodyOn(t, p, tc.step[:2])
				assert.Equal(t, board.Templar, tp.Type, "the templar stays")
				assert.Equal(t, AvalancheCost, int(tp.Paralysis), "the templar pays 10 of its turns")
				assert.Empty(t, p.WallSquares(p.BodyAt(sqs(t, tc.step[:2])[0]), nil), "the templar builds no wall")
				assert.Equal(t, board.Black, p.SideToMove())
			})
		})
	}
}

// TestAvalancheLanding: V13-TEMPLAR-AVALANCHE with Q15: only the square a
// body stops on acts on it: a flood holds it, an enemy jester trap springs
// (4 turns) and goes, an active tomb kills it and explodes; a moved unit
// leaves syzygy; a box counts the squares towards its Unbox cost.
func TestAvalancheLanding(t *testing.T) {
	t.Run("V13-FLOOD-EFFECT a flood at the stop holds the unit", func(t *testing.T) {
		makeAndBack(t, lnFEN(shelter+"t@e4 N@e6", "level:e16=-1", "mark:flood@e16/5"), "e4!avalanche:n", func(g *Game) {
			n := bodyOn(t, g.Pos, "e16")
			assert.True(t, n.Flood != 0, "held by the flood")
		})
	})
	t.Run("V13-JESTER-TRAP an enemy trap at the stop springs", func(t *testing.T) {
		makeAndBack(t, lnFEN(shelter+"t@e4 N@e6 j@c3", "mark:trap@e16/{c3}"), "e4!avalanche:n", func(g *Game) {
			p := g.Pos
			assert.Equal(t, TrapTurns, int(bodyOn(t, p, "e16").Paralysis))
			assert.Empty(t, p.Markers(), "the trap is gone")
		})
	})
	t.Run("V13-JESTER-TRAP a trap on the way does nothing", func(t *testing.T) {
		makeAndBack(t, lnFEN(shelter+"t@e4 N@e6 j@c3", "mark:trap@e10/{c3}"), "e4!avalanche:n", func(g *Game) {
			p := g.Pos
			assert.Zero(t, bodyOn(t, p, "e16").Paralysis)
			assert.Len(t, p.Markers(), 1)
		})
	})
	t.Run("V13-TOMB-EXPLOSION the slide ends in an active tomb: the unit dies, the tomb explodes", func(t *testing.T) {
		makeAndBack(t, lnFEN(shelter+"t@e4 N@e6 P@f11", "tomb:e10=active/0/P300"), "e4!avalanche:n", func(g *Game) {
			p := g.Pos
			assert.Zero(t, p.BodyAt(sqs(t, "e10")[0]), "the knight died there")
			assert.Zero(t, p.BodyAt(sqs(t, "f11")[0]), "the blast took the pawn")
			assert.Zero(t, p.BodyAt(sqs(t, "e16")[0]))
		})
	})
	t.Run("V13-SYZYGY-RELEASE a slid unit leaves syzygy", func(t *testing.T) {
		makeAndBack(t, lnFEN(shelter+"t@e4 N@e6 B@l11", "unit:{e6}/syz={l11},{l11}/syz={e6}"), "e4!avalanche:n", func(g *Game) {
			p := g.Pos
			assert.Zero(t, bodyOn(t, p, "e16").Syzygy)
			assert.Zero(t, bodyOn(t, p, "l11").Syzygy)
		})
	})
	t.Run("V13-UNBOX a box slides and counts the squares", func(t *testing.T) {
		makeAndBack(t, lnFEN(shelter+"t@e4 N@e6", "unit:{e6}/box/btrail=2"), "e4!avalanche:n", func(g *Game) {
			assert.Equal(t, uint16(12), bodyOn(t, g.Pos, "e16").BoxTrail, "2 + 10 squares")
		})
	})
}

// TestAvalancheNotation: written <templar>!avalanche:<dir>; a diagonal or
// a direction with nothing to move is refused.
func TestAvalancheNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN(shelter + "t@e4 N@e8")))
	s, err := g.ParseStep("e4!avalanche:n")
	require.NoError(t, err)
	assert.Equal(t, "e4!avalanche:n", FormatStep(g.Pos, s))
	for _, bad := range []string{"e4!avalanche", "e4!avalanche:ne", "e4!avalanche:s", "e4!avalanche-e8", "e8!avalanche:n"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
