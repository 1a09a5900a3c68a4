// Package rules decides how a game stands: whether it is over, and why
// (catalog 1.K). It is the one place the protocol, the match runner and the
// search ask; the living-board issue extends it (explosions, King's Check,
// the 300-move rule's material count).
package rules

import (
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// Result is the outcome of a game.
type Result uint8

const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Draw
)

func (r Result) String() string {
	return [...]string{"*", "1-0", "0-1", "1/2-1/2"}[r]
}

// Winner is the result in which side wins.
func Winner(side board.Side) Result {
	if side == board.White {
		return WhiteWins
	}
	return BlackWins
}

// Game is what the end-of-game rules need beyond the position: the hashes
// of the earlier positions at turn starts, and how many Null turns in a row
// led to the position.
type Game struct {
	Pos     *board.Position
	History []uint64 // earlier positions at turn starts, oldest first
	Nulls   int      // consecutive Null turns ending at Pos
}

// Outcome says whether the game is over at the start of the side to move's
// turn, and why (catalog V13-WIN-KING, V13-WIN-STALEMATE, V13-DRAW-NULL,
// V13-DRAW-REPETITION; the 50-move rule is not used, V13-DRAW-50):
//   - the side to move has no king: it lost it;
//   - two Null turns in a row: a draw;
//   - the third occurrence of the position (same hash): a draw;
//   - no legal action other than Null: checkmate if in check, else
//     stalemate, and both lose.
func Outcome(g Game) (Result, string) {
	p := g.Pos
	if p.Turn().Actor != 0 {
		return Ongoing, ""
	}
	side := p.SideToMove()
	mg := movegen.NewGame(p)
	if _, ok := mg.KingSquare(side); !ok {
		return Winner(side.Other()), side.String() + " has no king"
	}
	if g.Nulls >= 2 {
		return Draw, "two null moves in a row"
	}
	seen := 0
	for _, h := range g.History {
		if h == p.Hash() {
			seen++
		}
	}
	if seen >= 2 {
		return Draw, "threefold repetition"
	}
	for _, s := range mg.Legal(0, nil) {
		if s.Kind() != movegen.KindNull {
			return Ongoing, ""
		}
	}
	if mg.InCheck(side) {
		return Winner(side.Other()), side.String() + " is checkmated"
	}
	return Winner(side.Other()), side.String() + " is stalemated (a stalemate loses)"
}
