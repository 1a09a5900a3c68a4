package movegen

import "github.com/frozenchess/engine/board"

// Avalanche (V13-TEMPLAR-AVALANCHE): the templar casts along one of its
// four rook directions, written <templar>!avalanche:<dir> (n, e, s, w).
// Ruling followed: the bodies on that ray within the templar's rook range
// (its orthogonal line range, CRR included) are taken from the farthest to
// the nearest; each slides straight away from the templar until the board's
// edge, the next body or wall, or one square past the range; push-immune
// units (kings, templars: V13-TEMPLAR-PUSHIMMUNE) stay and block. The
// templar pays 10 turns of paralysis (its own cost, which immunity does not
// lift).
//
// Our readings: the cast "bypasses units" but not walls: the ray ends at
// the first wall square (a wall stops every line), and levels do not stop
// it (a cast may look up, V13-TERRAIN-CLIMB). A slide never climbs (Q15: a
// relocation never raises a unit): it stops before a square higher than
// the one it is on. Units bound in a group (V13-BIND) and fused stacks stay
// and block, as for Pull; a box slides and counts the squares towards its
// Unbox cost, but stops before an active tomb. Shadows are not bodies:
// neither pushed nor in the way. A slide walks no path of its own (no
// wall, no tomb-pass, no trap or flood on the way): only the square it
// stops on acts (Q15, "moved by external means", the landing rule of
// landing.go): an active tomb there
// kills the unit and explodes (the slide ends on the first active tomb it
// reaches), a flood holds it, an enemy trap springs; a moved unit leaves
// syzygy. A cast that moves nobody is not offered. Undone from a snapshot;
// units relocate and tombs may explode, so legality is a whole trial.

var avalancheDef = SpecialDef{
	Name: "avalanche", Catalog: "V13-TEMPLAR-AVALANCHE", Arg: ArgDir, Snapshot: true,
	gen:  (*gen).avalanches,
	make: avalanche,
}

// AvalancheCost is the templar's own paralysis, owner-turns.
const AvalancheCost = 10

// avalanches generates the Avalanches of the templar u on sq: one per
// direction in which some body would move. Bodies farther out only move
// away, so a body moves if the square after it is free now.
func (g *gen) avalanches(sq board.Square, u *board.Unit) {
	rng := lineRange(g.p, u, u.CRROrth, true)
	for _, d := range orthDirs {
		cur := sq
		for k := 1; k <= rng; k++ {
			nx := nbr[cur][d]
			if nx == offBoard || g.cells[nx].Wall != 0 {
				break
			}
			cur = board.Square(nx)
			if g.cells[cur].Body != 0 && avalancheSlides(g.p, cur) && avalancheNext(g.p, cur, d, k, rng) {
				g.addSpecial(sq, sq, SpecAvalanche, uint16(d))
				break
			}
		}
	}
}

// avalancheSlides reports whether an Avalanche moves the body on sq:
// not a king or a templar, not bound, not a fused stack.
func avalancheSlides(p *board.Position, sq board.Square) bool {
	pc := p.PieceAt(sq)
	if pc&board.PieceStack != 0 || pushImmune.Has(pc.Type()) {
		return false
	}
	return !boundAt(p, sq)
}

// avalancheNext reports whether the body on cur, k squares from the
// templar with range rng, may slide one square on in d: on the board, no
// body, no wall, not higher, at most one square past the range, and for a
// box no active tomb.
func avalancheNext(p *board.Position, cur board.Square, d board.Dir, k, rng int) bool {
	nx := nbr[cur][d]
	if nx == offBoard || k+1 > rng+1 {
		return false
	}
	c := p.Cell(board.Square(nx))
	if c.Body != 0 || c.Wall != 0 || c.Level > p.Cell(cur).Level {
		return false
	}
	if p.PieceAt(cur)&board.PieceBox != 0 && c.Features&board.FeatTomb != 0 {
		if t, _ := p.TombAt(board.Square(nx)); t.State == board.TombActive {
			return false
		}
	}
	return true
}

// avalanche plays an Avalanche: the templar pays, then the ray's bodies
// slide from the farthest to the nearest, each stopping square acting on
// its unit before the next one slides.
func avalanche(g *Game, u *undo, s Step) {
	p := g.Pos
	from, d := s.From(), board.Dir(s.Arg())
	templar := p.Unit(p.BodyAt(from))
	rng := lineRange(p, templar, templar.CRROrth, true)
	g.paralyze(p.BodyAt(from), AvalancheCost, board.ParOriginCost)
	var ray [board.Files]board.Square
	n := 0
	for cur := from; n < rng; n++ {
		nx := nbr[cur][d]
		if nx == offBoard || p.Cell(board.Square(nx)).Wall != 0 {
			break
		}
		cur = board.Square(nx)
		ray[n] = cur
	}
	for i := n - 1; i >= 0; i-- {
		sq := ray[i]
		if p.BodyAt(sq) == 0 || !avalancheSlides(p, sq) {
			continue
		}
		cur, k := sq, i+1
		for avalancheNext(p, cur, d, k, rng) {
			cur, k = board.Square(nbr[cur][d]), k+1
			if p.Cell(cur).Features&board.FeatTomb != 0 {
				if t, _ := p.TombAt(cur); t.State == board.TombActive {
					break // it falls in (land: it dies and the tomb explodes)
				}
			}
		}
		if cur == sq {
			continue
		}
		id := p.BodyAt(sq)
		u.hit.Add(sq) // left; land adds where it lands (Hit)
		must(p.MoveBody(sq, cur), "avalanche", s)
		g.land(u, id, cur, k-(i+1))
	}
	u.nonLocal = true
}
