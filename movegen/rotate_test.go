package movegen

import (
	"fmt"
	"sort"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rotationsByMaterial lists, sorted, the Rotates the rule allows in p,
// found the plain way: every block board.RotatableBlock accepts whose
// board.Material the side to move leads strictly, at each angle.
func rotationsByMaterial(p *board.Position) []string {
	out := []string{}
	side := p.SideToMove()
	for sq := range board.Square(board.NumSquares - 1) {
		for n := 2; n <= 8; n++ {
			b := board.Block(sq, n)
			if !board.RotatableBlock(b) {
				continue
			}
			if m := board.Material(p, b); m[side] > m[side.Other()] {
				for q := 1; q <= 3; q++ {
					out = append(out, fmt.Sprintf("%s!rotate:%dx%d", sq, n, 90*q))
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestRotateMajority: V13-ROTATE, V13-ROTATE-SIZE, V13-VALUE-FORMULA. The
// rotations generated are exactly the blocks of 2x2 to 8x8 off the edge
// in which the mover's material (board.Material) is strictly more than
// the enemy's, at 90, 180 and 270 degrees: checked against the plain count
// at the start, after a few turns, and on hand-made positions with
// paralysis, shadows-free stacks aside, Color Force and rank bonus.
func TestRotateMajority(t *testing.T) {
	g := NewGame(board.StartPosition())
	for _, turn := range []string{"", "h4-h5,h5-h6", "h13-h12", "c3!rotate:8x90", "h12-h11"} {
		if turn != "" {
			require.NoError(t, g.PlayTurn(turn), turn)
		}
		fen := g.Pos.Format()
		assert.Equal(t, rotationsByMaterial(g.Pos), specialsOf(t, fen, "rotate", false), "after %q", turn)
	}
	for _, fen := range []string{
		lnFEN("K@p16 k@a1 r@e5 P@e12"),
		lnFEN("K@p16 k@a1 p@e5 P@e12 q@h8 Q@j9", "unit:{h8}/par=2"),
		lnFEN("K@p16 k@a1 d@c3 D@d4 C@n14 c@m13 t@h8 T@i8"),
	} {
		assert.Equal(t, rotationsByMaterial(board.MustParse(fen)), specialsOf(t, fen, "rotate", false), fen)
	}
	assert.Len(t, specialsOf(t, board.StartFEN, "rotate", true), 630, "V13-ROTATE at the start: 210 blocks on ranks 2-4 and up, all legal")
}

// TestRotateGeneration: V13-ROTATE, V13-ROTATE-SIZE. Limits by hand: a
// tied block does not turn, paralyzed units count nothing, a unit on the
// edge is in no block, no rotation finishes a multimove, a block cutting a
// bind link does not turn, a rotation exposing the own king is illegal.
func TestRotateGeneration(t *testing.T) {
	// A white and a black pawn, 3 points each (rank bonus 2, neither on its
	// own colour): the 8x8 blocks holding both, ranks 5-12, are tied.
	tied := specialsOf(t, lnFEN("K@p16 k@a1 p@e5 P@e12"), "rotate", false)
	assert.NotContains(t, tied, "b5!rotate:8x90", "V13-ROTATE tied")
	assert.Contains(t, tied, "b4!rotate:8x90", "V13-ROTATE the white pawn alone")
	assert.NotContains(t, tied, "b6!rotate:8x90", "V13-ROTATE the black pawn alone")
	runSpecialCases(t, []specialCase{
		{name: "V13-ROTATE V13-VALUE-EXCLUDE a paralyzed unit counts nothing", special: "rotate",
			fen: lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/par=2")},
		{name: "V13-ROTATE-SIZE a unit on the edge is in no block", special: "rotate",
			fen: lnFEN("K@p16 k@a1 r@a5 r@h1 r@p9 r@e16")},
		{name: "V13-ROTATE-SIZE the smallest blocks in a corner", special: "rotate",
			fen: lnFEN("K@p16 k@a1 r@b2"), want: []string{"b2!rotate:2x90", "b2!rotate:2x180", "b2!rotate:2x270",
				"b2!rotate:3x90", "b2!rotate:3x180", "b2!rotate:3x270", "b2!rotate:4x90", "b2!rotate:4x180", "b2!rotate:4x270",
				"b2!rotate:5x90", "b2!rotate:5x180", "b2!rotate:5x270", "b2!rotate:6x90", "b2!rotate:6x180", "b2!rotate:6x270",
				"b2!rotate:7x90", "b2!rotate:7x180", "b2!rotate:7x270", "b2!rotate:8x90", "b2!rotate:8x180", "b2!rotate:8x270"}},
	})
	t.Run("V13-ROTATE exposing the own king: illegal", func(t *testing.T) {
		fen := lnFEN("K@p16 R@e8 k@e1 p@e3 p@d1 p@f1") // d1, f1: no bounce round to the king
		require.False(t, NewGame(board.MustParse(fen)).InCheck(board.White))
		pseudo, legal := specialsOf(t, fen, "rotate", false), specialsOf(t, fen, "rotate", true)
		assert.Subset(t, pseudo, []string{"e3!rotate:2x90", "e3!rotate:2x180", "e3!rotate:2x270"})
		assert.Contains(t, legal, "e3!rotate:2x90", "the pawn goes to e4, still on the file")
		assert.NotContains(t, legal, "e3!rotate:2x180", "to f4: the file opens")
		assert.NotContains(t, legal, "e3!rotate:2x270", "to f3: the file opens")
		assert.Contains(t, legal, "d2!rotate:3x180", "the centre square stays")
	})
	t.Run("V13-SYZYGY-ROTATE a locked pair counts nothing", func(t *testing.T) {
		free := lnFEN("K@p16 k@a1 r@e5 R@l12")
		assert.Contains(t, specialsOf(t, free, "rotate", false), "e5!rotate:2x90", "the free rook leads its block")
		locked := lnFEN("K@p16 k@a1 r@e5 R@l12", "unit:{e5}/syz={l12},{l12}/syz={e5}")
		assert.Empty(t, specialsOf(t, locked, "rotate", false), "locked in syzygy, both count as paralyzed")
	})
	t.Run("V13-ROTATE V13-BIND a block cutting a bind link does not turn", func(t *testing.T) {
		got := specialsOf(t, lnFEN("K@p16 k@a1 r@e5 r@f5", "unit:{e5}/bind=e,{f5}/bind=w"), "rotate", false)
		assert.Contains(t, got, "e5!rotate:2x90", "both in the block")
		assert.NotContains(t, got, "d5!rotate:2x90", "e5 in, f5 out")
		assert.NotContains(t, got, "f5!rotate:2x90", "f5 in, e5 out")
	})
	t.Run("V13-ROTATE V13-MULTIMOVE not a multimove's last step", func(t *testing.T) {
		g := NewGame(board.MustParse(lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/mm=2")))
		s, err := g.ParseStep("e5-e6")
		require.NoError(t, err)
		g.Make(s)
		require.NotZero(t, g.Pos.Turn().Actor, "the multimove goes on")
		for _, s := range g.Generate(nil) {
			assert.False(t, s.Kind() == KindSpecial && s.Special() == SpecRotate, FormatStep(g.Pos, s))
		}
	})
}

// TestRotateMake: V13-ROTATE-CONTENT. Everything on the block turns with
// it, clockwise: bodies with their facing, walls with their owners, tombs
// with their queues, levels, markers (a flood, and the unit it holds, and a
// distract square with its direction); square colours stay, so a unit may
// change colour; kings turn too; units in syzygy are freed (and their
// partners); a box counts the distance (V13-UNBOX); nobody builds a wall.
func TestRotateMake(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@c5 P@d3 J@h8 n@e4",
		"wall:{h8}=e3", "tomb:c4=open/0/P200", "level:e4=-1,c3=2", "mark:flood@e4/6,distract@d5/{h8}/n", "unit:{e4}/flood=e4")
	makeAndBack(t, fen, "c3!rotate:3x90", func(g *Game) {
		p := g.Pos
		rook := bodyOn(t, p, "e5")
		assert.Equal(t, board.Rook, rook.Type, "top-left to top-right")
		assert.Equal(t, board.East, rook.Facing, "facing north turns east")
		pawn := bodyOn(t, p, "c4")
		assert.Equal(t, board.Pawn, pawn.Type, "bottom-middle to left-middle")
		assert.Equal(t, board.West, pawn.Facing, "facing south turns west")
		assert.Equal(t, p.BodyAt(sqs(t, "h8")[0]), p.WallOwner(sqs(t, "c3")[0]), "the wall e3 goes to c3 with its owner")
		assert.Zero(t, p.WallOwner(sqs(t, "e3")[0]))
		_, q := tombOn(t, p, "d5")
		assert.Len(t, q, 1, "the tomb c4 goes to d5 with its queue")
		_, ok := p.TombAt(sqs(t, "c4")[0])
		assert.False(t, ok)
		assert.Equal(t, -1, p.Level(sqs(t, "d3")[0]), "level of e4 to d3")
		assert.Equal(t, 2, p.Level(sqs(t, "c5")[0]), "level of c3 to c5")
		night := bodyOn(t, p, "d3")
		assert.Equal(t, board.Nightrider, night.Type)
		assert.Equal(t, uint16(sqs(t, "d3")[0])+1, night.Flood, "still held by its flood, which turned with it")
		assert.NotZero(t, p.Cell(sqs(t, "d3")[0]).Features&board.FeatFlood)
		var distract []board.Marker
		distract = p.MarkersAt(sqs(t, "e4")[0], distract)
		require.Len(t, distract, 1, "the distract square d5 goes to e4")
		assert.Equal(t, board.East, distract[0].Dir, "its direction turns")
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "e5")[0])), "no wall")
		assert.False(t, g.Local())
	})
	for _, tc := range []struct{ step, lands string }{{"c3!rotate:3x180", "e3"}, {"c3!rotate:3x270", "c3"}} {
		makeAndBack(t, lnFEN("K@p16 k@a1 r@c5"), tc.step, func(g *Game) {
			assert.Equal(t, board.Rook, bodyOn(t, g.Pos, tc.lands).Type, tc.step)
		})
	}
	t.Run("V13-ROTATE-CONTENT kings turn; V13-SYZYGY freed; V13-UNBOX a box counts the distance", func(t *testing.T) {
		fen := lnFEN("K@p16 k@b2 q@c2 Q@m13 r@b4", "unit:{c2}/syz={m13},{m13}/syz={c2},{b4}/box/btrail=1")
		makeAndBack(t, fen, "b2!rotate:3x90", func(g *Game) {
			p := g.Pos
			assert.Equal(t, board.King, bodyOn(t, p, "b4").Type, "b2 to b4")
			q := bodyOn(t, p, "b3")
			assert.Equal(t, board.Queen, q.Type, "c2 to b3")
			assert.Zero(t, q.Syzygy)
			assert.Zero(t, bodyOn(t, p, "m13").Syzygy, "the partner is freed too")
			assert.Equal(t, uint16(1+2), bodyOn(t, p, "d4").BoxTrail, "b4 to d4: 2 squares")
		})
	})
	t.Run("V13-ROTATE-CONTENT only the furnished squares are visited", func(t *testing.T) {
		// Shadows (one under a body), a tunnel and a slip square, bind
		// links inside the block, a tomb of two units, a paralyzed unit and
		// a raised square among empty ones, turned each way: the position
		// is valid with its hash recomputed, and Unmake gives it back
		// (makeAndBack); the level lands where the angle sends it.
		fen := lnFEN("K@p16 k@a1 r@d4 n@e4 q@f6",
			"shadow:d4=l200,e6=b201", "unit:200/sage=2,{d4}/bind=e,{e4}/bind=w/par=2/paro=1,{f6}/face=e",
			"tomb:d5=active/3/P60P61", "mark:tunnel@e5/{f6}/n,slip@f4/{f6}", "level:d6=3")
		for _, step := range []string{"d4!rotate:3x90", "d4!rotate:3x180", "d4!rotate:3x270"} {
			makeAndBack(t, fen, step, func(g *Game) {
				assert.Equal(t, 3, g.Pos.Level(sqs(t, map[string]string{
					"d4!rotate:3x90": "f6", "d4!rotate:3x180": "f4", "d4!rotate:3x270": "d4"}[step])[0]), step)
			})
		}
	})
	fen = lnFEN("K@p16 k@a1 r@e5")
	roundTripSpecials(t, fen, "rotate", 279)
	g := NewGame(board.MustParse(fen))
	for _, bad := range []string{"e5!rotate", "e5!rotate:9x90", "e5!rotate:2x45", "a1!rotate:2x90", "e5!rotate-e6:2x90", "j10!rotate:2x90"} {
		_, err := g.ParseStep(bad)
		require.Error(t, err, bad)
	}
}
