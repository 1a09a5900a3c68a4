package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Shadow capture (V13-SHADOW-TARGETS): a shadow captures only shadows. It
// moves as in a shadow move (shadowReach, the travel counts) onto a square
// holding an enemy shadow it may take, and takes it: the victim goes into
// a normal tomb on that square (line 868), as a normal unit, out of shadow
// form. Taking is a choice apart from sharing the square (smove). Kind
// Immunity holds between shadows as between bodies, frogs are immortal
// (and 8.0's ShadowShip, V8-SHIP: "cannot be captured"),
// and an inactive monad cannot be captured (V13-MONAD-INACTIVE). Of
// several enemy shadows there, the capturer takes the first it may (by
// id). The capturer then stands on the new tomb, which it may leave.
// Notation: <from>!scapture-<to>:<letter>.

var shadowCaptureDef = SpecialDef{
	Name: "scapture", Catalog: "V13-SHADOW-TARGETS", Target: true, Arg: ArgType, Snapshot: true,
	genSide: (*gen).shadowCaptures,
	make:    shadowCapture,
	// A tomb appears (pending, under no body): it turns active at the
	// turn's end, which a king's attackers may not cross. Tried.
}

// shadowVictim is the first enemy shadow on sq that a shadow of type att
// and side side may capture; 0 if none.
func shadowVictim(p *board.Position, sq board.Square, side board.Side, att board.UnitType) board.UnitID {
	for id := p.Cell(sq).Shadows; id != 0; id = p.Unit(id).Next {
		v := p.Unit(id)
		switch {
		case v.Side == side, v.Member != 0, p.Variant.Classes.Immortal.Has(v.Type), kindOf(v.Type) == kindOf(att),
			v.Has(board.StatusMonad) && !v.Has(board.StatusMonadActive):
			continue
		}
		return id
	}
	return 0
}

// shadowCaptures generates the shadow captures of the side to move (a
// turn's single action).
func (g *gen) shadowCaptures(_ board.Square, mid bool) {
	if mid {
		return
	}
	g.eachActingShadow(func(g *gen, sq board.Square, _ board.UnitID, u *board.Unit) {
		if neverCaptures.Has(u.Type) {
			return // V13-CLASS-NOCAPTURE holds in shadow form too
		}
		var d shadowDests
		g.shadowReach(sq, u, &d)
		for i, word := range d.set {
			for ; word != 0; word &= word - 1 {
				to := board.Square(i*64 + bits.TrailingZeros64(word))
				if g.cells[to].Shadows != 0 && shadowVictim(g.p, to, g.side, u.Type) != 0 {
					g.addSpecial(sq, to, SpecShadowCapture, uint16(u.Type))
				}
			}
		}
	})
}

// shadowCapture plays a shadow capture.
func shadowCapture(g *Game, u *undo, s Step) {
	p := g.Pos
	to := s.To()
	victim := shadowVictim(p, to, p.SideToMove(), board.UnitType(s.Arg()))
	actor := g.relocateShadow(u, s)
	u.actor = actor
	g.takeShadow(u, actor, victim, to)
}

// takeShadow ends a shadow capture by actor, which stands on to: the
// victim goes into the tomb there and the capture counts for actor. The
// side to move plays it, or a monad in its run (V13-MONAD-SEQUENCE).
func (g *Game) takeShadow(u *undo, actor, victim board.UnitID, to board.Square) {
	g.buryShadow(u, victim, to)
	g.countCapture(actor, g.Pos.Unit(victim).Type, u.step)
}

// buryShadow takes the shadow id on sq out of shadow form into the tomb
// on sq (made pending if there is none), losing what a death loses
// (awards and capture counters, Q5) and its shadow state.
func (g *Game) buryShadow(u *undo, id board.UnitID, sq board.Square) {
	p := g.Pos
	s := u.step
	must(p.RemoveShadow(sq, id), "bury shadow", s)
	v := p.Unit(id)
	must(p.SetField(id, board.FStatus, uint32(v.Status&^(board.StatusShadow|board.StatusMonad|board.StatusMonadActive))), "bury shadow", s)
	for _, f := range [...]board.Field{board.FShadowAge, board.FShadowTrail, board.FAwards, board.FCapNonPawn, board.FCapPawn} {
		if f == board.FAwards && p.Variant.Has(board.MechMultimoveInTomb) {
			continue // 8.0 keeps them in the tomb (V8-MM-TOMB, V8-SHADOW), as bury does
		}
		must(p.SetField(id, f, 0), "bury shadow", s)
	}
	if v.ProgLen > 0 {
		must(p.SetProgram(id, nil), "bury shadow", s)
	}
	if _, ok := p.TombAt(sq); !ok {
		must(p.AddTomb(sq, board.TombPending), "bury shadow", s)
	}
	must(p.TombPush(sq, id), "bury shadow", s)
}
