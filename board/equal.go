package board

import (
	"fmt"
	"slices"
)

// Equal reports whether two positions hold the same game state. Storage
// details (the order of the tomb and marker tables, where programs sit in
// the pool, the order of wall lists, the walk order of the trail) do not
// count; everything the format writes and the hash covers does.
func (p *Position) Equal(q *Position) bool { return p.Diff(q) == "" }

// Diff describes the first difference between p and q, or returns "".
func (p *Position) Diff(q *Position) string { return p.diff(q, true) }

// SameRepetitionKey reports whether p and q are the same position for the
// threefold-repetition rule (catalog V13-DRAW-REPETITION, Q13): equal in
// everything Diff compares except the ply counter, which Q13 leaves out of
// the key, and with each unit's line ranges in squares compared in place of
// its idle count and capture losses (the V13-DRAW-REPETITION ruling). The comparison is over the state itself (squares, walls and
// their owners, tombs with their queues in order, markers, every unit
// field, programs, the side to move, the turn state and trail, the
// last-null flag); the Zobrist hash is not consulted, so two positions
// whose hashes collide are still told apart.
func (p *Position) SameRepetitionKey(q *Position) bool { return p.RepetitionDiff(q) == "" }

// RepetitionDiff describes the first difference between p and q in the
// repetition key (see SameRepetitionKey), or returns "".
func (p *Position) RepetitionDiff(q *Position) string { return p.diff(q, false) }

// diff is Diff; with exact false it skips the ply counter and the stored
// hash and compares line ranges instead of idle counts and capture losses
// (the repetition key).
func (p *Position) diff(q *Position, exact bool) string {
	switch {
	case p.Variant != q.Variant:
		return fmt.Sprintf("variant: %s vs %s", p.Variant, q.Variant)
	case p.side != q.side:
		return fmt.Sprintf("side to move: %s vs %s", p.side, q.side)
	case p.lastNull != q.lastNull:
		return fmt.Sprintf("last ply null: %v vs %v", p.lastNull, q.lastNull)
	case exact && p.ply != q.ply:
		return fmt.Sprintf("ply: %d vs %d", p.ply, q.ply)
	case p.turn != q.turn:
		return fmt.Sprintf("turn state: %+v vs %+v", p.turn, q.turn)
	}
	if a, b := sortedSquares(p.trail), sortedSquares(q.trail); !slices.Equal(a, b) {
		return fmt.Sprintf("trail: %v vs %v", a, b)
	}
	for i := range NumSquares {
		a, b := &p.cells[i], &q.cells[i]
		sq := Square(i)
		switch {
		case a.Body != b.Body || a.Piece != b.Piece:
			return fmt.Sprintf("%s: body %d (%#x) vs %d (%#x)", sq, a.Body, a.Piece, b.Body, b.Piece)
		case a.Shadows != b.Shadows:
			return fmt.Sprintf("%s: first shadow %d vs %d", sq, a.Shadows, b.Shadows)
		case a.Wall != b.Wall:
			return fmt.Sprintf("%s: wall owner %d vs %d", sq, a.Wall, b.Wall)
		case a.WallTurns != b.WallTurns:
			return fmt.Sprintf("%s: wall turns %d vs %d", sq, a.WallTurns, b.WallTurns)
		case a.Level != b.Level:
			return fmt.Sprintf("%s: level %d vs %d", sq, a.Level, b.Level)
		case a.Features != b.Features:
			return fmt.Sprintf("%s: features %#x vs %#x", sq, a.Features, b.Features)
		}
		if a.Features&FeatTomb != 0 {
			ta, tb := p.tombs[a.Tomb], q.tombs[b.Tomb]
			if ta.State != tb.State || ta.Rot != tb.Rot || ta.Head != tb.Head || ta.Len != tb.Len {
				return fmt.Sprintf("%s: tomb %+v vs %+v", sq, ta, tb)
			}
		}
	}
	if len(p.markers) != len(q.markers) {
		return fmt.Sprintf("markers: %d vs %d", len(p.markers), len(q.markers))
	}
	for _, m := range p.markers {
		if !slices.Contains(q.markers, m) {
			return fmt.Sprintf("marker %+v missing from the second position", m)
		}
	}
	if len(p.units) != len(q.units) {
		return fmt.Sprintf("unit slots: %d vs %d", len(p.units), len(q.units))
	}
	for i := range p.units {
		a, b := &p.units[i], &q.units[i]
		for f := Field(0); f < NumFields; f++ {
			if !exact && (f == FIdle || f == FCRROrth || f == FCRRDiag) {
				continue // the repetition key compares the ranges they make
			}
			if va, vb := p.Field(UnitID(i), f), q.Field(UnitID(i), f); va != vb {
				return fmt.Sprintf("unit %d: %s %d vs %d", i, f, va, vb)
			}
		}
		if !exact && !p.SameRanges(q, UnitID(i)) {
			return fmt.Sprintf("unit %d: line ranges differ", i)
		}
		placed := a.Loc != LocNone && a.Loc != LocGone // a detached or removed unit has no square
		if a.Loc != b.Loc || (placed && a.Square != b.Square) {
			return fmt.Sprintf("unit %d: %s vs %s", i, p.describeLoc(UnitID(i)), q.describeLoc(UnitID(i)))
		}
		if a.WallLen != b.WallLen {
			return fmt.Sprintf("unit %d: %d wall squares vs %d", i, a.WallLen, b.WallLen)
		}
		if !slices.Equal(p.Program(UnitID(i)), q.Program(UnitID(i))) {
			return fmt.Sprintf("unit %d: programs differ", i)
		}
	}
	if exact && p.Hash() != q.Hash() {
		return fmt.Sprintf("hash %016x vs %016x", p.Hash(), q.Hash())
	}
	return ""
}

func sortedSquares(s []Square) []Square {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}
