package eval

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startCaseName names a variant's start-position case by its catalog ID
// where the start has a row of its own.
func startCaseName(vr *board.Variant) string {
	if vr == board.FrozenChess12A {
		return "V12A-START " + vr.Name
	}
	return vr.Name
}

// TestEvaluateStartBalancedPerVariant: every variant's start position is
// symmetric (Black's army is White's reflected), so it scores 0 with the
// full and the fast evaluator, every term is the same for both sides, and
// the search's split (BoardScore + Rest) is 0 too. A table of the
// evaluation built for 16x16 (a mirror by 255-s, ranks counted from 16)
// used on the 12x12 corner a1-l12 would break it.
func TestEvaluateStartBalancedPerVariant(t *testing.T) {
	for _, vr := range board.Variants() {
		t.Run(startCaseName(vr), func(t *testing.T) {
			p := board.StartPositionOf(vr)
			for _, e := range []*Evaluator{NewEvaluator(), {Fast: true}} {
				assert.Zero(t, e.Evaluate(p), "fast %v", e.Fast)
				assert.Zero(t, e.BoardScore(p)+e.Rest(p), "fast %v", e.Fast)
				for _, term := range e.Terms(p) {
					assert.Equal(t, term.White, term.Black, "fast %v: %s", e.Fast, term.Name)
				}
			}
			q := p.Clone()
			q.SetSideToMove(board.Black)
			assert.Zero(t, Evaluate(q), "Black to move")
		})
	}
}

// randomBoardFEN is a board-only position of vr (with its variant field):
// both kings and units random units of vr's roster, pawns for each side
// up to pawns more (so that the pawn-loss term sees few), on random
// squares of its board.
func randomBoardFEN(rng *rand.Rand, vr *board.Variant, units, pawns int) string {
	files, ranks := int(vr.Geometry.Files), int(vr.Geometry.Ranks)
	grid := make([][]byte, ranks)
	for r := range grid {
		grid[r] = make([]byte, files)
	}
	put := func(c byte) {
		for {
			f, r := rng.IntN(files), rng.IntN(ranks)
			if grid[r][f] == 0 {
				grid[r][f] = c
				return
			}
		}
	}
	var letters []byte
	for ty := range board.NumTypes {
		if c := vr.Letter(ty); c != 0 && ty != board.King {
			letters = append(letters, c)
		}
	}
	put(vr.LetterFor(board.King, board.White))
	put(vr.LetterFor(board.King, board.Black))
	for _, side := range []board.Side{board.White, board.Black} {
		for range rng.IntN(pawns + 1) {
			put(vr.LetterFor(board.Pawn, side))
		}
	}
	for range units {
		c := letters[rng.IntN(len(letters))]
		if rng.IntN(2) == 0 {
			c = swapCase(string(c))[0]
		}
		put(c)
	}
	var b strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		empty := 0
		for f := range files {
			if grid[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(grid[r][f])
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	side := " w"
	if rng.IntN(2) == 0 {
		side = " b"
	}
	return b.String() + side + " variant:" + vr.Name
}

// suiteBoards are the board fields of a bench suite's positions, each
// with its side to move and variant only (units fresh, no walls or tombs),
// so that the mirror tests see the placements of real games.
func suiteBoards(t *testing.T, path string, vr *board.Variant) []string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		_, fen, ok := strings.Cut(line, "|")
		require.True(t, ok, line)
		fields := strings.Fields(fen)
		require.GreaterOrEqual(t, len(fields), 2, line)
		out = append(out, fields[0]+" "+fields[1]+" variant:"+vr.Name)
	}
	require.NoError(t, sc.Err())
	return out
}

// TestEvaluateMirrorSymmetricPerVariant is TestEvaluateMirrorSymmetric on
// every variant's own board: a position and its colour-mirrored twin
// (file, ranks+1-rank, sides swapped) score the same from the side to
// move, and each term of one side equals the twin's term of the other.
// On 12x12 (V12A-START's reflection) the twin of a1 is a12, not a16. The
// 12A cases include the suite's game placements and random boards with few
// pawns, so the pawn-loss term (V12A-PAWN-LOSS) is mirrored as well.
func TestEvaluateMirrorSymmetricPerVariant(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 48))
	for _, vr := range board.Variants() {
		name := vr.Name
		if vr == board.FrozenChess12A {
			name = "V12A-START V12A-PAWN-LOSS " + vr.Name
		}
		if vr == board.FrozenChess12B {
			name = "V12B-START V12B-PAWN " + vr.Name
		}
		t.Run(name, func(t *testing.T) {
			fens := []string{board.StartPositionOf(vr).String()}
			fens[0] = strings.Join(strings.Fields(vr.Start)[:2], " ") + " variant:" + vr.Name
			if vr == board.FrozenChess12A {
				fens = append(fens, suiteBoards(t, "../bench/suite12a.txt", vr)...)
			}
			if vr == board.FrozenChess12B {
				fens = append(fens, suiteBoards(t, "../bench/suite12b.txt", vr)...)
			}
			for tries := 0; len(fens) < 40 && tries < 1000; tries++ {
				fen := randomBoardFEN(rng, vr, 10, 4)
				if _, err := board.Parse(fen); err == nil {
					fens = append(fens, fen)
				}
			}
			require.GreaterOrEqual(t, len(fens), 40, "random boards parse")
			for _, e := range []*Evaluator{NewEvaluator(), {Fast: true}} {
				for _, fen := range fens {
					twin := mirrorFEN(t, fen)
					require.Equal(t, fen, mirrorFEN(t, twin))
					p, q := parse(t, fen), parse(t, twin)
					require.Equal(t, vr, p.Variant)
					assert.Equal(t, e.Evaluate(p), e.Evaluate(q), "fast %v: %s\ntwin %s", e.Fast, fen, twin)
					tp, tq := e.Terms(p), e.Terms(q)
					for i := range tp {
						assert.Equal(t, tp[i].White, tq[i].Black, "%s: %s", fen, tp[i].Name)
						assert.Equal(t, tp[i].Black, tq[i].White, "%s: %s", fen, tp[i].Name)
					}
				}
			}
		})
	}
}
