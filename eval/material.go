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
// of issue 37 lets the evaluator weigh it as play needs; a quarter measured
// about +75 Elo over full weight (160 games at equal nodes, issue 37).
// Material itself stays exact: Rotate and the 300-move rule use it.
const ColorForcePercent = 25

// unitScore is the evaluator's value of u standing on sq, in score units:
// UnitValue times MaterialScale, with only ColorForcePercent of the
// doubling on the own colour.
func unitScore(u *board.Unit, sq board.Square) int {
	v := board.UnitValue(u, sq) * MaterialScale
	if v == 0 || sq.Dark() != (u.Side == board.Black) {
		return v
	}
	doubled := board.BaseValue(u.Type) // the part Color Force added
	if u.Has(board.StatusShadow) {
		doubled = doubled/3 + 1
	}
	return v - doubled*MaterialScale*(100-ColorForcePercent)/100
}

// bodyScore adds one body (a single unit or a fused stack) on sq to tot, as
// addBody does for Material but with unitScore: counted members only, and
// the fuse bonus (V13-VALUE-FUSE) for two or more.
func bodyScore(p *board.Position, id board.UnitID, sq board.Square, tot *[2]int) {
	side := p.Unit(id).Side
	n, sum := 0, 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if !board.CountedAlone(u) {
			continue
		}
		n++
		sum += unitScore(u, sq)
	}
	if n >= 2 {
		sum += n * MaterialScale
	}
	tot[side] += sum
}

// squareMaterial adds the material term of what stands on sq to m: the
// body unless it is a king (a king is never traded; see the package
// comment), and every shadow.
func squareMaterial(p *board.Position, sq board.Square, m *[2]int) {
	c := &p.Cells()[sq]
	if c.Body != 0 && c.Piece.Type() != board.King {
		bodyScore(p, c.Body, sq, m)
	}
	for s := c.Shadows; s != 0; s = p.Unit(s).Next {
		bodyScore(p, s, sq, m)
	}
}

// materialTerm is the material term of each side over the whole board.
func materialTerm(p *board.Position) [2]int {
	var m [2]int
	occupied := p.SideBodies(board.White)
	black := p.SideBodies(board.Black)
	occupied.Union(&black)
	occupied.Union(p.ShadowSquares())
	for w, word := range occupied {
		for ; word != 0; word &= word - 1 {
			squareMaterial(p, board.Square(w*64+bits.TrailingZeros64(word)), &m)
		}
	}
	return m
}
