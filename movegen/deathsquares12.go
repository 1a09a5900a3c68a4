package movegen

import "github.com/frozenchess/engine/board"

// Death squares (V12B-DEATHSQUARES, 003:28-29, and its ruling;
// board.MechDeathSquares): "squares where pieces were captured become death
// squares: pieces which land on them die and the death square is removed
// (Death Square Sacrifice). Pieces which moved over a death square become
// paralyzed for the next 2 moves and their double move ends as they pass
// a death square. Death Square activates only if it becomes empty of
// units (i.e. recapture doesn't kill)." 003 has no tombs and no respawn.
//
// Representation: a death square is a tomb that never holds a unit (the
// tomb table, board/tombs.go): pending while a unit stands on it, active
// once the square is empty (the "tomb activation" ply-end stage), so it is
// in the hash, the repetition key and the position string as a tomb with
// an empty queue (`tomb:e5=active/0/`), turns with a Rotate block
// (V12B-ROTATE: "death squares also rotate"), and a unit that walks over
// it pays the tomb pass (the "tomb pass" stage: Variant.TombPassParalysis,
// 2 turns, none in its side's bonus quadrant, V12B-QUADRANTS perk 2). What
// the switch changes:
//
//   - a captured unit leaves the game (bury: a gone unit, as a Queen's
//     Shadow token), whatever killed it, so no tomb ever holds a unit and
//     none ever opens (no respawn);
//   - the square of a capture by a move becomes a pending death square
//     (markDeathSquare: a capture step, a Knight's Leap's jumped victim);
//     units killed by an explosion, by a Death Square Sacrifice or by being
//     pushed off make none, and a friend a King's Exchange removes is not
//     captured (immobileking.go);
//   - an empty pending death square turns active, where 13.0 removes an
//     empty tomb (activateTombs);
//   - a unit that lands on an active death square dies and the square is
//     gone (sacrifice); 13.0's tomb would explode;
//   - a jester's explosion clears the death squares of its 3x3 (runBlasts),
//     the one on its own square too: a captured jester's square keeps none;
//   - a double move ends once its first step passed over a death square:
//     its one continuation is End (deathPassEndsDouble).
//
// Only path squares count as moved over: a knight's or jester's leap moves
// over nothing (the ruling), and a pending death square lies under a unit,
// which a line cannot pass.

// deathSquares reports the switch.
func deathSquares(p *board.Position) bool { return p.Variant.Has(board.MechDeathSquares) }

// markDeathSquare makes sq, where a move captured, a pending death square
// (it turns active at the ply's end if nothing stands there). u.tombMade
// lets unbury take it away again.
func (g *Game) markDeathSquare(u *undo, sq board.Square) {
	if _, ok := g.Pos.TombAt(sq); ok {
		return // already one: it stays one death square
	}
	must(g.Pos.AddTomb(sq, board.TombPending), "death square", u.step)
	u.tombMade = true
}

// sacrifice is a Death Square Sacrifice: the unit that landed on the active
// death square sq dies (no death square of its own) and the square is
// gone. The step keeps a snapshot (Make, land), which undoes it.
func (g *Game) sacrifice(u *undo, sq board.Square) {
	g.buryAway(u, sq)
	must(g.Pos.RemoveTomb(sq), "death square sacrifice", u.step)
}

// landOnActiveTomb is what a unit that ended on the active tomb sq does:
// dies in the tomb's explosion (V13-TOMB-EXPLOSION), or, on a death
// square, in a Death Square Sacrifice.
func (g *Game) landOnActiveTomb(u *undo, sq board.Square) {
	if deathSquares(g.Pos) {
		g.sacrifice(u, sq)
		return
	}
	g.buryAway(u, sq)
	g.explode(u, sq)
}

// Passing a death square ends a double move (turnend.go asks
// deathPassEndsDouble).
func init() {
	registerTurnFilter(turnFilter{mech: board.MechDeathSquares, doubleEnds: deathPassEndsDouble})
}

// deathPassEndsDouble reports that the actor u's double move passed over a
// death square on its first step: the trail so far, but its start and the
// square it stands on, holds an active death square that is not in a bonus
// quadrant of its side (V12B-QUADRANTS perk 2: passing there costs
// nothing, so it ends nothing either).
func deathPassEndsDouble(p *board.Position, u *board.Unit) bool {
	cells := p.Cells()
	for i, sq := range p.Trail() {
		if i == 0 || sq == u.Square || cells[sq].Features&board.FeatTomb == 0 {
			continue
		}
		if t, _ := p.TombAt(sq); t.State != board.TombActive {
			continue
		}
		if p.Variant.Has(board.MechQuadrants12) && tombPassFree12(p, u.Side, sq) {
			continue
		}
		return true
	}
	return false
}
