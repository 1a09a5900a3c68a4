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

// TestRandomPositions builds positions no game reaches easily, through the
// board's own setters: up to 60 units of every type (and eggs) anywhere,
// fused stacks, shadow-form units, terrain from pits to peaks, wall runs,
// tombs of every state with queues of dead units, counters (paralysis,
// capture reductions, shellshock, awards, idle turns), syzygy pairs and
// markers of every kind. Each one that validates must round-trip through
// its string, and every legal step must make and unmake exactly (hash,
// Validate, restore), parse back from its notation, and, when it leaves
// its turn open, leave a way to go on (Q8: Legal lists only steps of
// legal turns); perft 1 in steps must agree by make/unmake and by copying.
// 30 positions by default (a few seconds); FROZENCHESS_RANDOM_POSITIONS=N
// builds N.
func TestRandomPositions(t *testing.T) {
	n := 30
	if v, err := strconv.Atoi(os.Getenv("FROZENCHESS_RANDOM_POSITIONS")); err == nil && v > 0 {
		n = v
	}
	valid := 0
	for seed := range n {
		r := rand.New(rand.NewPCG(uint64(seed), 2026))
		p := randomPosition(r)
		if err := p.Validate(); err != nil {
			continue // a setter combination the rules forbid
		}
		valid++
		fen := p.Format()
		q, err := board.Parse(fen)
		require.NoError(t, err, "seed %d: %s", seed, fen)
		require.Empty(t, q.Diff(p), "seed %d: %s does not round-trip", seed, fen)
		require.Equal(t, p.Hash(), q.Hash(), "seed %d", seed)
		g := movegen.NewGame(q)
		for _, st := range g.Legal(0, nil) {
			str := movegen.FormatStep(q, st)
			parsed, err := g.ParseStep(str)
			require.NoError(t, err, "seed %d: %s in %s", seed, str, fen)
			require.Equal(t, st, parsed, "seed %d: %s in %s", seed, str, fen)
			require.NoError(t, makeUnmakeFault(g, st), "seed %d", seed)
			g.Make(st)
			open := q.Turn().Actor != 0
			goesOn := !open || len(g.Legal(1, nil)) > 0
			g.Unmake()
			require.True(t, goesOn, "seed %d: %s is listed legal but its turn cannot go on in %s", seed, str, fen)
		}
		require.Equal(t, movegen.PerftStepsCopy(q, 1), g.PerftSteps(1), "seed %d: perft 1 in steps of %s", seed, fen)
	}
	require.Greater(t, valid, n*3/4, "most random positions should be valid")
}

// randomTypes are the types a random position draws its units from.
var randomTypes = []board.UnitType{board.Pawn, board.Bishop, board.Frog, board.Knight, board.Nightrider,
	board.Crossbowman, board.Cannon, board.Assassin, board.Dragon, board.Rook, board.Queen, board.Jester,
	board.Chancellor, board.Templar}

