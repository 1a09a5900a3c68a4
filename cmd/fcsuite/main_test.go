package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Bad flags get a clear error.
func TestParseFlagsErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
	}{
		{"no records", nil},
		{"unknown kind", []string{"-kind", "openings", "x.txt"}},
		{"last 0", []string{"-last", "0", "x.txt"}},
		{"negative max", []string{"-max", "-1", "x.txt"}},
		{"from 0", []string{"-from", "0", "x.txt"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseFlags(c.args)
			assert.Error(t, err)
		})
	}
}

// V13-TOMB-EXPLOSION: the white knight on m14 blows up the black king on
// p16 by landing on the active tomb on o15; kings alone win nothing.
func TestWinningTurnsV13TombExplosion(t *testing.T) {
	wins := winningTurns(board.MustParse("15K/16/12l3/16/16/16/16/16/16/16/16/16/16/16/16/k15 w tomb:o15=active/0/P50"))
	assert.Contains(t, wins, "m14-o15")
	assert.Empty(t, winningTurns(board.MustParse("15K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/k15 w")))
}

// The same threat seen from Black to move, with a black pawn on n15: were
// White to move, its knight would land on the tomb (a March); three of
// Black's 44 turns stop every such reply (the suite keeps those);
// with kings alone there is no threat and no suite position.
func TestDefendingTurnsV13TombExplosion(t *testing.T) {
	threatened := board.MustParse("15K/13P2/12l3/16/16/16/16/16/16/16/16/16/16/16/16/k15 b tomb:o15=active/0/P50")
	good := defendingTurns(threatened, 100)
	require.NotEmpty(t, good)
	assert.NotContains(t, good, "0000", "the Null move leaves the threat")
	assert.Equal(t, []string{"n14!rotate:2x90", "n14!rotate:2x180", "n14!rotate:2x270"}, good,
		"only a Rotate of the 2x2 block at n14 (V13-ROTATE) moves the knight or the tomb out of reach, of 44 turns")
	g := winningTurns(threatened)
	assert.Empty(t, g, "Black itself has no winning turn here")
	assert.Nil(t, defendingTurns(board.MustParse("15K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/k15 b"), 1000))
	assert.Nil(t, defendingTurns(threatened, 0), "more good turns than maxgood: left out")
}

// The command writes its header with the regenerating command, and the
// positions of the one game of testdata that ended with a king lost.
func TestRunWritesHeader(t *testing.T) {
	recs, err := filepath.Glob("../../bench/threat-games.txt")
	require.NoError(t, err)
	require.Len(t, recs, 1)
	data, err := os.ReadFile(recs[0])
	require.NoError(t, err)
	// The first game only: it ended with the black king lost.
	end := bytes.Index(data[1:], []byte("\n[Event "))
	require.Positive(t, end)
	file := filepath.Join(t.TempDir(), "one.txt")
	require.NoError(t, os.WriteFile(file, data[:end+2], 0o644))
	var out, log bytes.Buffer
	require.NoError(t, run([]string{"-kind", "tactics", "-last", "1", file}, &out, &log))
	lines := bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n"))
	require.Len(t, lines, 4)
	assert.Contains(t, string(lines[2]), "# Regenerate: go run ./cmd/fcsuite -kind tactics -last 1 ")
	fields := bytes.SplitN(lines[3], []byte("|"), 3)
	require.Len(t, fields, 3)
	assert.Equal(t, "one.txt game 1 turn 99", string(fields[0]))
	assert.Len(t, bytes.Fields(fields[2]), 53, "every winning turn of the game's last position")

	// -loser: the last turn is the winner's, so no tactics position is left
	// (the loser cannot win at once); its last two turns give the loser's one.
	cands, err := readCandidates(file, 2, false, true)
	require.NoError(t, err)
	require.Len(t, cands, 1)
	assert.Equal(t, "one.txt game 1 turn 98", cands[0].name)
	assert.Equal(t, board.Black, cands[0].pos.SideToMove(), "White won: Black, the loser, is to move")
	all, err := readCandidates(file, 2, false, false)
	require.NoError(t, err)
	assert.Len(t, all, 2)
	assert.Equal(t, 1, all[0].game)

	// -from 2: the file's one game is left out, so nothing qualifies.
	out.Reset()
	assert.Error(t, run([]string{"-kind", "tactics", "-last", "1", "-from", "2", file}, &out, &log))
}

// lostBy reads a game's result for each side; a draw is nobody's loss.
func TestLostBy(t *testing.T) {
	assert.True(t, lostBy(rules.WhiteWins, board.Black))
	assert.False(t, lostBy(rules.WhiteWins, board.White))
	assert.True(t, lostBy(rules.BlackWins, board.White))
	assert.False(t, lostBy(rules.Draw, board.White))
	assert.False(t, lostBy(rules.Draw, board.Black))
}
