package movegen

import "github.com/frozenchess/engine/board"

// Spawn (V13-SPAWN, V13-SPAWN-COST, V13-SPAWN-CAP): a non-king unit creates a
// new unit of its own type on an empty square of its 3x3, written
// <from>!spawn-<target>. Neither the unit nor the target square may be
// threatened by the enemy (a capture of the enemy could land there; even
// for immortal units). Rulings: eggs (and the queen's tokens) cannot spawn;
// the new unit has a fresh identity (the next unit id) and default stats,
// facing its side's default. Cost: both units are paralyzed 40 of their
// turns (15 for pawns), ignoring paralysis immunity. Cap: a side may not
// spawn an immortal unit (a frog) while it has 8 or more on the board
// (ruling: 8 per side, for Spawn and Morph). Our readings: "empty" is no
// body, no wall, no tomb and no square feature (a flood, a trap ...); the
// target may be on any level (nothing is relocated); a fused stack or a
// boxed unit does not spawn (canAct). The spawn ends the turn (a generic
// special move: also a multimove's last step). Undone from the field log
// (the two paralyses) and by taking the new unit off the board and out of
// the unit table (unspawn).

var spawnDef = SpecialDef{
	Name: "spawn", Catalog: "V13-SPAWN", Target: true, Generic: true,
	gen:    (*gen).spawns,
	make:   spawn,
	unmake: unspawn,
	// A new friendly body may deflect an enemy line onto the king: a trial,
	// partial on the two squares (the parent's only change is its clock).
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.touched, false, u.touchedOK
	},
}

// spawnUsers are the types that may spawn: all but kings, eggs and the
// queen's tokens; a frog's spawn makes two (V13-FROG-DOUBLESPAWN,
// frogspawn.go).
var spawnUsers = board.AllTypes.Without(board.King, board.Egg, board.QueenShadow, board.Illusion, board.Frog)

// SpawnParalysis is what a Spawn costs each of the two units of type t, in
// their own turns (V13-SPAWN-COST).
func SpawnParalysis(t board.UnitType) int {
	if t == board.Pawn {
		return 15
	}
	return 40
}

// MaxImmortalsPerSide caps the immortal units (frogs) a side may have on the
// board for a Spawn or a Morph to make one (V13-SPAWN-CAP, V13-MORPH-CAP
// ruling: 8 per side).
const MaxImmortalsPerSide = 8

// immortalTypes are the types no capture takes (board.TypeInfo.Immortal).
var immortalTypes = typesAnywhere(func(t *board.TypeInfo) bool { return t.Immortal })

// immortalCount counts side's bodies of an immortal type on the board.
func immortalCount(p *board.Position, side board.Side) int {
	n := 0
	for t := board.Pawn; t < board.NumTypes; t++ {
		if immortalTypes.Has(t) {
			set := p.BodySquares(side, t)
			n += set.Count()
		}
	}
	return n
}

// mayCreate reports whether side may make one more unit of type t by Spawn
// or Morph: below the immortal cap for an immortal type.
func mayCreate(p *board.Position, side board.Side, t board.UnitType) bool {
	return !immortalTypes.Has(t) || immortalCount(p, side) < MaxImmortalsPerSide
}

// threatenedHere reports whether the enemy of the side generating threatens
// the square sq of one of its units: at a turn's start the enemy's reach
// map says it (exact on occupied squares), inside a turn the attack test.
func (g *gen) threatenedHere(sq board.Square) bool {
	if g.prot != nil && g.p.Turn().Actor == 0 {
		return g.prot.Reaches(g.side.Other(), sq)
	}
	return g.enemyAttacks(sq)
}

// spawns generates the Spawns of the unit u on sq.
func (g *gen) spawns(sq board.Square, u *board.Unit) {
	if g.p.NumUnitSlots() >= board.MaxUnits || !mayCreate(g.p, g.side, u.Type) || g.threatenedHere(sq) {
		return
	}
	for _, n := range leaps[leapKing][sq] {
		if c := &g.cells[n]; c.Body == 0 && c.Wall == 0 && c.Features == 0 && !g.enemyAttacks(n) {
			g.addSpecial(sq, n, SpecSpawn, 0)
		}
	}
}

// spawn plays a Spawn: the new unit on the target, both paralyzed.
func spawn(g *Game, u *undo, s Step) {
	p := g.Pos
	parent := p.BodyAt(s.From())
	pu := p.Unit(parent)
	t, side := pu.Type, pu.Side
	id, err := p.NewUnit(t, side)
	must(err, "spawn", s)
	must(p.PlaceBody(s.To(), id), "spawn", s)
	g.paralyze(parent, SpawnParalysis(t), board.ParOriginPenalty)
	g.paralyze(id, SpawnParalysis(t), board.ParOriginPenalty)
	u.touched.Add(s.From())
	u.touched.Add(s.To())
	u.touchedOK = true
}

// unspawn takes back a Spawn after Unmake has undone the turn's end: the
// paralyses from the field log, then the new unit, the last of the unit
// table, off its square and out of the table.
func unspawn(g *Game, u *undo, s Step) {
	g.revertFields(u.lens[2])
	unmakeNewUnit(g.Pos, s.To(), s)
}

// unmakeNewUnit removes the body on sq, a unit the step s made with
// NewUnit, from the board and from the unit table.
func unmakeNewUnit(p *board.Position, sq board.Square, s Step) {
	id, err := p.RemoveBody(sq)
	must(err, "unspawn", s)
	must(p.DropUnit(id), "unspawn", s)
}
