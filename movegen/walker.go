package movegen

import "github.com/frozenchess/engine/board"

// Line geometry (catalog Q9, V13-BOUNCE-DIAG, V13-BOUNCE-ORTH, V13-TERRAIN-CLIMB,
// V13-TERRAIN-PIT, V13-WALL-BLOCK). A walker moves one square at a time; the
// generator and the path replay (for make and for notation) share it, so a
// step's path is found again exactly as it was generated.

// walker is a line in progress.
type walker struct {
	sq    board.Square // current square
	dir   board.Dir    // current direction
	level int8         // the level the next square is compared with (climb rule)
	prev  int8         // the level of the square the walker is on (pit rule)
	n     int          // squares traversed so far (range used)
	pit   bool         // the current square is a pit the line passes over
	// Distract (distract.go): dirs are the directions a Distract square may
	// turn the line into, those of the pattern walking it (0: it is not
	// turned, no Distract is on the board or it is no line piece's move);
	// bent says it was turned; mark is bitAnyDir once a line whose pattern
	// has all eight directions (a queen's) met a Distract square, so that
	// its steps replay with the same directions.
	dirs uint8
	bent bool
	mark Step
	// tomb: the line has passed over a tomb, after which it may not switch
	// to a knight move (V12A-MIDBOUNCE, midbounce12.go; set only where the
	// variant has that switch).
	tomb bool
	// switchAt: the squares walked when the line switched to the other
	// line type at a bounce square (V12A-MIDBOUNCE, midbounce12.go); 0:
	// it has not. It does not bounce on that square, nor switch again.
	switchAt int8
}

func newWalker(sq board.Square, d board.Dir, level int8) walker {
	return walker{sq: sq, dir: d, level: level, prev: level}
}

// outcome is what the next square of a line is.
type outcome uint8

const (
	outEmpty outcome = iota // moved onto an empty square; the line may stop here
	outPass                 // moved onto a square it may cross but not stop on
	outBody                 // the next square holds a body: capture it or bounce off it
	outBlock                // the board edge or a wall: bounce off it
	outClimb                // the next square is higher: the line ends
	outTrap                 // moved onto a death trap: the line may stop here and goes no farther (V12C-QUEEN-DEATHTRAP)
)

// advance looks at the next square of w. On outEmpty and outPass the walker
// moves there; otherwise it stays and the square is returned for the caller.
//
// Terrain: a square higher than the reference level stops the line. A pit is
// a single square strictly lower than the squares before and after it on the
// line; a unit in a pit neither blocks nor can be captured, and the square
// after a pit is compared with the square before the pit. Two lowered squares
// in a row are no pit: the second is not lower than the first.
func (g genIn[M]) advance(w *walker) (outcome, board.Square) {
	nx := g.geo.nbr[w.sq][w.dir]
	if nx == offBoard {
		return outBlock, 0
	}
	n := board.Square(nx)
	if g.dep != nil {
		g.dep.Add(n)
	}
	c := &g.cells[n]
	if c.Wall != 0 {
		return outBlock, n
	}
	if c.Level > w.level {
		return outClimb, n
	}
	pit := false
	if c.Level < w.prev {
		if nn := g.geo.nbr[n][w.dir]; nn != offBoard {
			if g.dep != nil {
				g.dep.Add(board.Square(nn)) // the pit test reads the level after
			}
			after := g.cells[nn].Level
			pit = after > c.Level && after <= w.level
		}
	}
	occupied := (c.Piece != 0 && n != g.from) || g.phantomAt(n)
	if occupied && !pit {
		return outBody, n
	}
	if c.Features&board.FeatDeathTrap != 0 && g.p.Variant.Has(board.MechDeathTraps) && g.p.DeathTrapAt(n) {
		// A line cannot pass a queen's death trap; a unit may end its
		// move on it and dies there (deathtrap12c.go).
		w.sq, w.prev, w.level, w.pit = n, c.Level, c.Level, false
		w.n++
		return outTrap, n
	}
	w.sq = n
	w.n++
	w.prev = c.Level
	w.pit = pit
	if !pit {
		w.level = c.Level
	}
	if c.Features&board.FeatDistract != 0 && w.dirs != 0 {
		g.bend(w, n) // V13-JESTER-DISTRACT: the line goes on in the square's direction
	}
	if occupied || n == g.from {
		return outPass, n
	}
	return outEmpty, n
}

