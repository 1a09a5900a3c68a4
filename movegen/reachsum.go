package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// reachSum is the sum of the native reach entries that are in it: where
// each side's units could capture, which of its units the enemy threatens,
// which of its units could capture an enemy, and how many protect each
// friend (the protector counts behind Guards and Empower, see tally).
// A pass brings it up to date entry by entry (protScratch.nativeReach):
// it takes out the entries that may no longer hold and adds the units that
// are not in it, so that its cost follows what changed since the last
// pass, not the number of units on the board. Every body on the board is
// in the sum after a pass, with the entry of its square.
type reachSum struct {
	members   []board.UnitID                                // the entries in the sum, both sides
	deps      [4][]uint64                                   // each member's dep, word by word, in the same order, for the pass's scan
	counts    [2][len(threatMap{})][board.NumSquares]uint16 // per side and reach map (and the other marks): the entries that mark each square
	reach     [2]threatMap                                  // per side: the squares whose count is not zero
	thrCounts [2][board.NumSquares]uint16                   // per side: the enemy entries that threaten its unit on each square
	threats   [2]board.SquareSet                            // per side: its units that some enemy entry threatens
	capturers [2]board.SquareSet                            // per side: the squares of its entries that threaten an enemy

	// Protectors are the non-pawn entries that protect a friend; the
	// qualifying ones are neither kings nor queen's tokens.
	protectors [2]board.SquareSet                // per side: their squares
	protCounts [2][board.NumSquares]uint16       // per side: the protectors of its unit on each square
	qualCounts [2][board.NumSquares]uint16       // the same, qualifying protectors only
	qualXor    [2][board.NumSquares]board.UnitID // the qualifying protectors' ids xored: the one, when there is one
	twice      [2]board.SquareSet                // the squares with two protectors or more
	qualOne    [2]board.SquareSet                // the squares with exactly one qualifying protector
}

// add puts e, the entry of unit id on from, into the sum. friends and
// enemies are the bodies of its side and of the other as it is added; what
// it threatens is kept in e so that remove takes out exactly what add put in.
func (s *reachSum) add(e *reachEntry, id board.UnitID, from board.Square, pc board.Piece, friends, enemies *board.SquareSet) {
	side := pc.Side() & 1
	e.in, e.side, e.from, e.typ = true, side, from, pc.Type()
	e.member = int32(len(s.members))
	s.members = append(s.members, id)
	for w := range s.deps {
		s.deps[w] = append(s.deps[w], e.dep[w])
	}
	e.thr = e.hits.And(enemies)
	s.count(e, true)
	if !e.thr.Empty() {
		s.capturers[side].Add(from)
	}
	e.protects = board.SquareSet{}
	if e.typ != board.Pawn {
		e.protects = e.hits.And(friends)
	}
	if !e.protects.Empty() {
		s.protectors[side].Add(from)
		s.countProtections(e, id, true)
	}
}

// remove takes e out of the sum; units holds the entries by unit id (the
// last member moves into e's place in the lists).
func (s *reachSum) remove(units []reachEntry, e *reachEntry) {
	s.count(e, false)
	if !e.thr.Empty() {
		s.capturers[e.side].Remove(e.from)
	}
	if !e.protects.Empty() {
		s.protectors[e.side].Remove(e.from)
		s.countProtections(e, s.members[e.member], false)
	}
	last := len(s.members) - 1
	if moved := s.members[last]; int(e.member) != last {
		s.members[e.member] = moved
		for w := range s.deps {
			s.deps[w][e.member] = s.deps[w][last]
		}
		units[moved].member = e.member
	}
	s.members = s.members[:last]
	for w := range s.deps {
		s.deps[w] = s.deps[w][:last]
	}
	e.in = false
}

// countProtections adds the protections of e, the entry of unit id, to the
// protector counts, or subtracts them.
func (s *reachSum) countProtections(e *reachEntry, id board.UnitID, add bool) {
	qual := e.typ != board.King && e.typ != board.QueenShadow
	protCounts, qualCounts, qualXor := &s.protCounts[e.side], &s.qualCounts[e.side], &s.qualXor[e.side]
	twice, qualOne := &s.twice[e.side], &s.qualOne[e.side]
	for w, word := range e.protects {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			n := countOne(&protCounts[sq], add)
			setIf(twice, sq, n >= 2)
			if qual {
				qualXor[sq] ^= id
				setIf(qualOne, sq, countOne(&qualCounts[sq], add) == 1)
			}
		}
	}
}

// countOne adds one to *n, or subtracts one, and returns the new count.
func countOne(n *uint16, add bool) uint16 {
	if add {
		*n++
	} else {
		*n--
	}
	return *n
}

// setIf puts sq in s if in, else takes it out.
func setIf(s *board.SquareSet, sq board.Square, in bool) {
	if in {
		s.Add(sq)
	} else {
		s.Remove(sq)
	}
}

// count adds e's marks and threats to the counts, or subtracts them.
func (s *reachSum) count(e *reachEntry, add bool) {
	for m := range e.marks {
		if !e.marks[m].Empty() { // the bounce sides and the frogs reached, mostly
			countSquares(&e.marks[m], &s.counts[e.side][m], &s.reach[e.side][m], add)
		}
	}
	other := e.side.Other() & 1
	countSquares(&e.thr, &s.thrCounts[other], &s.threats[other], add)
}

