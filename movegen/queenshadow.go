package movegen

import "github.com/frozenchess/engine/board"

// Queen's Shadow (V13-QUEEN-SHADOW): when a queen's turn ends after she
// walked, the square her turn started on gets no wall: her Queen's Shadow
// token stands there instead (Q3 step 5, last of the ply's end). Each queen
// has at most one token: her earlier one moves to the new square, the way
// her old wall dissolves when she builds a new one; a new token (her first,
// or after hers was taken) is a new unit. The token is hers by
// Unit.Parent, of her side and Queen kind, worth 0; it never acts, but it
// attacks as a queen and gives check (gen.canAct). A token is not placed
// when the start square is not free at the end (she came back to it), and
// her old token then stays. Taken or blown up, a token leaves the game
// with no tomb and no award (bury); so does an Illusion
// (V13-QUEEN-ILLUSION-END).

// shadowStart is the square a queen actor's token will take at the end of
// this ply, or offBoard: the first square of her trail.
func shadowStart(p *board.Position, actor board.UnitID) uint16 {
	trail := p.Trail()
	if actor == 0 || len(trail) == 0 {
		return offBoard
	}
	if a := p.Unit(actor); a.Type != board.Queen || a.Loc != board.LocBody {
		return offBoard
	}
	return uint16(trail[0])
}

// tokenOf finds the Queen's Shadow token of queen q on the board (0: none).
func tokenOf(p *board.Position, q board.UnitID) board.UnitID {
	toks := p.BodySquares(p.Unit(q).Side, board.QueenShadow)
	for !toks.Empty() {
		if id := p.BodyAt(toks.Pop()); p.Unit(id).Parent == q {
			return id
		}
	}
	return 0
}

// leaveQueenShadow puts queen's token on start at the end of her ply.
// Moving her token is undone from the undo record; a new token, from a copy
// of the position taken here (lateSnapshot) unless the step has one.
func (g *Game) leaveQueenShadow(u *undo, queen board.UnitID, start board.Square) {
	p := g.Pos
	c := p.Cell(start)
	if c.Body != 0 || c.Wall != 0 || p.Unit(queen).Square == start {
		return
	}
	if c.Features&board.FeatTomb != 0 {
		if t, _ := p.TombAt(start); t.State == board.TombActive {
			return
		}
	}
	if tok := tokenOf(p, queen); tok != 0 {
		old := p.Unit(tok).Square
		must(p.MoveBody(old, start), "queen's shadow", u.step)
		if u.snap == nil {
			u.tokenMoved, u.tokenFrom, u.tokenAt = true, old, start
		}
		u.nonLocal = true
		u.hit.Add(old)
		u.hit.Add(start)
		return
	}
	if u.snap == nil {
		g.lateSnapshot(u)
	}
	side := p.Unit(queen).Side
	id, err := p.NewUnit(board.QueenShadow, side)
	must(err, "queen's shadow", u.step)
	must(p.PlaceBody(start, id), "queen's shadow", u.step)
	must(p.SetField(id, board.FParent, uint32(queen)), "queen's shadow", u.step)
	u.nonLocal = true
	u.hit.Add(start)
}

// tokenExposes reports whether the move of a queen actor's token at the
// turn's end could change the attack on the king: its square is one the
// attack test looked at (endMayExpose).
func (g *Game) tokenExposes(sf *Safety, actor board.UnitID) bool {
	if actor == 0 || g.Pos.Unit(actor).Type != board.Queen {
		return false
	}
	tok := tokenOf(g.Pos, actor)
	return tok != 0 && sf.dep.Has(g.Pos.Unit(tok).Square)
}
