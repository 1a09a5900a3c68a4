package movegen

import "github.com/frozenchess/engine/board"

var (
	diagDirs = [4]board.Dir{board.NorthEast, board.SouthEast, board.SouthWest, board.NorthWest}
	orthDirs = [4]board.Dir{board.North, board.East, board.South, board.West}
)

// Direction sets of line patterns (bit d: direction d).
const (
	orthDirMask uint8 = 1<<board.North | 1<<board.East | 1<<board.South | 1<<board.West
	diagDirMask uint8 = ^orthDirMask
	allDirMask  uint8 = 0xff
)

// canLand reports whether a step may end on the empty square sq: some units
// avoid tomb or trap squares (g.avoid).
func (g *gen) canLand(sq board.Square) bool { return g.cells[sq].Features&g.avoid == 0 }

// ownFirst reports a line that cannot start: its first square is off the
// board, a wall or a friendly body, and a line never bounces on its start
// square. Crowded positions are full of these, so they are cut short here.
//
// reach is the mode's mReach: a parameter, not a genIn method, so that it
// stays small enough to inline, where the constant folds away (mode.go); the
// phantom is offBoard outside attack queries.
func (g *gen) ownFirst(from board.Square, d board.Dir, reach bool) bool {
	nx := g.geo.nbr[from][d]
	if nx == offBoard || g.dep != nil {
		return nx == offBoard
	}
	c := &g.cells[board.Square(nx)]
	// A friendly body lower than the start may sit in a pit the line passes.
	return c.Wall != 0 || (c.Piece != 0 && c.Piece.Side() == g.side && nx != g.phantom && c.Level >= g.level && !reach)
}

// diagLines generates bishop-type lines with diagonal bounces
// (V13-BOUNCE-DIAG): at every obstacle the line may capture an enemy there
// or reflect and go on; every square walked costs one of rng squares. A line
// does not bounce on its start square, nor twice on one square.
func (g genIn[M]) diagLines(from board.Square, att board.UnitType, rng int, capture bool) {
	m := bitsOf[M]()
	dirs := g.lineDirs(att, diagDirMask)
	walls12 := g.p.Variant.Has(board.MechWalling12) // the 12x12 walls stop lines beside them (walling12.go)
	mid12 := g.p.Variant.Has(board.MechMidBounce12) // a knight move from a bounce square (midbounce12.go)
	for _, d0 := range diagDirs {
		if m.has(mAimed) && g.aimHit {
			return // the aimed capture is found
		}
		if g.ownFirst(from, d0, m.has(mReach)) || walls12 && g.gapWalled12(from, d0) {
			continue
		}
		w := newWalker(from, d0, g.level)
		w.dirs = dirs
		if dirs == allDirMask {
			// A queen's line a Distract square may turn orthogonal: the
			// walk that knows both bounce rules (V13-JESTER-DISTRACT).
			g.orthWalk(w, d0, PatDiag, 0, 0, att, rng, capture)
			continue
		}
		bounced := false
	walk:
		for w.n < rng {
			if m.has(mAimed) && (g.aimHit || g.outOfReach(&w, rng, false)) {
				break
			}
			if g.quickStep(&w) {
				if g.dep != nil {
					g.dep.Add(w.sq)
				}
				if m.has(mThreat) && capture {
					g.markThreat(w.sq, PatDiag)
				} else if m.has(mMoves) {
					g.list = append(g.list, makeStep(from, w.sq, KindMove, PatDiag).withLine(d0, w.n, 0))
				}
				bounced = false
				if walls12 && g.wallBeside12(w.sq, true) {
					break walk
				}
				continue
			}
			out, n := g.advance(&w)
			switch out {
			case outEmpty:
				if m.has(mThreat) && capture {
					if !w.pit { // nothing in a pit is captured (V13-TERRAIN-PIT)
						g.markThreat(n, PatDiag)
					}
				} else if g.canLand(n) {
					g.add(makeStep(from, n, KindMove, PatDiag).withLine(d0, w.n, 0))
				}
				bounced = false
				if mid12 {
					g.passTomb12(&w)
				}
				if walls12 && g.wallBeside12(w.sq, true) {
					break walk
				}
			case outPass:
				bounced = false
				if mid12 {
					g.passTomb12(&w)
				}
				if walls12 && g.wallBeside12(w.sq, true) {
					break walk
				}
			case outBody, outBlock:
				if out == outBody && capture && g.capturable(att, n) {
					g.add(makeStep(from, n, KindCapture, PatDiag).withLine(d0, w.n+1, 0))
				}
				if w.n == 0 || bounced || walls12 && out == outBlock && g.wallAhead12(&w) {
					break walk
				}
				if mid12 {
					g.midSwitch(&w, d0, PatDiag, 0, 0, att, rng, capture)
				}
				if !g.reflectDiag(&w) {
					break walk
				}
				bounced = true
			case outTrap:
				if m.has(mMoves) {
					g.add(makeStep(from, n, KindMove, PatDiag).withLine(d0, w.n, 0))
				}
				break walk
			default:
				break walk
			}
		}
	}
}

