package movegen

import "github.com/frozenchess/engine/board"

// Blizzard (V13-TEMPLAR-BLIZZARD): the templar casts on a square its
// straight rook line reaches (no bounce, within its range, stopped by the
// first unit, which may be the target, by walls and by climbing), and every
// unit of either side in the 3x3 around it is paralyzed for 4 of its
// owner's turns (the larger of that and what it had). Immune: kings, Royal
// Guards, templars (kind immunity) and boxes. The templar pays 20 turns of
// paralysis (its own cost, which immunity does not lift). Nobody moves and
// no wall is built. A cast that paralyzes nobody would be a pass, so it is
// not offered.

var blizzardDef = SpecialDef{
	Name: "blizzard", Catalog: "V13-TEMPLAR-BLIZZARD", Target: true,
	gen:  (*gen).blizzards,
	make: castBlizzard,
	// The field log since the step began holds every paralysis it set.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	region: blizzardRegion,
	// Paralyzing units may take an attacker off the king or a guard off
	// it: a trial for each cast.
}

// Blizzard's numbers (V13-TEMPLAR-BLIZZARD).
const (
	BlizzardCost  = 20 // the templar's own paralysis, owner-turns
	BlizzardTurns = 4  // the area's paralysis, owner-turns
)

// blizzards generates the Blizzards of the templar on sq.
func (g *gen) blizzards(sq board.Square, u *board.Unit) {
	g.rookTargets(sq, u, func(target board.Square) {
		if blizzardVictims(g.p, target, nil) > 0 {
			g.addSpecial(sq, target, SpecBlizzard, 0)
		}
	})
}

// rookTargets calls f for every square the straight rook line of the unit
// u on sq reaches within its range: empty squares and the first body.
func (g *gen) rookTargets(sq board.Square, u *board.Unit, f func(board.Square)) {
	rng := lineRange(g.p, u, u.CRROrth, true)
	g.from, g.level = sq, g.cells[sq].Level
	for _, d := range orthDirs {
		w := newWalker(sq, d, g.level)
		for w.n < rng {
			out, n := g.advance(&w)
			if out == outEmpty || out == outPass {
				f(n)
				continue
			}
			if out == outBody {
				f(n)
			}
			break
		}
	}
}

// blizzardVictims counts the units a Blizzard on target paralyzes and, if
// g is not nil, paralyzes them.
func blizzardVictims(p *board.Position, target board.Square, g *Game) int {
	n := 0
	hit := func(sq board.Square) {
		pc := p.PieceAt(sq)
		if pc == board.NoPiece || pc&board.PieceBox != 0 || blizzardImmune(p, sq) {
			return
		}
		n++
		if g != nil {
			for m := p.BodyAt(sq); m != 0; m = p.Unit(m).Member {
				g.paralyze(m, BlizzardTurns, board.ParOriginAttack)
			}
		}
	}
	hit(target)
	for _, sq := range leaps[leapKing][target] {
		hit(sq)
	}
	return n
}

// blizzardImmune: kings, templars and Royal Guards (a unit in its own
// king's 3x3). A stack is judged by its members: any king or templar in
// it shields the stack.
func blizzardImmune(p *board.Position, sq board.Square) bool {
	var side board.Side
	for m := p.BodyAt(sq); m != 0; m = p.Unit(m).Member {
		un := p.Unit(m)
		if un.Type == board.King || un.Type == board.Templar {
			return true
		}
		side = un.Side
	}
	for _, n := range leaps[leapKing][sq] {
		if kp := p.PieceAt(n); kp.Type() == board.King && kp.Side() == side && kp&board.PieceStack == 0 {
			return true // a Royal Guard (V13-KING-ROYALGUARD)
		}
	}
	return false
}

// blizzardRegion is the squares a Blizzard changes units on (Game.Region):
// the 3x3 around its target (the templar's own cost is on its From).
func blizzardRegion(s Step) (area board.SquareSet, ok bool) {
	area.Add(s.To())
	for _, sq := range leaps[leapKing][s.To()] {
		area.Add(sq)
	}
	return area, true
}

// castBlizzard plays a Blizzard: the area's units, then the templar's cost.
func castBlizzard(g *Game, u *undo, s Step) {
	p, target := g.Pos, s.To()
	blizzardVictims(p, target, g)
	u.hit.Add(target)
	for _, sq := range leaps[leapKing][target] {
		u.hit.Add(sq)
	}
	g.paralyze(p.BodyAt(s.From()), BlizzardCost, board.ParOriginCost)
	u.nonLocal = true
}
