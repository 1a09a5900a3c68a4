package board

import "math/bits"

// The clocks of Q1 that run at the end of a side's turn touch many units:
// the Range Extension clock (V13-RANGE-EXT) adds an idle turn to nearly
// every line unit of the side, and paralysis and shellshock count down on
// the few that have them. Through SetField that is a hash update per unit
// and a scan of the whole unit table; instead the position keeps, per side,
// the sets of units each clock runs over, and idle counts are hashed as a
// weighted sum (idleWeights) of lazy counts (clockSets), so a tick costs the
// same whatever the number of units.

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

func (s *unitSet) add(id UnitID)      { s[id/64] |= 1 << (id % 64) }
func (s *unitSet) remove(id UnitID)   { s[id/64] &^= 1 << (id % 64) }
func (s *unitSet) has(id UnitID) bool { return s[id/64]&(1<<(id%64)) != 0 }

// idleClockStart is where each side's idle clock starts: above any count,
// so that a zero mark (clock minus count) never falls below zero.
const idleClockStart = MaxIdle + 1

// clockSets are the unit sets the turn-end clocks run over, per side; they
// are a function of the units' records, kept by setLoc and set.
//
// The idle counts of a side's idle set are lazy: each side has an idle
// clock that a tick advances, and a unit in the set keeps in Unit.idle its
// zero mark, the clock's value when its count was zero, so that its count
// is clock minus mark. A tick is then one addition to the clock, one to the
// hashed sum (the set's total weight), and a mark change for the unit that
// acted, whatever the number of units. A unit out of the set keeps its
// count itself. The units whose counts enter another twenty at a tick are
// those whose marks agree with the new clock modulo 20: byMark holds them,
// so that the change record (changes.go) gets them as one set.
type clockSets struct {
	idle    [2]unitSet // on the board (body, stack member, shadow) and of a type in IdleTypes
	clocked [2]unitSet // on the board with paralysis or shellshock running, or a shadow younger than ShadowMinimum

	byMark    markSets      // the idle set by zero mark modulo 20
	markN     [2][20]uint16 // byMark's units counted, per side and mark modulo 20: a tick reads the sets only where some enter a twenty
	idleClock [2]uint32     // the ticks counted, from idleClockStart
	weight    [2]uint64     // the sum of idleWeights over the idle set
	markFloor [2]uint32     // at most the least zero mark in the idle set
}

// copyFrom copies the first words of src (enough for both positions'
// units: the words past a position's units are zero).
func (c *clockSets) copyFrom(src *clockSets, words int) {
	for s := range 2 {
		copy(c.idle[s][:words], src.idle[s][:words])
		copy(c.clocked[s][:words], src.clocked[s][:words])
	}
	copy(c.byMark[:words], src.byMark[:words])
	c.markN = src.markN
	c.idleClock, c.weight, c.markFloor = src.idleClock, src.weight, src.markFloor
}

// markSets holds each side's idle set by zero mark modulo 20, word-major
// (index: id/64, side, mark%20), so that the words in use copy as one block.
type markSets [MaxUnits / 64][2][20]uint64

func (m *markSets) add(side Side, mark uint32, id UnitID) {
	m[id>>6][side&1][mark%20] |= 1 << (id & 63)
}

func (m *markSets) remove(side Side, mark uint32, id UnitID) {
	m[id>>6][side&1][mark%20] &^= 1 << (id & 63)
}

// move moves id from mark old to mark now.
func (m *markSets) move(side Side, old, now uint32, id UnitID) {
	m.remove(side, old, id)
	m.add(side, now, id)
}

// addMark, removeMark and moveMark change byMark and its counts (markN).
func (c *clockSets) addMark(side Side, mark uint32, id UnitID) {
	c.byMark.add(side, mark, id)
	c.markN[side&1][mark%20]++
}

func (c *clockSets) removeMark(side Side, mark uint32, id UnitID) {
	c.byMark.remove(side, mark, id)
	c.markN[side&1][mark%20]--
}

