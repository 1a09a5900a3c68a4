package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/match"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// summary is the final report of an fcmatch or fcmatch merge output: from
// its "Tournament:" line to the end.
func summary(t *testing.T, out string) string {
	t.Helper()
	i := strings.LastIndex(out, "Tournament: ")
	require.GreaterOrEqual(t, i, 0, out)
	return out[i:]
}

// gamesByNumber reads a records file as game number: the game's turns and
// result (times and dates differ from run to run; the games must not).
func gamesByNumber(t *testing.T, file string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, r := range completeRecords(t, file) {
		out[r.Tags["GameNumber"]] = r.Tags["White"] + " " + r.Tags["Black"] + " " + strings.Join(r.Turns, " ") + " " + r.Result.String()
	}
	return out
}

// copyShard copies a shard's records file and its state file.
func copyShard(t *testing.T, from, to string) {
	t.Helper()
	for _, suffix := range []string{"", ".json"} {
		data, err := os.ReadFile(from + suffix)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(to+suffix, data, 0o644))
	}
}

// Issue 51: a 40-game fixed-node match of the engine against Player=greedy,
// played whole and in 4 shards, merges to exactly the whole match's report;
// the shards' games are the whole match's games (fixed-node games are
// reproducible: the engine clears its hash table at ucinewgame and the
// greedy player has no clock under a node limit). The merged records
// replay, merge again to the same report, and the merge reports missing
// and duplicated games and refuses another match's records.
func TestShardsMergeToTheWholeMatch(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-engine", "cmd=" + engineBin, "name=search", "-engine", "cmd=" + engineBin, "name=greedy", "option.Player=greedy",
		"-each", "tc=nodes=30", "-rounds", "20", "-repeat", "-maxplies", "4", "-random-openings", "2", "-margin", "1s",
		"-sprt", "elo0=0", "elo1=10", "-ratinginterval", "0"}
	whole := filepath.Join(dir, "whole.txt")
	var out, errb bytes.Buffer
	// The whole match two games at a time: the order games finish in does not matter.
	require.Equal(t, 0, run(append(append([]string{}, args...), "-concurrency", "2", "-records", whole), &out, &errb), errb.String())
	wholeSummary := summary(t, out.String())
	require.Contains(t, wholeSummary, "40 of 40 games played")

	shards := filepath.Join(dir, "shards")
	require.NoError(t, os.Mkdir(shards, 0o755))
	numbers := map[int][]int{} // shard: its game numbers
	for k := range 4 {
		out.Reset()
		file := filepath.Join(shards, strconv.Itoa(k)+".txt")
		require.Equal(t, 0, run(append(append([]string{}, args...), "-shard", strconv.Itoa(k)+"/4", "-records", file), &out, &errb), errb.String())
		assert.Contains(t, out.String(), "Shard "+strconv.Itoa(k)+"/4: the encounters whose index is")
		assert.Contains(t, out.String(), "this shard's games only", "a shard's SPRT decides nothing")
		for _, r := range completeRecords(t, file) {
			n, err := strconv.Atoi(r.Tags["GameNumber"])
			require.NoError(t, err)
			assert.Equal(t, k, (n-1)/2%4, "game %d is in encounter %d", n, (n-1)/2)
			assert.Equal(t, strconv.Itoa(k)+"/4", r.Tags["Shard"])
			assert.NotEmpty(t, r.Tags["ConfigHash"])
			numbers[k] = append(numbers[k], n)
		}
		assert.Len(t, numbers[k], 10)
	}

	merged := filepath.Join(shards, "merged.txt") // beside the shards: a later merge of the directory skips it
	out.Reset()
	require.Equal(t, 0, run([]string{"merge", "-o", merged, shards}, &out, &errb), "%s\n%s", out.String(), errb.String())
	assert.Contains(t, out.String(), "Merged 40 of 40 games from 4 files")
	assert.Equal(t, wholeSummary, summary(t, out.String()), "the merged report is the whole match's")
	assert.Equal(t, gamesByNumber(t, whole), gamesByNumber(t, merged), "the shards played the whole match's games")
	var rb bytes.Buffer
	assert.Equal(t, 0, run([]string{"replay", merged}, &rb, &rb), rb.String())
	assert.Contains(t, rb.String(), "40 games replayed, 0 with errors")
	out.Reset()
	require.Equal(t, 0, run([]string{"merge", merged}, &out, &errb), "the merged file merges alone: %s", errb.String())
	assert.Equal(t, wholeSummary, summary(t, out.String()))
	out.Reset()
	require.Equal(t, 0, run([]string{"merge", shards}, &out, &errb), errb.String())
	assert.Contains(t, out.String(), "Merged 40 of 40 games from 4 files", "the earlier merge's records are not a shard")

	t.Run("missing games", func(t *testing.T) {
		out.Reset()
		code := run([]string{"merge", filepath.Join(shards, "0.txt"), filepath.Join(shards, "1.txt"), filepath.Join(shards, "2.txt")}, &out, &errb)
		assert.Equal(t, 1, code, "incomplete, undecided")
		assert.Contains(t, out.String(), "Merged 30 of 40 games from 3 files")
		var want []int
		want = append(want, numbers[3]...)
		sort.Ints(want)
		assert.Contains(t, out.String(), "Missing 10 games: "+numberRanges(want)+"\n")
		assert.Contains(t, out.String(), "30 of 40 games played")
	})
	t.Run("duplicated games", func(t *testing.T) {
		twice := filepath.Join(t.TempDir(), "again.txt")
		copyShard(t, filepath.Join(shards, "1.txt"), twice)
		out.Reset()
		assert.Equal(t, 1, run([]string{"merge", shards, twice}, &out, &errb))
		assert.Contains(t, out.String(), "Played twice (counted once): game "+strconv.Itoa(numbers[1][0])+" (")
		assert.Equal(t, wholeSummary, summary(t, out.String()), "counted once")
	})
	t.Run("another match's shard", func(t *testing.T) {
		other := filepath.Join(t.TempDir(), "other.txt")
		copyShard(t, filepath.Join(shards, "1.txt"), other)
		st, err := os.ReadFile(stateFile(other))
		require.NoError(t, err)
		var hash string
		for _, r := range completeRecords(t, other) {
			hash = r.Tags["ConfigHash"]
		}
		require.NoError(t, os.WriteFile(stateFile(other), bytes.ReplaceAll(st, []byte(hash), []byte("0123456789abcdef")), 0o644))
		errb.Reset()
		assert.Equal(t, 2, run([]string{"merge", filepath.Join(shards, "0.txt"), other}, &out, &errb))
		assert.Contains(t, errb.String(), "is another match (configuration 0123456789abcdef)")
		// Its records too: a state file that agrees does not let them in.
		recs, err := os.ReadFile(other)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(stateFile(other), st, 0o644))
		require.NoError(t, os.WriteFile(other, bytes.Replace(recs, []byte(hash), []byte("0123456789abcdef"), 1), 0o644))
		errb.Reset()
		assert.Equal(t, 2, run([]string{"merge", filepath.Join(shards, "0.txt"), other}, &out, &errb))
		assert.Contains(t, errb.String(), `belongs to the match "0123456789abcdef"`)
	})
}

