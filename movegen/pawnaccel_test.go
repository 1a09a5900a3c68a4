package movegen

import (
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPawnAccel: V13-PAWN-ACCEL. A pawn whose turn begins with a capture,
// and which is still a pawn, may make one extra move: one step that may
// capture, or two plain steps; or end the turn. The extra capture ends the
// turn (no second acceleration). No extra move after a promotion, for a
// besieged pawn (V13-ROOK-SIEGE), or for other unit types.
func TestPawnAccel(t *testing.T) {
	base := "k@a1 p@a2 p@b1 p@b2 K@p16 P@o16 P@o15 P@p15 "
	tests := []struct {
		name, units string
		sections    []string
		steps       []string
		over        bool     // the turn is over after the steps
		next        []string // some steps then legal for the pawn (nil: not checked)
		notNext     []string // steps then not legal
	}{
		{name: "V13-PAWN-ACCEL after taking a pawn, one more move", units: "p@h4 P@i5 P@h7",
			steps: []string{"h4xi5"}, over: false, next: []string{"i5-i6", "end"}},
		{name: "V13-PAWN-ACCEL the extra move may capture", units: "p@h4 P@i5 P@j6",
			steps: []string{"h4xi5"}, next: []string{"i5xj6", "i5-i6"}},
		{name: "V13-PAWN-ACCEL an extra capture ends the turn", units: "p@h4 P@i5 P@j6 P@k7",
			steps: []string{"h4xi5", "i5xj6"}, over: true},
		{name: "V13-PAWN-ACCEL the extra move may be a Double Move", units: "p@h4 P@i5",
			steps: []string{"h4xi5", "i5-i6"}, over: false, next: []string{"i6-i7", "end"}},
		{name: "V13-PAWN-ACCEL the Double Move's second step does not capture", units: "p@h4 P@i5 P@j8",
			steps: []string{"h4xi5", "i5-i6"}, next: []string{"i6-i7"}, notNext: []string{"i6xj7"}},
		{name: "V13-PAWN-ACCEL the Double Move ends the turn", units: "p@h4 P@i5",
			steps: []string{"h4xi5", "i5-i6", "i6-i7"}, over: true},
		{name: "V13-PAWN-ACCEL no extra move after a promotion by capture", units: "p@h4 N@i5",
			steps: []string{"h4xi5"}, over: true},
		{name: "V13-PAWN-ACCEL a besieged pawn has no extra move", units: "p@h4 P@i5 R@h12",
			steps: []string{"h4xi5"}, over: true},
		{name: "V13-PAWN-ACCEL only pawns accelerate", units: "l@h4 P@i6",
			steps: []string{"h4xi6"}, over: true},
		{name: "V13-PAWN-ACCEL a plain first step gives no extra move", units: "p@h4",
			steps: []string{"h4-h5", "h5-h6"}, over: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN(base+tc.units, tc.sections...)
			playTurn(t, fen, tc.steps, func(g *Game) {
				p := g.Pos
				if tc.over {
					assert.Equal(t, board.Black, p.SideToMove(), "the turn is over")
					return
				}
				require.Equal(t, board.White, p.SideToMove(), "the turn goes on")
				turn := p.Turn()
				assert.Equal(t, board.TurnAccel, turn.Mode)
				assert.NotZero(t, turn.Flags&board.TurnAccelUsed)
				var legal []string
				for _, s := range g.Legal(0, nil) {
					legal = append(legal, FormatStep(p, s))
				}
				for _, s := range tc.next {
					assert.Contains(t, legal, s)
				}
				for _, s := range tc.notNext {
					assert.NotContains(t, legal, s)
				}
				for _, s := range legal {
					assert.NotContains(t, s, "!", "no special move in the extra move")
				}
				// The position string inside the turn reads back.
				q, err := board.Parse(p.Format())
				require.NoError(t, err)
				assert.Equal(t, p.Format(), q.Format())
				assert.Equal(t, p.Hash(), q.Hash())
			})
		})
	}
	// The whole turn is one token: capture, then a Double Move; the
	// pawn's wall is its start, the capture square and the square between.
	g := NewGame(board.MustParse(lnFEN(base + "p@h4 P@i5")))
	require.NoError(t, g.PlayTurn("h4xi5,i5-i6,i6-i7"))
	assert.ElementsMatch(t, sqs(t, "h4", "i5", "i6"), wallOf(g.Pos, g.Pos.BodyAt(sqs(t, "i7")[0])))
	assert.Equal(t, board.Black, g.Pos.SideToMove())
}
