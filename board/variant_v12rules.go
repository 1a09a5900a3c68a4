package board

// The rules of the 12x12 texts (catalog Parts 2.2-2.4, the V12A-* rows
// first) that differ from the units' 13.0 rules, as switches of the variant
// layer (variant.go): each is read by its mechanic's own code in the rules
// core (movegen), never by a test of the variant's name. This is the third
// block of switches, from Mechanic(192), so that the 8.0 block (from 128)
// can grow.
const (
	// MechPawnKingStep: the pawn moves and captures one square in any
	// direction, as a chess king, with no facing, leap or stacked move
	// (V12A-PAWN-MOVE, 002:9).
	MechPawnKingStep Mechanic = 192 + iota
	// MechChessPieceMoves: the basic moves of 002:10-16 (V12A-PIECE-MOVES):
	// the knight moves as a chess knight (no diagonal step), the bishop as
	// a chess bishop (no orthogonal step), the dragon as a bishop or knight
	// (no 2-square orthogonal jump) and the jester as a knight.
	MechChessPieceMoves
	// MechPawnLoss: a side that has lost all its pawns loses the game,
	// after a lost king and checkmate (V12A-PAWN-LOSS, 002:138-139).
	MechPawnLoss
	// MechCRR12: every capture of a line unit takes 2 squares off each of
	// its line ranges (the floor is the variant's MinLineRange), whatever
	// the victim and the move (V12A-CRR ruling; 13.0 takes 3 or 1 off the
	// direction class used, V13-CRR).
	MechCRR12
	// MechCheckEndsTurn: a step that gives check ends the turn, as
	// captures and special moves do (V12A-MOVE-END, 002:28-29).
	MechCheckEndsTurn
	// MechDoubleMoveCapture: knights and bishops may capture on the second
	// step of a double move, which ends it (V12A-DOUBLEMOVE-EXCEPT,
	// 002:23-24).
	MechDoubleMoveCapture
	// MechDoubleMoveRest: a unit that made a double move rests on its
	// side's next turn, unless its steps are the only ones the side has,
	// and then it makes one step only (V12A-DOUBLEMOVE-REST, 002:22).
	MechDoubleMoveRest
	// MechBounce12: a bounce is a 90-degree turn (a diagonal line that
	// would reverse both components stops) and bounce moves and double
	// moves exclude each other (V12A-BOUNCE, 002:26).
	MechBounce12
	// MechDragonBreath12: a dragon that stays on its square may burn every
	// enemy unit in its 3x3, a special move (V12A-DRAGON-BREATH, 002:74-75;
	// 13.0's Dragon's Fire rides on a move, V13-DRAGON-FIRE).
	MechDragonBreath12
	// MechRotate12: Rotate turns 2x2, 3x3 and 4x4 blocks off the edge, by
	// a majority of units, not points (V12A-ROTATE, 002:91-96; 13.0 up to
	// 8x8 by material, V13-ROTATE).
	MechRotate12
	// MechQuadrants12: the four quadrants and their majority perks
	// (V12A-QUADRANTS, 002:84-88): the halved Capture Range Reduction in
	// the capturer's bonus quadrant, the ban on an enemy Knight's Leap, tombs
	// passed without paralysis, and with MechWalling12 walls crossed there
	// (perk (4), movegen/walling12.go).
	MechQuadrants12
	// MechRookPush12: a rook whose line ends before an enemy unit may
	// push the enemy units on the three squares ahead one square on
	// (V12A-ROOK-PUSH, 002:80-82; movegen/rookpush12.go).
	MechRookPush12
	// MechRookPushNoWallBreak: with MechRookPush12, the push destroys no
	// wall (V12B-ROOK-PUSH, 003:52-53: "without the wall-destruction
	// clause").
	MechRookPushNoWallBreak
	// MechPawnRange12: a pawn that takes a pawn gains a square of range,
	// and moves up to its range in one straight line (V12A-PAWN-RANGE,
	// 002:134; movegen/pawnrange12.go).
	MechPawnRange12
	// MechTombPassEndsDouble: a step that passes a tomb ends the unit's
	// double move (V12A-TOMB, 002:56).
	MechTombPassEndsDouble
	// MechTombQueueHandover: a tomb whose queue an explosion clears hands
	// its units, in order, to the back of the queue of the exploding tomb
	// (V12A-TOMB ruling, 002:58).
	MechTombQueueHandover
	// MechWalling12: the 12x12 walls (V12A-WALLING, 002:99-101; V12B-WALLING
	// is the same rule): a moving unit's path (its start, the squares it
	// walks, both steps of a double move) becomes a wall for its side's
	// next 2 turns (Cell.WallTurns, aged by the "walls 12" ply-end stage in
	// movegen/walling12.go); a line stops on the first square it enters
	// that shares an edge with a wall, and cannot cross a diagonal gap
	// between two walls; a knight move is blocked when both of its L paths
	// hold a wall; jesters leap walls; nothing lands on one. In place of
	// 13.0's walls (V13-WALL-*): no wall lasts until its owner's next one,
	// no leaper but the jester jumps one, no rook besieges one. The switch
	// is self-contained: a variant turns it on in its mechanics set and
	// gets all of this (with MechQuadrants12, also perk (4) of
	// V12A-QUADRANTS).
	MechWalling12
	// MechMidBounce12: at a bounce square a line unit that also has knight
	// moves (native, empowered or stolen) may switch to a knight move,
	// costing 3 squares of its range, which ends the move (V12A-MIDBOUNCE,
	// 002:31-33; movegen/midbounce12.go).
	MechMidBounce12

	numV12Rules // the first value after this block
)

