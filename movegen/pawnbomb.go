package movegen

import "github.com/frozenchess/engine/board"

// Pawn Fusion Bomb (V13-PAWN-BOMB): fusing 7 pawns makes them explode over
// the 5x5 area centred on the stack. Ruling: the blast happens as soon as
// the 7th pawn joins; the 7 pawns die too (tombs); it is a generic
// explosion (V13-EXPLOSION, Q10: explode, here over a 5x5; the blasts it
// sets off, a jester's, are 3x3 as ever). Our readings: the fusion that
// makes a stack of pawns only with 7 members or more (a parsed position
// may hold a bigger one) is this move, written <from>!pbomb-<stack>, in
// place of the plain Fusion (fuse.go), which then is not offered: the
// notation says the blast. A pawn joins a stack by its forward step, as in
// any pawn's Fusion. A stack with any other member is no pawn stack and
// does not explode. Fusion Absorb cannot make one: a pawn stack cannot
// absorb pawns (their own kind) and absorbing anything else makes it mixed.
// Kings in the area die (a side without its king has lost); boxes stand.
// Undone from a snapshot.

var pawnBombDef = SpecialDef{
	Name: "pbomb", Catalog: "V13-PAWN-BOMB", Target: true, Generic: true, Snapshot: true,
	gen:  (*gen).pawnBombs,
	make: pawnBomb,
	// A blast: a trial each (changes nil).
}

// PawnBombSize is the number of pawns whose fusion explodes.
const PawnBombSize = 7

// PawnBombRadius is the blast's reach around the stack: 2 for a 5x5.
const PawnBombRadius = 2

// pawnStackSize returns the number of members of the fused stack on sq if
// they are all pawns, else 0.
func pawnStackSize(p *board.Position, sq board.Square) int { return stackSizeOf(p, sq, board.Pawn) }

// bombFusion reports whether a pawn fusing into the body on sq makes a
// pawn stack of PawnBombSize or more. A lone pawn there makes 2.
func bombFusion(p *board.Position, sq board.Square) bool {
	return pawnStackSize(p, sq)+1 >= PawnBombSize
}

// pawnBombs generates the bomb fusion of the pawn u on sq: onto the stack
// in front of it, as a pawn's Fusion would (fusions).
func (g *gen) pawnBombs(sq board.Square, u *board.Unit) {
	if u.Bind != 0 || g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
		return
	}
	if nx := nbr[sq][u.Facing]; nx != offBoard && g.fusible(board.Square(nx)) && g.cells[nx].Level <= g.cells[sq].Level && bombFusion(g.p, board.Square(nx)) {
		g.addSpecial(sq, board.Square(nx), SpecPawnBomb, 0)
	}
}

// pawnBomb plays the bomb: the pawn joins the stack, which explodes.
func pawnBomb(g *Game, u *undo, s Step) {
	fuse(g, u, s)
	g.explodeWide(u, s.To(), PawnBombRadius)
}
