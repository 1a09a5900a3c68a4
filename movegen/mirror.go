package movegen

import "github.com/frozenchess/engine/board"

// Mirror Portal (V13-MIRROR-PORTAL, V13-MIRROR-MAP): a non-pawn unit
// teleports to its mirror square, the board turned 180 degrees (1-based
// (x, y) to (17-x, 17-y): c3 and n14), if no body and no wall stands there.
// Kings may not (ruling: they have King's Portal), nor may cannons
// (V13-CLASS-IMMOBILE: MovesSelf). A tomb there is allowed:
// an open one is harmless, an active one kills the unit and explodes
// (a legal sacrifice, as stepping on it). No climbing (V13-TERRAIN-CLIMB).
// A teleport walks no squares and builds no wall (Q6); a flood on the
// mirror square holds the unit (V13-FLOOD-EFFECT, at the turn's end).

var mirrorDef = SpecialDef{
	Name: "mirror", Catalog: "V13-MIRROR-PORTAL", Generic: true, MovesSelf: true,
	gen:     (*gen).mirrorPortals,
	make:    mirrorPortal,
	unmake:  func(g *Game, _ *undo, s Step) { must(g.Pos.MoveBody(s.To(), s.From()), "unmirror", s) },
	Hint:    HintRelocate,
	changes: relocationChanges,
}

// mirrorPortals generates the Mirror Portal of the unit on sq.
func (g *gen) mirrorPortals(sq board.Square, _ *board.Unit) {
	to := sq.Mirror()
	if c := &g.cells[to]; c.Body == 0 && c.Wall == 0 && c.Level <= g.cells[sq].Level {
		g.addSpecial(sq, to, SpecMirror, 0)
	}
}

// mirrorPortal moves the unit; onto an active tomb it dies there and the
// tomb explodes, undone from a snapshot.
func mirrorPortal(g *Game, u *undo, s Step) {
	p := g.Pos
	to := s.To()
	if p.Cell(to).Features&board.FeatTomb != 0 {
		if t, _ := p.TombAt(to); t.State == board.TombActive {
			g.snapshot(u)
			must(p.MoveBody(s.From(), to), "mirror", s)
			g.buryAway(u, to)
			g.explode(u, to)
			return
		}
	}
	must(p.MoveBody(s.From(), to), "mirror", s)
}
