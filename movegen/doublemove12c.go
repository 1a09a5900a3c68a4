package movegen

import "github.com/frozenchess/engine/board"

// The double move of FrozenChess 12C (V12C-DOUBLEMOVE, 004:11;
// board.MechDoubleMoveNative): a piece or pawn that captures on neither
// step may move twice; the second step uses its native movement only, so
// an empowered piece may use a move of its empowerer (and a jester a
// borrowed move, V12C-JESTER) as its first step only; kings and queens
// never double move (V12C-QUEEN ruling: one knight, bishop or rook move).
// By the row's ruling neither step captures: a capture ends the turn (as in
// 13.0), and a double move's second step is plain (no
// MechDoubleMoveCapture). stepBudget gives kings and queens one step, and
// unitSteps leaves a second step's empowered patterns out.

// nativeSecondStep reports that the turn in progress is a 12C double move,
// whose next step uses native patterns only.
func nativeSecondStep(p *board.Position) bool {
	return p.Variant.Has(board.MechDoubleMoveNative) && p.Turn().Actor != 0
}
