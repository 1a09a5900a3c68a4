package movegen

import "github.com/frozenchess/engine/board"

// Quickening (V13-CHANC-QUICKEN, V13-CHANC-QUICKEN-TERMS): the chancellor
// casts on a square of its move range (its 8 king steps and 8 zebra leaps,
// whatever stands there) and time runs twice as fast there for 64 global
// plies; another cast on a quickened square adds 64. The chancellor pays 5
// turns of paralysis. Ruling followed: every counter of the square and of
// the units on it ticks 2 per tick, except the quickening's own timer. The
// counters played so far that this doubles: timed paralysis of a unit
// standing there (owner-turns), a flood's timer and an active tomb's rot.
// The idle count of Range Extension is counted in bulk for a whole side and
// is not doubled (our reading: it counts turns not played, not a timer).
// The marker is board.MarkQuicken with a timer in global plies; it runs
// out at 0.

var quickenDef = SpecialDef{
	Name: "quicken", Catalog: "V13-CHANC-QUICKEN", Target: true,
	gen:  (*gen).quickenCasts,
	make: castQuicken,
	// Undone from the logs: the cast adds a marker or lengthens one (the
	// marker log), and paralyzes the chancellor (the field log).
	unmake: uncastQuicken,
	// Paralyzing the chancellor may free units its aura held: a trial.
}

// Quickening's numbers (V13-CHANC-QUICKEN-TERMS).
const (
	QuickenPlies = 64 // global plies per cast
	QuickenCost  = 5  // the chancellor's paralysis, owner-turns
)

// quickenCasts generates the Quickenings of the chancellor on sq.
func (g *gen) quickenCasts(sq board.Square, _ *board.Unit) {
	for _, set := range [2]leapSet{leapKing, leapZebra} {
		for _, n := range leaps[set][sq] {
			g.addSpecial(sq, n, SpecQuicken, 0)
		}
	}
}

// castQuicken plays a Quickening: a new marker, or 64 more plies on the one
// there. Set one ply higher, as the end of this ply ticks it.
func castQuicken(g *Game, _ *undo, s Step) {
	p := g.Pos
	to := s.To()
	if p.Cell(to).Features&board.FeatQuicken != 0 {
		for _, m := range p.Markers() {
			if m.Kind == board.MarkQuicken && m.Square == to {
				g.markerLog = append(g.markerLog, markerChange{old: m})
				must(p.SetMarkerTimer(to, board.MarkQuicken, 0, m.Timer+QuickenPlies), "quicken", s)
				break
			}
		}
	} else {
		m := board.Marker{Kind: board.MarkQuicken, Square: to, Timer: QuickenPlies + 1}
		must(p.AddMarker(m), "quicken", s)
		g.markerLog = append(g.markerLog, markerChange{old: m, added: true})
	}
	g.paralyze(p.BodyAt(s.From()), QuickenCost, board.ParOriginCost)
}

// uncastQuicken takes back a Quickening after Unmake has undone the
// turn's end: the chancellor's paralysis, then the marker.
func uncastQuicken(g *Game, u *undo, _ Step) {
	g.revertFields(u.lens[2])
	g.revertMarkers(u.lens[3])
}

// quickTick is how many ticks one tick is on sq: 2 on a quickened square.
func quickTick(p *board.Position, sq board.Square) uint16 {
	if p.Cell(sq).Features&board.FeatQuicken != 0 {
		return 2
	}
	return 1
}

// unitTick is quickTick for a unit: the square of its body or its stack.
func unitTick(p *board.Position, u *board.Unit) uint16 {
	if u.Loc != board.LocBody && u.Loc != board.LocMember {
		return 1
	}
	return quickTick(p, u.Square)
}

// tickQuicken counts a global ply off the quickening m (tickFloods' loop)
// and reports whether it ran out and was removed.
func (g *Game) tickQuicken(u *undo, m board.Marker) bool {
	p := g.Pos
	g.markerLog = append(g.markerLog, markerChange{old: m, removed: m.Timer <= 1})
	if m.Timer > 1 {
		must(p.SetMarkerTimer(m.Square, m.Kind, 0, m.Timer-1), "quicken clock", u.step)
		return false
	}
	must(p.RemoveMarker(m.Square, m.Kind, 0), "quicken ends", u.step)
	return true
}

// hasQuickenings reports whether any square is quickened.
func hasQuickenings(p *board.Position) bool {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkQuicken {
			return true
		}
	}
	return false
}
