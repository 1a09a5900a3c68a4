package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The walls of the 12x12 texts (V12A-WALLING, 002:99-101; V12B-WALLING is
// the same rule), switched on by board.MechWalling12 in place of 13.0's
// walls (V13-WALL-*):
//
//   - A moving unit's path, its start square, every square it walks and
//     both steps of a double move (the turn's trail, as in 13.0: not its
//     final square, not the squares a knight jumps), becomes its wall for
//     its side's next 2 turns (the row's ruling: as paralysis counts).
//     The count is the wall's board.Cell.WallTurns, 2 when built; the
//     "walls 12" ply-end stage (buildWalls12) takes one off every wall of
//     the side whose turn ends, and takes away those at their last, then
//     builds the new ones. A turn that walks nothing (a special move) still
//     ages its side's walls. No wall dissolves because its owner built
//     another (13.0's V13-WALL-LIFETIME is off).
//   - Nothing lands on a wall. A line stops on the first square it enters
//     that shares an edge with a wall (the ruling: "a move stops as soon as
//     any side of a path square touches a wall"), may land or capture
//     there, and is not bounced off a wall (V12A-BOUNCE). Our reading: the
//     start square is not one of those squares (a unit beside a wall may
//     move away), and a diagonal line cannot make its first step between
//     two walls that touch both its start and the square it would enter
//     (the seed's "bishop move cannot cross the wall in any way": a
//     diagonal line of walls is not crossed through its corners).
//   - A knight move (a knight's, a dragon's or a queen's) is blocked when
//     a wall stands on a square of both of its L-shaped paths (the long
//     leg first, or the short one). A jester leaps walls whatever stands
//     on its paths (V12A-JESTER) and lands on none.
//   - Walls block both sides and their owner; no rook besieges one
//     (V13-WALL-SIEGE is off).
//   - V12A-QUADRANTS perk (4): a wall inside a quadrant whose bonus the
//     mover's side holds (our reading: counted as the units stand before
//     the move) does not block its side's knight moves, and does not stop
//     its diagonal (bishop-move) lines beside it or between two walls; they
//     still land on no wall.
//
// Walls and their turns are in the hash and the repetition key (the wall's
// Zobrist key carries its turns), in the position string (`wall:<owner>=
// <squares>/<turns>`) and in Equal.

// fieldWallAged is the field log's entry for a timed wall that the ply's
// end aged or took away (buildWalls12): id is its owner, old holds its
// square and the turns it had (square | turns<<8); revertFields puts the
// wall back as it was.
const fieldWallAged = fieldStayUp + 1

// buildWalls12 is the "walls 12" stage of the ply's end (plyend.go): every
// wall of side's units loses one of its turns, those at their last are
// taken away, and the turn's trail becomes the actor's wall for its side's
// next 2 turns. Unmake reverts it as the "walls" stage: the new wall
// squares and the trail are saved in sqBuf (nNew, nTrail; nOld is 0), and
// the aged walls come back from the field log. The walls taken away follow
// the trail in sqBuf, for the partial trials (lastChanges), which read
// sqBuf from the step's start as squares the step changed.
func (g *Game) buildWalls12(u *undo, actor board.UnitID, side board.Side) {
	p := g.Pos
	cells := p.Cells()
	aged := len(g.fieldLog)
	walls := *p.WallSet() // a copy: the loop takes squares out of the set
	for w, word := range walls {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			c := &cells[sq]
			owner, turns := c.Wall, c.WallTurns
			if p.Unit(owner).Side != side {
				continue
			}
			g.fieldLog = append(g.fieldLog, fieldChange{id: owner, f: fieldWallAged, old: uint32(sq) | uint32(turns)<<8})
			if turns <= 1 {
				p.ClearWall(sq)
			} else {
				must(p.SetWallTurns(sq, turns-1), "age wall", u.step)
			}
		}
	}
	trail := p.Trail()
	start := len(g.sqBuf)
	if len(trail) > 0 {
		final := endSquare(p, actor)
		for _, sq := range trail {
			if c := &cells[sq]; sq != final && c.Body == 0 && c.Wall == 0 {
				must(p.SetWall(sq, actor), "wall", u.step)
				must(p.SetWallTurns(sq, board.MaxWallTurns), "wall", u.step)
				g.sqBuf = append(g.sqBuf, sq)
			}
		}
	}
	u.nOld, u.nNew = 0, len(g.sqBuf)-start
	g.sqBuf = append(g.sqBuf, trail...)
	u.nTrail = len(trail)
	p.ClearTrail()
	for _, ch := range g.fieldLog[aged:] {
		if ch.old>>8 <= 1 {
			g.sqBuf = append(g.sqBuf, board.Square(ch.old))
		}
	}
}

// unageWall reverts one fieldWallAged entry: the wall stands again on its
// square, its owner's, with the turns it had.
func (g *Game) unageWall(ch fieldChange) {
	p := g.Pos
	sq, turns := board.Square(ch.old), uint8(ch.old>>8)
	if p.Cell(sq).Wall == 0 {
		must(p.SetWall(sq, ch.id), "restore aged wall", EndStep)
	}
	must(p.SetWallTurns(sq, turns), "restore aged wall", EndStep)
}

