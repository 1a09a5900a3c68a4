package movegen

import "github.com/frozenchess/engine/board"

// Walltrap (V13-JESTER-WALLTRAP): the jester names an enemy unit on one of
// its own landing squares (its 24 leaps, V13-JESTER-MOVE, with no wall on
// the points passed; the target's level does not matter, since nobody
// moves: V13-TERRAIN-CLIMB), written <jester>!walltrap-<target>. If the
// target is alone a ring of 8 wall squares surrounds it, otherwise the
// empty squares of its 3x3 are walled. Rulings followed: "alone" = no
// other unit in its 3x3, so both cases wall every body-free square of the
// 3x3 around the target (for a lone unit, all 8); the walls are the
// jester's (they are its current wall: its previous wall dissolves, Q6) and
// dissolve at its next move, as any wall of its does; squares holding
// tombs or markers get wall on top. Our readings: a square that already
// holds another unit's wall keeps it (its owner's wall); shadows are not
// bodies, so a shadow's square is walled too; the board edge leaves fewer
// squares; kings (V13-KING-IMMUNITY) and jesters (Kind Immunity; a stack
// of jesters only) cannot be targeted; a cast that walls nothing is not
// offered. A unit ability: a turn's single action. The jester does not
// move, so it lays no trap. Walls change every line: legality by a whole
// trial. Undone from the unit log (the old wall's squares cleared, the new
// ones set: revertUnits), not from a copy.

var walltrapDef = SpecialDef{
	Name: "walltrap", Catalog: "V13-JESTER-WALLTRAP", Target: true,
	gen:    (*gen).walltraps,
	make:   walltrap,
	unmake: func(g *Game, u *undo, s Step) { g.revertUnits(u.lens[4], s) },
	region: blastRegion(false), // no unit changes: walls only
}

// walltraps generates the Walltraps of the jester u on sq.
func (g *gen) walltraps(sq board.Square, u *board.Unit) {
	jester := g.cells[sq].Body
next:
	for _, jl := range g.jesterLeapsIn()[sq] { // the move's range (V8-JESTER: 8.0's move)
		for i := range jl.nv {
			if g.cells[jl.via[i]].Wall != 0 {
				continue next
			}
		}
		if walltrapTarget(g.p, g.side, jl.to) && walltrapSquares(g.p, jl.to, jester, nil) > 0 {
			g.addSpecial(sq, jl.to, SpecWalltrap, 0)
		}
	}
}

// walltrapTarget reports an enemy body of side's enemy on sq that a
// Walltrap may name: not a king, not only jesters.
func walltrapTarget(p *board.Position, side board.Side, sq board.Square) bool {
	pc := p.PieceAt(sq)
	if pc == board.NoPiece || pc.Side() == side {
		return false
	}
	for m := p.BodyAt(sq); m != 0; m = p.Unit(m).Member {
		switch p.Unit(m).Type {
		case board.King:
			return false
		case board.Jester:
		default:
			return true
		}
	}
	return false
}

// walltrapSquares counts the squares of the 3x3 around target that a
// Walltrap of jester walls (no body, and no wall but the jester's own, which
// dissolves first) and, if g is not nil, walls them.
func walltrapSquares(p *board.Position, target board.Square, jester board.UnitID, g *Game) int {
	n := 0
	for _, sq := range leaps[leapKing][target] {
		c := p.Cell(sq)
		if c.Body != 0 || (c.Wall != 0 && c.Wall != jester) {
			continue
		}
		n++
		if g != nil {
			g.setWallLogged(sq, jester)
		}
	}
	return n
}

// walltrap plays a Walltrap: the jester's old wall dissolves, the new one
// rings the target.
func walltrap(g *Game, u *undo, s Step) {
	p := g.Pos
	jester := p.BodyAt(s.From())
	for j := p.Unit(jester); j.WallLen > 0; {
		g.clearWallLogged(j.WallHead) // the head first: the revert puts the list back in order
	}
	walltrapSquares(p, s.To(), jester, g)
	u.nonLocal = true
}
