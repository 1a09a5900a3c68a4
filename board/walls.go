package board

import "fmt"

// Walls (catalog V13-WALL-*, Q6). A square holds at most one wall, recorded
// by its owner's id, and each owner's wall squares form a list threaded
// through Cell.WallLink, so dissolving a unit's previous wall costs the
// length of that wall rather than a scan of the board.

// SetWall puts a wall owned by owner on sq. A wall of another owner there is
// replaced.
func (p *Position) SetWall(sq Square, owner UnitID) error {
	if !p.Exists(owner) {
		return fmt.Errorf("wall on %s: owner %d is not a unit", sq, owner)
	}
	c := &p.cells[sq]
	if c.Wall == owner {
		return nil
	}
	if c.Body != 0 && p.units[c.Body].Type != Assassin {
		return fmt.Errorf("wall on %s: a %s stands there; only an assassin may stand on a wall", sq, p.units[c.Body].Type)
	}
	if c.Wall != 0 {
		p.ClearWall(sq)
	}
	c.Wall = owner
	p.wallSqs.Add(sq)
	p.markSquare(sq)
	p.hash ^= wallKey(sq, owner, 0)
	u := &p.units[owner]
	c.WallLink = u.WallHead
	u.WallHead = sq
	u.WallLen++
	return nil
}

// wallKey is the hash key of a wall on sq owned by owner with turns left
// (Cell.WallTurns): a wall without turns hashes as its owner alone.
func wallKey(sq Square, owner UnitID, turns uint8) uint64 {
	return key(tagWall, uint32(sq), uint64(owner)|uint64(turns)<<16)
}

// MaxWallTurns is the longest a timed wall stands: its owner side's next 2
// turns (V12A-WALLING).
const MaxWallTurns = 2

// SetWallTurns sets the turns left of the wall on sq (Cell.WallTurns; 0:
// the wall is not timed). Generation does not read the count, so the
// change record is not told.
func (p *Position) SetWallTurns(sq Square, turns uint8) error {
	c := &p.cells[sq]
	if c.Wall == 0 {
		return fmt.Errorf("wall turns on %s: no wall there", sq)
	}
	if turns > MaxWallTurns {
		return fmt.Errorf("wall turns on %s: %d is more than %d", sq, turns, MaxWallTurns)
	}
	p.hash ^= wallKey(sq, c.Wall, c.WallTurns) ^ wallKey(sq, c.Wall, turns)
	c.WallTurns = turns
	return nil
}

// ClearWall removes the wall on sq, if any.
func (p *Position) ClearWall(sq Square) {
	c := &p.cells[sq]
	owner := c.Wall
	if owner == 0 {
		return
	}
	u := &p.units[owner]
	if u.WallHead == sq {
		u.WallHead = c.WallLink
	} else {
		prev := u.WallHead
		for i := uint16(1); i < u.WallLen && p.cells[prev].WallLink != sq; i++ {
			prev = p.cells[prev].WallLink
		}
		p.cells[prev].WallLink = c.WallLink
	}
	u.WallLen--
	p.hash ^= wallKey(sq, owner, c.WallTurns)
	c.Wall, c.WallLink, c.WallTurns = 0, 0, 0
	p.wallSqs.Remove(sq)
	p.markSquare(sq)
}

// DissolveWall removes every wall square owned by owner (V13-WALL-LIFETIME).
func (p *Position) DissolveWall(owner UnitID) {
	u := &p.units[owner]
	sq := u.WallHead
	for range u.WallLen {
		c := &p.cells[sq]
		next := c.WallLink
		p.hash ^= wallKey(sq, owner, c.WallTurns)
		c.Wall, c.WallLink, c.WallTurns = 0, 0, 0
		p.wallSqs.Remove(sq)
		p.markSquare(sq)
		sq = next
	}
	u.WallHead, u.WallLen = 0, 0
}

// WallSquares appends the squares of owner's wall to dst (most recent first).
func (p *Position) WallSquares(owner UnitID, dst []Square) []Square {
	u := &p.units[owner]
	sq := u.WallHead
	for range u.WallLen {
		dst = append(dst, sq)
		sq = p.cells[sq].WallLink
	}
	return dst
}
