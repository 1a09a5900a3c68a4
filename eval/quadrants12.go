package eval

import "github.com/frozenchess/engine/board"

// Quadrant majority in the evaluation (V12A-QUADRANTS, V12B-QUADRANTS,
// issue 48): in a variant with board.MechQuadrants12 the board is four
// quadrants (half the files by half the ranks), and the side with more
// non-pawn, non-king pieces in one holds its perks there
// (movegen/quadrants12.go): enemy double moves cannot end there and enemy
// Knight's Leaps and Rook Pushes are banned (perk 1), its own units pass
// tombs and death squares there unparalyzed (perk 2), lose half the range
// per capture (perk 3) and cross walls (perk 4). Perk 1 is a shield: in
// the quadrant of a side's own king it keeps the enemy's fastest attackers
// (double moves, leaps, pushes) out, so there it is worth most.
//
// The term, per quadrant a side holds: QuadrantHoldWeight, and
// QuadrantKingWeight more where its own king stands. How close the other
// side is to taking it counts too: a lead of one piece is one capture or
// one arrival from a tie, so it earns half; a lead of two or more, the
// whole. The counts are the rule's (the units as they stand; the search
// sees arrivals as positions after them). It is not a sum over squares (a
// quadrant is held by a majority), so it lives in Rest with the king terms.
const (
	QuadrantHoldWeight = 12 // per quadrant held by two or more pieces
	QuadrantKingWeight = 24 // more for holding the own king's quadrant
)

// QuadrantMajority turns the term on. It is off: 80 games of 12A said
// nothing either way (+107.5 +/- 96.2 Elo over one opening set, -52.5 +/-
// 75.6 over another), 12B 0.0 +/- 48.5 (docs/search.md, the 12x12
// evaluation terms).
var QuadrantMajority = false

// quadrantMasks are a 12x12 variant's four quadrants as square sets.
type quadrantMasks struct {
	variant *board.Variant
	quad    [4]board.SquareSet
}

// quadrantTables holds the masks of every variant with the switch, built
// once: the evaluation looks them up at every node.
var quadrantTables = func() []quadrantMasks {
	var out []quadrantMasks
	for _, vr := range board.Variants() {
		if !vr.Has(board.MechQuadrants12) {
			continue
		}
		m := quadrantMasks{variant: vr}
		hf, hr := int(vr.Geometry.Files)/2, int(vr.Geometry.Ranks)/2
		for i := range board.NumSquares {
			if sq := board.Square(i); vr.OnBoard(sq) {
				m.quad[sq.Rank()/hr*2+sq.File()/hf].Add(sq)
			}
		}
		out = append(out, m)
	}
	return out
}()

// quadrantsOf returns vr's quadrant masks (nil for a variant without the
// switch, which the caller has ruled out).
func quadrantsOf(vr *board.Variant) *[4]board.SquareSet {
	for i := range quadrantTables {
		if quadrantTables[i].variant == vr {
			return &quadrantTables[i].quad
		}
	}
	return nil
}

// quadrantPieces is side's pieces that count for a quadrant's majority:
// its bodies without pawns and kings.
func quadrantPieces(p *board.Position, side board.Side) board.SquareSet {
	s := p.SideBodies(side)
	pawns, kings := p.BodySquares(side, board.Pawn), p.BodySquares(side, board.King)
	s.Minus(&pawns)
	s.Minus(&kings)
	return s
}

// quadrantTerm adds each side's quadrant-majority term to t, nothing in a
// variant without the switch.
func quadrantTerm(p *board.Position, t *[2]int) {
	if !QuadrantMajority || !p.Variant.Has(board.MechQuadrants12) {
		return
	}
	quads := quadrantsOf(p.Variant)
	if quads == nil {
		return
	}
	var pieces, kings [2]board.SquareSet
	for s := board.White; s <= board.Black; s++ {
		pieces[s] = quadrantPieces(p, s)
		kings[s] = p.BodySquares(s, board.King)
	}
	for q := range quads {
		w := pieces[board.White].And(&quads[q])
		b := pieces[board.Black].And(&quads[q])
		lead := w.Count() - b.Count()
		holder := board.White
		if lead < 0 {
			holder, lead = board.Black, -lead
		}
		if lead == 0 {
			continue
		}
		v := QuadrantHoldWeight
		if kings[holder].Intersects(&quads[q]) {
			v += QuadrantKingWeight
		}
		if lead == 1 {
			v /= 2 // one capture or one arrival from a tie
		}
		t[holder] += v
	}
}
