package movegen

import "github.com/frozenchess/engine/board"

// The Onager (V8-ONAGER, FrozenChess 8.0, seed 001:184-190). It moves
// sideways only: along the line across its facing (its rank, for the
// default facing), any distance over empty, wall-free squares, without
// bounces (8.0 has no Orthogonal Bounce, V8-ADVANCED) and without captures.
// Its special move `throw` (the ruling) throws the unit on the square
// directly in front of it (its facing, towards the enemy side), friend or
// enemy, straight ahead from there: the thrown unit flies over empty,
// wall-free squares and the first wall square or unit it meets is
// destroyed (a wall square cleared, a unit buried in a tomb, as a blast's
// victim is).
//
// Our readings (the text says no more; docs/rules.md V8-ONAGER): the
// thrown unit survives and lands on the last free square before what it
// destroyed, or on the board's last square if it met nothing; kings cannot
// be thrown or destroyed (V8-KING), nor can immortal units (Frog, Ship:
// V8-CLASS-IMMORTAL), boxes, bound units, or Onagers (kind immunity,
// V8-KIND); a throw against such an obstacle stops the unit before it and
// destroys nothing. A throw that neither moves the unit nor destroys
// anything is not offered (it would be a pass). The landing square acts on
// the thrown unit (landing.go). No wall is built: the thrown unit is moved
// by another (Q6) and the Onager stays. Undone from a snapshot.

var throwDef = SpecialDef{
	Name: "throw", Catalog: "V8-ONAGER", Target: true, Snapshot: true,
	gen:  (*gen).throws,
	make: throw,
	// A unit moves and a unit or wall square may go: a trial for each.
}

// onagerSteps are the Onager's sideways lines: no capture, no bounce.
func (g *gen) onagerSteps(from board.Square, u *board.Unit) {
	rng := lineRange(g.p, u, 0, false)
	for _, d := range [2]board.Dir{(u.Facing + 2) & 7, (u.Facing + 6) & 7} {
		g.quietSlide(from, d, rng, PatOrth)
	}
}

// throwFlight returns, for the Onager on from facing f, the square of the
// unit it throws, where that unit lands, and the square it destroys (hit
// false: nothing destroyed). ok is false when there is no throw.
func throwFlight(p *board.Position, from board.Square, f board.Dir) (ammo, land, target board.Square, hit, ok bool) {
	nx := nbr[from][f]
	if nx == offBoard {
		return 0, 0, 0, false, false
	}
	ammo = board.Square(nx)
	if pc := p.PieceAt(ammo); pc == board.NoPiece || throwImmune(p, ammo) || p.WallOwner(ammo) != 0 {
		return 0, 0, 0, false, false
	}
	land = ammo
	for {
		nx := nbr[land][f]
		if nx == offBoard {
			break
		}
		sq := board.Square(nx)
		if p.WallOwner(sq) != 0 {
			return ammo, land, sq, p.BodyAt(sq) == 0 || !throwImmune(p, sq), true
		}
		if p.BodyAt(sq) != 0 {
			return ammo, land, sq, !throwImmune(p, sq), true
		}
		land = sq
	}
	return ammo, land, land, false, land != ammo
}

// throwImmune reports a body on sq that a throw may neither throw nor
// destroy.
func throwImmune(p *board.Position, sq board.Square) bool {
	pc := p.PieceAt(sq)
	t := pc.Type()
	return pc&(board.PieceBox|board.PieceStack) != 0 || t == board.King || t == board.Onager ||
		immortalTypes.Has(t) || boundAt(p, sq)
}

// throws generates the throw of the Onager u on sq, written with the square
// it destroys (or where the thrown unit lands) as its target.
func (g *gen) throws(sq board.Square, u *board.Unit) {
	if _, land, target, hit, ok := throwFlight(g.p, sq, u.Facing); ok {
		if hit {
			g.addSpecial(sq, target, SpecThrow, 0)
		} else if land != nbr1(sq, u.Facing) {
			g.addSpecial(sq, land, SpecThrow, 0)
		}
	}
}

// nbr1 is the neighbour of sq in direction d (sq itself off the board).
func nbr1(sq board.Square, d board.Dir) board.Square {
	if nx := nbr[sq][d]; nx != offBoard {
		return board.Square(nx)
	}
	return sq
}

// throw plays a throw: the thrown unit flies to its landing square, the
// square it hit loses its wall or its unit, then the landing square acts
// on the thrown unit.
func throw(g *Game, u *undo, s Step) {
	p := g.Pos
	ammo, land, target, hit, ok := throwFlight(p, s.From(), p.Unit(p.BodyAt(s.From())).Facing)
	if !ok || (hit && target != s.To()) || (!hit && land != s.To()) {
		panic("movegen: throw without its flight")
	}
	id := p.BodyAt(ammo)
	if land != ammo {
		must(p.MoveBody(ammo, land), "throw", s)
	}
	u.hit.Add(ammo)
	u.nonLocal = true
	if hit {
		if p.BodyAt(target) != 0 {
			g.buryAway(u, target)
		}
		if p.WallOwner(target) != 0 {
			p.ClearWall(target)
			u.hit.Add(target)
		}
	}
	g.land(u, id, land, 0)
}

// quietSlide adds the quiet steps of a line from from in direction d, up to
// rng squares, ending before a body, a wall or a climb, with no bounce (the
// Onager's sideways moves, the Ship's lines).
func (g *gen) quietSlide(from board.Square, d board.Dir, rng int, pat Pattern) {
	sq := from
	for n := 1; n <= rng; n++ {
		nx := nbr[sq][d]
		if nx == offBoard {
			return
		}
		sq = board.Square(nx)
		if g.dep != nil {
			g.dep.Add(sq)
		}
		if c := &g.cells[sq]; c.Body != 0 || c.Wall != 0 || c.Level > g.level {
			return
		}
		if g.canLand(sq) {
			g.add(makeStep(from, sq, KindMove, pat).withLine(d, n, 0))
		}
	}
}
