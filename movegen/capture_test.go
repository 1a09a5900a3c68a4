package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func tombOn(t *testing.T, p *board.Position, name string) (board.Tomb, []board.UnitID) {
	t.Helper()
	sq, err := board.ParseSquare(name)
	require.NoError(t, err)
	tomb, ok := p.TombAt(sq)
	require.True(t, ok, "a tomb on %s", name)
	return tomb, p.TombQueue(sq, nil)
}

// V13-CAPTURE, V13-TOMB-CREATE: the victim goes into a pending tomb under
// its capturer; the tomb stays pending under the capturer's wall and becomes
// active when that wall dissolves.
func TestCaptureMakesPendingTomb(t *testing.T) {
	// White rook a1 (id 6), black pawn a9 (id 5); the black king p16 (2)
	// sits behind its pawns (1, 3, 4), out of the rook's bounces.
	fen := "14PK/14PP/16/16/16/16/16/P15/16/16/16/16/16/16/16/r7k7 w"
	g := play(t, fen, "a1xa9")
	tomb, queue := tombOn(t, g.Pos, "a9")
	assert.Equal(t, board.TombPending, tomb.State)
	assert.Equal(t, []board.UnitID{5}, queue)
	assert.Equal(t, board.LocTomb, g.Pos.Unit(5).Loc)
	// The rook leaves: a9 is now its wall, the tomb stays pending under it.
	require.NoError(t, g.PlayTurn("0000"))
	require.NoError(t, g.PlayTurn("a9-e9"))
	require.NoError(t, g.Pos.Validate())
	tomb, _ = tombOn(t, g.Pos, "a9")
	assert.Equal(t, board.TombPending, tomb.State, "under the rook's wall")
	assert.Equal(t, board.UnitID(6), g.Pos.WallOwner(sqs(t, "a9")[0]))
	// The rook's next movement dissolves that wall: the tomb is active.
	require.NoError(t, g.PlayTurn("0000"))
	require.NoError(t, g.PlayTurn("e9-e10"))
	tomb, _ = tombOn(t, g.Pos, "a9")
	assert.Equal(t, board.TombActive, tomb.State)
}

// V13-TOMB-CREATE: a cannon's shot leaves the victim's square empty, so the
// tomb is active at once.
func TestShotMakesActiveTomb(t *testing.T) {
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/16/3P12/16/3o12/8k7 w" // white cannon d2 (3), black pawn d4 (2)
	g := play(t, fen, "d2*d4")
	tomb, queue := tombOn(t, g.Pos, "d4")
	assert.Equal(t, board.TombActive, tomb.State)
	assert.Equal(t, []board.UnitID{2}, queue)
}

// V13-TOMB-FIFO: a second capture on the same square joins the same queue
// behind the first victim.
func TestTombQueueOrder(t *testing.T) {
	// White rook a1 (4), black pawn a9 (3), black queen a16 (1) behind it.
	fen := "Q7K7/16/16/16/16/16/16/P15/16/16/16/16/16/16/16/r7k7 w"
	g := play(t, fen, "a1xa9", "a16xa9")
	_, queue := tombOn(t, g.Pos, "a9")
	assert.Equal(t, []board.UnitID{3, 4}, queue, "the pawn first, then the rook that took it")
}

// V13-MM-AWARD, V13-MM-DEATH, V13-CRR: a rook's third non-pawn capture
// earns an award and costs it 3 squares of orthogonal range; the victim's
// awards and counters are gone, its lifetime count stays.
func TestCaptureCounters(t *testing.T) {
	// White rook a1 (3) with 2 non-pawn captures; black knight a9 (2) with
	// 2 awards, 7 non-pawn and 4 pawn captures, 20 in all.
	fen := "8K7/16/16/16/16/16/16/L15/16/16/16/16/16/16/16/r7k7 w unit:2/capn=7/capp=4/capl=20/mm=2,3/capn=2/capl=2"
	g := play(t, fen, "a1xa9")
	rook, knight := g.Pos.Unit(3), g.Pos.Unit(2)
	assert.Equal(t, [4]int{3, 0, 3, 1}, [4]int{int(rook.CapNonPawn), int(rook.CapPawn), int(rook.CapLifetime), int(rook.Awards)})
	assert.Equal(t, uint8(3), rook.CRROrth)
	assert.Equal(t, uint8(0), rook.CRRDiag)
	assert.Equal(t, [4]int{0, 0, 20, 0}, [4]int{int(knight.CapNonPawn), int(knight.CapPawn), int(knight.CapLifetime), int(knight.Awards)})
}

