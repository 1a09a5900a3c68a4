package movegen

import (
	"slices"

	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// V13-KING-CHECK: a king not in check may step onto an attacked square; every
// enemy unit attacking it dies into a tomb, and the turn ends.
func TestKingsCheck(t *testing.T) {
	// Black bishop h5 (2) and black knight f4 (3) both attack e2; white king e1 (4).
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/7B8/5L10/16/16/4k11 w"
	assert.Contains(t, legalOf(t, fen, "e1"), "e1-e2")
	p := board.MustParse(fen)
	g := NewGame(p)
	s, err := g.ParseStep("e1-e2")
	require.NoError(t, err)
	g.Make(s)
	require.NoError(t, p.Validate())
	assert.Equal(t, board.LocTomb, p.Unit(2).Loc, "the bishop died")
	assert.Equal(t, board.LocTomb, p.Unit(3).Loc, "the knight died")
	_, queue := tombOn(t, p, "f4")
	assert.Equal(t, []board.UnitID{3}, queue)
	assert.Equal(t, board.UnitID(4), p.BodyAt(sqs(t, "e2")[0]))
	assert.Equal(t, board.Black, p.SideToMove(), "a King's Check ends the turn")
	g.Unmake()
	assert.Equal(t, fen, p.Format())
}

// V13-KING-CHECK, V13-KING-IMMUNITY: King's Check does not kill the enemy
// king, so a king may not step next to it: it would stand in check after
// the step. The black king on e3 attacks d2, e2 and f2; so does the black
// knight on c3 (d1, e2: with the king, e2). The white king on e1 may go to
// d1 (a King's Check on the knight alone), not to d2, e2 or f2.
func TestKingsCheckSparesTheKing(t *testing.T) {
	fen := "16/16/16/16/16/16/16/16/16/16/16/16/16/2L1K11/16/4k11 w"
	legal := legalOf(t, fen, "e1")
	for _, c := range []struct {
		step  string
		legal bool
	}{
		{"e1-d1", true},  // the knight attacks d1: it dies
		{"e1-f1", true},  // nobody attacks f1
		{"e1-d2", false}, // the black king attacks d2
		{"e1-e2", false}, // the king and the knight attack e2: the king would be left
		{"e1-f2", false},
	} {
		if c.legal {
			assert.Contains(t, legal, c.step)
		} else {
			assert.NotContains(t, legal, c.step)
		}
	}
	// Made anyway (pseudo-legal), e1-e2 kills the knight, leaves the king,
	// and the trial finds the white king in check.
	g := NewGame(board.MustParse(fen))
	knight, king := g.Pos.BodyAt(sqs(t, "c3")[0]), g.Pos.BodyAt(sqs(t, "e3")[0])
	sf := g.Safety()
	_, err := g.ParseStep("e1-e2")
	require.ErrorContains(t, err, "leaves the white king in check")
	pseudo := g.Generate(nil)
	i := slices.IndexFunc(pseudo, func(s Step) bool { return FormatStep(g.Pos, s) == "e1-e2" })
	require.GreaterOrEqual(t, i, 0, "e1-e2 is pseudo-legal")
	g.Make(pseudo[i])
	assert.Equal(t, board.LocTomb, g.Pos.Unit(knight).Loc, "the knight died")
	assert.Equal(t, board.LocBody, g.Pos.Unit(king).Loc, "the king did not")
	assert.False(t, g.SafeAfter(&sf))
	g.Unmake()
	assert.Equal(t, fen, g.Pos.Format())
}

// V13-KING-CHECK-LIMIT, V13-KING-INCHECK: no King's Check from check, nor
// inside a Double Move.
func TestKingsCheckLimits(t *testing.T) {
	// In check from the rook on p1: e1-e2 into the knight's attack is illegal.
	inCheck := "8K7/16/16/16/16/16/16/16/16/16/16/16/5L10/16/16/4k10R w"
	assert.NotContains(t, legalOf(t, inCheck, "e1"), "e1-e2")
	// A Double Move: the black knight on c3 attacks e2. From the start of the
	// turn e1-e2 is a King's Check; after e1-f1, the second step f1-e2 is not.
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/2L13/16/4k11 w"
	assert.Contains(t, legalOf(t, fen, "e1"), "e1-e2")
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("e1-f1")
	require.NoError(t, err)
	g.Make(s)
	require.Equal(t, board.UnitID(3), g.Pos.Turn().Actor, "the king's turn goes on")
	var steps []string
	for _, st := range g.Legal(0, nil) {
		steps = append(steps, FormatStep(g.Pos, st))
	}
	assert.NotContains(t, steps, "f1-e2", "no King's Check inside a Double Move")
	assert.Contains(t, steps, "f1-f2")
}

// TestKingsCheckAllocatesNothing: V13-KING-CHECK. Every king step at a
// turn's start asks whether it is a King's Check, with an attack test that
// walks the enemy's lines; the test and the King's Check itself use the
// game's scratch space, so that making and unmaking allocate nothing once
// warm.
func TestKingsCheckAllocatesNothing(t *testing.T) {
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/7B8/5L10/16/16/4k11 w"
	for _, step := range []string{"e1-e2", "e1-d1"} { // a King's Check, a plain king step
		t.Run(step, func(t *testing.T) {
			g := NewGame(board.MustParse(fen))
			s, err := g.ParseStep(step)
			require.NoError(t, err)
			g.Make(s) // warm: the buffers grow once
			g.Unmake()
			assert.Zero(t, testing.AllocsPerRun(50, func() {
				g.Make(s)
				g.Unmake()
			}))
			assert.Equal(t, fen, g.Pos.Format())
		})
	}
}
