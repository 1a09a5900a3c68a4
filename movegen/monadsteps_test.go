package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A monad's special steps (V13-MONAD-SEQUENCE, V13-MONAD-RUN): a shadow
// capture (sp1+dx+dy) and a Shadowstrike (sp2+dx+dy), the abilities a
// shadow has (V13-SHADOW-NOABILITY), written in its program and played by
// its run for its owner while the side to move is the one that woke it.

// TestMonadSpecialStepsParse: V13-MONAD-SEQUENCE. A program with shadow
// captures and a last Shadowstrike is read and written back the same, and
// is in the position string (V13-MONAD-PUBLIC); the entry checks only what
// holds on any position (a capture's move, a strike's colour), not that a
// target is there now. Refused: a strike not last, a strike on the other
// colour, a capture that is not a move of the shadow, a code no ability
// has, a shadow that never captures.
func TestMonadSpecialStepsParse(t *testing.T) {
	rook := lnFEN("K@p16 k@a1", "shadow:e5=r200")
	jester := lnFEN("K@p16 k@a1", "shadow:e5=j200")
	cases := []struct{ name, fen, step, err string }{
		{"V13-MONAD-SEQUENCE a move, a capture, a move", rook, "e5!monad:+0+3;sp1+3+0;+0-1", ""},
		{"V13-MONAD-SEQUENCE a capture first, no victim there now", rook, "e5!monad:sp1-4+0", ""},
		{"V13-MONAD-SEQUENCE a move and a last strike, no target there now", rook, "e5!monad:+0+2;sp2+0+4", ""},
		{"V13-MONAD-SEQUENCE a capture then a strike", rook, "e5!monad:sp1+0+3;sp2+2+0", ""},
		{"V13-MONAD-SEQUENCE a strike only last", rook, "e5!monad:sp2+0+2;+0+1", "Shadowstrike only last"},
		{"V13-MONAD-SEQUENCE a strike and a de-shadow: the strike is not last", rook, "e5!monad:sp2+0+2;ds", "Shadowstrike only last"},
		{"V13-MONAD-SEQUENCE a strike on the shadow's colour", rook, "e5!monad:sp2+0+3", "not a square of the colour"},
		{"V13-MONAD-SEQUENCE a strike on the board", rook, "e5!monad:sp2+12+0", "leaves the board"},
		{"V13-MONAD-SEQUENCE a strike not at its own square", rook, "e5!monad:+0+1;sp2+0+0", "at its own square"},
		{"V13-MONAD-SEQUENCE a capture is a move of the shadow", rook, "e5!monad:sp1+1+1", "not a move of the rook shadow"},
		{"V13-MONAD-SEQUENCE a code no ability has", rook, "e5!monad:sp3+0+1", "only shadow moves"},
		{"V13-MONAD-SEQUENCE code 0 is none", rook, "e5!monad:sp0+0+1", "only shadow moves"},
		{"V13-CLASS-NOCAPTURE a jester shadow captures nothing", jester, "e5!monad:sp1+0+1", "captures and strikes nothing"},
		{"V13-CLASS-NOCAPTURE a jester shadow strikes nothing", jester, "e5!monad:sp2+1+1", "captures and strikes nothing"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if !parsesBack(t, tc.fen, tc.step, tc.err) {
				return
			}
			prog := strings.TrimPrefix(tc.step, "e5!monad:")
			steps, err := board.ParseProgram(prog)
			require.NoError(t, err)
			assert.Equal(t, prog, board.FormatProgram(steps), "the position string's program round trip")
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				m := g.Pos.Unit(200)
				assert.True(t, m.Has(board.StatusMonad) && !m.Has(board.StatusMonadActive))
				assert.Equal(t, steps, g.Pos.Program(200))
				assert.Contains(t, g.Pos.Format(), "/monad/prog="+prog, "V13-MONAD-PUBLIC")
				q, err := board.Parse(g.Pos.Format())
				require.NoError(t, err)
				assert.Equal(t, g.Pos.Hash(), q.Hash(), "the program is read back with its hash")
			})
		})
	}
	// The codes are in position strings: they must not change.
	assert.Equal(t, uint8(1), progShadowCapture)
	assert.Equal(t, uint8(2), progShadowstrike)
}

// TestMonadProgramHash: V13-MONAD-SEQUENCE, Q13. A special step's code and
// offset are part of the position's key: programs that differ only there
// give different hashes.
func TestMonadProgramHash(t *testing.T) {
	progs := []string{"+0+3", "sp1+0+3", "sp2+0+3", "sp1+0+2", "sp1+0+3;+0-1", "sp2+2+0"}
	seen := map[uint64]string{}
	for _, prog := range progs {
		p := board.MustParse(lnFEN("K@p16 k@a1", "shadow:e5=r200", "unit:200/monad/prog="+prog))
		require.Equal(t, p.ComputeHash(), p.Hash())
		if other, ok := seen[p.Hash()]; ok {
			t.Errorf("programs %q and %q hash the same", prog, other)
		}
		seen[p.Hash()] = prog
	}
}

