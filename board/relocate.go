package board

import "math/bits"

// Helpers for the mass relocations (Rotate, movegen/rotate.go): a block
// turned as one change, its cells permuted in place and its contents'
// square sets, units and hash updated once, without the general setters'
// checks; and the stay counters' one-up tick, the same kind of bulk write.

// BlockSquares is the set of the squares of Block(corner, n), the n x n
// block whose lower-left corner is corner (n <= 8, inside the board).
func BlockSquares(corner Square, n int) SquareSet {
	var set SquareSet
	row := uint64(1)<<n - 1
	f, r := corner.File(), corner.Rank()
	for k := r; k < r+n; k++ {
		set[k>>2] |= row << (uint(k&3)*16 + uint(f))
	}
	return set
}

// TurnedSquare is where sq, in the n x n block whose lower-left corner is
// corner, goes when the block turns q quarters clockwise (quarter by
// quarter, (x, y) in the block goes to (y, n-1-x)).
func TurnedSquare(sq, corner Square, n, q int) Square {
	return corner + Square(turnTo[n&15][q&3][sq-corner])
}

// MaxTurnBlock is the largest block TurnBlock turns (V13-ROTATE-SIZE).
const MaxTurnBlock = 8

// The turns of a block, by its size n and the quarters q: turnTo[n][q][o]
// is where the square at offset o from the corner (rank*Files + file
// within the block) goes; turnOrbits[n] lists the orbits of a quarter
// turn (four offsets, each turning to the next; the centre of an odd
// block turns to itself and is in none). Indexed by a byte offset, they
// cost no bounds check (turnTo's first index is masked to 16 rows for
// the same reason).
var (
	turnTo     [16][4][256]uint8
	turnOrbits [MaxTurnBlock + 1][][4]uint8
)

func init() {
	for n := 1; n <= MaxTurnBlock; n++ {
		m := n - 1
		for x := range n {
			for y := range n {
				for q := range 4 {
					tx, ty := x, y
					for range q {
						tx, ty = ty, m-tx
					}
					turnTo[n][q][y*Files+x] = uint8(ty*Files + tx)
				}
			}
		}
		for x := range (n + 1) / 2 {
			for y := range n / 2 {
				turnOrbits[n] = append(turnOrbits[n], [4]uint8{
					uint8(y*Files + x), uint8((m-x)*Files + y), uint8((m-y)*Files + m - x), uint8(x*Files + m - y)})
			}
		}
	}
}

// TurnBlock turns the n x n block whose lower-left corner is corner by q
// quarters (of 90 degrees) clockwise, with everything on it, as one
// change (V13-ROTATE-CONTENT): the block's cells are permuted in place
// (bodies with their stacks, shadows, walls, tombs with their queues,
// levels, the marker bits), the square sets follow, the units on it and
// in its tombs get their new squares, their facings and bind links turn
// by the angle, the markers on it move with their directions turned, and
// the walls' lists keep their order, re-pointed where they run through
// the block. No unit leaves its place (body, member, shadow, tomb), so
// the clock sets are not touched. It returns the hash change, which the
// move back (TurnBlockBack) applies without computing it again, and tied:
// a unit turned is in syzygy or boxed, what the rules change for such a
// unit beyond its square and facing (its partner, its distance) being
// the caller's. n is at most MaxTurnBlock.
func (p *Position) TurnBlock(corner Square, n, q int) (hash uint64, tied bool) {
	hash, tied = p.turnBlock(corner, n, q&3, true)
	p.hash ^= hash
	return hash, tied
}

// TurnBlockBack takes back TurnBlock(corner, n, q), which changed the hash
// by hash: the block turns the rest of the way round.
func (p *Position) TurnBlockBack(corner Square, n, q int, hash uint64) {
	p.turnBlock(corner, n, (4-q)&3, false)
	p.hash ^= hash
}

