package board

import "fmt"

// A unit that no container holds is "detached" (Loc == LocNone): the setters
// that take a unit out of a place leave it detached, and the ones that put a
// unit somewhere require it detached. A valid position has no detached units;
// they exist only in the middle of an operation such as a capture.

// NewUnit creates a detached unit with the next free id, default facing and
// zero counters.
func (p *Position) NewUnit(t UnitType, s Side) (UnitID, error) {
	id := UnitID(len(p.units))
	if err := p.AddUnit(id, t, s); err != nil {
		return 0, err
	}
	return id, nil
}

// AddUnit creates a detached unit with a given id (the parser uses it to
// rebuild a position's ids). Unused ids below it stay empty slots.
func (p *Position) AddUnit(id UnitID, t UnitType, s Side) error {
	switch {
	case id == 0 || int(id) >= MaxUnits:
		return fmt.Errorf("unit id %d is outside 1..%d", id, MaxUnits-1)
	case t == NoType || t >= NumTypes:
		return fmt.Errorf("unit type %d is unknown", t)
	case s > Black:
		return fmt.Errorf("side %d is unknown", s)
	case p.Exists(id):
		return fmt.Errorf("unit id %d is used twice", id)
	}
	for len(p.units) <= int(id) {
		p.units = append(p.units, Unit{})
	}
	p.units[id] = Unit{Type: t, Side: s, Facing: DefaultFacing(s)}
	p.markUnit(id)
	p.hash ^= fieldKey(id, FType, uint32(t)) ^ fieldKey(id, FSide, uint32(s)) ^ fieldKey(id, FFacing, uint32(DefaultFacing(s)))
	p.rangeSum += p.rangeTerm(id)
	return nil
}

// DropUnit takes back NewUnit: unit id, the last slot, detached again,
// leaves the unit table, with its hash keys and range term (the undo of a
// unit made by a step, movegen's Spawn). The ids below it are untouched.
func (p *Position) DropUnit(id UnitID) error {
	switch {
	case id == 0 || int(id) != len(p.units)-1:
		return fmt.Errorf("unit %d is not the last of %d slots", id, len(p.units)-1)
	case p.units[id].Loc != LocNone:
		return fmt.Errorf("unit %d is not detached (%s)", id, p.describeLoc(id))
	}
	p.rangeSum -= p.rangeTerm(id)
	u := &p.units[id]
	for f := range NumFields {
		if f != FIdle {
			p.hash ^= fieldKey(id, f, u.get(f))
		}
	}
	if idle := p.IdleOf(u); idle != 0 {
		p.idleSum -= uint64(idle) * idleWeights[id]
	}
	p.staySum -= uint64(p.StayOf(u)) * stayWeights[id] // detached: no lazy count
	p.markUnit(id)
	p.units = p.units[:id]
	return nil
}

// set writes a field and keeps the hash; no checks.
func (p *Position) set(id UnitID, f Field, v uint32) {
	if f == FIdle {
		if old := uint32(p.Idle(id)); old != v {
			p.idleSum += (uint64(v) - uint64(old)) * idleWeights[id]
			p.markIdle(id, uint16(old), uint16(v))
			p.rangeSum -= p.rangeTerm(id)
			p.setIdle(id, uint16(v))
			p.rangeSum += p.rangeTerm(id)
		}
		return
	}
	if f == FStay { // no key: in the weighted sum staySum (stays.go)
		if uint32(p.Stay(id)) != v {
			p.markUnit(id)
			p.setStay(id, uint8(v))
		}
		return
	}
	u := &p.units[id]
	old := u.get(f)
	if old == v {
		return
	}
	p.hash ^= fieldKey(id, f, old) ^ fieldKey(id, f, v)
	p.markUnit(id)
	ranged := f == FType || f == FCRROrth || f == FCRRDiag
	if ranged {
		p.rangeSum -= p.rangeTerm(id)
		if f != FType {
			p.crrHash ^= fieldKey(id, f, old) ^ fieldKey(id, f, v)
		}
	}
	u.set(f, v)
	switch f {
	case FType, FSide:
		p.refreshSets(id) // before rangeTerm: a type change may move the count in or out of the lazy sets
		p.refreshStay(id)
	case FParalysis, FShellshock, FStatus, FShadowAge:
		p.refreshClocked(id)
	}
	if ranged {
		p.rangeSum += p.rangeTerm(id)
	}
}

