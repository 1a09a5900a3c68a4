package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/eval"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// syntheticSamples are n positions described by their features alone
// (pawns, knights, rooks and tombs beside the kings, White minus Black,
// random), each labelled with the result truth and k predict for it: the
// expected result, so that the error is least at truth itself.
func syntheticSamples(n int, truth *eval.Weights, k float64, seed uint64) []sample {
	rng := rand.New(rand.NewPCG(seed, 2))
	out := make([]sample, n)
	for i := range out {
		var f eval.Features
		f.Piece[0][board.Pawn] = float32(rng.IntN(9) - 4)
		f.Piece[0][board.Knight] = float32(rng.IntN(5) - 2)
		f.Piece[0][board.Rook] = float32(rng.IntN(3) - 1)
		f.KingTomb = float32(rng.IntN(3) - 1)
		out[i] = sample{f: f, result: sigmoid(k, f.Score(truth)), game: i}
	}
	return out
}

// TestFitKFindsTheScale: with the weights that made the labels, fitK finds
// the K that made them.
func TestFitKFindsTheScale(t *testing.T) {
	truth := eval.DefaultWeights()
	for _, k := range []float64{0.1, 0.5, 1.3} {
		samples := syntheticSamples(2000, &truth, k, 1)
		assert.InDelta(t, k, fitK(samples, &truth), k*1e-3, "K %v", k)
	}
}

// TestLocalSearchFindsKnownWeights: from the default weights, the local
// search finds the weights that made the labels (K known), to within two
// of its smallest steps, and only the weights the data shows move.
func TestLocalSearchFindsKnownWeights(t *testing.T) {
	truth := eval.DefaultWeights()
	truth.Piece[board.Pawn] = 152   // 100 by default
	truth.Piece[board.Knight] = 400 // 500
	truth.Piece[board.Rook] = 900   // 1200
	truth.KingTomb = 302            // 150
	const k = 0.8
	train := syntheticSamples(3000, &truth, k, 3)
	held := syntheticSamples(500, &truth, k, 4)
	w := eval.DefaultWeights()
	start := w
	var ps []param
	for _, p := range tunable(&w) {
		if seen(train, &w, p.ptr) {
			ps = append(ps, p)
		}
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.name
	}
	assert.Equal(t, []string{"Piece[pawn]", "Piece[knight]", "Piece[rook]", "KingTomb"}, names)
	before := meanError(train, &w, k)
	after := localSearch(train, nil, &w, ps, k, []int{64, 32, 16, 8, 4, 2, 1}, 50, nil)
	assert.Less(t, meanError(held, &w, k), meanError(held, &start, k)/100, "other games of the same truth")
	assert.Less(t, after, before/100)
	assert.InDelta(t, truth.Piece[board.Pawn], w.Piece[board.Pawn], 2)
	assert.InDelta(t, truth.Piece[board.Knight], w.Piece[board.Knight], 2)
	assert.InDelta(t, truth.Piece[board.Rook], w.Piece[board.Rook], 2)
	assert.InDelta(t, truth.KingTomb, w.KingTomb, 2)
	untouched := eval.DefaultWeights()
	untouched.Piece[board.Pawn], untouched.Piece[board.Knight] = w.Piece[board.Pawn], w.Piece[board.Knight]
	untouched.Piece[board.Rook], untouched.KingTomb = w.Piece[board.Rook], w.KingTomb
	assert.Equal(t, untouched, w, "weights the data does not show stay as they were")
}

// TestLocalSearchStopsWhenHeldOutErrorRises: held-out games that say the
// opposite of the fitted ones stop the search after its first pass, back
// at the weights it started from.
func TestLocalSearchStopsWhenHeldOutErrorRises(t *testing.T) {
	truth := eval.DefaultWeights()
	truth.Piece[board.Rook] = 600
	opposite := eval.DefaultWeights()
	opposite.Piece[board.Rook] = 1800
	train := syntheticSamples(1000, &truth, 0.8, 5)
	held := syntheticSamples(300, &opposite, 0.8, 6)
	w := eval.DefaultWeights()
	ps := []param{{"Piece[rook]", &w.Piece[board.Rook], 1}}
	var log []string
	localSearch(train, held, &w, ps, 0.8, []int{64, 4}, 10, func(s string) { log = append(log, s) })
	assert.Equal(t, 1200, w.Piece[board.Rook])
	require.Len(t, log, 2)
	assert.Contains(t, log[1], "held-out error rose")
}

