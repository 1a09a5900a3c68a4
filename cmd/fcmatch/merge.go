package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/frozenchess/engine/match"
	"github.com/frozenchess/engine/rules"
)

// fcmatch merge joins the records of a match's shards (-shard K/N, each
// with its own records file and state file): it counts the union as the
// whole match would have (the same report, to the digit), writes one
// records file of every game in game-number order, refuses records of
// another match, and reports the games missing and those found twice.
// With -follow it keeps reading the shards as their games finish and,
// once the SPRT decides, stops the others: a stop file every shard checks
// between games, and scancel of the Slurm job array (docs/distributed.md).

const mergeUsage = `Usage: fcmatch merge [-o FILE] [-exclude TEXT [-exclude-pairs]] [-penta=false] [-follow [-interval D] [-timeout D] [-stopfile FILE] [-scancel JOBID[,JOBID]]] FILES|DIRS
  Joins the records of a match's shards (fcmatch -shard K/N -records FILE): the
  report of the union as the whole match prints it, missing and duplicated games,
  and with -o one records file of every game (with its state file: fcmatch
  replay, merge and -resume read it). A directory stands for every records file
  in it that has its state file (FILE.json) beside it. One records file merges
  alone; -exclude then reports the match without the games whose termination
  holds TEXT (-exclude-pairs: without their game pairs), e.g. the forfeits a
  change of the rules caused in a match against an older build.
`

type mergeOptions struct {
	out      string
	follow   bool
	interval time.Duration
	timeout  time.Duration
	stopFile string
	scancel  string
	inputs   []string
	// exclude: leave out the games whose Termination holds this text
	// (excludePairs: and the other games of their encounters); penta false:
	// report on the games alone, as -report penta=false.
	exclude      string
	excludePairs bool
	penta        bool
}

func parseMergeArgs(args []string, stderr io.Writer) (*mergeOptions, error) {
	o := &mergeOptions{}
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, mergeUsage); fs.PrintDefaults() }
	fs.StringVar(&o.out, "o", "", "write the merged records to this file (and its state file beside it)")
	fs.BoolVar(&o.follow, "follow", false, "keep reading the shards as their games finish, until the SPRT decides or every game is in")
	fs.DurationVar(&o.interval, "interval", 10*time.Second, "-follow: how often the shards' records are read")
	fs.DurationVar(&o.timeout, "timeout", 0, "-follow: give up after this long (0: never)")
	fs.StringVar(&o.stopFile, "stopfile", "", "-follow: the file to create when the SPRT decides (default: the shards' -stopfile)")
	fs.StringVar(&o.scancel, "scancel", "", "-follow: the Slurm job(s) to cancel when the SPRT decides (default: the job arrays the shards ran in)")
	fs.StringVar(&o.exclude, "exclude", "", "leave out of the report the games whose termination holds this text (\"illegal move\")")
	fs.BoolVar(&o.excludePairs, "exclude-pairs", false, "-exclude: leave out the other game of each excluded game's pair too (the same opening, the colours swapped)")
	fs.BoolVar(&o.penta, "penta", true, "false: report on the games alone (trinomial), as -report penta=false")
	// Options and inputs in any order: parse, take one input, parse on.
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			break
		}
		o.inputs = append(o.inputs, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(o.inputs) == 0 {
		fs.Usage()
		return nil, fmt.Errorf("merge: give the shards' records files or their directory")
	}
	if o.interval <= 0 {
		return nil, fmt.Errorf("merge: -interval %v: want a positive duration", o.interval)
	}
	if o.follow && (o.exclude != "" || o.excludePairs || !o.penta) {
		return nil, fmt.Errorf("merge: -exclude, -exclude-pairs and -penta report on finished records: not with -follow")
	}
	if o.excludePairs && o.exclude == "" {
		return nil, fmt.Errorf("merge: -exclude-pairs: give the text of the terminations to leave out with -exclude")
	}
	return o, nil
}

func merge(args []string, stdout, stderr io.Writer) int {
	o, err := parseMergeArgs(args, stderr)
	if err == flag.ErrHelp {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 2
	}
	if !o.follow {
		m, err := collect(o)
		if err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
		return m.finish(o, stdout, stderr)
	}
	return follow(o, stdout, stderr)
}

