package movegen

import (
	"strings"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLoopDeclareGeneration: V13-LOOP-DECLARE. Generation offers the
// shuttles: a one-square step or leap of the unit's pattern to a free
// square of its own level and back. Kings, paralyzed units and units
// already looping declare none; a rook (lines only) has no shuttle.
func TestLoopDeclareGeneration(t *testing.T) {
	knight := []string{"e5!loop:+1+2;-1-2", "e5!loop:+1-2;-1+2", "e5!loop:+2+1;-2-1", "e5!loop:+2-1;-2+1",
		"e5!loop:-1+2;+1-2", "e5!loop:-1-2;+1+2", "e5!loop:-2+1;+2-1", "e5!loop:-2-1;+2+1"}
	runSpecialCases(t, []specialCase{
		{name: "V13-LOOP-DECLARE a knight's leaps (not its one-way diagonal steps), not the king's steps, not a rook's lines",
			special: "loop", fen: lnFEN("K@p16 k@a1 l@e5 r@h3"), want: knight},
		{name: "V13-LOOP-DECLARE not onto another level, not onto a unit",
			special: "loop", fen: lnFEN("K@p16 k@a1 l@e5 p@f7", "level:d7=1"), want: []string{"e5!loop:+1-2;-1+2",
				"e5!loop:+2+1;-2-1", "e5!loop:+2-1;-2+1", "e5!loop:-1-2;+1+2", "e5!loop:-2+1;+2-1", "e5!loop:-2-1;+2+1"}},
		{name: "V13-LOOP-DECLARE not while paralyzed or looping",
			special: "loop", fen: lnFEN("K@p16 k@a1 l@e5 l@h8", "unit:{e5}/par=1,{h8}/loop/prog=+1+2;-1-2")},
	})
}

// TestLoopDeclareMake: V13-LOOP-DECLARE, V13-MONAD-PUBLIC's twin for loops
// (the program is in the position string for both sides to read). The
// unit keeps the program, the loop status, and position 0; no wall, it
// does not move.
func TestLoopDeclareMake(t *testing.T) {
	makeAndBack(t, lnFEN("K@p16 k@a1 l@e5"), "e5!loop:+1+2;-1-2", func(g *Game) {
		p := g.Pos
		u := bodyOn(t, p, "e5")
		assert.True(t, u.Has(board.StatusLoop))
		assert.Equal(t, []board.ProgStep{{DX: 1, DY: 2}, {DX: -1, DY: -2}}, p.Program(p.BodyAt(sqs(t, "e5")[0])))
		assert.Zero(t, u.ProgPos)
		assert.Contains(t, p.Format(), "/loop/prog=+1+2;-1-2")
		assert.Empty(t, stepsOf(t, p.Format(), "e5"), "out of its player's control")
	})
}

// knightShuttles is n knight shuttles (2n moves) as a program.
func knightShuttles(n int) string {
	return strings.TrimSuffix(strings.Repeat("+1+2;-1-2;", n), ";")
}

// TestLoopDeclareParse: V13-LOOP-DECLARE, V13-LOOP-LIMIT. Any program the
// rule allows is read, generated or not: a rook's square of lines, a
// chancellor's triangle of king steps; refused are loops that do not come
// back, steps that are not moves of the unit, a king's loop, and loops
// longer than 16 + 2 per lifetime capture (a knight with 2 captures loops
// 20, not 22; one with none 16, not 18).
func TestLoopDeclareParse(t *testing.T) {
	cases := []struct {
		name, fen, step, err string
	}{
		{"V13-LOOP-DECLARE a rook's square", lnFEN("K@p16 k@a1 r@e5"), "e5!loop:+0+2;+2+0;+0-2;-2+0", ""},
		{"V13-LOOP-DECLARE a chancellor's triangle", lnFEN("K@p16 k@a1 c@e5"), "e5!loop:+1+0;+0+1;-1-1", ""},
		{"V13-LOOP-DECLARE it must come back", lnFEN("K@p16 k@a1 r@e5"), "e5!loop:+0+2;+2+0", "must end on its start"},
		{"V13-LOOP-DECLARE each step a move of the unit", lnFEN("K@p16 k@a1 l@e5"), "e5!loop:+1+1;-1-1", "not a move of the knight"},
		{"V13-LOOP-DECLARE the path clear when declared", lnFEN("K@p16 k@a1 r@e5 p@e6"), "e5!loop:+0+2;+0-2", "not a move of the rook"},
		{"V13-LOOP-DECLARE kings cannot loop", lnFEN("K@p16 k@e5"), "e5!loop:+1+0;-1+0", "cannot loop"},
		{"V13-LOOP-LIMIT 16 moves without captures", lnFEN("K@p16 k@a1 l@e5"), "e5!loop:" + knightShuttles(8), ""},
		{"V13-LOOP-LIMIT not 18 without captures", lnFEN("K@p16 k@a1 l@e5"), "e5!loop:" + knightShuttles(9), "2 to 16"},
		{"V13-LOOP-LIMIT 20 moves after 2 captures", lnFEN("K@p16 k@a1 l@e5", "unit:{e5}/capl=2"), "e5!loop:" + knightShuttles(10), ""},
		{"V13-LOOP-LIMIT not 22 after 2 captures", lnFEN("K@p16 k@a1 l@e5", "unit:{e5}/capl=2"), "e5!loop:" + knightShuttles(11), "2 to 20"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if !parsesBack(t, tc.fen, tc.step, tc.err) {
				return
			}
			makeAndBack(t, tc.fen, tc.step, func(g *Game) {
				assert.True(t, bodyOn(t, g.Pos, "e5").Has(board.StatusLoop))
			})
		})
	}
	u := board.Unit{CapLifetime: 2}
	assert.Equal(t, 20, LoopLimit(&u), "V13-LOOP-LIMIT: a knight with 2 captures loops 16+4")
}

