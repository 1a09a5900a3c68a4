package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The 8.0 chancellor's Paralyse (V8-CHANCELLOR, seed 001:369-384),
// switched by board.MechChancellorActive: not 13.0's permanent aura
// (board.HeldByNeighbours leaves it out) but an action, written
// <chancellor>!paralyse-<target>, a unit ability: instead of capturing, it
// paralyzes an enemy unit it could capture (its king steps and its (3,2)
// leaps, the capture rules applied: guards, Kind Immunity, immortality)
// for 3 of that unit's turns, the larger of old and new. Kings, Royal
// Guards, boxes (V13-PARALYSIS-IMMUNITY), Rams and 8.0 frogs (no
// paralysis reaches them) are not targets. Its Teleswap stays 13.0's; its
// Quickening is left out by the variant layer (V8-MISSING); it is immune
// to the Jester's presence as in 13.0.

var paralyseDef = SpecialDef{
	Name: "paralyse", Catalog: "V8-CHANCELLOR", Target: true,
	gen:  (*gen).paralyses,
	make: paralyse,
	// The field log since the step began holds the paralysis it set.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	// A paralyzed enemy may have attacked the king: a trial.
}

// ChancellorParalysis is the paralysis of the 8.0 chancellor's Paralyse.
const ChancellorParalysis = 3

// paralyses generates the Paralyses of the chancellor u on sq.
func (g *gen) paralyses(sq board.Square, u *board.Unit) {
	if !g.p.Variant.Has(board.MechChancellorActive) {
		return
	}
	a := newGen(g.p, g.side, g.scratch())
	a.prot = g.prot
	in[modeCaptures](&a).unitSteps(sq, true)
	var targets board.SquareSet
	for _, st := range a.list {
		to := st.To()
		if st.Kind() == KindCapture && !effectImmune(g.p, to, board.Chancellor) && !paralysisImmune(g.p, g.p.Unit(g.p.BodyAt(to))) {
			targets.Add(to)
		}
	}
	for w, word := range targets {
		for ; word != 0; word &= word - 1 {
			g.addSpecial(sq, board.Square(w*64+bits.TrailingZeros64(word)), SpecParalyse, 0)
		}
	}
}

// paralyse plays a Paralyse: the target takes its paralysis.
func paralyse(g *Game, u *undo, s Step) {
	g.paralyze(g.Pos.BodyAt(s.To()), ChancellorParalysis, board.ParOriginAttack)
	u.hit.Add(s.To())
	u.nonLocal = true
}
