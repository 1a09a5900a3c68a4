package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The king's two teleports (V13-KING-EXCHANGE, V13-KING-PORTAL). Both are
// king abilities, so only a turn's single action (V13-ADV-ABILITY-LOCK);
// neither builds a wall (Q6), and neither may raise the king
// (V13-TERRAIN-CLIMB: a relocation never climbs). Whether the king ends in
// check is the legality trial's business, as for any step.

// exchanges generates King's Exchange for the king on sq: with any friendly
// single unit on the board (not a stack, box, egg or queen token) standing
// no higher than the king and not on a wall (an assassin may stand on one,
// a king may not: V13-WALL-BLOCK). That the enemy must not attack the unit
// is checked with legality (Safety.Need), in the turn's reach maps.
func (g *gen) exchanges(sq board.Square) {
	lvl := g.cells[sq].Level
	targets := g.p.SideBodies(g.side)
	targets.Remove(sq)
	for _, t := range [...]board.UnitType{board.Egg, board.QueenShadow, board.Illusion} {
		bodies := g.p.BodySquares(g.side, t)
		targets.Minus(&bodies)
	}
	g.dropHigher(&targets, lvl) // no higher than the king
	for i, word := range targets {
		for ; word != 0; word &= word - 1 {
			t := board.Square(i*64 + bits.TrailingZeros64(word))
			if c := &g.cells[t]; c.Piece&(board.PieceStack|board.PieceBox) == 0 && c.Wall == 0 {
				g.list = append(g.list, makeSpecial(sq, t, SpecExchange))
			}
		}
	}
}

// portals generates King's Portal for the king on sq: while a queen of its
// side stands on the board (as a single body), to any empty square of that
// queen's 3x3: no body, no wall, not an active tomb, no higher than the king.
func (g *gen) portals(sq board.Square) {
	queens := g.p.BodySquares(g.side, board.Queen)
	lvl := g.cells[sq].Level
	var targets board.SquareSet
	for i, word := range queens {
		for ; word != 0; word &= word - 1 {
			q := board.Square(i*64 + bits.TrailingZeros64(word))
			if g.cells[q].Piece&(board.PieceStack|board.PieceBox) != 0 {
				continue
			}
			for _, t := range leaps[leapKing][q] {
				c := &g.cells[t]
				if c.Body != 0 || c.Wall != 0 || c.Level > lvl {
					continue
				}
				if c.Features&board.FeatTomb != 0 && g.activeTomb(t) {
					continue
				}
				targets.Add(t)
			}
		}
	}
	for i, word := range targets {
		for ; word != 0; word &= word - 1 {
			g.list = append(g.list, makeSpecial(sq, board.Square(i*64+bits.TrailingZeros64(word)), SpecPortal))
		}
	}
}