// wallsExpire12 reports whether ending side's turn now takes away a wall on
// a square of dep (a wall at its last turn): the attack test that read it
// may then find the king attacked (Game.endMayExpose).
func wallsExpire12(p *board.Position, side board.Side, dep *board.SquareSet) bool {
	walls := p.WallSet().And(dep)
	cells := p.Cells()
	for w, word := range walls {
		for ; word != 0; word &= word - 1 {
			c := &cells[w*64+bits.TrailingZeros64(word)]
			if c.WallTurns <= 1 && p.Unit(c.Wall).Side == side {
				return true
			}
		}
	}
	return false
}

// wallBeside12 reports whether a line that entered sq stops there: sq
// shares an edge with a wall. For a diagonal line (a bishop move) a wall
// in a quadrant whose bonus the mover's side holds does not count
// (V12A-QUADRANTS perk (4)). It records the squares it read in g.dep.
func (g *gen) wallBeside12(sq board.Square, diag bool) bool {
	for _, d := range orthDirs {
		nx := g.geo.nbr[sq][d]
		if nx == offBoard {
			continue
		}
		n := board.Square(nx)
		if g.dep != nil {
			g.dep.Add(n)
		}
		if g.cells[n].Wall != 0 && !(diag && g.wallCrossable12(n)) {
			return true
		}
	}
	return false
}

// gapWalled12 reports whether the diagonal step from sq in direction d
// passes between two walls, one on each square beside both ends (our
// reading of "a bishop move cannot cross the wall in any way"); perk (4)
// as in wallBeside12.
func (g *gen) gapWalled12(sq board.Square, d board.Dir) bool {
	dx, dy := d.Delta()
	return g.walledFor12(g.geo.nbr[sq][dirOf(dx, 0)]) && g.walledFor12(g.geo.nbr[sq][dirOf(0, dy)])
}

// walledFor12 reports whether the square nx (offBoard: none) holds a wall
// that blocks the side's moves (perk (4) asked), recording it in g.dep.
func (g *gen) walledFor12(nx uint16) bool {
	if nx == offBoard {
		return false
	}
	n := board.Square(nx)
	if g.dep != nil {
		g.dep.Add(n)
	}
	return g.cells[n].Wall != 0 && !g.wallCrossable12(n)
}

// knightBlocked12 reports whether the knight move from from to to is
// blocked: a wall on a square of each of its two L-shaped paths (the
// long leg first, or the short one first), walls the mover's side may leap
// in a bonus quadrant left out (perk (4)). Every square of both paths lies
// between from and to, so on the board.
func (g *gen) knightBlocked12(from, to board.Square) bool {
	dx, dy := to.File()-from.File(), to.Rank()-from.Rank()
	lx, ly, sx, sy := sign(dx), 0, 0, sign(dy) // the long leg along the files
	if abs(dy) == 2 {
		lx, ly, sx, sy = 0, sign(dy), sign(dx), 0
	}
	at := func(x, y int) uint16 { return uint16(from) + uint16(y*16+x) }
	long := g.walledFor12(at(lx, ly)) || g.walledFor12(at(2*lx, 2*ly))
	if !long {
		return false
	}
	return g.walledFor12(at(sx, sy)) || g.walledFor12(at(sx+lx, sy+ly))
}

// wallCrossable12 reports whether the wall on sq lies in a quadrant whose
// bonus the side holds (V12A-QUADRANTS perk (4)). Our reading: the units
// are counted as they stand before the move, the mover on its start square
// (it crosses the wall on its way, before it arrives anywhere). The answer
// depends on every unit of that quadrant, whose squares go to g.dep.
func (g *gen) wallCrossable12(sq board.Square) bool {
	if !g.p.Variant.Has(board.MechQuadrants12) {
		return false
	}
	if g.dep != nil {
		g.depQuadrant(sq)
	}
	return quadrantBonus(g.p, g.side, sq, sq, board.Pawn) // no unit arriving: the board as it stands
}

// depQuadrant adds the squares of sq's quadrant to g.dep.
func (g *gen) depQuadrant(sq board.Square) {
	geo := g.p.Variant.Geometry
	hf, hr := int(geo.Files)/2, int(geo.Ranks)/2
	f0, r0 := sq.File()/hf*hf, sq.Rank()/hr*hr
	for r := r0; r < r0+hr; r++ {
		for f := f0; f < f0+hf; f++ {
			g.dep.Add(board.Square(r*16 + f))
		}
	}
}

// wallAhead12 reports that the obstacle a line at w met is a wall (not the
// board's edge): a 12x12 line stops there, it does not bounce.
func (g *gen) wallAhead12(w *walker) bool {
	nx := g.geo.nbr[w.sq][w.dir]
	return nx != offBoard && g.cells[board.Square(nx)].Wall != 0
}