// orthLines generates rook-type lines with orthogonal bounces
// (V13-BOUNCE-ORTH): at an obstacle the line may capture an enemy there, or
// turn left or right into a free square and go on.
func (g genIn[M]) orthLines(from board.Square, att board.UnitType, rng int, capture bool) {
	dirs := g.lineDirs(att, orthDirMask)
	for _, d0 := range orthDirs {
		if bitsOf[M]().has(mAimed) && g.aimHit {
			return // the aimed capture is found
		}
		if g.ownFirst(from, d0, bitsOf[M]().has(mReach)) && !(att == board.Rook && capture && g.wallNext(from, d0) && !g.p.Variant.Has(board.MechWalling12)) {
			continue // (no rook besieges a 12x12 wall, walling12.go)
		}
		w := newWalker(from, d0, g.level)
		w.dirs = dirs
		g.orthWalk(w, d0, PatOrth, 0, 0, att, rng, capture)
	}
}

// orthWalk walks an orthogonal line from w, its steps of pattern pat. A
// queen's line (w.dirs has all eight directions) may go diagonal at a
// Distract square, and a queen's diagonal line (pat PatDiag) is walked here
// too: on a diagonal it bounces as diagLines does.
func (g genIn[M]) orthWalk(w walker, d0 board.Dir, pat Pattern, turns uint16, bounces int, att board.UnitType, rng int, capture bool) {
	m := bitsOf[M]()
	from := g.from
	walls12 := g.p.Variant.Has(board.MechWalling12) // the 12x12 walls stop lines beside them (walling12.go)
	mid12 := g.p.Variant.Has(board.MechMidBounce12) // a knight move from a bounce square (midbounce12.go)
	// The Manhattan bound holds while the line cannot turn diagonal (a
	// Distract square, or a MidBounce switch to a bishop line).
	manhattan := w.dirs != allDirMask && !(mid12 && g.modes12(from, att)&mode12Diag != 0)
	bounced := false // a diagonal bounce on the current square (no second one there)
	// The first square after a turn was entered as a free square: no
	// capture there (a turn goes into a free square, V13-BOUNCE-ORTH). A
	// MidBounce switch is no turn: a new line of the other type may
	// capture on its first square.
	firstAfterTurn := w.n + 1
	if bounces == 0 || int(w.switchAt) == w.n {
		firstAfterTurn = -1
	}
	if m.has(mThreat) {
		// A threat map marks what a capture could reach. A square this path
		// entered right after a turn could not hold a unit (the turn needs a
		// free square), so a later pass over it on the same path marks
		// nothing either: that path would not exist (poison, undone when
		// the walk returns).
		defer g.unpoison(g.npoison)
	}
	for w.n < rng {
		if m.has(mAimed) && (g.aimHit || g.outOfReach(&w, rng, manhattan)) {
			return
		}
		if g.quickStep(&w) {
			if g.dep != nil {
				g.dep.Add(w.sq)
			}
			if m.has(mThreat) && capture {
				g.markOrth(w.sq, w.n == firstAfterTurn)
			} else if m.has(mMoves) {
				g.list = append(g.list, makeStep(from, w.sq, KindMove, pat).withLine(d0, w.n, turns)|w.mark)
			}
			bounced = false
			if walls12 && g.wallBeside12(w.sq, !w.dir.Orthogonal()) {
				return
			}
			continue
		}
		out, n := g.advance(&w)
		switch out {
		case outEmpty:
			if m.has(mThreat) && capture {
				if !w.pit { // nothing in a pit is captured (V13-TERRAIN-PIT)
					g.markOrth(n, w.n == firstAfterTurn)
				}
			} else if g.canLand(n) {
				g.add(makeStep(from, n, KindMove, pat).withLine(d0, w.n, turns) | w.mark)
			}
			bounced = false
			if mid12 {
				g.passTomb12(&w)
			}
			if walls12 && g.wallBeside12(w.sq, !w.dir.Orthogonal()) {
				return
			}
		case outPass:
			bounced = false
			if mid12 {
				g.passTomb12(&w)
			}
			if walls12 && g.wallBeside12(w.sq, !w.dir.Orthogonal()) {
				return
			}
		case outTrap:
			if m.has(mMoves) {
				g.add(makeStep(from, n, KindMove, pat).withLine(d0, w.n, turns) | w.mark)
			}
			return
		case outBody, outBlock:
			if out == outBody && capture && g.capturable(att, n) {
				g.add(makeStep(from, n, KindCapture, pat).withLine(d0, w.n+1, turns) | w.mark)
			}
			if walls12 && out == outBlock && g.wallAhead12(&w) {
				return // a 12x12 line is not bounced off a wall (V12A-BOUNCE)
			}
			if mid12 && w.switchAt != 0 && int(w.switchAt) == w.n {
				return // no bounce on a MidBounce switch square (midbounce12.go)
			}
			if mid12 && w.dir.Orthogonal() {
				g.midSwitch(&w, d0, pat, turns, bounces, att, rng, capture)
			}
			if !w.dir.Orthogonal() {
				// A queen's line on a diagonal, or a line switched to a
				// bishop line (V12A-MIDBOUNCE): the diagonal bounce.
				if w.n == 0 || bounced {
					return
				}
				if mid12 {
					g.midSwitch(&w, d0, pat, turns, bounces, att, rng, capture)
				}
				if !g.reflectDiag(&w) {
					return
				}
				bounced = true
				continue
			}
			if out == outBlock && att == board.Rook && g.kindAs == board.NoType && capture && bounces == 0 && !w.bent && g.besiegeable(w, n) {
				g.add(makeStep(from, n, KindSiege, PatOrth).withLine(d0, w.n+1, turns))
			}
			if w.n == 0 || bounces >= maxBounces || g.p.Variant.Has(board.MechNoOrthogonalBounce) { // V8-ADVANCED (advanced8.go)
				return
			}
			for _, right := range [2]bool{false, true} {
				nd := turnDir(w.dir, right)
				if g.canTurnInto(w, nd) {
					w2 := w
					w2.dir = nd
					t := turns
					if right {
						t |= 1 << bounces
					}
					g.orthWalk(w2, d0, pat, t, bounces+1, att, rng, capture)
				}
			}
			return
		default:
			return
		}
	}
}