// TestLoopExec: V13-LOOP-EXEC. Once declared, the unit takes one loop step
// as each enemy ply ends, before its player's turn, going round its
// program; its moves build its wall as normal moves do; unmake restores
// everything.
func TestLoopExec(t *testing.T) {
	fen := lnFEN("K@p16 k@a1 r@e5")
	p := board.MustParse(fen)
	g := NewGame(p)
	playAll(t, g, "e5!loop:+0+2;+2+0;+0-2;-2+0", "0000")
	u := p.Unit(p.BodyAt(sqs(t, "e7")[0]))
	assert.Equal(t, board.Rook, u.Type, "the first loop step came before White's turn")
	assert.Equal(t, uint8(1), u.ProgPos)
	assert.Equal(t, sqs(t, "e5", "e6"), wallOf(p, p.BodyAt(sqs(t, "e7")[0])), "its wall, as a normal move's")
	playAll(t, g, "0000", "0000")
	assert.Equal(t, board.Rook, bodyOn(t, p, "g7").Type)
	playAll(t, g, "0000", "0000", "0000", "0000")
	assert.Equal(t, board.Rook, bodyOn(t, p, "e5").Type, "round the square and home")
	assert.Zero(t, bodyOn(t, p, "e5").ProgPos)
	for range 8 {
		g.Unmake()
	}
	assert.Equal(t, fen, p.Format())
}

// TestLoopStop: V13-LOOP-STOP ruling. A blocked step (a friend on the
// square, a wall, a king) or paralysis pauses the loop, which tries the
// same step next turn and resumes when the path clears; a step onto an
// enemy it could capture captures it.
func TestLoopStop(t *testing.T) {
	const loop = "/loop/prog=+0+2;+0-2"
	cases := []struct {
		name, fen string
		moved     bool
		at        string
	}{
		{"V13-LOOP-STOP a friend on the square pauses it", lnFEN("K@p16 k@a1 r@e5 p@e7", "unit:{e5}"+loop), false, "e5"},
		{"V13-LOOP-STOP a unit in the way pauses it", lnFEN("K@p16 k@a1 r@e5 P@e6", "unit:{e5}"+loop), false, "e5"},
		{"V13-LOOP-STOP paralysis pauses it", lnFEN("K@p16 k@a1 r@e5", "unit:{e5}/par=2"+loop), false, "e5"},
		{"V13-LOOP-STOP a king is never captured by a loop", lnFEN("K@e7 k@a1 r@e5", "unit:{e5}"+loop), false, "e5"},
		{"V13-LOOP-EXEC an enemy on the square is captured", lnFEN("K@p16 k@a1 r@e5 N@e7", "unit:{e5}"+loop), true, "e7"},
		{"V13-LOOP-EXEC a free square: it moves", lnFEN("K@p16 k@a1 r@e5", "unit:{e5}"+loop), true, "e7"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(strings.Replace(tc.fen, " w ", " b ", 1))
			g := NewGame(p)
			before := p.Format()
			playAll(t, g, "0000")
			u := bodyOn(t, p, tc.at)
			assert.Equal(t, board.Rook, u.Type)
			assert.Equal(t, board.White, u.Side)
			if tc.moved {
				assert.Equal(t, uint8(1), u.ProgPos)
			} else {
				assert.Zero(t, u.ProgPos, "paused: the same step next time")
			}
			g.Unmake()
			assert.Equal(t, before, p.Format())
		})
	}
	t.Run("V13-LOOP-STOP it resumes when the path clears", func(t *testing.T) {
		// A normal move would leave a wall behind; shadowing leaves none.
		p := board.MustParse(strings.Replace(lnFEN("K@p16 k@a1 r@e5 l@e7", "unit:{e5}"+loop), " w ", " b ", 1))
		g := NewGame(p)
		playAll(t, g, "0000")
		assert.Zero(t, bodyOn(t, p, "e5").ProgPos, "blocked by the knight")
		playAll(t, g, "e7!shadow", "0000")
		assert.Equal(t, board.Rook, bodyOn(t, p, "e7").Type, "the path cleared: it went on")
	})
}

