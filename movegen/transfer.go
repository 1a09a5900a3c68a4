package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Paralysis Transfer (V13-PARALYSIS-TRANSFER): a unit that protects a
// friend with timed paralysis takes 4 turns of it over.

var transferDef = SpecialDef{
	Name: "transfer", Catalog: "V13-PARALYSIS-TRANSFER", Target: true, Generic: true,
	genSide: (*gen).transfers,
	make:    transfer,
	// The field log since the step began holds the two counters.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	Hint:   HintClocks, // the paralysis of two friendly units

}

// TransferPlies is what a Paralysis Transfer moves: always 4 (ruling).
const TransferPlies = 4

// transfers generates the Paralysis Transfers of the side to move
// (V13-PARALYSIS-TRANSFER): a unit that may be paralyzed (not a king, not a
// Royal Guard), can act, is not threatened by the enemy and protects a
// friendly unit with timed paralysis takes from it; the target is that
// friend; the types the registry lets use it. Inside a multimove (mid) only
// the actor on actor may.
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
					if !g.canAct(u, c.Piece) || !SpecTransfer.MayUse(u.Type) || g.royalGuard(a) {
						continue
					}
					if !checked.Has(a) {
						checked.Add(a)
						if g.enemyAttacks(a) {
							threatened.Add(a)
						}
					}
					if !threatened.Has(a) {
						g.addSpecial(a, b, SpecTransfer, 0)
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
func transfer(g *Game, _ *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	b := p.BodyAt(to)
	g.setLogged(b, board.FParalysis, uint32(max(int(p.Unit(b).Paralysis)-TransferPlies, 0)))
	g.paralyze(p.BodyAt(from), TransferPlies, board.ParOriginPenalty)
}
