package movegen

import "github.com/frozenchess/engine/board"

// MidBounce (V12A-MIDBOUNCE, 002:31-33, board.MechMidBounce12): a unit with
// several move types, native or empowered, may switch type at a bounce
// square. What is played: a line (a bishop's, dragon's, rook's or queen's,
// native, empowered or stolen) that meets an obstacle it could bounce off
// (a unit or the board's edge; a wall stops it, V12A-WALLING) after
// walking at least one square may, instead of bouncing there,
//
//   - end with a knight move from that square, costing 3 squares of its
//     range (the text's example: 5 squares of bishop line to a friendly
//     queen, then a knight move), if its unit has knight moves: a dragon
//     or queen on its lines, a knight on lent lines, a jester on stolen
//     ones, and a line unit a knight, dragon or queen empowers. The knight
//     move lands or captures as a knight move does (walls on both L paths
//     block it, a jester leaps them) and ends the move: no bounce after it;
//   - go on as a line of the other type with the range left (the text's
//     "if the dragon stays with bishop he can use the remaining of 7sq"),
//     if its unit has lines of both types: a queen's rook line goes on as a
//     bishop line and the reverse, and so do a rook a bishop, dragon or
//     queen empowers, a bishop or dragon a rook or queen empowers (native
//     and lent lines alike), and a jester on a queen's stolen lines.
//
// A line that has passed over a tomb switches no more (the ruling: passing
// or landing on a tomb ends the bounce move). It is a bounce move: it ends
// the turn and is no double move's second step (V12A-BOUNCE, bouncedStep).
//
// Our readings, chosen to be deterministic and testable:
//   - the switch square is any square where the line meets its obstacle,
//     even a corner where the 90-degree bounce could not go on;
//   - the knight move may not land on the line's start square (nor may a
//     switched line end there: the walker passes it);
//   - the other line type leaves the switch square in any of its four
//     directions, as a new line of that type would (its first square may
//     hold a unit it captures); it does not bounce on the switch square
//     itself, and goes on bouncing by its own type's rule (an orthogonal
//     line turns left or right, a diagonal one reverses one component) up
//     to the range left. Its range is the first line's: every line range of
//     a 12A unit is the same (V12A-CRR reduces each), so "the remaining" is
//     the combined path's;
//   - one switch between the line types per move (the encoding keeps one),
//     which may be followed by a knight switch at a later bounce square;
//   - a switch into a lent type belongs to the lent pattern: its steps are
//     the unit's empowered ones (written `^`), found with the empowered
//     patterns (gen.go, empoweredSteps), and the reach maps and the attack
//     test find them with the empowered patterns too (protection.go,
//     empoweredReach; attack.go, empoweredHits), so that protection, which
//     is judged with native patterns only (Q7), does not depend on them;
//   - a jester combines its own knight moves with one lender's moves at a
//     time (each stolen or empowering type is walked on its own).
//
// Notation: the bounce notation (docs/notation.md) with the switch square
// among the bounce squares: c3-f6-g8 (a line c3-f6, then the knight move
// f6-g8), c3-a5-c8xd6 (a bounce on a5, a line to c8, a knight capture on
// d6), a1-a5-d8 (a queen's rook line to a5, then a bishop line to d8). The
// knight's landing is never on a straight line from the last square
// listed, and a switched line's segment after the switch square is of the
// other type than the one before it, so no plain bounce is written the
// same way. A knight end keeps the line's fields with its length up to the
// switch square and the KnightEnd bit (step.go); a type switch keeps the
// first line's fields with its whole length, and in the step's mark
// (walker.mark, lineSwitch) the square count at the switch and the new
// direction; linePath replays both.

// MidBounce's move types of a unit (modes12Of).
const (
	mode12Diag   uint8 = 1 << iota // bishop lines
	mode12Orth                     // rook lines
	mode12Knight                   // knight moves
)

// modes12Of are the move types of a 12x12 unit type's native pattern.
func modes12Of(t board.UnitType) uint8 {
	switch t {
	case board.Bishop:
		return mode12Diag
	case board.Rook:
		return mode12Orth
	case board.Dragon:
		return mode12Diag | mode12Knight
	case board.Queen:
		return mode12Diag | mode12Orth | mode12Knight
	case board.Knight, board.Jester:
		return mode12Knight
	}
	return 0
}

// modes12 are the move types of the unit on from while it walks a line of
// type att: its own type's, att's (a lent or stolen line) and the ones its
// own lines are walked with besides (g.lent12, lentLines12).
func (g *gen) modes12(from board.Square, att board.UnitType) uint8 {
	return modes12Of(g.cells[from].Piece.Type()) | modes12Of(att) | g.lent12
}

// The encoding of a type switch, in the step (and the walker's mark that
// every step of the walk after the switch carries): bit 62; the switch's
// square count in bits 12-15 of the turns field (a 12x12 line, at most 12
// squares, turns at most 11 times: bits 0-10); the new direction in bits
// 58-60, which a rook push uses for its own direction (a switched line
// never pushes: pushes are the rook's own lines, rookpush12.go).
const (
	bitLineSwitch   = Step(1) << 62
	shiftSwitchAt   = shiftTurns + 12
	shiftSwitchDir  = 58
	maxSwitchSquare = 15
)

