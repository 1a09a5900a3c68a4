package movegen

import "github.com/frozenchess/engine/board"

// Morph (V13-MORPH, V13-MORPH-CAP, V13-MORPH-RANGE): a unit in normal state
// that the enemy does not threaten turns into another unit type, written
// <from>!morph:<type letter>. Kings and pawns neither morph nor are morphed
// into. Rulings: eggs, the Queen's Shadow token and the Illusion neither
// morph nor are morph targets; "normal state" is a unit that can act (not
// paralyzed, held by a flood, fused, boxed, in syzygy, in shadow form, a
// monad or a loop; a jester trap paralyzes). The new unit is paralyzed 18
// of its turns, ignoring immunity, and every stat resets as if a new unit
// were created in its place (facing, counters, capture reductions, awards,
// eggs laid ...), except the Range Extension base (its idle count), kept
// only when the new type is a CRR unit (board.IdleTypes; our reading: and
// the old one was, since only a CRR unit has a base to keep). It keeps its
// identity (catalog Q5), its wall and its bind links. Cap: a side may not
// morph into an immortal type (the frog) while it has 8 or more on the
// board (ruling: 8 per side, as for Spawn). Our readings: a unit standing
// on a wall (an assassin) does not morph, since no other type may stand
// there; being walled in by a Walltrap is not played yet. A generic special
// move: also a multimove's last step. Undone from the field log (unmorph).

var morphDef = SpecialDef{
	Name: "morph", Catalog: "V13-MORPH", Arg: ArgType, Generic: true,
	gen:    (*gen).morphs,
	make:   morph,
	unmake: unmorph,
	// A friendly body stays a friendly body on its square: only its own
	// type and counters change, which cannot expose the king unless the
	// old type held an attacker (Game.retypeVerdict).
	Hint: HintRetype,
}

// morphUsers are the types that may morph.
var morphUsers = board.AllTypes.Without(board.King, board.Pawn, board.Egg, board.QueenShadow, board.Illusion)

// morphInto are the types a unit may morph into (its own left out).
var morphInto = board.AllTypes.Without(board.King, board.Pawn, board.Egg, board.QueenShadow, board.Illusion)

// MorphParalysis is the paralysis a morphed unit starts with, in its own
// turns (V13-MORPH).
const MorphParalysis = 18

// morphs generates the Morphs of the unit u on sq, one per type.
func (g *gen) morphs(sq board.Square, u *board.Unit) {
	if g.cells[sq].Wall != 0 || g.threatenedHere(sq) {
		return
	}
	immortalOK := immortalCount(g.p, g.side) < MaxImmortalsPerSide
	into := morphInto & g.p.Variant.Roster // only the variant's own types
	for t := board.Pawn; t < board.NumTypes; t++ {
		if !into.Has(t) || t == u.Type || (immortalTypes.Has(t) && !immortalOK) {
			continue
		}
		g.addSpecial(sq, sq, SpecMorph, uint16(t))
	}
}

// morphReset are the fields a Morph sets back to a new unit's defaults
// (facing and the idle count aside).
var morphReset = [...]board.Field{
	board.FParalysis, board.FCRRDiag, board.FCRROrth, board.FShellshock,
	board.FCapNonPawn, board.FCapPawn, board.FCapLifetime, board.FAwards, board.FStay,
	board.FEmpowerer, board.FEggsLaid, board.FParent, board.FGrowth, board.FShadowAge,
	board.FShadowTrail, board.FBoxTrail, board.FProgPos,
}

// morph plays a Morph: the new type, the stats reset, the paralysis. It
// changes one unit's fields only, all through the field log (setLogged),
// which unmorph replays backwards: no copy of the position.
func morph(g *Game, _ *undo, s Step) {
	p := g.Pos
	id := p.BodyAt(s.From())
	nt := board.UnitType(s.Arg())
	// The Range Extension base: a CRR unit's idle count (others have none).
	idle, crr := p.Idle(id), board.IdleTypes.Has(p.Unit(id).Type)
	g.setLogged(id, board.FType, uint32(nt))
	for _, f := range morphReset {
		g.setLogged(id, f, 0)
	}
	g.setLogged(id, board.FFacing, uint32(board.DefaultFacing(p.Unit(id).Side)))
	if !crr || !board.IdleTypes.Has(nt) {
		idle = 0
	}
	g.setLogged(id, board.FIdle, uint32(idle))
	g.paralyze(id, MorphParalysis, board.ParOriginPenalty)
}

// unmorph takes a Morph back from the field log: its entries lie between
// the step's start and the turn's end, whose own entries Unmake has
// reverted already.
func unmorph(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) }