// merged is the union of the shards' records as read once.
type merged struct {
	t          *tournament // the whole match, for its schedule and report
	hash       string
	files      []string
	records    map[int][]byte // game number: its record's text
	excluded   []int          // game numbers left out by -exclude (not in records)
	duplicates []string       // "game 7 (a.txt, b.txt)"
	cut        int            // records cut off (a shard writing, or killed while writing)
	jobs       []string       // the Slurm job arrays the shards ran in
	stopFile   string         // the shards' -stopfile
}

// errNoShardsYet: no input holds a shard's records yet (-follow waits).
var errNoShardsYet = errors.New("no records files with their state files yet")

// shardFiles expands the inputs: a directory is every file in it with a
// state file beside it, except the records of an earlier merge.
func shardFiles(o *mergeOptions) ([]string, error) {
	var files []string
	for _, in := range o.inputs {
		info, err := os.Stat(in)
		if errors.Is(err, fs.ErrNotExist) && o.follow {
			continue // the array's tasks have not made it yet
		}
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			files = append(files, in)
			continue
		}
		entries, err := os.ReadDir(in)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			f := filepath.Join(in, e.Name())
			if e.IsDir() || strings.HasSuffix(f, ".json") || strings.HasSuffix(f, ".tmp") || o.out != "" && sameFile(f, o.out) {
				continue
			}
			if r, err := loadResume(f); err == nil && r.state.MergedFrom == 0 {
				files = append(files, f) // a shard's records, not an earlier merge's
			}
		}
	}
	return files, nil
}

func sameFile(a, b string) bool {
	ia, err1 := os.Stat(a)
	ib, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(ia, ib)
}

// collect reads every shard once.
func collect(o *mergeOptions) (*merged, error) {
	files, err := shardFiles(o)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("merge: %s: %w", strings.Join(o.inputs, ", "), errNoShardsYet)
	}
	m := &merged{files: files, records: map[int][]byte{}}
	where := map[int]string{}
	for _, f := range files {
		r, err := loadResume(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		st := r.state
		if st.ConfigHash == "" {
			return nil, fmt.Errorf("%s: its state file names no match (written by an fcmatch without shards?)", f)
		}
		if m.t == nil {
			p, err := parseArgs(st.Args)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", stateFile(f), err)
			}
			if m.t, err = setup(p, io.Discard, io.Discard, forMerge); err != nil {
				return nil, fmt.Errorf("%s: %v", stateFile(f), err)
			}
			m.t.args = st.Args
			m.hash = st.ConfigHash
			m.stopFile = p.get("stopfile")
		} else if st.ConfigHash != m.hash {
			return nil, fmt.Errorf("%s is another match (configuration %s) than %s (configuration %s): its options differ, see their state files",
				f, st.ConfigHash, m.files[0], m.hash)
		}
		if st.SlurmJob != "" && !slices.Contains(m.jobs, st.SlurmJob) {
			m.jobs = append(m.jobs, st.SlurmJob)
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if st.RecordsOffset < 0 || st.RecordsOffset > int64(len(data)) {
			return nil, fmt.Errorf("%s is shorter than its state file says", f)
		}
		for _, chunk := range match.SplitRecords(data[st.RecordsOffset:]) {
			recs, err := match.ReadRecords(bytes.NewReader(chunk))
			if err != nil || len(recs) != 1 || recs[0].Broken != "" || recs[0].Result == rules.Ongoing {
				m.cut++
				continue
			}
			rec := recs[0]
			n, err := strconv.Atoi(rec.Tags["GameNumber"])
			if err != nil || n < 1 || n > len(m.t.whole) {
				return nil, fmt.Errorf("%s: a game numbered %q, the match has games 1 to %d", f, rec.Tags["GameNumber"], len(m.t.whole))
			}
			if h := rec.Tags["ConfigHash"]; h != m.hash {
				return nil, fmt.Errorf("%s: game %d belongs to the match %q, not to %s: refusing to merge another match's records", f, n, h, m.hash)
			}
			pr := m.t.whole[n-1]
			if rec.Tags["White"] != m.t.names[pr.White] || rec.Tags["Black"] != m.t.names[pr.Black] {
				return nil, fmt.Errorf("%s: game %d is %s vs %s, the match plays %s vs %s", f, n,
					rec.Tags["White"], rec.Tags["Black"], m.t.names[pr.White], m.t.names[pr.Black])
			}
			if first, ok := where[n]; ok {
				m.duplicates = append(m.duplicates, fmt.Sprintf("game %d (%s, %s)", n, first, f))
				continue
			}
			where[n] = f
			m.records[n] = chunk
		}
	}
	if o.exclude != "" {
		m.exclude(o.exclude, o.excludePairs)
	}
	if !o.penta {
		m.t.noPenta, m.t.tally.NoPenta = true, true
	}
	// Count the games in the whole match's order, as it would have.
	for _, n := range m.numbers() {
		rec, _ := match.ReadRecords(bytes.NewReader(m.records[n]))
		m.t.tally.Add(m.t.whole[n-1], match.Game{White: rec[0].Tags["White"], Black: rec[0].Tags["Black"], Result: rec[0].Result, Reason: rec[0].Tags["Termination"]})
	}
	return m, nil
}

