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
