package main

import (
	"fmt"
	"io"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/rules"
)

// sample is one position of a game: its features and the game's result
// from White's point of view (1 a White win, 0.5 a draw, 0 a loss).
type sample struct {
	f      eval.Features
	result float64
	game   int // the game's number over all files, from 0: the hold-out split is by game
}

// dataStats says what reading the records kept and skipped.
type dataStats struct {
	games, skippedGames             int
	positions, early, inCheck, over int
}

// whiteScore is a finished game's result from White's point of view; false
// for an unfinished one.
func whiteScore(r rules.Result) (float64, bool) {
	switch r {
	case rules.WhiteWins:
		return 1, true
	case rules.BlackWins:
		return 0, true
	case rules.Draw:
		return 0.5, true
	}
	return 0, false
}

// readSamples replays every record of r with the rules core and keeps the
// position at the start of each turn after the first skip turns, unless
// the game is over there or either king can be taken with one step (the
// side to move's capture of the king, or its own king attacked: the static
// evaluation does not see those, the next step decides). Every kept
// position starts a turn, so no multi-step turn is in progress. A record
// that is not whole, not finished, or not legal is skipped whole and
// counted.
func readSamples(r io.Reader, skip, paralysisTurns int, st *dataStats, out []sample) ([]sample, error) {
	recs, err := match.ReadRecords(r)
	if err != nil {
		return out, err
	}
	for _, rec := range recs {
		var game dataStats
		kept, ok := gameSamples(rec, skip, paralysisTurns, st.games, &game)
		if !ok {
			st.skippedGames++
			continue
		}
		out = append(out, kept...)
		st.games++
		st.positions += game.positions
		st.early += game.early
		st.inCheck += game.inCheck
		st.over += game.over
	}
	return out, nil
}

// gameSamples is readSamples for one record; false if the record cannot be
// used.
func gameSamples(rec match.Record, skip, paralysisTurns, game int, st *dataStats) ([]sample, bool) {
	result, finished := whiteScore(rec.Result)
	if rec.Broken != "" || !finished {
		return nil, false
	}
	start, ok := rec.Tags["FEN"]
	if !ok {
		start, ok = rec.Tags["Start"] // records before the PGN tags
	}
	if !ok {
		return nil, false
	}
	p, err := board.Parse(start)
	if err != nil {
		return nil, false
	}
	g := rules.Game{Pos: p}
	var kept []sample
	for i := 0; ; i++ {
		if res, _ := rules.Outcome(g); res != rules.Ongoing {
			st.over++
			break
		}
		switch mg := g.Moves(); {
		case i < skip:
			st.early++
		case mg.InCheck(board.White) || mg.InCheck(board.Black):
			st.inCheck++
		default:
			kept = append(kept, sample{f: eval.FeaturesOf(g.Pos, paralysisTurns), result: result, game: game})
			st.positions++
		}
		if i == len(rec.Turns) {
			break
		}
		if err := g.Play(rec.Turns[i]); err != nil {
			return nil, false
		}
	}
	return kept, true
}

func (st dataStats) String() string {
	return fmt.Sprintf("%d games (%d skipped: unfinished, broken or illegal), %d positions kept; skipped %d in the first turns, %d with a king attacked, %d with the game over",
		st.games, st.skippedGames, st.positions, st.early, st.inCheck, st.over)
}