// exclude leaves out the games whose Termination holds text and, with
// pairs, the other games of their encounters (Pairing.Pair), so that the
// pentanomial count keeps only whole pairs.
func (m *merged) exclude(text string, pairs bool) {
	out := map[int]bool{}
	for n, chunk := range m.records {
		rec, err := match.ReadRecords(bytes.NewReader(chunk))
		if err != nil || len(rec) != 1 || !strings.Contains(rec[0].Tags["Termination"], text) {
			continue
		}
		out[n] = true
		if pair := m.t.whole[n-1].Pair; pairs && pair >= 0 {
			for _, pr := range m.t.whole {
				if pr.Pair == pair {
					out[pr.Number] = true
				}
			}
		}
	}
	for n := range out {
		if _, played := m.records[n]; played {
			delete(m.records, n)
			m.excluded = append(m.excluded, n)
		}
	}
	sort.Ints(m.excluded)
}

func (m *merged) numbers() []int {
	out := make([]int, 0, len(m.records))
	for n := range m.records {
		out = append(out, n)
	}
	sort.Ints(out)
	return out
}

// missing lists the game numbers of the match that no shard has played.
func (m *merged) missing() []int {
	var out []int
	for _, pr := range m.t.whole {
		if _, ok := m.records[pr.Number]; !ok && !slices.Contains(m.excluded, pr.Number) {
			out = append(out, pr.Number)
		}
	}
	return out
}

// decision is the SPRT's verdict on the games merged (0: none, or no SPRT).
func (m *merged) decision() int {
	if m.t.sprt == nil {
		return 0
	}
	d, _ := m.t.sprt.Test(m.t.tally.HeadToHead(0, 1))
	return d
}

// finish prints the notes and the report, writes the merged records, and
// gives the exit status: 0 when the match is whole (or its SPRT decided)
// and no game was found twice, else 1.
func (m *merged) finish(o *mergeOptions, stdout, stderr io.Writer) int {
	missing := m.missing()
	files := "files"
	if len(m.files) == 1 {
		files = "file"
	}
	fmt.Fprintf(stdout, "Merged %d of %d games from %d %s (match %s)\n", len(m.records), len(m.t.whole), len(m.files), files, m.hash)
	if len(missing) > 0 {
		fmt.Fprintf(stdout, "Missing %d games: %s\n", len(missing), numberRanges(missing))
	}
	if o.exclude != "" {
		fmt.Fprintf(stdout, "Excluded %d games (termination holding %q", len(m.excluded), o.exclude)
		if o.excludePairs {
			fmt.Fprint(stdout, ", with their pairs")
		}
		fmt.Fprintf(stdout, "): %s\n", numberRanges(m.excluded))
	}
	if len(m.duplicates) > 0 {
		fmt.Fprintf(stdout, "Played twice (counted once): %s\n", strings.Join(m.duplicates, ", "))
	}
	if m.cut > 0 {
		fmt.Fprintf(stdout, "Cut-off records skipped: %d (a shard was writing, or was killed while writing)\n", m.cut)
	}
	fmt.Fprint(stdout, "\n"+m.t.final())
	if o.out != "" {
		if err := m.write(o.out); err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
	}
	if len(m.duplicates) > 0 || len(missing) > 0 && m.decision() == 0 {
		return 1
	}
	return 0
}

