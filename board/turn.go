package board

import "fmt"

// TurnMode is the step budget a turn is running under (catalog Q2).
type TurnMode uint8

const (
	TurnFresh    TurnMode = iota // no step made yet this turn
	TurnSingle                   // one step made; the turn may only end
	TurnDouble                   // Double Move: 2 plain steps (V13-DOUBLEMOVE)
	TurnMarch                    // Knight's March: up to 4 plain steps (V13-KNIGHT-MARCH)
	TurnMulti                    // multimove: 1 + awards steps (V13-MULTIMOVE)
	TurnAccel                    // Pawn Acceleration after a capture (V13-PAWN-ACCEL)
	TurnStack                    // pawn stack of N: N steps (V13-PAWN-STACK)
	TurnMassJump                 // Mass Jump: each frog of a split stack moves once (V13-FROG-MASSJUMP)
	numTurnModes
)

var turnModeNames = [numTurnModes]string{"fresh", "single", "double", "march", "multi", "accel", "stack", "massjump"}

func (m TurnMode) String() string {
	if m < numTurnModes {
		return turnModeNames[m]
	}
	return fmt.Sprintf("turnmode(%d)", uint8(m))
}

// Turn flags.
const (
	TurnCaptured    uint8 = 1 << iota // a capture was made this turn
	TurnAccelUsed                     // the one Pawn Acceleration of the turn was taken
	numTurnFlagBits = iota
)

var turnFlagNames = [numTurnFlagBits]string{"cap", "acc"}

// TurnState is the state inside a turn that holds several steps (catalog Q2):
// which unit is acting, from which square it started, under which budget,
// how many steps it made and how many it may still make. With Actor == 0 the
// side to move has not stepped yet. The squares walked so far in the action
// (which become the actor's wall when the action ends, Q6) are
// Position.trail; From is kept apart because a teleport walks no squares, and
// the turn's start position (the board with the actor back on From) decides
// Empower and Guards for the whole turn (catalog Q7). All of it is in the
// hash.
type TurnState struct {
	Actor UnitID
	From  Square
	Mode  TurnMode
	Done  uint8
	Left  uint8
	Flags uint8
}

// InProgress reports a turn that has made at least one step and not ended.
func (t TurnState) InProgress() bool { return t.Actor != 0 }
