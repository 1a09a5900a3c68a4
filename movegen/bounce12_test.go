package movegen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// continues lists the steps of steps that go on after the bounce square
// sq: "c3-a1-..." for sq "c3-a1".
func continues(steps []string, prefix string) []string {
	var out []string
	for _, s := range steps {
		if strings.HasPrefix(s, prefix+"-") {
			out = append(out, s)
		}
	}
	return out
}

// TestBounce12AV12ABOUNCE: a bounce is a 90-degree turn (the ruling): a
// diagonal line reverses the one component that meets the edge or the
// obstacle; in a corner, or before a unit straight ahead with both side
// squares free, it stops (13.0 reverses it). Bounce moves and double moves
// exclude each other, and a bounce on a tomb square paralyzes.
func TestBounce12AV12ABOUNCE(t *testing.T) {
	// Black king l12 (1), pawn f6 (2); White bishop c3 (3), king f1 (4).
	p := pos12A(t, "11K/12/12/12/12/12/5P6/12/12/2b9/12/5k6 w")
	steps := v8Steps(t, p, "c3")
	assert.Contains(t, steps, "c3-a1")
	assert.Empty(t, continues(steps, "c3-a1"), "the corner a1: the line stops")
	assert.Contains(t, steps, "c3xf6")
	assert.Empty(t, continues(steps, "c3-e5"), "a unit straight ahead, both sides free: no reversal")
	assert.Contains(t, steps, "c3-a5-b6", "one side blocked (the edge): a 90-degree turn")

	// 13.0 reverses both components in the same places.
	p13 := board.MustParse("K15/16/16/16/16/16/16/16/16/16/5P10/16/16/2b13/16/5k10 w")
	steps13 := v8Steps(t, p13, "c3")
	assert.NotEmpty(t, continues(steps13, "c3-a1"), "13.0: the corner reverses the line")
	assert.NotEmpty(t, continues(steps13, "c3-e5"), "13.0: a unit ahead reverses the line")

	// White bishop d2 (3), king a1 (4): a bounced first step ends the turn.
	fen := "11K/12/12/12/12/12/12/12/12/12/3b8/k11 w variant:frozenchess12a"
	g := play(t, fen, "d2-c1-a3")
	assert.Equal(t, board.Black, g.Pos.SideToMove(), "a bounce move is no double move")
	// A straight first step: the second step does not bounce.
	g = NewGame(board.MustParse(fen))
	s, err := g.ParseStep("d2-e3")
	require.NoError(t, err)
	g.Make(s)
	second := nextSteps(g)
	assert.Contains(t, second, "e3-f4")
	for _, st := range second {
		assert.LessOrEqual(t, strings.Count(st, "-"), 1, "no bounce in a double move: %s", st)
	}
	assert.Error(t, NewGame(board.MustParse(fen)).PlayTurn("d2-e3,e3-d2-c1"))

	// A bounce on the active tomb c1 paralyzes the bishop (V12A-TOMB: 2 turns).
	// (A black knight on f6 ties the quadrant a1-f6, so that White has no
	// bonus quadrant there, whose perk would spare the paralysis,
	// V12A-QUADRANTS.)
	tomb := play(t, "11K/12/12/12/12/12/5N6/12/12/12/3b8/k11 w variant:frozenchess12a tomb:c1=active/0/p9", "d2-c1-a3")
	assert.NotZero(t, tomb.Pos.Unit(tomb.Pos.BodyAt(sqs(t, "a3")[0])).Paralysis, "bounced on a tomb")
	clear := play(t, fen, "d2-c1-a3")
	assert.Zero(t, clear.Pos.Unit(clear.Pos.BodyAt(sqs(t, "a3")[0])).Paralysis)
}
