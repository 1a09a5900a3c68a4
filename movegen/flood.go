package movegen

import "github.com/frozenchess/engine/board"

// Floods (V13-FLOOD, V13-FLOOD-EFFECT, V13-FLOOD-DRAIN). A flood is a square
// marker with a timer in global plies. A unit that walks into a flooded
// square (lands on it or passes through it) is held there: Unit.Flood names
// the flood, and the unit counts as paralyzed until that flood ends.

var floodDef = SpecialDef{
	Name: "flood", Catalog: "V13-FLOOD", Target: true, Generic: true,
	gen: (*gen).floodCasts,
	make: func(g *Game, _ *undo, s Step) {
		must(g.Pos.AddMarker(board.Marker{Kind: board.MarkFlood, Square: s.To(), Timer: FloodPlies + 1}), "flood", s)
	},
	unmake: func(g *Game, _ *undo, s Step) { must(g.Pos.RemoveMarker(s.To(), board.MarkFlood, 0), "unflood", s) },
}

// FloodPlies is how long a flood lasts: 10 global plies (V13-FLOOD-DRAIN).
const FloodPlies = 10

// floodCasts generates the Flood casts of the unit on sq: one square of its
// 3x3 that is empty (no body, wall or tomb), lowered below level 0 and not
// flooded yet.
func (g *gen) floodCasts(sq board.Square, _ *board.Unit) {
	if !g.p.AnyLowered() {
		return // a flood needs a lowered square
	}
	for _, n := range leaps[leapKing][sq] {
		c := &g.cells[n]
		if c.Level < 0 && c.Body == 0 && c.Wall == 0 && c.Features&(board.FeatTomb|board.FeatFlood) == 0 {
			g.addSpecial(sq, n, SpecFlood, 0)
		}
	}
}

// tickFloods runs the flood clock at the end of every ply: each flood loses
// a ply (two on a quickened square), and one that reaches 0 drains, letting
// go of the units it held. A flood cast this ply was set one ply higher, so
// it keeps its full 10. Quickenings run out on the same clock (quicken.go).
func (g *Game) tickFloods(u *undo) {
	p := g.Pos
	for i := 0; i < len(p.Markers()); i++ {
		m := p.Markers()[i]
		if m.Kind == board.MarkQuicken {
			if g.tickQuicken(u, m) {
				i-- // it ran out: the last marker moved into slot i
			}
			continue
		}
		if m.Kind != board.MarkFlood {
			continue
		}
		if tick := quickTick(p, m.Square); m.Timer > tick {
			g.markerLog = append(g.markerLog, markerChange{old: m})
			must(p.SetMarkerTimer(m.Square, m.Kind, m.Owner, m.Timer-tick), "flood clock", u.step)
			continue
		}
		g.markerLog = append(g.markerLog, markerChange{old: m, removed: true})
		g.releaseFlood(m.Square, true)
		must(p.RemoveMarker(m.Square, m.Kind, m.Owner), "drain", u.step)
		u.nonLocal, u.untracked = true, true
		i-- // the last marker moved into slot i
	}
}

// untickFloods undoes the marker changes of a ply's end: tickFloods' and
// the traps' (the units' links come back with the field log).
func (g *Game) untickFloods(u *undo) {
	p := g.Pos
	log := g.markerLog[u.markersAt : u.markersAt+u.nMarkers]
	for i := len(log) - 1; i >= 0; i-- {
		ch := log[i]
		switch {
		case ch.added:
			must(p.RemoveMarker(ch.old.Square, ch.old.Kind, ch.old.Owner), "unlay", u.step)
		case ch.removed:
			must(p.AddMarker(ch.old), "undrain", u.step)
		default:
			must(p.SetMarkerTimer(ch.old.Square, ch.old.Kind, ch.old.Owner, ch.old.Timer), "unclock flood", u.step)
		}
	}
	g.markerLog = g.markerLog[:u.markersAt]
}

// releaseFlood unlinks every unit the flood on sq holds; logged changes go
// to the field log (for the end of a ply), others are plain (under a
// snapshot).
func (g *Game) releaseFlood(sq board.Square, logged bool) {
	p := g.Pos
	for id := 1; id < p.NumUnitSlots(); id++ {
		if f, ok := p.Unit(board.UnitID(id)).FloodSquare(); ok && f == sq {
			if logged {
				g.setLogged(board.UnitID(id), board.FFlood, 0)
			} else {
				must(p.SetField(board.UnitID(id), board.FFlood, 0), "release flood", 0)
			}
		}
	}
}

// endFlood removes the flood on sq at once (Earthquake, a raised square);
// the caller has taken a snapshot.
func (g *Game) endFlood(sq board.Square) {
	g.releaseFlood(sq, false)
	must(g.Pos.RemoveMarker(sq, board.MarkFlood, 0), "end flood", 0)
}

// floodEffect holds the actor in a flood it walked into this turn: any
// square of its trail but the start, or the square it ended on (teleports
// leave no trail). Of several floods the one that lasts longest holds it.
// Kings and Royal Guards cannot be paralyzed (V13-KING-IMMUNITY,
// V13-KING-ROYALGUARD).
func (g *Game) floodEffect(actor board.UnitID) {
	p := g.Pos
	a := p.Unit(actor)
	if actor == 0 || a.Loc != board.LocBody || a.Flood != 0 || g.immune(actor) {
		return
	}
	best, bestTimer := board.Square(0), uint16(0)
	consider := func(sq board.Square) {
		if p.Cell(sq).Features&board.FeatFlood == 0 {
			return
		}
		for _, m := range p.Markers() {
			if m.Kind == board.MarkFlood && m.Square == sq && m.Timer > bestTimer {
				best, bestTimer = sq, m.Timer
			}
		}
	}
	trail := p.Trail()
	for i := 1; i < len(trail); i++ {
		consider(trail[i])
	}
	consider(a.Square)
	if bestTimer > 0 {
		g.setLogged(actor, board.FFlood, uint32(best)+1)
	}
}

// hasFloods reports whether any flood lies on the board.
func hasFloods(p *board.Position) bool {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkFlood {
			return true
		}
	}
	return false
}
