package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/match"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 44: fastchess's options that users script against: -epdout,
// -report penta=, -version, -wait, -show-latency, -quiet, and -log level=
// honoured.
func TestFastchessOptions(t *testing.T) {
	var out, errb bytes.Buffer
	require.Equal(t, 0, run([]string{"-version"}, &out, &errb))
	assert.Regexp(t, `^fcmatch \S+ \(.*go1\.\d+.*\)\n$`, out.String())
	out.Reset()
	require.Equal(t, 0, run([]string{"-v"}, &out, &errb))
	assert.Contains(t, out.String(), "fcmatch ")

	dir := t.TempDir()
	epd, log := filepath.Join(dir, "final.epd"), filepath.Join(dir, "log.txt")
	require.NoError(t, os.WriteFile(epd, []byte("old line\n"), 0o644))
	out.Reset()
	args := append(cheapArgs(2), "-quiet", "-show-latency", "-report", "penta=false", "-wait", "20",
		"-epdout", "file="+epd, "append=false", "-log", "file="+log, "level=warn", "engine=true",
		"-sprt", "elo0=0", "elo1=10", "-records", filepath.Join(dir, "games.txt"))
	require.Equal(t, 0, run(args, &out, &errb), errb.String())
	o := out.String()
	assert.NotContains(t, o, "Started game", "-quiet")
	assert.NotContains(t, o, "Finished game", "-quiet")
	assert.Contains(t, o, "Games: 4,")
	assert.NotContains(t, o, "Ptnml(0-2)", "penta=false: no pentanomial line")
	assert.NotContains(t, o, "PairsRatio")
	assert.Regexp(t, `(?m)^Latency in game 1: search mean \S+, max \S+ over \d+ turns; random no reported times$`, o)
	assert.Equal(t, 4, strings.Count(o, "Latency in game "))
	// Each engine's CPU time against its thinking time, per game and over
	// the match (measured only where /proc is read).
	if runtime.GOOS == "linux" {
		assert.Regexp(t, `(?m)^CPU in game 1: search cpu \d+\.\d\ds of \d+\.\d\ds thinking \(\d+%\) over \d+ turns; random cpu `, o)
		assert.Regexp(t, `(?m)^CPU time of the games played here: search cpu \S+ of \S+ thinking \(\d+%\) over \d+ turns; random cpu `, o)
	} else {
		assert.Contains(t, o, "CPU in game 1: search no CPU time measured; random no CPU time measured")
	}
	assert.Equal(t, 4, strings.Count(o, "CPU in game "))

	data, err := os.ReadFile(epd)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lines, 4, "append=false: the old line is gone, one line a game")
	recs := completeRecords(t, filepath.Join(dir, "games.txt"))
	require.Len(t, recs, 4)
	for i, rec := range recs {
		final, err := board.Parse(lines[i])
		require.NoError(t, err, "a position string")
		p, err := match.Replay(rec)
		require.NoError(t, err)
		assert.Equal(t, p.Format(), final.Format(), "game %d's final position", i+1)
	}

	// level=warn: no engine lines, no game starts (info), though engine=true.
	logged, err := os.ReadFile(log)
	require.NoError(t, err)
	assert.NotContains(t, string(logged), "--->")
	assert.NotContains(t, string(logged), "Started game")

	for _, bad := range [][]string{{"-report", "penta=maybe"}, {"-wait", "-5"}, {"-epdout", "append=true"}, {"-log", "file=" + log, "level=loud"}} {
		errb.Reset()
		assert.Equal(t, 2, run(append(cheapArgs(1), bad...), &out, &errb), "%v", bad)
		assert.Contains(t, errb.String(), "error: ", "%v", bad)
	}
}
