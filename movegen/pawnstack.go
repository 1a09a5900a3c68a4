package movegen

import "github.com/frozenchess/engine/board"

// Pawn Fuse Stacked Move (V13-PAWN-STACK): a fused stack of pawns only, N
// of them (2 to 6: the 7th pawn's fusion explodes, V13-PAWN-BOMB), moves
// up to N times in one turn, all together. Ruling: N normal steps, with a
// Double Move's restrictions; blocked by Siege (V13-ROOK-SIEGE ruling: a
// besieged stack's first step ends its turn); no Pawn Acceleration (a
// stack is no pawn). Our readings: each step is the stack's move
// (stackmove.go, `a!stack-b`: to a free square one member reaches with a
// quiet step of its own pattern, its forward step or its leap, by its own
// facing), so the steps walk no squares and build no wall, as every stack
// move; the player may end the turn after any of them (End). The N-th
// step may instead capture (stackcapture.go). The turn runs in mode stack (board.TurnStack) with the
// stack's base as its actor and the square it started on as From, so the
// protection state of the turn is that of its start (protection.go).

// pawnStackGoesOn sets the turn after a stack's move: the first move of a
// pawn stack (start) opens a turn of N steps, one inside such a turn counts
// down, and the last one leaves the turn to end (an empty turn state).
func (g *Game) pawnStackGoesOn(u *undo, s Step, start bool) {
	p := g.Pos
	t := u.turn
	switch {
	case start:
		if n := pawnStackSize(p, s.To()); n >= 2 {
			must(p.SetTurn(board.TurnState{Actor: p.BodyAt(s.To()), From: s.From(), Mode: board.TurnStack, Done: 1, Left: uint8(n - 1)}), "pawn stack", s)
		}
	case t.Mode == board.TurnStack:
		t.Done++
		t.Left--
		if t.Left == 0 {
			t = board.TurnState{}
		}
		must(p.SetTurn(t), "pawn stack", s)
	}
}

// pawnStackSteps generates the next steps of the pawn stack on sq, whose
// turn is in progress.
func (g *gen) pawnStackSteps(sq board.Square) {
	if pawnStackSize(g.p, sq) < 2 || !g.stackCanAct(sq) {
		return
	}
	g.stackTargets(sq)
	if g.p.Turn().Left == 1 {
		g.stackCaptures(sq) // the last step may capture (stackcapture.go)
	}
}