// Field reads one item of unit id's state as a number.
func (p *Position) Field(id UnitID, f Field) uint32 {
	switch f {
	case FIdle:
		return uint32(p.Idle(id))
	case FStay:
		return uint32(p.Stay(id))
	}
	return p.units[id].get(f)
}

// SetField sets one item of a unit's state. The container links (Next,
// Member) belong to the container setters and are refused here. Paralysis
// and its origin go together: setting the paralysis to 0 clears the origin,
// and an origin cannot be set on a unit that is not paralyzed.
func (p *Position) SetField(id UnitID, f Field, v uint32) error {
	if !p.Exists(id) {
		return fmt.Errorf("unit %d does not exist", id)
	}
	if f >= NumFields || f == FNext || f == FMember {
		return fmt.Errorf("field %s cannot be set directly", f)
	}
	if v > fieldTable[f].max {
		return fmt.Errorf("unit %d: %s = %d exceeds %d", id, f, v, fieldTable[f].max)
	}
	switch f {
	case FType:
		if v == uint32(NoType) {
			return fmt.Errorf("unit %d: type cannot be cleared", id)
		}
	case FFacing:
		if !Dir(v).Orthogonal() {
			return fmt.Errorf("unit %d: facing %s is not orthogonal", id, Dir(v))
		}
	case FParOrigin:
		if v != 0 && p.units[id].Paralysis == 0 {
			return fmt.Errorf("unit %d: a paralysis origin needs paralysis", id)
		}
	case FParalysis:
		if v == 0 {
			p.set(id, FParOrigin, 0) // the origin means nothing once the paralysis is over
		}
	case FParent:
		if u := &p.units[id]; u.Loc == LocGone {
			p.moveHeld(id, u.Parent, UnitID(v)) // a carrier's count (cargo.go); SwapField never writes a parent
		}
	}
	p.set(id, f, v)
	if f == FType || f == FSide || f == FStatus {
		p.refreshPiece(id)
	}
	return nil
}

// SwapField is SetField for the callers that log the old value to undo the
// change (movegen's field log: the ply's end and its Unmake), which it
// returns. It does what SetField does (paralysis 0 clears the origin, a new
// type, side or status refreshes the square's piece) without its checks of
// the arguments, which these callers cannot fail: they write fields of
// existing units with values their rules keep in range, or the values the
// log recorded. It is SetField's cost without the checks, about a third.
func (p *Position) SwapField(id UnitID, f Field, v uint32) (old uint32) {
	if f == FIdle || f == FStay {
		old = p.Field(id, f)
	} else {
		u := &p.units[id]
		old = u.get(f)
		if old != v && plainFields&(1<<f) != 0 {
			// A counter no index depends on: its key and the change
			// record, without set's cases (the clocks' ticks, the
			// empowerers, their reverts).
			p.hash ^= fieldKey(id, f, old) ^ fieldKey(id, f, v)
			p.markUnit(id)
			u.set(f, v)
			return old
		}
		if old != v && clockedFields&(1<<f) != 0 {
			// A clock of the turn's end (paralysis, shellshock, shadow
			// age) or its revert: set's work for these fields, without
			// its cases for the others.
			if f == FParalysis && v == 0 && u.ParOrigin != 0 { // the origin goes with the paralysis
				p.hash ^= fieldKey(id, FParOrigin, uint32(u.ParOrigin))
				u.ParOrigin = 0
			}
			p.hash ^= fieldKey(id, f, old) ^ fieldKey(id, f, v)
			p.markUnit(id)
			u.set(f, v)
			p.refreshClocked(id)
			return old
		}
	}
	if old == v {
		return old
	}
	if f == FParalysis && v == 0 {
		p.set(id, FParOrigin, 0)
	}
	p.set(id, f, v)
	if f == FType || f == FSide || f == FStatus {
		p.refreshPiece(id)
	}
	return old
}

