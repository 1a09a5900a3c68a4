package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMonadEntryGeneration: V13-MONAD-STATES, V13-MONAD-SEQUENCE.
// Generation offers a shadow's one-move monads (each square it could move
// to now); bodies and paralyzed shadows enter none; an inactive monad
// neither moves nor enters again (V13-MONAD-INACTIVE).
func TestMonadEntryGeneration(t *testing.T) {
	runSpecialCases(t, []specialCase{
		{name: "V13-MONAD-SEQUENCE a knight shadow's one-move monads", special: "monad",
			fen: lnFEN("K@p16 k@a1 l@c3", "shadow:e5=l200"),
			want: []string{"e5!monad:+1+2", "e5!monad:+1-2", "e5!monad:+2+1", "e5!monad:+2-1", "e5!monad:-1+2",
				"e5!monad:-1-2", "e5!monad:-2+1", "e5!monad:-2-1", "e5!monad:-1+1", "e5!monad:+1+1"}},
		{name: "V13-MONAD-STATES not a paralyzed shadow", special: "monad",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200", "unit:200/par=1")},
		{name: "V13-MONAD-INACTIVE an inactive monad does nothing",
			fen: lnFEN("K@p16 k@a1", "shadow:e5=l200", "unit:200/sage=5/monad/prog=+1+2"), want: []string{"a1!raise", "a1!lower"}},
	})
}

// TestMonadEntryParse: V13-MONAD-SEQUENCE, V13-MONAD-PUBLIC. Any program
// of 1 to 16 shadow moves, each from where the one before left it, with a
// de-shadow only last, is read; others are refused with the reason. The
// program is in the position string, for both sides to read.
func TestMonadEntryParse(t *testing.T) {
	fen := lnFEN("K@p16 k@a1", "shadow:e5=r200")
	cases := []struct{ name, step, err string }{
		{"V13-MONAD-SEQUENCE three moves and a de-shadow", "e5!monad:+0+3;+3+0;+0-2;ds", ""},
		{"V13-MONAD-SEQUENCE 16 moves", "e5!monad:" + strings.TrimSuffix(strings.Repeat("+0+1;+0-1;", 8), ";"), ""},
		{"V13-MONAD-SEQUENCE not 17", "e5!monad:" + strings.Repeat("+0+1;+0-1;", 8) + "+0+1", "1 to 16"},
		{"V13-MONAD-SEQUENCE a de-shadow only last", "e5!monad:ds;+0+1", "de-shadow last"},
		{"V13-MONAD-SEQUENCE each a move of the shadow", "e5!monad:+1+1", "not a move of the rook shadow"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if !parsesBack(t, fen, tc.step, tc.err) {
				return
			}
			makeAndBack(t, fen, tc.step, func(g *Game) {
				m := shadowOn(t, g.Pos, "e5", board.Rook)
				assert.True(t, m.Has(board.StatusMonad))
				assert.False(t, m.Has(board.StatusMonadActive))
				assert.Contains(t, g.Pos.Format(), "/monad/prog="+strings.TrimPrefix(tc.step, "e5!monad:"), "V13-MONAD-PUBLIC")
			})
		})
	}
}

// TestMonadTriggers: V13-MONAD-TRIGGERS, V13-MONAD-PREEXIST, V13-MONAD-RUN,
// V13-MONAD-SHARE. An enemy shadow arriving on a monad's square wakes it
// (an enemy body there turning shadow, an enemy shadow moving there), and
// so does one that was there before leaving it; a friendly shadow or an
// enemy body does not. The woken monad runs its whole program at the end
// of that ply and is then its player's plain shadow again.
func TestMonadTriggers(t *testing.T) {
	// White's rook monad on e5 runs +0+3 then +3+0: to h8.
	const monad = "unit:200/monad/prog=+0+3;+3+0"
	cases := []struct {
		name, fen, step string
		runs            bool
	}{
		{"V13-MONAD-TRIGGERS an enemy body on its square turns shadow",
			lnFEN("K@p16 k@a1 N@e5", "shadow:e5=r200", monad), "e5!shadow", true},
		{"V13-MONAD-TRIGGERS an enemy shadow moves onto its square",
			lnFEN("K@p16 k@a1", "shadow:e5=r200,d3=L201", monad), "d3!smove-e5:L", true},
		{"V13-MONAD-TRIGGERS an enemy shadow captures onto its square beside it",
			lnFEN("K@p16 k@a1", "shadow:e5=r200b202,d3=L201", monad), "d3!scapture-e5:L", true},
		{"V13-MONAD-PREEXIST an enemy shadow there before it leaves",
			lnFEN("K@p16 k@a1", "shadow:e5=r200L201", monad), "e5!smove-f7:L", true},
		{"V13-MONAD-SHARE an enemy body arriving does not wake it",
			lnFEN("K@p16 k@a1 R@e9", "shadow:e5=r200", monad), "e9-e6", false},
		{"V13-MONAD-TRIGGERS an enemy shadow elsewhere does not",
			lnFEN("K@p16 k@a1", "shadow:e5=r200,d3=L201", monad), "d3!smove-f4:L", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(strings.Replace(tc.fen, " w ", " b ", 1))
			g := NewGame(p)
			before, hash := p.Format(), p.Hash()
			s, err := g.ParseStep(tc.step)
			require.NoError(t, err)
			g.Make(s)
			if s.Kind() != KindSpecial {
				g.Make(EndStep)
			}
			require.NoError(t, p.Validate())
			require.Equal(t, p.ComputeHash(), p.Hash())
			m := p.Unit(200)
			if tc.runs {
				assert.Equal(t, sqs(t, "h8")[0], m.Square, "it ran its program")
				assert.False(t, m.Has(board.StatusMonad), "free again")
				assert.Zero(t, m.ProgLen)
				assert.Equal(t, uint16(6), m.ShadowTrail, "its moves travel")
			} else {
				assert.Equal(t, sqs(t, "e5")[0], m.Square)
				assert.True(t, m.Has(board.StatusMonad) && !m.Has(board.StatusMonadActive), "still asleep")
			}
			if s.Kind() != KindSpecial {
				g.Unmake()
			}
			g.Unmake()
			assert.Equal(t, before, p.Format())
			assert.Equal(t, hash, p.Hash())
		})
	}
}

// TestMonadRunStops: V13-MONAD-RUN. The run stops at the first impossible
// step (here a body in the way), and a de-shadow step brings the unit back
// as a body with its penalty; either way the monad state ends.
func TestMonadRunStops(t *testing.T) {
	p := board.MustParse(lnFEN("K@p16 k@a1 P@g8", "shadow:e5=r200,d3=L201", "unit:200/monad/prog=+0+3;+3+0;+0-1"))
	p.SetSideToMove(board.Black)
	g := NewGame(p)
	playAll(t, g, "d3!smove-e5:L")
	m := p.Unit(200)
	assert.Equal(t, sqs(t, "e8")[0], m.Square, "stopped before the pawn on g8: +3+0 is not a move")
	assert.False(t, m.Has(board.StatusMonad))

	p = board.MustParse(lnFEN("K@p16 k@a1", "shadow:e5=r200,d3=L201", "unit:200/sage=5/strail=4/monad/prog=+0+3;ds"))
	p.SetSideToMove(board.Black)
	g = NewGame(p)
	playAll(t, g, "d3!smove-e5:L")
	u := bodyOn(t, p, "e8")
	assert.Equal(t, board.Rook, u.Type, "de-shadowed on e8")
	assert.Equal(t, uint16(3), u.Paralysis, "floor(7/2) of its owner's turns")
}
