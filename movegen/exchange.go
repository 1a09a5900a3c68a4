package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// King's Exchange (V13-KING-EXCHANGE): the king swaps with a friend, who
// dies. A king ability, so only a turn's single action
// (V13-ADV-ABILITY-LOCK); it builds no wall (Q6) and may not raise the king
// (V13-TERRAIN-CLIMB: a relocation never climbs). Whether the king ends in
// check is the legality trial's business, as for any step, but for the
// rule's own refusal of an attacked friend (exchange_check.go).

var exchangeDef = SpecialDef{
	Name: "exchange", Catalog: "V13-KING-EXCHANGE", Target: true,
	gen: (*gen).exchanges,
	make: func(g *Game, u *undo, s Step) {
		if removedByExchange(g.Pos) {
			g.removeFromGame(u, s.To()) // V12B-KING: the friend leaves the game (immobileking.go)
		} else {
			g.bury(u, s.To())
		}
		must(g.Pos.MoveBody(s.From(), s.To()), "exchange", s)
	},
	unmake: func(g *Game, u *undo, s Step) {
		must(g.Pos.MoveBody(s.To(), s.From()), "unexchange", s)
		g.unbury(u, s.To())
	},
	Hint: HintFreeTarget,
	refused: func(p *board.Position, s Step) bool {
		return Attacked(p, p.SideToMove().Other(), s.To())
	},
	refusedAt: func(g *Game, prot *Protection, s Step) bool {
		var hit bool
		hit, g.atk = fastAttacked(g.Pos, g.Pos.SideToMove().Other(), s.To(), g.atk, prot) // the game's scratch: no allocation
		return hit
	},
	refusal: "King's Exchange needs a unit the enemy does not attack",
}

// exchanges generates King's Exchange for the king on sq: with any friendly
// single unit on the board (not a stack, box, egg or queen token) standing
// no higher than the king and not on a wall (an assassin may stand on one,
// a king may not: V13-WALL-BLOCK). That the enemy must not attack the unit
// is checked with legality (Safety.Need), in the turn's reach maps.
func (g *gen) exchanges(sq board.Square, _ *board.Unit) {
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
				g.addSpecial(sq, t, SpecExchange, 0)
			}
		}
	}
}
