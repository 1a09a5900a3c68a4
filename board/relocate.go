package board

// Helpers for the mass relocations (Rotate, movegen/rotate.go): they move
// a whole region at a time, so they look only at the squares that hold
// something and turn units without the general setter's checks; and the
// stay counters' one-up tick, the same kind of bulk write.

// Furnished returns the squares of area holding anything a relocation of
// the area must carry: a body, a shadow, a wall, a tomb, a marker or a
// terrain level other than 0. An empty square at level 0 moves as nothing.
func (p *Position) Furnished(area *SquareSet) SquareSet {
	var set SquareSet
	for w := range set {
		set[w] = (p.sideBodies[0][w] | p.sideBodies[1][w] | p.shadowSqs[w] | p.wallSqs[w] | p.uneven[w] |
			p.tombSqs[TombPending][w] | p.tombSqs[TombActive][w] | p.tombSqs[TombOpen][w]) & area[w]
	}
	for i := range p.markers {
		if sq := p.markers[i].Square; area.Has(sq) {
			set.Add(sq)
		}
	}
	return set
}

// TurnFacing turns unit id's facing clockwise by quarters (of 90
// degrees), with the hash and the change record: SetField's work without
// its checks, which a facing turned by whole quarters cannot fail.
func (p *Position) TurnFacing(id UnitID, quarters int) {
	u := &p.units[id]
	old := u.Facing
	now := (old + Dir(2*quarters)) & 7
	if now == old {
		return
	}
	p.hash ^= fieldKey(id, FFacing, uint32(old)) ^ fieldKey(id, FFacing, uint32(now))
	p.markUnit(id)
	u.Facing = now
}

// StepStay moves unit id's stay counter (Detonate, Tunnel) one up, or one
// down to take such a step back, with the hash and the change record:
// SwapField's work without its cases, for the ply's end that counts the
// stays of a side's jesters and assassins every turn (movegen's tickStay),
// which is then taken back by one as well.
func (p *Position) StepStay(id UnitID, up bool) {
	u := &p.units[id]
	old := u.Stay
	now := old - 1
	if up {
		now = old + 1
	}
	p.hash ^= fieldKey(id, FStay, uint32(old)) ^ fieldKey(id, FStay, uint32(now))
	// The change record, not the step record (StepRecord): a stay count
	// changes no attack or protection, only the unit's own Detonate and
	// Tunnel, and the trials that read the step record ask attacks.
	p.changes.Units[id>>6] |= 1 << (id & 63)
	u.Stay = now
}
