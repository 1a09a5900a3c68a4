package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Siege (V13-ROOK-SIEGE): a unit that an enemy rook could capture with one
// single step as its turn begins (the Q7 attack test, by enemy rooks only,
// with their native orthogonal lines, bounces and range; guards aside) may
// not take more than one step that turn: no Double Move, no Knight's
// March, no multimove (and, by the catalog's ruling, no pawn stack moves
// or Pawn Acceleration when those are played). Its first plain step ends
// the turn. Rooks are never besieged by rooks (kind immunity: a rook
// cannot capture one). Judged on the position before the first step
// (Make), so that a turn in progress stays a function of the position.

// siegeCuts reports whether Siege takes a besieged unit's turn down to one
// step: always in 13.0; in FrozenChess 8.0 (board.MechSiegeDoubleMoveOnly,
// V8-ROOK: "cannot doublemove") a multimove stays, and the Double Move and
// the knight's March (our reading: a March is the knight's Double Move, plain
// steps alike) go.
func siegeCuts(v *board.Variant, u *board.Unit) bool {
	return !v.Has(board.MechSiegeDoubleMoveOnly) || !multimoves(v, u)
}

// besieged reports whether the unit of the side to move on sq, whose turn
// begins, stands in the one-step capture range of an enemy rook. prot is
// the protection state of this position (the turn's start): its reach
// maps hold every square the enemy could capture on, so a unit they miss
// needs no line walk, and it keeps the answers found, since every step
// that begins a turn from the same square asks the same question of the
// same position (the state is computed afresh, empty, for any other).
func (g *Game) besieged(prot *Protection, sq board.Square) bool {
	if prot == nil {
		return g.besiegedPlain(nil, sq)
	}
	if prot.siegeSeen.Has(sq) {
		return prot.siegeHit.Has(sq)
	}
	hit := g.besiegedPlain(prot, sq)
	prot.siegeSeen.Add(sq)
	if hit {
		prot.siegeHit.Add(sq)
	}
	return hit
}

// besiegedPlain is besieged's definition, asked afresh: the enemy rooks'
// lines walked toward sq.
func (g *Game) besiegedPlain(prot *Protection, sq board.Square) bool {
	p := g.Pos
	enemy := p.SideToMove().Other()
	rooks := p.BodySquares(enemy, board.Rook)
	if rooks.Empty() || (prot != nil && !prot.Reaches(enemy, sq)) {
		return false
	}
	var hit bool
	hit, g.atk = rookCaptures(p, enemy, sq, &rooks, g.atk)
	return hit
}

// rookCaptures reports whether a rook of side by on one of the squares of
// rooks could capture the enemy unit on sq with one step; buf is scratch
// space for the line walks, returned grown.
func rookCaptures(p *board.Position, by board.Side, sq board.Square, rooks *board.SquareSet, buf []Step) (bool, []Step) {
	target := p.PieceAt(sq)
	if target == board.NoPiece || target.Side() == by || p.WallOwner(sq) != 0 {
		return false, buf
	}
	g := newGen(p, by, buf[:0])
	x, y := sq.File(), sq.Rank()
	g.tx, g.ty = x, y // the line walks aim at sq (lineAttack's modeAimed)
	for wi, word := range rooks {
		for ; word != 0; word &= word - 1 {
			from := board.Square(wi*64 + bits.TrailingZeros64(word))
			if g.lineAttack(board.Rook, from, sq, x, y) {
				return true, g.list
			}
		}
	}
	return false, g.list
}