var v12RuleNames = [...]string{
	MechPawnKingStep - 192:        "MechPawnKingStep",
	MechChessPieceMoves - 192:     "MechChessPieceMoves",
	MechPawnLoss - 192:            "MechPawnLoss",
	MechCRR12 - 192:               "MechCRR12",
	MechCheckEndsTurn - 192:       "MechCheckEndsTurn",
	MechDoubleMoveCapture - 192:   "MechDoubleMoveCapture",
	MechDoubleMoveRest - 192:      "MechDoubleMoveRest",
	MechBounce12 - 192:            "MechBounce12",
	MechDragonBreath12 - 192:      "MechDragonBreath12",
	MechRotate12 - 192:            "MechRotate12",
	MechQuadrants12 - 192:         "MechQuadrants12",
	MechRookPush12 - 192:          "MechRookPush12",
	MechRookPushNoWallBreak - 192: "MechRookPushNoWallBreak",
	MechPawnRange12 - 192:         "MechPawnRange12",
	MechTombPassEndsDouble - 192:  "MechTombPassEndsDouble",
	MechTombQueueHandover - 192:   "MechTombQueueHandover",
	MechWalling12 - 192:           "MechWalling12",
	MechMidBounce12 - 192:         "MechMidBounce12",
}

var _ [len(v12RuleNames) - int(numV12Rules-192)]struct{} // every switch has its name

func init() {
	for m := Mechanic(192); m < numV12Rules; m++ {
		NameMechanic(m, v12RuleNames[m-192])
	}
}

// mechanics12A is 12A's set: the rules every variant shares (MechBase),
// its own moves, and the 13.0 and 8.0 switches a V12A row keeps: Kind
// Immunity without exceptions (V12A-KIND, as V8-KIND), protectors that
// empower and guard even when threatened (V12A-EMPOWER-GUARDS, as
// V8-EMPOWER-GUARDS), the Knight's Leap taking the one piece it jumps
// (V12A-KNIGHT-LEAP, as V8-KNIGHT), 13.0's King's Exchange (V12A-KING:
// the king swaps with an unattacked friend, which dies) and 8.0's Mind
// Control (V12A-MINDCONTROL, 002:38-40, the words of V8-MINDCONTROL: A
// controls B whenever it could capture B without recapture) and 8.0's
// SwapShot (V12A-SWAPSHOT, 002:107-108, the rule of V8-SWAPSHOT: non-pawn
// pieces swap with a unit, friend or enemy, they could capture; no king is
// swapped; guards do not protect), and 13.0's Rotate with 12A's blocks
// (V12A-ROTATE), the 12x12 walls (V12A-WALLING, MechWalling12, in place
// of 13.0's) and the MidBounce knight move (V12A-MIDBOUNCE). Every other
// mechanic is off (V12A-MISSING).
func mechanics12A() Mechanics {
	var s Mechanics
	s.Set(MechBase, MechPawnKingStep, MechChessPieceMoves, MechPawnLoss, MechCRR12, MechCheckEndsTurn, MechDoubleMoveCapture,
		MechDoubleMoveRest, MechBounce12,
		MechKindNoExceptions, MechThreatenedProtectorsCount, MechKnightLeap, MechKnightCapturesOne,
		MechKingExchange,
		MechMindControl, MechMindControlV8, MechDragonBreath12,
		MechSwapShot, MechSwapShotV8, MechRotate, MechRotate12, MechQuadrants12,
		MechRookPush12, MechPawnRange12, MechTombPassEndsDouble, MechTombQueueHandover, MechWalling12, MechMidBounce12)
	return s
}
