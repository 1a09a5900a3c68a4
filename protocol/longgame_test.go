package protocol

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testdata/long_game.txt is the position command of a game played through
// this protocol (TestRegenerateLongGame): its start and longGameTurns
// turns. The benchmarks of the position command and
// FuzzCommands' seeds replay it, so a rule change that makes one of its
// turns illegal breaks them: TestLongGameReplays says so first, and
// TestRegenerateLongGame writes it afresh.

// longGameStart is where the game starts: a queen captured on h1 (its tomb
// pending) and every unit idle once, ply 2.
const longGameStart = "position fen RJAOTDCQKCDTOAJR/RLFNFXBJJBXFNFLR/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/16/16/16/16/16/16/16/16/pppppppppppppppp/pppppppppppppppp/rlfnfxbjjbxfnflr/rjaotdck1cdtoajr w id:1-119,121-128 ply:2 level:c16=1 tomb:h1=pending/0/q120 unit:1/idle=1,5/idle=1,6/idle=1,8/idle=1,11/idle=1,12/idle=1,16/idle=1,17/idle=1,23/idle=1,26/idle=1,32/idle=1,97/idle=1,103/idle=1,106/idle=1,112/idle=1,113/idle=1,117/idle=1,118/idle=1,123/idle=1,124/idle=1,128/idle=1"

// longGameTurns is how many turns the game holds.
const longGameTurns = 337

// longGame is the position command of testdata/long_game.txt.
func longGame(tb testing.TB) string {
	data, err := os.ReadFile("testdata/long_game.txt")
	require.NoError(tb, err)
	return strings.TrimSpace(string(data))
}

// The game replays under today's rules to its last turn, with the game
// still going on there (the position command refuses a turn after the
// end).
func TestLongGameReplays(t *testing.T) {
	line := longGame(t)
	require.True(t, strings.HasPrefix(line, longGameStart+" moves "), "the game starts at longGameStart")
	require.Len(t, strings.Fields(strings.TrimPrefix(line, longGameStart+" moves ")), longGameTurns)
	var out bytes.Buffer
	e := New(&out)
	e.Handle(line)
	require.Empty(t, out.String(), "the position command answers nothing unless it refuses")
	assert.EqualValues(t, 2+longGameTurns, e.game.Pos.Ply(), "every turn was played (the start is at ply 2)")
	e.Handle("legalmoves")
	assert.NotContains(t, out.String(), "game over", "the game goes on after its last turn")
}

// FROZENCHESS_REGEN=1 go test ./protocol -run TestRegenerateLongGame writes
// testdata/long_game.txt afresh when a rule change makes one of its turns
// illegal: a seeded player that favours captures (half its turns capture
// when one can; a special move one turn in ten) plays both sides from
// longGameStart through the protocol (a position command with the game so
// far, then legalmoves, as a GUI drives it), with the first seed whose game
// lasts longGameTurns turns. (The searcher loses a king within a hundred
// turns at the budgets a test can afford, so does the greedy player, and
// the uniform random player plays special moves nearly every turn.)
func TestRegenerateLongGame(t *testing.T) {
	if os.Getenv("FROZENCHESS_REGEN") == "" {
		t.Skip("FROZENCHESS_REGEN=1 writes testdata/long_game.txt")
	}
	for seed := uint64(1); seed <= 50; seed++ {
		turns, ended := playLongGame(seed)
		if ended != "" {
			t.Logf("seed %d: the game ended after %d turns (%s)", seed, len(turns), ended)
			continue
		}
		t.Logf("seed %d: %d turns", seed, len(turns))
		data := longGameStart + " moves " + strings.Join(turns, " ") + "\n"
		require.NoError(t, os.WriteFile("testdata/long_game.txt", []byte(data), 0o644))
		return
	}
	t.Fatalf("no seed up to 50 gave a game of %d turns", longGameTurns)
}

// playLongGame plays the game of TestRegenerateLongGame with this seed, up
// to longGameTurns turns; ended says why the game ended before.
func playLongGame(seed uint64) (turns []string, ended string) {
	r := rand.New(rand.NewPCG(seed, 44))
	var out bytes.Buffer
	e := New(&out)
	for len(turns) < longGameTurns {
		command := longGameStart
		if len(turns) > 0 {
			command += " moves " + strings.Join(turns, " ")
		}
		out.Reset()
		e.Handle(command)
		e.Handle("legalmoves")
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		var captures, plain, special []string
		for _, turn := range lines[:len(lines)-1] {
			switch {
			case strings.HasPrefix(turn, "info string"):
				return turns, out.String() // an error, or the game is over
			case strings.Contains(turn, "!") || strings.HasPrefix(turn, "mind:") || turn == "0000":
				special = append(special, turn)
			case strings.Contains(turn, "x"):
				captures = append(captures, turn)
			default:
				plain = append(plain, turn)
			}
		}
		pick := plain
		switch {
		case len(captures) > 0 && r.IntN(2) == 0:
			pick = captures
		case len(special) > 0 && (r.IntN(10) == 0 || len(plain) == 0):
			pick = special
		}
		if len(pick) == 0 {
			return turns, out.String()
		}
		turns = append(turns, pick[r.IntN(len(pick))])
	}
	return turns, ""
}
