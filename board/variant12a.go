package board

// FrozenChess 12A as data (seed 002, catalog Part 2.2, the newest of the
// three 12x12 texts): its roster, start and board. The 12x12 texts are
// closed games (V12A-MISSING ruling): no 13.0 or 8.0 mechanic applies
// unless a V12A row says so, so its mechanics set is MechBase and the rows
// it keeps (variant_v12rules.go).

// StartFEN12A is the 12A start (V12A-START, 002:1-6): both sides read
// RNBDJQKJDBNR from file a (Queen f, King g) with twelve pawns before them;
// by the row's ruling South (ranks 1-2) is White, written in lower case,
// and moves first, and North (ranks 11-12) is Black. Units are numbered
// 1..48 in reading order (a12 is 1, l1 is 48).
const StartFEN12A = "RNBDJQKJDBNR/PPPPPPPPPPPP/12/12/12/12/12/12/12/12/pppppppppppp/rnbdjqkjdbnr w variant:frozenchess12a"

// types12A is the 12A roster: the letters of 002:5 (R Rook, N Knight, B
// Bishop, D Dragon, J Jester, Q Queen, K King, P Pawn). The text gives no
// point values (its Rotate counts units, V12A-ROTATE): Value is the
// engine's estimate for the evaluation, the 13.0 values of the same types
// but for the knight and bishop, which move as in chess here, and the
// queen, which has the rook's, bishop's and knight's moves. Reach is the
// farthest a native capture reaches: the lines' 12 squares (V12A-CRR), one
// square for the pawn (V12A-PAWN-MOVE) and the king. Only the knight (and
// the knight moves of the dragon and queen) and the jester leap; the jester
// never captures (V12A-JESTER).
var types12A = [NumTypes]TypeInfo{
	NoType: {Name: "none"},
	Pawn:   {Letter: 'P', Name: "pawn", Value: 1, Captures: true, Reach: 1},
	Rook:   {Letter: 'R', Name: "rook", Value: 12, Captures: true, Reach: 12, Rider: true, HighValue: true, CRR: CRROrthogonal},
	Knight: {Letter: 'N', Name: "knight", Value: 6, Captures: true, Reach: 2, Leaper: true},
	Bishop: {Letter: 'B', Name: "bishop", Value: 8, Captures: true, Reach: 12, Rider: true, CRR: CRRDiagonal},
	Dragon: {Letter: 'D', Name: "dragon", Value: 12, Captures: true, Reach: 12, Leaper: true, Rider: true, HighValue: true, CRR: CRRDiagonal},
	Jester: {Letter: 'J', Name: "jester", Value: 6, Leaper: true, HighValue: true},
	Queen:  {Letter: 'Q', Name: "queen", Value: 18, Captures: true, Reach: 12, Leaper: true, Rider: true, HighValue: true, CRR: CRRDiagonal | CRROrthogonal},
	King:   {Letter: 'K', Name: "king", Value: 25, Captures: true, Reach: 1},
	// Not in 12A (V12A-MISSING): named, no letter.
	Frog:        {Name: "frog"},
	Nightrider:  {Name: "nightrider"},
	Crossbowman: {Name: "crossbowman"},
	Cannon:      {Name: "cannon"},
	Assassin:    {Name: "assassin"},
	Chancellor:  {Name: "chancellor"},
	Templar:     {Name: "templar"},
	Egg:         {Name: "egg"},
	QueenShadow: {Name: "queen's shadow"},
	Illusion:    {Name: "illusion"},
	Lancer:      {Name: "lancer"},
	Trebuchet:   {Name: "trebuchet"},
	Ballista:    {Name: "ballista"},
	Ship:        {Name: "ship"},
	Onager:      {Name: "onager"},
	Ram:         {Name: "ram"},
}

// FrozenChess12A is the 12x12 text 002 (catalog Part 2.2).
var FrozenChess12A = (&Variant{
	Name:              "frozenchess12a",
	Title:             "FrozenChess 12A",
	Seed:              "002_ce3c760e4bc56305.txt",
	Index:             2,
	Types:             types12A,
	Start:             StartFEN12A,
	Mech:              mechanics12A(),
	TombPassParalysis: 2, // V12A-TOMB: "paralyzed for the next 2 moves"
	Geometry:          Board12,
	LineRange:         12, // V12A-CRR, V12A-BOUNCE: 12 squares of combined path
	MinLineRange:      2,  // V12A-CRR: "up to 2 square minimum"
}).finish()