// plainFields are the fields whose write changes only the unit's record,
// its hash key and the change record: no square's piece, clock set, idle
// weight or range term reads them (set's cases).
const plainFields = 1<<FFacing | 1<<FParOrigin | 1<<FCapNonPawn | 1<<FCapPawn | 1<<FCapLifetime | 1<<FAwards |
	1<<FEmpowerer | 1<<FEggsLaid | 1<<FParent | 1<<FGrowth | 1<<FShadowTrail | 1<<FBoxTrail |
	1<<FSyzygy | 1<<FBind | 1<<FProgPos | 1<<FFlood

// clockedFields are the fields whose write changes, besides the record, its
// hash key and the change record, only the unit's place in the clocked
// sets (refreshClocked; a paralysis of 0 also clears its origin).
const clockedFields = 1<<FParalysis | 1<<FShellshock | 1<<FShadowAge

// pieceOf is the Cell.Piece value for a body whose base member is id.
func (p *Position) pieceOf(id UnitID) Piece {
	u := &p.units[id]
	pc := u.Piece()
	if u.Member != 0 {
		pc |= PieceStack
	}
	if u.Status&StatusBoxed != 0 {
		pc |= PieceBox
	}
	return pc
}

// refreshPiece recomputes the square summary if id is (the base of) a body.
func (p *Position) refreshPiece(id UnitID) {
	u := &p.units[id]
	if u.Loc == LocBody {
		p.setPiece(u.Square, p.pieceOf(id))
	}
}

// place records that id (and its stack members) are on sq as loc.
func (p *Position) place(id UnitID, sq Square, loc Location) {
	u := &p.units[id]
	if u.Loc != loc {
		p.setLoc(id, loc) // the clock sets depend on the location only
	}
	u.Square = sq
	p.markUnit(id)
	for m := u.Member; m != 0; m = p.units[m].Member {
		p.units[m].Square = sq
		p.markUnit(m)
	}
}

func (p *Position) requireDetached(id UnitID) error {
	if !p.Exists(id) {
		return fmt.Errorf("unit %d does not exist", id)
	}
	if u := &p.units[id]; u.Loc != LocNone {
		return fmt.Errorf("unit %d is already placed (%s)", id, p.describeLoc(id))
	}
	return nil
}

func (p *Position) describeLoc(id UnitID) string {
	u := &p.units[id]
	switch u.Loc {
	case LocBody:
		return "body on " + u.Square.String()
	case LocShadow:
		return "shadow on " + u.Square.String()
	case LocMember:
		return "stack member on " + u.Square.String()
	case LocTomb:
		return "in the tomb on " + u.Square.String()
	case LocGone:
		return "removed from the game"
	}
	return "detached"
}

// PlaceBody puts a detached unit (or stack) as the body of an empty square.
func (p *Position) PlaceBody(sq Square, id UnitID) error {
	if err := p.requireDetached(id); err != nil {
		return err
	}
	c := &p.cells[sq]
	if c.Body != 0 {
		return fmt.Errorf("%s already holds unit %d", sq, c.Body)
	}
	if c.Wall != 0 && p.units[id].Type != Assassin {
		return fmt.Errorf("%s is a wall; only an assassin may stand on a wall", sq)
	}
	if c.Features&FeatTomb != 0 && p.tombs[c.Tomb].State == TombActive {
		return fmt.Errorf("%s holds an active tomb; a unit arriving there dies", sq)
	}
	c.Body = id
	p.markSquare(sq)
	p.hash ^= key(tagBody, uint32(sq), uint64(id))
	p.place(id, sq, LocBody)
	p.setPiece(sq, p.pieceOf(id))
	return nil
}