// cheapArgs is a quick fixed-node match (the engine against the random
// player) for the tests of shards that are not about the statistics.
func cheapArgs(rounds int) []string {
	return []string{"-engine", "cmd=" + engineBin, "name=search", "-engine", "cmd=" + engineBin, "name=random", "option.Player=random",
		"-each", "tc=nodes=20", "-rounds", strconv.Itoa(rounds), "-repeat", "-maxplies", "6", "-random-openings", "1", "-margin", "1s", "-ratinginterval", "0"}
}

// Issue 51: a shard found in a Slurm array's environment (-shard auto)
// saves the shard it found, and resumed after a crash plays only its own
// missing games, never one twice.
func TestShardResumes(t *testing.T) {
	t.Setenv("SLURM_ARRAY_TASK_ID", "3")
	t.Setenv("SLURM_ARRAY_TASK_MIN", "2")
	t.Setenv("SLURM_ARRAY_TASK_COUNT", "2")
	t.Setenv("SLURM_ARRAY_JOB_ID", "4242")
	file := filepath.Join(t.TempDir(), "shard.txt")
	var out, errb bytes.Buffer
	require.Equal(t, 0, run(append(cheapArgs(4), "-shard", "auto", "-records", file), &out, &errb), errb.String())
	st := readState(t, file)
	assert.Equal(t, "1/2", st.Shard)
	assert.Equal(t, "4242", st.SlurmJob)
	assert.Equal(t, []string{"-shard", "1/2"}, st.Args[len(st.Args)-2:], "auto is saved as the shard it found")
	played := gamesByNumber(t, file)
	require.Len(t, played, 4)
	for n := range played {
		assert.Contains(t, []string{"3", "4", "7", "8"}, n, "encounters 1 and 3")
	}
	// A crash: the last game cut in half, the one before lost.
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	recs := match.SplitRecords(data)
	require.Len(t, recs, 4)
	kept := append(append(append([]byte{}, recs[0]...), recs[1]...), recs[3][:len(recs[3])/2]...)
	require.NoError(t, os.WriteFile(file, kept, 0o644))
	for _, v := range []string{"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT"} {
		os.Unsetenv(v) // resumed elsewhere: the saved shard, not the environment
	}
	out.Reset()
	require.Equal(t, 0, run([]string{"-resume", file}, &out, &errb), errb.String())
	assert.Contains(t, out.String(), "Resuming: 2 of 4 games already played")
	assert.Equal(t, 2, strings.Count(out.String(), "Finished game "))
	assert.Equal(t, played, gamesByNumber(t, file), "the same games, each once")
	out.Reset()
	require.Equal(t, 0, run([]string{"-resume", file}, &out, &errb), errb.String())
	assert.Contains(t, out.String(), "Resuming: 4 of 4")
	assert.NotContains(t, out.String(), "Started game")
}

