package board

import "fmt"

// Tombs (catalog V13-TOMB-*, Q10): at most one per square, with a FIFO queue
// of dead units threaded through Unit.Next. Tombs are never deleted while
// their queue holds a unit (no permadeath).

// TombAt returns the tomb on sq.
func (p *Position) TombAt(sq Square) (Tomb, bool) {
	c := &p.cells[sq]
	if c.Features&FeatTomb == 0 {
		return Tomb{}, false
	}
	return p.tombs[c.Tomb], true
}

// Tombs lists every tomb (in storage order).
func (p *Position) Tombs() []Tomb { return p.tombs }

func (p *Position) tomb(sq Square) (*Tomb, error) {
	c := &p.cells[sq]
	if c.Features&FeatTomb == 0 {
		return nil, fmt.Errorf("%s has no tomb", sq)
	}
	return &p.tombs[c.Tomb], nil
}

// AddTomb creates an empty tomb on sq.
func (p *Position) AddTomb(sq Square, state TombState) error {
	c := &p.cells[sq]
	if c.Features&FeatTomb != 0 {
		return fmt.Errorf("%s already has a tomb", sq)
	}
	if state == TombNone || state > TombOpen {
		return fmt.Errorf("tomb on %s: state %d is not pending, active or open", sq, state)
	}
	p.markSquare(sq)
	c.Features |= FeatTomb
	c.Tomb = uint8(len(p.tombs))
	p.tombs = append(p.tombs, Tomb{Square: sq, State: state})
	p.tombSqs[state].Add(sq)
	p.hash ^= tombKey(&p.tombs[c.Tomb])
	return nil
}

// RemoveTomb deletes the empty tomb on sq (its last unit has left).
func (p *Position) RemoveTomb(sq Square) error {
	t, err := p.tomb(sq)
	if err != nil {
		return err
	}
	if t.Len != 0 {
		return fmt.Errorf("tomb on %s still holds %d units", sq, t.Len)
	}
	p.hash ^= tombKey(t)
	p.tombSqs[t.State].Remove(sq)
	c := &p.cells[sq]
	i, last := int(c.Tomb), len(p.tombs)-1
	if i != last {
		p.tombs[i] = p.tombs[last]
		p.cells[p.tombs[i].Square].Tomb = uint8(i)
		p.markSquare(p.tombs[i].Square)
	}
	p.markSquare(sq)
	p.tombs = p.tombs[:last]
	c.Features &^= FeatTomb
	c.Tomb = 0
	return nil
}

// SetTombState changes a tomb's state.
func (p *Position) SetTombState(sq Square, state TombState) error {
	t, err := p.tomb(sq)
	if err != nil {
		return err
	}
	if state == TombNone || state > TombOpen {
		return fmt.Errorf("tomb on %s: state %d is not pending, active or open", sq, state)
	}
	p.hash ^= tombStateKey(sq, t.State) ^ tombStateKey(sq, state)
	p.tombSqs[t.State].Remove(sq)
	p.tombSqs[state].Add(sq)
	t.State = state
	p.markSquare(sq)
	return nil
}

// SetTombRot sets a tomb's rot counter (V13-TOMB-ROT).
func (p *Position) SetTombRot(sq Square, rot uint8) error {
	t, err := p.tomb(sq)
	if err != nil {
		return err
	}
	p.hash ^= tombRotKey(sq, t.Rot) ^ tombRotKey(sq, rot)
	t.Rot = rot
	p.markSquare(sq)
	return nil
}

// TombPush appends a detached, unfused unit to the back of the queue on sq.
func (p *Position) TombPush(sq Square, id UnitID) error {
	if err := p.requireDetached(id); err != nil {
		return err
	}
	if p.units[id].Member != 0 {
		return fmt.Errorf("unit %d is a fused stack; split it before it enters a tomb", id)
	}
	t, err := p.tomb(sq)
	if err != nil {
		return err
	}
	if t.Head == 0 {
		p.hash ^= tombHeadKey(sq, 0) ^ tombHeadKey(sq, id)
		t.Head = id
	} else {
		p.set(t.Tail, FNext, uint32(id))
	}
	t.Tail = id
	p.markSquare(sq)
	t.Len++
	p.setLoc(id, LocTomb)
	p.units[id].Square = sq
	return nil
}

// TombPop takes the oldest unit out of the queue on sq and leaves it detached.
func (p *Position) TombPop(sq Square) (UnitID, error) {
	t, err := p.tomb(sq)
	if err != nil {
		return 0, err
	}
	id := t.Head
	if id == 0 {
		return 0, fmt.Errorf("tomb on %s is empty", sq)
	}
	next := p.units[id].Next
	p.hash ^= tombHeadKey(sq, id) ^ tombHeadKey(sq, next)
	t.Head = next
	p.set(id, FNext, 0)
	if next == 0 {
		t.Tail = 0
	}
	p.markSquare(sq)
	t.Len--
	p.setLoc(id, LocNone)
	return id, nil
}

// TombQueue lists the units in the tomb on sq, oldest first.
func (p *Position) TombQueue(sq Square, dst []UnitID) []UnitID {
	t, ok := p.TombAt(sq)
	if !ok {
		return dst
	}
	for id := t.Head; id != 0; id = p.units[id].Next {
		dst = append(dst, id)
	}
	return dst
}

// TombUnpush takes the newest unit out of the queue on sq and leaves it
// detached: the exact inverse of TombPush, for unmake.
func (p *Position) TombUnpush(sq Square) (UnitID, error) {
	t, err := p.tomb(sq)
	if err != nil {
		return 0, err
	}
	id := t.Tail
	if id == 0 {
		return 0, fmt.Errorf("tomb on %s is empty", sq)
	}
	if t.Head == id {
		p.hash ^= tombHeadKey(sq, id) ^ tombHeadKey(sq, 0)
		t.Head, t.Tail = 0, 0
	} else {
		prev := t.Head
		for p.units[prev].Next != id {
			prev = p.units[prev].Next
		}
		p.set(prev, FNext, 0)
		t.Tail = prev
	}
	p.markSquare(sq)
	t.Len--
	p.setLoc(id, LocNone)
	return id, nil
}
