package movegen

import "github.com/frozenchess/engine/board"

// promoTypes are the 13 types a pawn may promote to on its last rank
// (V13-PAWN-PROMO-LAST): every standard type but King and Pawn.
var promoTypes = [...]board.UnitType{board.Bishop, board.Frog, board.Knight, board.Nightrider, board.Crossbowman,
	board.Cannon, board.Assassin, board.Dragon, board.Rook, board.Queen, board.Jester, board.Chancellor, board.Templar}

// pawn generates a pawn's steps (V13-PAWN-MOVE, -LEAP, -PROMO-CAPTURE,
// -PROMO-LAST), all relative to its facing: one square forward; a leap over
// whatever stands directly in front (a unit, a wall square or a tomb: seed
// lines 319-321 and 1110 list the pawn among the leapers); a capture one
// square diagonally forward. A move or pawn capture that ends on the last
// rank must promote.
func (g genIn[M]) pawn(from board.Square, u *board.Unit, capture bool) {
	f := u.Facing
	if u.Loc == board.LocBody && g.cells[from].Piece&(board.PieceStack|board.PieceBox) == 0 && knightmared(g.p, u, g.dep) && knightmareHoldsMoves(g.p) {
		g.nightmarePawn(from, f) // V13-KNIGHT-KNIGHTMARE (knightmare.go)
		return
	}
	if nx := nbr[from][f]; nx != offBoard && bitsOf[M]().has(mMoves) { // moves: not kept when only captures are
		front := board.Square(nx)
		c := &g.cells[front]
		leap := true // V13-PAWN-LEAP ruling: over a unit, a wall square or a tomb
		if c.Wall == 0 && c.Piece == 0 && !g.phantomAt(front) {
			if c.Level <= g.level {
				g.pawnAdd(makeStep(from, front, KindMove, PatStep), front, f)
			}
			leap = c.Features&board.FeatTomb != 0
		}
		if lx := nbr[front][f]; leap && lx != offBoard {
			to := board.Square(lx)
			lc := &g.cells[to]
			if lc.Piece == 0 && !g.phantomAt(to) && lc.Wall == 0 && lc.Level <= g.level {
				g.pawnAdd(makeStep(from, to, KindMove, PatPawnLeap), to, f)
			}
		}
	}
	if !capture {
		return
	}
	l, r := forwardDiagonals(f)
	g.pawnCapture(from, l, f)
	g.pawnCapture(from, r, f)
}

// pawnCapture is a pawn's capture one square diagonally forward, in d.
func (g genIn[M]) pawnCapture(from board.Square, d, f board.Dir) {
	nx := nbr[from][d]
	if nx == offBoard {
		return
	}
	to := board.Square(nx)
	if g.dep != nil {
		g.dep.Add(to)
	}
	c := &g.cells[to]
	if c.Piece == 0 { // most often: nothing to take
		if bitsOf[M]().has(mThreat) {
			if c.Wall == 0 && c.Level <= g.level {
				g.markThreat(to, PatStep) // an empty square it would capture on
			}
			return
		}
		if !g.phantomAt(to) {
			return
		}
	} else if c.Piece.Side() == g.side && !bitsOf[M]().has(mReach) && !g.phantomAt(to) {
		return // a friend: often, in a crowded position
	}
	if c.Wall != 0 || c.Level > g.level || !g.capturable(board.Pawn, to) {
		return
	}
	s := makeStep(from, to, KindCapture, PatStep)
	if c.Piece != 0 && promotesByCapture(g.p.Variant, c.Piece.Type()) {
		g.add(s) // promotion by capture: it becomes the victim's type
		return
	}
	g.pawnAdd(s, to, f)
}

// pawnAdd adds s, or its promotions when it ends on the last rank (a pawn's
// only: a jester moving with a stolen pawn pattern, kindAs, stays a jester).
func (g genIn[M]) pawnAdd(s Step, to board.Square, f board.Dir) {
	if !onLastEdge(to, f) || bitsOf[M]().has(mAttack) || (g.kindAs != board.NoType && g.kindAs != board.Pawn) {
		g.add(s)
		return
	}
	if g.p.Variant.Has(board.MechPromotionV8) {
		g.promotionsV8(s) // V8-PROMOTION (promotion8.go)
		return
	}
	frogsFull := g.immortals(g.side) >= maxImmortals
	for _, t := range promoTypes {
		if t == board.Frog && frogsFull {
			continue
		}
		g.add(s.withPromo(t))
	}
}

// immortals counts a side's frogs on the board (bodies, stack members, shadows).
func (g *gen) immortals(side board.Side) int {
	n := 0
	for id := 1; id < g.p.NumUnitSlots(); id++ {
		u := g.p.Unit(board.UnitID(id))
		if u.Type == board.Frog && u.Side == side && (u.Loc == board.LocBody || u.Loc == board.LocMember || u.Loc == board.LocShadow) {
			n++
		}
	}
	return n
}