// RemoveBody takes the body off sq and leaves it detached.
func (p *Position) RemoveBody(sq Square) (UnitID, error) {
	c := &p.cells[sq]
	id := c.Body
	if id == 0 {
		return 0, fmt.Errorf("%s has no body", sq)
	}
	c.Body = 0
	p.markSquare(sq)
	p.setPiece(sq, NoPiece)
	p.hash ^= key(tagBody, uint32(sq), uint64(id))
	p.setLoc(id, LocNone)
	return id, nil
}

// MoveBody moves the body on from to the empty square to. It is the hot path
// of make/unmake, so it checks only that from is full and to is empty; the
// move generator guarantees the rest (no wall unless an assassin, no active
// tomb), and Validate checks it.
func (p *Position) MoveBody(from, to Square) error {
	cf, ct := &p.cells[from], &p.cells[to]
	id := cf.Body
	if id == 0 || ct.Body != 0 {
		return fmt.Errorf("cannot move a body from %s to %s", from, to)
	}
	pc := cf.Piece
	ct.Body, ct.Piece = id, pc
	cf.Body, cf.Piece = 0, NoPiece
	p.markSquare(from)
	p.markSquare(to)
	set := &p.bodies[pc.Side()][pc.Type()%typeSlots]
	set.Remove(from)
	set.Add(to)
	all := &p.sideBodies[pc.Side()]
	all.Remove(from)
	all.Add(to)
	p.hash ^= key(tagBody, uint32(from), uint64(id)) ^ key(tagBody, uint32(to), uint64(id))
	p.place(id, to, LocBody)
	return nil
}

// Relocation is one body's move in RelocateBodies; id and piece are the
// method's own scratch.
type Relocation struct {
	From, To Square
	id       UnitID
	piece    Piece
}

// RelocateBodies moves the body on each move's From to its To, all at once:
// a destination may be another move's start, as in a Rotate's permutation
// of a block. It is MoveBody for many bodies without lifting them off the
// board in between, so the units stay bodies and the clock sets, which a
// RemoveBody and PlaceBody pair leaves and rejoins, are not touched. It
// checks that every start holds a body, no start is named twice, and every
// destination is free once the bodies are lifted; like MoveBody it leaves
// walls and tombs on the destinations to the caller (Validate checks them).
func (p *Position) RelocateBodies(moves []Relocation) error {
	var starts, ends SquareSet
	for i := range moves {
		m := &moves[i]
		if p.cells[m.From].Body == 0 || starts.Has(m.From) {
			return fmt.Errorf("cannot relocate the body on %s: none there, or named twice", m.From)
		}
		starts.Add(m.From)
	}
	for i := range moves {
		to := moves[i].To
		if (p.cells[to].Body != 0 && !starts.Has(to)) || ends.Has(to) {
			return fmt.Errorf("cannot relocate a body to %s: it is taken", to)
		}
		ends.Add(to)
	}
	for i := range moves {
		m := &moves[i]
		c := &p.cells[m.From]
		m.id, m.piece = c.Body, c.Piece
		c.Body, c.Piece = 0, NoPiece
		p.markSquare(m.From)
		p.bodies[m.piece.Side()][m.piece.Type()%typeSlots].Remove(m.From)
		p.sideBodies[m.piece.Side()].Remove(m.From)
		p.hash ^= key(tagBody, uint32(m.From), uint64(m.id))
	}
	for i := range moves {
		m := &moves[i]
		c := &p.cells[m.To]
		c.Body, c.Piece = m.id, m.piece
		p.markSquare(m.To)
		p.bodies[m.piece.Side()][m.piece.Type()%typeSlots].Add(m.To)
		p.sideBodies[m.piece.Side()].Add(m.To)
		p.hash ^= key(tagBody, uint32(m.To), uint64(m.id))
		p.place(m.id, m.To, LocBody)
	}
	return nil
}