// turnBlock is TurnBlock without the hash's update; with hashed it
// returns the change. The bodies, nearly all a block holds, take one
// tight pass; shadows, walls, levels, tombs and markers another
// (turnFurniture).
func (p *Position) turnBlock(corner Square, n, q int, hashed bool) (hash uint64, tied bool) {
	if q == 0 {
		return 0, false
	}
	block := BlockSquares(corner, n)
	turn := &turnTo[n&15][q]
	var bodies, landed, rare SquareSet
	for w := range block {
		bodies[w] = (p.sideBodies[0][w] | p.sideBodies[1][w]) & block[w]
		rare[w] = (p.shadowSqs[w] | p.wallSqs[w] | p.uneven[w] |
			p.tombSqs[TombPending][w] | p.tombSqs[TombActive][w] | p.tombSqs[TombOpen][w]) & block[w]
	}
	var fur furniture
	if !rare.Empty() || len(p.markers) > 0 {
		hash, tied = p.liftFurniture(&fur, &block, &rare, corner, turn, q, hashed)
	}
	// Lift the bodies: out of their square sets, their units to the new
	// square with their facings and bind links turned.
	sh := Dir(2 * q)
	var tiedBits uint32
	cells := &p.cells
	for w, word := range bodies {
		for ; word != 0; word &= word - 1 {
			from := Square(w<<6 | bits.TrailingZeros64(word))
			to := corner + Square(turn[from-corner])
			landed.Add(to)
			c := &cells[from]
			id, side := c.Body, c.Piece.Side()
			p.bodies[side][c.Piece.Type()%typeSlots].Remove(from)
			p.sideBodies[side].Remove(from)
			if hashed {
				hash ^= key(tagBody, uint32(from), uint64(id)) ^ key(tagBody, uint32(to), uint64(id))
			}
			for m := id; m != 0; {
				u := &p.units[m]
				u.Square = to
				p.markUnit(m)
				f := (u.Facing + sh) & 7
				if hashed {
					hash ^= fieldKey(m, FFacing, uint32(u.Facing)) ^ fieldKey(m, FFacing, uint32(f))
				}
				u.Facing = f
				if u.Bind != 0 {
					hash ^= p.turnBind(m, q, hashed)
				}
				tiedBits |= uint32(u.Syzygy) | uint32(u.Status&StatusBoxed)
				m = u.Member
			}
		}
	}
	p.permuteCells(corner, n, q)
	// Land: the bodies join the square sets where they are now; every
	// square left or reached is marked changed at once.
	for w, word := range landed {
		mark := word | bodies[w] | rare[w] | fur.landed[w]
		p.changes.Squares[w] |= mark
		if p.stepRec.on {
			p.stepRec.Squares[w] |= mark
		}
		for ; word != 0; word &= word - 1 {
			to := Square(w<<6 | bits.TrailingZeros64(word))
			pc := cells[to].Piece
			side := pc.Side()
			p.bodies[side][pc.Type()%typeSlots].Add(to)
			p.sideBodies[side].Add(to)
		}
	}
	if fur.any {
		p.landFurniture(&fur)
	}
	return hash, tied || tiedBits != 0
}

// furniture is what liftFurniture found on a turning block besides its
// bodies: whether anything, and the squares it lands on (with those the
// markers leave).
type furniture struct {
	any    bool
	landed SquareSet
}

// liftFurniture is turnBlock's pass over the block's shadows, walls,
// levels, tombs and markers (rare squares, rare): out of their square
// sets, their units (shadows and their stacks, the dead in the tombs) to
// the new square, the walls' lists re-pointed, the markers moved in
// place. landFurniture puts them in their sets once the cells moved.
func (p *Position) liftFurniture(fur *furniture, block, rare *SquareSet, corner Square, turn *[256]uint8, q int, hashed bool) (hash uint64, tied bool) {
	fur.any = true
	if len(p.markers) > 0 {
		hash ^= p.turnMarkers(block, &fur.landed, corner, turn, q, hashed)
	}
	var owners [MaxTurnBlock * MaxTurnBlock]UnitID // the walls' owners, each once
	nOwners := 0
	for w, word := range rare {
		for ; word != 0; word &= word - 1 {
			from := Square(w<<6 | bits.TrailingZeros64(word))
			to := corner + Square(turn[from-corner])
			fur.landed.Add(to)
			c := &p.cells[from]
			if c.Shadows != 0 {
				p.shadowSqs.Remove(from)
				if hashed {
					hash ^= key(tagShadows, uint32(from), uint64(c.Shadows)) ^ key(tagShadows, uint32(to), uint64(c.Shadows))
				}
				for s := c.Shadows; s != 0; s = p.units[s].Next {
					h, t := p.turnUnits(s, to, q, hashed)
					hash ^= h
					tied = tied || t
				}
			}
			if c.Wall != 0 {
				p.wallSqs.Remove(from)
				if hashed {
					hash ^= wallKey(from, c.Wall, c.WallTurns) ^ wallKey(to, c.Wall, c.WallTurns) // a 12x12 wall hashes its turns left too
				}
				if !slicesContain(owners[:nOwners], c.Wall) {
					owners[nOwners] = c.Wall
					nOwners++
				}
			}
			if c.Level != 0 {
				p.uneven.Remove(from)
				if p.stepRec.on {
					p.stepRec.Levels = true
				}
				if hashed {
					lv := uint64(uint8(c.Level))
					hash ^= key(tagLevel, uint32(from), lv) ^ key(tagLevel, uint32(to), lv)
				}
			}
			if c.Features&FeatTomb != 0 {
				t := &p.tombs[c.Tomb]
				p.tombSqs[t.State].Remove(from)
				if hashed {
					hash ^= tombKey(t)
				}
				t.Square = to
				if hashed {
					hash ^= tombKey(t)
				}
				for id := t.Head; id != 0; id = p.units[id].Next {
					p.units[id].Square = to
					p.markUnit(id)
				}
			}
		}
	}
	for _, id := range owners[:nOwners] {
		p.repointWall(id, block, corner, turn)
	}
	return hash, tied
}

