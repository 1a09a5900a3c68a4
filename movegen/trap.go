package movegen

import "github.com/frozenchess/engine/board"

// Jester Traps (V13-JESTER-TRAP, V13-JESTER-TRAP-CAP, V13-JESTER-KIND). At
// the end of a turn in which a jester moved by its own steps, the square
// it started from becomes its trap (ruling: only the start square; it lies
// under the jester's new wall and matters once that wall is gone), unless
// the jester already owns 5 traps (ruling: counted per jester) or one on
// that square. An enemy unit whose turn walks into a trap (any square of
// its trail but the start, or the square it ends on, as for floods) is
// paralyzed 4 of its turns and the trap dissolves; of several, the first
// on its path springs. Jesters of either side walk over traps unharmed
// (V13-JESTER-KIND), as do units of the trap owner's side. Readings: a
// unit paralysis cannot reach (a king, a Royal Guard) walks over it and
// the trap stays; a trap outlives its jester (Q5: owned markers stay);
// a unit moved onto a trap by another's special move springs it by the
// landing rule (landing.go); a unit teleporting by its own move leaves no
// trail and springs nothing yet. The marker is board.MarkTrap with the
// jester as owner; the changes go to the marker log of the ply's end.

// Trap numbers (V13-JESTER-TRAP, V13-JESTER-TRAP-CAP).
const (
	TrapTurns      = 4 // the paralysis a trap gives, owner-turns
	TrapsPerJester = 5 // the most traps one jester owns at a time
)

// jesterTraps lays the actor's trap or springs the trap it walked into;
// called at the end of a turn whose actor left a trail.
func (g *Game) jesterTraps(u *undo, actor board.UnitID) {
	p := g.Pos
	a := p.Unit(actor)
	if a.Type == board.Jester {
		g.layTrap(actor, p.Trail()[0])
		return
	}
	if len(p.Markers()) == 0 {
		return
	}
	cells := p.Cells()
	trail := p.Trail()
	for i := 1; i <= len(trail); i++ {
		sq := endSquare(p, actor) // the square it ends on, after its trail (a boarding: its carrier's)
		if i < len(trail) {
			sq = trail[i]
		}
		if cells[sq].Features&board.FeatTrap == 0 {
			continue
		}
		for _, m := range p.Markers() {
			if m.Kind != board.MarkTrap || m.Square != sq || p.Unit(m.Owner).Side == a.Side {
				continue
			}
			if g.immune(actor) {
				return // nothing to paralyze: the trap stays
			}
			g.markerLog = append(g.markerLog, markerChange{old: m, removed: true})
			must(p.RemoveMarker(m.Square, m.Kind, m.Owner), "spring trap", u.step)
			g.paralyze(actor, TrapTurns, board.ParOriginAttack)
			u.ticked = true // the actor, on the step's end, lost turns
			return
		}
	}
}

// layTrap gives the jester a trap on sq, within its limit.
func (g *Game) layTrap(jester board.UnitID, sq board.Square) {
	p := g.Pos
	n := 0
	for _, m := range p.Markers() {
		if m.Kind == board.MarkTrap && m.Owner == jester {
			if m.Square == sq {
				return // it has one there already
			}
			n++
		}
	}
	if n >= TrapsPerJester {
		return
	}
	m := board.Marker{Kind: board.MarkTrap, Square: sq, Owner: jester}
	must(p.AddMarker(m), "lay trap", 0)
	g.markerLog = append(g.markerLog, markerChange{old: m, added: true})
}
