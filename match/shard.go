package match

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// A match spread over many machines (docs/distributed.md): shard K of N
// plays the encounters whose index is K modulo N, with the openings,
// colours and game numbers the whole match gives them, so the union of the
// N shards is the whole match and their records merge into its results.
// An encounter (Pairing.Opening, the two games of a pair with -games 2) is
// never split, so every pentanomial pair is played within one shard.

// Shard is one part of a match: K of N, K from 0. The zero Shard (N 0) is
// the whole match.
type Shard struct{ K, N int }

// Whole reports whether s is the whole match.
func (s Shard) Whole() bool { return s.N <= 1 }

// String is "K/N", the form -shard takes.
func (s Shard) String() string { return strconv.Itoa(s.K) + "/" + strconv.Itoa(s.N) }

// Plays reports whether the shard plays game p.
func (s Shard) Plays(p Pairing) bool { return s.Whole() || s.PlaysEncounter(p.Opening) }

// PlaysEncounter reports whether the shard plays encounter e (an index
// into the openings, one per encounter).
func (s Shard) PlaysEncounter(e int) bool { return s.Whole() || e%s.N == s.K }

// Games is the part of a schedule the shard plays, in the schedule's order.
func (s Shard) Games(schedule []Pairing) []Pairing {
	var out []Pairing
	for _, p := range schedule {
		if s.Plays(p) {
			out = append(out, p)
		}
	}
	return out
}

// ParseShard reads -shard: "K/N" (0 <= K < N), or "auto", which takes K
// and N from a Slurm job array (SLURM_ARRAY_TASK_ID less
// SLURM_ARRAY_TASK_MIN, and SLURM_ARRAY_TASK_COUNT), or "auto/N", which
// takes K from the array or from a Kubernetes Indexed Job
// (JOB_COMPLETION_INDEX) and the count as given. getenv reads the
// environment (os.Getenv).
func ParseShard(text string, getenv func(string) string) (Shard, error) {
	kText, nText, ok := strings.Cut(text, "/")
	if !ok && kText != "auto" {
		return Shard{}, fmt.Errorf("-shard %q: want K/N (0 <= K < N), auto or auto/N", text)
	}
	var s Shard
	var err error
	if ok {
		if s.N, err = strconv.Atoi(nText); err != nil || s.N < 1 || s.N > 1_000_000 {
			return Shard{}, fmt.Errorf("-shard %q: the count %q is not a whole number from 1 to 1000000", text, nText)
		}
	}
	if kText != "auto" {
		if s.K, err = strconv.Atoi(kText); err != nil || s.K < 0 || s.K >= s.N {
			return Shard{}, fmt.Errorf("-shard %q: want K/N with K from 0 to N-1", text)
		}
		return s, nil
	}
	// auto: a Slurm array task, else a Kubernetes Indexed Job.
	envInt := func(name string) (int, bool, error) {
		v := getenv(name)
		if v == "" {
			return 0, false, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return 0, true, fmt.Errorf("-shard %s: %s=%q is not a whole number", text, name, v)
		}
		return n, true, nil
	}
	id, slurm, err := envInt("SLURM_ARRAY_TASK_ID")
	if err != nil {
		return Shard{}, err
	}
	switch {
	case slurm:
		low, _, err := envInt("SLURM_ARRAY_TASK_MIN")
		if err != nil {
			return Shard{}, err
		}
		count, given, err := envInt("SLURM_ARRAY_TASK_COUNT")
		if err != nil {
			return Shard{}, err
		}
		if !ok {
			if !given {
				return Shard{}, fmt.Errorf("-shard auto: SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT (use -shard auto/N)")
			}
			s.N = count
		} else if given && count != s.N {
			return Shard{}, fmt.Errorf("-shard %s: the job array has %d tasks", text, count)
		}
		// Only an array numbered without gaps maps its tasks onto 0..N-1:
		// --array=0-9:2 or --array=1,5,9 would leave shards unplayed.
		step, stepped, err := envInt("SLURM_ARRAY_TASK_STEP")
		if err != nil {
			return Shard{}, err
		}
		high, bounded, err := envInt("SLURM_ARRAY_TASK_MAX")
		if err != nil {
			return Shard{}, err
		}
		if given && count == 1 && id != 0 && !ok {
			// A lone task numbered 17 is one task of a larger array run
			// again, not a whole match.
			return Shard{}, fmt.Errorf("-shard auto: an array of one task numbered %d (--array=%d) is a task run again: give its shard, -shard %d/N", id, id, id)
		}
		if stepped && step != 1 || bounded && given && high-low+1 != count {
			return Shard{}, fmt.Errorf("-shard %s: the job array's tasks are not numbered without gaps (--array=%d-%d with %d tasks): submit --array=0-%d", text, low, high, count, count-1)
		}
		s.K = id - low
	default:
		idx, k8s, err := envInt("JOB_COMPLETION_INDEX")
		if err != nil {
			return Shard{}, err
		}
		if !k8s {
			return Shard{}, fmt.Errorf("-shard %s: neither SLURM_ARRAY_TASK_ID (a Slurm job array) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set", text)
		}
		if !ok {
			return Shard{}, fmt.Errorf("-shard auto: JOB_COMPLETION_INDEX gives the index, not the count: use -shard auto/N with N the Job's completions")
		}
		s.K = idx
	}
	if s.N < 1 || s.K < 0 || s.K >= s.N {
		return Shard{}, fmt.Errorf("-shard %s: task %d is not among %d: number the tasks 0 to N-1", text, s.K, s.N)
	}
	return s, nil
}

// MatchIdentity is what decides a match's games and its results: the
// engines and how they play, the tournament's rules, its schedule, its
// openings and the SPRT. Two runs with the same identity play the same
// games, whatever else (shards, files, logs, concurrency) differs.
type MatchIdentity struct {
	Engines  []EngineSpec
	Settings Settings
	Plan     Plan
	Openings string // what the openings are made from: the book's digest, or the random openings' count and seed
	SPRT     *SPRT
}

// Hash is the identity's digest: 16 hex digits of the SHA-256 of its JSON.
func (m MatchIdentity) Hash() string {
	data, err := json.Marshal(m)
	if err != nil { // only plain data: cannot happen, but never panic
		data = fmt.Appendf(nil, "%+v", m)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:8])
}
