package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecoherenceGeneration: V13-JESTER-DECOHERENCE. A jester splits a
// fused stack of either side on a square of its move range; not a single
// unit, not a stack out of range, not a stack with a jester member (kind
// immunity), not a bound stack, not one with no free square around; not
// while the jester cannot act.
func TestDecoherenceGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return stackFEN("k@a1 K@p16 j@h8 "+units, sections...) }
	runSpecialCases(t, []specialCase{
		{name: "V13-JESTER-DECOHERENCE an enemy stack and a friendly one in range", special: "decohere",
			fen: fen("RBQ@j10 rn@e5 RB@h10"), want: []string{"h8!decohere-j10", "h8!decohere-e5"}},
		{name: "V13-JESTER-DECOHERENCE a single unit is no stack", special: "decohere", fen: fen("R@j10")},
		{name: "V13-JESTER-DECOHERENCE the move range only (a king step away: no)", special: "decohere", fen: fen("RB@i9")},
		{name: "V13-JESTER-DECOHERENCE a stack with a jester member is immune", special: "decohere", fen: fen("RJ@j10")},
		{name: "V13-JESTER-DECOHERENCE a bound stack is not split", special: "decohere",
			fen: fen("RB@j10 N@k10", "unit:{j10}/bind=e,{k10}/bind=w")},
		{name: "V13-JESTER-DECOHERENCE no free square in the 5x5: nothing", special: "decohere",
			fen: stackFEN("k@p1 K@p16 j@c14 RB@a16", "wall:{p1}=b16b15a15c16c15b14a14")},
		{name: "V13-JESTER-DECOHERENCE one free square is enough", special: "decohere",
			fen:  stackFEN("k@p1 K@p16 j@c14 RB@a16", "wall:{p1}=b16b15a15c16c15b14"),
			want: []string{"c14!decohere-a16"}},
		{name: "V13-JESTER-DECOHERENCE a paralyzed jester splits nothing", special: "decohere",
			fen: fen("RBQ@j10", "unit:{h8}/par=1")},
	})
}

// TestDecoherenceMake: V13-JESTER-DECOHERENCE. The base stays; the others,
// last fused first, take the free squares of the 8-square ring clockwise
// from the corner towards the jester, then of the outer ring likewise;
// walls, bodies, higher squares and active tombs are skipped; members
// without a square stay fused; every member's awards reset; the jester
// pays 5 turns; a landing trap springs; no wall; exact unmake.
func TestDecoherenceMake(t *testing.T) {
	// The jester on h8 is south-west of j10: the corners i9 and h8.
	fen := stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@h8 RBQ@j10", "unit:{j10.1}/mm=1,{j10.2}/mm=2,{j10.3}/mm=1")
	makeAndBack(t, fen, "h8!decohere-j10", func(g *Game) {
		p := g.Pos
		assert.Equal(t, "R", membersOn(t, p, "j10"), "the first-fused member stays, alone")
		assert.Zero(t, p.PieceAt(sqs(t, "j10")[0])&board.PieceStack)
		assert.Equal(t, board.Queen, bodyOn(t, p, "i9").Type, "the last fused first, to the corner towards the jester")
		assert.Equal(t, board.Bishop, bodyOn(t, p, "i10").Type, "then clockwise: up the west side")
		for _, sq := range []string{"j10", "i9", "i10"} {
			assert.Zero(t, bodyOn(t, p, sq).Awards, "awards reset: %s", sq)
		}
		j := bodyOn(t, p, "h8")
		assert.Equal(t, DecohereCost, int(j.Paralysis), "the jester pays 5 turns")
		assert.Empty(t, wallOf(p, p.BodyAt(sqs(t, "h8")[0])))
		assert.Equal(t, board.Black, p.SideToMove())
	})
	// Skipped: a wall on i9, a body on i10, a raised i11; j11 is next.
	blocked := stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@h8 RBQ@j10 p@i10", "wall:{a1}=i9", "level:i11=1")
	makeAndBack(t, blocked, "h8!decohere-j10", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Queen, bodyOn(t, p, "j11").Type, "V13-JESTER-DECOHERENCE the first free square")
		assert.Equal(t, board.Bishop, bodyOn(t, p, "k11").Type, "the next one clockwise")
	})
	// From the north-east the order starts at k11 and goes down the east
	// side: k11, k10.
	ne := stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@m13 RBQ@j10")
	makeAndBack(t, ne, "m13!decohere-j10", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Queen, bodyOn(t, p, "k11").Type)
		assert.Equal(t, board.Bishop, bodyOn(t, p, "k10").Type)
	})
	// The inner ring full: the outer ring from its corner towards the
	// jester (h8, the jester's own square, is taken), then clockwise: h9.
	full := stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@h8 RBQ@j10 p@i9 p@i10 p@i11 p@j11 p@k11 p@k10 p@k9", "wall:{a1}=j9")
	makeAndBack(t, full, "h8!decohere-j10", func(g *Game) {
		p := g.Pos
		assert.Equal(t, board.Queen, bodyOn(t, p, "h9").Type, "V13-JESTER-DECOHERENCE the outer ring")
		assert.Equal(t, board.Bishop, bodyOn(t, p, "h10").Type)
	})
	// One free square for two leaving members: the last fused leaves, the
	// others stay fused.
	one := stackFEN("k@p1 p@p2 p@o1 p@o2 K@p16 j@c14 RBQ@a16", "wall:{p1}=b16b15a15c16c15b14")
	makeAndBack(t, one, "c14!decohere-a16", func(g *Game) {
		p := g.Pos
		assert.Equal(t, "RB", membersOn(t, p, "a16"), "V13-JESTER-DECOHERENCE members without a square stay fused")
		assert.Equal(t, board.Queen, bodyOn(t, p, "a14").Type)
	})
	// A landing trap of the enemy springs (Q15: moved by external means).
	trap := stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@h8 RB@j10", "mark:trap@i9/{h8}")
	makeAndBack(t, trap, "h8!decohere-j10", func(g *Game) {
		p := g.Pos
		assert.Equal(t, TrapTurns, int(bodyOn(t, p, "i9").Paralysis), "the black bishop sprang the white trap")
		assert.Empty(t, trapsOf(p))
	})
}

