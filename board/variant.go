package board

import "fmt"

// A variant is one of the user's rule texts made playable (issue 47): its
// roster of unit types with their letters, values and classes, its start
// position, and the set of catalog mechanics it has. It is data, not a
// fork: the rules core reads the position's variant (Position.Variant) and
// leaves out what the variant switches off. One Variant value exists per
// game kind; positions point at it and nothing copies it.
//
// Adding a variant: a Variant value here (roster, start, mechanics), its
// place in variants, and, for a mechanic it has that no other has, a
// switch below (or in a file of its own, as variant_v8rules.go) and the
// mechanic's file under the rules core's contract (docs/design.md,
// Variants).

// Mechanic is a catalog mechanic that one variant has and another lacks: a
// switch in a variant's Mechanics set.
type Mechanic uint8

// Mechanics is a set of mechanics (up to 256).
type Mechanics [4]uint64

// Has reports whether m is in the set.
func (s *Mechanics) Has(m Mechanic) bool { return s[m>>6]&(1<<(m&63)) != 0 }

// Set adds the mechanics ms to the set.
func (s *Mechanics) Set(ms ...Mechanic) {
	for _, m := range ms {
		s[m>>6] |= 1 << (m & 63)
	}
}

// Clear takes the mechanics ms out of the set.
func (s *Mechanics) Clear(ms ...Mechanic) {
	for _, m := range ms {
		s[m>>6] &^= 1 << (m & 63)
	}
}

