package movegen

import "github.com/frozenchess/engine/board"

// Tombs in FrozenChess 12A (V12A-TOMB, 002:55-60, and its ruling), the
// parts 13.0 does not play:
//
//   - A unit passing over a tomb (an active or pending one on its path,
//     as for the tomb-pass paralysis, V13-TOMB-PASS) ends its double move
//     there: the first step that passes one ends the turn
//     (board.MechTombPassEndsDouble; Game.Make asks tombPassed through turnEnder.after). Our
//     reading: perk (2) of V12A-QUADRANTS spares the paralysis only, so
//     a pass in a bonus quadrant ends the double move too.
//   - A tomb whose queue an explosion clears hands its units, in their
//     order, to the back of the queue of the tomb whose explosion cleared
//     it, and is gone (board.MechTombQueueHandover; runBlastsWide asks
//     handTombQueue). A unit that the blast kills on that square gets a new
//     tomb there. Blasts are undone from the step's snapshot.

// tombPassed reports whether the squares a step walked through (path,
// its start excluded) hold an active or pending tomb.
func tombPassed(p *board.Position, path []board.Square) bool {
	for _, sq := range path {
		if p.Cell(sq).Features&board.FeatTomb == 0 {
			continue
		}
		if t, _ := p.TombAt(sq); t.State == board.TombActive || t.State == board.TombPending {
			return true
		}
	}
	return false
}

// A first step past a tomb ends its turn (turnend.go); a Long Jump is a
// teleport and passes nothing.
func init() {
	registerTurnEnder(turnEnder{mech: board.MechTombPassEndsDouble, before: (*Game).tombEndsTurn,
		after: func(g *Game, s Step) bool { return s.Pattern() != PatLongJump && tombPassed(g.Pos, g.path[1:]) }})
}

// tombEndsTurn reports a first step that passes a tomb: Make ends the
// turn after it, so Legal tries it whole (endingStepSafe).
func (g *Game) tombEndsTurn(s Step) bool {
	p := g.Pos
	if s.Kind() != KindMove || p.Turn().Actor != 0 || len(p.Tombs()) == 0 || s.Promo() != board.NoType {
		return false
	}
	var buf [maxPathLen + 1]board.Square
	return tombPassed(p, stepPath(p, s, buf[:0]))
}

// handTombQueue moves the queue of the tomb on sq, oldest first, to the
// back of the tomb on centre, and removes the empty tomb.
func (g *Game) handTombQueue(sq, centre board.Square) {
	p := g.Pos
	for {
		t, _ := p.TombAt(sq)
		if t.Head == 0 {
			break
		}
		id, err := p.TombPop(sq)
		must(err, "tomb hand-over", 0)
		must(p.TombPush(centre, id), "tomb hand-over", 0)
	}
	must(p.RemoveTomb(sq), "tomb hand-over", 0)
}
