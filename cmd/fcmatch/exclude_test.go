package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fcmatch merge -exclude: a match's report without the games whose
// termination holds a text (the forfeits a change of the rules causes in a
// match against an older build), -exclude-pairs without their pairs too,
// -penta=false on the games alone. Two games of a cheap 8-game match get
// an illegal-move termination written into their records.
func TestMergeExcludes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.txt")
	var out, errb bytes.Buffer
	require.Equal(t, 0, run(append(cheapArgs(4), "-records", file), &out, &errb), errb.String())
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	for _, n := range []int{3, 8} { // one in the second pair, one in the fourth
		re := regexp.MustCompile(`(\[Termination ")[^"]*("\]\n\[TimeControl "[^"]*"\]\n(?:\[[^\n]*\n)*?\[GameNumber "` + strconv.Itoa(n) + `"\])`)
		require.True(t, re.Match(data), "game %d's record", n)
		data = re.ReplaceAll(data, []byte(`${1}white illegal move: \"x\"${2}`))
	}
	require.NoError(t, os.WriteFile(file, data, 0o644))

	tests := []struct {
		name     string
		args     []string
		excluded string // the Excluded line, "" for none
		games    int
		penta    bool
	}{
		{"every game", nil, "", 8, true},
		{"the two games", []string{"-exclude", "illegal move"}, `Excluded 2 games (termination holding "illegal move"): 3, 8`, 6, true},
		{"their pairs", []string{"-exclude", "illegal move", "-exclude-pairs"}, `Excluded 4 games (termination holding "illegal move", with their pairs): 3-4, 7-8`, 4, true},
		{"the games alone", []string{"-exclude", "illegal move", "-penta=false"}, `Excluded 2 games`, 6, false},
		{"a text no game holds", []string{"-exclude", "no such reason"}, `Excluded 0 games (termination holding "no such reason"): `, 8, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out.Reset()
			run(append(append([]string{"merge"}, tt.args...), file), &out, &errb)
			o := out.String()
			if tt.excluded != "" {
				assert.Contains(t, o, tt.excluded)
			} else {
				assert.NotContains(t, o, "Excluded")
			}
			assert.Contains(t, o, "Games: "+strconv.Itoa(tt.games)+",")
			assert.Equal(t, tt.penta, bytes.Contains(out.Bytes(), []byte("Ptnml(0-2)")))
			assert.NotContains(t, o, "Missing", "an excluded game is not missing")
		})
	}
	for _, bad := range [][]string{{"-exclude-pairs"}, {"-follow", "-exclude", "illegal move"}} {
		errb.Reset()
		assert.Equal(t, 2, run(append(append([]string{"merge"}, bad...), file), &out, &errb), "%v", bad)
		assert.Contains(t, errb.String(), "error: merge: ", "%v", bad)
	}
}
