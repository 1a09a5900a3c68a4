package board

import "fmt"

// UnitID is a unit's identity for the whole game: through tombs, respawn,
// conversion, promotion and Morph (catalog Q5). 0 means "no unit". Walls,
// markers, eggs, syzygy partners and tomb queues refer to units by UnitID.
type UnitID uint16

// MaxUnits bounds the unit table; ids run from 1 to MaxUnits-1. The start
// position uses 128; new ids come only from Spawn, eggs and queen tokens.
const MaxUnits = 4096

// Location says which container holds a unit. It is a reverse index kept by
// the setters (the containers are the truth): a square's body, a square's
// shadow list, a fused stack (as a non-base member), a tomb queue, or nowhere
// (removed from the game, like a captured Queen's Shadow token).
type Location uint8

const (
	LocNone   Location = iota // unused slot
	LocBody                   // the body of Square (alone, or the base of a stack)
	LocShadow                 // a shadow-form body in Square's shadow list
	LocMember                 // a non-base member of the stack whose base is on Square
	LocTomb                   // queued in the tomb on Square
	LocGone                   // removed from the game; kept because walls or links may name it
)

// Status holds the per-unit form flags.
type Status uint8

const (
	StatusShadow      Status = 1 << iota // shadow form (V13-SHADOW-ENTER)
	StatusMonad                          // monad state (V13-MONAD-STATES)
	StatusMonadActive                    // an activated monad running its sequence
	StatusBoxed                          // inside a Box (V13-BOX)
	StatusLoop                           // running a Loop program (V13-LOOP-DECLARE)
	StatusRest                           // made a double move last turn: rests this one (V12A-DOUBLEMOVE-REST)
	StatusPushed                         // pushed by an enemy rook, or that rook, until the pushed side's next turn ends (V12A-ROOK-PUSH)
	numStatusBits     = iota
)

var statusNames = [numStatusBits]string{"shadow", "monad", "active", "box", "loop", "rest", "pushed"}

// Unit is one unit's complete record. Fields marked "derived" are reverse
// indexes or storage details rebuilt by the setters; everything else is game
// state, written by the position format and covered by the hash (catalog Q5,
// Q13). Counters that are "N moves" count the owner's turns (Q1).
type Unit struct {
	Type   UnitType
	Side   Side
	Facing Dir // N, E, S or W; default towards the opponent (V13-FACING)
	Status Status

	Loc    Location // derived: where the unit is
	stayIn uint8    // derived: 0, or the lazy stay set the unit is in (stays.go)
	Square Square   // derived: the square of its body, shadow list or tomb

	Next   UnitID // next unit in the list that holds this one: tomb queue (FIFO) or shadow list (by id)
	Member UnitID // next member of the fused stack, in fusion order (V13-FUSE)

	Paralysis   uint16   // timed paralysis, owner-turns left (V13-PARALYSIS)
	ParOrigin   uint8    // what caused the timed paralysis (ParOrigin* codes)
	CRRDiag     uint8    // range lost to captures on diagonal lines (V13-CRR)
	CRROrth     uint8    // range lost to captures on orthogonal lines
	idle        uint32   // the idle count, or its zero mark while the unit is in an idle set (clocks.go; read it with Position.Idle)
	Shellshock  uint8    // range penalty for the next turn (V13-SHELLSHOCK)
	CapNonPawn  uint8    // non-pawn captures since last death, for awards (V13-MM-AWARD)
	CapPawn     uint8    // pawn and egg captures since last death
	CapLifetime uint16   // all captures ever, for the Loop limit (V13-LOOP-LIMIT)
	Awards      uint8    // multimove awards held (V13-MULTIMOVE)
	stay        uint8    // owner-turns on the same square (Detonate, Tunnel), or its zero mark while the unit's count runs lazily (stays.go; read it with Position.Stay)
	Empowerer   UnitType // last unit type that empowered it (V13-ASSASSIN-RETAIN)
	EggsLaid    uint8    // lifetime eggs laid (V13-EGG-LIMIT)
	Parent      UnitID   // an egg's dragon, or a Queen's Shadow token's queen
	Growth      uint8    // egg growth, owner-turns (V13-EGG-GROW)
	ShadowAge   uint8    // owner-turns in shadow form, capped at 255 (V13-DESHADOW-CONDITIONS)
	ShadowTrail uint16   // squares travelled in shadow form (V13-SHADOW-TRAVEL)
	BoxTrail    uint16   // squares travelled while boxed (V13-UNBOX)
	Syzygy      UnitID   // syzygy partner (V13-SYZYGY)
	Bind        uint8    // bind links: bit d = linked to the neighbour in Dir d (V13-BIND)
	ProgPos     uint8    // index of the next step of its loop or monad program
	Flood       uint16   // 1 + the square of the flood that holds it paralyzed, 0 = none (V13-FLOOD-EFFECT)

	WallHead  Square // derived: first square of the unit's wall list
	WallLen   uint16 // derived: number of wall squares it owns
	ProgStart uint16 // derived: offset of its program in Position.progs
	ProgLen   uint8  // length of its program (content is game state, see programs)
	Held      uint8  // derived: the removed units whose Parent it is, for a transport its cargo (cargo.go)
}

