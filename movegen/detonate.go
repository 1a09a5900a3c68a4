package movegen

import "github.com/frozenchess/engine/board"

// Detonate (V13-JESTER-DETONATE): a jester that has stayed on its square
// for 10 of its owner's turns may explode itself as if captured: the 3x3
// around it is blasted (the generic explosion, V13-EXPLOSION: units die
// into tombs, kings included, walls go, tombs open, other jesters chain).
// Ruling followed: 10 consecutive owner-turns without moving, a special
// move. The count is Unit.Stay: at the end of each of its side's plies a
// jester counts one more turn (up to 10, so that a jester left standing
// does not keep the position from repeating), unless it was the actor and
// moved by its own steps, which sets it to 0, as does a Teleswap that
// moves it. Reading: other relocations do not reset it yet. Undone from
// the unit log (unblast), or a copy where blastNeedsCopy says so.

var detonateDef = SpecialDef{
	Name: "detonate", Catalog: "V13-JESTER-DETONATE",
	gen:    (*gen).detonations,
	make:   detonate,
	unmake: unblast,
	region: blastRegion(true),
	// Without floods, what changes is known: the blast's squares.
	// No partial trial: a blast that takes walls away changes where lines
	// bounce, and the attack test's recorded squares did not always show
	// it (a templar's bounced line through a blown-up wall and frog was
	// missed once the units of issues 29-33 met: TestBlastLegalityTrial).
	changes: nil,
}

// DetonateTurns is how long a jester must stay in place to detonate.
const DetonateTurns = board.JesterStayCap

func (g *gen) detonations(sq board.Square, u *board.Unit) {
	if g.p.StayOf(u) >= DetonateTurns {
		g.addSpecial(sq, sq, SpecDetonate, 0)
	}
}

func detonate(g *Game, u *undo, s Step) {
	if u.snap == nil && blastNeedsCopy(g.Pos) {
		g.snapshot(u)
	}
	u.touchedOK = !hasFloods(g.Pos)
	g.explode(u, s.From())
}

// tickStay counts the turn for the jesters of side at the end of its ply:
// 0 for the actor if it moved by its own steps (its trail) and for a
// jester a Teleswap moved (onto the step's From), else one more, up to
// DetonateTurns (tickStays).
func (g *Game) tickStay(u *undo, side board.Side, actor board.UnitID) {
	p := g.Pos
	set := p.BodySquares(side, board.Jester)
	var moved, swapped board.UnitID
	if actor != 0 && u.nTrail > 0 {
		if a := p.Unit(actor); a.Loc == board.LocBody && set.Has(a.Square) && p.BodyAt(a.Square) == actor {
			moved = actor
		}
	}
	if u.step.Kind() == KindSpecial && u.step.Special() == SpecTeleswap && set.Has(u.step.From()) {
		swapped = p.BodyAt(u.step.From())
	}
	g.tickStays(side, board.Jester, DetonateTurns, moved, swapped)
}
