package match

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/frozenchess/engine/rules"
	"github.com/frozenchess/engine/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomGame is a game of n random legal turns from the start, ended by
// adjudication.
func randomGame(n int, seed uint64) Game {
	p := board.StartPosition()
	mg := movegen.NewGame(p)
	g := Game{White: "a", Black: "b", Start: board.StartFEN, TC: "movetime=10", Result: rules.Draw, Reason: "adjudicated"}
	for i := range n {
		token := movegen.FormatTurn(p, search.RandomTurn(p, seed+uint64(i)))
		if err := mg.PlayTurn(token); err != nil {
			panic(err)
		}
		g.Turns = append(g.Turns, Turn{Token: token, Time: 10 * time.Millisecond, Score: "cp 3", Depth: 2})
	}
	return g
}

// A record cut off anywhere before its result is refused by Replay, with the
// reason; the whole records before it still replay (issue 28 item 9: a record
// cut inside its move list replayed as "0 with errors").
func TestReplayRefusesCutRecords(t *testing.T) {
	var b bytes.Buffer
	for i := range 2 {
		require.NoError(t, WriteRecord(&b, randomGame(12, uint64(100*i)), RecordInfo{Event: "ev", Round: 1, Number: i + 1}))
	}
	whole := b.String()
	last := strings.LastIndex(whole, "[Event")
	tests := []struct {
		name string
		cut  func(string) string
		want string
	}{
		{"inside the tags", func(s string) string { return s[:strings.LastIndex(s, "[White")+5] }, "cut off inside a tag line"},
		{"after the tags", func(s string) string { return s[:strings.LastIndex(s, "\n1. ")+1] }, "cut off: no result after"},
		{"inside a comment", func(s string) string { return s[:strings.LastIndex(s, "{")+3] }, "cut off inside a comment"},
		{"after a comment", func(s string) string { return s[:strings.LastIndex(s, "}")+1] }, "cut off: no result after"},
		{"inside a turn", func(s string) string { i := strings.LastIndex(s, "} "); return s[:i+4] }, "cut off: no result after"},
		{"before the result", func(s string) string { return strings.TrimSuffix(s, "1/2-1/2\n\n") }, "cut off: no result after 12 turns (the Plies tag says 12)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cut := tc.cut(whole)
			require.Greater(t, len(cut), last, "the cut is inside the last record")
			recs, err := ReadRecords(strings.NewReader(cut))
			require.NoError(t, err)
			require.Len(t, recs, 2)
			_, err = Replay(recs[0])
			assert.NoError(t, err, "the whole record before the cut")
			_, err = Replay(recs[1])
			assert.ErrorContains(t, err, tc.want)
		})
	}
	recs, err := ReadRecords(strings.NewReader(whole))
	require.NoError(t, err)
	for _, r := range recs {
		_, err := Replay(r)
		assert.NoError(t, err)
	}
	// A whole record whose Plies tag is not its number of turns.
	recs, err = ReadRecords(strings.NewReader(strings.Replace(whole, `[Plies "12"]`, `[Plies "13"]`, 1)))
	require.NoError(t, err)
	_, err = Replay(recs[0])
	assert.ErrorContains(t, err, "the Plies tag says 13 turns, the record has 12")
	// The Result tag and the move text's result must agree.
	bad := strings.Replace(whole, `[Result "1/2-1/2"]`, `[Result "1-0"]`, 1)
	recs, err = ReadRecords(strings.NewReader(bad))
	require.NoError(t, err)
	_, err = Replay(recs[0])
	assert.ErrorContains(t, err, "Result tag")
}
