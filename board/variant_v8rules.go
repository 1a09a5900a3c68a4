package board

// The rules of the units 13.0 shares that FrozenChess 8.0 plays otherwise
// (catalog Part 2.1, the V8-* rows of existing units), as switches of the
// variant layer (variant.go): each is read by its mechanic's own file in
// the rules core (movegen), never by a test of the variant's name. This is
// the second block of switches, from Mechanic(128); FrozenChess8 has them
// all, FrozenChess none.
const (
	// MechKindNoExceptions: Kind Immunity binds kings too (V8-KIND: "no
	// exceptions"; 13.0 lets a king take a king, V13-KIND-IMMUNITY).
	MechKindNoExceptions Mechanic = 128 + iota
	// MechBishopNoCapture: the bishop's diagonal lines do not capture; its
	// one "capture" is its Conversion (V8-BISHOP, V8-CONVERSION).
	MechBishopNoCapture
	// MechBishopConversion: the 8.0 Conversion of the bishop (V8-CONVERSION).
	MechBishopConversion
	// MechPushEnemiesOnly: only enemy units are pushed (V8-PUSH).
	MechPushEnemiesOnly
	// MechFrogV8: the 8.0 frog: immune to paralysis, no Long Jump and no
	// Mass Jump (V8-FROG).
	MechFrogV8
	// MechSwapShotV8: SwapShot by non-pawn pieces only, never onto a
	// king, and guards do not protect from it (V8-SWAPSHOT).
	MechSwapShotV8
	// MechKnightCapturesOne: a Knight's Leap takes one piece, the one it
	// jumps, and lands on an empty square (V8-KNIGHT).
	MechKnightCapturesOne
	// MechKnightmareAbilitiesOnly: a pawn a knight holds loses its special
	// moves and abilities only; its moves and captures stay (V8-KNIGHTMARE).
	MechKnightmareAbilitiesOnly
	// MechPawnAccelV8: a pawn gains one step per turn (a multimove) for
	// each pawn it captures as a pawn, lost on promotion, kept in the tomb;
	// 13.0's one extra move after a capture is off (V8-PAWN-ACCEL).
	MechPawnAccelV8
	// MechSiegeDoubleMoveOnly: a rook's Siege takes away the Double Move
	// (and the knight's March) but not a multimove (V8-ROOK).
	MechSiegeDoubleMoveOnly
	// MechAbilitiesInMultimove: no rule locks abilities during advanced
	// movement: a unit ability, as a generic special move, may be a
	// multimove's last step (V8-ADVANCED; 13.0's V13-ADV-ABILITY-LOCK).
	MechAbilitiesInMultimove
	// MechNoOrthogonalBounce: rook-type lines do not bounce; the diagonal
	// bounce stays for the units that have it (V8-ADVANCED).
	MechNoOrthogonalBounce
	// MechMindControlV8: A mind-controls B whenever it could capture B
	// without being recaptured, by any capture (V8-MINDCONTROL; 13.0: a
	// straight orthogonal line between squares of one colour).
	MechMindControlV8
	// MechTemplarLeaperV8: the templar is a leaper: its diagonal moves
	// jump to (2,2), (3,1) and (1,3) (V8-TEMPLAR, V8-CLASS-LEAPER; 13.0's
	// slide walks through (1,1)).
	MechTemplarLeaperV8
	// MechJesterMoveV8: the jester leaps 2 squares diagonally, then maybe
	// one square diagonally to the side or orthogonally forward (V8-JESTER).
	MechJesterMoveV8
	// MechPromotionV8: a pawn promotes to any type of the variant's roster
	// but King and Pawn, with no cap on immortal units (V8-PROMOTION).
	MechPromotionV8
	// MechChancellorActive: the chancellor's Paralyse is an action, not an
	// aura (V8-CHANCELLOR).
	MechChancellorActive
	// MechPawnSpawnV8: the pawn's own Spawn, one pawn behind it
	// (V8-PAWN-SPAWN).
	MechPawnSpawnV8
	// MechThreatenedProtectorsCount: the units that empower or guard need
	// not be unthreatened (V8-EMPOWER-GUARDS).
	MechThreatenedProtectorsCount
	// MechTransport: units board a friendly transport and a Ship unloads
	// them (V8-CLASS-TRANSPORT, V8-SHIP; movegen/transport.go, ship.go).
	MechTransport
	// MechCannonAmmunition: the cannon captures only with a unit held as
	// ammunition, which every capture spends onto the captured unit's
	// square (V8-CANNON; movegen/cannonammo.go).
	MechCannonAmmunition

	numV8Rules // the first value after this block
)

var v8RuleNames = [...]string{
	MechKindNoExceptions - 128:          "MechKindNoExceptions",
	MechBishopNoCapture - 128:           "MechBishopNoCapture",
	MechBishopConversion - 128:          "MechBishopConversion",
	MechPushEnemiesOnly - 128:           "MechPushEnemiesOnly",
	MechFrogV8 - 128:                    "MechFrogV8",
	MechSwapShotV8 - 128:                "MechSwapShotV8",
	MechKnightCapturesOne - 128:         "MechKnightCapturesOne",
	MechKnightmareAbilitiesOnly - 128:   "MechKnightmareAbilitiesOnly",
	MechPawnAccelV8 - 128:               "MechPawnAccelV8",
	MechSiegeDoubleMoveOnly - 128:       "MechSiegeDoubleMoveOnly",
	MechAbilitiesInMultimove - 128:      "MechAbilitiesInMultimove",
	MechNoOrthogonalBounce - 128:        "MechNoOrthogonalBounce",
	MechMindControlV8 - 128:             "MechMindControlV8",
	MechTemplarLeaperV8 - 128:           "MechTemplarLeaperV8",
	MechJesterMoveV8 - 128:              "MechJesterMoveV8",
	MechPromotionV8 - 128:               "MechPromotionV8",
	MechChancellorActive - 128:          "MechChancellorActive",
	MechPawnSpawnV8 - 128:               "MechPawnSpawnV8",
	MechThreatenedProtectorsCount - 128: "MechThreatenedProtectorsCount",
	MechTransport - 128:                 "MechTransport",
	MechCannonAmmunition - 128:          "MechCannonAmmunition",
}

var _ [len(v8RuleNames) - int(numV8Rules-128)]struct{} // every switch has its name

func init() {
	for m := Mechanic(128); m < numV8Rules; m++ {
		NameMechanic(m, v8RuleNames[m-128])
		FrozenChess8.Mech.Set(m)
	}
}
