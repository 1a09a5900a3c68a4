package board

import "fmt"

// Side is a player. White (lower case) starts on ranks 1-4 and moves first
// (catalog V13-ORIENT, V13-FIRST-MOVER).
type Side uint8

const (
	White Side = iota
	Black
)

// Other is the opponent.
func (s Side) Other() Side { return s ^ 1 }

func (s Side) String() string {
	if s == White {
		return "white"
	}
	return "black"
}

// UnitType is the kind of a unit (catalog 1.A). The 15 unit types of v13 come
// first; Egg, Queen's Shadow token and Illusion are the entities that never
// appear at the start. NoType marks an unused unit slot.
type UnitType uint8

const (
	NoType UnitType = iota
	Pawn
	Bishop
	Frog
	Knight
	Nightrider
	Crossbowman
	Cannon
	Assassin
	Dragon
	Rook
	Queen
	King
	Jester
	Chancellor
	Templar
	Egg         // Dragon's Egg (catalog V13-EGG-*), letter E by ruling
	QueenShadow // Queen's Shadow token (V13-QUEEN-SHADOW), letter S by ruling
	Illusion    // Queen's Illusion (V13-QUEEN-ILLUSION), letter I by ruling
	NumTypes
)

// The v13 letters (lines 27-31): L is the Knight and N the Nightrider.
var typeLetters = [NumTypes]byte{0, 'P', 'B', 'F', 'L', 'N', 'X', 'O', 'A', 'D', 'R', 'Q', 'K', 'J', 'C', 'T', 'E', 'S', 'I'}

var typeNames = [NumTypes]string{"none", "pawn", "bishop", "frog", "knight", "nightrider", "crossbowman",
	"cannon", "assassin", "dragon", "rook", "queen", "king", "jester", "chancellor", "templar",
	"egg", "queen's shadow", "illusion"}

// typeByLetter maps an upper-case letter to its type (NoType if none).
var typeByLetter [128]UnitType

func init() {
	for t := Pawn; t < NumTypes; t++ {
		typeByLetter[typeLetters[t]] = t
	}
}

func (t UnitType) String() string {
	if t < NumTypes {
		return typeNames[t]
	}
	return fmt.Sprintf("type(%d)", uint8(t))
}

// Letter is the upper-case letter of the type.
func (t UnitType) Letter() byte {
	if t < NumTypes {
		return typeLetters[t]
	}
	return '?'
}

// LetterFor is the letter as written for a side: upper case for Black.
func (t UnitType) LetterFor(s Side) byte {
	l := t.Letter()
	if s == White && l >= 'A' && l <= 'Z' {
		l += 'a' - 'A'
	}
	return l
}

// TypeFromLetter reads a unit letter; the case gives the side.
func TypeFromLetter(c byte) (UnitType, Side, bool) {
	side := Black
	if c >= 'a' && c <= 'z' {
		side = White
		c -= 'a' - 'A'
	}
	if c >= 128 {
		return NoType, White, false
	}
	t := typeByLetter[c]
	return t, side, t != NoType
}

// IsToken reports the entities that are not real units of the roster.
func (t UnitType) IsToken() bool { return t == QueenShadow || t == Illusion }

// Piece is the compact per-square summary of the body standing there: its
// type, its side and whether it needs the slow path (a fused stack or a box).
// It is a cache of the body unit's record kept by the setters, so that move
// generation reads one byte per square.
type Piece uint8

const (
	pieceTypeMask Piece = 0x1f
	PieceBlack    Piece = 0x20
	PieceStack    Piece = 0x40 // the body is a fused stack of 2+ units
	PieceBox      Piece = 0x80 // the body is boxed
)

// typeSlots is the length of the per-type body index: every type a Piece
// can hold, a power of two so that indexing needs no bounds check.
const typeSlots = 32

// A wider pieceTypeMask would not compile here: typeSlots must grow with it.
var _ [typeSlots - 1 - pieceTypeMask]struct{}

// NoPiece is an empty square.
const NoPiece Piece = 0

// MakePiece packs a type and side.
func MakePiece(t UnitType, s Side) Piece {
	p := Piece(t)
	if s == Black {
		p |= PieceBlack
	}
	return p
}

// Type of the body (of the stack's base member for a stack).
func (p Piece) Type() UnitType { return UnitType(p & pieceTypeMask) }

// Side of the body.
func (p Piece) Side() Side { return Side(p >> 5 & 1) }

// Empty reports an empty square.
func (p Piece) Empty() bool { return p == NoPiece }