// Paralysis origins, so that later rules can tell a timed cost from a
// penalty; the counter semantics are the same for all (catalog Q1).
const (
	ParOriginNone    uint8 = iota
	ParOriginCost          // the unit's own ability cost
	ParOriginAttack        // an enemy effect (arrow, slime, stun, trap ...)
	ParOriginTomb          // tomb pass (V13-TOMB-PASS)
	ParOriginPenalty       // de-shadow, unbox, spawn, morph, transfer
	numParOrigins
)

// DefaultFacing is a side's initial facing: towards the opponent.
func DefaultFacing(s Side) Dir {
	if s == White {
		return North
	}
	return South
}

// Field names one item of per-unit game state. The field table drives the
// position format, the hash and equality, so adding a rule's counter means
// adding a struct field, a Field constant and a table row.
type Field uint8

const (
	FType Field = iota
	FSide
	FFacing
	FStatus
	FNext
	FMember
	FParalysis
	FParOrigin
	FCRRDiag
	FCRROrth
	FIdle
	FShellshock
	FCapNonPawn
	FCapPawn
	FCapLifetime
	FAwards
	FStay
	FEmpowerer
	FEggsLaid
	FParent
	FGrowth
	FShadowAge
	FShadowTrail
	FBoxTrail
	FSyzygy
	FBind
	FProgPos
	FFlood
	NumFields
)

// fieldInfo describes a field for the position format: its key in the unit
// section ("" for fields the format writes elsewhere) and its largest value.
type fieldInfo struct {
	key string
	max uint32
}

var fieldTable = [NumFields]fieldInfo{
	FType:        {"", uint32(NumTypes - 1)},
	FSide:        {"", 1},
	FFacing:      {"face", 3 * 2}, // facing is N, E, S or W (0, 2, 4, 6)
	FStatus:      {"", 1<<numStatusBits - 1},
	FNext:        {"", MaxUnits - 1},
	FMember:      {"", MaxUnits - 1},
	FParalysis:   {"par", 65535},
	FParOrigin:   {"paro", uint32(numParOrigins - 1)},
	FCRRDiag:     {"crrd", 255},
	FCRROrth:     {"crro", 255},
	FIdle:        {"idle", 65535},
	FShellshock:  {"shock", 255},
	FCapNonPawn:  {"capn", 255},
	FCapPawn:     {"capp", 255},
	FCapLifetime: {"capl", 65535},
	FAwards:      {"mm", 255},
	FStay:        {"stay", 255},
	FEmpowerer:   {"emp", uint32(Illusion)}, // V13-ASSASSIN-RETAIN, a rule of 13.0 (whose last type is the Illusion)
	FEggsLaid:    {"eggs", 255},
	FParent:      {"parent", MaxUnits - 1},
	FGrowth:      {"grow", 255},
	FShadowAge:   {"sage", 255},
	FShadowTrail: {"strail", 65535},
	FBoxTrail:    {"btrail", 65535},
	FSyzygy:      {"syz", MaxUnits - 1},
	FBind:        {"bind", 255},
	FProgPos:     {"ppos", 255},
	FFlood:       {"flood", NumSquares},
}

func (f Field) String() string {
	if f < NumFields && fieldTable[f].key != "" {
		return fieldTable[f].key
	}
	names := map[Field]string{FType: "type", FSide: "side", FStatus: "status", FNext: "next", FMember: "member"}
	if n, ok := names[f]; ok {
		return n
	}
	return fmt.Sprintf("field(%d)", uint8(f))
}

