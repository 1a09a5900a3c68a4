package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// games lists a schedule as "white-black@opening/pair" words.
func gamesOf(s []Pairing) []string {
	out := make([]string, len(s))
	for i, p := range s {
		out[i] = string(rune('A'+p.White)) + string(rune('A'+p.Black)) + "@" + string(rune('0'+p.Opening)) + "/" + string(rune('0'+p.Round))
		if p.Pair >= 0 {
			out[i] += "p" + string(rune('0'+p.Pair))
		}
	}
	return out
}

func TestSchedule(t *testing.T) {
	tests := []struct {
		name    string
		engines int
		plan    Plan
		want    []string // white, black, @opening, /round, p<pair>
	}{
		{"two engines, two rounds of a pair", 2, Plan{Rounds: 2, Games: 2}, []string{"AB@0/1p0", "BA@0/1p0", "AB@1/2p1", "BA@1/2p1"}},
		{"one game an encounter: no pairs", 2, Plan{Rounds: 2, Games: 1}, []string{"AB@0/1", "AB@1/2"}},
		{"noswap keeps the colours", 2, Plan{Rounds: 1, Games: 2, NoSwap: true}, []string{"AB@0/1p0", "AB@0/1p0"}},
		{"reverse swaps every game", 2, Plan{Rounds: 1, Games: 2, Reverse: true}, []string{"BA@0/1p0", "AB@0/1p0"}},
		{"round robin of three", 3, Plan{Kind: RoundRobin, Rounds: 1, Games: 2},
			[]string{"AB@0/1p0", "BA@0/1p0", "AC@1/1p1", "CA@1/1p1", "BC@2/1p2", "CB@2/1p2"}},
		{"gauntlet: the first engine against the others", 3, Plan{Kind: Gauntlet, Rounds: 1, Games: 1},
			[]string{"AB@0/1", "AC@1/1"}},
		{"gauntlet with two seeds", 4, Plan{Kind: Gauntlet, Seeds: 2, Rounds: 1, Games: 1},
			[]string{"AC@0/1", "AD@1/1", "BC@2/1", "BD@3/1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Schedule(tt.engines, tt.plan)
			require.NoError(t, err)
			assert.Equal(t, tt.want, gamesOf(s))
			for i, p := range s {
				assert.Equal(t, i+1, p.Number)
			}
		})
	}
	for _, bad := range []struct {
		engines int
		plan    Plan
	}{
		{1, Plan{Rounds: 1, Games: 2}},
		{2, Plan{Rounds: 0, Games: 2}},
		{2, Plan{Rounds: 1, Games: 0}},
		{3, Plan{Kind: Gauntlet, Seeds: 3, Rounds: 1, Games: 2}},
		{3, Plan{Kind: "swiss", Rounds: 1, Games: 2}},
		{1000, Plan{Rounds: 1000, Games: 2}},
	} {
		_, err := Schedule(bad.engines, bad.plan)
		assert.Error(t, err, "%+v", bad)
	}
}
