package movegen

import "github.com/frozenchess/engine/board"

// A first step that ends its turn early, although a plain move would leave
// the turn open for a second step (mayContinue): 12A's bounced line
// (V12A-BOUNCE, bounce12.go), a resting unit's one step
// (V12A-DOUBLEMOVE-REST, rest12.go) and a step past a tomb (V12A-TOMB,
// tomb12.go). Each mechanic registers its rule at init; the core asks the
// rules of its variant in Make and in Legal, and one table load tells a
// variant without any (13.0) to skip them.

// turnEnder is one mechanic's rule of a first step that ends its turn.
type turnEnder struct {
	mech board.Mechanic // the variant switch of the rule
	// before reports, before s is made, that s is a first step that ends
	// its turn: Legal then tries it whole (endingStepSafe), since its fast
	// paths judge a plain move as one that leaves the turn open.
	before func(g *Game, s Step) bool
	// after reports, in Make once the unit has moved (g.path holds its
	// walk), that the plain first move s ends its turn; nil where the
	// budget says so already (stepBudget: a resting unit's one step).
	after func(g *Game, s Step) bool
}

var (
	turnEndsIn   [board.MaxVariants]bool        // per variant: it has a turnEnder
	turnEndersIn [board.MaxVariants][]turnEnder // per variant: its turnEnders
)

// registerTurnEnder adds a mechanic's rule (from its file's init).
func registerTurnEnder(e turnEnder) {
	for _, v := range board.Variants() {
		if v.Has(e.mech) {
			turnEndsIn[v.Index] = true
			turnEndersIn[v.Index] = append(turnEndersIn[v.Index], e)
		}
	}
}

// endsTurnBefore reports that s is a first step some rule of the
// position's variant ends the turn after (turnEnder.before).
func (g *Game) endsTurnBefore(s Step) bool {
	for _, e := range turnEndersIn[g.Pos.Variant.Index] {
		if e.before(g, s) {
			return true
		}
	}
	return false
}

// endsTurnAfter reports that the plain first move s, just made, ends its
// turn by some rule of the position's variant (turnEnder.after).
func (g *Game) endsTurnAfter(s Step) bool {
	for _, e := range turnEndersIn[g.Pos.Variant.Index] {
		if e.after != nil && e.after(g, s) {
			return true
		}
	}
	return false
}

// endingStepSafe is Legal's test of a first step that ends its turn
// (endsTurnBefore): the fast paths (Verdict, quietThrough) judge a plain
// move as one that leaves the turn open, so the step is tried and the
// whole attack test asked, as SafeAfter asks it.
func (g *Game) endingStepSafe(sf *Safety, s Step) bool {
	g.Make(s)
	ok := true
	if _, has := g.KingSquare(sf.side); !has && sf.hasKing {
		ok = false // the step blew up its own king
	} else if u := &g.undo[len(g.undo)-1]; u.kingCheck {
		ok = !u.kingSpared // King's Check (kingcheck.go)
	} else {
		ok = !g.inCheckWith(sf.side, sf.prot)
	}
	g.Unmake()
	return ok
}

// turnFilter is one mechanic's rule of which steps a turn offers, asked by
// generation (generate, the captures' generateCaptures) per variant:
// 12A's resting unit (V12A-DOUBLEMOVE-REST, rest12.go), 12A's bounces and
// quadrant perk in a double move (V12A-BOUNCE, bounce12.go;
// V12A-QUADRANTS, quadrants12.go), 12B's death squares (V12B-DEATHSQUARES,
// deathsquares12.go). A nil field is a rule the mechanic does not have.
type turnFilter struct {
	mech board.Mechanic // the variant switch of the rule
	// firstSteps filters the first steps of side in list[start:] (all:
	// list[start:] holds every first step, not the captures alone).
	firstSteps func(p *board.Position, side board.Side, list []Step, start int, all bool) []Step
	// doubleEnds reports that the double move of u can only End now.
	doubleEnds func(p *board.Position, u *board.Unit) bool
	// secondSteps filters the second steps of u's double move in list[start:].
	secondSteps func(p *board.Position, list []Step, start int, u *board.Unit) []Step
}

// turnFiltersIn holds per variant its turnFilters, in registration order.
var turnFiltersIn [board.MaxVariants][]turnFilter

// registerTurnFilter adds a mechanic's rule (from its file's init).
func registerTurnFilter(f turnFilter) {
	for _, v := range board.Variants() {
		if v.Has(f.mech) {
			turnFiltersIn[v.Index] = append(turnFiltersIn[v.Index], f)
		}
	}
}

// filterFirstSteps applies the variant's firstSteps rules to list[start:].
func filterFirstSteps(p *board.Position, side board.Side, list []Step, start int, all bool) []Step {
	for _, f := range turnFiltersIn[p.Variant.Index] {
		if f.firstSteps != nil {
			list = f.firstSteps(p, side, list, start, all)
		}
	}
	return list
}

// doubleEnds reports that a rule of the variant ends u's double move now.
func doubleEnds(p *board.Position, u *board.Unit) bool {
	for _, f := range turnFiltersIn[p.Variant.Index] {
		if f.doubleEnds != nil && f.doubleEnds(p, u) {
			return true
		}
	}
	return false
}

// filterSecondSteps applies the variant's secondSteps rules to list[start:].
func filterSecondSteps(p *board.Position, list []Step, start int, u *board.Unit) []Step {
	for _, f := range turnFiltersIn[p.Variant.Index] {
		if f.secondSteps != nil {
			list = f.secondSteps(p, list, start, u)
		}
	}
	return list
}
