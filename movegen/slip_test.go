package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSlipGeneration: V13-ASSASSIN-SLIP. The assassin on e5 may place its
// slip square on the squares its native pattern could move to (8 knight's
// leaps, 4 orthogonal 3-square leaps): not on a body, a wall, a higher
// square, nor where its slip square already is; not from a wall; only
// assassins.
func TestSlipGeneration(t *testing.T) {
	fen := func(units string, sections ...string) string { return lnFEN("k@a1 K@p16 a@e5 "+units, sections...) }
	all := []string{"e5!slip-f7", "e5!slip-g6", "e5!slip-g4", "e5!slip-f3", "e5!slip-d3", "e5!slip-c4", "e5!slip-c6",
		"e5!slip-d7", "e5!slip-e8", "e5!slip-h5", "e5!slip-e2", "e5!slip-b5"}
	runSpecialCases(t, []specialCase{
		{name: "V13-ASSASSIN-SLIP every square of its range", fen: fen(""), special: "slip", legal: true, want: all},
		{name: "V13-ASSASSIN-SLIP not on a body, a wall, a higher square or its own slip square",
			fen:     fen("P@f7", "wall:{a1}=g6", "level:d3=1", "mark:slip@c4/{e5}"),
			special: "slip", want: []string{"e5!slip-g4", "e5!slip-f3", "e5!slip-c6", "e5!slip-d7", "e5!slip-e8",
				"e5!slip-h5", "e5!slip-e2", "e5!slip-b5"}},
		{name: "V13-ASSASSIN-SLIP another assassin's slip square does not count", fen: fen("a@m2", "mark:slip@c4/{m2}"),
			special: "slip", want: append([]string{"m2!slip-l4", "m2!slip-n4", "m2!slip-o3", "m2!slip-o1", "m2!slip-k1",
				"m2!slip-k3", "m2!slip-m5", "m2!slip-p2", "m2!slip-j2"}, all...)},
		{name: "V13-ASSASSIN-SLIP none from a wall", fen: fen("", "wall:{a1}=e5"), special: "slip", want: nil},
		{name: "V13-ASSASSIN-SLIP only assassins", fen: lnFEN("k@a1 K@p16 l@e5"), special: "slip", want: nil},
	})
}

// TestSlipPlace: V13-ASSASSIN-SLIP. The slip square is a marker of the
// assassin; placing a new one removes the old one (one per assassin); the
// assassin does not move and builds no wall.
func TestSlipPlace(t *testing.T) {
	fen := lnFEN("k@a1 K@p16 a@e5", "mark:slip@c4/{e5}")
	makeAndBack(t, fen, "e5!slip-e8", func(g *Game) {
		p := g.Pos
		id := p.BodyAt(sqs(t, "e5")[0])
		sq, ok := slipOf(p, id)
		require.True(t, ok)
		assert.Equal(t, sqs(t, "e8")[0], sq)
		assert.Empty(t, p.MarkersAt(sqs(t, "c4")[0], nil), "the old slip square is gone")
		assert.Empty(t, wallOf(p, id))
	})
}

