package board

import "fmt"

// Terrain levels (catalog V13-TERRAIN): every square lies in -63..+63.
const (
	MinLevel = -63
	MaxLevel = 63
)

// Feature bits say which square features are present, so move generation
// tests one byte; the details live in the tomb and marker tables.
type Feature uint8

const (
	FeatTomb     Feature = 1 << iota // a tomb (pending, active or open) is here
	FeatTrap                         // jester trap (V13-JESTER-TRAP)
	FeatBomb                         // assassin bomb (V13-ASSASSIN-BOMB)
	FeatSlip                         // assassin slip square (V13-ASSASSIN-SLIP)
	FeatDistract                     // jester distract square (V13-JESTER-DISTRACT)
	FeatFlood                        // flooded square (V13-FLOOD)
	FeatQuicken                      // quickened square (V13-CHANC-QUICKEN)
	FeatTunnel                       // tunnel entrance (V13-ASSASSIN-TUNNEL)

	// FeatDeathTrap marks a square with a 12C death-trap marker or a
	// queen's capture square (V12C-QUEEN-DEATHTRAP). The eight bits are
	// taken, and no variant has both tunnels (assassins) and death traps,
	// so it shares the tunnel's bit: code that meets the bit reads the
	// marker list for its own kind.
	FeatDeathTrap = FeatTunnel
)

// Cell is what one square holds (catalog Q4): a terrain level, at most one
// wall (by owner), at most one tomb, at most one body (a unit, a fused stack,
// a box, an egg, a Queen's Shadow token or an Illusion), any number of
// shadow-form bodies, and markers. It is 12 bytes, so the whole board is 3 KB.
type Cell struct {
	Body     UnitID  // the normal occupant (base member of a stack), 0 = none
	Shadows  UnitID  // first shadow-form body here; more follow by Unit.Next, ordered by id
	Wall     UnitID  // owner of the wall on this square, 0 = no wall
	Piece    Piece   // cache of Body's type and side, with stack/box bits
	Level    int8    // terrain level, -63..63
	Features Feature // which features are here
	Tomb     uint8   // index into Position.tombs when Features has FeatTomb
	WallLink Square  // next square of the same owner's wall (a list of WallLen squares)
	// WallTurns is what is left of a timed wall's life, in its owner
	// side's turns (V12A-WALLING: a 12x12 wall stands for its owner's next
	// 2 turns, walling12.go in movegen); 0 for a wall that stands until
	// its owner's next wall (13.0 and 8.0, V13-WALL-LIFETIME) and for no
	// wall. It is part of the wall's hash key.
	WallTurns uint8
}

// TombState is the life cycle of a tomb (catalog V13-TOMB-CREATE, -EXPLOSION).
type TombState uint8

const (
	TombNone    TombState = iota
	TombPending           // under a unit or a wall; becomes active when the square is clear
	TombActive            // explosive: a unit landing here dies and the tomb explodes
	TombOpen              // exploded; its oldest unit may respawn, crossing it is harmless
)

var tombStateNames = [...]string{"none", "pending", "active", "open"}

func (s TombState) String() string {
	if int(s) < len(tombStateNames) {
		return tombStateNames[s]
	}
	return fmt.Sprintf("tombstate(%d)", uint8(s))
}

// Tomb is the tomb on one square: its state, its rot counter (global plies
// without being in capture range, V13-TOMB-ROT) and a FIFO queue of dead
// units linked through Unit.Next (V13-TOMB-FIFO).
type Tomb struct {
	Square Square
	State  TombState
	Rot    uint8
	Head   UnitID // oldest dead unit, the next to respawn; 0 = empty queue
	Tail   UnitID // derived: newest dead unit
	Len    uint16 // derived: queue length
}

// MarkerKind is a square marker placed by a unit's ability or a cast.
type MarkerKind uint8

const (
	MarkNone     MarkerKind = iota
	MarkTrap                // Owner = jester
	MarkBomb                // Owner = assassin
	MarkSlip                // Owner = assassin
	MarkDistract            // Owner = jester, Dir = forced direction
	MarkFlood               // Timer = global plies until it drains (10 when cast)
	MarkQuicken             // Timer = global plies left (64 per cast)
	MarkTunnel              // Owner = assassin, Dir = from entrance over the wall to the exit
	// MarkDeathTrap is a queen's death trap (V12C-QUEEN-DEATHTRAP, 12C
	// only): no owner, for the rest of the game.
	MarkDeathTrap
	// MarkQueenCapture is the square a queen captured on and still stands
	// on (V12C-QUEEN-DEATHTRAP): Owner = the queen; it becomes a death trap
	// when she leaves the square.
	MarkQueenCapture
	NumMarkerKinds
)

var markerNames = [NumMarkerKinds]string{"", "trap", "bomb", "slip", "distract", "flood", "quicken", "tunnel", "deathtrap", "queencapture"}

var markerFeature = [NumMarkerKinds]Feature{0, FeatTrap, FeatBomb, FeatSlip, FeatDistract, FeatFlood, FeatQuicken, FeatTunnel,
	FeatDeathTrap, FeatDeathTrap}

// What each marker kind carries.
var (
	markerHasOwner = [NumMarkerKinds]bool{MarkTrap: true, MarkBomb: true, MarkSlip: true, MarkDistract: true, MarkTunnel: true, MarkQueenCapture: true}
	markerHasDir   = [NumMarkerKinds]bool{MarkDistract: true, MarkTunnel: true}
	markerHasTimer = [NumMarkerKinds]bool{MarkFlood: true, MarkQuicken: true}
)

func (k MarkerKind) String() string {
	if k < NumMarkerKinds {
		return markerNames[k]
	}
	return fmt.Sprintf("marker(%d)", uint8(k))
}

// Marker is one square marker. A square may hold several markers, but never
// two with the same kind and owner.
type Marker struct {
	Kind   MarkerKind
	Square Square
	Dir    Dir
	Owner  UnitID
	Timer  uint16
}

// ProgAction is what one step of a loop or monad program does. Plain moves
// are relative offsets (V13-LOOP-DECLARE stores "a list of offsets"); other
// actions are the special moves a monad sequence may contain (V13-MONAD-SEQUENCE).
type ProgAction uint8

const (
	ProgMove     ProgAction = iota // move by (DX, DY)
	ProgDeshadow                   // de-shadow in place (V13-DESHADOW-MOVE)
	ProgSpecial                    // a special move with code Arg aimed at (DX, DY); codes belong to the rules layer
	numProgActions
)

var progActionNames = [numProgActions]string{"", "ds", "sp"}

// ProgStep is one step of a loop or monad program.
type ProgStep struct {
	Action ProgAction
	DX, DY int8
	Arg    uint8
}

// code packs a step into 32 bits for hashing.
func (s ProgStep) code() uint32 {
	return uint32(s.Action) | uint32(uint8(s.DX))<<8 | uint32(uint8(s.DY))<<16 | uint32(s.Arg)<<24
}
