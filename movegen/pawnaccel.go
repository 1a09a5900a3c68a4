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
	return s.Kind() == KindCapture && pc.Type() == board.Pawn && pc&(board.PieceStack|board.PieceBox) == 0 &&
		!p.Variant.Has(board.MechPawnAccelV8) // 8.0 accelerates by awards instead (below)
}

// accelerate opens the extra move after the pawn's capture on s.To().
func accelerate(p *board.Position, s Step, actor board.UnitID) {
	must(p.SetTurn(board.TurnState{Actor: actor, From: s.To(), Mode: board.TurnAccel, Done: 1, Left: 2,
		Flags: board.TurnCaptured | board.TurnAccelUsed}), "accelerate", s)
}

// Pawn Acceleration in FrozenChess 8.0 (V8-PAWN-ACCEL, board.MechPawnAccelV8):
// "for each capture of pawn in pawn form, pawn gains +1 move per turn
// (non-restricted multimove)". Each pawn a pawn captures while it is a pawn
// is one multimove award (Unit.Awards, the field V13-MM-AWARD's awards live
// in: a pawn earns none of those), so its turns hold 1 + awards steps as a
// multimove does (V13-MULTIMOVE: plain steps, the last of which may capture
// and ends it). The awards go on promotion (promote, game.go) and stay in
// the tomb (V8-MM-TOMB keeps every unit's awards there). No extra move comes
// in the capturing turn itself: 13.0's one extra move is off (accelCandidate).

// An 8.0 pawn's capture of a pawn is one more acceleration award (the
// capture's credit, countCapture).
func init() { registerCaptureCredit(board.MechPawnAccelV8, creditPawnAccel) }

// creditPawnAccel gives the capturer one more 8.0 acceleration award for a
// capture of a victim-type unit, if it is a pawn's capture of a pawn.
func creditPawnAccel(p *board.Position, actor board.UnitID, a *board.Unit, victim board.UnitType, s Step) {
	if a.Type == board.Pawn && victim == board.Pawn {
		must(p.SetField(actor, board.FAwards, uint32(min(int(a.Awards)+1, 255))), "credit", s)
	}
}

// dropPawnAwards takes a promoted pawn's acceleration away ("the ability to
// multimove stops on promotion"), logged so that Unmake gives it back.
func (g *Game) dropPawnAwards(actor board.UnitID) {
	if g.Pos.Variant.Has(board.MechPawnAccelV8) && g.Pos.Unit(actor).Awards > 0 {
		g.setLogged(actor, board.FAwards, 0)
	}
}
