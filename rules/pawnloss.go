package rules

import "github.com/frozenchess/engine/board"

// Pawn loss (V12A-PAWN-LOSS, 002:138-139, a variant with
// board.MechPawnLoss): a side that has lost all its pawns loses the game,
// promoted pawns counting as lost (a promoted pawn is a unit of another
// type). By the row's ruling a lost king and checkmate decide first, then
// a side without pawns loses, and if the move left both sides without
// pawns the side that moved loses. Outcome asks it at the start of a turn,
// after the kings and checkmate: the side that moved is the one not to
// move.

// pawnLoss reports the result of the pawn-loss rule in p, and whether it
// decides the game.
func pawnLoss(p *board.Position) (Result, string, bool) {
	if !p.Variant.Has(board.MechPawnLoss) {
		return Ongoing, "", false
	}
	side := p.SideToMove()
	mineGone := !hasPawns(p, side)
	theirsGone := !hasPawns(p, side.Other())
	switch {
	case mineGone && theirsGone:
		return Winner(side), "both sides have lost all their pawns, " + side.Other().String() + " by its own move", true
	case mineGone:
		return Winner(side.Other()), side.String() + " has lost all its pawns", true
	case theirsGone:
		return Winner(side), side.Other().String() + " has lost all its pawns", true
	}
	return Ongoing, "", false
}

// hasPawns reports whether side has a pawn on the board.
func hasPawns(p *board.Position, side board.Side) bool {
	pawns := p.BodySquares(side, board.Pawn)
	return !pawns.Empty()
}
