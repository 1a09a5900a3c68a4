package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Respawn safety (V13-RESPAWN, docs/rules.md: the square must not be
// one the enemy can capture, explode, immobilize or influence on its next
// move). Capture is the attack test (Q7). Explode is blastThreat. No enemy
// effect played so far immobilizes or changes a unit that stands still
// (floods hold only units that enter them, Paralysis Transfer and King's
// Exchange take friends, an Earthquake cannot be cast beside an enemy
// unit); the abilities that do (Jester's presence, Stun, Poison Arrow,
// SwapShot, Pull, Push, Mind Control, Conversion, ...) add their squares
// here when they are played.

// blastThreat reports whether one step of the enemy's next ply could set off
// a blast whose 3x3 covers sq, where the side to move would respawn a unit:
// a step (not a capture) ending on an active tomb, a capture or shot of a
// body holding a jester, an Earthquake (one cast next to sq is left out: the
// respawned unit would forbid it), and the jesters those blasts kill in
// turn (Q10). Every such blast centre lies next to sq or chains to it
// through a jester there, so nothing is generated unless an active tomb or
// a jester stands in the 3x3 of sq.
func (g *gen) blastThreat(sq board.Square) bool {
	p := g.p
	var near board.SquareSet
	near.Add(sq)
	near = near.Around()
	active := p.TombSquares(board.TombActive)
	if !near.Intersects(active) && !g.jesterIn(&near) {
		return false
	}
	enemy := newGen(p, g.side.Other(), g.scratch())
	enemy.prot = g.prot
	in[modeSteps](&enemy).everyUnit()
	var centres board.SquareSet
	for _, s := range enemy.list {
		switch s.Kind() {
		case KindMove, KindSiege:
			if active.Has(s.To()) {
				centres.Add(s.To())
			}
		case KindCapture, KindShot:
			if holdsJester(p, s.To()) {
				centres.Add(s.To())
			}
		case KindSpecial:
			if s.Special() == SpecQuake && chebyshev(s.From(), sq) > 1 {
				centres.Add(s.From())
			}
		}
	}
	// The chains: a jester in a blast explodes in turn (runBlasts).
	var done board.SquareSet
	for !centres.Empty() {
		c := centres.Pop()
		done.Add(c)
		if chebyshev(c, sq) <= 1 {
			return true
		}
		var area board.SquareSet
		area.Add(c)
		area = area.Around()
		for w, word := range area {
			for ; word != 0; word &= word - 1 {
				j := board.Square(w*64 + bits.TrailingZeros64(word))
				if j != c && !done.Has(j) && holdsJester(p, j) && p.PieceAt(j)&board.PieceBox == 0 {
					centres.Add(j)
				}
			}
		}
	}
	return false
}

// jesterIn reports a body holding a jester on one of the squares of set.
func (g *gen) jesterIn(set *board.SquareSet) bool {
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			if holdsJester(g.p, board.Square(w*64+bits.TrailingZeros64(word))) {
				return true
			}
		}
	}
	return false
}