// The switches of the variant layer. Each names what it switches; the
// comment gives the catalog IDs it stands for. The rules of existing units
// that 8.0 changes have their own block from Mechanic(128), in
// variant_v8rules.go.
const (
	// MechBase is the rules every variant shares; every variant has it, so
	// a registry or ply-end row that names no other mechanic runs everywhere.
	MechBase Mechanic = iota

	// Terrain and the board (V13-TERRAIN*, V13-FLOOD*, V13-EARTHQUAKE).
	MechTerrain    // Raise and Lower (V13-TERRAIN-ADJUST)
	MechFlood      // floods and their hold and drain (V13-FLOOD, V13-FLOOD-EFFECT, V13-FLOOD-DRAIN)
	MechEarthquake // V13-EARTHQUAKE
	MechRotate     // V13-ROTATE, V8-ROTATE-VALUES
	MechShift      // V13-SHIFT

	// The end of the game.
	MechNullMove // the Null move (V13-NULL)
	MechNullDraw // two Nulls in a row draw (V13-DRAW-NULL)
	MechRule300  // the optional 300-move rule (V13-300-RULE)

	// Counters and paralysis.
	MechRangeExtension     // V13-RANGE-EXT: idle line units gain range
	MechShellshock         // V13-SHELLSHOCK
	MechParalysisTransfer  // V13-PARALYSIS-TRANSFER
	MechTombRot            // V13-TOMB-ROT
	MechMultimoveInTomb    // V8-MM-TOMB: multimove awards survive death
	MechFirstMovePawn      // V8-FIRST-MOVE: the game's first turn is one plain pawn move
	MechValueRankBonus     // V13-VALUE-RANK: the rank bonus in the Rotate count
	MechValueFuseBonus     // V13-VALUE-FUSE: the fuse bonus in the Rotate count
	MechValueShadowsCount  // V13-VALUE-SHADOW: shadows count (at their shadow value)
	MechValueHeldUncounted // V8-ROTATE-VALUES: held units do not count (no variant counts them: board/cargo.go)

	// The generic special moves.
	MechMirrorPortal // V13-MIRROR-PORTAL
	MechPush         // V13-PUSH, V8-PUSH
	MechPushWall     // V13-PUSH-WALL
	MechPull         // V13-PULL, V8-PULL
	MechPullThrough  // V13-PULL-THROUGH
	MechFusion       // V13-FUSE, V13-DEFUSE, V13-FUSION-ABSORB, a stack's moves (and the pawn rules built on it)
	MechBind         // V13-BIND, V13-UNBIND
	MechBox          // V13-BOX, V13-UNBOX
	MechSwapShot     // V13-SWAPSHOT, V8-SWAPSHOT
	MechConversion   // V13-CONVERSION and the conversions built on it (bishop, queen, dragon)
	MechSpawn        // V13-SPAWN
	MechMorph        // V13-MORPH
	MechSyzygy       // V13-SYZYGY
	MechLoop         // V13-LOOP-*
	MechMonad        // V13-MONAD-*
	MechShadow       // shadow form: enter, travel, capture, leave (V13-SHADOW-*, V8-SHADOW)
	MechShadowstrike // V13-SHADOWSTRIKE
	MechMindControl  // V13-MINDCONTROL, V8-MINDCONTROL

	// The unit abilities (a unit missing from a roster has none anyway;
	// these switch an ability off for a unit a variant keeps).
	MechKingExchange     // V13-KING-EXCHANGE
	MechKingPortal       // V13-KING-PORTAL
	MechCrossbowArrow    // V13-XBOW-ARROW
	MechCannonBlast      // V13-CANNON-BLAST
	MechCannonWallBlast  // V13-CANNON-WALLBLAST
	MechTemplarBlizzard  // V13-TEMPLAR-BLIZZARD
	MechTemplarAvalanche // V13-TEMPLAR-AVALANCHE
	MechTeleswap         // V13-CHANC-TELESWAP
	MechQuicken          // V13-CHANC-QUICKEN
	MechJesterDetonate   // V13-JESTER-DETONATE
	MechJesterSpin       // V13-JESTER-SPIN
	MechJesterWalltrap   // V13-JESTER-WALLTRAP
	MechJesterDistract   // V13-JESTER-DISTRACT
	MechJesterDecohere   // V13-JESTER-DECOHERENCE
	MechJesterTrap       // V13-JESTER-TRAP
	MechEggs             // V13-EGG-*: laying, growth, egg fusion
	MechDragonFire       // V13-DRAGON-FIRE
	MechAssassinBomb     // V13-ASSASSIN-BOMB
	MechAssassinRun      // V13-ASSASSIN-RUN
	MechAssassinWall     // V13-ASSASSIN-WALLCLIMB, the wall jump
	MechAssassinSlip     // V13-ASSASSIN-SLIP
	MechAssassinTunnel   // V13-ASSASSIN-TUNNEL
	MechAssassinRetain   // V13-ASSASSIN-RETAIN
	MechFrogSlime        // V13-FROG-SLIME
	MechFrogDoubleSpawn  // V13-FROG-DOUBLESPAWN
	MechRookLaunch       // V13-ROOK-LAUNCH
	MechRookSwipe        // V13-ROOK-SWIPE
	MechRookStun         // V13-ROOK-STUN
	MechKnightLeap       // V13-KNIGHT-LEAPCAPTURE, V13-NIGHTRIDER-LEAP
	MechPawnRotate       // V13-PAWN-ROTATE
	MechPawnStack        // V13-PAWN-STACK: the pawn fuse stacked move
	MechPawnBomb         // V13-PAWN-BOMB: the pawn fusion bomb
	MechQueenGaze        // V13-QUEEN-GAZE
	MechQueenShadow      // V13-QUEEN-SHADOW: the token a moving queen leaves
	MechQueenIllusion    // V13-QUEEN-ILLUSION

	// Rules of 13.0 (and 8.0) that the 12x12 texts do not have
	// (V12A-MISSING).
	MechEntanglement   // V13-ENTANGLEMENT
	MechMultimoveAward // V13-MM-AWARD: captures earn multimove awards
	MechDragonFlight   // V13-DRAGON-FLIGHT: dragons pay no tomb-pass paralysis
	MechPawnAccel      // V13-PAWN-ACCEL: a pawn that takes a pawn moves again
	MechKnightMarch    // V13-KNIGHT-MARCH: a knight's double move is up to 4 steps
	MechPincer         // V13-PAWN-PINCER: two enemy pawns on one axis hold a unit
	MechRoyalGuards    // V13-KING-ROYALGUARD: a unit in its king's 3x3 takes no new paralysis or hold
	MechKnightmare     // V13-KNIGHT-KNIGHTMARE: an enemy knight's capture range holds a pawn
	MechRookTower      // V13-ROOK-TOWER, V8-ROOK: a rook's protectors gain its lines

	numVariantMechanics // the first value after this block (tests check it stays below 128)
)

