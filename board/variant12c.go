package board

// FrozenChess 12C as data (seed 004, catalog Part 2.4, the oldest of the
// three 12x12 texts): its roster, start and board. Like 12A it is a closed
// game (V12C-MISSING ruling): no 13.0 or 8.0 mechanic applies unless a
// V12C row says so, so its mechanics set is MechBase, the 12x12 switches it
// shares with 12A and its own (variant_v12crules.go).

// StartFEN12C is the 12C start (V12C-START, 004:1-3): the text gives the
// rows RNBDJQKJDBNR and twelve pawns and no orientation; by the row's
// ruling the start is 12A's, South (ranks 1-2, White, lower case) moving
// first. Units are numbered 1..48 in reading order (a12 is 1, l1 is 48).
const StartFEN12C = "RNBDJQKJDBNR/PPPPPPPPPPPP/12/12/12/12/12/12/12/12/pppppppppppp/rnbdjqkjdbnr w variant:frozenchess12c"

// types12C is the 12C roster, the letters of 004:3 (R Rook, N Knight, B
// Bishop, D Dragon, J Jester, Q Queen, K King, P Pawn): 12A's types, with
// no line-range classes (no CRR, V12C-MISSING). Value is the engine's
// estimate for the evaluation (the text gives none): 12A's, but the queen,
// which makes one knight, bishop or rook move and never a double move
// (V12C-QUEEN), and the jester, whose presence holds every enemy around it
// (V12C-JESTER); and the king, which moves and captures nothing by itself
// (V12C-KING, 004:25, as 12B's): its reach is 0.
var types12C = func() [NumTypes]TypeInfo {
	t := types12A
	for i := range t {
		t[i].CRR = 0
	}
	t[King].Captures, t[King].Reach = false, 0
	t[Queen].Value = 16
	t[Jester].Value = 7
	return t
}()

// FrozenChess12C is the 12x12 text 004 (catalog Part 2.4).
var FrozenChess12C = (&Variant{
	Name:     "frozenchess12c",
	Title:    "FrozenChess 12C",
	Seed:     "004_198078dc278789b8.txt",
	Index:    4,
	Types:    types12C,
	Start:    StartFEN12C,
	Mech:     mechanics12C(),
	Geometry: Board12,
	// No CRR (V12C-MISSING): a line crosses the whole 12x12 board.
	LineRange:    12,
	MinLineRange: 12,
}).finish()