// monadRun plays Black's d3!smove-e5:L on fen with Black to move, which
// wakes White's monad 200 on e5, checks the position after the ply and its
// runs (valid, hash equal to a fresh one, the position string read back),
// calls check, and unmakes, requiring the position string and hash back.
func monadRun(t *testing.T, fen string, check func(g *Game)) {
	t.Helper()
	p := board.MustParse(strings.Replace(fen, " w ", " b ", 1))
	before, hash := p.Format(), p.Hash()
	g := NewGame(p)
	s, err := g.ParseStep("d3!smove-e5:L")
	require.NoError(t, err)
	require.Equal(t, before, p.Format(), "parsing tries the step and takes it back")
	g.Make(s)
	require.NoError(t, p.Validate())
	require.Equal(t, p.ComputeHash(), p.Hash())
	q, err := board.Parse(p.Format())
	require.NoError(t, err)
	require.Equal(t, p.Format(), q.Format())
	require.Equal(t, p.Hash(), q.Hash())
	assert.Equal(t, board.White, p.SideToMove(), "the run is part of Black's ply")
	check(g)
	g.Unmake()
	assert.Equal(t, before, p.Format(), "unmake after the run")
	assert.Equal(t, hash, p.Hash(), "unmake after the run")
}

// TestMonadRunShadowCapture: V13-MONAD-SEQUENCE, V13-MONAD-RUN,
// V13-SHADOW-TARGETS. A woken monad's capture step moves it onto the enemy
// shadow and takes it for the monad's owner, though Black is to move: the
// victim goes into a tomb there, active at the run's end as at a ply's end,
// the capture counts for the monad, the travel counts, and the run goes
// on after it.
func TestMonadRunShadowCapture(t *testing.T) {
	fen := lnFEN("K@p16 k@a1", "shadow:e5=r200,d3=L201,h8=B202", "unit:200/monad/prog=+0+3;sp1+3+0;+0-1,202/strail=5")
	monadRun(t, fen, func(g *Game) {
		p := g.Pos
		m := p.Unit(200)
		assert.Equal(t, sqs(t, "h7")[0], m.Square, "e8, h8, h7: the whole program")
		assert.False(t, m.Has(board.StatusMonad), "free again")
		assert.Zero(t, m.ProgLen)
		assert.Equal(t, uint16(3+3+1), m.ShadowTrail, "the capture travels like a move")
		assert.Equal(t, uint16(1), m.CapLifetime, "the capture counts for the monad")
		assert.Equal(t, uint8(1), m.CapNonPawn)
		v := p.Unit(202)
		assert.Equal(t, board.LocTomb, v.Loc, "the bishop shadow is taken")
		assert.False(t, v.Has(board.StatusShadow))
		assert.Zero(t, v.ShadowTrail)
		tomb, ok := p.TombAt(sqs(t, "h8")[0])
		require.True(t, ok)
		assert.Equal(t, board.UnitID(202), tomb.Head)
		assert.Equal(t, board.TombActive, tomb.State, "active at the run's end, under no body")
		assert.False(t, p.Unit(201).Has(board.StatusMonad), "the waking shadow is untouched")
	})
}

// TestMonadRunShadowstrike: V13-MONAD-SEQUENCE, V13-MONAD-RUN,
// V13-SHADOWSTRIKE, Q1. A woken monad's last step strikes an unprotected
// enemy body on its colour with its capture pattern: the body becomes a
// shadow (travel 0, age 0), the monad stays and is paralyzed exactly 10 of
// its owner's turns (set after Black's clocks, White's next ply is the
// first it loses: 9 left after it).
func TestMonadRunShadowstrike(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 L@e11", "shadow:e5=r200,d3=L201", "unit:200/strail=2/monad/prog=+0+2;sp2+0+4")
	monadRun(t, fen, func(g *Game) {
		p := g.Pos
		m := p.Unit(200)
		assert.Equal(t, sqs(t, "e7")[0], m.Square, "it moved, then struck from e7 without moving")
		assert.Equal(t, uint16(ShadowstrikeCost), m.Paralysis, "10, not 11: the owner is not to move and the clocks have ticked")
		assert.Equal(t, board.ParOriginCost, m.ParOrigin)
		assert.Equal(t, uint16(2+2), m.ShadowTrail)
		assert.False(t, m.Has(board.StatusMonad), "free again, paralyzed")
		assert.Zero(t, p.BodyAt(sqs(t, "e11")[0]))
		v := shadowOn(t, p, "e11", board.Knight)
		assert.Equal(t, board.Black, v.Side)
		assert.Zero(t, v.ShadowAge)
		assert.Zero(t, v.ShadowTrail)
		depth := len(g.undo)
		require.NoError(t, g.PlayTurn("a1-a2"))
		assert.Equal(t, uint16(ShadowstrikeCost-1), m.Paralysis, "White's ply was the first of the 10 it loses")
		require.NoError(t, g.PlayTurn("p16-p15"))
		assert.Equal(t, uint16(ShadowstrikeCost-1), m.Paralysis, "Black's ply does not count")
		for len(g.undo) > depth {
			g.Unmake()
		}
	})
}

