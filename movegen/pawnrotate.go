package movegen

import "github.com/frozenchess/engine/board"

// Pawn Rotation (V13-PAWN-ROTATE): a pawn turns its forward (its aim
// direction, V13-FACING) to another of the 4 orthogonal directions. The
// new facing drives its move, leap, capture diagonals and last rank
// (pawn.go) from its next turn on; turning to face an edge it already
// stands on does not promote it (promotion comes with a step). Nobody moves
// and no wall is built. Written <pawn>!face:<n|e|s|w> (the name "rotate"
// is left to the generic block Rotate, V13-ROTATE).

var faceDef = SpecialDef{
	Name: "face", Catalog: "V13-PAWN-ROTATE", Arg: ArgDir,
	gen:  (*gen).pawnRotations,
	make: rotatePawn,
	// The field log since the step began holds the facing it changed.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	// Only a friendly pawn's facing changes: its captures may differ, but
	// the legality test judges the enemy's attacks on the king, which it
	// does not change (the turn's protection state holds, Q7).
	Hint: HintClocks,
}

// pawnRotations generates the 3 new facings of the pawn on sq.
func (g *gen) pawnRotations(sq board.Square, u *board.Unit) {
	for _, d := range orthogonals {
		if d != u.Facing {
			g.addSpecial(sq, sq, SpecFace, uint16(d))
		}
	}
}

// rotatePawn plays a Pawn Rotation.
func rotatePawn(g *Game, _ *undo, s Step) {
	g.setLogged(g.Pos.BodyAt(s.From()), board.FFacing, uint32(s.Arg()))
}
