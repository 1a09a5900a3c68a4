package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/frozenchess/engine/board"
)

// knightEnds lists the steps of steps that end with a MidBounce knight
// move from the bounce square b: "a1-e5-f7" for b "a1-e5".
func knightEnds(t *testing.T, p *board.Position, from string) []string {
	t.Helper()
	var out []string
	sq := sqs(t, from)[0]
	for _, s := range Generate(p, nil) {
		if s.From() == sq && s.KnightEnd() {
			out = append(out, FormatStep(p, s))
		}
	}
	return out
}

// TestMidBounce12AV12AMIDBOUNCE: at a bounce square a line unit with knight
// moves of its own may make a knight move instead of bouncing, costing 3
// squares of its range, which ends the move: the text's dragon walks its
// bishop line to a friendly queen, then jumps as a knight (capturing too).
// A bishop has no knight moves; a line that has passed over a tomb or has
// fewer than 3 squares left switches no more; the queen switches on her
// rook lines too, and a line switches at the board's edge.
// Catalog ID: V12A-MIDBOUNCE.
func TestMidBounce12AV12AMIDBOUNCE(t *testing.T) {
	tests := []struct {
		name, pieces string
		sections     []string
		from         string
		has, not     []string
		none         bool // no MidBounce step at all
	}{
		// The dragon a1's line meets the queen f6 after e5 (4 squares):
		// a knight move from e5 costs 3 of the 8 left.
		{name: "the text's dragon", pieces: "K@l12 d@a1 q@f6 P@g6 k@l1", from: "a1",
			has: []string{"a1-e5-f7", "a1-e5-c6", "a1-e5-d3", "a1-e5xg6"}, not: []string{"a1-e5-f6"}},
		{name: "a bishop has no knight moves", pieces: "K@l12 b@a1 r@f6 k@l1", from: "a1", none: true},
		{name: "a line over a tomb switches no more", pieces: "K@l12 d@a1 q@f6 k@l1", sections: []string{"tomb:c3=active/0/p49"},
			from: "a1", not: []string{"a1-e5-f7"}},
		{name: "at the board's edge", pieces: "K@l12 d@e1 k@a1", from: "e1",
			has: []string{"e1-l8-k10", "e1-l8-j7", "e1-l8-k9"}},
		// 11 squares to the corner l12: 1 left, no knight move.
		{name: "3 squares of range left at least", pieces: "K@a12 d@a1 k@l1", from: "a1", not: []string{"a1-l12-k10", "a1-l12-j11"}},
		{name: "the queen on her rook line", pieces: "K@l12 q@a1 p@a6 k@l1", from: "a1",
			has: []string{"a1-a5-c6", "a1-a5-b3", "a1-a5-b5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := pos12A(t, fen12A(tc.pieces, tc.sections...))
			ends := knightEnds(t, p, tc.from)
			if tc.none {
				assert.Empty(t, ends)
			}
			steps := v8Steps(t, p, tc.from)
			for _, s := range tc.has {
				assert.Contains(t, steps, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, steps, s)
			}
		})
	}

	// Played: the line's squares and the switch square become the dragon's
	// wall (V12A-WALLING), the knight move's landing is its square, and the
	// turn ends, a bounce move being no double move (V12A-BOUNCE).
	start := fen12A("K@l12 d@a1 q@f6 k@l1")
	g := play(t, start, "a1-e5-f7")
	assert.Equal(t, board.Dragon, g.Pos.PieceAt(sqs(t, "f7")[0]).Type())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	assert.Contains(t, g.Pos.Format()+" ", " wall:3=a1b2c3d4e5/2 ")
	for len(g.undo) > 0 {
		g.Unmake()
	}
	assert.Equal(t, board.MustParse(start).Format(), g.Pos.Format())

	// No double move's second step ends with a knight move.
	g = play(t, start)
	s, err := g.ParseStep("a1-b2")
	require.NoError(t, err)
	g.Make(s)
	for _, st := range g.Generate(nil) {
		assert.False(t, st.KnightEnd(), "second step %s", FormatStep(g.Pos, st))
	}

	// The attack test sees it: the dragon a1 checks the king on f7 (the
	// other colour) through e5, as generation does.
	p := pos12A(t, fen12A("d@a1 Q@f6 K@f7 k@l1"))
	gc := NewGame(p)
	assert.True(t, gc.InCheck(board.Black))
	byGen, _ := attackedByGeneration(p, board.White, sqs(t, "f7")[0], nil, gc.protection())
	assert.True(t, byGen)
}

