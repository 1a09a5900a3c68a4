package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Paralysing auras (V13-CHANC-PARALYSE, V13-JESTER-PRESENCE, V13-JESTER-KIND,
// V13-CHANC-IMMUNITY): enemy units a knight's move from a chancellor that is
// not paralyzed itself, and enemy units in a jester's 3x3, are paralyzed
// while that lasts: they cannot move, use abilities, attack or protect, but
// other units still act on them. Immune: kings, Royal Guards (a unit in its
// own king's 3x3) and chancellors to both; jesters to the jester's presence
// (kind immunity). Rulings followed: both are derived each ply (Q3), not
// stored, so nothing is hashed for them (the position decides them). Our
// readings: a jester's presence holds even while the jester is paralyzed
// (it is its presence, not an action; the chancellor's aura says "not
// paralyzed", the jester's does not); a boxed, shadow-form or fused source
// projects nothing; the aura's paralysis adds no counter, so no timer runs
// on it and it ends as soon as its source moves, dies or is paralyzed.
//
// The aura is read where the engine asks whether a unit can act (canAct),
// and the caches that remember who can act are told: the reach passes'
// signatures (reachSigOf) and the squares they recompute (auraZone), the
// attack test's dependencies (a held attacker depends on its source's
// square), and the partial legality trials (lastChanges).

// auraHeld reports whether the unit u, a body, is held by an enemy aura or
// a pincer of enemy pawns (pincer.go), and adds the squares of the sources
// holding it to dep (if not nil): board.HeldByNeighbours, the holds' one
// definition, which the material count (board.Paralyzed) reads too.
func auraHeld(p *board.Position, u *board.Unit, dep *board.SquareSet) bool {
	return board.HeldByNeighbours(p, u, dep)
}

// orthZone, kingZone and knightZone are, per square, its orthogonal
// neighbours, its 3x3 ring and its knight's-move squares, as sets.
var orthZone, kingZone, knightZone = &board.OrthZone, &board.KingZone, &board.KnightZone

// zoneMeets reports whether a body of side whose piece shows type t may
// stand on a square of zone.
func zoneMeets(p *board.Position, side board.Side, t board.UnitType, zone *board.SquareSet) bool {
	set := p.BodySquares(side, t)
	return set.Intersects(zone)
}

// hasAuraSources reports whether any chancellor or jester is on the board.
func hasAuraSources(p *board.Position) bool {
	for _, side := range [2]board.Side{board.White, board.Black} {
		for _, t := range [2]board.UnitType{board.Chancellor, board.Jester} {
			if s := p.BodySquares(side, t); !s.Empty() {
				return true
			}
		}
	}
	return false
}

// auraZone returns the squares whose units may have changed aura status
// when the squares of changed changed (a source or a king came or went) or
// the chancellors in written did (paralysis).
func auraZone(p *board.Position, changed *board.SquareSet, written *board.UnitSet) (zone board.SquareSet) {
	pawns := hasPawns(p)
	if pawns {
		// A pincer (pincer.go) is made or broken by a pawn beside the unit,
		// a Royal Guard by its king in its 3x3; a Knightmare by a knight
		// (knightmare.go).
		zone = changed.Around()
		knightmareZone(p, changed, written, &zone)
	}
	if !hasAuraSources(p) {
		return zone
	}
	add := func(sq board.Square) {
		for _, n := range leaps[leapKing][sq] {
			zone.Add(n)
		}
		for _, n := range leaps[leapKnight][sq] {
			zone.Add(n)
		}
	}
	for w, word := range changed {
		for ; word != 0; word &= word - 1 {
			add(board.Square(w*64 + bits.TrailingZeros64(word)))
		}
	}
	for _, side := range [2]board.Side{board.White, board.Black} {
		set := p.BodySquares(side, board.Chancellor)
		for w, word := range set {
			for ; word != 0; word &= word - 1 {
				sq := board.Square(w*64 + bits.TrailingZeros64(word))
				if written.Has(p.BodyAt(sq)) {
					add(sq)
				}
			}
		}
	}
	return zone
}

// auraChanged reports that the last step may have changed which enemy
// units the side's auras hold, beyond what the attack test recorded: a
// friendly chancellor or jester stands on a changed square (it arrived or
// was swapped there), a friendly chancellor's paralysis changed, a friendly
// knight stands on a changed square near enemy pawns (its Knightmare may
// hold one now, knightmareArrived), or a pawn beside a body came or went (a
// pincer, pincer.go).
func (g *Game) auraChanged(u *undo, side board.Side, changed *board.SquareSet) bool {
	p := g.Pos
	if a := p.Unit(u.actor); u.actor != 0 && (a.Type == board.Chancellor || a.Type == board.Jester) {
		return true
	}
	// The side's sources and knights on changed squares, by the body
	// index: a Rotate's block has up to 64 squares.
	chancellors, jesters := p.BodySquares(side, board.Chancellor), p.BodySquares(side, board.Jester)
	if chancellors.Intersects(changed) || jesters.Intersects(changed) {
		return true
	}
	knights := p.BodySquares(side, board.Knight)
	for w, word := range knights.And(changed) {
		for ; word != 0; word &= word - 1 {
			if knightmareArrived(p, side, board.Square(w*64+bits.TrailingZeros64(word))) {
				return true
			}
		}
	}
	for _, ch := range g.fieldLog[u.lens[2]:] {
		if (ch.f == board.FParalysis || ch.f == board.FFlood) && p.Unit(ch.id).Type == board.Chancellor {
			return true
		}
	}
	return pincerTouched(p, changed) // V13-PAWN-PINCER (pincer.go)
}

// addRehold adds to changed, after auraChanged said yes to the last step
// (u), the squares of the enemies of side whose hold may have changed with
// it, for a partial trial to ask them again instead of the whole test, and
// returns them. A hold (board.HeldByNeighbours, knightmared) is made by a
// jester in the unit's 3x3, a chancellor a knight's move away, pawns on an
// orthogonal axis, a knight a leap or a diagonal step from a pawn: each
// within the 5x5 around the unit (holdZone). So the units there around a
// changed square, around the actor, and around a unit whose paralysis the
// ply's end changed, may be held or freed now; and a knight's move from a
// friendly chancellor among them, which a pincer may hold or free and so
// its aura. Kings are never held and are left out, so the enemy king does
// not become a moved unit.
func (g *Game) addRehold(u *undo, side board.Side, changed *board.SquareSet) (added board.SquareSet) {
	p := g.Pos
	seed := *changed
	if a := p.Unit(u.actor); u.actor != 0 && a.Loc == board.LocBody {
		seed.Add(a.Square)
	}
	for _, ch := range g.fieldLog[u.lens[2]:] {
		if ch.f == board.FParalysis || ch.f == board.FFlood {
			if v := p.Unit(ch.id); v.Loc == board.LocBody {
				seed.Add(v.Square)
			}
		}
	}
	zone := holdZone(&seed)
	chancellors := p.BodySquares(side, board.Chancellor)
	for w, word := range chancellors.And(&zone) {
		for ; word != 0; word &= word - 1 {
			zone.Union(&knightZone[w*64+bits.TrailingZeros64(word)])
		}
	}
	enemies := p.SideBodies(side.Other())
	kings := p.BodySquares(side.Other(), board.King)
	for w := range zone {
		added[w] = zone[w] & enemies[w] &^ kings[w] &^ changed[w]
		changed[w] |= added[w]
	}
	return added
}

// holdZone returns squares where a unit may be held by one on set: the
// 5x5 around each square of set, which holds its 3x3 and its knight's
// moves, grown by shifts (a Rotate's block has up to 64 squares).
func holdZone(set *board.SquareSet) board.SquareSet {
	ring := set.Around()
	return ring.Around()
}
