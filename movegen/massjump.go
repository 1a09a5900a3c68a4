package movegen

import "github.com/frozenchess/engine/board"

// Mass Jump (V13-FROG-MASSJUMP): when a fused stack made only of frogs
// splits, every frog in it may move individually in the same turn. Ruling:
// the remainder of the stack stays; each frog that leaves makes one normal
// move (catalog Q2: a De-fuse followed by one step per frog). Our readings:
// the turn starts with a De-fuse of a frog stack (defuse.go: a member
// leaves with one quiet step of its own pattern, every member's awards
// reset, V13-MM-DEFUSE); then, in mode massjump (board.TurnMassJump), the
// frogs still on the square may leave one by one, each by a De-fuse while
// two or more are left, the last one alone by a plain move of its own
// (which builds its wall as any move does: the stack's square); a frog
// that left does not move again; End ends the turn at any time, and it ends
// by itself once no frog is left on the square. The turn's actor is the
// body on the square (the stack's base, or the last frog), its From the
// square: the protection state of each step is that of the board as it
// stands, the frogs that left on their new squares (a reading: Q7's turn
// start holds for one actor, and here several units move). Siege never
// blocks it: no capture takes a frog, so no rook besieges one.

// frogStackSize returns the number of members of the fused stack on sq if
// they are all frogs, else 0.
func frogStackSize(p *board.Position, sq board.Square) int { return stackSizeOf(p, sq, board.Frog) }

// massJumpGoesOn sets the turn after a De-fuse (u.actor left From): the
// first De-fuse of a frog stack (start) opens a Mass Jump, one inside it
// goes on; the turn goes on while a frog is left on the square.
func (g *Game) massJumpGoesOn(u *undo, s Step, start bool) {
	p := g.Pos
	from := s.From()
	if !start && u.turn.Mode != board.TurnMassJump {
		return
	}
	left := 0
	for m := p.BodyAt(from); m != 0; m = p.Unit(m).Member {
		left++
	}
	t := board.TurnState{Actor: p.BodyAt(from), From: from, Mode: board.TurnMassJump, Done: u.turn.Done + 1, Left: uint8(left)}
	if left == 0 {
		t = board.TurnState{}
	}
	must(p.SetTurn(t), "mass jump", s)
}

// massJumpSteps generates the next De-fuses of a Mass Jump from the stack
// on sq (the last frog's own moves come from the actor's steps).
func (g *gen) massJumpSteps(sq board.Square) {
	if frogStackSize(g.p, sq) >= 2 && g.stackCanAct(sq) {
		g.defuseTargets(sq)
	}
}