// markOrth marks a square an orthogonal line entered, in a threat map:
// after a turn it poisons the square for the rest of the path instead.
func (g *gen) markOrth(sq board.Square, afterTurn bool) {
	switch {
	case afterTurn:
		if !g.poison.Has(sq) {
			g.poison.Add(sq)
			g.poisoned[g.npoison] = sq
			g.npoison++
		}
	case !g.poison.Has(sq):
		g.markThreat(sq, PatOrth)
	}
}

// unpoison forgets the squares poisoned since the stack had n entries.
func (g *gen) unpoison(n int) {
	for _, sq := range g.poisoned[n:g.npoison] {
		g.poison.Remove(sq)
	}
	g.npoison = n
}

// wallNext reports a wall on the square next to from in direction d.
func (g *gen) wallNext(from board.Square, d board.Dir) bool {
	nx := nbr[from][d]
	return nx != offBoard && g.cells[board.Square(nx)].Wall != 0
}

// besiegeable reports whether a rook's line at w may end on the wall it
// ran into, n (V13-WALL-SIEGE, V13-CLASS-SIEGE ruling: "the first wall
// square of its line", read as the first wall straight ahead, before any
// bounce, so a rook has at most four): a wall square of any owner, not the
// board's edge, with no assassin standing on it, and no higher than the
// line (V13-TERRAIN-CLIMB).
func (g *gen) besiegeable(w walker, n board.Square) bool {
	if nbr[w.sq][w.dir] != uint16(n) {
		return false // the edge: advance returned no square
	}
	c := &g.cells[n]
	return c.Wall != 0 && c.Body == 0 && c.Level <= w.level
}