// TestMidBounceSwitch12AV12AMIDBOUNCE: the rest of the row. At a bounce
// square a unit with lines of both types may go on as a line of the other
// type with the range left (the text's "if the dragon stays with bishop he
// can use the remaining"): the queen's rook line as a bishop line and the
// reverse, written with the switch square among the bounce squares and
// read back as itself; and a line unit may switch to moves another unit
// lends it (Empower, native or empowered move types alike): a rook a
// bishop empowers goes on as a bishop line, a rook a knight empowers ends
// with a knight move, both with the empowered mark. A unit without the
// other type switches to nothing; a switched line takes no second bounce
// on its switch square and switches no more.
func TestMidBounceSwitch12AV12AMIDBOUNCE(t *testing.T) {
	tests := []struct {
		name, pieces string
		from         string
		has, not     []string
	}{
		// a1-a5 (4 squares) to the pawn a6, then a bishop line: d8 after 7,
		// h12 after 11, and one square of a bounce off the edge to i11.
		{name: "the queen's rook line goes on as a bishop line", pieces: "K@l12 q@a1 p@a6 k@l1", from: "a1",
			has: []string{"a1-a5-d8", "a1-a5-h12", "a1-a5-h12-i11", "a1-a5-c3"}, not: []string{"a1-a5-h12-j10"}},
		// a1-d4 (3 squares) to the pawn e5, then a rook line north or east.
		{name: "the queen's bishop line goes on as a rook line", pieces: "K@l12 q@a1 p@e5 k@l1", from: "a1",
			has: []string{"a1-d4-d12", "a1-d4-l4", "a1-d4-d1"}},
		{name: "a rook has no bishop lines", pieces: "K@l12 r@a1 p@a6 k@l1", from: "a1",
			not: []string{"a1-a5-d8", "a1-a5-c6"}},
		// The bishop c3 is the rook's one protector: it lends its lines.
		{name: "a rook a bishop empowers", pieces: "K@l12 r@a1 b@c3 p@a6 k@l1", from: "a1",
			has: []string{"a1-a5-d8^"}, not: []string{"a1-a5-c6^", "a1-a5-d8"}},
		// The knight b3 is the rook's one protector: it lends its moves.
		{name: "a rook a knight empowers", pieces: "K@l12 r@a1 n@b3 p@a6 k@l1", from: "a1",
			has: []string{"a1-a5-c6^", "a1-a5-b7^", "a1-a5-c4^"}, not: []string{"a1-a5-d8^", "a1-a5-b3^"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := pos12A(t, fen12A(tc.pieces))
			steps := v8Steps(t, p, tc.from)
			for _, s := range tc.has {
				assert.Contains(t, steps, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, steps, s)
			}
			// Every step reads back as itself, replays on the board and
			// is a bounce move (no double move's step).
			g := NewGame(p.Clone())
			for _, s := range Generate(p, nil) {
				if s&bitLineSwitch == 0 {
					continue
				}
				str := FormatStep(p, s)
				back, err := g.ParseStep(str)
				if err == nil { // the illegal ones are refused before the comparison
					assert.Equal(t, s, back, str)
				}
				assert.True(t, bouncedStep(p, s), "%s is a bounce move", str)
			}
		})
	}

	// Played: the wall is the whole path (start, both lines, not the
	// landing), and the turn ends; unmade, the position is as before.
	start := fen12A("K@l12 q@a1 p@a6 k@l1")
	g := play(t, start, "a1-a5-d8")
	assert.Equal(t, board.Queen, g.Pos.PieceAt(sqs(t, "d8")[0]).Type())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	assert.Contains(t, g.Pos.Format()+" ", " wall:3=a1a2a3a4a5b6c7/2 ")
	for len(g.undo) > 0 {
		g.Unmake()
	}
	assert.Equal(t, board.MustParse(start).Format(), g.Pos.Format())

	// The attack test sees it: the queen a1 checks the king d8 through a5
	// only by the switch, as generation finds it; a rook there does not.
	for _, tc := range []struct {
		pieces string
		check  bool
	}{{"K@d8 q@a1 p@a6 k@l1", true}, {"K@d8 r@a1 p@a6 k@l1", false}} {
		p := pos12A(t, fen12A(tc.pieces))
		gc := NewGame(p)
		assert.Equal(t, tc.check, gc.InCheck(board.Black), tc.pieces)
		byGen, _ := attackedByGeneration(p, board.White, sqs(t, "d8")[0], nil, gc.protection())
		assert.Equal(t, tc.check, byGen, tc.pieces)
	}
}