// Fuse adds a detached unit (with its own members, if it is a stack) to the
// end of the stack on sq (catalog V13-FUSE: members are kept in fusion order).
func (p *Position) Fuse(sq Square, id UnitID) error {
	if err := p.requireDetached(id); err != nil {
		return err
	}
	base := p.cells[sq].Body
	if base == 0 {
		return fmt.Errorf("%s has no body to fuse with", sq)
	}
	if err := p.canStack(base, id); err != nil {
		return err
	}
	p.appendMembers(base, id)
	for m := id; m != 0; m = p.units[m].Member {
		p.units[m].Square = sq
		p.markUnit(m)
	}
	p.refreshPiece(base)
	return nil
}

// Unfuse takes member id out of the stack on sq and leaves it detached, alone
// (its place in the order closes up). If id is the base, the next member
// becomes the body and takes over the body's bind links.
func (p *Position) Unfuse(sq Square, id UnitID) error {
	base := p.cells[sq].Body
	if base == 0 || p.units[base].Member == 0 {
		return fmt.Errorf("%s holds no fused stack", sq)
	}
	next := p.units[id].Member
	if id == base {
		// Bind links belong to the body on the square, so they pass to the
		// new base; the leaving unit goes alone and unbound.
		p.set(next, FBind, uint32(p.units[base].Bind))
		p.set(base, FBind, 0)
		p.hash ^= key(tagBody, uint32(sq), uint64(base)) ^ key(tagBody, uint32(sq), uint64(next))
		p.cells[sq].Body = next
		p.set(id, FMember, 0)
		p.setLoc(next, LocBody)
		p.setLoc(id, LocNone)
		p.refreshPiece(next)
		return nil
	}
	prev := base
	for p.units[prev].Member != id {
		prev = p.units[prev].Member
		if prev == 0 {
			return fmt.Errorf("unit %d is not in the stack on %s", id, sq)
		}
	}
	p.set(prev, FMember, uint32(next))
	p.set(id, FMember, 0)
	p.setLoc(id, LocNone)
	p.refreshPiece(base)
	return nil
}

// Members lists the units of the body whose base is id, in fusion order.
func (p *Position) Members(id UnitID, dst []UnitID) []UnitID {
	for m := id; m != 0; m = p.units[m].Member {
		dst = append(dst, m)
	}
	return dst
}

// AddShadow puts a detached shadow-form unit into sq's shadow list, which is
// kept ordered by id so that equal positions are stored alike.
func (p *Position) AddShadow(sq Square, id UnitID) error {
	if err := p.requireDetached(id); err != nil {
		return err
	}
	if !p.units[id].Has(StatusShadow) {
		return fmt.Errorf("unit %d is not in shadow form", id)
	}
	c := &p.cells[sq]
	p.markSquare(sq)
	p.shadowSqs.Add(sq)
	if c.Shadows == 0 || c.Shadows > id {
		p.set(id, FNext, uint32(c.Shadows))
		p.hash ^= keyIf(tagShadows, uint32(sq), uint64(c.Shadows)) ^ key(tagShadows, uint32(sq), uint64(id))
		c.Shadows = id
	} else {
		prev := c.Shadows
		for n := p.units[prev].Next; n != 0 && n < id; n = p.units[prev].Next {
			prev = n
		}
		p.set(id, FNext, uint32(p.units[prev].Next))
		p.set(prev, FNext, uint32(id))
	}
	p.place(id, sq, LocShadow)
	return nil
}