// landFurniture puts the shadows, walls, levels and tombs liftFurniture
// lifted into their square sets where the cells took them.
func (p *Position) landFurniture(fur *furniture) {
	for w, word := range fur.landed {
		for ; word != 0; word &= word - 1 {
			to := Square(w<<6 | bits.TrailingZeros64(word))
			c := &p.cells[to]
			if c.Shadows != 0 {
				p.shadowSqs.Add(to)
			}
			if c.Wall != 0 {
				p.wallSqs.Add(to)
			}
			if c.Level != 0 {
				p.uneven.Add(to)
			}
			if c.Features&FeatTomb != 0 {
				p.tombSqs[p.tombs[c.Tomb].State].Add(to)
			}
		}
	}
}

// turnBind turns unit id's bind links by q quarters; it returns the hash
// change when hashed.
func (p *Position) turnBind(id UnitID, q int, hashed bool) (hash uint64) {
	u := &p.units[id]
	b, sh := u.Bind, uint(2*q)
	now := b<<sh | b>>(8-sh)
	if hashed {
		hash = fieldKey(id, FBind, uint32(b)) ^ fieldKey(id, FBind, uint32(now))
	}
	u.Bind = now
	return hash
}

// turnUnits gives the body or shadow id and its stack's members the square
// to and turns their facings and bind links by q quarters; it returns the
// hash change of the turns when hashed, and tied for a unit in syzygy or
// boxed.
func (p *Position) turnUnits(id UnitID, to Square, q int, hashed bool) (hash uint64, tied bool) {
	for m := id; m != 0; {
		u := &p.units[m]
		u.Square = to
		p.markUnit(m)
		now := (u.Facing + Dir(2*q)) & 7
		if hashed {
			hash ^= fieldKey(m, FFacing, uint32(u.Facing)) ^ fieldKey(m, FFacing, uint32(now))
		}
		u.Facing = now
		if u.Bind != 0 {
			hash ^= p.turnBind(m, q, hashed)
		}
		tied = tied || u.Syzygy != 0 || u.Status&StatusBoxed != 0
		m = u.Member
	}
	return hash, tied
}

// turnMarkers moves the markers on the block to their turned squares, their
// directions turned (distract, tunnel), in place in the list; the squares
// they leave and reach join moved (their Feature bits move with the
// cells).
func (p *Position) turnMarkers(block, moved *SquareSet, corner Square, turn *[256]uint8, q int, hashed bool) (hash uint64) {
	for i := range p.markers {
		m := &p.markers[i]
		if !block.Has(m.Square) {
			continue
		}
		if hashed {
			hash ^= markerKey(*m)
		}
		moved.Add(m.Square)
		m.Square = corner + Square(turn[m.Square-corner])
		moved.Add(m.Square)
		if markerHasDir[m.Kind] {
			m.Dir = (m.Dir + Dir(2*q)) & 7
		}
		if hashed {
			hash ^= markerKey(*m)
		}
	}
	return hash
}

// repointWall re-points the list of owner's wall squares where it runs
// through the block: a link (or the head) naming a square of the block
// names the square it turns to. The list keeps its order; the cells,
// links included, move afterwards.
func (p *Position) repointWall(owner UnitID, block *SquareSet, corner Square, turn *[256]uint8) {
	u := &p.units[owner]
	sq := u.WallHead
	if block.Has(sq) {
		u.WallHead = corner + Square(turn[sq-corner])
	}
	for i := uint16(1); i < u.WallLen; i++ {
		c := &p.cells[sq]
		next := c.WallLink
		if block.Has(next) {
			c.WallLink = corner + Square(turn[next-corner])
		}
		sq = next
	}
}

// permuteCells moves every cell of the block to the square q quarters
// clockwise turn it to, in place: the squares of each orbit of the turn
// pass their cells round.
func (p *Position) permuteCells(corner Square, n, q int) {
	cells := &p.cells
	for _, o := range turnOrbits[n] {
		s0, s1, s2, s3 := corner+Square(o[0]), corner+Square(o[1]), corner+Square(o[2]), corner+Square(o[3])
		switch q {
		case 1:
			t := cells[s3]
			cells[s3] = cells[s2]
			cells[s2] = cells[s1]
			cells[s1] = cells[s0]
			cells[s0] = t
		case 2:
			cells[s0], cells[s2] = cells[s2], cells[s0]
			cells[s1], cells[s3] = cells[s3], cells[s1]
		case 3:
			t := cells[s0]
			cells[s0] = cells[s1]
			cells[s1] = cells[s2]
			cells[s2] = cells[s3]
			cells[s3] = t
		}
	}
}

func slicesContain(ids []UnitID, id UnitID) bool {
	for _, v := range ids {
		if v == id {
			return true
		}
	}
	return false
}
