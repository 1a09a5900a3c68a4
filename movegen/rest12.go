package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// V12A-DOUBLEMOVE-REST (002:22): a unit that made a double move rests on
// its side's next turn, unless moving it is the only move the side has;
// then it makes a single step (no two double moves in a row). The unit
// carries board.StatusRest from the end of its double move to the end of
// its side's next turn (the "double move rest" ply-end stage), so the flag
// is in the hash and the position string (`rest`) like every status bit.
//
// "The only legal move" is read on the pseudo-legal steps: the resting
// unit's steps are offered when no other unit of its side has a step
// (restingSquare, dropResting); a side whose other steps all leave its
// king in check is not given the resting unit's steps.

// restingSquare is the square of side's resting unit; ok is false when it
// has none.
func restingSquare(p *board.Position, side board.Side) (sq board.Square, ok bool) {
	for i, word := range p.SideBodies(side) {
		for word != 0 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			word &= word - 1
			if p.Unit(p.BodyAt(sq)).Status&board.StatusRest != 0 {
				return sq, true
			}
		}
	}
	return 0, false
}

// actsFrom reports whether step s is an action of the unit on sq: a step,
// capture, shot or special move that starts from it.
func actsFrom(s Step, sq board.Square) bool {
	switch s.Kind() {
	case KindNull, KindEnd, KindRespawn:
		return false
	}
	return s.From() == sq
}

// A resting unit's steps are offered only when its side has no other
// (turnend.go asks dropResting).
func init() { registerTurnFilter(turnFilter{mech: board.MechDoubleMoveRest, firstSteps: dropResting}) }

// dropResting removes from list[start:] the steps of side's resting unit,
// unless they are all the side has there (then they stay, and stepBudget
// holds the unit to one step). all says list[start:] holds every first
// step of the side; a partial list (captures only) loses them always.
func dropResting(p *board.Position, side board.Side, list []Step, start int, all bool) []Step {
	rest, ok := restingSquare(p, side)
	if !ok {
		return list
	}
	if all {
		others := false
		for _, s := range list[start:] {
			if s.Kind() != KindNull && !actsFrom(s, rest) {
				others = true
				break
			}
		}
		if !others {
			return list
		}
	}
	kept := list[:start]
	for _, s := range list[start:] {
		if !actsFrom(s, rest) {
			kept = append(kept, s)
		}
	}
	return kept
}

// restAfterTurn is the "double move rest" ply-end stage: the side's
// resting unit has had its rest, and an actor whose turn held two steps
// rests on its side's next turn. Both changes go through the field log.
func (g *Game) restAfterTurn(u *undo, side board.Side, actor board.UnitID) {
	p := g.Pos
	if sq, ok := restingSquare(p, side); ok {
		id := p.BodyAt(sq)
		g.setLogged(id, board.FStatus, uint32(p.Unit(id).Status&^board.StatusRest))
	}
	if actor == 0 || u.turn.Actor != actor || u.step.Kind() == KindEnd {
		return // not the second step of a turn
	}
	if a := p.Unit(actor); a.Loc == board.LocBody && a.Side == side {
		g.setLogged(actor, board.FStatus, uint32(a.Status|board.StatusRest))
	}
}

// A resting unit's first step ends its turn (turnend.go): Make knows it
// from stepBudget, Legal from restEndsTurn.
func init() {
	registerTurnEnder(turnEnder{mech: board.MechDoubleMoveRest, before: (*Game).restEndsTurn})
}

// restEndsTurn reports a first step of a resting unit (offered because its
// side has no other): Make ends the turn after it (stepBudget 1), so Legal
// tries it whole (endingStepSafe).
func (g *Game) restEndsTurn(s Step) bool {
	p := g.Pos
	return s.Kind() == KindMove && p.Turn().Actor == 0 && p.Unit(p.BodyAt(s.From())).Status&board.StatusRest != 0
}
