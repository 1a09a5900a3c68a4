package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Paralysis (V13-PARALYSIS, -IMMUNITY, -TRANSFER, V13-KING-ROYALGUARD). Timed
// paralysis is Unit.Paralysis, in owner-turns (Q1); a flood holds a unit
// through Unit.Flood instead. A paralyzed unit cannot act, attack or protect
// (gen.canAct).

// immune reports a unit that new paralysis cannot reach: a king
// (V13-KING-IMMUNITY) or a Royal Guard, a unit in its own king's 3x3
// (V13-KING-ROYALGUARD). Counters already running keep running, and a
// unit's own ability costs ignore immunity (V13-PARALYSIS-IMMUNITY ruling).
func (g *Game) immune(id board.UnitID) bool {
	u := g.Pos.Unit(id)
	if u.Type == board.King {
		return true
	}
	if u.Loc != board.LocBody && u.Loc != board.LocMember {
		return false
	}
	ks, ok := g.KingSquare(u.Side)
	return ok && chebyshev(ks, u.Square) <= 1
}

func chebyshev(a, b board.Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

// paralyze gives unit id a timed paralysis of n owner-turns; the counter
// becomes the larger of the old and the new (V13-PARALYSIS ruling). A unit
// of the side making this ply would lose one of those turns to this ply's
// own tick, so its counter is set one higher (Q1: a counter set during its
// owner's ply does not tick that ply). Changes go to the field log.
func (g *Game) paralyze(id board.UnitID, n int, origin uint8) {
	u := g.Pos.Unit(id)
	if u.Side == g.Pos.SideToMove() {
		n++
	}
	if n <= int(u.Paralysis) {
		return
	}
	g.setLogged(id, board.FParalysis, uint32(n))
	g.setLogged(id, board.FParOrigin, uint32(origin))
}

// revertFields undoes the field log back to length n, newest first.
func (g *Game) revertFields(n int) {
	for i := len(g.fieldLog) - 1; i >= n; i-- {
		ch := g.fieldLog[i]
		must(g.Pos.SetField(ch.id, ch.f, ch.old), "revert field", 0)
	}
	g.fieldLog = g.fieldLog[:n]
}

// transfers generates the Paralysis Transfers of the side to move
// (V13-PARALYSIS-TRANSFER): a unit that may be paralyzed (not a king, not a
// Royal Guard), can act, is not threatened by the enemy and protects a
// friendly unit with timed paralysis takes from it; the target is that
// friend. Inside a multimove (mid) only the actor on actor may.
func (g *gen) transfers(actor board.Square, mid bool) {
	g.scanParalyzed()
	if !g.parAny {
		return
	}
	var checked, threatened board.SquareSet
	for i, word := range g.parTargets {
		for ; word != 0; word &= word - 1 {
			b := board.Square(i*64 + bits.TrailingZeros64(word))
			prot, _ := protectorsOf(g.p, g.side, b, g.scratch())
			for j, pw := range prot {
				for ; pw != 0; pw &= pw - 1 {
					a := board.Square(j*64 + bits.TrailingZeros64(pw))
					if a == b || (mid && a != actor) {
						continue
					}
					c := &g.cells[a]
					u := g.p.Unit(c.Body)
					if !g.canAct(u, c.Piece) || u.Type == board.King || u.Type == board.Illusion || g.royalGuard(a) {
						continue
					}
					if !checked.Has(a) {
						checked.Add(a)
						if g.enemyAttacks(a) {
							threatened.Add(a)
						}
					}
					if !threatened.Has(a) {
						g.list = append(g.list, makeSpecial(a, b, SpecTransfer))
					}
				}
			}
		}
	}
}

// scanParalyzed finds the friendly single bodies with timed paralysis (the
// targets of a transfer).
func (g *gen) scanParalyzed() {
	// Paralysed units are among the clocked ones, which are few: looking
	// only at those, not at every body of the side, was 3% of a generation.
	for w, word := range g.p.ClockedIDs(g.side) {
		for ; word != 0; word &= word - 1 {
			id := board.UnitID(w*64 + bits.TrailingZeros64(word))
			u := g.p.Unit(id)
			if u.Paralysis == 0 || u.Loc != board.LocBody {
				continue
			}
			if c := &g.cells[u.Square]; c.Body == id && c.Piece&(board.PieceStack|board.PieceBox) == 0 {
				g.parTargets.Add(u.Square)
				g.parAny = true
			}
		}
	}
}

// royalGuard reports a unit on sq standing in its own king's 3x3.
func (g *gen) royalGuard(sq board.Square) bool {
	for _, n := range leaps[leapKing][sq] {
		if pc := g.cells[n].Piece; pc.Type() == board.King && pc.Side() == g.side && pc&board.PieceStack == 0 {
			return true
		}
	}
	return false
}

// transfer plays a Paralysis Transfer: the protected unit loses 4 turns of
// paralysis (not below 0) and the protector takes 4.
func (g *Game) transfer(from, to board.Square) {
	p := g.Pos
	b := p.BodyAt(to)
	g.setLogged(b, board.FParalysis, uint32(max(int(p.Unit(b).Paralysis)-TransferPlies, 0)))
	g.paralyze(p.BodyAt(from), TransferPlies, board.ParOriginPenalty)
}
