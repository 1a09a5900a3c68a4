package movegen

import "github.com/frozenchess/engine/board"

// Dragon's eggs (catalog V13-EGG-*). An egg is a unit of type Egg bound to a
// dragon by Unit.Parent.
//
//   - Lay (V13-EGG-LAY, a unit ability, written d4!lay-e5): a dragon lays
//     an egg on an empty square of its 3x3 (no body, wall or tomb) that the
//     enemy does not attack, if no egg bound to it stands on the board and
//     it has laid fewer than 7 in its life (V13-EGG-LIMIT: Unit.EggsLaid,
//     kept through death; a captured and re-bound egg does not count).
//   - Growth (V13-EGG-GROW, growEggs): at the end of each of its owner's
//     plies, after the clocks (Q3 step 5), an egg grows by its rate, unless
//     it is unbound, its dragon is not on the board (V13-EGG-PARENT), it is
//     paralyzed, or the enemy attacked its square as the ply began (Q7;
//     V13-EGG-STALL). The rate is the number of eggs in it (a fused egg,
//     V13-EGG-FUSION: 3 eggs hatch in 20 turns, 4 in 15), doubled on a
//     quickened square (V13-EGG-QUICKEN). At 60 it hatches in place into a
//     dragon with the egg's identity (a fused egg into one dragon; the
//     other eggs leave the game). An egg laid this ply grows from this
//     ply's end on.
//   - Paralysis resets its growth to 0 (V13-EGG-RESET, in paralyze).
//   - Capture (V13-EGG-CAPTURE, captureEggs): the egg changes side in its
//     tomb, unbound, its growth 0; when its new side respawns it, it is
//     bound to that side's free dragon (one with no egg on the board) of the
//     lowest id, or stays unbound and does not grow (bindRespawnedEgg).
//   - Eggs never move or act (V13-EGG-INERT, gen.canAct) and count as
//     pawns for awards and range loss (V13-EGG-VALUE, creditCapture).

// EggHatch is the growth at which an egg hatches (V13-EGG-GROW: 60 turns).
const EggHatch = 60

// EggLimit is how many eggs a dragon may lay in its life (V13-EGG-LIMIT).
const EggLimit = 7

var layEggDef = SpecialDef{
	Name: "lay", Catalog: "V13-EGG-LAY", Target: true, Snapshot: true,
	gen:  (*gen).eggLays,
	make: layEgg, // undone from its snapshot (the egg is a new unit)
	refused: func(p *board.Position, s Step) bool {
		d := p.BodyAt(s.From())
		return d == 0 || !mayLay(p, d) || !layable(p, s.To()) || Attacked(p, p.SideToMove().Other(), s.To())
	},
	refusal: "a dragon lays on an empty unattacked square of its 3x3, one egg on the board at a time, 7 in its life",
}

// mayLay reports whether dragon d may lay: fewer than 7 laid, and no egg
// bound to it on the board.
func mayLay(p *board.Position, d board.UnitID) bool {
	return p.Unit(d).EggsLaid < EggLimit && !hasEgg(p, d)
}

// hasEgg reports whether an egg bound to dragon d stands on the board (the
// binding of a fused egg is its base's, V13-EGG-FUSION).
func hasEgg(p *board.Position, d board.UnitID) bool {
	eggs := p.BodySquares(p.Unit(d).Side, board.Egg)
	for !eggs.Empty() {
		if p.Unit(p.BodyAt(eggs.Pop())).Parent == d {
			return true
		}
	}
	return false
}

// layable reports an empty square: no body, no wall, no tomb.
func layable(p *board.Position, sq board.Square) bool {
	c := p.Cell(sq)
	return c.Body == 0 && c.Wall == 0 && c.Features&board.FeatTomb == 0
}

// eggLays generates the dragon on sq's Lay moves.
func (g *gen) eggLays(sq board.Square, u *board.Unit) {
	if u.EggsLaid >= EggLimit || hasEgg(g.p, g.p.BodyAt(sq)) {
		return
	}
	for _, to := range leaps[leapKing][sq] {
		if layable(g.p, to) && !g.enemyAttacks(to) {
			g.addSpecial(sq, to, SpecLayEgg, 0)
		}
	}
}

// layEgg plays a Lay: a new egg of the dragon's side, bound to it, on the
// target; the dragon counts one more egg laid.
func layEgg(g *Game, u *undo, s Step) {
	p := g.Pos
	d := p.BodyAt(s.From())
	dragon := p.Unit(d)
	id, err := p.NewUnit(board.Egg, dragon.Side)
	must(err, "egg", s)
	must(p.PlaceBody(s.To(), id), "egg", s)
	must(p.SetField(id, board.FParent, uint32(d)), "egg", s)
	must(p.SetField(d, board.FEggsLaid, uint32(dragon.EggsLaid)+1), "egg", s)
	u.nonLocal = true
	u.hit.Add(s.To())
}