// mechanicNames are the mechanics' Go names (String); a second block of
// switches fills in its own from its file's init.
var mechanicNames = [256]string{
	MechBase:               "MechBase",
	MechTerrain:            "MechTerrain",
	MechFlood:              "MechFlood",
	MechEarthquake:         "MechEarthquake",
	MechRotate:             "MechRotate",
	MechShift:              "MechShift",
	MechNullMove:           "MechNullMove",
	MechNullDraw:           "MechNullDraw",
	MechRule300:            "MechRule300",
	MechRangeExtension:     "MechRangeExtension",
	MechShellshock:         "MechShellshock",
	MechParalysisTransfer:  "MechParalysisTransfer",
	MechTombRot:            "MechTombRot",
	MechMultimoveInTomb:    "MechMultimoveInTomb",
	MechFirstMovePawn:      "MechFirstMovePawn",
	MechValueRankBonus:     "MechValueRankBonus",
	MechValueFuseBonus:     "MechValueFuseBonus",
	MechValueShadowsCount:  "MechValueShadowsCount",
	MechValueHeldUncounted: "MechValueHeldUncounted",
	MechMirrorPortal:       "MechMirrorPortal",
	MechPush:               "MechPush",
	MechPushWall:           "MechPushWall",
	MechPull:               "MechPull",
	MechPullThrough:        "MechPullThrough",
	MechFusion:             "MechFusion",
	MechBind:               "MechBind",
	MechBox:                "MechBox",
	MechSwapShot:           "MechSwapShot",
	MechConversion:         "MechConversion",
	MechSpawn:              "MechSpawn",
	MechMorph:              "MechMorph",
	MechSyzygy:             "MechSyzygy",
	MechLoop:               "MechLoop",
	MechMonad:              "MechMonad",
	MechShadow:             "MechShadow",
	MechShadowstrike:       "MechShadowstrike",
	MechMindControl:        "MechMindControl",
	MechKingExchange:       "MechKingExchange",
	MechKingPortal:         "MechKingPortal",
	MechCrossbowArrow:      "MechCrossbowArrow",
	MechCannonBlast:        "MechCannonBlast",
	MechCannonWallBlast:    "MechCannonWallBlast",
	MechTemplarBlizzard:    "MechTemplarBlizzard",
	MechTemplarAvalanche:   "MechTemplarAvalanche",
	MechTeleswap:           "MechTeleswap",
	MechQuicken:            "MechQuicken",
	MechJesterDetonate:     "MechJesterDetonate",
	MechJesterSpin:         "MechJesterSpin",
	MechJesterWalltrap:     "MechJesterWalltrap",
	MechJesterDistract:     "MechJesterDistract",
	MechJesterDecohere:     "MechJesterDecohere",
	MechJesterTrap:         "MechJesterTrap",
	MechEggs:               "MechEggs",
	MechDragonFire:         "MechDragonFire",
	MechAssassinBomb:       "MechAssassinBomb",
	MechAssassinRun:        "MechAssassinRun",
	MechAssassinWall:       "MechAssassinWall",
	MechAssassinSlip:       "MechAssassinSlip",
	MechAssassinTunnel:     "MechAssassinTunnel",
	MechAssassinRetain:     "MechAssassinRetain",
	MechFrogSlime:          "MechFrogSlime",
	MechFrogDoubleSpawn:    "MechFrogDoubleSpawn",
	MechRookLaunch:         "MechRookLaunch",
	MechRookSwipe:          "MechRookSwipe",
	MechRookStun:           "MechRookStun",
	MechKnightLeap:         "MechKnightLeap",
	MechPawnRotate:         "MechPawnRotate",
	MechPawnStack:          "MechPawnStack",
	MechPawnBomb:           "MechPawnBomb",
	MechQueenGaze:          "MechQueenGaze",
	MechQueenShadow:        "MechQueenShadow",
	MechQueenIllusion:      "MechQueenIllusion",
	MechEntanglement:       "MechEntanglement",
	MechMultimoveAward:     "MechMultimoveAward",
	MechDragonFlight:       "MechDragonFlight",
	MechPawnAccel:          "MechPawnAccel",
	MechKnightMarch:        "MechKnightMarch",
	MechPincer:             "MechPincer",
	MechRoyalGuards:        "MechRoyalGuards",
	MechKnightmare:         "MechKnightmare",
	MechRookTower:          "MechRookTower",
}

