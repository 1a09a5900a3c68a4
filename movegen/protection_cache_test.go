package movegen

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestReachCacheAgreesWithFreshPass: V13-EMPOWER, V13-GUARDS, V13-SHELLSHOCK,
// V13-TOMB-ROT. The protection pass reuses each unit's part of the last
// pass unless the unit or a square its generation read has changed, as the
// position's change record tells (board.TakeChanges). Along random games
// from the start and the bench suite, and for positions one and two steps
// off the game (as a search visits them) and back after each step is
// undone, the state computed with the cache equals the state computed from
// nothing, field by field. Steps undone from a snapshot (an explosion, an
// Earthquake) restore the position without marking everything: the change
// record then holds what the passes took since the snapshot
// (board.Position.RestoreFrom), so most passes after them read it too.
func TestReachCacheAgreesWithFreshPass(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	r := rand.New(rand.NewPCG(21, 11))
	var checked, units, marked int
	// The cached pass is the game's own, which its legal generation uses
	// too between the checks: the only reader of the position's change
	// record (board.TakeChanges), as in a search. The fresh one runs on a
	// copy.
	check := func(g *Game) {
		var fresh protScratch
		var want, got Protection
		p := g.Pos
		computeProtection(p.Clone(), &want, &fresh)
		before, m := g.protSc.recomputed, g.protSc.cache.marked
		computeProtection(p, &got, &g.protSc)
		require.Equal(t, want, got, "protection of %s", fenOf(p))
		if p.Turn().Actor != 0 { // the pass ran on the turn's start
			requireSumOfBodies(t, g.protSc.start, &g.protSc.startCache)
		} else {
			requireSumOfBodies(t, p, &g.protSc.cache)
		}
		checked++
		units += g.protSc.recomputed - before
		marked += g.protSc.cache.marked - m
	}
	randomGames(r, suitePositions(t), games, 60, func(g *Game, legal []Step) {
		check(g)
		for range 3 { // siblings one step away, and a step further, and back
			g.Make(legal[r.IntN(len(legal))])
			check(g)
			if next := g.Legal(1, nil); len(next) > 0 {
				g.Make(next[r.IntN(len(next))])
				check(g)
				g.Unmake()
				check(g)
			}
			g.Unmake()
			check(g)
		}
	})
	t.Logf("%d positions, %.1f units computed afresh per position, %d from the position's change record",
		checked, float64(units)/float64(checked), marked)
	// The others run inside a turn, on a copy of its start with a cache of
	// its own.
	require.Greater(t, marked, checked/3, "passes read the change record")
}

// requireSumOfBodies checks the cache's sum of native parts (reachSum)
// against its members: every body on the board is in it with the part of
// its square, nothing else is, and the counts and sets are those the
// members' parts add up to.
func requireSumOfBodies(t *testing.T, p *board.Position, c *reachCache) {
	t.Helper()
	s := &c.sum
	var want reachSum
	bodies := 0
	for side := board.White; side <= board.Black; side++ {
		own, enemies := p.SideBodies(side), p.SideBodies(side.Other())
		for w, word := range own {
			for ; word != 0; word &= word - 1 {
				sq := board.Square(w*64 + bits.TrailingZeros64(word))
				id := p.BodyAt(sq)
				e := &c.units[id]
				require.True(t, e.in, "the body on %s is in the sum", sq)
				require.Equal(t, sq, e.from)
				require.Equal(t, side, e.side)
				require.Equal(t, e.hits.And(&enemies), e.thr, "what %s threatens", sq)
				want.add(&reachEntry{hits: e.hits, marks: e.marks}, id, sq, p.Cell(sq).Piece, &own, &enemies)
				bodies++
			}
		}
	}
	require.Len(t, s.members, bodies, "members")
	require.Equal(t, want.counts, s.counts)
	require.Equal(t, want.reach, s.reach)
	require.Equal(t, want.thrCounts, s.thrCounts)
	require.Equal(t, want.threats, s.threats)
	require.Equal(t, want.capturers, s.capturers)
	require.Equal(t, want.protectors, s.protectors)
	require.Equal(t, want.protCounts, s.protCounts)
	require.Equal(t, want.qualCounts, s.qualCounts)
	require.Equal(t, want.qualXor, s.qualXor)
	require.Equal(t, want.twice, s.twice)
	require.Equal(t, want.qualOne, s.qualOne)
	for i, id := range s.members {
		require.Equal(t, int32(i), c.units[id].member)
	}
}

