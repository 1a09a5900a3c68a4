package board

import "fmt"

// validateVariantState refuses state the position's variant has no rules
// for: terrain levels without Raise and Lower (MechTerrain), floods (a
// flood marker, or a unit held by one) without floods (MechFlood), a tomb
// that holds a unit or is open where death squares replace tombs
// (MechDeathSquares).
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
	return nil
}
