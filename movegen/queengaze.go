package movegen

import "github.com/frozenchess/engine/board"

// Queen's Gaze (V13-QUEEN-GAZE): enemy pawns in a queen's 3x3 are
// paralyzed. By the catalog's ruling the aura is looked at the end of each
// ply (Q3 step 5, before the clocks): at the end of a side's ply, every
// enemy pawn standing next to one of its queens that is not paralyzed
// takes 1 turn of paralysis, which its own next turn uses up. So a pawn
// that stays beside the queen never acts; one that enters the 3x3 during
// its own turn finishes that turn (a Double Move goes on); one whose queen
// leaves is free at its next turn. Queens gaze whatever their own state;
// Queen's Shadow tokens and Illusions do not (they use no abilities). A
// pawn in its own king's 3x3 is a Royal Guard, immune to new paralysis
// (V13-KING-ROYALGUARD), as for any other paralysis. The paralysis goes to
// the field log like the other clocks of the ply's end.

// gazeDue reports whether the end of side's ply would paralyze an enemy
// pawn by the Gaze of one of side's queens as they stand: an attacker of the
// enemy may then stop attacking, which only a trial sees (King's Exchange).
func gazeDue(p *board.Position, side board.Side) bool {
	queens := p.BodySquares(side, board.Queen)
	pawns := p.BodySquares(side.Other(), board.Pawn)
	if queens.Empty() || pawns.Empty() {
		return false
	}
	for !queens.Empty() {
		near := board.KingZone[queens.Pop()].And(&pawns) // a set test, not eight square tests
		for !near.Empty() {
			if p.Unit(p.BodyAt(near.Pop())).Paralysis == 0 {
				return true
			}
		}
	}
	return false
}

// gaze paralyzes the enemy pawns next to side's queens at the end of
// side's ply. It allocates nothing and costs one set test when side has no
// queen.
func (g *Game) gaze(u *undo, side board.Side) {
	p := g.Pos
	queens := p.BodySquares(side, board.Queen)
	if queens.Empty() {
		return
	}
	enemy := side.Other()
	pawns := p.BodySquares(enemy, board.Pawn)
	if pawns.Empty() {
		return
	}
	cells := p.Cells()
	for !queens.Empty() {
		q := queens.Pop()
		for _, sq := range leaps[leapKing][q] {
			if !pawns.Has(sq) || cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
				continue
			}
			id := cells[sq].Body
			if pu := p.Unit(id); pu.Paralysis > 0 || g.immune(id) {
				continue
			}
			g.setLogged(id, board.FParalysis, 1)
			g.setLogged(id, board.FParOrigin, uint32(board.ParOriginAttack))
			u.nonLocal, u.gazed = true, true
			u.hit.Add(sq)
		}
	}
}
