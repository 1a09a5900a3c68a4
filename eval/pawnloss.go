package eval

import "github.com/frozenchess/engine/board"

// Pawn loss in the evaluation (V12A-PAWN-LOSS, issue 48): in a variant with
// board.MechPawnLoss a side without a pawn on the board has lost
// (rules/pawnloss.go). The search's only end test is a lost king
// (search.kingGone), so without this term it would trade its last pawns
// for a piece. The term is a penalty that grows as a side's pawn count
// nears 0, and with none a score no material can make up: the pawns are
// the side's life, not one point each. It counts pawns as the rule does
// (board.Position.BodySquares: bodies on the board), and it is not a sum
// over squares, so it lives in Rest with the king terms.
//
// Both sides without pawns (the side that moved loses) score 0 here: the
// two penalties cancel. The rule decides such a game at once in play.

// PawnLossLost is the penalty of a side with no pawn left: a lost game,
// above any material (a 12A side has about 125 points) but far below the
// search's mate scores, so a real mate still counts for more.
const PawnLossLost = 30000

// pawnLossPenalty is the penalty of a side with n pawns, n below its
// length; more pawns cost nothing. Each pawn taken from the last few costs
// more than a minor piece, so the search keeps them.
var pawnLossPenalty = [...]int{0: PawnLossLost, 1: 1200, 2: 500, 3: 200, 4: 60}

// pawnLoss is side's pawn-loss term (a penalty, 0 or less), 0 in a variant
// without the rule.
func pawnLoss(p *board.Position, side board.Side) int {
	if !p.Variant.Has(board.MechPawnLoss) {
		return 0
	}
	pawns := p.BodySquares(side, board.Pawn)
	if n := pawns.Count(); n < len(pawnLossPenalty) {
		return -pawnLossPenalty[n]
	}
	return 0
}
