// Package movegen generates FrozenChess 13.0 steps: the native movement and
// captures of the 15 unit types, the turn model that holds several steps,
// walls, legality, make/unmake and perft (catalog Part 3 Q2, Q6-Q9).
package movegen

import "github.com/frozenchess/engine/board"

// Step is one elementary move inside a turn, packed in 64 bits so that move
// lists are plain arrays. A line step stores its start, first direction,
// length and (for orthogonal bounces) the left/right choice at each bounce;
// the path is replayed from these on the position it was generated for, so
// two steps with the same start and end but different paths differ.
//
//	bits  0-7  from square
//	bits  8-15 to square
//	bits 16-19 kind (Move, Capture, Shot, WallHit, End, Null)
//	bits 20-23 pattern (how the unit moved)
//	bits 24-26 first direction of a line, nightrider vector, slide diagonal;
//	           bits 24-31 name a special move (KindSpecial)
//	bits 27-32 path length in squares (jumps for a nightrider)
//	bits 33-48 bounce choices of an orthogonal line (bit i: right turn at bounce i);
//	           for a templar slide, bit 0 picks the side step;
//	           a special move's argument (Arg)
//	bits 49-53 promotion type (0 = none)
//	bit  54    the unit moves with its empowered pattern (V13-EMPOWER)
//	bit  55    a line met a Distract square (distract.go)
//	bit  56    the step is made by an enemy unit under Mind Control
//	           (V13-MINDCONTROL, mindcontrol.go): the rest is that unit's step
//	bit  57    a 12A rook's line that pushes at its end (V12A-ROOK-PUSH,
//	           rookpush12.go); bits 58-60 the push's direction
//	bit  61    a line that ends with a knight move from its last bounce square
//	           (V12A-MIDBOUNCE, midbounce12.go): its length counts the squares
//	           walked up to that square, To is the knight move's landing
//	bit  62    a line that goes on as the other line type from a bounce
//	           square (V12A-MIDBOUNCE, midbounce12.go): bits 45-48 (the top
//	           of the bounce choices, which a 12x12 line never reaches) the
//	           squares walked up to that square, bits 58-60 the new direction
//	           (a push's bits: a switched line never pushes)
type Step uint64

// Kind says what a step does.
type Kind uint8

const (
	KindNone    Kind = iota
	KindMove         // moves to an empty square
	KindCapture      // moves onto an enemy unit and removes it
	KindShot         // ranged capture: the shooter stays (Cannon)
	KindWallHit      // ranged hit that destroys one wall square (Cannon)
	KindEnd          // ends a turn that could go on (after a plain step of a double move or march)
	KindNull         // the Null move (V13-NULLMOVE)
	KindRespawn      // a Respawn on an open tomb (V13-RESPAWN); from = to = the tomb
	KindSiege        // a rook's line ends on a wall square, destroys it and stands there (V13-WALL-SIEGE)
	KindSpecial      // a special move (Special names it); To is its target square, or From if it has none
)

// Pattern says how a unit moved; together with the squares it makes a step's
// notation unique.
type Pattern uint8

const (
	PatNone     Pattern = iota
	PatStep             // one square, not a leap (king, pawn, bishop's orthogonal step, knight's diagonal step)
	PatLeap             // a jump to a fixed offset
	PatDiag             // a diagonal line with bounces
	PatOrth             // an orthogonal line with bounces
	PatRide             // a nightrider ride: one knight vector repeated
	PatSlide            // a templar slide (2,2) through (1,1), maybe on to (3,1)/(1,3)
	PatLongJump         // a frog's Long Jump (a teleport)
	PatPawnLeap         // a pawn jumping whatever stands in front (a unit, a wall square, a tomb)
	PatShot             // a cannon's forward shot
	PatLance            // a lancer's capture: a diagonal path, then one square orthogonally (V8-LANCER, lancer.go)
)