func (c *clockSets) moveMark(side Side, old, now uint32, id UnitID) {
	c.removeMark(side, old, id)
	c.addMark(side, now, id)
}

// onBoardLoc reports the places that are on the board.
func onBoardLoc(l Location) bool { return l == LocBody || l == LocMember || l == LocShadow }

// setLoc sets a unit's place.
func (p *Position) setLoc(id UnitID, l Location) {
	u := &p.units[id]
	crosses := onBoardLoc(u.Loc) != onBoardLoc(l) // the clock sets ask only whether it is on the board
	if u.Parent != 0 && (u.Loc == LocGone) != (l == LocGone) {
		if l == LocGone {
			p.moveHeld(id, 0, u.Parent) // a carrier's count (cargo.go)
		} else {
			p.moveHeld(id, u.Parent, 0)
		}
	}
	u.Loc = l
	p.markUnit(id)
	p.refreshStay(id) // a body or not (stays.go)
	if crosses {
		p.refreshSets(id)
	}
}

// idleSide is the side whose idle set a unit with record u belongs in, or
// -1 for none.
func idleSide(u *Unit) int {
	if !IdleTypes.Has(u.Type) || !onBoardLoc(u.Loc) { // NoType is not in IdleTypes
		return -1
	}
	return int(u.Side & 1)
}

// refreshSets puts id in the clock sets its record says it belongs to.
func (p *Position) refreshSets(id UnitID) {
	c := &p.clocks
	u := &p.units[id]
	if now := idleSide(u); now < 0 || !c.idle[now].has(id) { // it may join or leave
		for s := range Side(2) {
			if c.idle[s].has(id) {
				p.leaveIdle(id, s)
			}
		}
		if now >= 0 {
			p.joinIdle(id, Side(now))
		}
	}
	p.refreshClocked(id)
}

// refreshClocked puts id in the clocked set its record says it belongs to:
// refreshSets for a change of paralysis, shellshock, status or shadow age,
// which the idle sets do not read (they follow the type, side and place).
// Those fields change at every turn's end (paralysis ticks, Morph's reset)
// and in its revert, where the idle half cost as much again.
func (p *Position) refreshClocked(id UnitID) {
	c := &p.clocks
	u := &p.units[id]
	c.clocked[White].remove(id)
	c.clocked[Black].remove(id)
	if u.Type != NoType && onBoardLoc(u.Loc) && (u.Paralysis > 0 || u.Shellshock > 0 || u.ShadowYoung()) {
		c.clocked[u.Side].add(id)
	}
}

// joinIdle puts id, whose record holds its count, in side's idle set: the
// record then holds its zero mark.
func (p *Position) joinIdle(id UnitID, side Side) {
	c := &p.clocks
	u := &p.units[id]
	u.idle = c.idleClock[side] - u.idle
	c.idle[side].add(id)
	c.addMark(side, u.idle, id)
	c.weight[side] += idleWeights[id]
	c.markFloor[side] = min(c.markFloor[side], u.idle)
}

// leaveIdle takes id out of side's idle set: the record then holds its
// count.
func (p *Position) leaveIdle(id UnitID, side Side) {
	c := &p.clocks
	u := &p.units[id]
	c.idle[side].remove(id)
	c.removeMark(side, u.idle, id)
	c.weight[side] -= idleWeights[id]
	u.idle = c.idleClock[side] - u.idle
}

// Idle is the idle count of unit id: owner-turns without acting, for Range
// Extension (V13-RANGE-EXT).
func (p *Position) Idle(id UnitID) uint16 { return p.IdleOf(&p.units[id]) }

// IdleOf is Idle for the record u of one of p's units (p.Unit): its record
// tells whether it is in an idle set, as the sets follow the records.
func (p *Position) IdleOf(u *Unit) uint16 {
	if IdleTypes.Has(u.Type) && onBoardLoc(u.Loc) {
		return uint16(p.clocks.idleClock[u.Side&1] - u.idle)
	}
	return uint16(u.idle)
}

