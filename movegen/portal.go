package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// King's Portal (V13-KING-PORTAL): the king teleports next to its queen. A
// king ability, so only a turn's single action (V13-ADV-ABILITY-LOCK); it
// builds no wall (Q6) and may not raise the king (V13-TERRAIN-CLIMB).

var portalDef = SpecialDef{
	Name: "portal", Catalog: "V13-KING-PORTAL", Target: true,
	gen:    (*gen).portals,
	make:   func(g *Game, _ *undo, s Step) { must(g.Pos.MoveBody(s.From(), s.To()), "portal", s) },
	unmake: func(g *Game, _ *undo, s Step) { must(g.Pos.MoveBody(s.To(), s.From()), "unportal", s) },
}

// portals generates King's Portal for the king on sq: while a queen of its
// side stands on the board (as a single body), to any empty square of that
// queen's 3x3: no body, no wall, not an active tomb, no higher than the king.
func (g *gen) portals(sq board.Square, _ *board.Unit) {
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
			g.addSpecial(sq, board.Square(i*64+bits.TrailingZeros64(word)), SpecPortal, 0)
		}
	}
}