// advance is advance for the mechanics' own walks (a Blizzard's rook
// line, the templar's shield), with the phantom target of an attack query
// if one is set.
func (g *gen) advance(w *walker) (outcome, board.Square) { return genIn[modeAttack]{g}.advance(w) }

// quickStep is advance's common case, small enough to inline: the next
// square is on the board, empty, level with the line and has no features.
// It moves the walker there and reports true; otherwise it does nothing.
// It reads that one square, as advance would; a caller recording what the
// generation read (g.dep) adds it.
//
// It is not compiled per mode (mode.go), so that it stays small enough to
// inline: outside attack queries the phantom is offBoard, which nx never is.
func (g *gen) quickStep(w *walker) bool {
	nx := g.geo.nbr[w.sq][w.dir]
	if nx == offBoard {
		return false
	}
	c := &g.cells[board.Square(nx)]
	if c.Wall != 0 || c.Piece != 0 || c.Features != 0 || c.Level != w.level || nx == g.phantom {
		return false
	}
	w.sq, w.prev = board.Square(nx), c.Level
	w.n++
	w.pit = false
	return true
}

// activeTomb reports an active tomb on sq. A unit that ends a step there
// dies and the tomb explodes (V13-TOMB-EXPLOSION); a king may not.
func (g *gen) activeTomb(sq board.Square) bool {
	t, ok := g.p.TombAt(sq)
	return ok && t.State == board.TombActive
}

// solid reports what a diagonal bounce treats as an obstacle beside it: the
// edge, a wall or a body.
//
// ghost is the mode's mGhost (a parameter, not a genIn method, so that it
// stays small enough to inline; mode.go).
func (g *gen) solid(sq board.Square, d board.Dir, ghost bool) bool {
	nx := g.geo.nbr[sq][d]
	if nx == offBoard {
		return true
	}
	n := board.Square(nx)
	if g.dep != nil {
		g.dep.Add(n)
	}
	c := &g.cells[n]
	return c.Wall != 0 || (c.Piece != 0 && n != g.from) || (uint16(n) == g.phantom && !ghost)
}

// markBounce records in the threat map the two side squares of a diagonal
// bounce on sq: an attack query's phantom target there would be solid and
// could turn the line otherwise than the maps saw it (AttackedEmpty).
func (g *gen) markBounce(sq board.Square, dx, dy int) {
	for _, d := range [2]board.Dir{dirOf(dx, 0), dirOf(0, dy)} {
		if n := g.geo.nbr[sq][d]; n != offBoard {
			g.tmap[bounceSides].Add(board.Square(n))
		}
	}
}

// reflectDiag turns a diagonal line at an obstacle (V13-BOUNCE-DIAG ruling):
// look at the two side squares (x+dx, y) and (x, y+dy); if exactly one is
// blocked, flip the component pointing at it, otherwise reverse both. It
// reports false where the line cannot go on: 12A reverses no line
// (V12A-BOUNCE, bounce12.go), 12B turns none (V12B-PIECES).
func (g genIn[M]) reflectDiag(w *walker) bool {
	if g.p.Variant.Has(board.MechNoDiagonalBounce) {
		return false // V12B-PIECES: no bounce in 003 (board.MechNoDiagonalBounce)
	}
	dx, dy := w.dir.Delta()
	if bitsOf[M]().has(mThreat) {
		g.markBounce(w.sq, dx, dy)
	}
	ghost := bitsOf[M]().has(mGhost)
	bx := g.solid(w.sq, dirOf(dx, 0), ghost)
	by := g.solid(w.sq, dirOf(0, dy), ghost)
	switch {
	case bx && !by:
		dx = -dx
	case by && !bx:
		dy = -dy
	default:
		if g.p.Variant.Has(board.MechBounce12) {
			return false
		}
		dx, dy = -dx, -dy
	}
	w.dir = dirOf(dx, dy)
	return true
}

