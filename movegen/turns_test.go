package movegen_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listingPositions are the positions the turn listings are checked on: the
// benchmark suite (a position inside a turn among them), a Mind Control
// (V13-MINDCONTROL: an enemy unit's step as the whole turn, written
// mind:<step>) and random positions of every unit type and state.
func listingPositions(t *testing.T) map[string]*board.Position {
	suite, err := bench.Suite()
	require.NoError(t, err)
	out := map[string]*board.Position{
		"V13-MINDCONTROL": board.MustParse("15K/16/16/16/16/16/16/16/16/4L11/16/4r11/16/16/ff14/kf14 w"),
	}
	for _, e := range suite {
		out[e.Name] = e.Pos
	}
	for seed, found := 0, 0; found < 6 && seed < 200; seed++ {
		p := randomPosition(rand.New(rand.NewPCG(uint64(seed), 2026)))
		if p.Validate() == nil {
			out["random "+string(rune('a'+found))] = p
			found++
		}
	}
	return out
}

// ForEachTurnNotation and ForEachTurnWritten list the turns ForEachTurn
// does, in its order, written as FormatTurn writes them (a trailing End
// left out, a lone End as "end"), and leave the game in its position;
// ParseTurn reads each back to its steps without playing it.
func TestForEachTurnNotation(t *testing.T) {
	seen := map[string]bool{} // the notations' forms the positions reach
	for name, p := range listingPositions(t) {
		t.Run(name, func(t *testing.T) {
			g := movegen.NewGame(p.Clone())
			var turns [][]movegen.Step
			g.ForEachTurn(func(turn []movegen.Step) bool {
				turns = append(turns, append([]movegen.Step(nil), turn...))
				return true
			})
			var listed []string
			require.True(t, g.ForEachTurnNotation(func(n string) bool { listed = append(listed, n); return true }))
			var written []string
			require.True(t, g.ForEachTurnWritten(func(turn []movegen.Step, n string) bool {
				require.Equal(t, turns[len(written)], turn, "turn %d", len(written)+1)
				assert.Zero(t, g.Pos.Turn().Actor, "%s: fn runs with the turn played", n)
				written = append(written, n)
				return true
			}))
			require.Len(t, listed, len(turns))
			for _, n := range listed {
				seen["lone end"] = seen["lone end"] || n == movegen.EndString
				seen["mind"] = seen["mind"] || strings.HasPrefix(n, movegen.MindPrefix)
				seen["several steps"] = seen["several steps"] || strings.Contains(n, ",")
			}
			require.Equal(t, listed, written)
			require.Equal(t, p.Hash(), g.Pos.Hash(), "the game is back in its position")
			require.Equal(t, p.Format(), g.Pos.Format())
			// FormatTurn (a new game per turn) is the reference; a stride
			// keeps the test short on the crowded positions.
			stride := max(1, len(turns)/300)
			for i := 0; i < len(turns); i += stride {
				require.Equal(t, movegen.FormatTurn(p.Clone(), turns[i]), listed[i], "turn %d", i+1)
				steps, err := g.ParseTurn(listed[i])
				require.NoError(t, err, listed[i])
				require.Equal(t, turns[i], steps, listed[i])
				require.Equal(t, p.Hash(), g.Pos.Hash(), "ParseTurn plays nothing")
			}
		})
	}
	assert.Equal(t, map[string]bool{"lone end": true, "mind": true, "several steps": true}, seen)
}

// The listings stop as soon as fn says so, and report it; the game is
// back in its position.
func TestForEachTurnNotationStops(t *testing.T) {
	p := board.StartPosition()
	g := movegen.NewGame(p.Clone())
	seen := 0
	assert.False(t, g.ForEachTurnNotation(func(string) bool { seen++; return seen < 5 }))
	assert.Equal(t, 5, seen)
	seen = 0
	assert.False(t, g.ForEachTurnWritten(func([]movegen.Step, string) bool { seen++; return seen < 7 }))
	assert.Equal(t, 7, seen)
	assert.Equal(t, p.Format(), g.Pos.Format())
}

// ParseTurn refuses what PlayTurn refuses, with the same error, and plays
// nothing either way.
func TestParseTurnRefuses(t *testing.T) {
	p := board.StartPosition()
	g := movegen.NewGame(p.Clone())
	for _, token := range []string{"", "h4-h5,h5-h6,h6-h7", "a1-a9", "h4-h5,junk", "mind:h13-h12"} {
		_, err := g.ParseTurn(token)
		require.Error(t, err, token)
		want := movegen.NewGame(p.Clone()).PlayTurn(token)
		require.EqualError(t, err, want.Error(), token)
		require.Equal(t, p.Format(), g.Pos.Format(), token)
	}
}
