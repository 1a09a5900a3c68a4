package movegen

import "github.com/frozenchess/engine/board"

// Capture Range Reduction in the 12x12 texts (V12A-CRR, 002:45-49, with
// board.MechCRR12): a line unit's range is 12 squares a move, and each of
// its captures takes 2 squares off every line range it has ("queens bishop
// and rook range are reduced by 2 squares after a capture", the row's
// ruling), whatever it took and however, down to the variant's floor of 2.
// Pawns have no line range (CRR does not apply to them). The reduction is
// kept in the unit's CRR fields as in 13.0, so respawn resets it and the
// undo of the capture restores it (creditCapture, uncredit).

// crrLoss12 is the squares a capture takes off a range (V12A-CRR).
const crrLoss12 = 2

// creditRange12 takes crrLoss12 squares off each line range of the
// capturer a, the unit actor, as far as the floor allows.
func (g *Game) creditRange12(actor board.UnitID, a *board.Unit, s Step) {
	p := g.Pos
	most := p.Variant.LineRange - p.Variant.MinLineRange // the largest reduction
	loss := crrLoss12
	if p.Variant.Has(board.MechQuadrants12) && quadrantBonus(p, a.Side, s.To(), a.Square, a.Type) {
		loss = crrLoss12 / 2 // V12A-QUADRANTS perk (3): halved in its side's bonus quadrant
	}
	if crrDiag(a.Type) {
		must(p.SetField(actor, board.FCRRDiag, uint32(min(int(a.CRRDiag)+loss, most))), "credit", s)
	}
	if crrOrth(a.Type) {
		must(p.SetField(actor, board.FCRROrth, uint32(min(int(a.CRROrth)+loss, most))), "credit", s)
	}
}
