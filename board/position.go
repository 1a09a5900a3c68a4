package board

import "fmt"

// Position is one complete FrozenChess position: every square's contents,
// every unit's record, tombs, markers, programs, the side to move and the
// state inside a turn. All changes go through the setters, which keep the
// Zobrist hash and the derived caches (Cell.Piece, Unit.Loc/Square, wall
// lists, feature bits) in step; Validate checks that they agree.
//
// The arrays are fixed-size and the slices are reused by CopyFrom, so copying
// a position into an existing one allocates nothing.
type Position struct {
	cells      [NumSquares]Cell
	bodies     [2][typeSlots]SquareSet // index: where each side's bodies of each type stand
	sideBodies [2]SquareSet            // index: where each side's bodies stand
	units      []Unit                  // index = UnitID; units[0] is never used
	tombs      []Tomb                  // order is storage only; Cell.Tomb indexes it
	markers    []Marker                // order is storage only
	progs      []ProgStep              // program pool; Unit.ProgStart/ProgLen index it
	trail      []Square                // squares walked in the current action, start square first
	inTrail    [NumSquares / 64]uint64 // the trail as a bit set, for the duplicate test
	turn       TurnState
	turnHash   uint64 // turnKey(turn), kept so SetTurn mixes one key, not two
	side       Side
	lastNull   bool
	ply        uint32                  // plies played since the game's start (not in the hash, Q13)
	hash       uint64                  // XOR of the keys of every hashed item but the idle counts
	idleSum    uint64                  // the weighted sum of the idle counts (see idleWeights)
	staySum    uint64                  // the weighted sum of the stay counters (see stayWeights)
	crrHash    uint64                  // the XOR of the CRR fields' keys (repetition.go)
	rangeSum   uint64                  // the weighted sum of the line ranges' codes (repetition.go)
	clocks     clockSets               // the units the turn-end clocks run over (clocks.go)
	stays      staySets                // the lazy stay counts (stays.go)
	lowered    int                     // squares below level 0 (a flood needs one; generation skips flood casts without)
	uneven     SquareSet               // squares not at level 0 (an Earthquake flattens these)
	shadowSqs  SquareSet               // squares with a shadow list
	wallSqs    SquareSet               // squares with a wall
	tombSqs    [TombOpen + 1]SquareSet // by state: the squares of the tombs in it
	changes    Changes                 // what changed since the last TakeChanges (changes.go)
	changeSeq  uint64                  // TakeChanges calls
	stepRec    StepRecord              // what the setters wrote since BeginStep (changes.go)
	holds      holdZone                // where units may be held, for one hash (held.go)

	turnFromSet bool // parsing only: the turn section named its start square

	// Variant is the game the position belongs to (variant.go): never nil,
	// FrozenChess unless the position string or the caller chose another.
	// It is not hashed (a game never changes its variant) and is kept by
	// copies. It comes last: at offset 0 it cost the cells' hot loops an
	// addition each (+0.2% instructions per perft node).
	Variant *Variant
}

// New returns an empty board with White to move.
func New() *Position {
	p := &Position{Variant: FrozenChess, changes: Changes{All: true}}
	p.clocks.idleClock = [2]uint32{idleClockStart, idleClockStart}
	p.units = make([]Unit, 1, 256)
	p.trail = make([]Square, 0, 64)
	return p
}

// CopyFrom makes p an exact copy of src, reusing p's storage.
func (p *Position) CopyFrom(src *Position) {
	p.changes = Changes{All: true} // the change record is p's own (changes.go)
	p.copyState(src)
}

// copyState is CopyFrom but for the change record, which it leaves alone.
func (p *Position) copyState(src *Position) {
	p.clocks.copyFrom(&src.clocks, max(p.unitWords(), src.unitWords()))
	p.stays.copyFrom(&src.stays, max(p.unitWords(), src.unitWords()))
	p.Variant = src.Variant
	p.cells = src.cells
	p.bodies = src.bodies
	p.sideBodies = src.sideBodies
	p.units = append(p.units[:0], src.units...)
	p.tombs = append(p.tombs[:0], src.tombs...)
	p.markers = append(p.markers[:0], src.markers...)
	p.progs = append(p.progs[:0], src.progs...)
	p.trail = append(p.trail[:0], src.trail...)
	p.inTrail = src.inTrail
	p.turn = src.turn
	p.turnHash = src.turnHash
	p.side = src.side
	p.lastNull = src.lastNull
	p.ply = src.ply
	p.hash = src.hash
	p.idleSum = src.idleSum
	p.staySum = src.staySum
	p.crrHash = src.crrHash
	p.rangeSum = src.rangeSum
	p.lowered = src.lowered
	p.uneven = src.uneven
	p.shadowSqs = src.shadowSqs
	p.wallSqs = src.wallSqs
	p.tombSqs = src.tombSqs
}

// Clone returns a new copy of p.
func (p *Position) Clone() *Position {
	q := New()
	q.CopyFrom(p)
	return q
}

// SideToMove is the player whose turn it is.
func (p *Position) SideToMove() Side { return p.side }

// LastNull reports that the previous ply was a Null move (V13-DRAW-NULL).
func (p *Position) LastNull() bool { return p.lastNull }

// Ply is the number of plies played since the start of the game.
func (p *Position) Ply() uint32 { return p.ply }

// Turn is the state inside the current turn.
func (p *Position) Turn() TurnState { return p.turn }

// Trail lists the squares walked so far in the current action.
func (p *Position) Trail() []Square { return p.trail }

// Cell returns what a square holds.
func (p *Position) Cell(sq Square) Cell { return p.cells[sq] }

// Cells exposes the board array to hot loops such as move generation. The
// caller must not modify it.
func (p *Position) Cells() *[NumSquares]Cell { return &p.cells }

