package movegen

import "github.com/frozenchess/engine/board"

// Pawn Acceleration (V13-PAWN-ACCEL): a pawn whose turn begins with a
// capture and which is still a pawn after it (it took a pawn or an egg, and
// did not promote on its last rank) may make one extra move in the same
// turn: one step that may capture, or two plain steps (a Double Move);
// catalog Q2. The extra move's capture ends the turn and gives no further
// extra move; the player may also end the turn after the capture (End).
// Not for fused pawns (a stack is no pawn), not after taking a king (the
// game is over), and not for a besieged pawn (V13-ROOK-SIEGE ruling).
// The turn runs in mode accel (board.TurnAccel) with the acc flag; its From
// is the capture's square, where the protection state of the extra move is
// judged afresh (protection.go).

// accelCandidate reports a capture step by a lone pawn, one that may earn
// an extra move (judged before the step is made).
func accelCandidate(p *board.Position, s Step) bool {
	pc := p.PieceAt(s.From())
	return s.Kind() == KindCapture && pc.Type() == board.Pawn && pc&(board.PieceStack|board.PieceBox) == 0
}

// accelerate opens the extra move after the pawn's capture on s.To().
func accelerate(p *board.Position, s Step, actor board.UnitID) {
	must(p.SetTurn(board.TurnState{Actor: actor, From: s.To(), Mode: board.TurnAccel, Done: 1, Left: 2,
		Flags: board.TurnCaptured | board.TurnAccelUsed}), "accelerate", s)
}
