package movegen

import "github.com/frozenchess/engine/board"

// Decoherence (V13-JESTER-DECOHERENCE): a jester splits a fused stack
// within its move range, at the cost of 5 turns of its own paralysis; the
// members spread over the 5x5 around the stack, clockwise, starting from
// the side facing the jester. Ruling followed: the first-fused member (the
// stack's base) stays; the others, last-fused first, each go to the next
// empty square of this order: the 8-square ring around the stack clockwise
// from its square nearest the jester, then the 16-square outer ring
// clockwise from its square nearest the jester. Members with no free
// square left stay fused. Every member's multimove awards reset.
//
// The nearest squares are the rings' corners towards the jester: a jester
// is always 2 or more files and 2 or more ranks away from a square of its
// move range, so the corner (one file and one rank nearer on the inner
// ring, two and two on the outer) is strictly nearest. Clockwise is the
// board's (north, east, south, west), the same for both sides.
//
// Q15 as played (as for Spin, spin.go): a member lands only on a square
// that is on the board, holds no body and no wall, is no active tomb and is
// no higher than the stack's square; a landing flood holds it and an enemy
// trap springs (land, landing.go); syzygy ends. Our readings: the stack may be of
// either side (the text names no side); a stack with a jester among its
// members is immune (V13-KIND-IMMUNITY, judged against its members), as
// are a boxed or bound stack (a bound body moves only with its group);
// the target is any square of the jester's 24 landings, as for Distract;
// a split that would move no member is not offered. No wall is built.
// Undone from a snapshot.

var decohereDef = SpecialDef{
	Name: "decohere", Catalog: "V13-JESTER-DECOHERENCE", Target: true, Snapshot: true,
	gen:  (*gen).decoherences,
	make: decohere,
}

// DecohereCost is the jester's paralysis for a Decoherence, owner-turns.
const DecohereCost = 5

// decoherenceOrder lists the 24 squares around the stack on at in the
// order members take them, for a jester on from (offBoard where a square
// is off the board).
func decoherenceOrder(at, from board.Square) (order [24]uint16) {
	sx, sy := sign(from.File()-at.File()), sign(from.Rank()-at.Rank())
	i := 0
	for r := 1; r <= 2; r++ {
		// The ring of radius r clockwise from its north-east corner: down
		// the east edge, along the south edge, up the west edge, along the
		// north edge; then turned to start at the corner towards the jester.
		var ring [16][2]int
		n := 0
		for k := range 2 * r {
			ring[n] = [2]int{r, r - k}
			ring[n+2*r] = [2]int{r - k, -r}
			ring[n+4*r] = [2]int{-r, -r + k}
			ring[n+6*r] = [2]int{-r + k, r}
			n++
		}
		start := 0 // the north-east corner
		switch {
		case sx > 0 && sy < 0:
			start = 2 * r
		case sx < 0 && sy < 0:
			start = 4 * r
		case sx < 0 && sy > 0:
			start = 6 * r
		}
		for k := range 8 * r {
			d := ring[(start+k)%(8*r)]
			order[i] = offBoard
			if sq, ok := at.Offset(d[0], d[1]); ok {
				order[i] = uint16(sq)
			}
			i++
		}
	}
	return order
}

// decoherenceFree reports whether a member of the stack on at may land on
// sq (offBoard: no square).
func decoherenceFree(p *board.Position, at board.Square, sq uint16) bool {
	if sq == offBoard {
		return false
	}
	to := board.Square(sq)
	c := p.Cell(to)
	if c.Body != 0 || c.Wall != 0 || c.Level > p.Cell(at).Level {
		return false
	}
	if c.Features&board.FeatTomb != 0 {
		if t, _ := p.TombAt(to); t.State == board.TombActive {
			return false
		}
	}
	return true
}

// decoherable reports whether the jester on from may split the stack on at.
func decoherable(p *board.Position, from, at board.Square) bool {
	pc := p.PieceAt(at)
	if pc&board.PieceStack == 0 || pc&board.PieceBox != 0 || boundAt(p, at) {
		return false
	}
	for m := p.BodyAt(at); m != 0; m = p.Unit(m).Member {
		if p.Unit(m).Type == board.Jester {
			return false // V13-KIND-IMMUNITY
		}
	}
	order := decoherenceOrder(at, from)
	for _, sq := range order {
		if decoherenceFree(p, at, sq) {
			return true
		}
	}
	return false
}

// decoherences generates the Decoherences of the jester on sq.
func (g *gen) decoherences(sq board.Square, _ *board.Unit) {
	for _, jl := range jesterLeaps[sq] {
		if g.cells[jl.to].Piece&board.PieceStack != 0 && decoherable(g.p, sq, jl.to) {
			g.addSpecial(sq, jl.to, SpecDecohere, 0)
		}
	}
}

// decohere plays a Decoherence.
func decohere(g *Game, u *undo, s Step) {
	p := g.Pos
	at := s.To()
	members := p.Members(p.BodyAt(at), g.ids[:0])
	g.ids = members
	for _, m := range members {
		must(p.SetField(m, board.FAwards, 0), "decohere awards", s)
	}
	order := decoherenceOrder(at, s.From())
	next := 0
	for i := len(members) - 1; i >= 1; i-- { // last fused first; the base stays
		for next < len(order) && !decoherenceFree(p, at, order[next]) {
			next++
		}
		if next == len(order) {
			break // no free square left: the rest stay fused
		}
		id, to := members[i], board.Square(order[next])
		must(p.Unfuse(at, id), "decohere", s)
		must(p.PlaceBody(to, id), "decohere", s)
		g.land(u, id, to, 0)
	}
	u.hit.Add(at)
	u.nonLocal = true
	g.paralyze(p.BodyAt(s.From()), DecohereCost, board.ParOriginCost)
}
