package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCommandLineErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-engine", "cmd=x"}, "at least two -engine"},
		{[]string{"-engine", "cmd=x", "-engine", "bogus"}, `want key=value`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-tc", "fast"}, `time control "fast"`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-sprt", "elo0=5,elo1=1"}, "elo0"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-sprt", "gamma=1"}, "unknown key"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-openings", "a", "-random-openings", "2"}, "not both"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-openings", "/nonexistent"}, "no such file"},
		{[]string{"replay"}, "replay FILE"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-sprt", "elo0=0", "elo1=5", "model=foo"}, `model "foo"`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-sprt", "elo0=0"}, "elo1= is missing"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-engine", "cmd=z", "-sprt", "elo1=5"}, "-sprt tests two engines"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-draw", "movecount=x"}, "-draw: movecount="},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-draw", "moves=3"}, `unknown key "moves"`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-resign", "twosided=maybe"}, "twosided"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-tournament", "swiss"}, `tournament "swiss"`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-output", "format=xml"}, "format="},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-concurrency", "0"}, "-concurrency"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-games", "x"}, "-games"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-rounds", "-3"}, "-rounds"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-noswap", "3"}, "takes no value"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-log", "engine=true"}, "file= is missing"},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-bogus"}, "unknown option -bogus"},
		{[]string{"-engine", `cmd="x`, "-engine", "cmd=y"}, "EOF"},
		{[]string{"stray"}, "want an option"},
		{[]string{"-resume", "/nonexistent/games.txt"}, "state file"},
		{[]string{"-resume", "a", "-rounds", "3"}, "takes no other options"},
		{[]string{"-engine", "cmd=/nonexistent/engine", "-engine", "cmd=y", "-tc", "movetime=10"}, "/nonexistent/engine"},
		// Issue 28 item 10.
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-tc", "NaN"}, `"NaN" is not a number of seconds`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-tc", "10+NaN"}, `"NaN" is not a number of seconds`},
		{[]string{"-engine", "cmd=x", "-engine", "cmd=y", "-tc", "40/NaN"}, `"NaN" is not a number of seconds`},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(tc.args, &out, &errb)
		assert.NotEqual(t, 0, code, "%v", tc.args)
		assert.Contains(t, errb.String(), tc.want, "%v", tc.args)
	}
}

func TestOpenings(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "openings.txt")
	require.NoError(t, os.WriteFile(file, []byte("# two openings\n"+board.StartFEN+"\n\n8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k7 b\n"), 0o644))
	ops, err := readOpenings(file, -1)
	require.NoError(t, err)
	require.Len(t, ops, 2)
	assert.Equal(t, board.Black, ops[1].SideToMove())
	require.NoError(t, os.WriteFile(file, []byte("junk\n"), 0o644))
	_, err = readOpenings(file, -1)
	assert.ErrorContains(t, err, "line 1")
	// Its turns count as in a game: two Nulls in a row end it (V13-DRAW-NULL),
	// and an opening that ends the game is refused.
	require.NoError(t, os.WriteFile(file, []byte(board.StartFEN+" moves 0000 0000\n"), 0o644))
	_, err = readOpenings(file, -1)
	assert.ErrorContains(t, err, "turn 2 \"0000\" ends the game")
	ops, err = readOpenings(file, 1)
	require.NoError(t, err, "one Null is an opening")
	assert.Equal(t, board.Black, ops[0].SideToMove())

	a, err := randomOpeningList(board.FrozenChess, 3, 4, 7, nil)
	require.NoError(t, err)
	b, err := randomOpeningList(board.FrozenChess, 3, 4, 7, nil)
	require.NoError(t, err)
	require.Len(t, a, 3)
	for i := range a {
		assert.Equal(t, a[i].Format(), b[i].Format(), "same seed, same openings")
		assert.Equal(t, uint32(4), a[i].Ply())
	}
	assert.NotEqual(t, a[0].Format(), a[1].Format(), "each pair gets its own opening")
}

// TestRandomOpeningNulls: a random opening's turns count as in a game, so
// two Nulls in a row end it (V13-DRAW-NULL); before, random openings never
// counted Nulls and went on after them.
func TestRandomOpeningNulls(t *testing.T) {
	// pattern: N a Null, T the first other legal turn in generation order,
	// - no turn at all (an empty turn, refused).
	picker := func(pattern string) func(*board.Position, int) []movegen.Step {
		return func(p *board.Position, ply int) []movegen.Step {
			switch pattern[ply] {
			case 'N':
				return []movegen.Step{movegen.NullStep}
			case '-':
				return nil
			}
			var turn []movegen.Step
			movegen.NewGame(p.Clone()).ForEachTurn(func(s []movegen.Step) bool {
				if len(s) == 1 && s[0].Kind() == movegen.KindNull {
					return true
				}
				turn = append(turn, s...)
				return false
			})
			return turn
		}
	}
	tests := []struct {
		name    string
		pattern string
		want    uint32 // the opening's ply
		err     string
	}{
		{"two Nulls end the opening", "NNTTTT", 2, ""},
		{"a turn between Nulls resets the count", "NTNTNT", 6, ""},
		{"two Nulls after a turn end it", "TNNTTT", 3, ""},
		{"no Nulls: every ply is played", "TTTTTT", 6, ""},
		{"an empty turn is an error", "T-TTTT", 0, "turn 2: empty turn"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := randomOpening(board.StartPosition(), len(tt.pattern), picker(tt.pattern))
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got.Ply())
		})
	}
}

func TestReplayCommand(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "games.txt")
	rec := "[Event \"t\"]\n[Start \"" + board.StartFEN + "\"]\n[Result \"*\"]\n\n1. h4-h5 {0.1s} h13-h12 {0.1s} *\n"
	require.NoError(t, os.WriteFile(file, []byte(rec), 0o644))
	var out, errb bytes.Buffer
	assert.Equal(t, 0, run([]string{"replay", file}, &out, &errb))
	assert.Contains(t, out.String(), "1 games replayed, 0 with errors")
	require.NoError(t, os.WriteFile(file, []byte(rec+"\n[Start \""+board.StartFEN+"\"]\n\n1. a1-p16 *\n"), 0o644))
	out.Reset()
	assert.Equal(t, 1, run([]string{"replay", file}, &out, &errb))
	assert.Contains(t, out.String(), "2 games replayed, 1 with errors")

	// Issue 28 item 9: a record cut inside its move list is an error named
	// with its game number; the whole game before it still replays.
	whole := "[Event \"t\"]\n[White \"a\"]\n[Black \"b\"]\n[Start \"" + board.StartFEN + "\"]\n[Result \"*\"]\n[Plies \"2\"]\n\n1. h4-h5 {0.1s} h13-h12 {0.1s} *\n\n"
	require.NoError(t, os.WriteFile(file, []byte(whole+whole[:len(whole)-12]), 0o644)) // cut inside "h13-h12"
	out.Reset()
	assert.Equal(t, 1, run([]string{"replay", file}, &out, &errb))
	assert.Contains(t, out.String(), "game 2 (a vs b): cut off: no result after 2 turns (the Plies tag says 2)")
	assert.Contains(t, out.String(), "2 games replayed, 1 with errors")
}

// -h prints the usage, both forms (a match, replay), and succeeds.
func TestHelp(t *testing.T) {
	var out, errb bytes.Buffer
	assert.Equal(t, 0, run([]string{"-h"}, &out, &errb))
	assert.Contains(t, errb.String(), "fcmatch replay FILE")
	assert.Contains(t, errb.String(), "-concurrency")
}
