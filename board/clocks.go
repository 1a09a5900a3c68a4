package board

import "math/bits"

// The clocks of Q1 that run at the end of a side's turn touch many units:
// the Range Extension clock (V13-RANGE-EXT) adds an idle turn to nearly
// every line unit of the side, and paralysis and shellshock count down on
// the few that have them. Through SetField that is a hash update per unit
// and a scan of the whole unit table; instead the position keeps, per side,
// the sets of units each clock runs over, and idle counts are hashed as a
// weighted sum (idleWeights), so a tick is one pass over the set and one
// addition to the sum.

// TypeSet is a set of unit types, one bit each.
type TypeSet uint32

// Has reports whether t is in the set.
func (s TypeSet) Has(t UnitType) bool { return s&(1<<t) != 0 }

// IdleTypes are the units whose idle turns count for Range Extension
// (V13-CLASS-CRR: rooks, queens, templars, dragons, bishops).
const IdleTypes TypeSet = 1<<Rook | 1<<Queen | 1<<Templar | 1<<Dragon | 1<<Bishop

// MaxIdle is the largest idle count a unit can hold.
const MaxIdle = 65535

// unitSet is a set of unit ids, one bit each.
type unitSet [MaxUnits / 64]uint64

func (s *unitSet) add(id UnitID)    { s[id/64] |= 1 << (id % 64) }
func (s *unitSet) remove(id UnitID) { s[id/64] &^= 1 << (id % 64) }

// clockSets are the unit sets the turn-end clocks run over, per side; they
// are a function of the units' records, kept by setLoc and set.
type clockSets struct {
	idle    [2]unitSet // on the board (body, stack member, shadow) and of a type in IdleTypes
	clocked [2]unitSet // on the board with paralysis or shellshock running
}

// copyFrom copies the first words of src (enough for both positions'
// units: the words past a position's units are zero).
func (c *clockSets) copyFrom(src *clockSets, words int) {
	for s := range 2 {
		copy(c.idle[s][:words], src.idle[s][:words])
		copy(c.clocked[s][:words], src.clocked[s][:words])
	}
}

// onBoardLoc reports the places that are on the board.
func onBoardLoc(l Location) bool { return l == LocBody || l == LocMember || l == LocShadow }

// setLoc sets a unit's place.
func (p *Position) setLoc(id UnitID, l Location) {
	p.units[id].Loc = l
	p.markUnit(id)
	p.refreshSets(id)
}

// refreshSets puts id in the clock sets its record says it belongs to.
func (p *Position) refreshSets(id UnitID) {
	c := &p.clocks
	for s := range 2 {
		c.idle[s].remove(id)
		c.clocked[s].remove(id)
	}
	u := &p.units[id]
	if u.Type == NoType || !onBoardLoc(u.Loc) {
		return
	}
	if IdleTypes.Has(u.Type) {
		c.idle[u.Side].add(id)
	}
	if u.Paralysis > 0 || u.Shellshock > 0 {
		c.clocked[u.Side].add(id)
	}
}

// unitWords is the number of set words the unit table reaches into.
func (p *Position) unitWords() int { return (len(p.units) + 63) / 64 }

// IdleUnits appends to dst the units of side that TickIdle counts (skip
// aside), in id order.
func (p *Position) IdleUnits(side Side, dst []UnitID) []UnitID {
	return appendIDs(dst, p.clocks.idle[side][:p.unitWords()])
}

// Clocked appends to dst the units of side on the board whose paralysis or
// shellshock is running, in id order.
func (p *Position) Clocked(side Side, dst []UnitID) []UnitID {
	return appendIDs(dst, p.ClockedIDs(side))
}

// ClockedIDs is Clocked as a bit set of unit ids (bit id%64 of word id/64),
// for a caller without a buffer. The caller must not modify it.
func (p *Position) ClockedIDs(side Side) []uint64 {
	return p.clocks.clocked[side&1][:p.unitWords()]
}

func appendIDs(dst []UnitID, words []uint64) []UnitID {
	for i, word := range words {
		for ; word != 0; word &= word - 1 {
			dst = append(dst, UnitID(i*64+bits.TrailingZeros64(word)))
		}
	}
	return dst
}

// TickIdle adds one to the idle count of every unit of side on the board
// whose type is in IdleTypes, except skip (the unit that acted). If one of
// them already holds MaxIdle it changes nothing and reports false, so that
// the caller can count unit by unit.
func (p *Position) TickIdle(side Side, skip UnitID) bool {
	var sum uint64
	for i, word := range p.clocks.idle[side][:p.unitWords()] {
		if int(skip)>>6 == i {
			word &^= 1 << (skip & 63)
		}
		for ; word != 0; word &= word - 1 {
			id := UnitID(i*64 + bits.TrailingZeros64(word))
			u := &p.units[id]
			if u.Idle == MaxIdle {
				p.idleSum += sum
				p.untick(side, skip, id)
				return false
			}
			u.Idle++
			if u.Idle%20 == 0 {
				p.markUnit(id) // another twenty (changes.go)
			}
			sum += idleWeights[id]
		}
	}
	p.idleSum += sum
	return true
}

// UntickIdle takes back a TickIdle that reported true; the units it
// counted must be where they were then.
func (p *Position) UntickIdle(side Side, skip UnitID) {
	p.untick(side, skip, MaxUnits)
}

// untick subtracts one from the idle count of the units below id end that
// TickIdle counts.
func (p *Position) untick(side Side, skip UnitID, end UnitID) {
	var sum uint64
	for i, word := range p.clocks.idle[side][:p.unitWords()] {
		if int(skip)>>6 == i {
			word &^= 1 << (skip & 63)
		}
		for ; word != 0; word &= word - 1 {
			id := UnitID(i*64 + bits.TrailingZeros64(word))
			if id >= end {
				p.idleSum -= sum
				return
			}
			u := &p.units[id]
			if u.Idle%20 == 0 {
				p.markUnit(id) // back to the last twenty (changes.go)
			}
			u.Idle--
			sum += idleWeights[id]
		}
	}
	p.idleSum -= sum
}
