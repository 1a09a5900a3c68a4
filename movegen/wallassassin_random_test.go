package movegen_test

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/require"
)

// TestRandomPositionsWallAssassins: V13-WALL-ASSASSIN,
// V13-ASSASSIN-WALLCLIMB, V13-ASSASSIN-WALLJUMP. The random positions of
// TestRandomPositions with assassins of both sides standing on wall squares
// (the one body a wall may hold), so that every other mechanic meets them:
// every legal step makes and unmakes exactly (hash, Validate, restore),
// parses back from its notation, and perft 1 agrees by make/unmake and by
// copy; then a few random plies are played from each.
func TestRandomPositionsWallAssassins(t *testing.T) {
	n := 40
	if v, err := strconv.Atoi(os.Getenv("FROZENCHESS_RANDOM_POSITIONS")); err == nil && v > 0 {
		n = v
	}
	valid, onWall := 0, 0
	for seed := range n {
		r := rand.New(rand.NewPCG(uint64(seed), 3113))
		p := randomPosition(r)
		for range 1 + r.IntN(4) {
			sq := board.Square(r.IntN(board.NumSquares))
			c := p.Cell(sq)
			if _, tomb := p.TombAt(sq); c.Body != 0 || tomb || c.Features != 0 {
				continue
			}
			if c.Wall == 0 {
				owner := p.Cell(sq).Wall
				for id := 1; id < p.NumUnitSlots() && owner == 0; id++ {
					if p.Exists(board.UnitID(id)) {
						owner = board.UnitID(id)
					}
				}
				if owner == 0 || p.SetWall(sq, owner) != nil {
					continue
				}
			}
			id, err := p.NewUnit(board.Assassin, board.Side(r.IntN(2)))
			if err == nil && p.PlaceBody(sq, id) == nil {
				onWall++
			}
		}
		if err := p.Validate(); err != nil {
			continue
		}
		valid++
		fen := p.Format()
		q, err := board.Parse(fen)
		require.NoError(t, err, "seed %d: %s", seed, fen)
		g := movegen.NewGame(q)
		for _, st := range g.Legal(0, nil) {
			str := movegen.FormatStep(q, st)
			parsed, err := g.ParseStep(str)
			require.NoError(t, err, "seed %d: %s in %s", seed, str, fen)
			require.Equal(t, st, parsed, "seed %d: %s in %s", seed, str, fen)
			if err := makeUnmakeFault(g, st); err != nil {
				t.Errorf("seed %d: %v", seed, err)
			}
		}
		if a, b := movegen.PerftStepsCopy(q, 1), g.PerftSteps(1); a != b {
			t.Errorf("seed %d: perft 1 in steps of %s: %d by copy, %d by make/unmake", seed, fen, a, b)
		}
		for range 12 {
			legal := g.Legal(0, nil)
			if len(legal) == 0 {
				break
			}
			st := legal[r.IntN(len(legal))]
			if err := makeUnmakeFault(g, st); err != nil {
				t.Errorf("seed %d: %v", seed, err)
				break
			}
			g.Make(st)
		}
	}
	require.Greater(t, valid, n/2)
	require.Greater(t, onWall, n/2, "assassins placed on walls")
}
