package protocol

import (
	"strings"
	"testing"
	"time"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runScript runs the engine on script and returns its output.
func runScript(t *testing.T, script string) string {
	t.Helper()
	var out strings.Builder // the engine's writer locks it (lockedWriter); read after Run
	ran := make(chan error, 1)
	go func() { ran <- New(&out).Run(strings.NewReader(script)) }()
	select {
	case err := <-ran:
		require.NoError(t, err)
	case <-time.After(60 * time.Second):
		t.Fatal("Run did not return")
	}
	return out.String()
}

// TestUCIVariantV8Start: uci offers UCI_Variant as Fairy-Stockfish does;
// setoption chooses 8.0, startpos is then its start (V8-START), which d
// shows with its position string; the first turn offered is a pawn move
// (V8-FIRST-MOVE) and go answers one; a FEN without a variant section is
// read in the chosen variant; back to frozenchess, startpos is 13.0's.
func TestUCIVariantV8Start(t *testing.T) {
	out := runScript(t, "uci\nsetoption name UCI_Variant value frozenchess8\nposition startpos\nd\nlegalmoves\ngo depth 1\nd\n"+
		"position fen "+strings.TrimSuffix(board.StartFEN8, " variant:frozenchess8")+" moves h4-h5\nd\n"+
		"setoption name UCI_Variant value frozenchess\nposition startpos\nd\n")
	assert.Contains(t, out, "option name UCI_Variant type combo default frozenchess var frozenchess var frozenchess8 var frozenchess12a var frozenchess12b var frozenchess12c\n")
	assert.Contains(t, out, "Fen: "+board.StartFEN8+"\n")
	assert.Contains(t, out, " 16  R  N  B  D  J  C  T  Q  K  T  C  J  D  B  N  R  16")
	assert.Contains(t, out, "  1  r  n  b  d  j  c  t  q  k  t  c  j  d  b  n  r  1")
	assert.Contains(t, out, "info string 32 legal turns\n", "16 pawns, one or two squares (V8-FIRST-MOVE)")
	i := strings.Index(out, "bestmove ")
	require.GreaterOrEqual(t, i, 0, out)
	best := strings.Fields(out[i:])[1]
	p := board.StartPositionOf(board.FrozenChess8)
	from, err := board.ParseSquare(strings.Split(best, "-")[0])
	require.NoError(t, err, best)
	assert.Equal(t, board.Pawn, p.PieceAt(from).Type(), "the first turn moves a pawn: %s", best)
	assert.Contains(t, out, "/16/7p8/ppppppp1pppppppp/")
	assert.Contains(t, out, " b variant:frozenchess8 id:", "the FEN was read as 8.0")
	assert.Contains(t, out, "Fen: "+board.StartFEN+"\n", "back to 13.0")
}

// TestUCIVariantErrorsV8VictoryDraw: an unknown variant is a clear error
// and changes nothing; 8.0 has no Null move (V8-VICTORY-DRAW), and uci
// does not list the 300-move rule's switch in it.
func TestUCIVariantErrorsV8VictoryDraw(t *testing.T) {
	out := runScript(t, "setoption name UCI_Variant value chess\nposition startpos\nd\n"+
		"setoption name UCI_Variant value frozenchess8\nposition startpos moves h4-h5,0000\nposition startpos moves h4-h5 h13-h12 0000\nuci\n")
	assert.Contains(t, out, `info string error: setoption UCI_Variant: unknown variant "chess" (variants: frozenchess, frozenchess8, frozenchess12a, frozenchess12b, frozenchess12c)`)
	assert.Contains(t, out, "Fen: "+board.StartFEN+"\n")
	assert.Contains(t, out, `"0000": step "0000" is not possible: FrozenChess 8.0 has no Null move`)
	assert.NotContains(t, out, "option name Rule300")
}

// TestUCIVariant12AV12ASTART: setoption chooses the 12x12 text 002,
// startpos is its start (V12A-START), which d draws as 12 ranks of files
// a-l with its position string; perft 1 counts its turns and go answers a
// legal one; a 16-rank board is refused in it.
func TestUCIVariant12AV12ASTART(t *testing.T) {
	out := runScript(t, "uci\nsetoption name UCI_Variant value frozenchess12a\nposition startpos\nd\nperft 1\n"+
		"isready\ngo movetime 300\nposition fen "+strings.TrimSuffix(board.StartFEN, " w")+" w\n")
	assert.Contains(t, out, "var frozenchess12a ")
	require.Contains(t, out, "Fen: "+board.StartFEN12A+"\n")
	require.Contains(t, out, "     a  b  c  d  e  f  g  h  i  j  k  l \n 12  R  N  B  D  J  Q  K  J  D  B  N  R  12\n")
	assert.Contains(t, out, "  1  r  n  b  d  j  q  k  j  d  b  n  r  1\n")
	drawing := out[strings.Index(out, "     a  b"):strings.Index(out, "Fen: ")]
	assert.NotContains(t, drawing, " 13 ", "no rank 13 on a 12x12 board")
	assert.Contains(t, out, "Nodes searched: 457\n", "pinned by TestPerft12AV12ASTART")
	i := strings.Index(out, "bestmove ")
	require.GreaterOrEqual(t, i, 0, out)
	best := strings.Fields(out[i:])[1]
	p := board.StartPositionOf(board.FrozenChess12A)
	from, ok := board.LeadingSquare(best) // a step or a King's Exchange (g1!exchange-...)
	require.True(t, ok, best)
	assert.True(t, p.PieceAt(from) != board.NoPiece && p.PieceAt(from).Side() == board.White, "a white unit moves: %s", best)
	assert.Contains(t, out, "want 12 ranks separated by '/', got 16")
}

// TestUCIVariant12BV12BSTART: setoption chooses the 12x12 text 003,
// startpos is its start (V12B-START), which d draws as 12 ranks of files
// a-l with its position string; perft 1 and 2 count its turns as
// TestPerft12BV12BSTART pins them, and go movetime answers a legal turn,
// which the rules core plays from the start.
func TestUCIVariant12BV12BSTART(t *testing.T) {
	out := runScript(t, "uci\nsetoption name UCI_Variant value frozenchess12b\nposition startpos\nd\nperft 1\nisready\n"+
		"perft 2\nisready\ngo movetime 300\nisready\n")
	assert.Contains(t, out, "var frozenchess12b ")
	require.Contains(t, out, "Fen: "+board.StartFEN12B+"\n")
	require.Contains(t, out, "     a  b  c  d  e  f  g  h  i  j  k  l \n 12  R  N  B  D  J  Q  K  J  D  B  N  R  12\n")
	assert.Contains(t, out, "  1  r  n  b  d  j  q  k  j  d  b  n  r  1\n")
	assert.Contains(t, out, "Nodes searched: 497\n", "pinned by TestPerft12BV12BSTART")
	assert.Contains(t, out, "Nodes searched: 246590\n", "pinned by TestPerft12BV12BSTART")
	i := strings.Index(out, "bestmove ")
	require.GreaterOrEqual(t, i, 0, out)
	best := strings.Fields(out[i:])[1]
	g := movegen.NewGame(board.StartPositionOf(board.FrozenChess12B))
	require.NoError(t, g.PlayTurn(best), "a legal turn: %s", best)
	assert.Equal(t, board.Black, g.Pos.SideToMove())
}

// TestUCIVariant12CV12CSTART: setoption chooses the 12x12 text 004,
// startpos is its start (V12C-START), which d draws as 12 ranks of files
// a-l with its position string; perft 1 and 2 count its turns (pinned by
// TestPerft12CV12CSTART), go movetime answers a legal turn, and a legal
// turn of the start is played into the position; the Null move is refused
// (V12C-DRAW, V12C-MISSING).
func TestUCIVariant12CV12CSTART(t *testing.T) {
	out := runScript(t, "uci\nsetoption name UCI_Variant value frozenchess12c\nposition startpos\nd\nperft 1\nperft 2\n"+
		"isready\ngo movetime 1000\nposition startpos moves f2-f3,f3-f4\nd\nposition startpos moves 0000\n")
	require.Contains(t, out, "Fen: "+board.StartFEN12C+"\n")
	require.Contains(t, out, "     a  b  c  d  e  f  g  h  i  j  k  l \n 12  R  N  B  D  J  Q  K  J  D  B  N  R  12\n")
	assert.Contains(t, out, "  1  r  n  b  d  j  q  k  j  d  b  n  r  1\n")
	assert.Contains(t, out, "Nodes searched: 363\n", "perft 1, pinned by TestPerft12CV12CSTART")
	assert.Contains(t, out, "Nodes searched: 131096\n", "perft 2, pinned by TestPerft12CV12CSTART")
	i := strings.Index(out, "bestmove ")
	require.GreaterOrEqual(t, i, 0, out)
	best := strings.Fields(out[i:])[1]
	g := movegen.NewGame(board.StartPositionOf(board.FrozenChess12C))
	require.NoError(t, g.PlayTurn(best), "bestmove %s is a legal 12C turn", best)
	assert.Contains(t, out, "Fen: RNBDJQKJDBNR/PPPPPPPPPPPP/12/12/12/12/12/12/5p6/12/ppppp1pppppp/rnbdjqkjdbnr b variant:frozenchess12c ", "the pawn's double move")
	assert.Contains(t, out, "FrozenChess 12C has no Null move")
}