// Issue 51: merge -follow reads the shards as their games finish and, once
// the SPRT decides, writes the stop file and cancels the Slurm job array
// the shards' state files name; the shards see the stop file between games
// and stop, and the verdict is the SPRT's over the games merged.
func TestFollowStopsTheShards(t *testing.T) {
	dir := t.TempDir()
	stop := filepath.Join(dir, "STOP")
	// The shards say they run in Slurm job array 777, and a scancel that
	// notes what it was asked stands in for Slurm's.
	bin := t.TempDir()
	cancelled := filepath.Join(bin, "cancelled")
	require.NoError(t, os.WriteFile(filepath.Join(bin, "scancel"), []byte("#!/bin/sh\necho \"$@\" >> "+cancelled+"\n"), 0o755))
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	args := append(cheapArgs(200), "-sprt", "elo0=0", "elo1=400", "model=logistic", "-stopfile", stop)
	var shards []*exec.Cmd
	var outs []*bytes.Buffer
	for k := range 2 {
		cmd := exec.Command(fcmatchBin, append(append([]string{}, args...), "-shard", strconv.Itoa(k)+"/2", "-records", filepath.Join(dir, strconv.Itoa(k)+".txt"))...)
		cmd.Env = append(os.Environ(), "SLURM_ARRAY_JOB_ID=777")
		var b bytes.Buffer
		cmd.Stdout, cmd.Stderr = &b, &b
		require.NoError(t, cmd.Start())
		shards, outs = append(shards, cmd), append(outs, &b)
	}
	defer func() {
		for _, c := range shards {
			_ = c.Process.Kill()
		}
	}()
	var out, errb bytes.Buffer
	code := run([]string{"merge", "-follow", "-interval", "100ms", "-timeout", "3m", "-o", filepath.Join(dir, "merged.txt"), dir}, &out, &errb)
	require.Equal(t, 0, code, "%s\n%s", out.String(), errb.String())
	assert.Contains(t, out.String(), "The SPRT decided: wrote the stop file "+stop)
	assert.Contains(t, out.String(), "The SPRT decided: cancelled the Slurm job 777")
	asked, err := os.ReadFile(cancelled)
	require.NoError(t, err)
	assert.Equal(t, "777\n", string(asked), "scancel of the array, once")
	assert.Regexp(t, `LLR -?\d+\.\d\d \(-2\.94, 2\.94\), H[01] was accepted`, out.String())
	assert.Contains(t, out.String(), "Missing ", "stopped long before the 400 games")
	for k, c := range shards {
		done := make(chan error, 1)
		go func() { done <- c.Wait() }()
		select {
		case err := <-done:
			assert.NoError(t, err, outs[k].String())
			assert.Contains(t, outs[k].String(), "the stop file "+stop+" exists")
		case <-time.After(60 * time.Second):
			t.Fatalf("shard %d still plays a minute after the stop file", k)
		}
	}
	// A shard started after the decision plays nothing.
	out.Reset()
	require.Equal(t, 0, run(append(append([]string{}, args...), "-shard", "0/2", "-records", filepath.Join(dir, "late.txt")), &out, &errb), errb.String())
	assert.NotContains(t, out.String(), "Started game")
}
