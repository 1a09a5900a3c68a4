package board

// The rules of FrozenChess 12C (seed 004, catalog Part 2.4, the V12C-*
// rows) that neither 13.0 nor 12A has, as switches of the variant layer
// (variant.go): each is read by its mechanic's own code in the rules core
// (movegen), never by a test of the variant's name. This block starts at
// Mechanic(240): 12A's block starts at 192, and 12B's (built beside this
// one, on another branch) at 224, so that each can grow without touching
// the others; the three must not overlap (256 switches at most).
const (
	// MechNoWalls: no unit builds a wall (V12C-MISSING: "no walls"; 13.0
	// turns every path into its walker's wall, V13-WALL-CREATE).
	MechNoWalls Mechanic = 240 + iota
	// MechNoTombs: a captured or exploded unit leaves the game; there are
	// no tombs and no respawn (V12C-MISSING: "no tombs").
	MechNoTombs
	// MechNoCRR: captures never shorten a line (V12C-MISSING: "no CRR").
	MechNoCRR
	// MechDoubleMoveNative: a double move's second step uses the unit's
	// native movement only (an empowered or borrowed move may be its first
	// step only), and kings and queens never double move (V12C-DOUBLEMOVE,
	// V12C-QUEEN, 004:11 and 004:32).
	MechDoubleMoveNative
	// MechJesterGuardSteal: a jester moves with the patterns of friendly
	// pieces and pawns that guard it as well as of the enemy units that
	// attack it (V12C-JESTER, 004:20; 13.0's Power Steal takes the
	// attackers' only, V13-JESTER-POWERSTEAL).
	MechJesterGuardSteal
	// MechDeathTraps: the queen's death traps (V12C-QUEEN-DEATHTRAP,
	// 004:33-36): the square a queen captured on becomes a death trap
	// when she leaves it, for the rest of the game; lines and pawns cannot
	// pass it, a unit that ends its move on it dies, and a pawn promotes
	// short of a trapped last rank.
	MechDeathTraps
	// MechJesterBorrowedDouble: a jester may make the double move of a
	// unit that lends it a move, both steps with that unit's pattern
	// (V12C-JESTER, 004:20: "any move/doublemove of guarding/attacking
	// piece/pawn"), besides a borrowed first step with a native second.
	MechJesterBorrowedDouble

	numV12CRules // the first value after this block
)

var v12CRuleNames = [...]string{
	MechNoWalls - 240:              "MechNoWalls",
	MechNoTombs - 240:              "MechNoTombs",
	MechNoCRR - 240:                "MechNoCRR",
	MechDoubleMoveNative - 240:     "MechDoubleMoveNative",
	MechJesterGuardSteal - 240:     "MechJesterGuardSteal",
	MechDeathTraps - 240:           "MechDeathTraps",
	MechJesterBorrowedDouble - 240: "MechJesterBorrowedDouble",
}

var _ [len(v12CRuleNames) - int(numV12CRules-240)]struct{} // every switch has its name

func init() {
	for m := Mechanic(240); m < numV12CRules; m++ {
		NameMechanic(m, v12CRuleNames[m-240])
	}
}

// mechanics12C is 12C's set: the rules every variant shares (MechBase), the
// 12x12 rules it shares with 12A (the pawn's king step and promotion,
// V12C-PAWN; the chess moves of the pieces, V12C-PIECES; the pawn loss,
// V12C-PAWN), the 8.0 switches of its rows (Empower and Guards without the
// threat clause, V12C-EMPOWER and V12C-GUARDS as V8-EMPOWER-GUARDS; Capture
// Immunity without the king's exception, V12C-CAPTURE-IMMUNITY), 12B's
// immobile king with 13.0's King's Exchange (V12C-KING, 004:25-26: the
// king neither moves nor captures by itself, MechImmobileKing; it swaps
// with an unattacked friend, which is removed), 12B's unbounced lines
// (MechNoDiagonalBounce with 8.0's MechNoOrthogonalBounce) and its own switches; 13.0's Pincer, Royal
// Guards and Knightmare are switches it leaves off (MechPincer,
// MechRoyalGuards, MechKnightmare). Every other mechanic is off
// (V12C-MISSING): no Null move, no 300-move rule, no multimove award, no
// Knight's Leap or March, no Rotate, SwapShot or Mind Control.
func mechanics12C() Mechanics {
	var s Mechanics
	s.Set(MechBase, MechPawnKingStep, MechChessPieceMoves, MechPawnLoss,
		MechKindNoExceptions, MechThreatenedProtectorsCount, MechImmobileKing, MechKingExchange,
		MechNoWalls, MechNoTombs, MechNoDiagonalBounce, MechNoOrthogonalBounce, MechNoCRR,
		MechDoubleMoveNative, MechJesterGuardSteal, MechDeathTraps, MechJesterBorrowedDouble)
	return s
}
