package match

import (
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The union of the N shards' schedules is the whole schedule: every game
// once, in one shard only, with its number, round, colours, opening and
// pair unchanged, and the two games of an encounter in the same shard (a
// property test over N, rounds, games per encounter, engine counts, round
// robin and gauntlet, colour options).
func TestShardsPartitionTheSchedule(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 1))
	for trial := range 400 {
		engines := 2 + r.IntN(5)
		plan := Plan{Rounds: 1 + r.IntN(7), Games: 1 + r.IntN(4), NoSwap: r.IntN(4) == 0, Reverse: r.IntN(4) == 0}
		if r.IntN(2) == 0 {
			plan.Kind, plan.Seeds = Gauntlet, 1+r.IntN(engines-1)
		}
		whole, err := Schedule(engines, plan)
		require.NoError(t, err)
		n := 1 + r.IntN(len(whole)+3) // more shards than encounters too: some play nothing
		var union []Pairing
		shardOf := map[int]int{} // encounter: the shard that plays it
		for k := range n {
			part := Shard{K: k, N: n}.Games(whole)
			for i, p := range part {
				if i > 0 {
					assert.Less(t, part[i-1].Number, p.Number, "a shard keeps the match's order")
				}
				if s, ok := shardOf[p.Opening]; ok {
					assert.Equal(t, s, k, "trial %d: encounter %d split between shards", trial, p.Opening)
				}
				shardOf[p.Opening] = k
			}
			union = append(union, part...)
		}
		sort.Slice(union, func(i, j int) bool { return union[i].Number < union[j].Number })
		require.Equal(t, whole, union, "trial %d: %d engines, %+v, %d shards", trial, engines, plan, n)
	}
}

func TestShardWhole(t *testing.T) {
	whole, err := Schedule(3, Plan{Rounds: 2, Games: 2})
	require.NoError(t, err)
	assert.Equal(t, whole, Shard{}.Games(whole), "the zero Shard is the whole match")
	assert.Equal(t, whole, Shard{K: 0, N: 1}.Games(whole))
	assert.True(t, Shard{}.Whole())
	assert.Equal(t, "2/5", Shard{K: 2, N: 5}.String())
}

