package search

import (
	"slices"
	"testing"

	"github.com/frozenchess/engine/eval"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// defenceCase picks a position of bench/defence.txt by name.
func defenceCase(t *testing.T, name string) gradedPosition {
	t.Helper()
	for _, c := range loadGraded(t, "../bench/defence.txt") {
		if c.name == name {
			return c
		}
	}
	t.Fatalf("%s: not in bench/defence.txt", name)
	return gradedPosition{}
}

// The defence positions (V13-KING-LOSS): the opponent threatens to win
// with its next turn, by a step the quiescence over captures does not
// try. At 20,000 nodes the search reaches 1 to 3 steps; with the
// refutations (defence.go) it plays one of the turns the rules core
// graded as stopping every winning reply, without them it did not.
var defenceCases = []struct{ id, name string }{
	{"V13-JESTER-DETONATE", "defence-games.txt game 16 turn 97"}, // h2!detonate blows the king up
	{"V13-ROTATE", "defence-games2.txt game 30 turn 109"},        // h9!rotate:7x270 turns units onto it
	{"V13-MIRROR-PORTAL", "defence-games2.txt game 42 turn 99"},  // g2!mirror
	{"V13-KNIGHT-MARCH", "defence-games.txt game 13 turn 187"},   // o8-l6,l6-i2: a march whose second step takes it
	{"V13-CANNON-BLAST", "threat-games.txt game 32 turn 58"},     // o7!blast-i1: the blast reaches the king
}

func TestDefendsOneTurnThreatsV13KINGLOSS(t *testing.T) {
	if testing.Short() {
		t.Skip("five searches of 20,000 nodes")
	}
	for _, tc := range defenceCases {
		t.Run(tc.id, func(t *testing.T) {
			c := defenceCase(t, tc.name)
			s := New(16, &eval.Evaluator{Fast: true})
			res := s.Search(c.pos.Clone(), nil, Limits{Nodes: 20000}, nil)
			turn := movegen.FormatTurn(c.pos, res.Turn)
			assert.Contains(t, c.turns, turn, "%s: played %s", tc.name, turn)
		})
	}
}

// TestFindWinsKeepsWinningTurnsV13KINGLOSS: the walk over the opponent's
// turns after the Null move keeps only turns that take or blow up the
// king (each replayed on a fresh game), and finds the threat of each
// defence position above.
func TestFindWinsKeepsWinningTurnsV13KINGLOSS(t *testing.T) {
	for _, tc := range defenceCases {
		t.Run(tc.id, func(t *testing.T) {
			c := defenceCase(t, tc.name)
			s := New(1, &eval.Evaluator{Fast: true})
			s.setUp(c.pos.Clone(), nil, Limits{})
			s.enter(0)
			require.True(t, s.rootThreats(), "%s: the threat is found", tc.name)
			require.NotEmpty(t, s.refutations)
			for _, r := range s.refutations {
				g := movegen.NewGame(c.pos.Clone())
				g.Make(movegen.NullStep)
				for _, st := range r.steps[:r.n] {
					require.True(t, slices.Contains(g.Legal(0, nil), st), "%s: a legal step", tc.name)
					g.Make(st)
				}
				_, stands := g.KingSquare(c.pos.SideToMove())
				assert.False(t, stands, "%s: the kept turn takes the king", tc.name)
			}
		})
	}
}
