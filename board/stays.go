package board

import (
	"fmt"
	"math/bits"
)

// The stay counters (V13-JESTER-DETONATE, V13-ASSASSIN-TUNNEL): at the end
// of each of its side's plies, every jester and assassin body of the side
// counts one more owner-turn in place, up to its cap (JesterStayCap,
// AssassinStayCap), unless it moved. Counted one by one, that is a loop
// over the side's jesters and assassins at every turn's end and another in
// its revert, about a seventh of a step's make and unmake. Instead the
// counts below the cap are lazy, as the idle counts are (clocks.go): each
// side has a stay clock per class (jesters, assassins), and a body whose
// count is below its cap is in its class's lazy set and keeps in its
// record its zero mark, the clock's value when its count was zero, so that
// its count is the clock minus the mark. Clocks and marks run modulo the
// cap: a count in the set is always below it. A tick adds one to the clock
// and the set's total weight to the hashed sum (staySum). The members whose
// count reaches the cap at a tick are those whose mark is the new clock:
// the set is kept by mark (byMark, with a count per mark, so that most
// ticks read one counter), and the tick finds them with one word per 64
// units and writes their counts to the cap first, which takes them out of
// the set (a count at the cap stays there, so it is kept in the record as
// a plain count, as the count of a unit that is no body or was set above
// its cap by a position). It lists them for movegen's field log, which
// writes them back after the untick, so the untick, which only turns the
// clock back, is exact.

// The caps of the stay counts: a jester may Detonate after JesterStayCap
// owner-turns in place (V13-JESTER-DETONATE), an assassin build a Tunnel
// after AssassinStayCap (V13-ASSASSIN-TUNNEL). The counts stop there, so
// that a unit left standing does not keep a position from repeating.
const (
	JesterStayCap   = 10
	AssassinStayCap = 2
)

// A unit's stay class: 0 jesters, 1 assassins. A lazy set is named by its
// key, side*2 + class; Unit.stayIn holds key+1 for a member, 0 otherwise.
var (
	stayCaps = [2]uint8{JesterStayCap, AssassinStayCap}
	stayBase = [2]uint8{0, JesterStayCap} // the class's first slot in stayMarks
)

const staySlots = JesterStayCap + AssassinStayCap

// stayMarks holds each side's lazy stay sets by zero mark, word-major
// (index: id/64, side, stayBase[class]+mark), so that the words in use
// copy as one block.
type stayMarks [MaxUnits / 64][2][staySlots]uint64

// staySets are the lazy stay sets of both sides, a function of the units'
// records (kept by setLoc and set) and of the clocks.
type staySets struct {
	clock  [4]uint8                 // per key, in [0, cap): the ticks counted, modulo the cap
	n      [4]uint16                // the members
	due    [4][JesterStayCap]uint16 // the members by zero mark, counted: TickStays reads the sets only when some reach the cap
	weight [4]uint64                // the sum of stayWeights over the members
	byMark stayMarks
}

// copyFrom copies the first words of src's sets (as clockSets.copyFrom).
func (s *staySets) copyFrom(src *staySets, words int) {
	s.clock, s.n, s.due, s.weight = src.clock, src.n, src.due, src.weight
	copy(s.byMark[:words], src.byMark[:words])
}

// stayClass is the stay class of type t, or -1 for a type without a count
// that ticks.
func stayClass(t UnitType) int {
	switch t {
	case Jester:
		return 0
	case Assassin:
		return 1
	}
	return -1
}

// stayKeyOf is key+1 of the lazy set the record u may belong to (a jester
// or assassin body), or 0.
func stayKeyOf(u *Unit) uint8 {
	c := stayClass(u.Type)
	if c < 0 || u.Loc != LocBody {
		return 0
	}
	return uint8(u.Side&1)*2 + uint8(c) + 1
}

// Stay is the stay count of unit id: owner-turns in place (Detonate,
// Tunnel).
func (p *Position) Stay(id UnitID) uint8 { return p.StayOf(&p.units[id]) }

// StayOf is Stay for the record u of one of p's units (p.Unit).
func (p *Position) StayOf(u *Unit) uint8 {
	if u.stayIn == 0 {
		return u.stay
	}
	k := u.stayIn - 1
	c := p.stays.clock[k]
	if c < u.stay { // the clock wrapped since the mark
		c += stayCaps[k&1]
	}
	return c - u.stay
}

// joinStays puts id, whose record holds its count (below the cap), in the
// lazy set k: the record then holds its zero mark.
func (p *Position) joinStays(id UnitID, k uint8) {
	s, u := &p.stays, &p.units[id]
	mark := s.clock[k] + stayCaps[k&1] - u.stay
	if mark >= stayCaps[k&1] {
		mark -= stayCaps[k&1]
	}
	u.stay, u.stayIn = mark, k+1
	s.byMark[id>>6][k>>1][stayBase[k&1]+mark] |= 1 << (id & 63)
	s.n[k]++
	s.due[k][mark]++
	s.weight[k] += stayWeights[id]
}

