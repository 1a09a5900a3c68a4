package movegen

import "github.com/frozenchess/engine/board"

// Launch (V13-ROOK-LAUNCH): a rook throws the unit on the square directly
// in front of it (its facing, V13-FACING), friendly or enemy, straight
// ahead. The thrown unit flies until the first unit or wall, or the board's
// edge: the 3x3 around that obstacle explodes (the generic explosion,
// V13-EXPLOSION), or, at the edge, the 3x3 around the last square. The
// thrown unit lands on the square before the obstacle (or that last
// square), inside the blast, and dies in it too. Our reading: the landing
// square acts on it first (Q15, the landing rule of landing.go: an enemy
// trap springs and dissolves, an active tomb explodes it before the blast).
// Kings, rooks (kind immunity) and boxes cannot be thrown. No wall is
// built; the rook stays. Undone from the logs (unlaunch): the blast from
// the unit log, the landing from the field log, then the flight back; a
// landing on an active tomb or a trap, or a position where blastNeedsCopy
// says so, keeps a copy.

var launchDef = SpecialDef{
	Name: "launch", Catalog: "V13-ROOK-LAUNCH", Target: true,
	gen:    (*gen).launches,
	make:   launch,
	unmake: unlaunch,
	region: launchRegion,
	// Units die and a unit moves: a trial for each.
}

// launchFlight returns, for the rook on from facing f, the square of the
// unit it throws, where that unit lands and the blast's centre (ok false:
// nothing it may throw).
func launchFlight(p *board.Position, from board.Square, f board.Dir) (ammo, land, center board.Square, ok bool) {
	nx := nbr[from][f]
	if nx == offBoard {
		return 0, 0, 0, false
	}
	ammo = board.Square(nx)
	pc := p.PieceAt(ammo)
	if pc == board.NoPiece || pc&board.PieceBox != 0 || pc.Type() == board.King || pc.Type() == board.Rook || boundAt(p, ammo) {
		return 0, 0, 0, false
	}
	land = ammo
	for {
		nx := nbr[land][f]
		if nx == offBoard {
			return ammo, land, land, true
		}
		sq := board.Square(nx)
		if p.PieceAt(sq) != board.NoPiece || p.WallOwner(sq) != 0 {
			return ammo, land, sq, true
		}
		land = sq
	}
}

// launches generates the Launch of the rook on sq, written with the blast's
// centre as its target.
func (g *gen) launches(sq board.Square, u *board.Unit) {
	if _, _, center, ok := launchFlight(g.p, sq, u.Facing); ok {
		g.addSpecial(sq, center, SpecLaunch, 0)
	}
}

// launch plays a Launch: the thrown unit flies to its landing square, then
// the blast's centre explodes.
func launch(g *Game, u *undo, s Step) {
	p := g.Pos
	ammo, land, center, ok := launchFlight(p, s.From(), p.Unit(p.BodyAt(s.From())).Facing)
	if !ok || center != s.To() {
		panic("movegen: launch without its flight")
	}
	if u.snap == nil && (landsHard(p, land) || blastNeedsCopy(p)) {
		g.snapshot(u)
	}
	id := p.BodyAt(ammo)
	if land != ammo {
		g.moveLogged(ammo, land, s)
	}
	u.hit.Add(ammo)
	// It lands before the blast (landing.go): an enemy trap there springs,
	// an active tomb kills it and explodes first.
	g.land(u, id, land, 0)
	g.explode(u, center)
}

// unlaunch takes back a Launch made without a copy, after Unmake has
// undone the turn's end: the blast (the unit log after the flight's
// entry), what the landing did (the field log), then the flight.
func unlaunch(g *Game, u *undo, s Step) {
	n := u.lens[4]
	flew := n < len(g.unitLog) && g.unitLog[n].kind == unitMoved
	if flew {
		n++
	}
	g.revertUnits(n, s)
	g.revertFields(u.lens[2])
	if flew {
		g.revertUnits(u.lens[4], s)
	}
}

// launchDir is the direction of a Launch's flight: from the rook towards
// the blast's centre, straight along the rook's facing.
func launchDir(s Step) board.Dir {
	dx, dy := s.To().File()-s.From().File(), s.To().Rank()-s.From().Rank()
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if ex, ey := d.Delta(); ex == sign(dx) && ey == sign(dy) {
			return d
		}
	}
	panic("movegen: a launch with no direction")
}

// launchRegion is SpecialDef.region for a Launch: the thrown unit's square
// and the blast's 3x3 (its landing square lies in it).
func launchRegion(s Step) (area board.SquareSet, ok bool) {
	area.Add(s.To())
	area = area.Around()
	area.Add(board.Square(nbr[s.From()][launchDir(s)]))
	return area, true
}
