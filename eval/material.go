package eval

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// ColorForcePercent is how much of Color Force (V13-VALUE-COLORFORCE) the
// evaluator's material term counts, in percent. Material, the Rotate count,
// doubles a unit's value on its own colour; counted in full by the search,
// every step onto or off the own colour swings the score by the unit's whole
// value, so the score jumped by 800-1200 between iterations in quiet
// positions and the search chased colours instead of material. The ruling
// of issue 37 lets the evaluator weigh it as play needs. A quarter (issue
// 37) still made a rook's orthogonal step worth 3 pawns either way, and a
// Rotate by 90 degrees of an even block, which moves every unit in it to
// the other colour, swing the score by thousands: a tenth (issue 46).
// Material itself stays exact: Rotate and the 300-move rule use it.
const ColorForcePercent = 10

// RankPercent is how much of the rank bonus (V13-VALUE-RANK, floor(d/2)
// points, up to 8) the material term counts, in percent, and only for a
// unit that faces the enemy's edge (V13-FACING). In full, a pawn two ranks
// up was worth two pawns, and a Rotate by 180 degrees of the own ranks
// (b2!rotate:8x180 from the start) carried 24 units five ranks forward for
// +5,664 at depth 1, while it turned every one of them to face its own
// edge: their pawn steps, forward diagonals and cannon shots now lead home.
// A unit facing sideways or backwards gets no rank bonus (issue 46).
const RankPercent = 25

// FusePercent is how much of the fuse bonus (V13-VALUE-FUSE: a stack's
// member count in points) the material term counts, in percent. In full, a
// fusion was worth two pawns and the search opened with one (c1!fuse-c4,
// +350 at depth 1), though a stack moves as one unit and one capture
// takes its members off the square together (issue 46).
const FusePercent = 25

// unitScore is the evaluator's value of u standing on sq, in score units:
// its type's Piece (or Shadow) weight, ColorForcePercent of it more on the
// own colour, and the rank bonus for a unit facing forward (shadows have
// none, V13-VALUE-SHADOW). With the default weights: the (shadow) base
// value times MaterialScale, and RankPercent of the rank bonus.
func (tab *scoreTable) unitScore(u *board.Unit, sq board.Square) int {
	if u.Type >= board.NumTypes {
		return 0
	}
	shadow := u.Has(board.StatusShadow)
	own := sq.Dark() == (u.Side == board.Black)
	v := tab.unit[b2i(shadow)][b2i(own)][u.Type]
	if !shadow && v != 0 {
		v += tab.rankScore(u, sq)
	}
	return v
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rankPoints is the rank bonus of u on sq in points (V13-VALUE-RANK), 0 for
// a unit not facing the enemy's edge (see RankPercent), on a board of ranks
// ranks (Black's back rank is 16, or 12 on a 12x12 board).
func rankPoints(u *board.Unit, sq board.Square, ranks int) int {
	if u.Facing != board.DefaultFacing(u.Side) {
		return 0
	}
	d := sq.Rank() + 1 // d of V13-VALUE-RANK: ranks from the own back rank, 1..16
	if u.Side == board.Black {
		d = ranks - sq.Rank()
	}
	return d / 2
}

// rankScore is the evaluator's rank bonus of u on sq (see RankPercent).
func (tab *scoreTable) rankScore(u *board.Unit, sq board.Square) int {
	return rankPoints(u, sq, int(tab.variant.Geometry.Ranks)) * tab.w.RankPoint
}

// bodyScore adds one body (a single unit or a fused stack) on sq to tot, as
// addBody does for Material but with unitScore: counted members only, and
// the fuse bonus (V13-VALUE-FUSE) for two or more.
func (tab *scoreTable) bodyScore(p *board.Position, id board.UnitID, sq board.Square, tot *[2]int) {
	side := p.Unit(id).Side
	vr := p.Variant
	n, sum := 0, 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if !board.CountedAloneIn(vr, u) || (u.Has(board.StatusShadow) && !vr.Has(board.MechValueShadowsCount)) {
			continue
		}
		n++
		sum += tab.unitScore(u, sq)
	}
	if n >= 2 {
		sum += n * tab.w.FuseMember
	}
	tot[side] += sum
	tab.cargo(p, id, sq, tot, nil)
}

// cargo adds what the units a transport holds (V8-SHIP, V8-CANNON's
// ammunition; board/cargo.go) are worth to mat (material, if not nil) and
// their paralysis credit to par (if not nil), each unit for its own side,
// scored as if it stood on its carrier's square sq. Unlike the Rotate
// count (V8-ROTATE-VALUES leaves them out), the evaluation counts them:
// they come back onto the board (a ship's unloading, a cannon's shot), so
// a unit boarding is not a unit lost.
func (tab *scoreTable) cargo(p *board.Position, id board.UnitID, sq board.Square, mat, par *[2]int) {
	if p.Unit(id).Held == 0 || p.Carries(p.Unit(id).Type) == 0 {
		return
	}
	var buf [8]board.UnitID
	for _, m := range p.Cargo(id, buf[:0]) {
		u := p.Unit(m)
		if u.Has(board.StatusShadow) && !p.Variant.Has(board.MechValueShadowsCount) {
			continue // a ShadowShip's shadow passenger counts no more than a shadow on the board
		}
		if board.CountedAloneIn(tab.variant, u) {
			if mat != nil {
				mat[u.Side] += tab.unitScore(u, sq)
			}
			continue
		}
		if par != nil {
			tab.credit(u, sq, par)
		}
	}
}

// squareMaterial adds the material term of what stands on sq to m: the
// body unless it is a king (a king is never traded; see the package
// comment), and every shadow.
func (tab *scoreTable) squareMaterial(p *board.Position, sq board.Square, m *[2]int) {
	c := &p.Cells()[sq]
	if c.Body != 0 && c.Piece.Type() != board.King {
		tab.bodyScore(p, c.Body, sq, m)
	}
	for s := c.Shadows; s != 0; s = p.Unit(s).Next {
		tab.bodyScore(p, s, sq, m)
	}
}

// materialTerm is the material term of each side over the whole board.
func (tab *scoreTable) materialTerm(p *board.Position) [2]int {
	var m [2]int
	occupied := p.SideBodies(board.White)
	black := p.SideBodies(board.Black)
	occupied.Union(&black)
	occupied.Union(p.ShadowSquares())
	for w, word := range occupied {
		for ; word != 0; word &= word - 1 {
			tab.squareMaterial(p, board.Square(w*64+bits.TrailingZeros64(word)), &m)
		}
	}
	return m
}