// PieceAt is the one-byte summary of the body on sq.
func (p *Position) PieceAt(sq Square) Piece { return p.cells[sq].Piece }

// BodyAt is the id of the body on sq, 0 if none.
func (p *Position) BodyAt(sq Square) UnitID { return p.cells[sq].Body }

// Level is the terrain level of sq.
func (p *Position) Level(sq Square) int { return int(p.cells[sq].Level) }

// WallOwner is the owner of the wall on sq, 0 if none.
func (p *Position) WallOwner(sq Square) UnitID { return p.cells[sq].Wall }

// Unit returns a unit's record. The caller must not modify it; use the setters.
func (p *Position) Unit(id UnitID) *Unit { return &p.units[id] }

// NumUnitSlots is one more than the largest unit id in use.
func (p *Position) NumUnitSlots() int { return len(p.units) }

// Exists reports whether id names a unit of this position.
func (p *Position) Exists(id UnitID) bool {
	return id != 0 && int(id) < len(p.units) && p.units[id].Type != NoType
}

// SetSideToMove sets the player to move.
func (p *Position) SetSideToMove(s Side) {
	if s == p.side {
		return
	}
	p.hash ^= key(tagSide, 0, 1)
	p.side = s
}

// SetLastNull sets the last-ply-was-null flag.
func (p *Position) SetLastNull(v bool) {
	if v == p.lastNull {
		return
	}
	p.hash ^= key(tagLastNull, 0, 1)
	p.lastNull = v
}

// SetPly sets the ply counter (not hashed).
func (p *Position) SetPly(n uint32) { p.ply = n }

// SetTurn sets the in-turn state. The actor must be a unit of the side to
// move that stands on the board, or 0.
func (p *Position) SetTurn(t TurnState) error {
	if t.Actor != 0 {
		if int(t.Actor) >= len(p.units) || (p.units[t.Actor].Loc != LocBody && p.units[t.Actor].Loc != LocShadow) {
			return fmt.Errorf("turn actor %d is not a body on the board", t.Actor)
		}
	}
	if t.Mode >= numTurnModes || t.Flags >= 1<<numTurnFlagBits {
		return fmt.Errorf("turn mode %d or flags %#x unknown", t.Mode, t.Flags)
	}
	if t == p.turn {
		return nil
	}
	k := turnKey(t)
	p.hash ^= p.turnHash ^ k
	p.turnHash = k
	p.turn = t
	return nil
}

// AddTrail records a square walked in the current action. A square already
// in the trail is not added twice (the trail is a set, kept in walk order).
func (p *Position) AddTrail(sq Square) {
	if p.inTrail[sq>>6]&(1<<(sq&63)) != 0 {
		return
	}
	p.inTrail[sq>>6] |= 1 << (sq & 63)
	p.trail = append(p.trail, sq)
	p.hash ^= trailKeys[sq]
}

// AddTrails is AddTrail for each square in order (a step's whole walk).
// The set and the hash are updated in locals: make runs this for every
// step.
func (p *Position) AddTrails(sqs []Square) {
	h, set := p.hash, p.inTrail
	for _, sq := range sqs {
		bit := uint64(1) << (sq & 63)
		if set[sq>>6]&bit != 0 {
			continue
		}
		set[sq>>6] |= bit
		p.trail = append(p.trail, sq)
		h ^= trailKeys[sq]
	}
	p.hash, p.inTrail = h, set
}

// ClearTrail empties the trail.
func (p *Position) ClearTrail() { p.TruncateTrail(0) }

// TruncateTrail shrinks the trail back to n squares (for unmake).
func (p *Position) TruncateTrail(n int) {
	if n >= len(p.trail) {
		return
	}
	h := p.hash
	for _, sq := range p.trail[n:] {
		h ^= trailKeys[sq]
	}
	p.hash = h
	if n == 0 {
		p.inTrail = [NumSquares / 64]uint64{}
	} else {
		set := p.inTrail
		for _, sq := range p.trail[n:] {
			set[sq>>6] &^= 1 << (sq & 63)
		}
		p.inTrail = set
	}
	p.trail = p.trail[:n]
}

// SetLevel sets the terrain level of sq.
func (p *Position) SetLevel(sq Square, level int) error {
	if level < MinLevel || level > MaxLevel {
		return fmt.Errorf("level %d on %s is outside %d..%d", level, sq, MinLevel, MaxLevel)
	}
	c := &p.cells[sq]
	p.markSquare(sq)
	if p.stepRec.on && int(c.Level) != level {
		p.stepRec.Levels = true
	}
	p.hash ^= keyIf(tagLevel, uint32(sq), uint64(uint8(c.Level))) ^ keyIf(tagLevel, uint32(sq), uint64(uint8(int8(level))))
	p.lowered += boolInt(level < 0) - boolInt(c.Level < 0)
	if level != 0 {
		p.uneven.Add(sq)
	} else {
		p.uneven.Remove(sq)
	}
	c.Level = int8(level)
	return nil
}

// Uneven is the set of squares not at level 0.
func (p *Position) Uneven() SquareSet { return p.uneven }

// AnyLowered reports whether some square is below level 0.
func (p *Position) AnyLowered() bool { return p.lowered != 0 }

// ShadowSquares is the set of squares holding shadow-form units.
func (p *Position) ShadowSquares() *SquareSet { return &p.shadowSqs }

// WallSet is the set of squares that hold a wall. The caller must not
// modify it.
func (p *Position) WallSet() *SquareSet { return &p.wallSqs }

// TombSquares is the set of squares holding a tomb in state s (pending,
// active or open), so that the end of a ply visits the tombs of one state
// without walking the others. The caller must not modify it.
func (p *Position) TombSquares(s TombState) *SquareSet { return &p.tombSqs[s&3] }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
