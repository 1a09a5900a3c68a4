package board

// Change tracking. A reader that keeps its own summary of a position
// (movegen's reach cache) asks TakeChanges which squares and units may have
// changed since it last asked, instead of comparing the whole board at
// every look. Every setter marks what it writes: a square whose cell or
// tomb changed, a unit whose state changed. A unit's idle count marks it
// only when the count enters another twenty, the only part of it the rules
// read (Range Extension, V13-RANGE-EXT), since it ticks for most units
// every turn. A copy (CopyFrom) marks everything.

// Changes is what TakeChanges reports.
type Changes struct {
	Squares SquareSet // squares whose cell (body, piece, wall, level, features) or tomb changed
	Units   UnitSet   // units whose state changed
	All     bool      // anything may have changed: compare everything
}

// UnitSet is a set of unit ids, one bit each.
type UnitSet [MaxUnits / 64]uint64

// Has reports whether id is in the set.
func (s *UnitSet) Has(id UnitID) bool { return s[id>>6]&(1<<(id&63)) != 0 }

// TakeChanges returns the changes marked since the last call and starts a
// new record. seq counts the calls: a reader that gets the seq after the one
// it got last time is the only reader, and the changes are all it missed;
// otherwise another reader took some, and it must compare everything.
func (p *Position) TakeChanges() (c Changes, seq uint64) {
	c = p.changes
	p.changes = Changes{}
	p.changeSeq++
	return c, p.changeSeq
}

// Merge adds the changes of o to c, the units below slots only (the
// position's NumUnitSlots: o marks none above).
func (c *Changes) Merge(o *Changes, slots int) {
	c.Squares.Union(&o.Squares)
	for w := range c.Units[:min((slots+63)/64, len(c.Units))] {
		c.Units[w] |= o.Units[w]
	}
	c.All = c.All || o.All
}

// RestoreFrom makes p an exact copy of src, an earlier copy of p (a
// snapshot), without marking everything as CopyFrom does. p's change record
// keeps what it holds and gains since, which the caller gathered from every
// TakeChanges made after the snapshot. Every difference between p and src
// was marked after the snapshot, so it is in one of the two, and the record
// then holds every square and unit that differ between src and what the
// last reader saw.
func (p *Position) RestoreFrom(src *Position, since *Changes) {
	slots := max(len(p.units), len(src.units))
	p.copyState(src)
	p.changes.Merge(since, slots)
}

func (p *Position) markSquare(sq Square) { p.changes.Squares.Add(sq) }

func (p *Position) markUnit(id UnitID) { p.changes.Units[id>>6] |= 1 << (id & 63) }

// markIdle marks a unit whose idle count went from old to now, if it
// entered another twenty.
func (p *Position) markIdle(id UnitID, old, now uint16) {
	if old/20 != now/20 {
		p.markUnit(id)
	}
}
