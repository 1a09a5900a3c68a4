package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests run fcmatch as a user does: the built binary, real engine
// processes, signals.

var fcmatchBin, engineBin, faultyBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "fcmatch-cmd-test")
	if err != nil {
		panic(err)
	}
	fcmatchBin = filepath.Join(dir, "fcmatch")
	engineBin = filepath.Join(dir, "frozen chess") // a path with a space
	faultyBin = filepath.Join(dir, "fcfaulty")
	for bin, pkg := range map[string]string{fcmatchBin: ".", engineBin: "../frozenchess", faultyBin: "../fcfaulty"} {
		if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
			panic(string(out))
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// completeRecords reads a records file and returns its whole records.
func completeRecords(t *testing.T, file string) []match.Record {
	t.Helper()
	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	recs, err := match.ReadRecords(f)
	require.NoError(t, err)
	var out []match.Record
	for _, r := range recs {
		if r.Broken == "" {
			out = append(out, r)
		}
	}
	return out
}

// waitForGames polls the records file until it holds n whole games.
func waitForGames(t *testing.T, file string, n int) {
	t.Helper()
	for range 600 {
		if data, err := os.ReadFile(file); err == nil && strings.Count(string(data), "[GameNumber ") >= n {
			if len(completeRecords(t, file)) >= n {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: no %d games within 30 s", file, n)
}

// Issue 28 item 8, issue 35: a match interrupted by SIGINT or SIGTERM keeps
// every finished game in its records file (each written as it ends: they
// were buffered until exit, so the file had 0 bytes) and prints the summary
// so far (none was printed).
func TestInterruptKeepsGamesAndPrintsSummary(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "games.txt")
			// The old -games form, which the code before the fix read too.
			cmd := exec.Command(fcmatchBin, "-engine", "name=a cmd="+strconv.Quote(engineBin)+" option.Player=random",
				"-engine", "name=b cmd="+strconv.Quote(engineBin)+" option.Player=greedy",
				"-games", "40", "-tc", "movetime=20", "-maxplies", "30", "-margin", "1s", "-records", file)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			require.NoError(t, cmd.Start())
			waitForGames(t, file, 2)
			require.NoError(t, cmd.Process.Signal(sig))
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				_ = cmd.Process.Kill()
				t.Fatalf("fcmatch still runs 20 s after %v; stdout %s", sig, stdout.String())
			}
			recs := completeRecords(t, file)
			require.GreaterOrEqual(t, len(recs), 2)
			assert.Less(t, len(recs), 40, "stopped early")
			for _, r := range recs {
				_, err := match.Replay(r)
				assert.NoError(t, err)
				assert.NotEqual(t, rules.Ongoing, r.Result)
			}
			out := stdout.String()
			assert.Equal(t, 130, cmd.ProcessState.ExitCode(), "stdout %s\nstderr %s", out, stderr.String())
			assert.Contains(t, out, "Interrupted after "+strconv.Itoa(len(recs))+" of 40 games")
			assert.Contains(t, out, "Games: "+strconv.Itoa(len(recs))+",", "the summary counts the games kept")
			assert.Equal(t, len(recs), strings.Count(out, "Finished game "), "one line per finished game")
		})
	}
}

// Issue 35: an interrupted tournament resumes from its records file to the
// planned total; a game cut off at the end of the file (a crash while it was
// written) is dropped and played again.
func TestResumeAfterInterrupt(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.txt")
	cmd := exec.Command(fcmatchBin, "-engine", "cmd="+engineBin, "name=a", "option.Player=random",
		"-engine", "cmd="+engineBin, "name=b", "option.Player=greedy",
		"-rounds", "3", "-games", "2", "-tc", "movetime=20", "-maxplies", "30", "-margin", "1s", "-records", file, "-autosaveinterval", "1")
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	require.NoError(t, cmd.Start())
	waitForGames(t, file, 2)
	// -autosaveinterval 1: the state was saved after the first game at least.
	st := readState(t, file)
	assert.GreaterOrEqual(t, st.GamesDone, 1)
	assert.Equal(t, 6, st.GamesPlanned)
	assert.Contains(t, st.Args, "-rounds")
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	require.Error(t, cmd.Wait(), "exit status 130")
	kept := len(completeRecords(t, file))
	require.Less(t, kept, 6, stdout.String())
	assert.Equal(t, kept, readState(t, file).GamesDone, "saved as the tournament stopped")
	// Cut the file inside a copy of its last record, as a crash while writing would.
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	last := strings.LastIndex(string(data), "[Event ")
	require.NoError(t, os.WriteFile(file, append(data, data[last:last+(len(data)-last)/2]...), 0o644))

	var out, errb bytes.Buffer
	assert.Equal(t, 0, run([]string{"-resume", file}, &out, &errb), "%s\n%s", out.String(), errb.String())
	assert.Contains(t, out.String(), "Resuming: "+strconv.Itoa(kept)+" of 6 games already played")
	assert.Contains(t, errb.String(), "1 cut-off game record(s) removed")
	assert.Contains(t, out.String(), "Games: 6,", "the summary counts the earlier games too")
	recs := completeRecords(t, file)
	require.Len(t, recs, 6)
	numbers := map[string]bool{}
	for _, r := range recs {
		_, err := match.Replay(r)
		assert.NoError(t, err)
		numbers[r.Tags["GameNumber"]] = true
	}
	assert.Len(t, numbers, 6, "every game once")
	var rb bytes.Buffer
	assert.Equal(t, 0, run([]string{"replay", file}, &rb, &rb), rb.String())
	// A finished tournament resumed again plays nothing (the path spelled another way).
	out.Reset()
	assert.Equal(t, 0, run([]string{"-resume", filepath.Dir(file) + "/./" + filepath.Base(file)}, &out, &errb), errb.String())
	assert.Contains(t, out.String(), "Resuming: 6 of 6")
	assert.Len(t, completeRecords(t, file), 6)
}

func readState(t *testing.T, records string) state {
	t.Helper()
	data, err := os.ReadFile(stateFile(records))
	require.NoError(t, err)
	var st state
	require.NoError(t, json.Unmarshal(data, &st))
	return st
}

var finishedLine = regexp.MustCompile(`^Finished game (\d+) \((\S+) vs (\S+)\): (1-0|0-1|1/2-1/2) \{.+\}$`)

// A tournament ended by its SPRT and resumed plays no more games.
func TestResumeAfterSPRTDecided(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.txt")
	args := []string{"-engine", "cmd=" + engineBin, "name=greedy", "option.Player=greedy",
		"-engine", "cmd=" + engineBin, "name=random", "option.Player=random",
		// st=0.1: greedy answers in about 20 ms, so a loaded machine does
		// not cut it short (at st=0.01 a CI run lost greedy a game to
		// random and the SPRT accepted H0).
		"-each", "st=0.1", "-rounds", "50", "-maxplies", "40", "-margin", "1s", "-records", file,
		"-sprt", "elo0=0", "elo1=500", "model=logistic"}
	var out, errb bytes.Buffer
	require.Equal(t, 0, run(args, &out, &errb), errb.String())
	require.Contains(t, out.String(), "H1 was accepted")
	played := len(completeRecords(t, file))
	require.Less(t, played, 100)
	out.Reset()
	require.Equal(t, 0, run([]string{"-resume", file}, &out, &errb), errb.String())
	assert.Contains(t, out.String(), "no more games")
	assert.Contains(t, out.String(), "H1 was accepted")
	assert.NotContains(t, out.String(), "Started game")
	assert.Len(t, completeRecords(t, file), played)
}
