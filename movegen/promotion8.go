package movegen

import "github.com/frozenchess/engine/board"

// Last-rank promotion in 8.0 (V8-PROMOTION, seed 001:107-109), switched by
// board.MechPromotionV8: a pawn on its last rank promotes to any type of
// its variant's roster but King and Pawn (in 8.0 the 16 others, the
// Lancer, Trebuchet, Ballista, Ship, Onager, Cannon and Ram included, none
// of 13.0's own), and by the ruling with no cap on immortal units (Frog,
// Ship). Otherwise promotion happens as V13-PAWN-PROMO-LAST says (pawnAdd).

// promotionsV8 adds the promotions of the pawn step s, in type order.
func (g *gen) promotionsV8(s Step) {
	roster := g.p.Variant.Roster
	for t := board.Pawn + 1; t < board.NumTypes; t++ {
		if t != board.King && roster.Has(t) {
			g.add(s.withPromo(t))
		}
	}
}
