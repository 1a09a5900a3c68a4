package movegen

import "github.com/frozenchess/engine/board"

// The landing rule (Q15: "a body landing on an active tomb, trap, flood,
// slip or bomb zone triggers it", moved by external means). Every special
// move that puts a unit on a square other than by the unit's own walk calls
// land for that unit once it stands there: Pull and Pull-through, Push (the
// pushed unit and the pusher), Push Wall (the pusher), Avalanche, Shift,
// Spin, Decoherence, Launch, SwapShot (both units), Teleswap (the partner)
// and a bound group's move (the units that follow). What the square does:
//
//   - the unit leaves syzygy, its partner too (V13-SYZYGY-RELEASE);
//   - a box counts the squares it was moved towards its Unbox (V13-UNBOX);
//   - a unit moved off the flood that held it is free of it;
//   - an active tomb kills it there and explodes (V13-TOMB-EXPLOSION);
//   - a flood holds it (V13-FLOOD-EFFECT), unless it cannot be paralyzed;
//   - an enemy jester's trap paralyzes it TrapTurns and dissolves
//     (V13-JESTER-TRAP); jesters enter traps harmlessly (V13-JESTER-KIND),
//     and a unit paralysis cannot reach (a king, a Royal Guard) leaves the
//     trap in place, as on a walk.
//
// Bombs need nothing here: a bomb goes off at the ply's end whatever brought
// an enemy into its 3x3 (bomb.go). Slip squares do not act on relocated
// units (our reading, V13-ASSASSIN-SLIP: only a step of the unit's own
// pattern slides). Rotate calls no landing: the squares turn with everything
// on them, so no unit comes to a square's contents it did not stand on.
//
// Fields go to the field log; a springing trap removes its marker, so the
// step must be undone from a snapshot (land panics otherwise: the special
// moves without one take it first, snapshotIfTrap). land reports whether
// the unit is still on to (false: it died in the tomb).
func (g *Game) land(u *undo, id board.UnitID, to board.Square, moved int) bool {
	p := g.Pos
	u.hit.Add(to)
	g.endSyzygy(u, id)
	un := p.Unit(id)
	if un.Has(board.StatusBoxed) && moved > 0 {
		g.setLogged(id, board.FBoxTrail, uint32(min(int(un.BoxTrail)+moved, 65535)))
	}
	if f, ok := un.FloodSquare(); ok && f != to {
		g.setLogged(id, board.FFlood, 0)
	}
	c := p.Cell(to)
	if c.Features&(board.FeatTomb|board.FeatFlood|board.FeatTrap) == 0 {
		return true
	}
	if c.Features&board.FeatTomb != 0 {
		if t, _ := p.TombAt(to); t.State == board.TombActive {
			g.landOnActiveTomb(u, to) // or a Death Square Sacrifice (deathsquares12.go)
			return false
		}
	}
	if c.Features&board.FeatFlood != 0 && un.Flood == 0 && !g.immune(id) {
		g.setLogged(id, board.FFlood, uint32(to)+1)
	}
	if c.Features&board.FeatTrap != 0 {
		g.springTrap(u, id, to)
	}
	return true
}

// springTrap paralyzes the unit id that landed on to by an enemy jester's
// trap there, which dissolves (V13-JESTER-TRAP).
func (g *Game) springTrap(u *undo, id board.UnitID, to board.Square) {
	p := g.Pos
	un := p.Unit(id)
	if un.Type == board.Jester {
		return // V13-JESTER-KIND
	}
	for _, m := range p.Markers() {
		if m.Kind != board.MarkTrap || m.Square != to || p.Unit(m.Owner).Side == un.Side {
			continue
		}
		if g.immune(id) {
			return // nothing to paralyze: the trap stays
		}
		if u.snap == nil {
			panic("movegen: a relocation sprang a trap in a step without a snapshot")
		}
		must(p.RemoveMarker(to, board.MarkTrap, m.Owner), "spring trap", u.step)
		g.paralyze(id, TrapTurns, board.ParOriginAttack)
		u.nonLocal = true // a paralysis: no partial trial
		return
	}
}

// snapshotIfTrap takes the step's snapshot before a special move without
// one relocates units onto a or b, if either holds a trap that land might
// spring.
func (g *Game) snapshotIfTrap(u *undo, a, b board.Square) {
	if u.snap == nil && (g.Pos.Cell(a).Features|g.Pos.Cell(b).Features)&board.FeatTrap != 0 {
		g.snapshot(u)
	}
}
