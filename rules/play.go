package rules

import (
	"fmt"

	"github.com/frozenchess/engine/movegen"
)

// Play and PlaySteps are the one place where a turn joins a game's record:
// the position at the turn's start goes into the history (threefold
// repetition), the turn is played, and consecutive Null turns are counted
// (two in a row end the game, V13-NULL-DOUBLE). A turn read from the
// protocol's position command, a referee's turn, a game record's turn and a
// random opening's turn all go through them. Whether the game was already
// over is the caller's question (Decided, Outcome), asked before.

// Play plays one turn written as a token ("h4-h5,h5-h6", "0000"; inside a
// turn, its rest) on g.Pos. On error nothing changes.
func (g *Game) Play(token string) error {
	return g.play(token == movegen.NullString, func(mg *movegen.Game) error { return mg.PlayTurn(token) })
}

// PlaySteps plays one turn given as its steps, generated for g.Pos and
// legal (a player's choice, such as search.RandomTurn's); they must end the
// turn. On error nothing changes.
func (g *Game) PlaySteps(steps []movegen.Step) error {
	null := len(steps) == 1 && steps[0].Kind() == movegen.KindNull
	return g.play(null, func(mg *movegen.Game) error {
		if len(steps) == 0 {
			return fmt.Errorf("empty turn")
		}
		for i, s := range steps {
			if mg.Pos.Turn().Actor == 0 && i > 0 {
				for range i {
					mg.Unmake()
				}
				return fmt.Errorf("step %d of the turn comes after its end", i+1)
			}
			mg.Make(s)
		}
		if mg.Pos.Turn().Actor != 0 {
			for range steps {
				mg.Unmake()
			}
			return fmt.Errorf("the turn does not end (add end)")
		}
		return nil
	})
}

// Moves is the move generator that plays on g.Pos, for a caller that tries
// steps one at a time (a person entering a turn step by step in the GUI).
// Such a caller takes its steps back before it plays the turn with Play or
// PlaySteps, so that the turn joins the record; one generator per position
// keeps the state it remembers per undo depth (protection) in step.
func (g *Game) Moves() *movegen.Game {
	if g.mg == nil || g.mg.Pos != g.Pos {
		g.mg = movegen.NewGame(g.Pos)
	}
	return g.mg
}

// play records g.Pos in the history if a turn starts there, plays the turn
// with do, and counts Nulls.
func (g *Game) play(null bool, do func(*movegen.Game) error) error {
	if g.Pos == nil {
		return fmt.Errorf("no position")
	}
	mg := g.Moves()
	start := g.Pos.Turn().Actor == 0
	if start {
		g.History.Add(g.Pos)
	}
	if err := do(mg); err != nil {
		if start {
			g.History.DropLast() // the position is not yet history
		}
		return err
	}
	if null {
		g.Nulls++
	} else {
		g.Nulls = 0
	}
	// A played turn is never taken back: the generator forgets its undo
	// records and keeps its buffers, so that a long game does not grow a
	// record and a protection state per step (issue 45).
	mg.Reset(g.Pos)
	return nil
}