// setIdle sets the idle count of unit id.
func (p *Position) setIdle(id UnitID, v uint16) {
	u := &p.units[id]
	s := idleSide(u)
	if s < 0 {
		u.idle = uint32(v)
		return
	}
	c := &p.clocks
	mark := c.idleClock[s] - uint32(v)
	c.moveMark(Side(s), u.idle, mark, id)
	u.idle = mark
	c.markFloor[s] = min(c.markFloor[s], u.idle)
}

// unitWords is the number of set words the unit table reaches into.
func (p *Position) unitWords() int { return (len(p.units) + 63) / 64 }

// IdleUnits appends to dst the units of side that TickIdle counts (skip
// aside), in id order.
func (p *Position) IdleUnits(side Side, dst []UnitID) []UnitID {
	return appendIDs(dst, p.clocks.idle[side][:p.unitWords()])
}

// Clocked appends to dst the units of side on the board whose paralysis or
// shellshock is running, or whose shadow form is younger than ShadowMinimum
// (its age counts up), in id order.
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
	c := &p.clocks
	side &= 1
	clock := c.idleClock[side] + 1
	if clock-c.markFloor[side] > MaxIdle && !p.idleRoom(side, skip) {
		return false
	}
	c.idleClock[side] = clock
	p.idleSum += c.weight[side]
	p.rangeSum += p.markEntering(side, clock, skip)
	if c.idle[side].has(skip) { // its count stays: its mark moves with the clock
		u := &p.units[skip]
		c.moveMark(side, u.idle, u.idle+1, skip)
		u.idle++
		p.idleSum -= idleWeights[skip]
	}
	return true
}

// idleRoom finds the least zero mark of side's idle set, and reports whether
// every unit of it but skip can count one more idle turn.
func (p *Position) idleRoom(side Side, skip UnitID) bool {
	c := &p.clocks
	floor, room := c.idleClock[side], true
	for i, word := range c.idle[side][:p.unitWords()] {
		for ; word != 0; word &= word - 1 {
			id := UnitID(i*64 + bits.TrailingZeros64(word))
			mark := p.units[id].idle
			floor = min(floor, mark)
			if id != skip && c.idleClock[side]-mark >= MaxIdle {
				room = false
			}
		}
	}
	c.markFloor[side] = floor
	return room
}

// UntickIdle takes back a TickIdle that reported true; the units it
// counted must be where they were then.
func (p *Position) UntickIdle(side Side, skip UnitID) {
	c := &p.clocks
	side &= 1
	if c.idle[side].has(skip) {
		u := &p.units[skip]
		c.moveMark(side, u.idle, u.idle-1, skip)
		u.idle--
		c.markFloor[side] = min(c.markFloor[side], u.idle)
		p.idleSum += idleWeights[skip]
	}
	p.rangeSum -= p.markEntering(side, c.idleClock[side], skip) // back to the last twenty
	p.idleSum -= c.weight[side]
	c.idleClock[side]--
}

// markEntering marks the units of side's idle set but skip whose zero marks
// agree with clock modulo 20: at a tick to clock, or an untick from it,
// their counts enter or leave a twenty (changes.go). It returns what their
// entering it adds to the ranges' sum (repetition.go), which a tick adds
// and an untick takes back.
func (p *Position) markEntering(side Side, clock uint32, skip UnitID) uint64 {
	marks, m, side := &p.clocks.byMark, clock%20, side&1
	if p.clocks.markN[side][m] == 0 { // none enters a twenty: no word to read
		return 0
	}
	skipWord, skipBit := int(skip>>6), uint64(1)<<(skip&63)
	var d uint64
	for w := range p.unitWords() {
		word := marks[w][side][m]
		if w == skipWord {
			word &^= skipBit
		}
		p.changes.Units[w] |= word
		for ; word != 0; word &= word - 1 {
			d += p.rangeEntering(UnitID(w*64+bits.TrailingZeros64(word)), clock)
		}
	}
	return d
}