// get reads a field as a number: the record's own value, which for FIdle
// may be a zero mark (Position.Field reads the count).
func (u *Unit) get(f Field) uint32 {
	switch f {
	case FType:
		return uint32(u.Type)
	case FSide:
		return uint32(u.Side)
	case FFacing:
		return uint32(u.Facing)
	case FStatus:
		return uint32(u.Status)
	case FNext:
		return uint32(u.Next)
	case FMember:
		return uint32(u.Member)
	case FParalysis:
		return uint32(u.Paralysis)
	case FParOrigin:
		return uint32(u.ParOrigin)
	case FCRRDiag:
		return uint32(u.CRRDiag)
	case FCRROrth:
		return uint32(u.CRROrth)
	case FIdle:
		return u.idle
	case FShellshock:
		return uint32(u.Shellshock)
	case FCapNonPawn:
		return uint32(u.CapNonPawn)
	case FCapPawn:
		return uint32(u.CapPawn)
	case FCapLifetime:
		return uint32(u.CapLifetime)
	case FAwards:
		return uint32(u.Awards)
	case FStay:
		return uint32(u.stay)
	case FEmpowerer:
		return uint32(u.Empowerer)
	case FEggsLaid:
		return uint32(u.EggsLaid)
	case FParent:
		return uint32(u.Parent)
	case FGrowth:
		return uint32(u.Growth)
	case FShadowAge:
		return uint32(u.ShadowAge)
	case FShadowTrail:
		return uint32(u.ShadowTrail)
	case FBoxTrail:
		return uint32(u.BoxTrail)
	case FSyzygy:
		return uint32(u.Syzygy)
	case FBind:
		return uint32(u.Bind)
	case FProgPos:
		return uint32(u.ProgPos)
	case FFlood:
		return uint32(u.Flood)
	}
	panic(fmt.Sprintf("board: unknown unit field %d", f))
}

// set writes a field without touching the hash; callers go through
// Position.SetField, which keeps the hash in step.
func (u *Unit) set(f Field, v uint32) {
	switch f {
	case FType:
		u.Type = UnitType(v)
	case FSide:
		u.Side = Side(v)
	case FFacing:
		u.Facing = Dir(v)
	case FStatus:
		u.Status = Status(v)
	case FNext:
		u.Next = UnitID(v)
	case FMember:
		u.Member = UnitID(v)
	case FParalysis:
		u.Paralysis = uint16(v)
	case FParOrigin:
		u.ParOrigin = uint8(v)
	case FCRRDiag:
		u.CRRDiag = uint8(v)
	case FCRROrth:
		u.CRROrth = uint8(v)
	case FShellshock:
		u.Shellshock = uint8(v)
	case FCapNonPawn:
		u.CapNonPawn = uint8(v)
	case FCapPawn:
		u.CapPawn = uint8(v)
	case FCapLifetime:
		u.CapLifetime = uint16(v)
	case FAwards:
		u.Awards = uint8(v)
	case FStay:
		u.stay = uint8(v)
	case FEmpowerer:
		u.Empowerer = UnitType(v)
	case FEggsLaid:
		u.EggsLaid = uint8(v)
	case FParent:
		u.Parent = UnitID(v)
	case FGrowth:
		u.Growth = uint8(v)
	case FShadowAge:
		u.ShadowAge = uint8(v)
	case FShadowTrail:
		u.ShadowTrail = uint16(v)
	case FBoxTrail:
		u.BoxTrail = uint16(v)
	case FSyzygy:
		u.Syzygy = UnitID(v)
	case FBind:
		u.Bind = uint8(v)
	case FProgPos:
		u.ProgPos = uint8(v)
	case FFlood:
		u.Flood = uint16(v)
	default:
		panic(fmt.Sprintf("board: unknown unit field %d", f))
	}
}

// Paralyzed reports a unit that cannot act: timed paralysis, or held by a
// flood (V13-PARALYSIS, V13-FLOOD-EFFECT).
func (u *Unit) Paralyzed() bool { return u.Paralysis > 0 || u.Flood != 0 }

// FloodSquare is the flood that holds the unit, if one does.
func (u *Unit) FloodSquare() (Square, bool) { return Square(u.Flood - 1), u.Flood != 0 }

// Piece is the unit's square summary (without the stack/box bits).
func (u *Unit) Piece() Piece { return MakePiece(u.Type, u.Side) }

// Has reports a status flag.
func (u *Unit) Has(s Status) bool { return u.Status&s != 0 }