// rides generates the Nightrider (V13-NIGHTRIDER-MOVE, -NOCRR): one knight
// vector repeated to the edge; every landing on the way must be empty and not
// a wall, and each jump obeys the climb rule. No bounce.
func (g genIn[M]) rides(from board.Square, capture bool) {
	for vi, v := range knightVec {
		cur, lvl := from, g.level
		for k := 1; k <= maxPathLen; k++ {
			n, ok := cur.Offset(v[0], v[1])
			if !ok {
				break
			}
			if g.dep != nil {
				g.dep.Add(n)
			}
			c := &g.cells[n]
			if c.Wall != 0 || c.Level > lvl {
				break
			}
			if c.Piece != 0 || g.phantomAt(n) {
				if capture && g.capturable(board.Nightrider, n) {
					g.add(makeStep(from, n, KindCapture, PatRide).withLine(board.Dir(vi), k, 0))
				}
				break
			}
			if bitsOf[M]().has(mThreat) && capture {
				g.markThreat(n, PatRide)
			}
			g.add(makeStep(from, n, KindMove, PatRide).withLine(board.Dir(vi), k, 0))
			if c.Features&board.FeatTomb != 0 && g.activeTomb(n) {
				break // landing there is stepping on it: the ride ends in the blast
			}
			cur, lvl = n, c.Level
		}
	}
}

// slides generates the Templar's diagonal slide (V13-TEMPLAR-MOVE ruling):
// to (2,2) through an empty (1,1), then optionally one diagonal step to the
// side, to (3,1) or (1,3). Not a leap: every square obeys walls and climbing.
// It captures on the squares it can move to.
func (g genIn[M]) slides(from board.Square, capture bool) {
	for _, d := range diagDirs {
		dx, dy := d.Delta()
		a, ok := g.slideSquare(from, d, g.level)
		if !ok || g.cells[a].Piece != 0 || g.phantomAt(a) {
			continue
		}
		b, ok := g.slideSquare(a, d, g.cells[a].Level)
		if !ok {
			continue
		}
		if g.cells[b].Piece != 0 || g.phantomAt(b) {
			if capture && g.capturable(board.Templar, b) {
				g.add(makeStep(from, b, KindCapture, PatSlide).withLine(d, 2, 0))
			}
			continue
		}
		if bitsOf[M]().has(mThreat) && capture {
			g.markThreat(b, PatSlide)
		}
		g.add(makeStep(from, b, KindMove, PatSlide).withLine(d, 2, 0))
		for side, sd := range [2]board.Dir{dirOf(dx, -dy), dirOf(-dx, dy)} {
			c, ok := g.slideSquare(b, sd, g.cells[b].Level)
			if !ok {
				continue
			}
			switch {
			case g.cells[c].Piece != 0 || g.phantomAt(c):
				if capture && g.capturable(board.Templar, c) {
					g.add(makeStep(from, c, KindCapture, PatSlide).withLine(d, 3, uint16(side)))
				}
			default:
				if bitsOf[M]().has(mThreat) && capture {
					g.markThreat(c, PatSlide)
				}
				g.add(makeStep(from, c, KindMove, PatSlide).withLine(d, 3, uint16(side)))
			}
		}
	}
}

// slideSquare is the next square of a slide if it is on the board, not a
// wall and not higher than lvl.
func (g *gen) slideSquare(sq board.Square, d board.Dir, lvl int8) (board.Square, bool) {
	nx := nbr[sq][d]
	if nx == offBoard {
		return 0, false
	}
	n := board.Square(nx)
	if g.dep != nil {
		g.dep.Add(n)
	}
	c := &g.cells[n]
	if c.Wall != 0 || c.Level > lvl {
		return 0, false
	}
	return n, true
}

// slideSide is the side-step direction of a 3-square slide.
func slideSide(s Step) board.Dir {
	dx, dy := s.Dir().Delta()
	if s.Turns()&1 == 0 {
		return dirOf(dx, -dy)
	}
	return dirOf(-dx, dy)
}