// lineSwitch reads a type switch: the squares walked up to the switch
// square and the direction the line goes on in; at is 0 for none.
func lineSwitch(s Step) (at int, d board.Dir) {
	if s&bitLineSwitch == 0 {
		return 0, 0
	}
	return int(s >> shiftSwitchAt & 0xf), board.Dir(s >> shiftSwitchDir & 7)
}

// midSwitch offers what the line at w may do instead of bouncing on its
// obstacle there (the caller has checked that it could bounce or stands
// in a corner): a knight move, or the other line type.
func (g genIn[M]) midSwitch(w *walker, d0 board.Dir, pat Pattern, turns uint16, bounces int, att board.UnitType, rng int, capture bool) {
	g.midKnight(w, d0, pat, turns, att, rng, capture)
	g.midLine(w, d0, pat, turns, bounces, att, rng, capture)
}

// midLine walks the line at w on as a line of the other type from its
// bounce square w.sq, with the range left, if the unit has lines of both
// types and the line has not switched before.
func (g genIn[M]) midLine(w *walker, d0 board.Dir, pat Pattern, turns uint16, bounces int, att board.UnitType, rng int, capture bool) {
	if w.n == 0 || w.tomb || w.switchAt != 0 || w.n >= rng || w.n > maxSwitchSquare || rng > 12 {
		return
	}
	want, dirs := mode12Diag, &diagDirs
	if !w.dir.Orthogonal() {
		want, dirs = mode12Orth, &orthDirs
	}
	if g.modes12(g.from, att)&want == 0 {
		return
	}
	for _, nd := range dirs {
		w2 := *w
		w2.dir = nd
		w2.switchAt = int8(w.n)
		w2.mark |= bitLineSwitch | Step(w.n)<<shiftSwitchAt | Step(nd)<<shiftSwitchDir
		g.orthWalk(w2, d0, pat, turns, bounces, att, rng, capture)
	}
}

// lentLines12 walks the own lines of the unit u on from again with the
// move types t lends it, where t adds one its lines may switch to and does
// not walk those lines itself (a rook a knight or bishop empowers; a rook
// a queen empowers walks the queen's rook lines, which switch as the
// queen's do): the lent pattern's part of its MidBounce steps. Its plain
// lines come again too; the callers count them once (empoweredSteps drops
// them as the unit's own, the maps and the attack test take a union).
func (g genIn[M]) lentLines12(from board.Square, u *board.Unit, t board.UnitType, capture bool) {
	if !g.p.Variant.Has(board.MechMidBounce12) {
		return
	}
	own, lent := modes12Of(u.Type), modes12Of(t)
	if lent&^own == 0 {
		return
	}
	saved := g.lent12
	g.lent12 |= lent
	if own&mode12Orth != 0 && lent&mode12Orth == 0 {
		g.orthLines(from, u.Type, lineRange(g.p, u, u.CRROrth, true), capture)
	}
	if own&mode12Diag != 0 && lent&mode12Diag == 0 {
		g.diagLines(from, u.Type, lineRange(g.p, u, u.CRRDiag, true), capture)
	}
	g.lent12 = saved
}

// midKnight adds the knight moves from the bounce square w.sq of the line
// of d0 walked from g.from (its orthogonal bounce choices turns), which has
// rng squares of range in all.
func (g genIn[M]) midKnight(w *walker, d0 board.Dir, pat Pattern, turns uint16, att board.UnitType, rng int, capture bool) {
	if w.n == 0 || w.tomb || rng-w.n < 3 || g.modes12(g.from, att)&mode12Knight == 0 {
		return
	}
	from, b := g.from, w.sq
	jester := g.cells[from].Piece.Type() == board.Jester
	for _, to := range g.geo.leaps[leapKnight][b] {
		if to == from {
			continue
		}
		if g.dep != nil {
			g.dep.Add(to)
		}
		if pc := g.cells[to].Piece; pc != 0 && pc.Side() == g.side && !g.phantomAt(to) && !bitsOf[M]().has(mReach) {
			continue
		}
		if bitsOf[M]().has(mThreat) && g.poison.Has(to) {
			// A threat map: the line entered to right after a turn, so a
			// unit there would leave no such path (orthWalk's poison).
			continue
		}
		if !jester && g.p.Variant.Has(board.MechWalling12) && g.knightBlocked12(b, to) {
			continue
		}
		n := len(g.list)
		g.landing(from, to, att, capture, pat)
		for i := n; i < len(g.list); i++ {
			g.list[i] = g.list[i].withLine(d0, w.n, turns) | w.mark | bitKnightEnd
		}
	}
}

// passTomb12 notes that the line at w stands on a tomb square: it may
// switch to a knight move no more.
func (g *gen) passTomb12(w *walker) {
	if g.cells[w.sq].Features&board.FeatTomb != 0 {
		w.tomb = true
	}
}
