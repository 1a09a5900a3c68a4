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
// appear at the start; then the types of older versions that 13.0 does not
// have (FrozenChess 8.0's, catalog Part 2.1). A type is an identity: which
// letter it has, if any, is its variant's (Variant.Types). NoType marks an
// unused unit slot.
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
	Lancer      // 8.0 (V8-LANCER)
	Trebuchet   // 8.0 (V8-TREBUCHET)
	Ballista    // 8.0 (V8-BALLISTA)
	Ship        // 8.0 (V8-SHIP)
	Onager      // 8.0 (V8-ONAGER)
	Ram         // 8.0 (V8-RAM), the Battering Ram
	NumTypes
)

// TypeInfo describes a unit type as data, so that a variant with other
// units or values is a table (catalog 1.A, 1.H, 1.J). Movement patterns
// and special moves are the rules core's (package movegen reads Reach and
// Captures here, and gives each type its special moves in its registry).
type TypeInfo struct {
	Letter byte   // upper-case letter; lower case is White
	Name   string // for messages
	// Value is the material points (V13-VALUE-TABLE, lines 1060-1066;
	// V13-VALUE-MISSING ruling, Q15: Knight 5 like the Nightrider that
	// replaced it, Bishop 8, Egg 1 as line 542 treats eggs as pawns,
	// Queen's Shadow token and Illusion 0, line 600).
	Value int
	// Captures: its native pattern captures (V13-CLASS-NOCAPTURE: frogs,
	// crossbowmen, jesters and Illusions never capture).
	Captures bool
	// Reach is the farthest (Chebyshev) its captures reach: lines and
	// rides may cross the board.
	Reach int
	// Immortal: no capture takes it (V13-CLASS-IMMORTAL: the frog).
	Immortal bool
	// Immobile: it never moves by itself, by its pattern or by a special
	// move (V13-CLASS-IMMOBILE: the cannon); others may move it.
	Immobile bool

	// The classes of the rule text's unit list (V13-CLASS-*, V8-CLASS-*),
	// as data for the variant that states them (Variant.Classes).
	Leaper    bool     // leaps over units, walls and tombs (V13-CLASS-LEAPER, V8-CLASS-LEAPER)
	Rider     bool     // moves in one direction to maximum range (V13-CLASS-RIDER, V8-CLASS-RIDER)
	Siege     bool     // may attack walls (V13-CLASS-SIEGE, V8-CLASS-SIEGE)
	HighValue bool     // on the high-value list, for information (V13-CLASS-HIGHVALUE, V8-CLASS-HIGHVALUE)
	Carries   int      // a transport: how many units it holds (V8-CLASS-TRANSPORT), 0 for none
	CRR       CRRLines // the lines whose range captures reduce (V13-CLASS-CRR, V8-CLASS-CRR)
}

// CRRLines says which line ranges a unit's captures reduce (Capture Range
// Reduction).
type CRRLines uint8

const (
	CRRDiagonal CRRLines = 1 << iota
	CRROrthogonal
)

