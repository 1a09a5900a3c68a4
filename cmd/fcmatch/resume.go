package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/rules"
)

// The state file, FILE.json beside the records FILE, keeps what -resume
// needs, as fastchess's config.json does: the command line and where the
// tournament's records begin. The records themselves say which games are
// done; the state also counts them for the reader.
type state struct {
	Version       int      `json:"fcmatch_state"`
	Args          []string `json:"args"`
	RecordsOffset int64    `json:"records_offset"`
	GamesDone     int      `json:"games_done"`
	GamesPlanned  int      `json:"games_planned"`
	Saved         string   `json:"saved"`
	// A shard's (docs/distributed.md): the hash of the match's identity
	// that its records carry, the shard ("K/N", "" for the whole match),
	// and the Slurm job array it ran in, which fcmatch merge -follow
	// cancels when the SPRT decides.
	ConfigHash string `json:"config_hash,omitempty"`
	Shard      string `json:"shard,omitempty"`
	SlurmJob   string `json:"slurm_array_job_id,omitempty"`
	// MergedFrom is, for the records fcmatch merge -o wrote, the number of
	// files merged: a directory's merge skips such a file.
	MergedFrom int `json:"merged_from,omitempty"`
}

func stateFile(records string) string { return records + ".json" }

// saveState writes the state file (via a temporary file and a rename, so a
// reader never sees half of it).
func (t *tournament) saveState() {
	if t.records == nil {
		return
	}
	s := state{Version: 1, Args: t.args, RecordsOffset: t.recordsOffset, GamesDone: t.tally.Games,
		GamesPlanned: len(t.cfg.Schedule), Saved: time.Now().UTC().Format("2006-01-02T15:04:05Z"),
		ConfigHash: t.hash, SlurmJob: os.Getenv("SLURM_ARRAY_JOB_ID"), MergedFrom: t.mergedFrom}
	if !t.shard.Whole() {
		s.Shard = t.shard.String()
	}
	data, _ := json.MarshalIndent(s, "", "  ")
	tmp := stateFile(t.recordsPath) + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err == nil {
		err = os.Rename(tmp, stateFile(t.recordsPath))
		if err != nil {
			fmt.Fprintf(t.stderr, "error: saving the state: %v\n", err)
		}
	}
}

// resumed is a tournament's saved state and its records file.
type resumed struct {
	file  string
	state state
}

func loadResume(file string) (*resumed, error) {
	data, err := os.ReadFile(stateFile(file))
	if err != nil {
		return nil, fmt.Errorf("-resume: %v (the state file is written beside -records)", err)
	}
	r := &resumed{file: file}
	if err := json.Unmarshal(data, &r.state); err != nil || r.state.Version != 1 {
		return nil, fmt.Errorf("-resume: %s is not an fcmatch state file", stateFile(file))
	}
	return r, nil
}

// resume reads the finished games from the records file, counts them, and
// has Run skip them. A game cut off at the end of the file (an interrupt or
// crash while it was written) is removed and played again.
func (t *tournament) resume(r *resumed) error {
	if filepath.Clean(t.recordsPath) != filepath.Clean(r.file) {
		return fmt.Errorf("-resume %s: the state's records file is %q", r.file, t.recordsPath)
	}
	t.args = r.state.Args
	t.recordsOffset = r.state.RecordsOffset
	data, err := os.ReadFile(r.file)
	if err != nil {
		return err
	}
	if t.recordsOffset < 0 || t.recordsOffset > int64(len(data)) {
		return fmt.Errorf("-resume: %s is shorter than its state says", r.file)
	}
	byNumber := map[int]match.Pairing{}
	for _, pr := range t.cfg.Schedule {
		byNumber[pr.Number] = pr
	}
	done := map[int]bool{}
	var kept bytes.Buffer
	dropped := 0
	for _, chunk := range match.SplitRecords(data[t.recordsOffset:]) {
		recs, err := match.ReadRecords(bytes.NewReader(chunk))
		if err != nil || len(recs) != 1 || recs[0].Broken != "" || recs[0].Result == rules.Ongoing {
			dropped++
			continue
		}
		rec := recs[0]
		n, err := strconv.Atoi(rec.Tags["GameNumber"])
		pr, ok := byNumber[n]
		if err != nil || !ok || done[n] {
			return fmt.Errorf("-resume: %s holds a game numbered %q that this tournament does not play (or twice)", r.file, rec.Tags["GameNumber"])
		}
		if h := rec.Tags["ConfigHash"]; h != "" && h != t.hash {
			return fmt.Errorf("-resume: game %d of %s belongs to the match %s, this one is %s", n, r.file, h, t.hash)
		}
		if rec.Tags["White"] != t.names[pr.White] || rec.Tags["Black"] != t.names[pr.Black] {
			return fmt.Errorf("-resume: game %d of %s is %s vs %s, the tournament plays %s vs %s", n, r.file,
				rec.Tags["White"], rec.Tags["Black"], t.names[pr.White], t.names[pr.Black])
		}
		done[n] = true
		t.tally.Add(pr, match.Game{White: rec.Tags["White"], Black: rec.Tags["Black"], Result: rec.Result, Reason: rec.Tags["Termination"]})
		kept.Write(chunk)
	}
	if dropped > 0 {
		// Rewrite the tournament's part of the file with the whole games only.
		out := append(append([]byte{}, data[:t.recordsOffset]...), kept.Bytes()...)
		tmp := r.file + ".tmp"
		if err := os.WriteFile(tmp, out, 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, r.file); err != nil {
			return err
		}
		fmt.Fprintf(t.stderr, "note: %d cut-off game record(s) removed from %s; those games are played again\n", dropped, r.file)
	}
	f, err := os.OpenFile(r.file, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	t.records = f
	t.cfg.Done = func(n int) bool { return done[n] }
	fmt.Fprintf(t.stdout, "Resuming: %d of %d games already played\n", len(done), len(t.cfg.Schedule))
	return nil
}
