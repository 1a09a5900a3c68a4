package rules

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlay: Play keeps the history and the Null count of a game, and a
// turn that does not play changes nothing (V13-NULLMOVE-DRAW,
// V13-DRAW-REPETITION).
func TestPlay(t *testing.T) {
	tests := []struct {
		name    string
		turns   []string
		err     string // the last turn's error, if any
		history int
		nulls   int
		res     Result
	}{
		{"a whole turn", []string{"h4-h5,h5-h6"}, "", 1, 0, Ongoing},
		{"V13-NULLMOVE-DRAW two Nulls in a row end the game", []string{"0000", "0000"}, "", 2, 2, Draw},
		{"a turn between two Nulls starts the count again", []string{"0000", "h13-h12", "0000"}, "", 3, 1, Ongoing},
		{"a step no unit can make plays nothing", []string{"0000", "a1-a9"}, "not possible", 1, 1, Ongoing},
		{"bad notation plays nothing", []string{"h4-h5", "zz"}, "want", 1, 0, Ongoing},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := Game{Pos: board.StartPosition()}
			var err error
			var before string
			for _, tok := range tc.turns {
				before = g.Pos.Format()
				err = g.Play(tok)
			}
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				assert.Equal(t, before, g.Pos.Format(), "a turn that does not play changes nothing")
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, tc.history, g.History.Len(), "positions in the history")
			assert.Equal(t, tc.nulls, g.Nulls, "consecutive Nulls")
			res, _ := Outcome(g)
			assert.Equal(t, tc.res, res)
		})
	}
}

// TestPlaySteps: a turn given as its steps, as a random opening plays it,
// counts its Nulls like a token (the random openings did not: two Nulls in
// one did not end the game), and steps that do not end the turn play
// nothing.
func TestPlaySteps(t *testing.T) {
	g := Game{Pos: board.StartPosition()}
	require.NoError(t, g.PlaySteps([]movegen.Step{movegen.NullStep}))
	require.NoError(t, g.PlaySteps([]movegen.Step{movegen.NullStep}))
	assert.Equal(t, 2, g.Nulls)
	assert.Equal(t, 2, g.History.Len())
	res, why := Outcome(g)
	assert.Equal(t, Draw, res, why)

	g = Game{Pos: board.StartPosition()}
	mg := movegen.NewGame(board.StartPosition())
	s, err := mg.ParseStep("h4-h5")
	require.NoError(t, err)
	before := g.Pos.Format()
	err = g.PlaySteps([]movegen.Step{s})
	require.Error(t, err, "h4-h5 alone leaves the pawn's turn open")
	assert.Equal(t, before, g.Pos.Format())
	assert.Zero(t, g.History.Len())
	assert.Error(t, g.PlaySteps(nil))
	require.NoError(t, g.PlaySteps([]movegen.Step{s, movegen.EndStep}))
	assert.Equal(t, 1, g.History.Len())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
}

// TestMovesSteppedThenPlayed: a caller that tries a turn step by step on
// Moves (the GUI) takes the steps back and plays them with PlaySteps; the
// turn then joins the record as a whole turn does, and Moves stays the
// generator of the game's position.
func TestMovesSteppedThenPlayed(t *testing.T) {
	whole := Game{Pos: board.StartPosition()}
	require.NoError(t, whole.Play("h4-h5"))

	stepped := Game{Pos: board.StartPosition()}
	mg := stepped.Moves()
	var steps []movegen.Step
	for _, text := range []string{"h4-h5", "end"} {
		st, err := mg.ParseStep(text)
		require.NoError(t, err, text)
		mg.Make(st)
		steps = append(steps, st)
	}
	require.Zero(t, stepped.Pos.Turn().Actor, "the turn has ended")
	require.Empty(t, stepped.History.Hashes(), "steps tried are not yet the record")
	for range steps {
		mg.Unmake()
	}
	require.NoError(t, stepped.PlaySteps(steps))

	assert.Same(t, mg, stepped.Moves())
	assert.Equal(t, whole.Pos.Format(), stepped.Pos.Format())
	assert.Equal(t, whole.History.Hashes(), stepped.History.Hashes())
	assert.Len(t, stepped.History.Hashes(), 1)
}
