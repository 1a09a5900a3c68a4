package movegen

import (
	"math/bits"
	"slices"

	"github.com/frozenchess/engine/board"
)

// Knightmare (V13-KNIGHT-KNIGHTMARE): a pawn in an enemy knight's capture
// range cannot use special moves, abilities or captures; it may only step
// one square forward. Ruling: enemy pawns only; no leap, no Double Move,
// no Pawn Acceleration. Our readings:
//   - the capture range is the knight's native one-step capture squares
//     (V13-KNIGHT-MOVE: its 8 leaps and its 2 diagonal-forward steps by its
//     own facing) that it could capture the pawn on: the pawn no higher than
//     the knight (V13-TERRAIN-CLIMB), no wall. Empowered patterns and the
//     jumped squares of a leap capture do not count;
//   - the knight projects it only while it could act (V13-PARALYSIS: a
//     paralyzed unit runs no passive ability): a lone body, not paralyzed,
//     locked, held by an aura or a pincer, boxed, fused, looping or a monad;
//   - the held pawn neither captures nor attacks (Q7), so it gives no check
//     and threatens nothing; its one forward step ends its turn (as Siege's
//     does, judged before the step); a step onto its last rank would be a
//     Last-rank promotion, a pawn special move (V13-PAWN-PROMO-LAST), so it
//     may not make it; it may not fuse, rotate or use a generic special
//     move either. The pincer is the pawns' presence, not an action, so a
//     held pawn still pinches (pincer.go): that also keeps the two rules
//     from depending on each other in a circle.
// It is derived from the board at every step, like the auras (aura.go), and
// the same caches are told: the reach passes' signatures (reachSigOf) and
// zone (auraZone), the attack test's dependencies (the knight's square and
// those that decide whether it can act), and the legality shortcut
// (Safety.nightmare).

// knightmareHoldsMoves reports whether a held pawn loses its captures and
// all but its one forward step too, as in 13.0; V8-KNIGHTMARE
// (board.MechKnightmareAbilitiesOnly) keeps its moves and captures and
// takes its special moves and abilities only (specialMoves,
// dropNightmareSpecials). The callers ask it after knightmared, so that
// 13.0's common case (no knight near) costs nothing more.
func knightmareHoldsMoves(p *board.Position) bool {
	return !p.Variant.Has(board.MechKnightmareAbilitiesOnly)
}

// knightmared reports whether the pawn u (a lone body) stands in the
// capture range of an enemy knight that can act, adding to dep (if not
// nil) the squares that decide it.
func knightmared(p *board.Position, u *board.Unit, dep *board.SquareSet) bool {
	enemy := u.Side.Other()
	knights := p.BodySquares(enemy, board.Knight)
	sq := u.Square
	// Most pawns have no enemy knight a leap or a diagonal step away: two
	// set tests settle them (the 3x3 holds the diagonal neighbours).
	if !knights.Intersects(&knightZone[sq]) && !knights.Intersects(&kingZone[sq]) || p.Variant.Has(board.MechNoKnightmare) {
		return false // V12C-MISSING: no Knightmare (asked only with a knight near)
	}
	cells := p.Cells()
	level := cells[sq].Level
	held := false
	for _, n := range leaps[leapKnight][sq] {
		if knights.Has(n) && cells[n].Level >= level && knightProjects(p, n) {
			held = true
			if dep == nil {
				return true
			}
			knightDep(n, dep)
		}
	}
	for _, d := range diagDirs {
		nx := nbr[sq][d]
		if nx == offBoard || !knights.Has(board.Square(nx)) {
			continue
		}
		n := board.Square(nx)
		// The knight on n steps towards sq in the opposite direction.
		l, r := forwardDiagonals(p.Unit(cells[n].Body).Facing)
		back := (d + 4) & 7
		if (back == l || back == r) && cells[n].Level >= level && knightProjects(p, n) {
			held = true
			if dep == nil {
				return true
			}
			knightDep(n, dep)
		}
	}
	return held
}

// knightProjects reports whether the body on sq, a knight, could act.
func knightProjects(p *board.Position, sq board.Square) bool {
	c := p.Cell(sq)
	if c.Piece&(board.PieceStack|board.PieceBox) != 0 {
		return false
	}
	k := p.Unit(c.Body)
	if k.Paralyzed() || k.Syzygy != 0 || k.Status&(board.StatusLoop|board.StatusMonad|board.StatusShadow) != 0 {
		return false
	}
	return !auraHeld(p, k, nil)
}

// knightDep adds the squares whose contents decide whether the knight on
// n holds a pawn: its own, the 3x3 around it (a pincer, a jester, a Royal
// Guard's king) and its knight's ring (a chancellor).
func knightDep(n board.Square, dep *board.SquareSet) {
	dep.Add(n)
	for _, s := range leaps[leapKing][n] {
		dep.Add(s)
	}
	for _, s := range leaps[leapKnight][n] {
		dep.Add(s)
	}
}

