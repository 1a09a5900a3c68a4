package eval

import "github.com/frozenchess/engine/board"

// The immobile king's cover (V12B-KING, V12C-KING, issue 48): in a variant
// with board.MechImmobileKing the king neither moves nor captures; its one
// escape is the King's Exchange with an unattacked friend, who leaves the
// game. So its safety is its neighbours: every line attack on it comes
// through a neighbour square, and it cannot step away from one or take the
// unit on one. kingSafety's shield (KingShieldWeight per own body or wall
// beside it) is weighed for a king that runs; this term adds, per
// neighbour square on the board:
//
//   - ImmobileKingOpenWeight for an open one: no own body, no wall and, in
//     12C, no queen's death trap (V12C-QUEEN-DEATHTRAP: lines and pawns
//     cannot pass one, so it seals the square for good). A 12B death square
//     (V12B-DEATHSQUARES) stays open: lines pass it, and a defender that
//     lands there dies.
//   - ImmobileKingEnemyWeight for one an enemy unit stands on: the king
//     cannot take it, a pawn there (it steps as a king, V12B-PAWN) gives
//     check, and any other is one step from a line into the king.
const (
	ImmobileKingOpenWeight  = 10 // per open neighbour square
	ImmobileKingEnemyWeight = 30 // per enemy unit beside the king
)

// ImmobileKingCover turns the term on. It is off: no match said it plays
// better (docs/search.md, the 12x12 evaluation terms: 12C +26 +/- 66 Elo,
// 12B with the quadrant term -52 +/- 80 where the quadrant term alone
// scored 0 +/- 48, 40 games each at 5,000 nodes).
var ImmobileKingCover = false

// immobileKing is side's immobile-king term (a penalty, 0 or less), 0 in a
// variant where the king moves.
func immobileKing(p *board.Position, side board.Side) int {
	if !ImmobileKingCover || !p.Variant.Has(board.MechImmobileKing) {
		return 0
	}
	kings := p.BodySquares(side, board.King)
	if kings.Empty() {
		return 0
	}
	king := kings.Pop()
	around := king.NeighborSet().And(&p.Variant.Squares)
	enemies := p.SideBodies(side.Other())
	enemies = enemies.And(&around)
	cover := p.SideBodies(side)
	cover.Union(p.WallSet())
	cover = cover.And(&around)
	open := around.Count() - cover.Count() - enemies.Count()
	if open > 0 && p.Variant.Has(board.MechDeathTraps) {
		cells := p.Cells()
		for _, sq := range king.Neighbors() {
			if cells[sq].Features&board.FeatDeathTrap != 0 && around.Has(sq) && !cover.Has(sq) &&
				!enemies.Has(sq) && p.DeathTrapAt(sq) {
				open--
			}
		}
	}
	return -open*ImmobileKingOpenWeight - enemies.Count()*ImmobileKingEnemyWeight
}
