package movegen

import "github.com/frozenchess/engine/board"

// Advanced movement in FrozenChess 8.0 (V8-ADVANCED, 001:407-430): the
// Double Move and the multimove as in 13.0, but
//
//   - no rule locks abilities during advanced movement
//     (board.MechAbilitiesInMultimove): a multimove allows "N unrestricted
//     moves/specialmoves", so its last step may be any special move of the
//     actor, a unit ability as well as a generic one (13.0 allows the
//     generic ones only, V13-ADV-ABILITY-LOCK), and ends it as a capture
//     does (the V13-MULTIMOVE ruling: every step but the last is plain). A
//     Double Move stays plain ("if they are not captures or special moves"),
//     and a pawn a knight holds still has no ability (V8-KNIGHTMARE);
//   - the Diagonal Bounce is the bishop's, the dragon's and the queen's
//     (and the Ship's, with its moves), as in 13.0's lines; there is no
//     Orthogonal Bounce (board.MechNoOrthogonalBounce): a rook-type line
//     stops at an obstacle (orthWalk, lines.go), in generation and in the
//     attack test alike, which walk the same lines.

// abilitiesMidTurn reports whether the actor u of a multimove may end it
// with one of its unit abilities (specialMoves asks this for the turn's
// actor only; the caller has checked it can act).
func abilitiesMidTurn(p *board.Position, u *board.Unit) bool {
	return p.Variant.Has(board.MechAbilitiesInMultimove) && !(u.Type == board.Pawn && knightmared(p, u, nil))
}