// String is the mechanic's Go name, as the generated ply-end code writes it.
func (m Mechanic) String() string {
	if n := mechanicNames[m]; n != "" {
		return n
	}
	return fmt.Sprintf("Mechanic(%d)", uint8(m))
}

// NameMechanic gives a mechanic declared outside the variant layer's block
// its name (String), from its file's init.
func NameMechanic(m Mechanic, name string) { mechanicNames[m] = name }

// MaxVariants bounds Variant.Index, so that other packages can keep a table
// per variant in an array.
const MaxVariants = 8

// Variant describes one game (see the top of this file).
type Variant struct {
	Name  string // the UCI_Variant value and the position format's variant section
	Title string // for people: "FrozenChess 13.0"
	Seed  string // the rule text, a file of the project's shared/seeds
	Index uint8  // its place in Variants(), below MaxVariants
	// Types is the roster: a type whose Letter is 0 is not in this variant.
	Types [NumTypes]TypeInfo
	// Start is the start position in the engine's position format.
	Start string
	// Mech is the set of mechanics the variant has.
	Mech Mechanics
	// TombPassParalysis is the paralysis, in the owner's turns, for walking
	// over a tomb (V13-TOMB-PASS 1, V8-TOMB-PASS 2).
	TombPassParalysis int
	// Geometry is the board's size (geometry.go): 16x16 when left zero.
	Geometry Geometry
	// LineRange and MinLineRange are a line's range per move before
	// captures and its floor: 16 and 3 when left zero (V13-RANGE-BASE,
	// V13-CRR), 12 and 2 in the 12x12 texts (V12A-CRR).
	LineRange, MinLineRange int

	// Derived from Types by finish.
	Roster   TypeSet // the types that have a letter
	Classes  Classes
	byLetter [128]UnitType
	// Squares are the squares on the board (all 256 on 16x16, the corner
	// a1-l12 on 12x12); the others stay empty.
	Squares SquareSet
}

// Classes are the unit-type classes of a variant's rule text, as sets
// (V13-CLASS-*, V8-CLASS-*), derived from the roster's TypeInfo.
type Classes struct {
	Leapers, Riders, Siege, Transports, Immobile, Immortal, HighValue TypeSet
	CRRDiagonal, CRROrthogonal                                        TypeSet
	NoCapture                                                         TypeSet // in the roster and not capturing
}

// Has reports whether the variant has the mechanic m. It is the one test
// the hot paths make (a load and a bit test).
func (v *Variant) Has(m Mechanic) bool { return v.Mech[m>>6]&(1<<(m&63)) != 0 }

// TypeByLetter is the type of an upper-case letter in this variant (NoType
// if none).
func (v *Variant) TypeByLetter(c byte) UnitType {
	if c >= 128 {
		return NoType
	}
	return v.byLetter[c]
}

// TypeFromLetter reads a unit letter in this variant; the case gives the
// side (upper case is Black).
func (v *Variant) TypeFromLetter(c byte) (UnitType, Side, bool) {
	side := Black
	if c >= 'a' && c <= 'z' {
		side = White
		c -= 'a' - 'A'
	}
	t := v.TypeByLetter(c)
	return t, side, t != NoType
}

// Letter is the upper-case letter of t in this variant, 0 if t is not in it.
func (v *Variant) Letter(t UnitType) byte {
	if t < NumTypes {
		return v.Types[t].Letter
	}
	return 0
}

// LetterFor is t's letter as written for a side (upper case for Black),
// '?' for a type the variant does not have.
func (v *Variant) LetterFor(t UnitType, s Side) byte {
	l := v.Letter(t)
	switch {
	case l == 0:
		return '?'
	case s == White:
		return l + 'a' - 'A'
	}
	return l
}