// leaveStays takes id out of its lazy set: the record then holds its count.
func (p *Position) leaveStays(id UnitID) {
	s, u := &p.stays, &p.units[id]
	k := u.stayIn - 1
	count := p.StayOf(u)
	s.byMark[id>>6][k>>1][stayBase[k&1]+u.stay] &^= 1 << (id & 63)
	s.n[k]--
	s.due[k][u.stay]--
	s.weight[k] -= stayWeights[id]
	u.stay, u.stayIn = count, 0
}

// refreshStay puts id in the lazy set its record says it belongs to: a
// jester or assassin body whose count is below the cap. Leaving and
// joining keep the count, so a unit that leaves the board or turns into
// another type and comes back keeps it.
func (p *Position) refreshStay(id UnitID) {
	u := &p.units[id]
	want := stayKeyOf(u)
	if want == u.stayIn {
		return
	}
	if u.stayIn != 0 {
		p.leaveStays(id)
	}
	if want != 0 && u.stay < stayCaps[(want-1)&1] {
		p.joinStays(id, want-1)
	}
}

// setStay writes unit id's stay count, with the hashed sum; the caller
// marks the unit (set, SetStay).
func (p *Position) setStay(id UnitID, v uint8) {
	u := &p.units[id]
	old := p.StayOf(u)
	if old == v {
		return
	}
	p.staySum += (uint64(v) - uint64(old)) * stayWeights[id]
	if u.stayIn != 0 {
		p.leaveStays(id)
	}
	u.stay = v
	p.refreshStay(id)
}

// SetStay writes unit id's stay count like SwapField, and returns the old
// one, but marks the unit in the change record only, not in the step record
// (StepRecord): a stay count changes no attack or protection, only the
// unit's own Detonate and Tunnel, and the partial trials that read the step
// record ask attacks. TickStays brings the counts that reach their cap to
// it with it, and movegen's revert takes them back with it.
func (p *Position) SetStay(id UnitID, v uint8) (old uint8) {
	old = p.Stay(id)
	if old != v {
		p.setStay(id, v)
		p.changes.Units[id>>6] |= 1 << (id & 63)
	}
	return old
}

// TickStays counts one more owner-turn for every unit in side's lazy set of
// type t's class (jesters, assassins): the members whose count reaches the
// cap, appended to capped, are written there first (as SetStay: they leave
// the set, whose members are below the cap), then the clock moves up and
// the set's weight is added to the hashed sum. The caller logs the capped
// units to write them back to cap-1 after the untick. ticked is false,
// the clock unchanged, when the set is empty (nothing to untick). A unit
// the caller sets to 0 after it (the actor) is written after the tick, so
// that the untick finds the set as the tick left it.
func (p *Position) TickStays(side Side, t UnitType, capped []UnitID) (_ []UnitID, ticked bool) {
	c := stayClass(t)
	if c < 0 {
		return capped, false
	}
	k := uint8(side&1)*2 + uint8(c)
	s := &p.stays
	next := s.clock[k] + 1
	if next == stayCaps[c] {
		next = 0
	}
	if s.due[k][next] != 0 { // some reach the cap: rare, most ticks read this counter only
		n := len(capped)
		slot := stayBase[c] + next
		for w := range p.unitWords() {
			for word := s.byMark[w][side&1][slot]; word != 0; word &= word - 1 {
				capped = append(capped, UnitID(w<<6|bits.TrailingZeros64(word)))
			}
		}
		for _, id := range capped[n:] {
			p.SetStay(id, stayCaps[c])
		}
	}
	if s.n[k] == 0 {
		return capped, false
	}
	s.clock[k] = next
	p.staySum += s.weight[k]
	return capped, true
}

// UntickStays takes back a TickStays(side, t) that reported true, once the
// writes made after it are taken back.
func (p *Position) UntickStays(side Side, t UnitType) {
	c := stayClass(t)
	k := uint8(side&1)*2 + uint8(c)
	s := &p.stays
	p.staySum -= s.weight[k]
	if s.clock[k] == 0 {
		s.clock[k] = stayCaps[c]
	}
	s.clock[k]--
}

// validateStays checks the lazy stay sets against the units' records.
func (p *Position) validateStays() error {
	var want staySets
	want.clock = p.stays.clock
	for k, c := range want.clock {
		if c >= stayCaps[k&1] {
			return fmt.Errorf("the stay clock %d of set %d is not below its cap", c, k)
		}
	}
	for id := UnitID(1); int(id) < len(p.units); id++ {
		u := &p.units[id]
		key := stayKeyOf(u)
		switch {
		case u.stayIn != key && (u.stayIn != 0 || u.stay < stayCaps[(key-1)&1]):
			return fmt.Errorf("unit %d: in stay set %d, its record says %d", id, u.stayIn, key)
		case u.stayIn != 0:
			k := u.stayIn - 1
			if u.stay >= stayCaps[k&1] {
				return fmt.Errorf("unit %d: stay mark %d is not below its cap", id, u.stay)
			}
			want.byMark[id>>6][k>>1][stayBase[k&1]+u.stay] |= 1 << (id & 63)
			want.n[k]++
			want.due[k][u.stay]++
			want.weight[k] += stayWeights[id]
		}
	}
	if want != p.stays {
		return fmt.Errorf("the stay sets of the units are stale")
	}
	return nil
}