// V13-CRR: a pawn victim costs 1; the range never drops below 3; a leap
// capture costs nothing; a pawn earns no award (V13-MM-AWARD); the loss is
// counted on the range without shellshock (V13-SHELLSHOCK).
func TestCaptureRangeLoss(t *testing.T) {
	tests := []struct {
		name, fen, turn string
		id              board.UnitID
		crro, capp, mm  int
	}{
		{"pawn victim", "8K7/16/16/16/16/16/16/P15/16/16/16/16/16/16/16/r7k7 w unit:3/capp=9", "a1xa9", 3, 1, 10, 1},
		{"floor of 3", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/P15/16/r7k7 w unit:3/crro=12", "a1xa3", 3, 13, 1, 0},
		{"at the floor", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/P15/16/r7k7 w unit:3/crro=13", "a1xa3", 3, 13, 1, 0},
		{"extension first", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/P15/16/r7k7 w unit:3/crro=13/idle=40", "a1xa3", 3, 14, 1, 0},
		// V13-SHELLSHOCK: the loss is counted on the range without the
		// shock, which lasts one move; counted on the shocked range (4, then
		// 3) it was 1, then 0, and the shock a lasting gain of range.
		{"shellshocked, range 4", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/L15/16/r7k7 w unit:3/shock=12", "a1xa3", 3, 3, 0, 0},
		{"shellshocked, range 3", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/L15/16/r7k7 w unit:3/shock=20", "a1xa3", 3, 3, 0, 0},
		{"shellshocked pawn victim", "8K7/16/16/16/16/16/16/16/16/16/16/16/16/P15/16/r7k7 w unit:3/shock=13", "a1xa3", 3, 1, 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, tc.fen, tc.turn)
			u := g.Pos.Unit(tc.id)
			assert.Equal(t, [3]int{tc.crro, tc.capp, tc.mm}, [3]int{int(u.CRROrth), int(u.CapPawn), int(u.Awards)})
		})
	}
	// A knight's leap capture: no range loss.
	g := play(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/1P14/16/l7k7 w", "a1xb3")
	assert.Equal(t, uint8(0), g.Pos.Unit(3).CRROrth)
	assert.Equal(t, uint8(1), g.Pos.Unit(3).CapPawn)
	// A pawn earns no award but counts its lifetime captures.
	g = play(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/3P12/4p11/16/8k7 w", "e3xd4")
	assert.Equal(t, [2]int{0, 1}, [2]int{int(g.Pos.Unit(3).CapPawn), int(g.Pos.Unit(3).CapLifetime)})
}

// V13-FUSE-DEATH: a captured fused stack splits in the tomb, last-fused
// first, and make/unmake restores the stack.
func TestCapturedStackSplits(t *testing.T) {
	fen := "8K7/16/16/16/16/16/16/(LN)15/16/16/16/16/16/16/16/r7k7 w" // black stack a9: knight 2, nightrider 3
	p := board.MustParse(fen)
	g := NewGame(p)
	s, err := g.ParseStep("a1xa9")
	require.NoError(t, err)
	g.Make(s)
	_, queue := tombOn(t, p, "a9")
	assert.Equal(t, []board.UnitID{3, 2}, queue)
	require.NoError(t, p.Validate())
	g.Unmake()
	assert.Equal(t, fen, p.Format())
}

// TestEntanglement: V13-ENTANGLEMENT, V13-MM-AWARD, V13-CRR. Capturing a
// non-pawn unit also takes every enemy unit of its kind that shares a line
// with it, walking each direction over empty squares and past every such
// unit, stopping at anything else; each counts for the awards, range loss
// applies once.
func TestEntanglement(t *testing.T) {
	// White rook e1 takes the black nightrider (N) on e5. Nightriders on e9
	// (file), h8 and k11 (one diagonal), c5 (rank) go with it; a5 is behind
	// a pawn, g6 is on no line, g3 behind an open tomb on f4, c7 behind a
	// white pawn on d6, e14 behind a black rook on e12.
	fen := lnFEN("K@p16 k@p1 r@e1 N@e5 N@e9 N@h8 N@k11 N@c5 P@b5 N@a5 N@g6 N@g3 p@d6 N@c7 R@e12 N@e14",
		"tomb:f4=open/0/P200")
	makeAndBack(t, fen, "e1xe5", func(g *Game) {
		p := g.Pos
		for _, sq := range []string{"e9", "h8", "k11", "c5"} {
			_, q := tombOn(t, p, sq)
			assert.Len(t, q, 1, "the nightrider on %s was entangled", sq)
		}
		for _, sq := range []string{"a5", "g6", "g3", "c7", "e14"} {
			assert.Equal(t, board.Nightrider, bodyOn(t, p, sq).Type, "the nightrider on %s stays", sq)
		}
		rook := bodyOn(t, p, "e5")
		assert.Equal(t, [3]int{5, 1, 3}, [3]int{int(rook.CapNonPawn), int(rook.Awards), int(rook.CRROrth)},
			"five non-pawn captures, one award, one range loss of 3")
		assert.False(t, g.Local())
	})
	// The capturer's start square counts as empty: the bishop from c3 takes
	// e5 and, through c3, the nightrider on b2.
	through := lnFEN("K@p16 k@a1 b@c3 N@e5 N@b2")
	makeAndBack(t, through, "c3xe5", func(g *Game) {
		_, q := tombOn(t, g.Pos, "b2")
		assert.Len(t, q, 1)
	})
	// A pawn victim entangles nothing.
	pawn := lnFEN("K@p16 k@a1 r@e1 P@e5 P@e9")
	makeAndBack(t, pawn, "e1xe5", func(g *Game) {
		assert.Equal(t, board.Pawn, bodyOn(t, g.Pos, "e9").Type)
	})
}