// eggRate is the growth the egg (or fused egg) id on sq gains this ply, 0
// if it does not grow.
func (g *Game) eggRate(u *undo, sq board.Square, id board.UnitID, side board.Side) int {
	p := g.Pos
	e := p.Unit(id)
	if e.Paralyzed() || e.Parent == 0 || u.prot.Reaches(side.Other(), sq) {
		return 0
	}
	switch parent := p.Unit(e.Parent); parent.Loc {
	case board.LocBody, board.LocMember, board.LocShadow:
	default:
		return 0 // its dragon is dead (V13-EGG-PARENT)
	}
	rate := 0
	for m := id; m != 0; m = p.Unit(m).Member {
		rate++
	}
	if p.Cell(sq).Features&board.FeatQuicken != 0 {
		rate *= 2
	}
	return rate
}

// growEggs grows and hatches the eggs of side at the end of its ply (Q3
// step 5, after the clocks). It allocates nothing and costs one set test
// while side has no egg.
func (g *Game) growEggs(u *undo, side board.Side) {
	p := g.Pos
	eggs := p.BodySquares(side, board.Egg)
	for !eggs.Empty() {
		sq := eggs.Pop()
		id := p.BodyAt(sq)
		rate := g.eggRate(u, sq, id, side)
		if rate == 0 {
			continue
		}
		growth := min(int(p.Unit(id).Growth)+rate, EggHatch)
		if growth < EggHatch {
			g.setLogged(id, board.FGrowth, uint32(growth))
			continue
		}
		g.hatch(u, sq, id)
	}
}

// hatch turns the egg id on sq into a dragon in place. A fused egg's other
// eggs leave the game; that change of structure is undone from a copy of
// the position taken here (lateSnapshot), a single egg's from the field log.
func (g *Game) hatch(u *undo, sq board.Square, id board.UnitID) {
	p := g.Pos
	if p.Unit(id).Member != 0 {
		if u.snap == nil {
			g.lateSnapshot(u)
		}
		members := p.Members(id, g.ids[:0])
		g.ids = members
		for i := len(members) - 1; i >= 1; i-- {
			must(p.Unfuse(sq, members[i]), "hatch", u.step)
			must(p.SetGone(members[i]), "hatch", u.step)
		}
	}
	g.setLogged(id, board.FGrowth, 0)
	g.setLogged(id, board.FParent, 0)
	g.setLogged(id, board.FType, uint32(board.Dragon))
	u.nonLocal = true
	u.hit.Add(sq)
}

// resetEgg sets a paralyzed egg's growth back to 0 (V13-EGG-RESET).
func (g *Game) resetEgg(id board.UnitID) {
	if u := g.Pos.Unit(id); u.Type == board.Egg && u.Growth != 0 {
		g.setLogged(id, board.FGrowth, 0)
	}
}

// captureEggs turns the eggs among the units a capture just buried (u's
// saved range) to the capturer's side, unbound and with no growth
// (V13-EGG-CAPTURE); unbury restores them.
func (g *Game) captureEggs(u *undo, side board.Side) {
	p := g.Pos
	for _, s := range g.saved[u.savedAt : u.savedAt+u.nSaved] {
		if e := p.Unit(s.id); e.Type == board.Egg && e.Side != side {
			must(p.SetField(s.id, board.FSide, uint32(side)), "egg capture", u.step)
			must(p.SetField(s.id, board.FParent, 0), "egg capture", u.step)
			must(p.SetField(s.id, board.FGrowth, 0), "egg capture", u.step)
		}
	}
}

// bindRespawnedEgg binds an unbound egg that respawned to its side's free
// dragon of the lowest id, if there is one (V13-EGG-CAPTURE ruling: the
// binding is chosen when the egg respawns).
func (g *Game) bindRespawnedEgg(id board.UnitID) {
	p := g.Pos
	e := p.Unit(id)
	if e.Type != board.Egg || e.Parent != 0 {
		return
	}
	for d := board.UnitID(1); int(d) < p.NumUnitSlots(); d++ {
		if du := p.Unit(d); du.Type == board.Dragon && du.Side == e.Side && du.Loc == board.LocBody && !hasEgg(p, d) {
			must(p.SetField(id, board.FParent, uint32(d)), "egg binding", 0)
			return
		}
	}
}
