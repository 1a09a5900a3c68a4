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

	// A record gathered for RestoreFrom (Gathering) counts the takes it
	// holds, so that the restore can tell whether some reader took changes
	// that it does not hold.
	since uint64 // the position's TakeChanges count when the gathering began
	takes uint64 // the TakeChanges calls whose changes it holds
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
	c.takes = 1
	p.changes = Changes{}
	p.changeSeq++
	return c, p.changeSeq
}

// Gathering returns an empty record in which a reader gathers (Merge) what
// it takes from now on, for RestoreFrom.
func (p *Position) Gathering() Changes { return Changes{since: p.changeSeq} }

// Merge adds the changes of o to c, the units below slots only (the
// position's NumUnitSlots: o marks none above), and the takes o holds.
func (c *Changes) Merge(o *Changes, slots int) {
	c.Squares.Union(&o.Squares)
	for w := range c.Units[:min((slots+63)/64, len(c.Units))] {
		c.Units[w] |= o.Units[w]
	}
	c.All = c.All || o.All
	c.takes += o.takes
}

// RestoreFrom makes p an exact copy of src, an earlier copy of p (a
// snapshot), without marking everything as CopyFrom does. p's change record
// keeps what it holds and gains since, which the caller gathered from every
// TakeChanges made after the snapshot (a Gathering begun then). Every
// difference between p and src was marked after the snapshot, so it is in
// one of the two, and the record then holds every square and unit that
// differ between src and what the last reader saw. If since does not hold
// every take made since it began (another reader took some), the record
// says All: what that reader took is not known.
func (p *Position) RestoreFrom(src *Position, since *Changes) {
	slots := max(len(p.units), len(src.units))
	p.copyState(src)
	p.changes.Merge(since, slots)
	p.changes.takes = 0 // the record counts no takes: it is the next one
	if p.changeSeq-since.since != since.takes {
		p.changes.All = true
	}
}

func (p *Position) markSquare(sq Square) {
	p.changes.Squares.Add(sq)
	if p.stepRec.on {
		p.stepRec.Squares.Add(sq)
	}
}

func (p *Position) markUnit(id UnitID) {
	p.changes.Units[id>>6] |= 1 << (id & 63)
	if r := &p.stepRec; r.on {
		switch {
		case r.n > 0 && r.units[r.n-1] == id: // the same unit written again
		case r.n < len(r.units):
			r.units[r.n] = id
			r.n++
		default:
			r.Over = true
		}
	}
}

// StepRecord is the change record of one step (Stockfish's DirtyPiece):
// the squares and units the setters wrote between BeginStep and EndStep.
// movegen's legality test opens one around a special move it makes for a
// trial, so that the partial trial right after learns what the step
// changed, its turn's end included, without knowing the move. The units
// are a short list; a step that writes more (a Rotate, a blast) says
// Over, and its reader looks at everything. While no record is open the
// setters pay a flag test for it. It is the position's own: copies do
// not carry it.
type StepRecord struct {
	Squares SquareSet // squares whose cell or tomb was written
	Over    bool      // more units were written than the list holds
	Levels  bool      // a square's terrain level changed
	on      bool
	n       int
	units   [maxStepUnits]UnitID
}

// maxStepUnits is how many units a StepRecord lists: a step's own units
// and its turn's end (the clocks, the stay counters) fit.
const maxStepUnits = 32

// Units are the units written, each at least once (Over: not all).
func (r *StepRecord) Units() []UnitID { return r.units[:r.n] }

// BeginStep opens a new step record: what the setters write from now on.
func (p *Position) BeginStep() {
	p.stepRec.Squares = SquareSet{}
	p.stepRec.n, p.stepRec.Over, p.stepRec.Levels, p.stepRec.on = 0, false, false, true
}

// EndStep closes the step record; it keeps what it holds.
func (p *Position) EndStep() { p.stepRec.on = false }

// StepChanges is the record of the last BeginStep, nil while none is open.
func (p *Position) StepChanges() *StepRecord {
	if !p.stepRec.on {
		return nil
	}
	return &p.stepRec
}

// markIdle marks a unit whose idle count went from old to now, if it
// entered another twenty.
func (p *Position) markIdle(id UnitID, old, now uint16) {
	if old/20 != now/20 {
		p.markUnit(id)
	}
}
