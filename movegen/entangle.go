package movegen

import "github.com/frozenchess/engine/board"

// Entanglement (V13-ENTANGLEMENT ruling): capturing a non-pawn unit also
// captures every enemy unit of the same kind that shares a line with it.
// From the capture square each of the 8 directions is walked over empty
// squares; the first square that holds anything (a body, a wall or a tomb)
// ends the walk, unless it is an enemy single unit of the victim's kind
// that can be captured, which is taken and the walk goes on past it. Each
// victim counts for the capturer's awards; range loss applies once (Q11).
// Entangling captures are rare and touch many squares, so they are undone
// from a snapshot.

// entangles reports whether a victim of type vt triggers an Entanglement:
// pawns and eggs (which count as pawns) do not, nor do the queen's tokens.
func entangles(vt board.UnitType) bool {
	switch vt {
	case board.Pawn, board.Egg, board.QueenShadow, board.Illusion, board.NoType:
		return false
	}
	return true
}

// entangled appends to out the squares of the units a capture of a vt-kind
// unit on center by side takes with it. vacated is a square to treat as
// empty (the capturer's start square for a moving capture), or center for
// none.
func entangled(p *board.Position, side board.Side, vt board.UnitType, center, vacated board.Square, out []board.Square) []board.Square {
	kind := kindOf(vt)
	cells := p.Cells()
	for d := board.Dir(0); d < board.NumDirs; d++ {
		sq := center
		for {
			nx := nbr[sq][d]
			if nx == offBoard {
				break
			}
			sq = board.Square(nx)
			c := &cells[sq]
			if sq == vacated || (c.Body == 0 && c.Wall == 0 && c.Features&board.FeatTomb == 0) {
				continue
			}
			pc := c.Piece
			if c.Body == 0 || c.Wall != 0 || c.Features&board.FeatTomb != 0 || pc.Side() == side ||
				pc&(board.PieceStack|board.PieceBox) != 0 || kindOf(pc.Type()) != kind || pc.Type() == board.Frog {
				break
			}
			out = append(out, sq)
		}
	}
	return out
}

// entangledFor lists the units a capture step s would take with it, on the
// position before s is made.
func (g *Game) entangledFor(s Step) []board.Square {
	p := g.Pos
	to := s.To()
	vt := p.PieceAt(to).Type()
	if p.PieceAt(to)&board.PieceStack != 0 || !entangles(vt) || !p.Variant.Has(board.MechEntanglement) { // not in the 12x12 texts (V12A-MISSING)
		return g.tangle[:0]
	}
	vacated := to
	if s.Kind() == KindCapture {
		vacated = s.From()
	}
	g.tangle = entangled(p, p.SideToMove(), vt, to, vacated, g.tangle[:0])
	return g.tangle
}

// takeEntangled buries the entangled units and counts each for the capturer.
func (g *Game) takeEntangled(u *undo, actor board.UnitID, squares []board.Square) {
	p := g.Pos
	for _, sq := range squares {
		vt := p.PieceAt(sq).Type()
		g.buryAway(u, sq)
		g.countCapture(actor, vt, u.step)
	}
	u.nonLocal = true
}
