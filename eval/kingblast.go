package eval

import "github.com/frozenchess/engine/board"

// King safety against explosions (issue 37): in self-play every game was
// lost by a king blown up, by an enemy unit that stepped (often with a
// Double Move) onto an active tomb beside it (V13-TOMB-EXPLOSION), which a
// search of a few steps does not see coming. A blast kills any king in its
// 3x3 (V13-EXPLOSION), so the term is a penalty per danger next to the
// king:
//   - an active tomb beside the king: any enemy unit landing there blows
//     it up (KingTombWeight, Weights.KingTomb);
//   - an own jester beside the king: the enemy's capture of it explodes
//     the 3x3, the king with it (V13-JESTER-EXPLOSION; KingJesterWeight).
//     An enemy jester is no such danger: its capture would blow up the
//     capturer's own king, which is illegal.
//
// The constants are the defaults of Weights.KingTomb and KingJester.
const (
	KingTombWeight   = 150
	KingJesterWeight = 40
)

// kingBlast is side's king-blast term (a penalty, 0 or less).
func (tab *scoreTable) kingBlast(p *board.Position, side board.Side) int {
	tombs, jesters := kingBlastCounts(p, side)
	return -tombs*tab.w.KingTomb - jesters*tab.w.KingJester
}

// kingBlastCounts are the active tombs and the own jesters next to side's
// king (0 and 0 without a king).
func kingBlastCounts(p *board.Position, side board.Side) (tombs, jesters int) {
	if j := p.BodySquares(side, board.Jester); j.Empty() && p.TombSquares(board.TombActive).Empty() {
		return 0, 0 // nothing can blow up near the king (the search evaluates at every node)
	}
	kings := p.BodySquares(side, board.King)
	if kings.Empty() {
		return 0, 0
	}
	near := kings.Pop().NeighborSet()
	t := p.TombSquares(board.TombActive).And(near)
	j := p.BodySquares(side, board.Jester)
	j = j.And(near)
	return t.Count(), j.Count()
}
