package movegen_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// TestRandomGamesV8 plays seeded random FrozenChess 8.0 games, from the 8.0
// start and from the positions of testdata/perft8_positions.txt, a random
// legal step at a time (captures and special moves preferred half the
// time), and checks at every step: a sample of the legal steps (all of
// them every fifth step) made and unmade keeps the hash incremental (equal
// to the hash computed from scratch) and the position valid, and restores
// it exactly (makeUnmakeFault); every step offered is one 8.0 has (no
// Null move, V8-VICTORY-DRAW; no special move of a mechanic 8.0 lacks,
// V8-MISSING); the position string round-trips and stays an 8.0 one. At
// every turn's end: the turn played is one the turn enumeration listed at
// its start (so PlayTurn accepts it), and it left the mover's king
// unattacked by the enemy's native patterns (not by the empowered ones: a
// turn's legality judges empowerment as it stood at the turn's start,
// V13-EMPOWER, so a unit the turn's end empowers may attack the king; a
// long game found one, a Rotate that set a rook beside its empowerer).
// Every seventh step, perft 1 in steps by make/unmake equals
// perft 1 by copy-make. The normal run plays 3 games of 40 steps (2 of 20
// with -short); FROZENCHESS_LONG=N plays N games of 400 steps:
//
//	FROZENCHESS_LONG=20 go test ./movegen -run 'TestRandomGamesV8$' -timeout 1h
//
// FROZENCHESS_V8_GAME=K plays game K alone (with FROZENCHESS_LONG, at its
// length), to look at a failure.
func TestRandomGamesV8(t *testing.T) {
	games, steps := 3, 40
	if testing.Short() {
		games, steps = 2, 20
	}
	if n, err := strconv.Atoi(os.Getenv("FROZENCHESS_LONG")); err == nil && n > 0 {
		games, steps = n, 400
	}
	starts := []*board.Position{board.StartPositionOf(board.FrozenChess8)}
	for _, fen := range v8GamePositions(t) {
		starts = append(starts, board.MustParse(fen))
	}
	first := 0
	if n, err := strconv.Atoi(os.Getenv("FROZENCHESS_V8_GAME")); err == nil && n >= 0 {
		first, games = n, n+1 // one game alone, to look at a failure
	}
	for gi := first; gi < games; gi++ {
		r := rand.New(rand.NewPCG(uint64(gi), 8))
		p := starts[gi%len(starts)].Clone()
		require.Same(t, board.FrozenChess8, p.Variant)
		g := movegen.NewGame(p)
		var turnStart string      // the position string where the turn began
		var turns map[string]bool // the turns listed there
		var played []movegen.Step // the turn's steps so far
		for ply := range steps {
			before := p.Format()
			if p.Turn().Actor == 0 {
				turnStart, played, turns = before, played[:0], map[string]bool{}
				g.ForEachTurnNotation(func(turn string) bool {
					turns[turn] = true
					return true
				})
			}
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				require.Empty(t, turns, "game %d ply %d: no legal step, and no turn listed in %s", gi, ply, before)
				break // mated or stalemated
			}
			for i, s := range legal {
				require.NotEqual(t, movegen.KindNull, s.Kind(), "game %d ply %d: 8.0 has no Null move", gi, ply)
				if s.Kind() == movegen.KindSpecial {
					require.True(t, s.Special().In(board.FrozenChess8), "game %d ply %d: %s is no 8.0 move", gi, ply, movegen.FormatStep(p, s))
				}
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
			require.Same(t, board.FrozenChess8, q.Variant, "game %d ply %d: the string keeps its variant", gi, ply)
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
			mover := p.SideToMove()
			played = append(played, pick)
			g.Make(pick)
			if p.Turn().Actor != 0 {
				continue
			}
			start := board.MustParse(turnStart)
			turn := movegen.FormatTurn(start, played)
			if king, ok := g.KingSquare(mover); ok {
				require.False(t, movegen.AttackedNative(p, mover.Other(), king), "game %d ply %d: turn %s from %s left the mover's king attacked", gi, ply, turn, turnStart)
			}
			require.True(t, turns[turn], "game %d ply %d: turn %s is not among the %d listed in %s", gi, ply, turn, len(turns), turnStart)
			replay := movegen.NewGame(start)
			require.NoError(t, replay.PlayTurn(turn), "game %d ply %d: PlayTurn %s in %s", gi, ply, turn, turnStart)
			require.Equal(t, p.Format(), start.Format(), "game %d ply %d: PlayTurn %s reaches the same position", gi, ply, turn)
		}
	}
}

// v8GamePositions are the 8.0 game positions of testdata/perft8_positions.txt.
func v8GamePositions(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/perft8_positions.txt")
	require.NoError(t, err)
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			_, fen, _ := strings.Cut(line, " ")
			out = append(out, fen)
		}
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}
