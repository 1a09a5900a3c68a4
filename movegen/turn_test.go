package movegen

import (
	"sort"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sqs(t *testing.T, names ...string) []board.Square {
	t.Helper()
	out := make([]board.Square, len(names))
	for i, n := range names {
		s, err := board.ParseSquare(n)
		require.NoError(t, err)
		out[i] = s
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// wallOf lists the wall squares of a unit, sorted.
func wallOf(p *board.Position, id board.UnitID) []board.Square {
	w := p.WallSquares(id, nil)
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	return w
}

// play plays turn tokens and checks the position stays valid.
func play(t *testing.T, fen string, turns ...string) *Game {
	t.Helper()
	g := NewGame(board.MustParse(fen))
	for _, tok := range turns {
		require.NoError(t, g.PlayTurn(tok), tok)
		require.NoError(t, g.Pos.Validate(), tok)
	}
	return g
}

// nextSteps lists the notation of the pseudo-legal steps now (End included).
func nextSteps(g *Game) []string {
	var out []string
	for _, s := range Generate(g.Pos, nil) {
		out = append(out, FormatStep(g.Pos, s))
	}
	sort.Strings(out)
	return out
}

// A lone white rook on a1 (id 2), kings on i16 (id 1) and i1 (id 3).
const rookFEN = "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/r7k7 w"

// V13-DOUBLEMOVE, V13-TURN: after a plain first step the same unit may make a
// second plain step, or end the turn; nothing else may act.
func TestDoubleMoveContinuation(t *testing.T) {
	g := NewGame(board.MustParse(rookFEN))
	s, err := g.ParseStep("a1-a5")
	require.NoError(t, err)
	g.Make(s)
	assert.Equal(t, board.TurnState{Actor: 2, Mode: board.TurnDouble, Done: 1, Left: 1}, g.Pos.Turn())
	assert.Equal(t, board.White, g.Pos.SideToMove())
	for _, str := range nextSteps(g) {
		if str != EndString {
			assert.Equal(t, "a5", str[:2], "only the actor steps on: %s", str)
		}
	}
	assert.Contains(t, nextSteps(g), EndString)
	assert.NotContains(t, nextSteps(g), NullString, "no Null inside a turn")
	// The second step ends the turn by itself.
	s2, err := g.ParseStep("a5-e5")
	require.NoError(t, err)
	g.Make(s2)
	assert.Equal(t, board.TurnState{}, g.Pos.Turn())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	assert.Equal(t, uint32(1), g.Pos.Ply())
}

// V13-DOUBLEMOVE: neither step of a Double Move may capture; a capture is a
// turn of its own and ends it at once.
func TestDoubleMoveNoCaptureSecondStep(t *testing.T) {
	fen := "8K7/16/16/16/16/16/16/P15/16/16/16/4P11/16/16/16/r7k7 w" // black pawns a9 (id 2), e5 (id 3)
	g := NewGame(board.MustParse(fen))
	require.NoError(t, g.PlayTurn("a1-a5"), "a plain step, then End")
	g = NewGame(board.MustParse(fen))
	s, err := g.ParseStep("a1-a5")
	require.NoError(t, err)
	g.Make(s)
	assert.NotContains(t, nextSteps(g), "a5xe5")
	assert.Contains(t, nextSteps(g), "a5-d5")
	// A capture as the first step ends the turn.
	g = NewGame(board.MustParse(fen))
	s, err = g.ParseStep("a1xa9")
	require.NoError(t, err)
	g.Make(s)
	assert.Equal(t, board.TurnState{}, g.Pos.Turn())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	assert.Equal(t, board.LocTomb, g.Pos.Unit(2).Loc, "the victim lies in the tomb under its capturer")
}

// V13-DOUBLEMOVE-CHECK: giving check is a normal move, so the turn goes on.
func TestDoubleMoveCheck(t *testing.T) {
	g := NewGame(board.MustParse(rookFEN))
	s, err := g.ParseStep("a1-a16")
	require.NoError(t, err)
	g.Make(s)
	assert.True(t, g.InCheck(board.Black), "the rook on a16 checks the king on i16")
	assert.Equal(t, board.UnitID(2), g.Pos.Turn().Actor, "the turn goes on")
	assert.Contains(t, nextSteps(g), "a16-a15")
}

// V13-KNIGHT-MARCH: a knight may make up to 4 plain steps in one turn; the
// fourth ends it. A capture is not allowed inside the March.
func TestKnightMarch(t *testing.T) {
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/l7k7 w" // knight a1 = id 2
	g := NewGame(board.MustParse(fen))
	for i, str := range []string{"a1-b3", "b3-c5", "c5-d7", "d7-e9"} {
		s, err := g.ParseStep(str)
		require.NoError(t, err, str)
		g.Make(s)
		if i < 3 {
			assert.Equal(t, board.TurnState{Actor: 2, Mode: board.TurnMarch, Done: uint8(i + 1), Left: uint8(3 - i)}, g.Pos.Turn(), str)
		}
	}
	assert.Equal(t, board.TurnState{}, g.Pos.Turn())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	// Walls: the start and the three intermediate landings; not the end (e9).
	assert.Equal(t, sqs(t, "a1", "b3", "c5", "d7"), wallOf(g.Pos, 2))

	// No capture inside the March: from b3 the knight could take the pawn on d4.
	g = NewGame(board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/3P12/16/16/l7k7 w"))
	s, err := g.ParseStep("a1-b3")
	require.NoError(t, err)
	g.Make(s)
	assert.NotContains(t, nextSteps(g), "b3xd4")
	assert.Contains(t, nextSteps(g), "b3-c5")
}

// V13-MULTIMOVE: a unit with k awards makes up to 1+k steps; every step but
// the last is plain, and a capture may come at any step and ends the turn.
func TestMultimove(t *testing.T) {
	// White rook a1 (id 3) with 2 awards; black pawns a9 (id 2).
	fen := "8K7/16/16/16/16/16/16/P15/16/16/16/16/16/16/16/r7k7 w unit:3/mm=2"
	g := NewGame(board.MustParse(fen))
	s, err := g.ParseStep("a1-b1")
	require.NoError(t, err)
	g.Make(s)
	assert.Equal(t, board.TurnState{Actor: 3, Mode: board.TurnMulti, Done: 1, Left: 2}, g.Pos.Turn())
	assert.Contains(t, nextSteps(g), "b1-b9", "plain second step")
	s, err = g.ParseStep("b1-b2")
	require.NoError(t, err)
	g.Make(s)
	assert.Equal(t, board.TurnState{Actor: 3, Mode: board.TurnMulti, Done: 2, Left: 1}, g.Pos.Turn())
	s, err = g.ParseStep("b2-a2")
	require.NoError(t, err)
	g.Make(s)
	// Three steps used: the turn is over.
	assert.Equal(t, board.TurnState{}, g.Pos.Turn())

	// A capture as the second step ends the multimove.
	g = NewGame(board.MustParse(fen))
	s, _ = g.ParseStep("a1-a2")
	g.Make(s)
	require.Contains(t, nextSteps(g), "a2xa9")
	s, err = g.ParseStep("a2xa9")
	require.NoError(t, err)
	g.Make(s)
	assert.Equal(t, board.TurnState{}, g.Pos.Turn())
	assert.Equal(t, board.Black, g.Pos.SideToMove())
}

// V13-NULLMOVE: a pass is a ply; it is not allowed in check or inside a turn,
// nor when the end of the ply it makes blows up the king.
func TestNullMove(t *testing.T) {
	g := play(t, rookFEN, NullString)
	assert.Equal(t, board.Black, g.Pos.SideToMove())
	assert.True(t, g.Pos.LastNull())
	assert.Equal(t, uint32(1), g.Pos.Ply())
	require.NoError(t, g.PlayTurn("i16-h16"))
	assert.False(t, g.Pos.LastNull())
	// In check, no Null.
	checked := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8k6R w" // black rook p1 checks i1
	g = NewGame(board.MustParse(checked))
	for _, s := range g.Legal(0, nil) {
		assert.NotEqual(t, KindNull, s.Kind())
	}
	err := g.PlayTurn(NullString)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Null move cannot leave the king in check")
	// Not when the turn's end blows up the king (V13-TOMB-ROT): the tomb on
	// c2 rots away as White's ply ends, as the king below it cannot climb
	// to capture there, and its blast reaches the king on b1. A long random
	// game found Null listed as legal here.
	rotting := "15K/16/16/16/16/16/16/16/16/16/16/16/16/16/16/1k14 w level:c2=1 tomb:c2=active/39/P10"
	g = NewGame(board.MustParse(rotting))
	var legal []string
	for _, s := range g.Legal(0, nil) {
		legal = append(legal, FormatStep(g.Pos, s))
	}
	assert.ElementsMatch(t, []string{"b1-b2", "b1-a1", "b1-a2"}, legal, "b1-b2 goes on out of the blast, b2-a3")
	err = g.PlayTurn(NullString)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "it blows up the white king")
}

// V13-WALL-CREATE, V13-WALL-LIFETIME, V13-WALL-BLOCK: a finished movement
// turns its start and path into its unit's wall (not the final square); the
// unit's next movement dissolves it; walls block every line, the owner's too.
func TestWalls(t *testing.T) {
	g := play(t, rookFEN, "a1-a5")
	assert.Equal(t, sqs(t, "a1", "a2", "a3", "a4"), wallOf(g.Pos, 2))
	// A double move: both paths and the intermediate landing, not the end.
	g = play(t, rookFEN, "a1-a5,a5-e5")
	assert.Equal(t, sqs(t, "a1", "a2", "a3", "a4", "a5", "b5", "c5", "d5"), wallOf(g.Pos, 2))
	// The next movement of the same unit dissolves the old wall.
	g = play(t, rookFEN, "a1-a5", NullString, "a5-e5")
	assert.Equal(t, sqs(t, "a5", "b5", "c5", "d5"), wallOf(g.Pos, 2))
	// Walls block the owner: from a5 the rook cannot go back down.
	g = play(t, rookFEN, "a1-a5", NullString)
	for _, str := range nextSteps(g) {
		assert.NotContains(t, []string{"a5-a4", "a5-a3", "a5-a2", "a5-a1"}, str)
	}
	assert.Contains(t, nextSteps(g), "a5-a6")
	// ... and the enemy: a black rook on c2 going west stops at the wall on a2
	// (and may bounce off it).
	// Black rook c2 = id 2, white rook a1 = id 3, white pawn d1 shields the king.
	g = NewGame(board.MustParse("8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/2R13/r2p4k7 w"))
	require.NoError(t, g.PlayTurn("a1-a5"))
	steps := nextSteps(g)
	assert.Contains(t, steps, "c2-b2")
	assert.NotContains(t, steps, "c2-a2", "a2 is a wall")
	assert.Contains(t, steps, "c2-b2-b1", "it may bounce off the wall at b2")
}

// V13-WALL-LEAP: leapers jump over walls but never land on one; a leap
// builds a wall only on its start square.
func TestWallLeap(t *testing.T) {
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/l7k7 w wall:1=b3c2"
	p := board.MustParse(fen)
	g := NewGame(p)
	steps := nextSteps(g)
	assert.NotContains(t, steps, "a1-b3", "b3 is a wall")
	assert.NotContains(t, steps, "a1-c2", "c2 is a wall")
	g = play(t, "8K7/16/16/16/16/16/16/16/16/16/16/16/16/1R14/16/l7k7 w wall:1=a2b1", "a1-c2")
	assert.Equal(t, sqs(t, "a1"), wallOf(g.Pos, 3), "a leap walls only its start square")
}

// Q8: no step may leave the mover's king attacked; a king in check cannot
// step onto an attacked square (V13-KING-INCHECK).
func TestLegalityKingSafety(t *testing.T) {
	// Black knight f4 attacks e2; the black rook p1 checks the white king e1.
	fen := "8K7/16/16/16/16/16/16/16/16/16/16/16/5L10/16/16/4k10R w"
	legal := legalOf(t, fen, "e1")
	assert.NotContains(t, legal, "e1-e2", "in check: no step into the knight's attack")
	assert.NotContains(t, legal, "e1-f1", "still on the rook's rank")
	assert.Contains(t, stepsOf(t, fen, "e1"), "e1-e2", "pseudo-legal, but attacked")
	// A pinned bishop: moving off the file exposes the king to the rook.
	// A queen pins, not a rook: a rook would besiege the bishop
	// (V13-ROOK-SIEGE), whose single step then ends the turn and walls i5.
	pinned := "K15/16/16/16/8Q7/16/16/16/16/16/16/8b7/16/16/16/8k7 w" // black queen i12, white bishop i5, white king i1
	legal = legalOf(t, pinned, "i5")
	assert.Subset(t, legal, []string{"i5-i4", "i5-i6", "i5-a13-d16-i11"}, "steps that stay on or come back to the file")
	assert.NotContains(t, legal, "i5-j6", "leaving the file exposes the king")
	assert.NotContains(t, legal, "i5-h4")
	assert.Contains(t, stepsOf(t, pinned, "i5"), "i5-j6")
}

// Turn tokens: malformed, impossible, illegal and overlong turns are refused
// with a precise error, and nothing is played.
func TestPlayTurnErrors(t *testing.T) {
	tests := []struct{ name, fen, turn, want string }{
		{"empty", rookFEN, "", "empty turn"},
		{"bad square", rookFEN, "a1-a17", "rank 17 is not in 1-16"},
		{"one square", rookFEN, "a1", "want a start and an end square"},
		{"bad separator", rookFEN, "a1+a5", "want '-', 'x', '~', '*' or '#'"},
		{"separator without a square", rookFEN, "a1x", `a square must follow 'x'`},
		{"separator without a square before the promotion", rookFEN, "a1-=Q", `a square must follow '-'`},
		{"bad promotion", rookFEN, "a1-a5=K", "not a type a pawn promotes to"},
		{"impossible", rookFEN, "a1-b2", `"a1-b2" is not possible for white`},
		{"three steps", rookFEN, "a1-a5,a5-a6,a6-a7", "one step too many"},
		{"wrong unit second", rookFEN, "a1-a5,i1-i2", "goes on"},
		{"unknown special move", rookFEN, "a1!fly", `unknown special move "fly" (known: raise, lower, flood`},
		{"special move without its target", rookFEN, "a1!flood", "flood needs a target square"},
		{"special move with a target it takes not", rookFEN, "a1!raise-a2", "raise takes no target square"},
		{"special move from a bad square", rookFEN, "z1!raise", "starts with its unit's square"},
		{"special move no unit can make", rookFEN, "a2!raise", `"a2!raise" is not possible`},
		{"a turn that cannot end where the token stops (Q8: End dissolves the wall that shields the king)",
			deadEndFEN, "h13-i11", `turn "h13-i11" cannot end there: step "end" is illegal: it leaves the black king in check`},
		{"into check while in check", "8K7/16/16/16/16/16/16/16/16/16/16/16/5L10/16/16/4k10R w", "e1-e2", "leaves the white king in check"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.fen)
			before := p.Format()
			g := NewGame(p)
			err := g.PlayTurn(tc.turn)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Equal(t, before, p.Format(), "nothing was played")
		})
	}
}

// V13-PAWN-PROMO-CAPTURE: a pawn that takes a Queen's Shadow token or an
// Illusion stays a pawn (no unit becomes a token), and on the last rank it
// promotes as after any pawn capture.
func TestPawnCapturesTokens(t *testing.T) {
	fen := "K15/16/16/16/16/16/16/16/16/16/16/3S1I10/4p11/16/16/15k w" // pawn e4 (id 4)
	assert.Equal(t, sorted("e4-e5", "e4xd5", "e4xf5"), stepsOf(t, fen, "e4"))
	g := play(t, fen, "e4xd5")
	assert.Equal(t, board.Pawn, g.Pos.Unit(4).Type)
	last := "K2S12/4p11/16/16/16/16/16/16/16/16/16/16/16/16/16/15k w" // token d16, pawn e15
	steps := stepsOf(t, last, "e15")
	assert.Contains(t, steps, "e15xd16=Q")
	assert.NotContains(t, steps, "e15xd16")
}