// TestReadSamplesFromRecords: two games of fcmatch's self-play at 2,000
// and 3,000 nodes (White wins both, by taking the Black king; in the
// second, of 49 turns, the king is attacked at 7 turn starts before it
// falls): positions at each turn start but the first skip turns, those
// with a king attacked and the end. Unfinished, cut, illegal or broken
// records are skipped whole.
func TestReadSamplesFromRecords(t *testing.T) {
	data, err := os.ReadFile("testdata/games.txt")
	require.NoError(t, err)
	var st dataStats
	samples, err := readSamples(bytes.NewReader(data), 2, 8, &st, nil)
	require.NoError(t, err)
	assert.Equal(t, 2, st.games)
	assert.Equal(t, 0, st.skippedGames)
	assert.Equal(t, 4, st.early, "two turn starts a game")
	assert.Equal(t, 2, st.over, "each game's last position")
	assert.Equal(t, 7, st.inCheck)
	// 30 and 49 turns: 31 and 50 turn starts, less the early, the ends and
	// those with a king attacked.
	assert.Equal(t, 31+50-4-2-7, st.positions)
	require.Len(t, samples, st.positions)
	for _, s := range samples {
		assert.Equal(t, 1.0, s.result)
	}
	assert.Equal(t, 0, samples[0].game)
	assert.Equal(t, 1, samples[len(samples)-1].game)

	first, _, _ := strings.Cut(string(data), "\n\n[Event")
	bad := []string{
		strings.Replace(strings.Replace(first, `[Result "1-0"]`, `[Result "*"]`, 1), "} 1-0", "} *", 1), // unfinished
		strings.Replace(first, "1. ", "1. a1-a16 ", 1),                                                  // an illegal turn (and the Plies tag disagrees)
		first[:len(first)/2],                             // cut off
		strings.Replace(first, "[FEN \"", "[FEN \"x", 1), // a broken position
	}
	for i, text := range bad {
		var st dataStats
		samples, err := readSamples(strings.NewReader(text), 0, 8, &st, nil)
		require.NoError(t, err, i)
		assert.Empty(t, samples, i)
		assert.Equal(t, 1, st.skippedGames, i)
		assert.Equal(t, 0, st.positions, "counts of a skipped game are dropped (%d)", i)
	}
}

// TestGoSourceIsTheWeights: the written source is gofmt'd Go with the
// fctuned build tag and every weight.
func TestGoSourceIsTheWeights(t *testing.T) {
	w := eval.DefaultWeights()
	w.Piece[board.Rook] = 1234
	w.KingTomb = 321
	src, err := goSource(w, "fctune games.txt\nK = 0.1")
	require.NoError(t, err)
	text := string(src)
	assert.Contains(t, text, "//go:build fctuned")
	assert.Contains(t, text, "// K = 0.1")
	assert.Contains(t, text, "10: 1234, // rook")
	assert.Contains(t, text, "KingTomb:          321,")
	_, err = parser.ParseFile(token.NewFileSet(), "tuned.go", src, parser.ParseComments)
	require.NoError(t, err)
}

// TestRunFitsAndWrites: the whole command on the two games writes the
// source file, and bad arguments are clear errors.
func TestRunFitsAndWrites(t *testing.T) {
	out := filepath.Join(t.TempDir(), "tuned.go")
	var log bytes.Buffer
	require.NoError(t, run([]string{"-holdout", "0", "-steps", "16", "-passes", "2", "-out", out, "testdata/games.txt"}, &bytes.Buffer{}, &log))
	src, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(src), "var tunedWeights = &Weights{")
	assert.Contains(t, log.String(), "2 games (0 skipped")
	assert.Contains(t, log.String(), "K = ")

	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "give one or more game records"},
		{[]string{"-steps", "8,x", "f"}, "-steps"},
		{[]string{"-holdout", "1", "f"}, "-holdout"},
		{[]string{"-passes", "0", "f"}, "-passes"},
		{[]string{"no/such/file.txt"}, "no such file"},
	} {
		err := run(tc.args, &bytes.Buffer{}, &bytes.Buffer{})
		require.Error(t, err, tc.args)
		assert.Contains(t, err.Error(), tc.want)
	}
}