// TestMonadRunStrikeByTheSideToMove: V13-MONAD-RUN, V13-SHADOWSTRIKE, Q1.
// White's run moves its monad onto a Black monad's square, which wakes it
// (V13-MONAD-TRIGGERS); the Black monad then runs in the same ply, Black
// being to move, and its strike's paralysis is still exactly 10 of its
// owner's turns: Black's clocks ticked before the runs, so the count is
// not raised as for a cost paid in the owner's own ply.
func TestMonadRunStrikeByTheSideToMove(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 l@e10", "shadow:e5=r200,d3=L201,e8=R202", "unit:200/monad/prog=+0+3,202/monad/prog=sp2+0+2")
	monadRun(t, fen, func(g *Game) {
		p := g.Pos
		assert.Equal(t, sqs(t, "e8")[0], p.Unit(200).Square)
		b := p.Unit(202)
		assert.False(t, b.Has(board.StatusMonad), "woken and run")
		assert.Equal(t, uint16(ShadowstrikeCost), b.Paralysis, "10 for the side to move too")
		v := shadowOn(t, p, "e10", board.Knight)
		assert.Equal(t, board.White, v.Side, "the white knight struck into a shadow")
		depth := len(g.undo)
		require.NoError(t, g.PlayTurn("a1-a2"))
		assert.Equal(t, uint16(ShadowstrikeCost), b.Paralysis, "White's ply does not count")
		require.NoError(t, g.PlayTurn("p16-p15"))
		assert.Equal(t, uint16(ShadowstrikeCost-1), b.Paralysis, "Black's next ply is the first of the 10 it loses")
		for len(g.undo) > depth {
			g.Unmake()
		}
	})
}

// TestMonadRunSpecialStepImpossible: V13-MONAD-RUN, V13-MONAD-SEQUENCE. A
// special step whose target is gone, or that the rule refuses now, is an
// impossible step: it changes nothing (no plain move instead, no cost) and
// the run stops there, the monad freed where the step before left it.
func TestMonadRunSpecialStepImpossible(t *testing.T) {
	cases := []struct {
		name, pieces, shadows, prog string
		at                          string // the monad's square after the run
		travel                      uint16
	}{
		{"V13-MONAD-RUN a capture with no enemy shadow there",
			"K@p16 k@a1", "e5=r200,d3=L201", "+0+3;sp1+3+0;+0-1", "e8", 3},
		{"V13-MONAD-RUN a capture of a friendly shadow",
			"K@p16 k@a1", "e5=r200,d3=L201,h8=b202", "+0+3;sp1+3+0;+0-1", "e8", 3},
		{"V13-SHADOW-TARGETS a capture of a frog shadow (immortal)",
			"K@p16 k@a1", "e5=r200,d3=L201,h8=F202", "+0+3;sp1+3+0", "e8", 3},
		{"V13-SHADOW-TARGETS a capture of its own kind",
			"K@p16 k@a1", "e5=r200,d3=L201,h8=R202", "+0+3;sp1+3+0", "e8", 3},
		{"V13-MONAD-RUN a capture its pattern no longer reaches (a body on the way)",
			"K@p16 k@a1 P@g8", "e5=r200,d3=L201,h8=B202", "+0+3;sp1+3+0", "e8", 3},
		{"V13-MONAD-RUN a strike with no body there",
			"K@p16 k@a1", "e5=r200,d3=L201", "+0+2;sp2+0+4", "e7", 2},
		{"V13-SHADOWSTRIKE a strike at a protected body",
			"K@p16 k@a1 L@e11 R@a11", "e5=r200,d3=L201", "+0+2;sp2+0+4", "e7", 2},
		{"V13-SHADOWSTRIKE a strike at a body its pattern does not reach (blocked)",
			"K@p16 k@a1 L@e11 P@e9", "e5=r200,d3=L201", "+0+2;sp2+0+4", "e7", 2},
		{"V13-SHADOWSTRIKE a strike at the king",
			"K@e11 k@a1", "e5=r200,d3=L201", "+0+2;sp2+0+4", "e7", 2},
		{"V13-SHADOWSTRIKE a strike at a friendly body",
			"K@p16 k@a1 n@e11", "e5=r200,d3=L201", "+0+2;sp2+0+4", "e7", 2},
		{"V13-MONAD-RUN a code no ability has (a hand-written position)",
			"K@p16 k@a1 L@e11", "e5=r200,d3=L201", "+0+2;sp7+0+4;+0+1", "e7", 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN(tc.pieces, "shadow:"+tc.shadows, "unit:200/monad/prog="+tc.prog)
			monadRun(t, fen, func(g *Game) {
				p := g.Pos
				m := p.Unit(200)
				assert.Equal(t, sqs(t, tc.at)[0], m.Square, "stopped at the impossible step")
				assert.Equal(t, tc.travel, m.ShadowTrail)
				assert.Zero(t, m.Paralysis, "no cost for a strike not made")
				assert.Zero(t, m.CapLifetime, "no capture")
				assert.False(t, m.Has(board.StatusMonad), "free again")
				assert.Zero(t, m.ProgLen)
				assert.Empty(t, p.Tombs(), "nothing died")
			})
		})
	}
}