const (
	maxPathLen   = 63
	maxBounces   = 16
	shiftTo      = 8
	shiftKind    = 16
	shiftPat     = 20
	shiftDir     = 24
	shiftLen     = 27
	shiftTurns   = 33
	shiftPromo   = 49
	bitEmp       = Step(1) << 54
	bitAnyDir    = Step(1) << 55 // a line step of an all-direction pattern that met a Distract square (distract.go): its pattern alone would give the family of its first direction
	bitMind      = Step(1) << 56
	bitPush      = Step(1) << 57 // a rook's line step that pushes at its end (V12A-ROOK-PUSH, rookpush12.go)
	shiftPushDir = 58            // bits 58-60: the direction of the push
	bitKnightEnd = Step(1) << 61
	shiftSpec    = 24
	shiftArg     = 33
	maskSpec     = 0xff
	maskSquare   = 0xff
	maskKind     = 0xf
	maskPat      = 0xf
	maskDir      = 0x7
	maskLen      = 0x3f
	maskTurns    = 0xffff
	maskPromoTy  = 0x1f
)

// NullStep is the Null move.
const NullStep = Step(KindNull) << shiftKind

// EndStep ends a turn that could go on.
const EndStep = Step(KindEnd) << shiftKind

func makeStep(from, to board.Square, k Kind, pat Pattern) Step {
	return Step(from) | Step(to)<<shiftTo | Step(k)<<shiftKind | Step(pat)<<shiftPat
}

func (s Step) withLine(dir board.Dir, length int, turns uint16) Step {
	return s | Step(dir)<<shiftDir | Step(length)<<shiftLen | Step(turns)<<shiftTurns
}

func (s Step) withPromo(t board.UnitType) Step { return s | Step(t)<<shiftPromo }

// From is the start square.
func (s Step) From() board.Square { return board.Square(s & maskSquare) }

// To is the square the unit ends on, or the square a shot hits.
func (s Step) To() board.Square { return board.Square(s >> shiftTo & maskSquare) }

// Kind is what the step does.
func (s Step) Kind() Kind { return Kind(s >> shiftKind & maskKind) }

// Pattern is how the unit moved.
func (s Step) Pattern() Pattern { return Pattern(s >> shiftPat & maskPat) }

// Dir is a line's first direction.
func (s Step) Dir() board.Dir { return board.Dir(s >> shiftDir & maskDir) }

// Len is a line's length in squares.
func (s Step) Len() int { return int(s >> shiftLen & maskLen) }

// Turns holds an orthogonal line's bounce choices.
func (s Step) Turns() uint16 { return uint16(s >> shiftTurns & maskTurns) }

// Promo is the promotion type, or NoType.
func (s Step) Promo() board.UnitType { return board.UnitType(s >> shiftPromo & maskPromoTy) }

// Special names a special move (KindSpecial steps only).
func (s Step) Special() Special { return Special(s >> shiftSpec & maskSpec) }

// Arg is a special move's argument (KindSpecial steps only), read as its
// definition's ArgShape says.
func (s Step) Arg() uint16 { return uint16(s >> shiftArg & maskTurns) }

// Empowered reports a step made with an empowered pattern (V13-EMPOWER).
func (s Step) Empowered() bool { return s&bitEmp != 0 }

// Mind reports a step made under Mind Control (V13-MINDCONTROL): an enemy
// unit's own step, played for the side to move.
func (s Step) Mind() bool { return s&bitMind != 0 }

// Controlled is the enemy unit's own step of a Mind Control step.
func (s Step) Controlled() Step { return s &^ bitMind }

// KnightEnd reports a line that ends with a knight move from its last
// bounce square (V12A-MIDBOUNCE, midbounce12.go).
func (s Step) KnightEnd() bool { return s&bitKnightEnd != 0 }

// IsCapture reports the captures and shots of the mover's own units. A Mind
// Control's capture (an enemy unit taking its own ally, the mover's whole
// turn) is not one: GenerateCaptures, the quiescence search and the capture
// stage of move ordering take only the mover's own, and the Mind Control
// steps come with the special moves of the whole list.
func (s Step) IsCapture() bool {
	k := s.Kind()
	return (k == KindCapture || k == KindShot) && s&bitMind == 0
}

// Moves reports steps that move the actor by its own movement.
func (s Step) Moves() bool { k := s.Kind(); return k == KindMove || k == KindCapture }
