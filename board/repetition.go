package board

// The repetition key (V13-DRAW-REPETITION ruling, docs/rules.md: compare
// "ranges of units"): the position's hash with each CRR unit's idle
// count and capture losses replaced by its line ranges in squares, so that
// positions that differ only in idle counts (which grow on every turn a
// unit stands still) repeat. The exact hash (Hash) stays the
// transposition table's key.
//
// It is kept as the hash is: crrHash is the XOR of the CRR fields' keys,
// which RepetitionHash takes back out of the hash, and rangeSum a weighted
// sum, like the idle counts', of a code of the line ranges of every unit
// whose type is in IdleTypes, wherever it is. A range changes only when the
// unit's count enters another twenty (a tick changes few units: those
// byMark holds), its CRR changes, or its type joins or leaves IdleTypes.

// BaseLineRange is a line's range in squares before Range Extension and
// capture losses (V13-RANGE-BASE).
const BaseLineRange = 16

// MinLineRange and MaxLineRange bound a line's range (V13-CRR: never below
// 3; the path limit caps it at 63).
const (
	MinLineRange = 3
	MaxLineRange = 63
)

// LineRange is the range in squares of a CRR unit's lines of one direction
// class, without shellshock: 16, plus one per 20 idle turns (V13-RANGE-EXT),
// minus the class's capture losses (V13-CRR), within 3..63.
func LineRange(idle uint16, crr uint8) int {
	return min(max(BaseLineRange+int(idle)/20-int(crr), MinLineRange), MaxLineRange)
}

var rangeWeights [MaxUnits]uint64

func init() {
	for id := range MaxUnits {
		rangeWeights[id] = key(tagField0+hashTag(FIdle), uint32(id), 2)
	}
}

// rangeCode packs the line ranges of a unit of a type in IdleTypes with
// idle count idle: orthogonal for rooks, templars and queens, diagonal for
// bishops, dragons and queens (V13-CLASS-CRR).
func rangeCode(u *Unit, idle uint16) uint64 {
	var c uint64
	if u.Type != Bishop && u.Type != Dragon {
		c = uint64(LineRange(idle, u.CRROrth))
	}
	if u.Type != Rook && u.Type != Templar {
		c |= uint64(LineRange(idle, u.CRRDiag)) << 8
	}
	return c
}

// rangeTerm is unit id's part of rangeSum.
func (p *Position) rangeTerm(id UnitID) uint64 {
	u := &p.units[id]
	if !IdleTypes.Has(u.Type) {
		return 0
	}
	return rangeCode(u, p.IdleOf(u)) * rangeWeights[id]
}

// RepetitionHash is the key the threefold-repetition test compares: Hash
// with line ranges in place of idle counts and capture losses.
func (p *Position) RepetitionHash() uint64 { return p.hash ^ p.crrHash ^ mix64(p.rangeSum+p.staySum) }

// ComputeRepetitionHash computes RepetitionHash from scratch; the tests
// check that the two agree.
func (p *Position) ComputeRepetitionHash() uint64 {
	stays := p.staySumFromScratch()
	h := p.ComputeHash() ^ mix64(p.idleSumFromScratch()+stays)
	sum := stays
	for id := 1; id < len(p.units); id++ {
		for _, f := range [...]Field{FCRROrth, FCRRDiag} {
			h ^= fieldKey(UnitID(id), f, p.Field(UnitID(id), f))
		}
		sum += p.rangeTerm(UnitID(id))
	}
	return h ^ mix64(sum)
}

// staySumFromScratch is the weighted sum of the stay counters (staySum).
func (p *Position) staySumFromScratch() uint64 {
	var stays uint64
	for id := 1; id < len(p.units); id++ {
		if p.units[id].Type != NoType {
			stays += uint64(p.Stay(UnitID(id))) * stayWeights[id]
		}
	}
	return stays
}

// idleSumFromScratch is the weighted sum of the idle counts.
func (p *Position) idleSumFromScratch() uint64 {
	var idle uint64
	for id := 1; id < len(p.units); id++ {
		if p.units[id].Type != NoType {
			idle += uint64(p.Idle(UnitID(id))) * idleWeights[id]
		}
	}
	return idle
}

// rangeEntering is the change of unit id's part of rangeSum when its count
// becomes clock minus its zero mark, a multiple of 20, from one less.
func (p *Position) rangeEntering(id UnitID, clock uint32) uint64 {
	u := &p.units[id]
	n := uint16(clock - u.idle)
	return (rangeCode(u, n) - rangeCode(u, n-1)) * rangeWeights[id]
}

// SameRanges reports whether unit id has the same line ranges in p and q
// (units whose type is not in IdleTypes have none).
func (p *Position) SameRanges(q *Position, id UnitID) bool {
	a, b := &p.units[id], &q.units[id]
	if IdleTypes.Has(a.Type) != IdleTypes.Has(b.Type) {
		return false
	}
	return !IdleTypes.Has(a.Type) || rangeCode(a, p.IdleOf(a)) == rangeCode(b, q.IdleOf(b))
}
