package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Retain Empowered Move (V13-ASSASSIN-RETAIN): the assassin can move, but
// not capture, like the last unit that empowered it. Ruling followed: the
// empowerer's type is stored on the assassin (Unit.Empowerer, written
// emp=<letter> in the position string), overwritten by the next
// empowerment, lost at death (cleared when it respawns) and at a Morph.
//
// Our readings: an assassin is empowered in a turn of its side when the
// protection state of that turn (V13-EMPOWER, computed at the turn's start)
// says so; at the end of each of its side's plies every assassin of that
// side that was empowered in the turn records the empowering type. While
// it is not empowered, an assassin with a recorded type gains that type's
// non-capturing moves, as empowered steps (written with ^, the same rules
// as an empowered unit's own: V13-EMPOWER); while it is empowered, its
// current empowerment gives it that type's moves and captures anyway. A
// shadow or an assassin on a wall uses neither.

// empowerNote is an assassin empowered in the turn being made, and by what.
type empowerNote struct {
	id board.UnitID
	t  board.UnitType
}

// noteEmpowered lists, as a step of the side to move begins, its
// assassins that the turn's protection state empowers by a type they have
// not recorded (the actor stood on the turn's From square). At a turn's
// start the answer is a function of the position, whose protection state
// keeps the squares found, for the other steps that begin the turn.
func (g *Game) noteEmpowered(prot *Protection) {
	g.retained = g.retained[:0]
	p := g.Pos
	side := p.SideToMove()
	if prot.empowered[side&1].Empty() {
		return
	}
	start := p.Turn().Actor == 0
	if start && prot.retainOK {
		for i, word := range prot.retainAt {
			for ; word != 0; word &= word - 1 {
				sq := board.Square(i*64 + bits.TrailingZeros64(word))
				g.retained = append(g.retained, empowerNote{p.BodyAt(sq), prot.empType[sq]})
			}
		}
		return
	}
	at := g.noteEmpoweredPlain(prot)
	if start {
		prot.retainAt, prot.retainOK = at, true
	}
}

// noteEmpoweredPlain is noteEmpowered's definition, asked afresh; it
// returns the squares of the assassins noted.
func (g *Game) noteEmpoweredPlain(prot *Protection) board.SquareSet {
	var at board.SquareSet
	p := g.Pos
	side := p.SideToMove()
	emp := prot.empowered[side&1]
	t := p.Turn()
	for i, word := range emp {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			id := p.BodyAt(sq)
			if t.Actor != 0 && sq == t.From {
				id = t.Actor
			}
			if id == 0 {
				continue
			}
			if u := p.Unit(id); u.Type == board.Assassin && u.Side == side && u.Empowerer != prot.empType[sq] {
				g.retained = append(g.retained, empowerNote{id, prot.empType[sq]})
				at.Add(sq)
			}
		}
	}
	return at
}

// recordEmpowerers stores the types noted as the turn's last step began
// (the ply-end table's empowerers row, logged for Unmake), on the assassins still alive.
func (g *Game) recordEmpowerers() {
	for _, n := range g.retained {
		if u := g.Pos.Unit(n.id); u.Loc == board.LocBody || u.Loc == board.LocShadow {
			g.setLogged(n.id, board.FEmpowerer, uint32(n.t))
		}
	}
	g.retained = g.retained[:0]
}

// retainedSteps adds the non-capturing moves the assassin u on sq keeps
// from its last empowerer, when nothing empowers it now.
func (g *gen) retainedSteps(sq board.Square, u *board.Unit) {
	if u.Type != board.Assassin || u.Empowerer == board.NoType || !g.mode.keepsMoves() {
		return
	}
	genIn[modeSteps]{g}.empoweredSteps(sq, u, u.Empowerer, false) // keepsMoves: a generation of steps
}
