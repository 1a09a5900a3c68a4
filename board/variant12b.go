package board

// FrozenChess 12B as data (seed 003, catalog Part 2.3, the middle one of the
// three 12x12 texts): its roster, start and board. Like 12A it is a closed
// game (V12B-MISSING): no 13.0 or 8.0 mechanic applies unless a V12B row
// says so. It is 12A's game with an immobile king (V12B-KING), death
// squares instead of tombs (V12B-DEATHSQUARES), no bounce, Move End,
// MidBounce, Mind Control or Dragon's Breath, and the jester's leap-over
// hold (V12B-JESTER); its own switches are in variant12b_rules.go.

// StartFEN12B is the 12B start (V12B-START, 003:1-3): the text gives the
// rows RNBDJQKJDBNR and twelve pawns without an orientation; by the row's
// ruling it is 12A's setup, South (ranks 1-2, White, lower case) moving
// first. Units are numbered 1..48 in reading order (a12 is 1, l1 is 48).
const StartFEN12B = "RNBDJQKJDBNR/PPPPPPPPPPPP/12/12/12/12/12/12/12/12/pppppppppppp/rnbdjqkjdbnr w variant:frozenchess12b"

// types12B is the 12B roster: 12A's letters and values (003:2-3 and
// 003:59-77 name the same eight types), but the king, which moves and
// captures nothing by itself (V12B-KING, 003:73): its reach is 0.
var types12B = func() [NumTypes]TypeInfo {
	t := types12A
	t[King].Captures, t[King].Reach = false, 0
	return t
}()

// FrozenChess12B is the 12x12 text 003 (catalog Part 2.3).
var FrozenChess12B = (&Variant{
	Name:              "frozenchess12b",
	Title:             "FrozenChess 12B",
	Seed:              "003_d37be95f07e7dbc3.txt",
	Index:             3,
	Types:             types12B,
	Start:             StartFEN12B,
	Mech:              mechanics12B(),
	TombPassParalysis: 2, // V12B-DEATHSQUARES: "paralyzed for the next 2 moves"
	Geometry:          Board12,
	LineRange:         12, // V12B-CRR
	MinLineRange:      2,  // V12B-CRR: "up to 2 square minimum"
}).finish()

// mechanics12B is 12B's set: what it shares with 12A (the rows that say
// "as V12A": the pawn's king step and promotions, the chess moves, pawn
// loss, CRR 12/-2/2, knights and bishops capturing inside a double move
// (V12B-KNIGHT-LEAP, V12B-BISHOP-BOUNCE), the rest after a double move,
// Kind Immunity without exceptions, protectors that count when threatened,
// the Knight's Leap of one piece, 8.0's SwapShot, Rotate with 12A's
// blocks, the quadrants), the King's Exchange without the king's own moves
// (MechImmobileKing), death squares (MechDeathSquares), lines that never
// bounce (MechNoDiagonalBounce with 8.0's MechNoOrthogonalBounce), no
// double move ending in an enemy bonus quadrant (MechQuadrants12's perk 1),
// the jester's leap-over hold (MechJesterLeapHold), 12A's walls
// (MechWalling12, V12B-WALLING) and 12A's Rook Push without its wall
// breaking (MechRookPush12 with MechRookPushNoWallBreak, V12B-ROOK-PUSH).
// Not in it (V12B-MISSING): 12A's bounce (MechBounce12), Move End (MechCheckEndsTurn), Mind Control and Dragon's
// Breath.
func mechanics12B() Mechanics {
	var s Mechanics
	s.Set(MechBase, MechPawnKingStep, MechChessPieceMoves, MechPawnLoss, MechCRR12, MechDoubleMoveCapture,
		MechDoubleMoveRest, MechKindNoExceptions, MechThreatenedProtectorsCount, MechKnightLeap, MechKnightCapturesOne,
		MechKingExchange, MechSwapShot, MechSwapShotV8, MechRotate, MechRotate12, MechQuadrants12,
		MechImmobileKing, MechDeathSquares, MechNoOrthogonalBounce, MechNoDiagonalBounce, MechJesterLeapHold,
		MechWalling12, MechRookPush12, MechRookPushNoWallBreak)
	return s
}