// TestLoopRespawn: V13-LOOP-STOP ruling. Death ends a loop: the unit lies
// in its tomb with its program, and when it respawns it is its player's
// again (status and program cleared).
func TestLoopRespawn(t *testing.T) {
	fen := lnFEN("K@p16 k@a1", "tomb:c3=open/0/r300", "unit:300/loop/prog=+0+2;+0-2")
	makeAndBack(t, fen, "@c3", func(g *Game) {
		u := bodyOn(t, g.Pos, "c3")
		assert.False(t, u.Has(board.StatusLoop))
		assert.Zero(t, u.ProgLen)
	})
}

// TestLoopEnemyLegality: V13-LOOP-EXEC ruling. The enemy's ply is judged
// with the loop step that follows it: a ply after which the looped knight
// steps on, so that its old wall between a white rook and the black king
// dissolves (V13-WALL-LIFETIME), is illegal, as a ply leaving the king
// attacked is. (A looped unit itself
// attacks nothing: it is out of its player's control, and its loop never
// captures a king.)
func TestLoopEnemyLegality(t *testing.T) {
	fen := strings.Replace(lnFEN("K@h7 k@p1 r@a7 l@k3", "unit:{k3}/loop/prog=+1+2;-1-2", "wall:{k3}=d7"), " w ", " b ", 1)
	g := NewGame(board.MustParse(fen))
	assert.False(t, g.InCheck(board.Black), "the knight's wall covers the king now")
	_, err := g.ParseStep(NullString)
	assert.Error(t, err, "after the Null the knight leaps on, its wall on d7 goes, and the rook's line reaches h7")
	assert.NotEmpty(t, g.Legal(0, nil), "some turn gets the king out of that line")
}

// TestLoopDeclareUndoV13LOOPDECLARE: a Loop declaration where no unit
// holds a program is undone from the logs, without a copy of the position
// (its status from the field log, its program dropped from the pool);
// where one does (its loop steps and monads run at the ply's end, on a
// copy), it keeps its copy. Either way Unmake gives back the position,
// its keys and an empty or full program pool.
func TestLoopDeclareUndoV13LOOPDECLARE(t *testing.T) {
	tests := []struct {
		name   string
		before []string
		copied bool
	}{
		{name: "V13-LOOP-DECLARE no program on the board: from the logs"},
		{name: "V13-LOOP-DECLARE a loop declared before: from a copy", before: []string{"h3!loop:+1+2;-1-2", "0000"}, copied: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(lnFEN("K@p16 k@a1 l@e5 l@h3"))
			g := NewGame(p)
			playAll(t, g, tt.before...)
			before, hash, rep, pool := p.Format(), p.Hash(), p.RepetitionHash(), p.HasPrograms()
			s, err := g.ParseStep("e5!loop:+1+2;-1-2")
			require.NoError(t, err)
			g.Make(s)
			assert.Equal(t, tt.copied, g.undo[len(g.undo)-1].snap != nil, "copied")
			assert.True(t, p.Unit(p.BodyAt(sqs(t, "e5")[0])).Has(board.StatusLoop))
			assert.Equal(t, p.ComputeHash(), p.Hash())
			g.Unmake()
			assert.Equal(t, before, p.Format())
			assert.Equal(t, hash, p.Hash())
			assert.Equal(t, rep, p.RepetitionHash())
			assert.Equal(t, pool, p.HasPrograms(), "the program pool")
			require.NoError(t, p.Validate())
		})
	}
}
