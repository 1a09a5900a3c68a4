package movegen

import "github.com/frozenchess/engine/board"

// The Lancer (V8-LANCER, FrozenChess 8.0, seed 001:130-134, 001:92). It
// moves as a chess bishop (straight diagonal lines over empty, wall-free
// squares, no bounce: 8.0 lists the Diagonal Bounce for the Dragon, Queen,
// Bishop and Ship only, V8-ADVANCED) and cannot capture like one: it
// captures only on squares orthogonally next to its diagonal path (the
// proposal: next to any square of the path it could move along, range and
// CRR applied), landing on the victim's square. It is a CRR unit on
// diagonals (V8-CLASS-CRR): each capture shortens its diagonal range as a
// bishop's line capture does (creditCapture).
//
// A capture is a step of its own pattern, PatLance: the diagonal's
// direction and the number of path squares walked (Len), then one square
// orthogonally (the direction in the line's turn bits). Its path is the
// diagonal squares walked, so its wall is its start and those squares. It
// is written with the last diagonal square as a turn: e2-g4xg5. From the
// first path square all four orthogonal neighbours are targets, from a
// later one only the two ahead (the two behind are next to the square
// before it: the shorter path). A victim next to the first squares of two
// diagonals (e3 from e2 by f3 and by d3) is reached by two steps, as two
// bounced lines to one square are.

// lancerSteps generates the Lancer u's moves and, with capture, its
// captures from from.
func (g *gen) lancerSteps(from board.Square, u *board.Unit, capture bool) {
	rng := lineRange(g.p, u, u.CRRDiag, true)
	for _, d := range diagDirs {
		ahead := [2]board.Dir{(d + 7) & 7, (d + 1) & 7} // for ne: n and e
		sq := from
		for n := 1; n <= rng; n++ {
			nx := nbr[sq][d]
			if nx == offBoard {
				break
			}
			sq = board.Square(nx)
			if g.dep != nil {
				g.dep.Add(sq)
			}
			if c := &g.cells[sq]; c.Body != 0 || c.Wall != 0 || uint16(sq) == g.phantom || c.Level > g.level {
				break
			}
			if g.canLand(sq) {
				g.add(makeStep(from, sq, KindMove, PatDiag).withLine(d, n, 0))
			}
			if !capture {
				continue
			}
			g.lance(from, sq, d, n, ahead[0])
			g.lance(from, sq, d, n, ahead[1])
			if n == 1 {
				g.lance(from, sq, d, n, (ahead[0]+4)&7)
				g.lance(from, sq, d, n, (ahead[1]+4)&7)
			}
		}
	}
}

// lance adds the Lancer's capture from from along diagonal d, n squares,
// then one square in direction od, if a unit it may capture stands there.
func (g *gen) lance(from, corner board.Square, d board.Dir, n int, od board.Dir) {
	nx := nbr[corner][od]
	if nx == offBoard {
		return
	}
	to := board.Square(nx)
	if g.dep != nil {
		g.dep.Add(to)
	}
	c := &g.cells[to]
	if c.Wall != 0 || c.Level > g.level {
		return // nothing lands on a wall (an assassin on one is safe from it)
	}
	if c.Piece == 0 && uint16(to) != g.phantom {
		if g.mode.has(mThreat) {
			g.markThreat(to, PatLance)
		}
		return
	}
	if g.capturable(board.Lancer, to) {
		g.add(makeStep(from, to, KindCapture, PatLance).withLine(d, n, uint16(od)))
	}
}

// lancerAttack reports whether the Lancer on from captures on sq: the
// Lancer is one of the attack test's line attackers (lineAttackersIn), and
// lineAttack, which walks each of them as a group of its own, asks it here.
func (g *gen) lancerAttack(from, sq board.Square) bool {
	c := &g.cells[from]
	u := g.p.Unit(c.Body)
	if chebyshev(from, sq) > lineRange(g.p, u, u.CRRDiag, true)+1 || !g.canAct(u, c.Piece) {
		return false
	}
	g.from, g.level = from, c.Level
	g.list = g.list[:0]
	g.lancerSteps(from, u, true)
	for _, st := range g.list {
		if st.To() == sq {
			return true
		}
	}
	return false
}