// Value is the material value of t in this variant (its Rotate points).
func (v *Variant) Value(t UnitType) int {
	if t < NumTypes {
		return v.Types[t].Value
	}
	return 0
}

func (v *Variant) String() string { return v.Name }

// finish derives the letter table, the roster, the classes and the
// board's squares.
func (v *Variant) finish() *Variant {
	if v.Geometry == (Geometry{}) {
		v.Geometry = Board16
	}
	v.Squares = v.Geometry.squares()
	if v.LineRange == 0 {
		v.LineRange, v.MinLineRange = BaseLineRange, MinLineRange
	}
	for t := Pawn; t < NumTypes; t++ {
		ti := &v.Types[t]
		if ti.Letter == 0 {
			continue
		}
		if v.byLetter[ti.Letter] != NoType {
			panic(fmt.Sprintf("board: variant %s gives the letter %c to two types", v.Name, ti.Letter))
		}
		v.byLetter[ti.Letter] = t
		v.Roster.Add(t)
		c := &v.Classes
		add := func(s *TypeSet, ok bool) {
			if ok {
				s.Add(t)
			}
		}
		add(&c.Leapers, ti.Leaper)
		add(&c.Riders, ti.Rider)
		add(&c.Siege, ti.Siege)
		add(&c.Transports, ti.Carries > 0)
		add(&c.Immobile, ti.Immobile)
		add(&c.Immortal, ti.Immortal)
		add(&c.HighValue, ti.HighValue)
		add(&c.CRRDiagonal, ti.CRR&CRRDiagonal != 0)
		add(&c.CRROrthogonal, ti.CRR&CRROrthogonal != 0)
		add(&c.NoCapture, !ti.Captures)
	}
	return v
}

// Variants lists the variants, the default first.
func Variants() []*Variant { return variants[:] }

// VariantByName finds a variant by its UCI_Variant name.
func VariantByName(name string) (*Variant, bool) {
	for _, v := range variants {
		if v.Name == name {
			return v, true
		}
	}
	return nil, false
}

// VariantNames lists the variants' names, the default first.
func VariantNames() []string {
	names := make([]string, len(variants))
	for i, v := range variants {
		names[i] = v.Name
	}
	return names
}

// FrozenChess is FrozenChess 13.0, the default variant: its roster is
// Types, its start StartFEN, and it has every mechanic of the variant
// layer's block but those 8.0 alone has.
var FrozenChess = (&Variant{
	Name:              "frozenchess",
	Title:             "FrozenChess 13.0",
	Seed:              "000_7b82bc29ae66cb2a.txt",
	Index:             0,
	Types:             Types,
	Start:             StartFEN,
	Mech:              mechanicsBut(MechMultimoveInTomb, MechFirstMovePawn, MechValueHeldUncounted),
	TombPassParalysis: 1,
}).finish()

// FrozenChess8 is FrozenChess 8.0 (seed 001, catalog Part 2.1): 18 unit
// types, six of them not in 13.0, its own letters and start (V8-START,
// V8-LETTERS), and without the mechanics V8-MISSING lists.
var FrozenChess8 = (&Variant{
	Name:              "frozenchess8",
	Title:             "FrozenChess 8.0",
	Seed:              "001_bba45dbfc34e28d1.txt",
	Index:             1,
	Types:             types8,
	Start:             StartFEN8,
	Mech:              mechanics8(),
	TombPassParalysis: 2, // V8-TOMB-PASS
}).finish()

var variants = [...]*Variant{FrozenChess, FrozenChess8, FrozenChess12A, FrozenChess12B, FrozenChess12C}

var _ [MaxVariants - len(variants)]struct{} // Index fits the per-variant tables

// mechanicsBut is every mechanic of the variant layer's block but ms.
func mechanicsBut(ms ...Mechanic) Mechanics {
	var s Mechanics
	for m := MechBase; m < numVariantMechanics; m++ {
		s.Set(m)
	}
	s.Clear(ms...)
	return s
}
