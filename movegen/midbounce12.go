package movegen

import "github.com/frozenchess/engine/board"

// MidBounce (V12A-MIDBOUNCE, 002:31-33, board.MechMidBounce12): a unit with
// several move types may switch type at a bounce square. What is played:
// a line (a bishop's, dragon's, rook's or queen's, native, empowered or
// stolen) that meets an obstacle it could bounce off (a unit or the board's
// edge; a wall stops it, V12A-WALLING) after walking at least one square
// may, if its unit also has knight moves of its own (a dragon or queen on
// its lines, a knight on lent lines, a jester on stolen ones), make a knight move
// from that square instead of bouncing, costing 3 squares of its range
// (the text's example: 5 squares of bishop line to a friendly queen, then a
// knight move). The knight move lands or captures as a knight move does
// (walls on both L paths block it, a jester leaps them) and ends the move:
// no bounce after it. A line that has passed over a tomb switches no more
// (the ruling: passing or landing on a tomb ends the bounce move). It is a
// bounce move: it ends the turn and is no double move's second step
// (V12A-BOUNCE, bouncedStep).
//
// Our readings: the knight move may not land on the line's start square;
// the line's own type stays the only line type (a queen's rook line does
// not go on as a bishop line at a bounce square: the bounce goes on in the
// line's own type, up to its range, as before); the square it switches on
// is any square where the line meets its obstacle, even a corner where the
// 90-degree bounce could not go on.
//
// Notation: the bounce notation (docs/notation.md) with the switch square
// as the last bounce square: c3-f6-g8 (a line c3-f6, then the knight move
// f6-g8), c3-a5-c8xd6 (a bounce on a5, a line to c8, a knight capture on
// d6). The knight's landing is never on a straight line from the last
// square listed, so no plain bounce is written the same way. The step keeps
// the line's fields with its length up to the switch square and the
// KnightEnd bit (step.go); linePath replays the line to that square.

// midKnight adds the knight moves from the bounce square w.sq of the line
// of d0 walked from g.from (its orthogonal bounce choices turns), which has
// rng squares of range in all.
func (g genIn[M]) midKnight(w *walker, d0 board.Dir, pat Pattern, turns uint16, att board.UnitType, rng int, capture bool) {
	if w.n == 0 || w.tomb || rng-w.n < 3 || !g.knightModes12(g.from) {
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

// knightModes12 reports whether the unit on sq has knight moves of its
// own besides the lines it walks: a dragon or queen (their own lines), a
// knight (the lines a rook, bishop or queen lends it) or a jester (lines it
// steals). Our reading leaves out a line unit that a knight, dragon or
// queen empowers: its knight moves are lent, and the protection pass
// computes each unit's own patterns without the lent ones, so that its
// reach maps stay the attack test's.
func (g *gen) knightModes12(sq board.Square) bool {
	return knightMover(g.cells[sq].Piece.Type())
}

// knightMover reports the 12x12 types whose moves include the knight's.
func knightMover(t board.UnitType) bool {
	return t == board.Knight || t == board.Dragon || t == board.Queen || t == board.Jester
}

// passTomb12 notes that the line at w stands on a tomb square: it may
// switch to a knight move no more.
func (g *gen) passTomb12(w *walker) {
	if g.cells[w.sq].Features&board.FeatTomb != 0 {
		w.tomb = true
	}
}
