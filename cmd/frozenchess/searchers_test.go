package main

import (
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every searcher the Search option selects (issue 37) plays legal turns
// through a 40-turn game, answers stop at once, and answers go nodes the
// same way twice with one thread, with the info lines a GUI reads.
func TestProtocolEverySearcher(t *testing.T) {
	for _, searcher := range []string{"ab", "mcts", "hybrid"} {
		t.Run(searcher, func(t *testing.T) {
			e := start(t)
			e.send("uci")
			assert.Contains(t, e.until("uciok", 5*time.Second), "option name Search type combo default ab var ab var mcts var hybrid")
			e.send("setoption name Search value "+searcher, "isready")
			e.until("readyok", 5*time.Second)

			// Legal turns through a game of 40 turns (or to its end).
			game := rules.Game{Pos: board.StartPosition()}
			var turns []string
			for len(turns) < 40 {
				if res, _ := rules.Outcome(game); res != rules.Ongoing {
					break
				}
				e.send("position startpos moves "+strings.Join(turns, " "), "go movetime 30")
				lines := e.until("bestmove", 5*time.Second)
				best := bestTurn(lines[len(lines)-1])
				require.NoError(t, game.Play(best), "turn %d: bestmove %q", len(turns)+1, best)
				turns = append(turns, best)
			}
			t.Logf("%s played %d legal turns", searcher, len(turns))

			// stop ends go infinite at once.
			e.send("position startpos", "go infinite")
			time.Sleep(200 * time.Millisecond)
			begin := time.Now()
			e.send("stop")
			lines := e.until("bestmove", 2*time.Second)
			took := time.Since(begin)
			t.Logf("%s answered stop in %v", searcher, took)
			assert.Less(t, took, 500*time.Millisecond, "a loaded machine may take longer than the 50 ms aimed at, not this")
			require.NoError(t, movegen.NewGame(board.StartPosition()).PlayTurn(bestTurn(lines[len(lines)-1])))
			assert.Contains(t, strings.Join(lines, "\n"), "info depth ", "an info line with the best line")

			// go nodes answers the same twice (1,000 nodes, 4,000 before the
			// generic special moves made MCTS expand 1,555 steps at the start).
			var answers []string
			for range 2 {
				e.send("position startpos moves h4-h5", "go nodes 1000")
				lines := e.until("bestmove", 30*time.Second)
				answers = append(answers, lines[len(lines)-1])
			}
			assert.Equal(t, answers[0], answers[1])
		})
	}
}