// countSquares adds one to the count of every square of sqs, or subtracts
// one, keeping in set the squares whose count is not zero.
func countSquares(sqs *board.SquareSet, counts *[board.NumSquares]uint16, set *board.SquareSet, add bool) {
	for w, word := range sqs {
		if add {
			set[w] |= word // every count it raises is at least one
			for ; word != 0; word &= word - 1 {
				counts[w*64+bits.TrailingZeros64(word)]++
			}
			continue
		}
		var zero uint64 // the counts it lowers to nothing
		for ; word != 0; word &= word - 1 {
			i := bits.TrailingZeros64(word)
			counts[w*64+i]--
			if counts[w*64+i] == 0 {
				zero |= 1 << i
			}
		}
		set[w] &^= zero
	}
}

// nativeReach brings the current cache's sum of native entries up to date
// for p, both sides: an entry whose unit changed (its reachSig) or whose
// generation read a changed square is taken out and computed afresh if its
// unit still stands on the board, and so is every body on a changed square
// that is not in the sum (it arrived since the last pass).
func (sc *protScratch) nativeReach(p *board.Position, changed *board.SquareSet) {
	c := sc.cur
	s := &c.sum
	units := c.unitsFor(p)
	dirty := sc.dirty[:0]
	// The entries that read a changed square, found word by word in the
	// dense copy of their deps (a pass's changed squares usually lie in
	// one or two of the four words), and taken out from the last: the
	// last member, which moves into a taken-out one's place, is then never
	// one still to take out. The members are bodies, one per square.
	var hit [board.NumSquares / 64]uint64 // by member index
	for w, chw := range changed {
		if chw == 0 {
			continue
		}
		for i, d := range s.deps[w] {
			if d&chw != 0 {
				hit[i>>6] |= 1 << (i & 63)
			}
		}
	}
	for w := len(hit) - 1; w >= 0; w-- {
		for word := hit[w]; word != 0; {
			i := w*64 + bits.Len64(word) - 1
			word &^= 1 << (i & 63)
			id := s.members[i]
			s.remove(units, &units[id])
			dirty = append(dirty, id)
		}
	}
	// Then the units written since the last pass whose signature changed.
	// An entry whose squares did not change still has its unit on e.from,
	// so that its signature can be read there.
	stale := func(id board.UnitID) bool {
		if e := &units[id]; e.in && reachSigOf(p, e.from) != e.sig {
			s.remove(units, e) // the last member moves to its place
			dirty = append(dirty, id)
			return true
		}
		return false
	}
	if c.allUnits {
		for i := 0; i < len(s.members); {
			if !stale(s.members[i]) {
				i++
			}
		}
	} else {
		for w, word := range c.written[:(len(units)+63)/64] {
			for ; word != 0; word &= word - 1 {
				if id := w*64 + bits.TrailingZeros64(word); id < len(units) {
					stale(board.UnitID(id))
				}
			}
		}
		// And the bodies an aura may have taken or let go (aura.go).
		for w, word := range c.auraZone {
			for ; word != 0; word &= word - 1 {
				if id := p.BodyAt(board.Square(w*64 + bits.TrailingZeros64(word))); id != 0 && int(id) < len(units) {
					stale(id)
				}
			}
		}
	}
	var gens [2]gen // one per side: a generator caches side-dependent sets
	for side := board.White; side <= board.Black; side++ {
		gens[side] = newGen(p, side, sc.reachSteps[side][:0])
		gens[side].mode = bitsOf[modeReach]() // the threat map (renew points g.tmap at each unit's part) and the captures of friends
	}
	cells := p.Cells()
	sides := [2]board.SquareSet{p.SideBodies(board.White), p.SideBodies(board.Black)}
	arrive := func(from board.Square) {
		id := cells[from].Body
		e := &units[id]
		if e.in {
			return
		}
		pc := cells[from].Piece
		side := pc.Side() & 1
		g := &gens[side]
		sc.renew(e, g, reachSigOf(p, from), board.NoType, from)
		genIn[modeReach]{g}.unitSteps(from, true)
		for _, st := range g.list {
			if to := st.To(); to != from && cells[to].Piece != board.NoPiece {
				e.hits.Add(to)
			}
		}
		s.add(e, id, from, pc, &sides[side], &sides[side^1])
	}
	bodies := sides[board.White]
	bodies.Union(&sides[board.Black])
	arrived := changed.And(&bodies) // arrive finds each one's side
	for w, word := range arrived {
		for ; word != 0; word &= word - 1 {
			arrive(board.Square(w*64 + bits.TrailingZeros64(word)))
		}
	}
	for _, id := range dirty {
		if int(id) >= p.NumUnitSlots() {
			continue // an entry of another position's unit
		}
		if u := p.Unit(id); u.Loc == board.LocBody && cells[u.Square].Body == id {
			arrive(u.Square)
		}
	}
	sc.dirty = dirty
	for side := range gens {
		sc.reachSteps[side] = gens[side].list
	}
}
