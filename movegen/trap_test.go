package movegen

import (
	"fmt"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
)

// trapsOf lists the traps on the board, each with its owner's letter:
// "e4<j" (a white jester's).
func trapsOf(p *board.Position) []string {
	out := []string{}
	for _, m := range p.Markers() {
		if m.Kind == board.MarkTrap {
			letter := board.Types[p.Unit(m.Owner).Type].Letter
			if p.Unit(m.Owner).Side == board.White {
				letter += 'a' - 'A'
			}
			out = append(out, fmt.Sprintf("%s<%c", m.Square, letter))
		}
	}
	return sorted(out...)
}

// TestJesterTrapLaid: V13-JESTER-TRAP. A jester's turn leaves a trap on
// the square it started from (only there, also after a double move),
// under its new wall; a turn without its own movement (Null, an ability)
// leaves none.
func TestJesterTrapLaid(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 j@e4")
	g := play(t, fen, "e4-g6")
	assert.Equal(t, []string{"e4<j"}, trapsOf(g.Pos))
	assert.Equal(t, sqs(t, "e4"), wallOf(g.Pos, g.Pos.BodyAt(sqs(t, "g6")[0])), "the trap lies under its wall")
	for len(g.undo) > 0 {
		g.Unmake()
	}
	assert.Empty(t, trapsOf(g.Pos), "unmake takes it back")
	assert.Equal(t, fen, g.Pos.Format())
	g = play(t, fen, "e4-g6,g6-i8")
	assert.Equal(t, []string{"e4<j"}, trapsOf(g.Pos), "a double move: the start square only")
	g = play(t, fen, NullString)
	assert.Empty(t, trapsOf(g.Pos))
	// Black's jester lays its own.
	g = play(t, lnFEN("k@a1 K@p16 J@e12 p@a3"), "a3-a4", "e12-g10")
	assert.Equal(t, []string{"e12<J"}, trapsOf(g.Pos))
}

// TestJesterTrapCap: V13-JESTER-TRAP-CAP. Each jester owns at most 5 traps:
// with 5 on the board it lays no more; another jester still lays its own.
func TestJesterTrapCap(t *testing.T) {
	five := "mark:trap@a8/{e4},trap@b8/{e4},trap@c8/{e4},trap@d8/{e4},trap@f8/{e4}"
	g := play(t, lnFEN("k@a1 K@p16 j@e4 j@m4", five), "e4-g6")
	assert.Len(t, trapsOf(g.Pos), 5, "at its limit: no new trap")
	assert.NotContains(t, trapsOf(g.Pos), "e4<j")
	g = play(t, lnFEN("k@a1 K@p16 j@e4 j@m4", five), "m4-o6")
	assert.Len(t, trapsOf(g.Pos), 6, "the other jester's count is its own")
	assert.Contains(t, trapsOf(g.Pos), "m4<j")
	four := "mark:trap@a8/{e4},trap@b8/{e4},trap@c8/{e4},trap@d8/{e4}"
	g = play(t, lnFEN("k@a1 K@p16 j@e4", four), "e4-g6")
	assert.Len(t, trapsOf(g.Pos), 5, "the fifth is laid")
}

// TestJesterTrapSprung: V13-JESTER-TRAP, V13-JESTER-KIND. An enemy unit that
// walks into a trap is paralyzed 4 of its turns and the trap dissolves; a
// jester of either side and a unit of the trap's side pass unharmed; a
// king cannot be paralyzed and leaves the trap where it is.
func TestJesterTrapSprung(t *testing.T) {
	// White's trap on e5 (its jester on o15); Black moves.
	cases := []struct {
		name, units, turn string
		par               int
		stays             bool
	}{
		{"V13-JESTER-TRAP an enemy rook ending on it is paralyzed 4 and the trap goes", "R@e8", "e8-e5", TrapTurns, false},
		{"V13-JESTER-TRAP an enemy rook passing through it is caught too", "R@e8", "e8-e3", TrapTurns, false},
		{"V13-JESTER-TRAP a rook ending before it is not", "R@e8", "e8-e6", 0, true},
		{"V13-JESTER-KIND an enemy jester enters it unharmed", "J@c3", "c3-e5", 0, true},
		{"V13-JESTER-TRAP a king cannot be paralyzed: the trap stays", "K@e6 R@a16", "e6-e5", 0, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			units := tc.units
			if units[0] != 'K' {
				units = "K@p16 " + units
			}
			f := flip(lnFEN("k@a1 j@o15 "+units, "mark:trap@e5/{o15}"))
			g := play(t, f, tc.turn)
			to := tc.turn[len(tc.turn)-2:]
			assert.Equal(t, tc.par, int(bodyOn(t, g.Pos, to).Paralysis))
			if tc.stays {
				assert.Contains(t, trapsOf(g.Pos), "e5<j")
			} else {
				assert.NotContains(t, trapsOf(g.Pos), "e5<j")
			}
			for len(g.undo) > 0 {
				g.Unmake()
			}
			assert.Equal(t, f, g.Pos.Format(), "unmake")
		})
	}
	// A unit of the trap's own side passes unharmed.
	g := play(t, lnFEN("k@a1 K@p16 j@o15 r@e8", "mark:trap@e5/{o15}"), "e8-e5")
	assert.Zero(t, bodyOn(t, g.Pos, "e5").Paralysis)
	assert.Equal(t, []string{"e5<j"}, trapsOf(g.Pos))
}

// flip makes Black to move in a position string written for White.
func flip(fen string) string {
	p := board.MustParse(fen)
	p.SetSideToMove(board.Black)
	return p.Format()
}
