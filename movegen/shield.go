package movegen

import "github.com/frozenchess/engine/board"

// Templar's Shield (V13-TEMPLAR-SHIELD, V13-TEMPLAR-SHIELD-TOMB): a unit
// cannot capture a templar if the templar could capture that unit from
// where the capturer stands, with one plain templar move without bounce: a
// straight rook line within its range, or its slide. Rulings followed: kind
// immunity is ignored in that test, and only the templar's own patterns
// count (not an empowering one). Our reading: "could capture" means what
// the attack test means (Q7), so a templar that cannot act (paralyzed,
// boxed, locked in syzygy) raises no shield. The shield is off while a
// pending tomb lies under the templar (it has just captured there).
//
// The shield decides whether a capture succeeds, not whether the templar is
// attacked (Q7), so attack queries, reach maps and threat maps ignore it:
// capturable asks shielded only when it generates real captures.

// shielded reports whether the templar on t shields itself against a
// capturer standing on a.
func shielded(p *board.Position, t, a board.Square) bool {
	cells := p.Cells()
	tc := &cells[t]
	if tc.Piece.Type() != board.Templar || tc.Piece&(board.PieceStack|board.PieceBox) != 0 {
		return false
	}
	if tc.Features&board.FeatTomb != 0 {
		if tomb, ok := p.TombAt(t); ok && tomb.State == board.TombPending {
			return false // V13-TEMPLAR-SHIELD-TOMB
		}
	}
	u := p.Unit(tc.Body)
	g := newGen(p, u.Side, nil)
	if !g.canAct(u, tc.Piece) {
		return false
	}
	g.from, g.level, g.phantom = t, tc.Level, uint16(a)
	dx, dy := a.File()-t.File(), a.Rank()-t.Rank()
	if dx == 0 || dy == 0 {
		// The rook line, straight: the first body it meets must be a's.
		d := dirOf(sign(dx), sign(dy))
		w := newWalker(t, d, tc.Level)
		for rng := lineRange(p, u, u.CRROrth, true); w.n < rng; {
			out, n := g.advance(&w)
			switch out {
			case outEmpty, outPass:
				continue
			case outBody:
				return n == a
			}
			return false
		}
		return false
	}
	if abs(dx) > 3 || abs(dy) > 3 {
		return false
	}
	// The slide: a is a phantom enemy, so kind immunity does not apply.
	var buf [16]Step
	g.list = buf[:0]
	g.mode = bitsOf[modeAttack]()
	g.templarDiagonals(t, true) // 8.0 leaps (V8-TEMPLAR, templar8.go)
	for _, s := range g.list {
		if s.To() == a {
			return true
		}
	}
	return false
}