// TestProtectionTable: V13-EMPOWER, V13-GUARDS. A game that remembers
// protection states by hash (RememberProtection; here a table of 16, so
// that positions share slots) gives, for siblings visited, left and visited
// again as a search does, the state a fresh pass computes; the second visit
// finds it in the table.
func TestProtectionTable(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	check := func(g *Game) {
		var fresh protScratch
		var want Protection
		computeProtection(g.Pos.Clone(), &want, &fresh)
		got := *g.protection()
		// Inside a turn the game's state is its start's, keyed by that.
		want.key, got.key = 0, 0
		// The turn memos (siege, Knightmare, Retain) fill as steps are made;
		// TestTurnMemosEqualPlainDefinitions checks them.
		got.siegeSeen, got.siegeHit, got.nightSeen, got.nightHit = board.SquareSet{}, board.SquareSet{}, board.SquareSet{}, board.SquareSet{}
		got.retainAt, got.retainOK = board.SquareSet{}, false
		require.Equal(t, want, got, "protection of %s", fenOf(g.Pos))
	}
	var found int
	randomGames(r, suitePositions(t), 8, 30, func(g *Game, legal []Step) {
		if g.protTable == nil {
			g.RememberProtection(16)
			require.Len(t, g.protTable, 16)
		}
		a, b := legal[r.IntN(len(legal))], legal[r.IntN(len(legal))]
		var keys [2]uint64
		var starts [2]bool // turn starts, which have states of their own
		for i, s := range []Step{a, b} {
			g.Make(s)
			keys[i], starts[i] = g.Pos.Hash(), g.Pos.Turn().Actor == 0
			check(g)
			g.Unmake()
		}
		before := g.protHits
		g.Make(a)
		check(g)
		// A turn's start is found in the table when b's position, another
		// turn's start, took the depth's slot but not its table slot.
		if starts[0] && starts[1] && keys[0]%16 != keys[1]%16 {
			require.Equal(t, 1, g.protHits-before, "found again")
			found++
		}
		g.Unmake()
	})
	require.Greater(t, found, 20, "positions found again")
	g := NewGame(board.StartPosition())
	g.RememberProtection(1000)
	require.Len(t, g.protTable, 512, "rounded down to a power of two")
	g.RememberProtection(0)
	require.Nil(t, g.protTable)
}

// TestReachCacheForeignReader: V13-KING-CHECK, V13-EMPOWER, V13-GUARDS. The
// game's reach cache is not the only reader of its position's change
// record: an evaluator's Generator or Attacked may be asked about the same
// position, and takes what changed. When such a take falls between a step
// undone from a snapshot (here a King's Check by the white king, e1-e2,
// which kills the black bishop on h5 and knight on f4) and its undoing,
// the restore cannot know every square the step changed, and the pass
// after it must compare the whole board. A search with the full evaluator
// (mobility on the game's position) once crashed on the stale state this
// left: a capture by a unit that was not there.
func TestReachCacheForeignReader(t *testing.T) {
	const fen = "8K7/16/16/16/16/16/16/16/16/16/16/7B8/5L10/16/16/4k11 w"
	for _, c := range []struct {
		name    string
		foreign func(p *board.Position)
	}{
		{"Generator", func(p *board.Position) { var gn Generator; gn.Generate(p, nil) }},
		{"Attacked", func(p *board.Position) { Attacked(p, board.White, 0) }},
		{"none", func(*board.Position) {}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := NewGame(board.MustParse(fen))
			g.protection()
			st, err := g.ParseStep("e1-e2")
			require.NoError(t, err)
			g.Make(st)
			require.True(t, g.undo[len(g.undo)-1].kingCheck, "e1-e2 is a King's Check")
			c.foreign(g.Pos)
			g.protection() // the game's pass after the foreign take
			g.Unmake()
			var fresh protScratch
			var want, got Protection
			computeProtection(g.Pos.Clone(), &want, &fresh)
			computeProtection(g.Pos, &got, &g.protSc)
			require.Equal(t, want, got, "protection of %s", fenOf(g.Pos))
			requireSumOfBodies(t, g.Pos, &g.protSc.cache)
		})
	}
}
