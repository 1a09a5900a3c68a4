package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// quickenTimer is the timer of the quickening on sq (0: none).
func quickenTimer(t *testing.T, p *board.Position, sq string) int {
	t.Helper()
	for _, m := range p.MarkersAt(sqs(t, sq)[0], nil) {
		if m.Kind == board.MarkQuicken {
			return int(m.Timer)
		}
	}
	return 0
}

// TestQuickenGeneration: V13-CHANC-QUICKEN. The chancellor casts on the 16
// squares of its move range (fewer at the edge), whatever stands there.
func TestQuickenGeneration(t *testing.T) {
	all := []string{"e4!quicken-d3", "e4!quicken-d4", "e4!quicken-d5", "e4!quicken-e3", "e4!quicken-e5",
		"e4!quicken-f3", "e4!quicken-f4", "e4!quicken-f5", "e4!quicken-b2", "e4!quicken-b6", "e4!quicken-c1",
		"e4!quicken-c7", "e4!quicken-g1", "e4!quicken-g7", "e4!quicken-h2", "e4!quicken-h6"}
	runSpecialCases(t, []specialCase{
		{name: "V13-CHANC-QUICKEN its 8 king steps and 8 zebra leaps, units and walls included",
			fen: lnFEN("k@a1 K@p16 c@e4 P@e5 p@h6", "wall:{a1}=c7"), special: "quicken", want: all},
		{name: "V13-CHANC-QUICKEN fewer in the corner", fen: lnFEN("k@h1 K@p16 c@a1"), special: "quicken",
			want: []string{"a1!quicken-a2", "a1!quicken-b1", "a1!quicken-b2", "a1!quicken-c4", "a1!quicken-d3"}},
		{name: "V13-CHANC-QUICKEN a paralyzed chancellor casts nothing", fen: lnFEN("k@a1 K@p16 c@e4", "unit:{e4}/par=1"),
			special: "quicken", want: nil},
		{name: "V13-CHANC-QUICKEN only chancellors cast", fen: lnFEN("k@a1 K@p16 q@e4"), special: "quicken", want: nil},
	})
}

// TestQuickenTerms: V13-CHANC-QUICKEN-TERMS. A cast lasts 64 global plies
// (the marker shows 64 after the casting ply), another cast adds 64, and
// the chancellor pays 5 of its turns.
func TestQuickenTerms(t *testing.T) {
	makeAndBack(t, lnFEN("k@a1 K@p16 c@e4"), "e4!quicken-f5", func(g *Game) {
		assert.Equal(t, QuickenPlies, quickenTimer(t, g.Pos, "f5"))
		assert.Equal(t, QuickenCost, int(bodyOn(t, g.Pos, "e4").Paralysis), "the chancellor pays 5 turns")
		assert.Equal(t, board.Black, g.Pos.SideToMove())
	})
	makeAndBack(t, lnFEN("k@a1 K@p16 c@e4", "mark:quicken@f5/10"), "e4!quicken-f5", func(g *Game) {
		assert.Equal(t, 10+QuickenPlies-1, quickenTimer(t, g.Pos, "f5"), "casts add up")
	})
	// A quickening about to run out, lengthened, shows what a new one
	// does; unmake (from the marker log) lengthens it back, not away.
	makeAndBack(t, lnFEN("k@a1 K@p16 c@e4", "mark:quicken@f5/1"), "e4!quicken-f5", func(g *Game) {
		assert.Equal(t, QuickenPlies, quickenTimer(t, g.Pos, "f5"), "1 + 64, less this ply's tick")
	})
	// The timer counts global plies: each side's ply takes one; at 0 it goes.
	g := play(t, lnFEN("k@a1 K@p16 c@e4", "mark:quicken@h8/2"), "a1-a2")
	assert.Equal(t, 1, quickenTimer(t, g.Pos, "h8"))
	require.NoError(t, g.PlayTurn("p16-p15"))
	assert.Equal(t, 0, quickenTimer(t, g.Pos, "h8"), "run out")
	assert.Zero(t, g.Pos.Cell(sqs(t, "h8")[0]).Features&board.FeatQuicken)
	g.Unmake()
	assert.Equal(t, 1, quickenTimer(t, g.Pos, "h8"), "unmake brings it back")
}

// TestQuickenDoubles: V13-CHANC-QUICKEN. On a quickened square timers run
// twice as fast: a unit's paralysis loses 2 per owner-turn (not below 0),
// an active tomb rots 2 per ply, a flood drains 2 per ply; elsewhere 1.
func TestQuickenDoubles(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 r@e4 r@h8 r@c3 p@n2",
		"mark:quicken@e4/20,quicken@c3/20,quicken@j9/20,quicken@m5/20,flood@m5/5",
		"unit:{e4}/par=6/paro=2,{h8}/par=6/paro=2,{c3}/par=1/paro=2",
		"tomb:j9=active/3/P200,b14=active/3/P201", "level:m5=-1")
	g := play(t, fen, "n2-n3")
	p := g.Pos
	assert.Equal(t, 4, int(bodyOn(t, p, "e4").Paralysis), "quickened: 6 - 2")
	assert.Equal(t, 5, int(bodyOn(t, p, "h8").Paralysis), "elsewhere: 6 - 1")
	assert.Equal(t, 0, int(bodyOn(t, p, "c3").Paralysis), "1 - 2 stops at 0")
	j9, _ := p.TombAt(sqs(t, "j9")[0])
	b14, _ := p.TombAt(sqs(t, "b14")[0])
	assert.Equal(t, 5, int(j9.Rot), "a quickened tomb rots 2 per ply")
	assert.Equal(t, 4, int(b14.Rot))
	for _, m := range p.MarkersAt(sqs(t, "m5")[0], nil) {
		if m.Kind == board.MarkFlood {
			assert.Equal(t, 3, int(m.Timer), "a quickened flood drains 2 per ply")
		}
	}
	assert.Equal(t, 19, quickenTimer(t, p, "e4"), "the quickening itself counts 1 per ply")
}

// TestQuickenNotation: V13-CHANC-QUICKEN is written <square>!quicken-<target>.
func TestQuickenNotation(t *testing.T) {
	g := NewGame(board.MustParse(lnFEN("k@a1 K@p16 c@e4")))
	s, err := g.ParseStep("e4!quicken-h6")
	require.NoError(t, err)
	assert.Equal(t, "e4!quicken-h6", FormatStep(g.Pos, s))
	for _, bad := range []string{"e4!quicken", "e4!quicken-e4", "e4!quicken-e6", "e4!quicken-h6:2"} {
		_, err := g.ParseStep(bad)
		assert.Error(t, err, bad)
	}
}
