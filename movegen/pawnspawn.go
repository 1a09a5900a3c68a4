package movegen

import "github.com/frozenchess/engine/board"

// Pawn Spawn in 8.0 (V8-PAWN-SPAWN, seed 001:118-122), switched by
// board.MechPawnSpawnV8: a pawn A creates a pawn B of its side on the
// square directly behind it (its retreat direction, against its facing),
// which must be empty; both are then paralyzed 12 of their turns. Written
// <pawn>!pspawn-<square>, a unit ability (a turn's single action). Our
// readings: "empty" is no body, no wall and no tomb (a pawn made on an
// active tomb would die at once); B faces as A does. 13.0's generic Spawn
// (any 3x3 square, V13-SPAWN) is left out by the variant layer
// (V8-MISSING). Undone from a snapshot (a new unit).

var pawnSpawnDef = SpecialDef{
	Name: "pspawn", Catalog: "V8-PAWN-SPAWN", Target: true, Snapshot: true,
	gen:  (*gen).pawnSpawns,
	make: pawnSpawn,
	// A new friendly body may block or deflect lines: a trial.
}

// PawnSpawnParalysis is what a Pawn Spawn costs both pawns.
const PawnSpawnParalysis = 12

// pawnSpawns generates the Pawn Spawn of the pawn u on sq.
func (g *gen) pawnSpawns(sq board.Square, u *board.Unit) {
	if !g.p.Variant.Has(board.MechPawnSpawnV8) || g.p.NumUnitSlots()+1 >= board.MaxUnits {
		return
	}
	nx := nbr[sq][(u.Facing+4)&7]
	if nx == offBoard {
		return
	}
	if c := &g.cells[nx]; c.Body == 0 && c.Wall == 0 && c.Features&board.FeatTomb == 0 {
		g.addSpecial(sq, board.Square(nx), SpecPawnSpawn, 0)
	}
}

// pawnSpawn plays a Pawn Spawn: the new pawn behind, both paralyzed.
func pawnSpawn(g *Game, _ *undo, s Step) {
	p := g.Pos
	parent := p.BodyAt(s.From())
	pu := p.Unit(parent)
	id, err := p.NewUnit(board.Pawn, pu.Side)
	must(err, "pawn spawn", s)
	must(p.SetField(id, board.FFacing, uint32(pu.Facing)), "pawn spawn", s)
	must(p.PlaceBody(s.To(), id), "pawn spawn", s)
	g.paralyze(parent, PawnSpawnParalysis, board.ParOriginPenalty)
	g.paralyze(id, PawnSpawnParalysis, board.ParOriginPenalty)
}
