package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Tower (V13-ROOK-TOWER): units that empower a rook, that is reach it with
// one move (protect it), are empowered back with rook movement. Ruling:
// they also gain rook capture, though Empower normally needs exactly one
// protector. Our readings, with V13-EMPOWER's terms:
//   - the rook gives: a lone rook body of the side that can act (not
//     paralyzed, held, locked, looping or a monad) and that the enemy does
//     not threaten (an empowering unit must not be, V13-EMPOWER);
//   - it gives to each of its protectors (a friendly unit that could
//     capture on its square, Q7) that can be empowered at all (not a king,
//     a pawn, an egg or a queen's token) and gains something (not a rook or
//     a queen, whose lines include the rook's), whatever else protects the
//     protector and whether it is guarded: the count of protectors is
//     what the ruling lifts;
//   - a unit gains one pattern: one already empowered by its own single
//     protector keeps that protector's pattern.
// Like Empower it is judged on the board as the turn begins (protection.go)
// and gives the rook's native pattern: its orthogonal lines, its bounces,
// the unit's own range (CRR) and kind (Kind Immunity).

// tower empowers with the rook's pattern the protectors of side's rooks
// that are not empowered yet (tally's last step). 13.0 and 8.0 have Tower
// (V8-ROOK: "Tower as in v13"); the 12x12 texts are closed games whose
// rows do not name it (V12A-MISSING ruling), so board.MechRookTower is off
// there.
func (sc *protScratch) tower(p *board.Position, pr *Protection, side board.Side) {
	if !p.Variant.Has(board.MechRookTower) {
		return
	}
	rooks := p.BodySquares(side, board.Rook)
	if rooks.Empty() {
		return
	}
	sum, units, cells := &sc.cur.sum, sc.cur.units, p.Cells()
	var givers board.SquareSet
	for w, word := range rooks {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if !sum.threats[side].Has(sq) && towerRook(p, sq) {
				givers.Add(sq)
			}
		}
	}
	if givers.Empty() {
		return
	}
	for w, word := range sum.protectors[side] {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			e := &units[cells[sq].Body]
			if !e.protects.Intersects(&givers) || pr.empowered[side].Has(sq) {
				continue
			}
			if t := cells[sq].Piece.Type(); !empowerable(t) || subsumes(t, board.Rook) || cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
				continue
			}
			pr.empowered[side].Add(sq)
			pr.empType[sq] = board.Rook
		}
	}
}

// towerRook reports whether the body on sq, a rook, can act and so give
// its pattern back.
func towerRook(p *board.Position, sq board.Square) bool {
	c := p.Cell(sq)
	if c.Piece&(board.PieceStack|board.PieceBox) != 0 {
		return false
	}
	r := p.Unit(c.Body)
	if r.Paralyzed() || r.Syzygy != 0 || r.Status&(board.StatusLoop|board.StatusMonad|board.StatusShadow) != 0 {
		return false
	}
	return !auraHeld(p, r, nil)
}