// Types is the v13 roster (FrozenChess.Types). The letters are those of
// lines 27-31 (L is the Knight and N the Nightrider; E, S and I by ruling).
// The classes are V13-CLASS-*'s with their proposals (the Knight leaps, the
// Rook and the Cannon are siege units). The types 13.0 does not have have a
// name and no letter.
var Types = [NumTypes]TypeInfo{
	NoType:      {Letter: 0, Name: "none"},
	Pawn:        {Letter: 'P', Name: "pawn", Value: 1, Captures: true, Reach: 1, Leaper: true},
	Bishop:      {Letter: 'B', Name: "bishop", Value: 8, Captures: true, Reach: Files, Rider: true, CRR: CRRDiagonal},
	Frog:        {Letter: 'F', Name: "frog", Value: 5, Immortal: true, Leaper: true},
	Knight:      {Letter: 'L', Name: "knight", Value: 5, Captures: true, Reach: 2, Leaper: true},
	Nightrider:  {Letter: 'N', Name: "nightrider", Value: 5, Captures: true, Reach: Files, Leaper: true, Rider: true},
	Crossbowman: {Letter: 'X', Name: "crossbowman", Value: 8, Leaper: true, Rider: true, HighValue: true},
	Cannon:      {Letter: 'O', Name: "cannon", Value: 8, Captures: true, Reach: 3, Immobile: true, Siege: true},
	Assassin:    {Letter: 'A', Name: "assassin", Value: 10, Captures: true, Reach: 3, Leaper: true},
	Dragon:      {Letter: 'D', Name: "dragon", Value: 12, Captures: true, Reach: Files, Leaper: true, Rider: true, HighValue: true, CRR: CRRDiagonal},
	Rook:        {Letter: 'R', Name: "rook", Value: 12, Captures: true, Reach: Files, Rider: true, Siege: true, HighValue: true, CRR: CRROrthogonal},
	Queen:       {Letter: 'Q', Name: "queen", Value: 10, Captures: true, Reach: Files, Leaper: true, Rider: true, HighValue: true, CRR: CRRDiagonal | CRROrthogonal},
	King:        {Letter: 'K', Name: "king", Value: 25, Captures: true, Reach: 1},
	Jester:      {Letter: 'J', Name: "jester", Value: 8, Leaper: true, HighValue: true},
	Chancellor:  {Letter: 'C', Name: "chancellor", Value: 10, Captures: true, Reach: 3, Leaper: true, HighValue: true},
	Templar:     {Letter: 'T', Name: "templar", Value: 12, Captures: true, Reach: Files, Rider: true, HighValue: true, CRR: CRROrthogonal},
	Egg:         {Letter: 'E', Name: "egg", Value: 1},
	QueenShadow: {Letter: 'S', Name: "queen's shadow", Captures: true, Reach: Files},
	Illusion:    {Letter: 'I', Name: "illusion"},
	Lancer:      {Name: "lancer"},
	Trebuchet:   {Name: "trebuchet"},
	Ballista:    {Name: "ballista"},
	Ship:        {Name: "ship"},
	Onager:      {Name: "onager"},
	Ram:         {Name: "ram"},
}

// typeByLetter maps an upper-case letter to its 13.0 type (NoType if none).
var typeByLetter [128]UnitType

func init() {
	for t := Pawn; t < NumTypes; t++ {
		if Types[t].Letter != 0 {
			typeByLetter[Types[t].Letter] = t
		}
	}
}

// AllTypes holds every unit type.
const AllTypes = TypeSet(1<<NumTypes-1) &^ 1

var _ [32 - NumTypes]struct{} // a TypeSet holds every type

// TypesOf is the set of the types ts.
func TypesOf(ts ...UnitType) TypeSet {
	var s TypeSet
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Add puts the type t in the set.
func (s *TypeSet) Add(t UnitType) { *s |= 1 << t }

// Without is s less the types ts.
func (s TypeSet) Without(ts ...UnitType) TypeSet { return s &^ TypesOf(ts...) }

// TypesWhere is the set of the types whose descriptor satisfies f.
func TypesWhere(f func(*TypeInfo) bool) TypeSet {
	var s TypeSet
	for t := Pawn; t < NumTypes; t++ {
		if f(&Types[t]) {
			s |= 1 << t
		}
	}
	return s
}

func (t UnitType) String() string {
	if t < NumTypes {
		return Types[t].Name
	}
	return fmt.Sprintf("type(%d)", uint8(t))
}

// Letter is the upper-case letter of the type in FrozenChess 13.0 (0 for a
// type 13.0 does not have); a position's letters are its variant's
// (Variant.Letter).
func (t UnitType) Letter() byte {
	if t < NumTypes {
		return Types[t].Letter
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

// TypeFromLetter reads a unit letter of FrozenChess 13.0; the case gives the
// side. A position's letters are its variant's (Variant.TypeFromLetter).
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
