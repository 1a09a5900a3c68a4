package movegen

import "github.com/frozenchess/engine/board"

// Poison Arrow x2 (V13-XBOW-ARROW, V13-XBOW-POWER): a crossbowman shoots two
// parallel arrows along one diagonal. They start on its two orthogonal
// neighbours beside that diagonal (for ne: the n and e neighbours) and fly
// along it; each stops at the first unit or wall (the board is 16 squares,
// so every square it reaches is within the rule's 16). A hit unit of either
// side is paralyzed floor(16/range)+3 owner-turns, range being its Chebyshev
// distance from the crossbowman (19 at 1, 7 at 4, 4 at 16), unless it is
// immune: a king, a Royal Guard (a unit in its own king's 3x3), a
// crossbowman (kind immunity) or a box. Nobody moves and no wall is built.

var arrowDef = SpecialDef{
	Name: "arrow", Catalog: "V13-XBOW-ARROW", Arg: ArgDir,
	gen:  (*gen).arrows,
	make: shootArrows,
	// The field log since the step began holds the paralysis it set.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	region: arrowRegion,
	// Paralyzing units may take a guard off the king or an attacker off
	// it: a trial for each volley.
}

// arrowRegion is the squares a volley may change units on (Game.Region):
// the two arrows' lines to the board's edge, wherever they stop.
func arrowRegion(s Step) (area board.SquareSet, ok bool) {
	d := board.Dir(s.Arg())
	for _, side := range [2]board.Dir{(d + 7) & 7, (d + 1) & 7} {
		for nx := nbr[s.From()][side]; nx != offBoard; nx = nbr[nx][d] {
			area.Add(board.Square(nx))
		}
	}
	return area, true
}

// arrowDiagonals are the directions a volley may take.
var arrowDiagonals = [4]board.Dir{board.NorthEast, board.SouthEast, board.SouthWest, board.NorthWest}

// ArrowParalysis is the paralysis an arrow gives a unit at Chebyshev
// distance dist from the crossbowman (V13-XBOW-POWER).
func ArrowParalysis(dist int) int { return 16/dist + 3 }

// arrowTargets returns the squares of the units the volley of the
// crossbowman on from along diagonal d paralyzes (up to 2; n of them).
func arrowTargets(p *board.Position, from board.Square, d board.Dir) (hits [2]board.Square, n int) {
	for _, side := range [2]board.Dir{(d + 7) & 7, (d + 1) & 7} {
		nx := nbr[from][side]
		for nx != offBoard {
			sq := board.Square(nx)
			if p.PieceAt(sq) != 0 {
				if !arrowImmune(p, sq) {
					hits[n] = sq
					n++
				}
				break
			}
			if p.WallOwner(sq) != 0 {
				break
			}
			nx = nbr[sq][d]
		}
	}
	return hits, n
}

// arrowImmune reports a unit on sq that an arrow cannot paralyze.
func arrowImmune(p *board.Position, sq board.Square) bool {
	pc := p.PieceAt(sq)
	if pc&board.PieceBox != 0 {
		return true
	}
	switch pc.Type() {
	case board.King, board.Crossbowman:
		return true
	}
	if pc&board.PieceStack != 0 {
		return false // a stack's top type is not the whole stack's: no Royal Guard test
	}
	for _, n := range leaps[leapKing][sq] {
		if kp := p.PieceAt(n); kp.Type() == board.King && kp.Side() == pc.Side() && kp&board.PieceStack == 0 {
			return true // a Royal Guard (V13-KING-ROYALGUARD)
		}
	}
	return false
}

// arrows generates the volleys of the crossbowman on sq, one per diagonal
// that paralyzes at least one unit (a volley that hits nobody would be a
// pass, which the Null move already is).
func (g *gen) arrows(sq board.Square, _ *board.Unit) {
	for _, d := range arrowDiagonals {
		if _, n := arrowTargets(g.p, sq, d); n > 0 {
			g.addSpecial(sq, sq, SpecArrow, uint16(d))
		}
	}
}

// shootArrows plays a volley: each unit hit takes its paralysis (the larger
// of what it had and the arrow's, paralyze). The units hit stand away from
// the step's square: the step is not Local, and Hit names their squares.
func shootArrows(g *Game, u *undo, s Step) {
	p, from := g.Pos, s.From()
	hits, n := arrowTargets(p, from, board.Dir(s.Arg()))
	for _, sq := range hits[:n] {
		g.paralyze(p.BodyAt(sq), ArrowParalysis(chebyshev(from, sq)), board.ParOriginAttack)
		u.hit.Add(sq)
	}
	u.nonLocal = true
}
