package board

import "fmt"

// validateVariantState refuses state the position's variant has no rules
// for: terrain levels without Raise and Lower (MechTerrain), floods (a
// flood marker, or a unit held by one) without floods (MechFlood), a tomb
// that holds a unit or is open where death squares replace tombs
// (MechDeathSquares), walls and tombs in 12C (MechNoWalls, MechNoTombs,
// V12C-MISSING), and the death traps' markers wherever they are not played
// (validateDeathTraps).
// FrozenChess 8.0 has neither (V8-MISSING): its positions are flat and dry,
// so a string with a level or a flood is a 13.0 position given the wrong
// variant, and no 8.0 move may leave such state behind. Walls are timed
// (Cell.WallTurns) exactly where the variant has the 12x12 walls
// (MechWalling12, V12A-WALLING).
func (p *Position) validateVariantState() error {
	v := p.Variant
	if !v.Has(MechTerrain) {
		for i := range NumSquares {
			if sq := Square(i); p.Level(sq) != 0 {
				l := p.Level(sq)
				return fmt.Errorf("%s has no terrain: %s is at level %d (section level)", v.Title, sq, l)
			}
		}
	}
	if !v.Has(MechFlood) {
		for _, m := range p.markers {
			if m.Kind == MarkFlood {
				return fmt.Errorf("%s has no floods: a flood marker on %s (section mark)", v.Title, m.Square)
			}
		}
		for id := UnitID(1); int(id) < len(p.units); id++ {
			if p.units[id].Type != NoType && p.units[id].get(FFlood) != 0 {
				return fmt.Errorf("%s has no floods: unit %d is held by a flood (section unit, flood=)", v.Title, id)
			}
		}
	}
	if v.Has(MechDeathSquares) {
		// V12B-DEATHSQUARES: death squares are tombs that never hold a
		// unit and never open (no respawn).
		for _, t := range p.tombs {
			if t.Len != 0 || t.State == TombOpen {
				return fmt.Errorf("%s has death squares, not tombs: the tomb on %s holds units or is open (section tomb)", v.Title, t.Square)
			}
		}
	}
	timed := v.Has(MechWalling12)
	for i := range NumSquares {
		c := &p.cells[i]
		switch {
		case c.Wall == 0:
		case timed && c.WallTurns == 0:
			return fmt.Errorf("%s's walls stand for their owner's next %d turns: the wall on %s needs its turns left (section wall, /1 or /2)", v.Title, MaxWallTurns, Square(i))
		case !timed && c.WallTurns != 0:
			return fmt.Errorf("%s has no timed walls: the wall on %s has turns left (section wall)", v.Title, Square(i))
		}
	}
	if v.Has(MechNoWalls) && !p.wallSqs.Empty() {
		walls := p.wallSqs
		return fmt.Errorf("%s has no walls: a wall on %s (section wall)", v.Title, walls.Pop())
	}
	if v.Has(MechNoTombs) && len(p.tombs) > 0 {
		return fmt.Errorf("%s has no tombs: a tomb on %s (section tomb)", v.Title, p.tombs[0].Square)
	}
	return p.validateDeathTraps()
}

// validateDeathTraps refuses the markers of the queen's death traps
// (V12C-QUEEN-DEATHTRAP) in a variant without them, and, in one with them,
// a tunnel (whose feature bit they share), a queen's capture square that
// its queen does not stand on, or a body on a death trap but the turn's
// actor, which dies there at the end of its step's ply.
func (p *Position) validateDeathTraps() error {
	v := p.Variant
	for _, m := range p.markers {
		switch {
		case (m.Kind == MarkDeathTrap || m.Kind == MarkQueenCapture) && !v.Has(MechDeathTraps):
			return fmt.Errorf("%s has no death traps: a %s marker on %s (section mark)", v.Title, m.Kind, m.Square)
		case m.Kind == MarkTunnel && v.Has(MechDeathTraps):
			return fmt.Errorf("%s has no tunnels: a tunnel marker on %s (section mark)", v.Title, m.Square)
		case m.Kind == MarkQueenCapture:
			if u := p.Unit(m.Owner); u.Type != Queen || u.Loc != LocBody || u.Square != m.Square {
				return fmt.Errorf("the queen's capture square %s: unit %d is not a queen standing there", m.Square, m.Owner)
			}
		case m.Kind == MarkDeathTrap:
			if id := p.cells[m.Square].Body; id != 0 && id != p.turn.Actor {
				return fmt.Errorf("unit %d stands on the death trap %s and is not the turn's actor", id, m.Square)
			}
		}
	}
	return nil
}
