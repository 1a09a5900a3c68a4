package movegen

import "github.com/frozenchess/engine/board"

// The mechanics' way back into the hot patterns (mode.go): each of these
// runs the pattern compiled for g.mode. A switch, not a table of function
// values: a pointer passed through a function value escapes, and the
// generators live on their callers' stacks. The default is modeAimed, and
// modeGhost (a test's), which differs from it only in the diagonal bounces
// of the lines (genIn.solid), which no mechanic walks.

// add appends s if the mode keeps it (genIn.add).
func (g *gen) add(s Step) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.add(s)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.add(s)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.add(s)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.add(s)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.add(s)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.add(s)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.add(s)
	default:
		genIn[modeAimed]{g}.add(s)
	}
}

// capturable is genIn.capturable in g.mode.
func (g *gen) capturable(att board.UnitType, sq board.Square) bool {
	switch g.mode {
	case bitsOf[modeSteps]():
		return genIn[modeSteps]{g}.capturable(att, sq)
	case bitsOf[modeFuse]():
		return genIn[modeFuse]{g}.capturable(att, sq)
	case bitsOf[modeCaptures]():
		return genIn[modeCaptures]{g}.capturable(att, sq)
	case bitsOf[modeAttack]():
		return genIn[modeAttack]{g}.capturable(att, sq)
	case bitsOf[modeSwap]():
		return genIn[modeSwap]{g}.capturable(att, sq)
	case bitsOf[modeThreats]():
		return genIn[modeThreats]{g}.capturable(att, sq)
	case bitsOf[modeReach]():
		return genIn[modeReach]{g}.capturable(att, sq)
	default:
		return genIn[modeAimed]{g}.capturable(att, sq)
	}
}

// unitSteps is genIn.unitSteps in g.mode.
func (g *gen) unitSteps(sq board.Square, capture bool) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.unitSteps(sq, capture)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.unitSteps(sq, capture)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.unitSteps(sq, capture)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.unitSteps(sq, capture)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.unitSteps(sq, capture)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.unitSteps(sq, capture)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.unitSteps(sq, capture)
	default:
		genIn[modeAimed]{g}.unitSteps(sq, capture)
	}
}

// patterns is genIn.patterns in g.mode.
func (g *gen) patterns(sq board.Square, u *board.Unit, t board.UnitType, capture bool) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.patterns(sq, u, t, capture)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.patterns(sq, u, t, capture)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.patterns(sq, u, t, capture)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.patterns(sq, u, t, capture)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.patterns(sq, u, t, capture)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.patterns(sq, u, t, capture)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.patterns(sq, u, t, capture)
	default:
		genIn[modeAimed]{g}.patterns(sq, u, t, capture)
	}
}

// landing is genIn.landing in g.mode.
func (g *gen) landing(from, to board.Square, att board.UnitType, capture bool, pat Pattern) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.landing(from, to, att, capture, pat)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.landing(from, to, att, capture, pat)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.landing(from, to, att, capture, pat)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.landing(from, to, att, capture, pat)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.landing(from, to, att, capture, pat)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.landing(from, to, att, capture, pat)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.landing(from, to, att, capture, pat)
	default:
		genIn[modeAimed]{g}.landing(from, to, att, capture, pat)
	}
}

// leaps is genIn.leaps in g.mode.
func (g *gen) leaps(from board.Square, att board.UnitType, set leapSet, capture bool) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.leaps(from, att, set, capture)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.leaps(from, att, set, capture)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.leaps(from, att, set, capture)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.leaps(from, att, set, capture)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.leaps(from, att, set, capture)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.leaps(from, att, set, capture)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.leaps(from, att, set, capture)
	default:
		genIn[modeAimed]{g}.leaps(from, att, set, capture)
	}
}

// slides is genIn.slides in g.mode.
func (g *gen) slides(from board.Square, capture bool) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.slides(from, capture)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.slides(from, capture)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.slides(from, capture)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.slides(from, capture)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.slides(from, capture)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.slides(from, capture)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.slides(from, capture)
	default:
		genIn[modeAimed]{g}.slides(from, capture)
	}
}

// rides is genIn.rides in g.mode.
func (g *gen) rides(from board.Square, capture bool) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.rides(from, capture)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.rides(from, capture)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.rides(from, capture)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.rides(from, capture)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.rides(from, capture)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.rides(from, capture)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.rides(from, capture)
	default:
		genIn[modeAimed]{g}.rides(from, capture)
	}
}

// pawn is genIn.pawn in g.mode.
func (g *gen) pawn(from board.Square, u *board.Unit, capture bool) {
	switch g.mode {
	case bitsOf[modeSteps]():
		genIn[modeSteps]{g}.pawn(from, u, capture)
	case bitsOf[modeFuse]():
		genIn[modeFuse]{g}.pawn(from, u, capture)
	case bitsOf[modeCaptures]():
		genIn[modeCaptures]{g}.pawn(from, u, capture)
	case bitsOf[modeAttack]():
		genIn[modeAttack]{g}.pawn(from, u, capture)
	case bitsOf[modeSwap]():
		genIn[modeSwap]{g}.pawn(from, u, capture)
	case bitsOf[modeThreats]():
		genIn[modeThreats]{g}.pawn(from, u, capture)
	case bitsOf[modeReach]():
		genIn[modeReach]{g}.pawn(from, u, capture)
	default:
		genIn[modeAimed]{g}.pawn(from, u, capture)
	}
}