// nightmareSquares returns the squares of side's pawns that enemy knights
// hold (the legality shortcut: their first step ends the turn), found from
// the knights.
func nightmareSquares(p *board.Position, side board.Side) (out board.SquareSet) {
	knights := p.BodySquares(side.Other(), board.Knight)
	if knights.Empty() || !knightmareHoldsMoves(p) {
		return out
	}
	cells := p.Cells()
	mark := func(n, s board.Square) {
		if pincerPawn(cells[s].Piece, side) && cells[s].Level <= cells[n].Level {
			out.Add(s)
		}
	}
	for !knights.Empty() {
		n := knights.Pop()
		if !knightProjects(p, n) {
			continue
		}
		for _, s := range leaps[leapKnight][n] {
			mark(n, s)
		}
		l, r := forwardDiagonals(p.Unit(cells[n].Body).Facing)
		for _, d := range [2]board.Dir{l, r} {
			if nx := nbr[n][d]; nx != offBoard {
				mark(n, board.Square(nx))
			}
		}
	}
	return out
}

// knightmaredAt reports a lone pawn body on sq that an enemy knight holds.
func knightmaredAt(p *board.Position, sq board.Square) bool {
	c := p.Cell(sq)
	return c.Piece.Type() == board.Pawn && c.Piece&(board.PieceStack|board.PieceBox) == 0 && knightmared(p, p.Unit(c.Body), nil)
}

// knightmaredStart is knightmaredAt for the unit on sq as its turn
// begins, kept with that position's protection state prot, since every
// step that begins a turn from sq asks it (V13-ROOK-SIEGE's memo, the same
// way).
func knightmaredStart(p *board.Position, prot *Protection, sq board.Square) bool {
	if prot.nightSeen.Has(sq) {
		return prot.nightHit.Has(sq)
	}
	held := knightmaredAt(p, sq)
	prot.nightSeen.Add(sq)
	if held {
		prot.nightHit.Add(sq)
	}
	return held
}

// knightmareZone adds to zone the squares of the pawns whose Knightmare
// may have changed when the squares of changed changed or the units of
// written did: a knight came, went or changed state, or what decides
// whether it can act changed (its 3x3 and knight's ring, as knightDep).
func knightmareZone(p *board.Position, changed *board.SquareSet, written *board.UnitSet, zone *board.SquareSet) {
	for _, side := range [2]board.Side{board.White, board.Black} {
		if k := p.BodySquares(side, board.Knight); k.Empty() {
			continue
		}
		pawns := p.BodySquares(side.Other(), board.Pawn)
		if pawns.Empty() {
			continue
		}
		// A knight arriving on or leaving a changed square.
		for w, word := range *changed {
			for ; word != 0; word &= word - 1 {
				knightReach(board.Square(w*64+bits.TrailingZeros64(word)), zone)
			}
		}
		knights := p.BodySquares(side, board.Knight)
		for w, word := range knights {
			for ; word != 0; word &= word - 1 {
				n := board.Square(w*64 + bits.TrailingZeros64(word))
				if written.Has(p.BodyAt(n)) || nearChange(n, changed) {
					knightReach(n, zone)
				}
			}
		}
	}
}

// knightReach adds the squares a knight on n holds pawns on (a superset:
// its leaps and its 4 diagonal neighbours).
func knightReach(n board.Square, zone *board.SquareSet) {
	for _, s := range leaps[leapKnight][n] {
		zone.Add(s)
	}
	for _, d := range diagDirs {
		if nx := nbr[n][d]; nx != offBoard {
			zone.Add(board.Square(nx))
		}
	}
}

// nearChange reports whether a square of changed is n, next to n or a
// knight's move from it (knightDep's squares).
func nearChange(n board.Square, changed *board.SquareSet) bool {
	if changed.Has(n) {
		return true
	}
	for _, s := range leaps[leapKing][n] {
		if changed.Has(s) {
			return true
		}
	}
	for _, s := range leaps[leapKnight][n] {
		if changed.Has(s) {
			return true
		}
	}
	return false
}

// nightmarePawn generates the one step a held pawn on from, facing f, may
// make: one square forward onto a free square, not its last rank (that
// would promote). It captures nothing, so attack queries get nothing.
func (g *gen) nightmarePawn(from board.Square, f board.Dir) {
	if !g.mode.keepsMoves() {
		return
	}
	nx := nbr[from][f]
	if nx == offBoard {
		return
	}
	front := board.Square(nx)
	if c := &g.cells[front]; c.Wall == 0 && c.Piece == 0 && uint16(front) != g.phantom && c.Level <= g.level && !onLastEdge(front, f) {
		g.add(makeStep(from, front, KindMove, PatStep))
	}
}

// bodySpecials are the special moves generated once per side (genSide)
// whose actor is the lone body on their From square, as a pawn's own
// action: a held pawn may not use them. (Shift and Rotate are the player's
// moves of a line or the board; the others act for stacks, boxes or
// shadows.)
var bodySpecials = [...]Special{SpecBind, SpecGroup, SpecUnbind, SpecTransfer}

// dropNightmareSpecials removes from list[from:] the body specials of
// side's pawns that enemy knights hold (V13-KNIGHT-KNIGHTMARE).
func dropNightmareSpecials(p *board.Position, side board.Side, list []Step, from int) []Step {
	if from == len(list) {
		return list
	}
	held := nightmareSquares(p, side)
	if held.Empty() {
		return list
	}
	n := from
	for _, s := range list[from:] {
		if !held.Has(s.From()) || !slices.Contains(bodySpecials[:], s.Special()) {
			list[n] = s
			n++
		}
	}
	return list[:n]
}