// RemoveShadow takes shadow id off sq and leaves it detached.
func (p *Position) RemoveShadow(sq Square, id UnitID) error {
	c := &p.cells[sq]
	p.markSquare(sq)
	if c.Shadows == id && id != 0 {
		next := p.units[id].Next
		p.hash ^= key(tagShadows, uint32(sq), uint64(id)) ^ keyIf(tagShadows, uint32(sq), uint64(next))
		c.Shadows = next
		if next == 0 {
			p.shadowSqs.Remove(sq)
		}
		p.set(id, FNext, 0)
		p.setLoc(id, LocNone)
		return nil
	}
	for prev := c.Shadows; prev != 0; prev = p.units[prev].Next {
		if p.units[prev].Next == id && id != 0 {
			p.set(prev, FNext, uint32(p.units[id].Next))
			p.set(id, FNext, 0)
			p.setLoc(id, LocNone)
			return nil
		}
	}
	return fmt.Errorf("unit %d is not a shadow on %s", id, sq)
}

// ShadowsAt lists the shadow-form bodies on sq, by id.
func (p *Position) ShadowsAt(sq Square, dst []UnitID) []UnitID {
	for s := p.cells[sq].Shadows; s != 0; s = p.units[s].Next {
		dst = append(dst, s)
	}
	return dst
}

// SetGone marks a detached unit as removed from the game (a captured Queen's
// Shadow token, a dissolved Illusion). It keeps its id, because walls and
// markers it owned outlive it.
func (p *Position) SetGone(id UnitID) error {
	if err := p.requireDetached(id); err != nil {
		return err
	}
	p.setLoc(id, LocGone)
	p.units[id].Square = 0
	return nil
}

// Attach appends the detached unit id (with its own members) to the end of
// the detached stack whose base is base, so a stack can be built before it is
// placed as a body or a shadow. The members are marked LocMember at once.
func (p *Position) Attach(base, id UnitID) error {
	if err := p.requireDetached(base); err != nil {
		return err
	}
	if err := p.requireDetached(id); err != nil {
		return err
	}
	if base == id {
		return fmt.Errorf("unit %d cannot be fused with itself", id)
	}
	if err := p.canStack(base, id); err != nil {
		return err
	}
	p.appendMembers(base, id)
	return nil
}

// canStack checks that the units of two bodies may form one fused stack
// (catalog V13-FUSE, Q12): one side, one form, no kings, no tokens, and eggs
// only with eggs (V13-EGG-FUSION).
func (p *Position) canStack(base, id UnitID) error {
	b := &p.units[base]
	for m := id; m != 0; m = p.units[m].Member {
		u := &p.units[m]
		switch {
		case u.Side != b.Side:
			return fmt.Errorf("units %d and %d are of different sides and cannot fuse", base, m)
		case u.Has(StatusShadow) != b.Has(StatusShadow):
			return fmt.Errorf("units %d and %d are in different forms and cannot fuse", base, m)
		case u.Type == King || b.Type == King:
			return fmt.Errorf("kings cannot fuse")
		case u.Type.IsToken() || b.Type.IsToken():
			return fmt.Errorf("a Queen's Shadow token or an Illusion cannot fuse")
		case (u.Type == Egg) != (b.Type == Egg):
			return fmt.Errorf("eggs fuse only with eggs")
		}
	}
	return nil
}

// Revive takes a removed unit back to detached, so that it can be placed
// again (unmaking a capture).
func (p *Position) Revive(id UnitID) error {
	if !p.Exists(id) || p.units[id].Loc != LocGone {
		return fmt.Errorf("unit %d is not removed from the game", id)
	}
	p.setLoc(id, LocNone)
	return nil
}

// appendMembers links id (and its own members) after the last member of the
// stack based on base, and marks them all stack members.
func (p *Position) appendMembers(base, id UnitID) {
	last := base
	for p.units[last].Member != 0 {
		last = p.units[last].Member
	}
	p.set(last, FMember, uint32(id))
	for m := id; m != 0; m = p.units[m].Member {
		p.setLoc(m, LocMember)
	}
}
