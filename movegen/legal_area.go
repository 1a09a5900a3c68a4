package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Legality of a move that turns enemy units within its area (a Rotate's
// block, SpecialDef.movesEnemies), judged without a trial where it can be
// (catalog Q8, V13-ROTATE). The attack test on the king records every
// square it read (Safety.dep) but the ones its looks back from the king
// read without recording: the leap and step squares around the king,
// whose units change, for the other moves, only by a capture there
// (lookBackZone). So where the area holds neither king, no square the
// test read and no empowered square of the enemy, the friendly units in
// it change nothing the test read, as for HintArea; an enemy unit turned
// within it can attack the king afterwards only with a pattern the test
// walks forwards (a bouncing line, a slide: the line attackers, which
// stay out) or by landing on a square of lookBackZone (a leap, a step, a
// pawn's or knight's diagonal). Rides and cannon shots the test recorded
// square by square up to their first obstacle, which is outside the area.

// lookBackZone[sq] is every square the attack test's looks back from sq
// read without recording it (fixedAttack): sq itself (its level) and the
// landings of every leap set from it, the 3x3 ring among them (steps,
// pawn and knight diagonals).
var lookBackZone = func() (z [board.NumSquares]board.SquareSet) {
	for s := range board.NumSquares {
		z[s].Add(board.Square(s))
		for set := leapSet(0); set < numLeapSets; set++ {
			for _, n := range leaps[set][s] {
				z[s].Add(n)
			}
		}
	}
	return z
}()

// lineAttackerTypes are lineAttackers as a set.
var lineAttackerTypes = func() (s board.TypeSet) {
	for _, t := range lineAttackers {
		s.Add(t)
	}
	return s
}()

// movedAreaVerdict is HintArea's verdict for a step whose move turns enemy
// units within its area (the king not in check, the turn's end quiet; see
// above): Safe where no enemy unit can attack from where it lands, else a
// Trial. The 12x12 texts' looks back read more without recording (a ranged
// pawn's square, the walls a knight's move passes) and their bishops
// change colour: a trial there.
func (g *Game) movedAreaVerdict(sf *Safety, s Step, d *SpecialDef) Verdict {
	p := g.Pos
	if v := p.Variant; d.region == nil || d.landing == nil || sf.prot == nil || v.Has(board.MechRotate12) ||
		v.Has(board.MechPawnRange12) || v.Has(board.MechWalling12) || v.Has(board.MechMidBounce12) {
		return Trial
	}
	area, ok := d.region(s)
	enemy := sf.side.Other()
	if !ok || area.Has(sf.king) || area.Intersects(&sf.dep) || area.Intersects(&sf.prot.empowered[enemy&1]) {
		return Trial // it frees a unit in syzygy (outside the area), or touches what the test read
	}
	if p.ShadowSquares().Intersects(&area) {
		return Trial // rare: shadows are not asked one by one here
	}
	zone := &lookBackZone[sf.king]
	bodies := p.SideBodies(enemy)
	cells := p.Cells()
	for w, word := range bodies.And(&area) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			t := cells[sq].Piece.Type()
			if t == board.King || lineAttackerTypes.Has(t) || zone.Has(d.landing(s, sq)) {
				// The enemy king makes Royal Guards around it (never held);
				// a line may reach the king from anywhere.
				return Trial
			}
		}
	}
	return Safe
}

// lookBackMayChange reports whether a step that changed the squares of
// changed (their levels, or enemy units moved within them) may change the
// answer of the looks back from king where they read without recording:
// its leap and step squares and its own level (lookBackZone). A leaper
// lands there or leaves; a level there decides whether a leap lands. In
// the 12x12 texts they read more (a ranged pawn anywhere on its lines,
// the walls of a knight's move): always.
func lookBackMayChange(p *board.Position, king board.Square, changed *board.SquareSet) bool {
	return changed.Intersects(&lookBackZone[king]) || p.Variant.Has(board.MechPawnRange12) || p.Variant.Has(board.MechWalling12)
}
