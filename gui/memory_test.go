package gui

import (
	"bufio"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// residentMB reads this process's resident memory (Linux).
func residentMB(t *testing.T) int {
	t.Helper()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status: resident memory is measured on Linux only")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.Fields(rest)[0])
			require.NoError(t, err)
			return kb / 1024
		}
	}
	t.Fatal("no VmRSS line")
	return 0
}

// TestMemoryOf32AnalysedGames measures the resident memory of the server
// with its 32 games (maxSessions), each analysed once: the engines' tables
// are shared (enginePool), so it stays under 600 MB. It takes about 10
// seconds, so it runs only with FROZENCHESS_MEMORY=1:
//
//	FROZENCHESS_MEMORY=1 go test ./gui -run TestMemoryOf32AnalysedGames -count=1 -v
func TestMemoryOf32AnalysedGames(t *testing.T) {
	if os.Getenv("FROZENCHESS_MEMORY") == "" {
		t.Skip("set FROZENCHESS_MEMORY=1 to measure the memory of 32 analysed games")
	}
	c, _ := newTestServer(t)
	before := residentMB(t)
	ids := make([]string, 0, maxSessions)
	for range maxSessions {
		st := c.newGame(Config{Mode: ModeAnalyse})
		ids = append(ids, st.ID)
		code, body := c.post("/api/analyse", action{Game: st.ID, MultiPV: 2, MoveTime: 1000})
		require.Equal(t, http.StatusOK, code, string(body))
	}
	// All 32 asked at once: the engines search 4 at a time, each fills its
	// tables over 8 searches.
	for _, id := range ids {
		st := c.waitFor(id, "the analysis", func(s State) bool { return !s.Analysing })
		require.NotEmpty(t, st.Analysis, "every game got its analysis")
	}
	runtime.GC()
	after := residentMB(t)
	t.Logf("resident memory: %d MB before, %d MB with %d analysed games", before, after, len(ids))
	require.Less(t, after, 600)
}
