package board

// FrozenChess 8.0 as data (seed 001, catalog Part 2.1): its roster, start
// and mechanics. The rules of its own units and the 8.0 rules of the units
// 13.0 shares are the rules core's (movegen), switched by variant_v8rules.go.

// StartFEN8 is the 8.0 start position (V8-START, 001:5-19): the rule text
// writes both halves in upper case and tells them apart by their labels;
// by the row's ruling White stands on ranks 1-4 and moves first, written in
// lower case as in 13.0. Both back ranks read RNBDJCTQKTCJDBNR from file a
// (Queen h, King i), both second ranks LFXASOZMMZOSAXFL. Units are numbered
// 1..128 in reading order, as in 13.0.
const StartFEN8 = "RNBDJCTQKTCJDBNR/LFXASOZMMZOSAXFL/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/16/16/16/16/16/16/16/16/pppppppppppppppp/pppppppppppppppp/lfxasozmmzosaxfl/rnbdjctqktcjdbnr w variant:frozenchess8"

// types8 is the 8.0 roster: the letters of V8-LETTERS (001:21-25), the
// Rotate values of V8-ROTATE-VALUES (King and Queen 3, pawn 1, every other
// unit 2), and the classes of V8-CLASS-* (001:56-92). Captures says whether
// the native pattern captures: the Bishop's only "capture" is Conversion
// (V8-BISHOP); Jester, Frog, Trebuchet, Ballista, Ship, Onager and Ram take
// nothing by their pattern (their shots, throws and blasts are special
// moves). Reach is the farthest a native capture reaches.
var types8 = [NumTypes]TypeInfo{
	NoType:     {Name: "none"},
	Pawn:       {Letter: 'P', Name: "pawn", Value: 1, Captures: true, Reach: 1},
	Rook:       {Letter: 'R', Name: "rook", Value: 2, Captures: true, Reach: Files, Rider: true, HighValue: true, CRR: CRROrthogonal},
	Knight:     {Letter: 'N', Name: "knight", Value: 2, Captures: true, Reach: 2, Leaper: true},
	Bishop:     {Letter: 'B', Name: "bishop", Value: 2, Reach: Files, Rider: true, HighValue: true, CRR: CRRDiagonal},
	Dragon:     {Letter: 'D', Name: "dragon", Value: 2, Captures: true, Reach: Files, Leaper: true, Rider: true, HighValue: true, CRR: CRRDiagonal},
	Jester:     {Letter: 'J', Name: "jester", Value: 2, Leaper: true, HighValue: true},
	Chancellor: {Letter: 'C', Name: "chancellor", Value: 2, Captures: true, Reach: 3, Leaper: true, HighValue: true},
	Templar:    {Letter: 'T', Name: "templar", Value: 2, Captures: true, Reach: Files, Leaper: true, Rider: true, HighValue: true, CRR: CRROrthogonal},
	Queen:      {Letter: 'Q', Name: "queen", Value: 3, Captures: true, Reach: Files, Leaper: true, Rider: true, HighValue: true, CRR: CRRDiagonal | CRROrthogonal},
	King:       {Letter: 'K', Name: "king", Value: 3, Captures: true, Reach: 1},
	Lancer:     {Letter: 'L', Name: "lancer", Value: 2, Captures: true, Reach: Files, Rider: true, CRR: CRRDiagonal},
	Frog:       {Letter: 'F', Name: "frog", Value: 2, Immortal: true, Leaper: true},
	Trebuchet:  {Letter: 'X', Name: "trebuchet", Value: 2, Immobile: true, Siege: true, HighValue: true},
	Ballista:   {Letter: 'A', Name: "ballista", Value: 2, HighValue: true},
	Ship:       {Letter: 'S', Name: "ship", Value: 2, Immortal: true, Rider: true, Carries: 8},
	Onager:     {Letter: 'O', Name: "onager", Value: 2, Rider: true, Siege: true},
	Cannon:     {Letter: 'Z', Name: "cannon", Value: 2, Captures: true, Reach: 3, Immobile: true, Siege: true, Carries: 1},
	Ram:        {Letter: 'M', Name: "ram", Value: 2, Siege: true},
	// Not in 8.0: named, no letter.
	Nightrider:  {Name: "nightrider"},
	Crossbowman: {Name: "crossbowman"},
	Assassin:    {Name: "assassin"},
	Egg:         {Name: "egg"},
	QueenShadow: {Name: "queen's shadow"},
	Illusion:    {Name: "illusion"},
}

// missing8 are the variant layer's mechanics 8.0 does not have: V8-MISSING
// (terrain, earthquake, flood, box, syzygy, shift, fusion and what is built
// on it, bind, loop, Mirror Portal, generic conversion, spawn and morph,
// Range Extension, shellshock, Paralysis Transfer, the Null move, the
// 300-move rule, monads, Shadowstrike, tomb rot, King's Portal, the Queen's
// Shadow and Illusion, the assassin's, crossbowman's and nightrider's
// abilities, eggs, Launch and Swipe, the newer Jester, Chancellor, Templar
// and Frog abilities, pull-through and pushing walls), V8-PAWN-MISSING (the
// pawn's stacked move, fusion bomb and rotation), V8-VICTORY-DRAW (no Null
// draw) and V8-ROTATE-VALUES (no rank or fuse bonus, shadows not counted).
// Orthogonal Bounce is a rule of the movement itself (V8-ADVANCED).
var missing8 = []Mechanic{
	MechTerrain, MechFlood, MechEarthquake, MechShift,
	MechNullMove, MechNullDraw, MechRule300,
	MechRangeExtension, MechShellshock, MechParalysisTransfer, MechTombRot,
	MechValueRankBonus, MechValueFuseBonus, MechValueShadowsCount,
	MechMirrorPortal, MechPushWall, MechPullThrough, MechFusion, MechBind, MechBox,
	MechConversion, MechSpawn, MechMorph, MechSyzygy, MechLoop, MechMonad, MechShadowstrike,
	MechKingPortal, MechCrossbowArrow, MechCannonWallBlast,
	MechTemplarBlizzard, MechTemplarAvalanche, MechQuicken,
	MechJesterDetonate, MechJesterSpin, MechJesterDistract, MechJesterDecohere,
	MechEggs, MechAssassinBomb, MechAssassinRun, MechAssassinWall, MechAssassinSlip,
	MechAssassinTunnel, MechAssassinRetain,
	MechFrogSlime, MechFrogDoubleSpawn, MechRookLaunch, MechRookSwipe,
	MechPawnRotate, MechPawnStack, MechPawnBomb,
	MechQueenShadow, MechQueenIllusion,
}

// mechanics8 is 8.0's set: every switch of the variant layer's block but
// missing8, with the 8.0-only ones (V8-MM-TOMB, V8-FIRST-MOVE, the held
// units of V8-ROTATE-VALUES).
func mechanics8() Mechanics { return mechanicsBut(missing8...) }
