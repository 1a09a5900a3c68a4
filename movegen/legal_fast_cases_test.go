package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// formatAll writes steps of p in notation, in order.
func formatAll(p *board.Position, steps []Step) []string {
	out := make([]string, len(steps))
	for i, s := range steps {
		out[i] = FormatStep(p, s)
	}
	return out
}

// requireLegalIsPlain holds Legal equal to the plain definition (every step
// tried on a copy, plainLegal) in g's position and, one step further, in
// every position inside a turn a legal step leaves open. It returns the
// legal steps of g's position in notation.
func requireLegalIsPlain(t *testing.T, g *Game, what string) []string {
	t.Helper()
	p := g.Pos
	legal := g.Legal(0, nil)
	require.Equal(t, formatAll(p, plainLegal(p)), formatAll(p, legal), "%s: Legal of %s", what, p.Format())
	names := formatAll(p, legal)
	for _, s := range legal {
		g.Make(s)
		if g.Pos.Turn().Actor != 0 {
			inner := g.Legal(1, nil)
			require.Equal(t, formatAll(g.Pos, plainLegal(g.Pos)), formatAll(g.Pos, inner), "%s: Legal of %s", what, g.Pos.Format())
		}
		g.Unmake()
	}
	return names
}

// Q8, V13-KING-INCHECK with the mechanics the fast legality paths (End
// without a trial on a quiet turn's end, a plain step's turn end judged
// before the step, Need's passes, the Safety a mid-turn position inherits,
// perft's bulk count) must see: each position below holds a step or an end
// that one of the shortcuts once passed wrongly. Legal must equal the
// plain definition there and one step further, and the plain definition
// must refuse (or allow) the named step, so each case bites; every
// shortcut's answer is checked against the whole attack test on the way.
func TestLegalFastPathsSeeNewMechanics(t *testing.T) {
	tests := []struct {
		name, fen string
		null      bool     // make a Null first (the other side's ply): deeper positions inherit Safety
		refused   []string // steps the plain definition refuses
		allowed   []string // steps it allows
	}{
		{
			// The chancellor on d4 holds the knight that would check e1; it
			// steps into the flood on e5, holding it still, but the turn's
			// end holds the chancellor in the flood (paralyzed: no aura),
			// and every second step keeps e5 on its trail.
			name:    "V13-CHANC-PARALYSE, V13-FLOOD-EFFECT: a chancellor the end of its turn floods frees the checker",
			fen:     lnFEN("k@e1 K@p16 N@f3 c@d4", "level:e5=-1", "mark:flood@e5/5"),
			refused: []string{"d4-e5"},
			allowed: []string{"e1-d1"},
		},
		{
			// The same with a black jester's trap on e5: walking into it
			// paralyzes the chancellor at the turn's end.
			name:    "V13-CHANC-PARALYSE, V13-JESTER-TRAP: a chancellor that walks into a trap frees the checker",
			fen:     lnFEN("k@e1 K@p16 N@f3 c@d4 J@p1", "mark:trap@e5/{p1}"),
			refused: []string{"d4-e5"},
		},
		{
			// The white queen's token on e3 blocks the cannon on e4, which
			// faces the king on e1 (e2 is too high for the queen to land
			// on). Her turn's end moves the token to her start square, p2,
			// unless she stands there again, which she cannot after
			// stepping down from it.
			name:    "V13-QUEEN-SHADOW: a queen's first step moves her token out of a cannon's way at the turn's end",
			fen:     lnFEN("k@e1 K@p16 O@e4 s@e3 q@p2 p@a2", "level:e2=5,p2=1", "unit:{e3}/parent={p2}"),
			refused: []string{"p2-p1"},
			allowed: []string{"a2-a3"},
		},
		{
			// The rook on e8 is held by a flood that drains at this ply's
			// end: 2 plies left, on a quickened square (two per ply).
			name:    "V13-FLOOD-DRAIN, V13-CHANC-QUICKEN: a quickened flood with 2 plies left drains and lets a checker go",
			fen:     lnFEN("k@e1 K@p16 R@e8 p@a2", "unit:{e8}/flood=e8", "mark:flood@e8/2,quicken@e8/10"),
			refused: []string{"0000", "a2-a3", "a2!spawn-a3"},
		},
		{
			// The bishop on m12 is besieged by the rook on p12 (it could
			// take it along rank 12; the rook's range, 6, keeps it far
			// from the king): its first step ends its turn, and its old
			// wall on e3, which blocks the cannon on e4, dissolves.
			name:    "V13-ROOK-SIEGE, V13-WALL-LIFETIME: a besieged unit's first step dissolves its wall at once",
			fen:     lnFEN("k@e1 K@p16 O@e4 R@p12 b@m12 p@a2", "wall:{m12}=e3", "unit:{p12}/crro=10"),
			refused: []string{"m12-l11"},
			allowed: []string{"a2-a3"},
		},
		{
			// The white queen on e10 and the black queen on e14 are locked
			// in a syzygy. A King's Exchange with the white queen kills
			// her, which releases the black queen onto the king's new
			// square (V13-SYZYGY-RELEASE): the exchange's verdict without
			// a trial must not pass it.
			name:    "V13-KING-EXCHANGE, V13-SYZYGY-RELEASE: an exchange with a locked friend frees its partner",
			fen:     lnFEN("k@g7 K@p16 q@e10 Q@e14 p@a2", "unit:{e10}/syz={e14},{e14}/syz={e10}"),
			refused: []string{"g7!exchange-e10"},
			allowed: []string{"a2-a3"},
		},
		{
			// After Black's Null, White is in check from the knight on f3;
			// the chancellor's first step to g5 holds it. The position
			// after that step must not inherit the attack test of the one
			// before: a chancellor's move changes what its aura holds (the
			// inherited test would differ from a fresh one, which the
			// verification switch turns into a panic).
			name:    "V13-CHANC-PARALYSE: a mid-turn Safety is not inherited across a chancellor's step",
			fen:     lnFEN("k@e1 K@p16 N@f3 c@h6 p@a2"),
			null:    true,
			allowed: []string{"h6-g5"},
		},
	}
	// Every partial trial, special-move verdict and inherited Safety is
	// checked against the whole test as well (a difference panics).
	verifyPartialTrials = true
	defer func() { verifyPartialTrials = false }()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := tc.fen
			p, err := board.Parse(fen)
			require.NoError(t, err)
			if tc.null {
				p.SetSideToMove(board.Black)
			}
			g := NewGame(p)
			if tc.null {
				g.Make(NullStep)
				g.Legal(0, nil) // the Safety of this position, for the deeper ones to inherit
			}
			legal := requireLegalIsPlain(t, g, tc.name)
			pseudo := formatAll(p, g.Generate(nil))
			for _, s := range tc.refused {
				require.Contains(t, pseudo, s, "%s is a step of %s", s, p.Format())
				require.NotContains(t, legal, s)
			}
			for _, s := range tc.allowed {
				require.Contains(t, legal, s)
			}
		})
	}
}

// V13-PAWN-ACCEL: a pawn's capture as its turn begins leaves the turn open
// for the extra move, so perft's bulk counting of the last level must make
// it: perft 1 counts every way to finish that turn, by make/unmake as by
// copy.
func TestPerftBulkCountingMakesAcceleratingCaptures(t *testing.T) {
	p := board.MustParse(lnFEN("k@a1 K@p16 p@e4 P@f5 P@h12"))
	g := NewGame(p)
	legal := formatAll(p, g.Legal(0, nil))
	require.Contains(t, legal, "e4xf5")
	want := PerftCopy(p.Clone(), 1)
	require.Equal(t, want, g.Perft(1))
	require.Greater(t, want, uint64(len(legal)), "the capture's turn goes on: more turns than first steps")
	lines, n, err := g.PerftCommand("divide", 1, nil)
	require.NoError(t, err)
	require.Equal(t, want, n)
	require.NotEmpty(t, lines)
}
