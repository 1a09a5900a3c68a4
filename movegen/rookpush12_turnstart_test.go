package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// TestRookPushTurnStart12AV12AROOKPUSH: protection, Empower and Guards are
// judged on the board as the turn began (Q7), so inside a turn that a Rook
// Push began the units the push moved count where they stood then, not
// where it put them (docs/rules.md, V12A-ROOK-PUSH). The Game keeps the
// state it computed at the turn's start; the state computed from the
// position inside the turn (computeProtection, the plain definition and
// copy-make's) must be the same one: the push's flags name the units it
// moved, which go back with the rook (unpushTurnStart). Each case: a turn
// start, a push that leaves the turn open, whether it is legal, and the
// empowered units of the turn's start.
func TestRookPushTurnStart12AV12AROOKPUSH(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fen   string
		push  string
		legal bool
		// empowered: square -> the type lending its pattern as the turn began.
		empowered map[string]board.UnitType
	}{
		{
			// White (lower case) king g5; Black's bishop f7 has one
			// protector, the knight d6, so it moves and captures as a
			// knight too and checks the king from f7. The push c1-c5>
			// moves the knight to d7, from where it protects f7 no more;
			// but the bishop's knight moves are the turn start's, so the
			// king is still in check after it: not legal.
			name:      "a pushed protector still empowers",
			fen:       "11K/12/12/12/12/5B6/2PN8/6k5/12/12/11p/n1r9 w variant:frozenchess12a",
			push:      "c1-c5>",
			legal:     false,
			empowered: map[string]board.UnitType{"f7": board.Knight},
		},
		{
			// The same push with the White king out of the bishop's
			// knight moves: legal, and the bishop is still the empowered
			// one inside the turn.
			name:      "the same push, no check",
			fen:       "11K/12/12/12/12/5B6/2PN8/12/12/12/6k4p/n1r9 w variant:frozenchess12a",
			push:      "c1-c5>",
			legal:     true,
			empowered: map[string]board.UnitType{"f7": board.Knight},
		},
		{
			// An eastward push of three units (straight ahead and both
			// diagonals): the knight e7 protected the bishop g8 and
			// after the push stands on f7, from where it does not.
			name:      "three units pushed east",
			fen:       "11K/12/12/12/6B5/4N7/r3P7/4P7/12/12/6k4p/12 w variant:frozenchess12a",
			push:      "a6-d6>",
			legal:     true,
			empowered: map[string]board.UnitType{"g8": board.Knight},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := pos12A(t, tc.fen)
			g := NewGame(p.Clone())
			s := generatedStep(t, p, tc.push)
			require.NotZero(t, s&bitPush, "%s is a push", tc.push)
			legal := g.Legal(0, nil)
			assert.Equal(t, tc.legal, containsStep(legal, s), "V12A-ROOK-PUSH %s legal", tc.push)
			require.Equal(t, plainLegal(g.Pos), legal, "Legal equals the plain definition at the turn's start")
			start := g.protection()
			for sq, typ := range tc.empowered {
				require.Equal(t, typ, start.Empowerer(board.Black, sqs(t, sq)[0]), "empowered at the turn's start: %s", sq)
			}

			g.Make(s)
			require.NotZero(t, g.Pos.Turn().Actor, "the push leaves the turn open")
			var pr Protection
			var sc protScratch
			computeProtection(g.Pos, &pr, &sc)
			for sq, typ := range tc.empowered {
				assert.Equal(t, typ, pr.Empowerer(board.Black, sqs(t, sq)[0]), "empowered inside the turn, rebuilt from the position: %s", sq)
			}
			inTurn := g.protection()
			assert.Equal(t, inTurn.empowered, pr.empowered, "empowered units")
			assert.Equal(t, inTurn.guarded, pr.guarded, "guarded units")
			assert.Equal(t, inTurn.reach, pr.reach, "reach maps")
			assert.Equal(t, inTurn.capturers, pr.capturers, "capturers")

			// Inside the turn: Legal, the plain definition and a game read
			// afresh from the position string list the same continuations.
			legal = g.Legal(1, nil)
			assert.Equal(t, plainLegal(g.Pos), legal, "inside the turn: Legal equals the plain definition")
			fresh := NewGame(board.MustParse(g.Pos.Format()))
			assert.Equal(t, legal, fresh.Legal(0, nil), "inside the turn: a game read from %s", g.Pos.Format())
			g.Unmake()

			// Both perft methods count the same turns.
			n := NewGame(p.Clone()).Perft(2)
			assert.Equal(t, n, PerftCopy(p, 2), "perft 2 by make/unmake and copy-make")
		})
	}
}

// generatedStep is the step of p's pseudo-legal generation written str.
func generatedStep(t *testing.T, p *board.Position, str string) Step {
	t.Helper()
	for _, s := range Generate(p, nil) {
		if FormatStep(p, s) == str {
			return s
		}
	}
	require.Failf(t, "not generated", "%s in %s", str, p.Format())
	return 0
}

// containsStep reports whether list holds s.
func containsStep(list []Step, s Step) bool {
	for _, st := range list {
		if st == s {
			return true
		}
	}
	return false
}