func TestParseShard(t *testing.T) {
	env := func(kv ...string) func(string) string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) string { return m[k] }
	}
	none := env()
	slurm := env("SLURM_ARRAY_TASK_ID", "7", "SLURM_ARRAY_TASK_MIN", "4", "SLURM_ARRAY_TASK_COUNT", "8")
	tests := []struct {
		name, text string
		env        func(string) string
		want       Shard
		err        string
	}{
		{"explicit", "2/4", none, Shard{2, 4}, ""},
		{"explicit first", "0/1", none, Shard{0, 1}, ""},
		{"K out of range", "4/4", none, Shard{}, "K from 0 to N-1"},
		{"negative K", "-1/4", none, Shard{}, "K from 0 to N-1"},
		{"zero count", "0/0", none, Shard{}, "not a whole number from 1"},
		{"not a number", "a/b", none, Shard{}, "not a whole number"},
		{"no slash", "3", none, Shard{}, "want K/N"},
		{"slurm array, counted from its first task", "auto", slurm, Shard{3, 8}, ""},
		{"slurm array from 0", "auto", env("SLURM_ARRAY_TASK_ID", "0", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_COUNT", "4"), Shard{0, 4}, ""},
		{"slurm with the count given", "auto/8", slurm, Shard{3, 8}, ""},
		{"slurm with another count", "auto/6", slurm, Shard{}, "the job array has 8 tasks"},
		{"slurm without a count", "auto", env("SLURM_ARRAY_TASK_ID", "1"), Shard{}, "SLURM_ARRAY_TASK_COUNT"},
		{"slurm array with a step", "auto", env("SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "8", "SLURM_ARRAY_TASK_STEP", "2", "SLURM_ARRAY_TASK_COUNT", "5"), Shard{}, "not numbered without gaps"},
		{"slurm array with gaps", "auto", env("SLURM_ARRAY_TASK_ID", "5", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "9", "SLURM_ARRAY_TASK_COUNT", "3"), Shard{}, "submit --array=0-2"},
		{"slurm array from 1 without gaps", "auto", env("SLURM_ARRAY_TASK_ID", "4", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "4", "SLURM_ARRAY_TASK_STEP", "1", "SLURM_ARRAY_TASK_COUNT", "4"), Shard{3, 4}, ""},
		{"kubernetes index beyond the count, told so", "auto/2", env("JOB_COMPLETION_INDEX", "2"), Shard{}, "number the tasks 0 to N-1"},
		{"a task of a larger array run again alone", "auto", env("SLURM_ARRAY_TASK_ID", "17", "SLURM_ARRAY_TASK_MIN", "17", "SLURM_ARRAY_TASK_MAX", "17", "SLURM_ARRAY_TASK_COUNT", "1"), Shard{}, "give its shard, -shard 17/N"},
		{"an array of one task 0: the whole match", "auto", env("SLURM_ARRAY_TASK_ID", "0", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "0", "SLURM_ARRAY_TASK_COUNT", "1"), Shard{0, 1}, ""},
		{"kubernetes indexed job", "auto/5", env("JOB_COMPLETION_INDEX", "4"), Shard{4, 5}, ""},
		{"kubernetes without a count", "auto", env("JOB_COMPLETION_INDEX", "4"), Shard{}, "use -shard auto/N"},
		{"kubernetes index beyond the count", "auto/3", env("JOB_COMPLETION_INDEX", "3"), Shard{}, "not among 3"},
		{"no environment", "auto", none, Shard{}, "neither SLURM_ARRAY_TASK_ID"},
		{"bad environment", "auto", env("SLURM_ARRAY_TASK_ID", "x"), Shard{}, `SLURM_ARRAY_TASK_ID="x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseShard(tt.text, tt.env)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// The identity's hash changes with anything that changes the games or the
// verdict, and only with that.
func TestMatchIdentityHash(t *testing.T) {
	base := func() MatchIdentity {
		return MatchIdentity{Engines: []EngineSpec{{Name: "a", Command: []string{"./e"}, Options: map[string]string{"Hash": "16"}}, {Name: "b", Command: []string{"./e"}}},
			Settings: Settings{TC: TimeControl{Nodes: 100}, MaxPlies: 40}, Plan: Plan{Rounds: 10, Games: 2}, Openings: "2 random turns, seed 1"}
	}
	h := base().Hash()
	assert.Len(t, h, 16)
	assert.Equal(t, h, base().Hash(), "the same match, the same hash")
	changes := map[string]func(*MatchIdentity){
		"an engine option": func(m *MatchIdentity) { m.Engines[0].Options["Hash"] = "32" },
		"the node limit":   func(m *MatchIdentity) { m.Settings.TC.Nodes = 200 },
		"the rounds":       func(m *MatchIdentity) { m.Plan.Rounds = 11 },
		"the openings":     func(m *MatchIdentity) { m.Openings = "2 random turns, seed 2" },
		"an SPRT":          func(m *MatchIdentity) { m.SPRT = &SPRT{Elo1: 5} },
	}
	for name, change := range changes {
		m := base()
		change(&m)
		assert.NotEqual(t, h, m.Hash(), name)
	}
}

// A shard's stop file (Config.Halt) is asked before every game: the games
// under way finish and are reported, no other starts, and Run says it ended
// early; -wait (Config.Wait) pauses after every game.
func TestRunHaltsBetweenGamesAndWaits(t *testing.T) {
	finished := 0
	cfg := Config{
		Engines:  []EngineSpec{ourEngine("a", "random"), ourEngine("b", "random")},
		Settings: Settings{TC: TimeControl{Nodes: 10}, Margin: time.Second, MaxPlies: 4},
		Schedule: twoGamesEach(t, 2, 4),
		Halt:     func() bool { return finished >= 3 },
		Wait:     150 * time.Millisecond,
	}
	began := time.Now()
	got := runTournament(t, cfg, func(tl *Tally) bool { finished = tl.Games; return false })
	assert.True(t, got.ended, "halted before the 8 games")
	assert.Equal(t, 3, got.tally.Games)
	assert.GreaterOrEqual(t, time.Since(began), 3*cfg.Wait, "a pause after each game")

	cfg.Halt = func() bool { return true }
	cfg.Wait = 0
	got = runTournament(t, cfg, nil)
	assert.True(t, got.ended)
	assert.Equal(t, 0, got.tally.Games, "a stop file there from the start: no game")
}
