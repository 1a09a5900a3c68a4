package board

import "math/bits"

// SquareSet is a set of squares, one bit each. The position keeps one per
// side and unit type as an index of where bodies stand, so that code which
// visits "every rook of Black" does not scan the board. It is an index for
// iteration only; move geometry uses the square tables of movegen.
type SquareSet [NumSquares / 64]uint64

// Add puts sq in the set.
func (s *SquareSet) Add(sq Square) { s[sq>>6] |= 1 << (sq & 63) }

// Remove takes sq out of the set.
func (s *SquareSet) Remove(sq Square) { s[sq>>6] &^= 1 << (sq & 63) }

// Has reports whether sq is in the set.
func (s *SquareSet) Has(sq Square) bool { return s[sq>>6]&(1<<(sq&63)) != 0 }

// Empty reports an empty set.
func (s *SquareSet) Empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Count is the number of squares in the set.
func (s *SquareSet) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// Pop removes and returns the lowest square; the set must not be empty.
func (s *SquareSet) Pop() Square {
	for i := range s {
		if s[i] != 0 {
			b := bits.TrailingZeros64(s[i])
			s[i] &= s[i] - 1
			return Square(i*64 + b)
		}
	}
	return 0
}

// BodySquares is the set of squares where a body of side and type stands
// (the type of a stack is its base member's).
func (p *Position) BodySquares(side Side, t UnitType) SquareSet { return p.bodies[side&1][t%typeSlots] }

// SideBodies is the set of squares where a body of side stands.
func (p *Position) SideBodies(side Side) SquareSet { return p.sideBodies[side&1] }

// setPiece writes a square's piece summary and keeps the body index.
func (p *Position) setPiece(sq Square, pc Piece) {
	c := &p.cells[sq]
	p.markSquare(sq)
	if c.Piece != NoPiece {
		p.bodies[c.Piece.Side()][c.Piece.Type()%typeSlots].Remove(sq)
		p.sideBodies[c.Piece.Side()].Remove(sq)
	}
	c.Piece = pc
	if pc != NoPiece {
		p.bodies[pc.Side()][pc.Type()%typeSlots].Add(sq)
		p.sideBodies[pc.Side()].Add(sq)
	}
}

// Around is the set grown by one square in every direction: every square
// of s and every square next to one (the 3x3 around each).
func (s *SquareSet) Around() SquareSet {
	const fileA, fileP = 0x0001000100010001, 0x8000800080008000
	var h SquareSet
	for i := range s {
		h[i] = s[i] | (s[i]<<1)&^fileA | (s[i]>>1)&^fileP
	}
	var out SquareSet
	for i := range h {
		out[i] = h[i] | h[i]<<16 | h[i]>>16
		if i > 0 {
			out[i] |= h[i-1] >> 48
		}
		if i < len(h)-1 {
			out[i] |= h[i+1] << 48
		}
	}
	return out
}

// Intersects reports whether s and t share a square.
func (s *SquareSet) Intersects(t *SquareSet) bool {
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0
}

// Union adds the squares of t to s.
func (s *SquareSet) Union(t *SquareSet) {
	s[0] |= t[0]
	s[1] |= t[1]
	s[2] |= t[2]
	s[3] |= t[3]
}

// Minus takes the squares of t out of s.
func (s *SquareSet) Minus(t *SquareSet) {
	s[0] &^= t[0]
	s[1] &^= t[1]
	s[2] &^= t[2]
	s[3] &^= t[3]
}

// And is the set of squares in both s and t.
func (s *SquareSet) And(t *SquareSet) SquareSet {
	return SquareSet{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}