// write writes the merged records, in game-number order, and a state file
// for them as for the whole match's records: replay, merge and -resume
// (which plays the missing games) read them.
func (m *merged) write(out string) error {
	var b bytes.Buffer
	for _, n := range m.numbers() {
		b.Write(m.records[n])
	}
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, b.Bytes(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, out); err != nil {
		return err
	}
	t := m.t
	t.args = append(withoutOptions(t.args, "shard", "records", "pgnout", "stopfile"), "-records", out)
	t.recordsPath, t.recordsOffset, t.shard = out, 0, match.Shard{}
	f, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	t.records, t.stderr, t.hash, t.mergedFrom = f, io.Discard, m.hash, len(m.files)
	t.saveState()
	t.records = nil
	return nil
}

// follow merges again every interval until the SPRT decides (then the
// shards are stopped), every game is in, the job arrays have left the
// queue with games missing, or the timeout.
func follow(o *mergeOptions, stdout, stderr io.Writer) int {
	began := time.Now()
	seen := -1
	for {
		m, err := collect(o)
		switch {
		case err == nil:
		case errors.Is(err, errNoShardsYet):
			// The array's tasks have not started yet.
		default:
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
		if m != nil {
			if len(m.records) != seen {
				seen = len(m.records)
				fmt.Fprintf(stdout, "%s: %d of %d games merged\n", time.Now().UTC().Format("15:04:05"), seen, len(m.t.whole))
				if seen > 0 {
					fmt.Fprint(stdout, m.t.report())
				}
			}
			if d := m.decision(); d != 0 {
				m.stopShards(o, stdout, stderr)
				return m.finish(o, stdout, stderr)
			}
			if len(m.missing()) == 0 {
				return m.finish(o, stdout, stderr)
			}
			if len(m.jobs) > 0 && o.scancel == "" && !slurmJobsAlive(m.jobs) {
				fmt.Fprintf(stdout, "The job array %s has left the queue with games missing: resume its shards (-resume FILE) and follow again\n", strings.Join(m.jobs, ","))
				m.finish(o, stdout, stderr)
				return 1
			}
		}
		if o.timeout > 0 && time.Since(began) > o.timeout {
			fmt.Fprintf(stdout, "Timed out after %v\n", o.timeout)
			if m != nil {
				m.finish(o, stdout, stderr)
			}
			return 1
		}
		time.Sleep(o.interval)
	}
}

// stopShards creates the stop file, which every shard checks between
// games, and cancels the Slurm job arrays.
func (m *merged) stopShards(o *mergeOptions, stdout, stderr io.Writer) {
	stop := o.stopFile
	if stop == "" {
		stop = m.stopFile
	}
	if stop != "" {
		if err := os.WriteFile(stop, []byte("the SPRT decided: fcmatch merge -follow\n"), 0o644); err != nil {
			fmt.Fprintln(stderr, "error: writing the stop file:", err)
		} else {
			fmt.Fprintf(stdout, "The SPRT decided: wrote the stop file %s\n", stop)
		}
	}
	jobs := m.jobs
	if o.scancel != "" {
		jobs = strings.Split(o.scancel, ",")
	}
	if len(jobs) == 0 {
		return
	}
	if _, err := exec.LookPath("scancel"); err != nil {
		fmt.Fprintf(stdout, "scancel is not here: the job array %s is left to the stop file\n", strings.Join(jobs, ","))
		return
	}
	out, err := exec.Command("scancel", jobs...).CombinedOutput()
	if err != nil {
		fmt.Fprintf(stderr, "error: scancel %s: %v %s\n", strings.Join(jobs, " "), err, strings.TrimSpace(string(out)))
		return
	}
	fmt.Fprintf(stdout, "The SPRT decided: cancelled the Slurm job %s\n", strings.Join(jobs, ","))
}

// slurmJobsAlive reports whether any of the jobs is still pending or
// running (squeue lists it); without squeue they are taken to be.
func slurmJobsAlive(jobs []string) bool {
	if _, err := exec.LookPath("squeue"); err != nil {
		return true
	}
	out, err := exec.Command("squeue", "-h", "-o", "%i", "-j", strings.Join(jobs, ",")).CombinedOutput()
	switch {
	case err == nil:
		return strings.TrimSpace(string(out)) != ""
	case strings.Contains(string(out), "Invalid job id"):
		return false // squeue refuses ids it no longer knows
	}
	return true // the controller did not answer: ask again later
}

// numberRanges prints sorted numbers as ranges: "3, 5-9, 12".
func numberRanges(ns []int) string {
	var parts []string
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(ns[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", ns[i], ns[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