// TestSlipSlide: V13-ASSASSIN-SLIP. A unit of either side whose step of N
// squares lands on a slip square slides floor(N/3) squares on in the
// step's direction; the slide stops before a body, a wall or the edge;
// steps shorter than 3 squares do not slide; a capture slides after
// taking its victim, whose tomb stays on the slip square; the slip square
// and the slid squares become the mover's wall with its trail.
func TestSlipSlide(t *testing.T) {
	// The slip square belongs to Black's assassin on o16; White's units slide.
	base := "k@a1 K@p16 A@o16 "
	for _, tc := range []struct {
		name, units, slip, step, end string
	}{
		{"V13-ASSASSIN-SLIP a rook's 6 squares: 2 more", "r@e1", "e7", "e1-e7", "e9"},
		{"V13-ASSASSIN-SLIP a bishop's 4 squares: 1 more", "b@c1", "g5", "c1-g5", "h6"},
		{"V13-ASSASSIN-SLIP the assassin's own 3-square leap: 1 more", "a@e5", "e8", "e5-e8", "e9"},
		{"V13-ASSASSIN-SLIP a rook's 9 squares: 3 more", "r@e1", "e10", "e1-e10", "e13"},
		{"V13-ASSASSIN-SLIP a body stops the slide", "r@e1 P@e9", "e7", "e1-e7", "e8"},
		{"V13-ASSASSIN-SLIP the edge stops the slide", "r@e10", "e16", "e10-e16", "e16"},
		{"V13-ASSASSIN-SLIP 2 squares: no slide", "r@e5", "e7", "e5-e7", "e7"},
		{"V13-ASSASSIN-SLIP a knight's leap: no slide", "l@e5", "f7", "e5-f7", "f7"},
		{"V13-ASSASSIN-SLIP a capture slides on", "r@e1 P@e7", "e7", "e1xe7", "e9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fen := lnFEN(base+tc.units, "mark:slip@"+tc.slip+"/{o16}")
			from := strings.FieldsFunc(tc.step, func(r rune) bool { return r == '-' || r == 'x' })[0]
			mover := board.MustParse(fen).BodyAt(sqs(t, from)[0])
			makeAndBack(t, fen, tc.step, func(g *Game) {
				p := g.Pos
				assert.Equal(t, mover, p.BodyAt(sqs(t, tc.end)[0]), "it ends on %s", tc.end)
				if tc.end != tc.slip {
					assert.Zero(t, p.BodyAt(sqs(t, tc.slip)[0]))
				}
				assert.NotEmpty(t, p.MarkersAt(sqs(t, tc.slip)[0], nil), "the slip square stays")
			})
		})
	}
	// The walls: e1-e7 sliding to e9, then End: e1..e8 is the rook's wall.
	fen := lnFEN(base+"r@e1 P@e7", "mark:slip@e7/{o16}")
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("e1xe7")
	require.NoError(t, err)
	g.Make(s)
	id := g.Pos.BodyAt(sqs(t, "e9")[0])
	assert.Equal(t, sqs(t, "e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"), wallOf(g.Pos, id))
	tomb, ok := g.Pos.TombAt(sqs(t, "e7")[0])
	require.True(t, ok, "the victim's tomb on the slip square")
	assert.Equal(t, board.TombPending, tomb.State, "under the rook's wall")
	g.Unmake()
	assert.Equal(t, fen, g.Pos.Format())
	// An assassin walking walls onto a slip square under a wall stays on
	// the walls (V13-WALL-ASSASSIN): no slide.
	fen = lnFEN(base+"a@e5", "wall:{a1}=e5e8", "mark:slip@e8/{o16}")
	makeAndBack(t, fen, "e5-e8", func(g *Game) {
		assert.Equal(t, board.Assassin, bodyOn(t, g.Pos, "e8").Type)
	})
	// A teleport does not slide: a frog's Long Jump onto a slip square.
	fen = lnFEN(base+"f@a5 F@h10", "mark:slip@h9/{o16}")
	makeAndBack(t, fen, "a5~h9", func(g *Game) {
		assert.NotZero(t, g.Pos.BodyAt(sqs(t, "h9")[0]))
	})
}

// TestSlipLegality: V13-ASSASSIN-SLIP. The step's end is where the slide
// ends: a rook that would block the bishop's check on d4 slides on to d3
// and leaves the king in check, so the step is illegal.
func TestSlipLegality(t *testing.T) {
	plain := lnFEN("k@a1 K@p16 A@o16 B@h8 r@d7")
	assert.Contains(t, legalOf(t, plain, "d7"), "d7-d4", "the block")
	slip := lnFEN("k@a1 K@p16 A@o16 B@h8 r@d7", "mark:slip@d4/{o16}")
	assert.NotContains(t, legalOf(t, slip, "d7"), "d7-d4", "the block slides off the diagonal")
	p := board.MustParse(slip)
	assert.Equal(t, PerftStepsCopy(p, 1), NewGame(p).PerftSteps(1), "both perft methods agree")
}
