package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// King's Exchange without a trial per target (V13-KING-EXCHANGE, Q8). An
// Exchange moves the king onto a friend's square; the friend dies into a
// tomb there and the king's square empties. When the turn's end changes
// nothing else the enemy's captures could see (no flood on the board, no
// tomb under the king, no tomb about to rot, no pawn the Queen's Gaze will
// paralyze), the king is safe on a target
// exactly when no enemy capture lands there on the board with the king's
// square empty and the target holding a king, whom no kind immunity
// protects. One capture pass of the enemy over that board answers every
// target of the turn at once, instead of a whole attack test after each.

// PrepareExchanges lets sf answer King's Exchange steps without trials
// (Safety.Need), if the turn's end allows it. Callers that try many steps
// call it once, when they reach the first Exchange.
func (g *Game) PrepareExchanges(sf *Safety) {
	if sf.exReady {
		return
	}
	sf.exReady = true
	p := g.Pos
	if !sf.hasKing || hasFloods(p) || p.Cell(sf.king).Features&board.FeatTomb != 0 ||
		(len(p.Tombs()) > 0 && g.rotDue()) || p.Turn().Actor != 0 || gazeDue(p, sf.side) || sf.bombs ||
		p.Variant.Has(board.MechQuadrants12) {
		// A trial for each. 12A's quadrant perks (V12A-QUADRANTS) depend
		// on who holds a quadrant, which the friend's death into the
		// tomb changes: found by TestLegalFast12AV12ADOUBLEMOVEREST.
		return
	}
	sf.exAttacked = g.exchangeAttacked(sf.side, sf.king, sf.prot)
	sf.exAura = p.BodySquares(sf.side, board.Chancellor)
	jesters := p.BodySquares(sf.side, board.Jester)
	sf.exAura.Union(&jesters)
	pincers := pinchingPawns(p, sf.side) // V13-PAWN-PINCER
	sf.exAura.Union(&pincers)
	knights := p.BodySquares(sf.side, board.Knight) // their Knightmare holds enemy pawns (V13-KNIGHT-KNIGHTMARE)
	sf.exAura.Union(&knights)
	// A knight projects its Knightmare only while no enemy aura or pincer
	// holds it, and a Royal Guard (in its king's 3x3) is never held: the
	// king may free a held knight beside its target, whose Knightmare then
	// holds a pawn that attacked the target (found by the random games:
	// i1!exchange-k13 beside a knight on k12 held by a jester). Trials
	// there. (A knight the king leaves is seen: exchangeAttacked lifts
	// the king.)
	for ks := knights; !ks.Empty(); {
		n := ks.Pop()
		if auraHeld(p, p.Unit(p.BodyAt(n)), nil) {
			sf.exAura.Union(&kingZone[n])
		}
	}
	// A friend locked in syzygy dies and frees its enemy partner
	// (V13-SYZYGY-RELEASE), which may then attack the king: a trial.
	for w, word := range p.SideBodies(sf.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if p.Unit(p.BodyAt(sq)).Syzygy != 0 {
				sf.exAura.Add(sq)
			}
		}
	}
	sf.exKnown = true
}

// exchangeAttacked returns the squares of side's units on which the enemy
// could capture a king, with side's king lifted off king.
func (gm *Game) exchangeAttacked(side board.Side, king board.Square, prot *Protection) board.SquareSet {
	p := gm.Pos
	id, err := p.RemoveBody(king)
	must(err, "lift the king", 0)
	// A Game field: the generator keeps a pointer to it, which would move a
	// local to the heap.
	gm.kingLike = p.SideBodies(side)
	mine := &gm.kingLike
	g := newGen(p, side.Other(), gm.atk[:0])
	g.mode = bitsOf[modeAttack]() // an attack query by generation (mode.go)
	g.prot = prot
	g.kingLike = mine
	var hit board.SquareSet
	for w, word := range p.SideBodies(side.Other()) {
		for ; word != 0; word &= word - 1 {
			g.list = g.list[:0]
			g.unitSteps(board.Square(w*64+bits.TrailingZeros64(word)), true)
			for _, st := range g.list {
				if mine.Has(st.To()) {
					hit.Add(st.To())
				}
			}
		}
	}
	must(p.PlaceBody(king, id), "put the king back", 0)
	gm.atk = g.list
	return hit
}
