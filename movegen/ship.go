package movegen

import "github.com/frozenchess/engine/board"

// The Ship (V8-SHIP, FrozenChess 8.0, seed 001:166-182). It carries up to
// 8 units (boarding: transport.go), never captures and is never captured
// (immortal, V8-CLASS-IMMORTAL: gen.capturable). By the ruling it moves
// down like a rook, straight back towards its own back rank (against its
// facing), any distance over empty, wall-free squares, and up like a
// bishop, along its two forward diagonals; no sideways moves. Our reading:
// its lines do not bounce (V8-ADVANCED lists a Diagonal Bounce for the
// Ship, which is not built for any 8.0 unit yet) and it has no range loss
// (it is no CRR unit). Its paths become its walls as any unit's. It can be
// paralyzed, blocked (a body for every line), teleswapped and shadowed as
// any unit; it is never empowered (gen.unitSteps) and guards protect it
// from nothing, since nothing captures it.
//
// Unloading is the Ship's special move `<ship>!unload:<n>-<square>`, a
// unit ability (the turn's single action): the nth unit it holds (1-based,
// by ascending id, the order the position format's gone list writes them
// in) steps out onto a square of the Ship's 3x3 that holds no body, no
// wall and no tomb (our reading of "empty", as for V8-PAWN-SPAWN: a unit
// put on an active tomb would die at once). The unit keeps its facing and
// counters; the square acts on it as a landing (a trap, landing.go); no
// wall is built (the unit is moved by its ship, Q6, and the Ship stays).

var unloadDef = SpecialDef{
	Name: "unload", Catalog: "V8-SHIP", Target: true, Arg: ArgCount,
	gen:  (*gen).unloads,
	make: unload,
	unmake: func(g *Game, u *undo, s Step) {
		p := g.Pos
		id, err := p.RemoveBody(s.To())
		must(err, "unload back", s)
		must(p.SetGone(id), "unload back", s)
		must(p.SetField(id, board.FParent, uint32(u.actor)), "unload back", s)
	},
	// A new friendly body may become a bounce for an enemy line: a trial
	// for each.
}

// shipSteps are the Ship's lines: straight back along its facing's
// opposite, and forward along its two forward diagonals; no capture, no
// bounce.
func (g *gen) shipSteps(from board.Square, u *board.Unit) {
	rng := lineRange(g.p, u, 0, false)
	l, r := forwardDiagonals(u.Facing)
	for _, d := range [3]board.Dir{u.Facing.Opposite(), l, r} {
		pat := PatDiag
		if d.Orthogonal() {
			pat = PatOrth
		}
		g.quietSlide(from, d, rng, pat)
	}
}

// unloads generates the unloading moves of the Ship u on sq: each unit it
// holds onto each free square around it.
func (g *gen) unloads(sq board.Square, u *board.Unit) {
	if g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
		return
	}
	g.unloadSquares(sq, int(u.Held), SpecUnload)
}

// unloadSquares adds the unloading sp of a ship on sq holding n units: each
// unit onto each square of its 3x3 with no body, no wall and no tomb (a
// ShadowShip's too, shadowship.go).
func (g *gen) unloadSquares(sq board.Square, n int, sp Special) {
	if n == 0 {
		return
	}
	for _, to := range leaps[leapKing][sq] {
		c := &g.cells[to]
		if c.Body != 0 || c.Wall != 0 || c.Features&board.FeatTomb != 0 {
			continue
		}
		for i := 1; i <= n; i++ {
			g.addSpecial(sq, to, sp, uint16(i))
		}
	}
}

// unload plays an unloading: the unit leaves the ship and stands on To,
// which then acts on it (a trap: the step takes its snapshot first).
func unload(g *Game, u *undo, s Step) {
	g.unloadUnit(u, s, u.actor)
}

// unloadUnit takes the unit s names out of ship onto To: a shadow (it
// boarded a ShadowShip, shadowship.go) as a shadow, from a snapshot;
// another as a body, which the square acts on.
func (g *Game) unloadUnit(u *undo, s Step, ship board.UnitID) {
	p := g.Pos
	to := s.To()
	id := p.CargoAt(ship, int(s.Arg()))
	if id == 0 {
		panic("movegen: the ship holds no such unit: " + FormatStep(p, s))
	}
	if p.Unit(id).Has(board.StatusShadow) {
		if u.snap == nil {
			g.snapshot(u)
		}
		g.landShadow(u, s, id, to)
		return
	}
	g.snapshotIfTrap(u, to, to)
	must(p.SetField(id, board.FParent, 0), "unload", s)
	must(p.Revive(id), "unload", s)
	must(p.PlaceBody(to, id), "unload", s)
	g.land(u, id, to, 0)
}
