package board

// The switches of the 12x12 texts that 12A does not have (catalog Parts
// 2.3 and 2.4), a block of their own from Mechanic(224) so that 12A's
// block (variant_v12rules.go, from 192) can grow without renumbering them:
// the compile-time check below fails if it ever reaches 224. Each is read
// by its mechanic's own file in the rules core (movegen), never by a test
// of the variant's name.
const (
	// MechImmobileKing: the king neither moves nor captures by itself; its
	// one action is the King's Exchange (MechKingExchange) with an
	// unattacked friend, who leaves the board (V12B-KING 003:73-74,
	// V12C-KING 004:25-26; movegen/immobileking.go). Check and mate keep
	// their meaning: the king is in check when an enemy unit attacks its
	// square, and mated when no turn of its side ends with it unattacked.
	MechImmobileKing Mechanic = 224 + iota
	// MechDeathSquares: no tombs; a captured unit leaves the game, and the
	// square of a capture by a move becomes a death square once empty,
	// killing the next unit that lands there (V12B-DEATHSQUARES, 003:28-29;
	// movegen/deathsquares12.go).
	MechDeathSquares
	// MechNoDiagonalBounce: diagonal lines do not bounce; with 8.0's
	// MechNoOrthogonalBounce no line bounces, and lines stop at units and
	// the edge as in chess (V12B-PIECES, V12B-MISSING: 003 has no general
	// bounce rule).
	MechNoDiagonalBounce
	// MechJesterLeapHold: a jester's knight move holds every unit it
	// leaps over for 2 of its side's turns, jesters and kings excepted
	// (V12B-JESTER, 003:67; movegen/jesterleaphold12.go).
	MechJesterLeapHold

	numV12BRules // the first value after this block
)

var _ [224 - int(numV12Rules)]struct{} // 12A's block ends before this one begins

var v12BRuleNames = [...]string{
	MechImmobileKing - 224:     "MechImmobileKing",
	MechDeathSquares - 224:     "MechDeathSquares",
	MechNoDiagonalBounce - 224: "MechNoDiagonalBounce",
	MechJesterLeapHold - 224:   "MechJesterLeapHold",
}

var _ [len(v12BRuleNames) - int(numV12BRules-224)]struct{} // every switch has its name

func init() {
	for m := Mechanic(224); m < numV12BRules; m++ {
		NameMechanic(m, v12BRuleNames[m-224])
	}
}
