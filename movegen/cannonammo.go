package movegen

import "github.com/frozenchess/engine/board"

// The 8.0 Cannon's ammunition (V8-CANNON, FrozenChess 8.0, seed
// 001:193-203; board.MechCannonAmmunition). By the ruling the ammunition is
// a friendly non-king unit that steps onto the cannon's square and is held
// inside it, one at most (the boarding move, transport.go); it leaves again
// only as ammunition. A cannon without ammunition cannot capture: neither
// its 3-square shot (cannon.go) nor its Cannon Blast (cannonblast.go) is
// offered, and it attacks nothing (the attack test, the protection pass).
// Every capture spends it: the ammunition appears on the captured unit's
// square, after the Blast's 3x3 explosion has resolved, so it survives the
// blast. 13.0's cannon, without the switch, is unchanged.
//
// Our readings: a cannon without ammunition still hits wall squares (it
// "can attack walls"; that is no capture of a unit); in 8.0 a Blast is
// aimed at an enemy unit the cannon could capture there (the text's
// "captured piece"), not at an empty square; a unit empowered by a cannon
// holds no ammunition and gains no shots; the ammunition lands as a unit
// moved there (a trap acts on it, landing.go), and where the square cannot
// take it (a wall or a body left there, an active tomb) it stays in the
// cannon; a loaded cannon that dies keeps its ammunition inside it, in its
// tomb and after a respawn (the held unit has no square to die on).

// cannonArmed reports whether the cannon (or a unit with a cannon's
// pattern) u may capture: always in 13.0, with ammunition held in 8.0.
func cannonArmed(p *board.Position, u *board.Unit) bool {
	return !p.Variant.Has(board.MechCannonAmmunition) || u.Held > 0
}

// shotAmmunition returns the ammunition the cannon actor spends on its
// shot (0: none, or 13.0), and takes the step's snapshot first: the shot
// is then undone from the copy.
func (g *Game) shotAmmunition(u *undo, actor board.UnitID) board.UnitID {
	p := g.Pos
	if !p.Variant.Has(board.MechCannonAmmunition) || p.Unit(actor).Held == 0 {
		return 0
	}
	if u.snap == nil {
		g.snapshot(u)
	}
	return p.CargoAt(actor, 1)
}

// landAmmunition puts the spent ammunition ammo on sq, the captured unit's
// square, once the capture (and any explosion) has resolved; the square
// then acts on it. The step has its snapshot.
func (g *Game) landAmmunition(u *undo, ammo board.UnitID, sq board.Square) {
	p := g.Pos
	c := p.Cell(sq)
	if c.Body != 0 || c.Wall != 0 {
		return // it stays in the cannon
	}
	if t, ok := p.TombAt(sq); ok && t.State == board.TombActive {
		return
	}
	must(p.SetField(ammo, board.FParent, 0), "ammunition", u.step)
	must(p.Revive(ammo), "ammunition", u.step)
	must(p.PlaceBody(sq, ammo), "ammunition", u.step)
	g.land(u, ammo, sq, 0)
}
