package movegen

import "github.com/frozenchess/engine/board"

// Assassins and walls (V13-WALL-ASSASSIN, V13-ASSASSIN-WALLCLIMB,
// V13-ASSASSIN-WALLJUMP): an assassin may enter a wall square and, while it
// stands on one, moves only across wall squares, until it leaves by a Wall
// Jump.
//
//   - Wall Climb, <sq>!climb-<wall>: a unit ability; from its square the
//     assassin steps onto an orthogonally adjacent wall square (of any
//     owner) that holds no body.
//   - On a wall, its native pattern (knight's leap, 3-square orthogonal
//     leap) lands only on wall squares with no body; it captures nothing
//     there (no enemy body but an assassin can stand on a wall, and Kind
//     Immunity spares that one), attacks nothing, protects nothing, is not
//     empowered, and no other unit lands on its square (nothing lands on a
//     wall); only explosions and cannon shots reach it (Q7). Its moves are
//     ordinary steps: a Double Move walks two wall leaps.
//   - Wall Jump, <sq>!walljump-<square>: a unit ability of an assassin on a
//     wall: one square orthogonally onto an empty square (no body, no wall,
//     no tomb) that no enemy unit attacks (line 501: "the exit move must land
//     on empty non-threatened square").
//
// Our readings: both moves and the wall walk are the assassin's own
// movement, so its start square becomes its wall and its old wall
// dissolves (Q6); a wall of its own that it stands on dissolves with it and
// it then stands on a plain square (the catalog's ruling for a wall that
// dissolves under it). Like every step, none lands on a square higher than
// its start. A wall square holding a tomb is no place to land (the tomb
// stays pending under the wall: our reading keeps bodies off it). While on
// a wall the assassin's only special moves are those marked OnWall (the
// Wall Jump); the others (a run, a slip square, shadowing, morphing,
// binding, pushing, a bomb, ...) wait until it is down.

var climbDef = SpecialDef{
	Name: "climb", Catalog: "V13-ASSASSIN-WALLCLIMB", Target: true, Snapshot: true, MovesSelf: true,
	gen:  (*gen).climbs,
	make: wallStep, // undone from its snapshot
}

var wallJumpDef = SpecialDef{
	Name: "walljump", Catalog: "V13-ASSASSIN-WALLJUMP", Target: true, Snapshot: true, MovesSelf: true, OnWall: true,
	gen:  (*gen).wallJumps,
	make: wallStep, // undone from its snapshot
}

// onWall reports a body standing on a wall square (an assassin: no other
// unit may).
func (g *gen) onWall(sq board.Square) bool { return g.cells[sq].Wall != 0 }

// wallLanding reports a wall square the unit on from may land on: a wall
// with no body and no tomb, not higher than from.
func (g *gen) wallLanding(from, to board.Square) bool {
	c := &g.cells[to]
	return c.Wall != 0 && c.Body == 0 && c.Features&board.FeatTomb == 0 && c.Level <= g.cells[from].Level
}

// climbs generates the Wall Climbs of the assassin on sq.
func (g *gen) climbs(sq board.Square, _ *board.Unit) {
	if g.onWall(sq) {
		return
	}
	for _, d := range orthDirs {
		if nx := nbr[sq][d]; nx != offBoard && g.wallLanding(sq, board.Square(nx)) {
			g.addSpecial(sq, board.Square(nx), SpecClimb, 0)
		}
	}
}

// wallJumps generates the Wall Jumps of the assassin on sq, if it stands on
// a wall.
func (g *gen) wallJumps(sq board.Square, _ *board.Unit) {
	if !g.onWall(sq) {
		return
	}
	for _, d := range orthDirs {
		nx := nbr[sq][d]
		if nx == offBoard {
			continue
		}
		to := board.Square(nx)
		c := &g.cells[to]
		if c.Body != 0 || c.Wall != 0 || c.Features&board.FeatTomb != 0 || c.Level > g.cells[sq].Level {
			continue
		}
		if !g.enemyAttacks(to) {
			g.addSpecial(sq, to, SpecWallJump, 0)
		}
	}
}

// wallWalk generates the steps of an assassin on a wall
// (V13-WALL-ASSASSIN): its native leaps onto wall squares, no captures.
func (g *gen) wallWalk(sq board.Square) {
	if !g.mode.keepsMoves() {
		return // it captures nothing from a wall
	}
	for _, set := range runLeaps {
		for _, to := range leaps[set][sq] {
			if g.wallLanding(sq, to) {
				g.add(makeStep(sq, to, KindMove, PatLeap))
			}
		}
	}
}

// wallStep plays a Wall Climb or a Wall Jump: the assassin steps one square,
// walking its start square (its new wall when the turn ends).
func wallStep(g *Game, u *undo, s Step) {
	p := g.Pos
	p.AddTrail(s.From())
	p.AddTrail(s.To())
	must(p.MoveBody(s.From(), s.To()), "wall step", s)
}
