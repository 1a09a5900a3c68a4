package board

// The Range Extension clock (V13-RANGE-EXT) adds an idle turn to nearly
// every line unit of a side at the end of each of its turns. Doing that
// through SetField costs a hash update per unit; these two do it in one
// scan with one update of the weighted idle sum (see idleWeights).

// TypeSet is a set of unit types, one bit each.
type TypeSet uint32

// TypesOf is the set of the given types.
func TypesOf(types ...UnitType) TypeSet {
	var s TypeSet
	for _, t := range types {
		s |= 1 << t
	}
	return s
}

// Has reports whether t is in the set.
func (s TypeSet) Has(t UnitType) bool { return s&(1<<t) != 0 }

// MaxIdle is the largest idle count a unit can hold.
const MaxIdle = 65535

// OnBoard lists the ids of side's units on the board (bodies, stack
// members and shadows) in id order: the units the turn-end clocks (Q1) run
// over. The list is cached until a setter moves a unit onto or off the
// board or changes its side; the caller must not keep or change it.
func (p *Position) OnBoard(side Side) []UnitID {
	if !p.onBoardOK {
		p.onBoard[White], p.onBoard[Black] = p.onBoard[White][:0], p.onBoard[Black][:0]
		for id := 1; id < len(p.units); id++ {
			if u := &p.units[id]; u.Type != NoType && (u.Loc == LocBody || u.Loc == LocMember || u.Loc == LocShadow) {
				p.onBoard[u.Side] = append(p.onBoard[u.Side], UnitID(id))
			}
		}
		p.onBoardOK = true
	}
	return p.onBoard[side]
}

// TickIdle adds one to the idle count of every unit of side on the board
// whose type is in types, except skip (the unit that acted). If one of them
// already holds MaxIdle it changes nothing and reports false, so that the
// caller can count unit by unit.
func (p *Position) TickIdle(side Side, skip UnitID, types TypeSet) bool {
	var sum uint64
	ids := p.OnBoard(side)
	for i, id := range ids {
		u := &p.units[id]
		if !types.Has(u.Type) || id == skip {
			continue
		}
		if u.Idle == MaxIdle {
			p.idleSum += sum
			p.untick(ids[:i], skip, types)
			return false
		}
		u.Idle++
		sum += idleWeights[id]
	}
	p.idleSum += sum
	return true
}

// UntickIdle takes back a TickIdle that reported true; the units it
// counted must be where they were then.
func (p *Position) UntickIdle(side Side, skip UnitID, types TypeSet) {
	p.untick(p.OnBoard(side), skip, types)
}

// untick subtracts one from the idle count of the units of ids that
// TickIdle counts.
func (p *Position) untick(ids []UnitID, skip UnitID, types TypeSet) {
	var sum uint64
	for _, id := range ids {
		if u := &p.units[id]; types.Has(u.Type) && id != skip {
			u.Idle--
			sum += idleWeights[id]
		}
	}
	p.idleSum -= sum
}
