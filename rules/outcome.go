// Package rules decides how a game stands: whether it is over, and why
// (catalog 1.K). It is the one place the protocol, the match runner and the
// search ask; the living-board issue extends it (explosions, King's Check,
// the 300-move rule's material count).
package rules

import (
	"fmt"
	"strings"
	"sync"

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

// Game is what the end-of-game rules need beyond the position: the earlier
// positions at turn starts (for the repetition rule), and how many Null
// turns in a row led to the position.
type Game struct {
	Pos     *board.Position
	History History // earlier positions at turn starts, oldest first
	Nulls   int     // consecutive Null turns ending at Pos
	Rule300 bool    // play the optional 300-move rule (V13-300-RULE)

	mg *movegen.Game // Play's make/unmake on Pos, made at its first turn
}

// Rule300Plies is when the 300-move rule starts to decide: after move 300,
// that is 600 plies, Null moves included (V13-300-RULE ruling).
const Rule300Plies = 600

// Decided is Outcome without the endings that need the legal actions
// (checkmate, stalemate, the 300-move rule): a missing king, two Null turns
// in a row, threefold repetition. It generates nothing, so it can be asked
// before every turn of a long game.
func Decided(g Game) (Result, string) {
	p := g.Pos
	if p.Turn().Actor != 0 {
		return Ongoing, ""
	}
	side := p.SideToMove()
	mg := borrowGame(p)
	_, mine := mg.KingSquare(side)
	_, theirs := mg.KingSquare(side.Other())
	games.Put(mg)
	switch {
	case !mine && !theirs:
		return Draw, "both kings are gone" // V13-KING-LOSS ruling: one blast killed both
	case !mine:
		return Winner(side.Other()), side.String() + " has no king"
	case !theirs:
		return Winner(side), side.Other().String() + " has no king"
	}
	if g.Nulls >= 2 && p.Variant.Has(board.MechNullDraw) { // V13-DRAW-NULL; not in 8.0 (V8-VICTORY-DRAW)
		return Draw, "two null moves in a row"
	}
	if g.History.Count(p) >= 2 {
		return Draw, "threefold repetition"
	}
	return Ongoing, ""
}

// Outcome says whether the game is over at the start of the side to move's
// turn, and why (catalog V13-WIN-KING, V13-WIN-STALEMATE, V13-DRAW-NULL,
// V13-DRAW-REPETITION; the 50-move rule is not used, V13-DRAW-50):
//   - the side to move has no king: it lost it;
//   - two Null turns in a row: a draw;
//   - the third occurrence of the position: a draw. An earlier position
//     counts only if its hash is equal and the full positions are equal
//     apart from the ply counter (History.Count); an equal hash over a
//     different position is a hash collision, not a repetition;
//   - no legal action other than Null: checkmate if in check, else
//     stalemate, and both lose;
//   - with the 300-move rule on, from ply 600 on: the side with more Rotate
//     points over the whole board wins (a tie is looked at again after the
//     next ply).
func Outcome(g Game) (Result, string) {
	p := g.Pos
	if res, why := Decided(g); res != Ongoing || p.Turn().Actor != 0 {
		return res, why
	}
	side := p.SideToMove()
	mg := borrowGame(p)
	defer games.Put(mg)
	if mg.HasLegalAction(0) {
		if res, why, lost := pawnLoss(p); lost {
			return res, why
		}
		if g.Rule300 && p.Ply() >= Rule300Plies && p.Variant.Has(board.MechRule300) { // not in 8.0 (V8-VICTORY-DRAW)
			m := board.Material(p, board.WholeBoard)
			switch {
			case m[board.White] > m[board.Black]:
				return WhiteWins, fmt.Sprintf("300-move rule: %d to %d points", m[board.White], m[board.Black])
			case m[board.Black] > m[board.White]:
				return BlackWins, fmt.Sprintf("300-move rule: %d to %d points", m[board.Black], m[board.White])
			}
		}
		return Ongoing, ""
	}
	if mg.InCheck(side) {
		return Winner(side.Other()), side.String() + " is checkmated"
	}
	if res, why, lost := pawnLoss(p); lost {
		return res, why // before stalemate, which V12A-PAWN-LOSS does not name
	}
	return Winner(side.Other()), side.String() + " is stalemated (a stalemate loses)"
}

// games holds the move generators Decided and Outcome borrow: a referee
// asks them at every turn's start, and a new movegen.Game per question
// allocated its buffers and its protection state anew each time (issue 45:
// half the allocations of a random game). A borrowed game wraps the
// position with Reset and is given back with nothing made on it.
var games = sync.Pool{New: func() any { return movegen.NewGame(board.StartPosition()) }}

// borrowGame takes a game from the pool, wrapping p.
func borrowGame(p *board.Position) *movegen.Game {
	mg := games.Get().(*movegen.Game)
	mg.Reset(p)
	return mg
}

// EndingKind names the kind of ending an Outcome reason describes, for
// counting endings: "checkmate", "stalemate", "repetition", "double null",
// "both kings gone", "king lost" (captured or blown up), "300-move rule",
// "pawn loss" (V12A-PAWN-LOSS);
// any other reason is returned as it is.
func EndingKind(why string) string {
	switch {
	case strings.Contains(why, "checkmated"):
		return "checkmate"
	case strings.Contains(why, "stalemated"):
		return "stalemate"
	case strings.Contains(why, "repetition"):
		return "repetition"
	case strings.Contains(why, "null"):
		return "double null"
	case strings.Contains(why, "both kings"):
		return "both kings gone"
	case strings.Contains(why, "has no king"):
		return "king lost"
	case strings.Contains(why, "300-move"):
		return "300-move rule"
	case strings.Contains(why, "all its pawns"), strings.Contains(why, "all their pawns"):
		return "pawn loss"
	}
	return why
}
