package movegen_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/frozenchess/engine/bench"
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// Random playouts from the start position and every suite position. At
// every node: make/unmake of the chosen step restores the position and the
// hash exactly; the incremental hash equals ComputeHash (and the
// repetition key ComputeRepetitionHash); the position
// validates and its string round-trips; the step's notation parses back to
// the same step. Every few nodes, perft 1 by make/unmake equals perft 1 by
// copy-make.
func TestRandomPlayoutInvariants(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	suite, err := bench.Suite()
	require.NoError(t, err)
	playouts, length := 500, 8
	if testing.Short() {
		playouts = 200
	}
	r := rand.New(rand.NewPCG(2026, 11))
	before := board.New() // the position before each step, compared by Diff (everything its string writes, and more)
	for i := range playouts {
		start := suite[i%len(suite)].Pos
		p := start.Clone()
		g := movegen.NewGame(p)
		for ply := 0; ply < length; ply++ {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			s := legal[r.IntN(len(legal))]
			str := movegen.FormatStep(p, s)
			before.CopyFrom(p)
			hash, fen := p.Hash(), lazyFEN{before} // the position is written only for a message
			parsed, err := g.ParseStep(str)
			require.NoError(t, err, "playout %d ply %d: %s in %s", i, ply, str, fen)
			require.Equal(t, s, parsed, "notation %s parses back", str)

			g.Make(s)
			require.Equal(t, p.ComputeHash(), p.Hash(), "after %s from %s", str, fen)
			require.Equal(t, p.ComputeRepetitionHash(), p.RepetitionHash(), "after %s from %s", str, fen)
			require.NoError(t, p.Validate(), "after %s from %s", str, fen)
			q, err := board.Parse(p.Format())
			require.NoError(t, err)
			require.Empty(t, p.Diff(q))
			g.Unmake()
			require.Equal(t, hash, p.Hash(), "unmake of %s restores the hash", str)
			require.Empty(t, before.Diff(p), "unmake of %s restores the position", str)
			if (i+ply)%23 == 0 {
				require.Equal(t, movegen.PerftCopy(p, 1), g.Perft(1), "perft 1 by copy and by make/unmake in %s", fen)
			}
			g.Make(s)
		}
	}
}

// lazyFEN writes a position's string only when printed (an assertion's
// message is formatted only when it fails).
type lazyFEN struct{ p *board.Position }

func (l lazyFEN) String() string { return l.p.Format() }

// TestLongRandomGames plays long seeded random games (400 plies, from the
// start and the suite, captures and special moves preferred half the time
// so that tombs fill, rot and explode) and checks at every ply: a sample
// of the legal steps (all of them every fifth ply) made and unmade keeps
// the hash incremental and the position valid and restores it exactly;
// every seventh ply, perft 1 in steps by make/unmake equals perft 1 by
// copy-make; the position string round-trips. It found the Null move that
// a rotting tomb made illegal and the copy-make count of steps into turns
// that cannot end. Short runs check 2 games; more only when asked (about
// 2.5 seconds a game on the 2-core machine):
//
//	FROZENCHESS_LONG=150 go test ./movegen -run TestLongRandomGames -timeout 2h
func TestLongRandomGames(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	games := 2
	if n, err := strconv.Atoi(os.Getenv("FROZENCHESS_LONG")); err == nil && n > 0 {
		games = n
	}
	if testing.Short() {
		t.Skip("long games")
	}
	suite, err := bench.Suite()
	require.NoError(t, err)
	starts := []*board.Position{board.StartPosition()}
	for _, e := range suite {
		starts = append(starts, e.Pos)
	}
	for gi := range games {
		r := rand.New(rand.NewPCG(uint64(gi), 400))
		p := starts[gi%len(starts)].Clone()
		g := movegen.NewGame(p)
		for ply := range 400 {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			before := p.Format()
			for i, s := range legal {
				if ply%5 != 0 && i%9 != r.IntN(9) {
					continue
				}
				require.NoError(t, makeUnmakeFault(g, s), "game %d ply %d", gi, ply)
			}
			if ply%7 == 0 {
				require.Equal(t, movegen.PerftStepsCopy(p, 1), g.PerftSteps(1), "game %d ply %d: perft 1 in steps of %s", gi, ply, before)
			}
			q, err := board.Parse(before)
			require.NoError(t, err)
			require.Empty(t, p.Diff(q), "game %d ply %d: round trip", gi, ply)
			pick := legal[r.IntN(len(legal))]
			if r.IntN(2) == 0 {
				for range 8 {
					if s := legal[r.IntN(len(legal))]; s.Kind() == movegen.KindCapture || s.Kind() == movegen.KindSpecial {
						pick = s
						break
					}
				}
			}
			g.Make(pick)
		}
	}
}

// makeUnmakeFault makes and unmakes s in g and describes what went wrong,
// if anything: the incremental hash differing from the one computed from
// scratch after the step, the position failing Validate, or unmake not
// restoring the position (board.Position.Diff: everything its string
// writes, and more) and its hash exactly. The position before the step is
// a pooled copy, and the step and the positions are written only for a
// fault (two position strings and the step's notation were written for
// every step).
func makeUnmakeFault(g *movegen.Game, s movegen.Step) error {
	p := g.Pos
	before := snapshots.Get().(*board.Position)
	defer snapshots.Put(before)
	before.CopyFrom(p)
	hash := p.Hash()
	g.Make(s)
	fault := func(format string, args ...any) error {
		g.Unmake()
		return fmt.Errorf("%s in %s: "+format, append([]any{movegen.FormatStep(before, s), before.Format()}, args...)...)
	}
	if p.ComputeHash() != p.Hash() {
		return fault("incremental hash")
	}
	if p.ComputeRepetitionHash() != p.RepetitionHash() {
		return fault("incremental repetition key")
	}
	if err := p.Validate(); err != nil {
		return fault("%v", err)
	}
	g.Unmake()
	if d := before.Diff(p); p.Hash() != hash || d != "" {
		return fmt.Errorf("unmake of %s does not restore %s: got %s (%s)", movegen.FormatStep(before, s), before.Format(), p.Format(), d)
	}
	return nil
}

// snapshots holds makeUnmakeFault's copies of the position before a step.
var snapshots = sync.Pool{New: func() any { return board.New() }}