// TestDecoherenceOrder: V13-JESTER-DECOHERENCE. The 24 squares around the
// stack, clockwise from the corners towards the jester, for each of the
// four quadrants the jester may stand in.
func TestDecoherenceOrder(t *testing.T) {
	at := sqs(t, "h8")[0]
	names := func(from string) []string {
		var out []string
		for _, sq := range decoherenceOrder(at, sqs(t, from)[0]) {
			out = append(out, board.Square(sq).String())
		}
		return out
	}
	assert.Equal(t, []string{"i9", "i8", "i7", "h7", "g7", "g8", "g9", "h9",
		"j10", "j9", "j8", "j7", "j6", "i6", "h6", "g6", "f6", "f7", "f8", "f9", "f10", "g10", "h10", "i10"}, names("k11"), "north-east")
	assert.Equal(t, []string{"i7", "h7", "g7", "g8", "g9", "h9", "i9", "i8"}, names("j5")[:8], "south-east")
	assert.Equal(t, []string{"g7", "g8", "g9", "h9", "i9", "i8", "i7", "h7"}, names("e5")[:8], "south-west")
	assert.Equal(t, []string{"g9", "h9", "i9", "i8", "i7", "h7", "g7", "g8"}, names("f10")[:8], "north-west")
	assert.Equal(t, "f10", names("f10")[8], "the outer ring from its north-west corner")
	// Off the board: no square.
	for _, sq := range decoherenceOrder(sqs(t, "a1")[0], sqs(t, "c3")[0]) {
		if sq != offBoard {
			assert.True(t, board.Square(sq).File() <= 2 && board.Square(sq).Rank() <= 2)
		}
	}
}

// TestDecoherenceNotation: V13-JESTER-DECOHERENCE is written
// <jester>!decohere-<stack>.
func TestDecoherenceNotation(t *testing.T) {
	g := NewGame(board.MustParse(stackFEN("k@a1 p@a2 p@b1 p@b2 K@p16 j@h8 RBQ@j10")))
	s, err := g.ParseStep("h8!decohere-j10")
	require.NoError(t, err)
	assert.Equal(t, "h8!decohere-j10", FormatStep(g.Pos, s))
	for _, bad := range []string{"h8!decohere", "h8!decohere-j10:1", "h8!decohere-i9"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
