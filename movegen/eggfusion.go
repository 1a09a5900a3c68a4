package movegen

import "github.com/frozenchess/engine/board"

// Egg Fusion (V13-EGG-FUSION): a player fuses one of its eggs with another
// of its eggs anywhere on the board, as its turn's single action, written
// from the egg that goes to the egg it joins: h9!eggfuse-c3. The eggs (each
// may already be a fused egg) become one fused egg on the target square,
// which keeps the target's binding and growth; the eggs that came lose
// theirs, so their dragons may lay again. A fused egg of N eggs grows N
// times as fast and hatches a single dragon (growEggs). Eggs do not act
// (V13-EGG-INERT): the move is generated once per generation for the side,
// not by a unit, and not inside a turn; boxed eggs are left out, and a bound
// egg does not go (a bound body moves only with its group, V13-BIND; it may
// be the target, whose links the fused egg keeps). The square
// the egg leaves may open a line: a trial for each. Undone from its
// snapshot.

var eggFusionDef = SpecialDef{
	Name: "eggfuse", Catalog: "V13-EGG-FUSION", Target: true, Snapshot: true,
	genSide: (*gen).eggFusions,
	make:    fuseEggs,
}

// eggFusions generates every fusion of two eggs of the side to move.
func (g *gen) eggFusions(_ board.Square, mid bool) {
	eggs := g.p.BodySquares(g.side, board.Egg)
	if mid || eggs.Count() < 2 {
		return
	}
	for from := eggs; !from.Empty(); {
		a := from.Pop()
		if g.cells[a].Piece&board.PieceBox != 0 || boundAt(g.p, a) {
			continue
		}
		for to := eggs; !to.Empty(); {
			b := to.Pop()
			if b != a && g.cells[b].Piece&board.PieceBox == 0 {
				g.addSpecial(a, b, SpecEggFusion, 0)
			}
		}
	}
}

// fuseEggs plays a fusion: the eggs from From join the stack on To.
func fuseEggs(g *Game, u *undo, s Step) {
	p := g.Pos
	id, err := p.RemoveBody(s.From())
	must(err, "egg fusion", s)
	for m := id; m != 0; m = p.Unit(m).Member {
		must(p.SetField(m, board.FParent, 0), "egg fusion", s)
		must(p.SetField(m, board.FGrowth, 0), "egg fusion", s)
	}
	must(p.Fuse(s.To(), id), "egg fusion", s)
	u.nonLocal = true
	u.hit.Add(s.From())
	u.hit.Add(s.To())
}
