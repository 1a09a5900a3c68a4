package movegen

import "github.com/frozenchess/engine/board"

// V12A-BOUNCE (002:26), the parts 12A plays apart from 13.0's bounces
// (MechBounce12):
//
//   - A bounce is a 90-degree turn: a diagonal line goes on only when
//     exactly one of the two side squares beside its obstacle is blocked,
//     and reverses that component (reflectDiag). Where 13.0 reverses both
//     (a corner, where both side squares are blocked, or an obstacle
//     straight ahead with both free: a 180-degree turn), the 12A line
//     stops: the ruling's corner, and our reading of the square ahead.
//   - Bounce moves and double moves exclude each other: a first step that
//     bounced ends the turn (Game.Make asks bouncedStep), and a double
//     move's second step does not bounce (dropBounced in generate).
//
// A bounce on a tomb square is a pass over it (the bounce square is on the
// path), so the tomb-pass paralysis of V12A-TOMB applies there (2 turns).

// bouncedStep reports whether line step s turned on its way: its squares
// are not the straight line from its start in its first direction.
func bouncedStep(p *board.Position, s Step) bool {
	switch s.Pattern() {
	case PatDiag, PatOrth:
	default:
		return false
	}
	if s.Turns() != 0 {
		return true
	}
	nb := &geometryOf(p).nbr
	sq, d := s.From(), s.Dir()
	for range s.Len() {
		nx := nb[sq][d]
		if nx == offBoard {
			return true
		}
		sq = board.Square(nx)
	}
	return sq != s.To()
}

// A double move's second step does not bounce (turnend.go asks dropBounced).
func init() {
	registerTurnFilter(turnFilter{mech: board.MechBounce12,
		secondSteps: func(p *board.Position, list []Step, start int, _ *board.Unit) []Step {
			return dropBounced(p, list, start)
		}})
}

// dropBounced removes the bounced line steps from list[start:] (a double
// move's second step, V12A-BOUNCE).
func dropBounced(p *board.Position, list []Step, start int) []Step {
	kept := list[:start]
	for _, s := range list[start:] {
		if !bouncedStep(p, s) {
			kept = append(kept, s)
		}
	}
	return kept
}

// A first step that bounced ends its turn (turnend.go).
func init() {
	registerTurnEnder(turnEnder{mech: board.MechBounce12, before: (*Game).bounceEndsTurn,
		after: func(g *Game, s Step) bool { return bouncedStep(g.Pos, s) }})
}

// bounceEndsTurn reports a first step that bounced: Make ends the turn
// after it, although a plain move (mayContinue) would leave it open.
func (g *Game) bounceEndsTurn(s Step) bool {
	return s.Kind() == KindMove && g.Pos.Turn().Actor == 0 && bouncedStep(g.Pos, s)
}