// randomPosition builds one position from r; setters that refuse a random
// choice (an occupied square, a stack the rules forbid) are skipped.
func randomPosition(r *rand.Rand) *board.Position {
	p := board.New()
	if r.IntN(2) == 0 {
		p.SetSideToMove(board.Black)
	}
	free := func() (board.Square, bool) {
		for range 50 {
			sq := board.Square(r.IntN(board.NumSquares))
			c := p.Cell(sq)
			if _, tomb := p.TombAt(sq); c.Body == 0 && c.Wall == 0 && !tomb {
				return sq, true
			}
		}
		return 0, false
	}
	place := func(t board.UnitType, s board.Side) (board.UnitID, bool) {
		id, err := p.NewUnit(t, s)
		sq, ok := free()
		return id, err == nil && ok && p.PlaceBody(sq, id) == nil
	}
	for s := board.White; s <= board.Black; s++ {
		if r.IntN(12) != 0 {
			place(board.King, s)
		}
	}
	var ids []board.UnitID
	for range 2 + r.IntN(60) {
		t := randomTypes[r.IntN(len(randomTypes))]
		if r.IntN(40) == 0 {
			t = board.Egg
		}
		if id, ok := place(t, board.Side(r.IntN(2))); ok {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return p
	}
	anyUnit := func() board.UnitID { return ids[r.IntN(len(ids))] }
	counters := []struct {
		f   board.Field
		max int
	}{{board.FParalysis, 6}, {board.FCRRDiag, 6}, {board.FCRROrth, 6}, {board.FShellshock, 4}, {board.FFacing, 8},
		{board.FAwards, 4}, {board.FCapNonPawn, 4}, {board.FCapPawn, 4}, {board.FIdle, 70}, {board.FStay, 4},
		{board.FCapLifetime, 20}, {board.FGrowth, 5}}
	for range r.IntN(14) {
		c := counters[r.IntN(len(counters))]
		_ = p.SetField(anyUnit(), c.f, uint32(r.IntN(c.max)))
	}
	if a, b := anyUnit(), anyUnit(); a != b && r.IntN(4) == 0 { // a syzygy pair
		_ = p.SetField(a, board.FSyzygy, uint32(b))
		_ = p.SetField(b, board.FSyzygy, uint32(a))
	}
	for range r.IntN(30) {
		level := r.IntN(7) - 3
		if r.IntN(20) == 0 {
			level = r.IntN(board.MaxLevel-board.MinLevel+1) + board.MinLevel
		}
		_ = p.SetLevel(board.Square(r.IntN(board.NumSquares)), level)
	}
	for range r.IntN(6) { // wall runs along a line
		owner, from := anyUnit(), r.IntN(board.NumSquares)
		d := []int{1, -1, 16, -16, 17, 15}[r.IntN(6)]
		for k := range 1 + r.IntN(6) {
			sq := from + k*d
			if sq < 0 || sq >= board.NumSquares || p.BodyAt(board.Square(sq)) != 0 {
				break
			}
			if _, tomb := p.TombAt(board.Square(sq)); tomb {
				break
			}
			_ = p.SetWall(board.Square(sq), owner)
		}
	}
	for range r.IntN(4) { // tombs with dead units queued
		sq, ok := free()
		if !ok || p.AddTomb(sq, board.TombPending) != nil {
			continue
		}
		for range 1 + r.IntN(3) {
			if id, err := p.NewUnit(randomTypes[r.IntN(len(randomTypes))], board.Side(r.IntN(2))); err == nil {
				_ = p.TombPush(sq, id)
			}
		}
		_ = p.SetTombState(sq, []board.TombState{board.TombPending, board.TombActive, board.TombOpen}[r.IntN(3)])
		_ = p.SetTombRot(sq, uint8(r.IntN(4)))
	}
	for range r.IntN(4) { // fused stacks
		base := p.Unit(anyUnit())
		if base.Loc != board.LocBody || base.Type == board.King {
			continue
		}
		t := randomTypes[r.IntN(len(randomTypes))]
		if base.Type == board.Egg {
			t = board.Egg
		}
		if id, err := p.NewUnit(t, base.Side); err == nil {
			_ = p.Fuse(base.Square, id)
		}
	}
	for range r.IntN(3) { // shadow-form units
		if id, err := p.NewUnit(randomTypes[r.IntN(len(randomTypes))], board.Side(r.IntN(2))); err == nil {
			_ = p.SetField(id, board.FStatus, uint32(board.StatusShadow))
			_ = p.AddShadow(board.Square(r.IntN(board.NumSquares)), id)
		}
	}
	for range r.IntN(5) {
		m := board.Marker{Kind: board.MarkerKind(1 + r.IntN(int(board.MarkDeathTrap)-1)) /* 13.0's kinds */, Square: board.Square(r.IntN(board.NumSquares)),
			Owner: anyUnit(), Dir: board.Dir(r.IntN(8)), Timer: uint16(1 + r.IntN(10))}
		_ = p.AddMarker(m)
	}
	p.SetLastNull(r.IntN(5) == 0)
	p.SetPly(uint32(r.IntN(400)))
	return p
}
