package board

import "math/bits"

// Paralysis in every kind the rules know, as one predicate (Paralyzed):
// what a unit stores (its timed counter, the flood holding it, a syzygy
// lock, an inactive monad) and the holds read from the board around it
// (HeldByNeighbours). The material count behind Rotate and the 300-move rule
// (Counted, V13-VALUE-EXCLUDE: "units that are dead or paralyzed are not
// counted") and the move generator's "can it act" (movegen's canAct) both
// come here, so a new kind of paralysis is added once.

// OrthZone, KingZone and KnightZone are, per square, its orthogonal
// neighbours, its 3x3 ring and its knight's-move squares, as sets.
var OrthZone, KingZone, KnightZone [NumSquares]SquareSet

func init() {
	knight := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	for s := range NumSquares {
		sq := Square(s)
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				n, ok := sq.Offset(dx, dy)
				if !ok || (dx == 0 && dy == 0) {
					continue
				}
				KingZone[s].Add(n)
				if dx == 0 || dy == 0 {
					OrthZone[s].Add(n)
				}
			}
		}
		for _, o := range knight {
			if n, ok := sq.Offset(o[0], o[1]); ok {
				KnightZone[s].Add(n)
			}
		}
	}
}

// Paralyzed reports whether the unit u, standing on the board, is paralyzed
// in any way: a timed counter (V13-PARALYSIS), a flood holding it
// (V13-FLOOD-EFFECT), a syzygy lock (V13-SYZYGY-ROTATE: counts as
// paralyzed), an inactive monad (ruling of V13-VALUE-EXCLUDE), or a hold of
// the board around it (HeldByNeighbours: an enemy jester's presence, an
// enemy chancellor's aura, a pincer of enemy pawns).
func Paralyzed(p *Position, u *Unit) bool {
	if storedParalysis(u) {
		return true
	}
	if u.Loc == LocMember {
		// A stack is held as the one body it is (V13-FUSE-TARGETING:
		// statuses hold the whole stack); a shadow stack is never held.
		if u.Has(StatusShadow) || p.BodyAt(u.Square) == 0 {
			return false
		}
		u = p.Unit(p.BodyAt(u.Square))
	}
	return HeldByNeighbours(p, u, nil)
}

// storedParalysis is the part of Paralyzed the unit itself records.
func storedParalysis(u *Unit) bool {
	return u.Paralyzed() || u.Syzygy != 0 || u.Has(StatusMonad) && !u.Has(StatusMonadActive)
}

// HeldByNeighbours reports whether the unit u, a body, is held in place by
// what stands around it (condition-based paralysis: derived from the
// position at every step, nothing stored or hashed), and adds the squares of
// the sources holding it to dep (if not nil):
//
//   - an enemy jester in its 3x3 (V13-JESTER-PRESENCE), even a paralyzed
//     one (its presence is no action); jesters are immune (V13-JESTER-KIND);
//   - an enemy chancellor a knight's move away that is not paralyzed itself
//     (V13-CHANC-PARALYSE); chancellors are immune to both auras
//     (V13-CHANC-IMMUNITY);
//   - enemy pawns on both squares of one orthogonal axis (V13-PAWN-PINCER);
//
// a boxed, fused or shadow-form source holds nobody; kings and Royal Guards
// (a unit in its own king's 3x3, V13-KING-ROYALGUARD) are never held.
func HeldByNeighbours(p *Position, u *Unit, dep *SquareSet) bool {
	t := u.Type
	if u.Loc != LocBody || t == King {
		return false
	}
	sq, enemy := u.Square, u.Side.Other()
	// The body index by type holds every square whose piece the loops
	// below look for (and no fewer): most units, in most tests, are settled
	// with three set intersections, read in place.
	bodies := &p.bodies[enemy&1]
	held := false
	if bodies[Pawn].Intersects(&OrthZone[sq]) && !p.Variant.Has(MechNoPincer) { // V12C-MISSING: no pincer
		held = pinched(p, u, dep)
	}
	auras := t != Chancellor
	if auras && (!held || dep != nil) && t != Jester && bodies[Jester].Intersects(&KingZone[sq]) {
		held = holds(p, &bodies[Jester], &KingZone[sq], false, dep) || held
	}
	if auras && (!held || dep != nil) && bodies[Chancellor].Intersects(&KnightZone[sq]) {
		// V8-CHANCELLOR: no aura, asked only where one would hold (dep may
		// then hold more squares than the answer needs, which is safe).
		held = holds(p, &bodies[Chancellor], &KnightZone[sq], true, dep) && !p.Variant.Has(MechChancellorActive) || held
	}
	if !held || t == Ram || t == Frog && p.Variant.Has(MechFrogV8) {
		return false // V8-RAM, V8-FROG: immune to paralysis (asked last: rarely held)
	}
	if p.Variant.Has(MechNoRoyalGuards) {
		return true // V12C-MISSING: no Royal Guards
	}
	own := &p.bodies[u.Side&1][King]
	for w := range own {
		for word := own[w] & KingZone[sq][w]; word != 0; word &= word - 1 {
			if p.cells[w*64+bits.TrailingZeros64(word)].Piece&PieceStack == 0 {
				return false // a Royal Guard (V13-KING-ROYALGUARD)
			}
		}
	}
	return true
}

// holds reports whether a source of sources (a jester's or a chancellor's
// squares) within zone holds: a single unit, not boxed, and, where active
// says so (the chancellor's aura), not paralyzed itself. It adds every
// holding source to dep (if not nil).
func holds(p *Position, sources, zone *SquareSet, active bool, dep *SquareSet) bool {
	held := false
	for w := range sources {
		for word := sources[w] & zone[w]; word != 0; word &= word - 1 {
			n := Square(w*64 + bits.TrailingZeros64(word))
			c := &p.cells[n]
			if c.Piece&(PieceStack|PieceBox) != 0 || active && p.Unit(c.Body).Paralyzed() {
				continue
			}
			if dep == nil {
				return true
			}
			held = true
			dep.Add(n)
		}
	}
	return held
}

// pinched reports whether the body u stands between two enemy pawns on one
// orthogonal axis (V13-PAWN-PINCER), adding the pawns' squares to dep (if
// not nil).
func pinched(p *Position, u *Unit, dep *SquareSet) bool {
	cells := &p.cells
	sq, enemy := u.Square, u.Side.Other()
	held := false
	for _, axis := range [2][2]int{{0, 1}, {1, 0}} { // North with South, then East with West
		a, okA := sq.Offset(axis[0], axis[1])
		b, okB := sq.Offset(-axis[0], -axis[1])
		if !okA || !okB || !PinchingPawn(cells[a].Piece, enemy) || !PinchingPawn(cells[b].Piece, enemy) {
			continue
		}
		held = true
		if dep == nil {
			return true
		}
		dep.Add(a)
		dep.Add(b)
	}
	return held
}

// PinchingPawn reports a piece that pinches for side (V13-PAWN-PINCER): a
// lone pawn body.
func PinchingPawn(pc Piece, side Side) bool {
	return pc.Type() == Pawn && pc.Side() == side && pc&(PieceStack|PieceBox) == 0
}
