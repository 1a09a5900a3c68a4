package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRookSiege: V13-ROOK-SIEGE. A unit that an enemy rook could capture in
// one step as its turn begins takes a single step: no Double Move, no
// Knight's March, no multimove; the first plain step ends the turn. Out of
// the rook's reach (blocked, paralyzed rook, another unit type) the turn
// goes on; rooks are not besieged by rooks (kind immunity).
func TestRookSiege(t *testing.T) {
	tests := []struct {
		name, units string
		sections    []string
		step        string
		ends        bool // the first step ends the turn
	}{
		{name: "V13-ROOK-SIEGE a pawn in the rook's line: no Double Move", units: "p@h4 R@h12", step: "h4-h5", ends: true},
		{name: "V13-ROOK-SIEGE along a rank too", units: "q@d8 R@m8", step: "d8-d9", ends: true},
		{name: "V13-ROOK-SIEGE a knight in range: no March", units: "l@h4 R@h12", step: "h4-g6", ends: true},
		{name: "V13-ROOK-SIEGE multimove awards do not help", units: "b@h4 R@h12", sections: []string{"unit:{h4}/mm=3"},
			step: "h4-g5", ends: true},
		{name: "V13-ROOK-SIEGE out of reach: the line is blocked", units: "p@h4 R@h12 P@h8", step: "h4-h5", ends: false},
		{name: "V13-ROOK-SIEGE a paralyzed rook besieges nobody", units: "p@h4 R@h12", sections: []string{"unit:{h12}/par=2"},
			step: "h4-h5", ends: false},
		{name: "V13-ROOK-SIEGE only rooks: a queen's line does not", units: "p@h4 Q@h12", step: "h4-h5", ends: false},
		{name: "V13-ROOK-SIEGE a rook is not besieged by a rook (kind immunity)", units: "r@h4 R@h12", step: "h4-g4", ends: false},
		{name: "V13-ROOK-SIEGE a friendly rook besieges nobody", units: "p@h4 r@h12", step: "h4-h5", ends: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 P@o16 P@o15 P@p15 "+tc.units, tc.sections...)
			playTurn(t, fen, []string{tc.step}, func(g *Game) {
				if tc.ends {
					assert.Equal(t, board.Black, g.Pos.SideToMove(), "the turn ended")
					assert.Empty(t, g.Pos.Trail(), "its walls are built")
				} else {
					assert.Equal(t, board.White, g.Pos.SideToMove(), "the turn goes on")
					assert.NotZero(t, g.Pos.Turn().Actor)
				}
			})
		})
	}
	// The legal steps after a besieged unit's first step are the other
	// side's: no second step, no End.
	p := board.MustParse(lnFEN("k@a1 p@a2 p@b1 p@b2 K@p16 P@o16 P@o15 P@p15 p@h4 R@h12"))
	g := NewGame(p)
	s, err := g.ParseStep("h4-h5")
	require.NoError(t, err)
	g.Make(s)
	for _, st := range g.Legal(0, nil) {
		assert.NotEqual(t, KindEnd, st.Kind())
	}
	_, err = g.ParseStep("h5-h6")
	assert.Error(t, err, "White's turn is over")
	g.Unmake()
}