// dirOf maps a unit delta to its direction.
func dirOf(dx, dy int) board.Dir { return deltaDir[dy+1][dx+1] }

var deltaDir = [3][3]board.Dir{
	{board.SouthWest, board.South, board.SouthEast},
	{board.West, board.North, board.East}, // (0,0) is unused
	{board.NorthWest, board.North, board.NorthEast},
}

// turnDir is the direction after an orthogonal bounce: right = clockwise.
func turnDir(d board.Dir, right bool) board.Dir {
	if right {
		return (d + 2) & 7
	}
	return (d + 6) & 7
}

// canTurnInto reports whether an orthogonal line may bounce at w into dir d:
// the first square that way must be free to walk onto (V13-BOUNCE-ORTH ruling).
func (g genIn[M]) canTurnInto(w walker, d board.Dir) bool {
	w.dir = d
	out, _ := g.advance(&w)
	return out <= outPass // outEmpty or outPass
}

// linePath replays a line step (PatDiag or PatOrth) on the position it was
// generated for. It appends the squares walked through (not the landing, not
// the victim's square) to path and, if wantTurns, the squares where it
// turned (bounces, Distract squares) to turns.
func (g *gen) linePath(s Step, path, turns []board.Square, wantTurns bool) ([]board.Square, []board.Square) {
	r := genIn[modeSteps]{g} // a replay has no phantom target
	w := newWalker(s.From(), s.Dir(), g.cells[s.From()].Level)
	w.dirs = replayDirs(s)
	knightEnd := s.KnightEnd()                                                  // a knight move from the last square walked (V12A-MIDBOUNCE)
	switchAt, switchDir := lineSwitch(s)                                        // a switch to the other line type at a bounce square (V12A-MIDBOUNCE)
	capture := (s.Kind() == KindCapture || s.Kind() == KindSiege) && !knightEnd // the line ends on its target
	through := capture || knightEnd                                             // the last square walked is in the path
	walk := s.Len()                                                             // squares to walk before the landing, or before the victim
	if capture {
		walk--
	}
	bounce := 0
	for guard := 0; guard < 4*maxPathLen; guard++ {
		if w.n == walk && (!capture || nbr[w.sq][w.dir] == uint16(s.To())) {
			break
		}
		if w.n < walk {
			// The plain squares before the last one, in a tight loop: each
			// is walked through.
			for w.n+1 < walk && r.quickStep(&w) {
				if g.dep != nil {
					g.dep.Add(w.sq)
				}
				path = append(path, w.sq)
			}
			if r.quickStep(&w) {
				if g.dep != nil {
					g.dep.Add(w.sq)
				}
				if w.n < walk || through {
					path = append(path, w.sq)
				}
				continue
			}
			was := w.dir
			out, _ := r.advance(&w)
			switch out {
			case outEmpty, outPass, outTrap:
				if w.n < walk || through {
					path = append(path, w.sq)
					if wantTurns && w.dir != was { // a Distract square turned it
						turns = append(turns, w.sq)
					}
				}
				continue
			case outClimb:
				return path, turns // not reached for a generated step
			}
		}
		// An obstacle, or (for a capture) a last bounce that turns the line
		// onto the victim.
		if wantTurns && (len(turns) == 0 || turns[len(turns)-1] != w.sq) {
			turns = append(turns, w.sq) // once, if a Distract turned it there too
		}
		if w.n == switchAt && switchAt != 0 {
			w.dir, switchAt = switchDir, 0 // it goes on as the other line type, no bounce here
		} else if !w.dir.Orthogonal() { // a diagonal line, or a queen's line a Distract turned diagonal
			r.reflectDiag(&w)
		} else {
			w.dir = turnDir(w.dir, s.Turns()>>bounce&1 != 0)
			bounce++
		}
	}
	if knightEnd && wantTurns && (len(turns) == 0 || turns[len(turns)-1] != w.sq) {
		turns = append(turns, w.sq) // the bounce square the knight move starts from
	}
	return path, turns
}
