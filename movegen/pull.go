package movegen

import "github.com/frozenchess/engine/board"

// Pull (V13-PULL) and Pull-through (V13-PULL-THROUGH): a unit A that could
// capture a unit B with a rook-like or bishop-like line pulls B up to N
// squares straight towards itself. Written a!pull-b:N and a!pullthrough-b:N.
//
// Rulings followed: a direct line only (no bounce); B stops at least one
// square short of A; N is at most A's capture range on that line (the
// distance A-B too); A is paralyzed floor(N/3) moves after a Pull,
// floor(2N/3) after a Pull-through (its own cost: immunity does not help).
// Kings, guarded units (V13-GUARDS), units on a jester trap square and A's
// own kind cannot be pulled; friends and enemies can, and "could capture"
// means A's line pattern reaches B (the SwapShot test): a frog or a box is
// pulled although neither could be taken. Pull-through: other bodies
// between A and B do not stop the pull, but B cannot pass them, so N is at
// most the free squares between B and the nearest of them; a cannon is
// just such a blocker.
//
// Our readings: Pull is the move when nothing stands between A and B,
// Pull-through when something does (each keeps its own cost). A wall stops
// the line and the force, as it stops a capture; the line may go down but
// never up (V13-TERRAIN-CLIMB, pits aside), and B, moved by another, never
// climbs either (Q15), so it crosses only squares no higher than the one it
// leaves. The pullers are the units whose native or empowered pattern has a
// capturing line: rook, queen and templar (orthogonal), bishop, queen and
// dragon (diagonal); units that never capture (V13-CLASS-NOCAPTURE) and
// kings do not pull. Fused stacks are neither pulled nor pull (fusion is
// played elsewhere). The square B arrives on acts on it (the landing rule,
// landing.go): an active tomb kills it and explodes, a flood holds it, an
// enemy trap springs ("Pull can move units into a Tomb/Trapsquare"); a box
// is not pulled onto an active tomb (it is immune to damage), and counts
// the N squares towards its Unbox cost (V13-UNBOX). A pulled unit in
// syzygy is freed (Q15). B walks no squares and builds no wall, nor does A
// (Q6). Undone from the field log (the cost, what landing did) and by
// moving B back (unpull); a pull onto an active tomb (a blast) or a trap
// keeps a snapshot.

var pullDef = SpecialDef{
	Name: "pull", Catalog: "V13-PULL", Target: true, Arg: ArgCount, Generic: true,
	gen:    func(g *gen, sq board.Square, u *board.Unit) { g.pulls(sq, u, false) },
	make:   pull,
	unmake: unpull,
	region: pullRegion,
}

var pullThroughDef = SpecialDef{
	Name: "pullthrough", Catalog: "V13-PULL-THROUGH", Target: true, Arg: ArgCount, Generic: true,
	gen:    func(g *gen, sq board.Square, u *board.Unit) { g.pulls(sq, u, true) },
	make:   pull,
	unmake: unpull,
	region: pullRegion,
}

// pullRegion names the squares B crosses, from its own to its landing (for
// the search's square sums, Game.Region): a Pull changes units there and on
// A's square only, unless the landing frees a syzygy partner or explodes a
// tomb, which Within then reports (land adds their squares to the hit set).
func pullRegion(s Step) (area board.SquareSet, ok bool) {
	a, b, n := s.From(), s.To(), int(s.Arg())
	dx, dy := sign(a.File()-b.File()), sign(a.Rank()-b.Rank())
	for k := 0; k <= n; k++ {
		sq, on := b.Offset(k*dx, k*dy)
		if !on {
			return area, false // not a pull any generation makes
		}
		area.Add(sq)
	}
	return area, true
}

// pullers are the types that may pull: every type that might capture with
// a line, natively or empowered (pulls decides by the pattern).
var pullers = board.AllTypes.Without(board.King, board.Pawn, board.Illusion, board.QueenShadow, board.Egg) &^ neverCaptures

// orthLiners and diagLiners are the types with a capturing orthogonal or
// diagonal line.
const (
	orthLiners = board.TypeSet(1<<board.Rook | 1<<board.Queen | 1<<board.Templar)
	diagLiners = board.TypeSet(1<<board.Bishop | 1<<board.Queen | 1<<board.Dragon)
)

// PullCost is the puller's paralysis after pulling a unit n squares: floor(n/3),
// or floor(2n/3) through blockers.
func PullCost(n int, through bool) int {
	if through {
		return 2 * n / 3
	}
	return n / 3
}

// pulls generates the Pulls (or the Pull-throughs) of the unit u on sq.
func (g *gen) pulls(sq board.Square, u *board.Unit, through bool) {
	if g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
		return
	}
	lines := board.TypesOf(u.Type)
	if g.prot != nil {
		if t := g.prot.Empowerer(g.side, sq); t != board.NoType {
			lines |= board.TypesOf(t)
		}
	}
	sp := SpecPull
	if through {
		sp = SpecPullThrough
	}
	if lines&orthLiners != 0 {
		rng := lineRange(g.p, u, u.CRROrth, true)
		for _, d := range orthDirs {
			g.pullLine(sq, u.Type, d, rng, through, sp)
		}
	}
	if lines&diagLiners != 0 {
		rng := lineRange(g.p, u, u.CRRDiag, true)
		for _, d := range diagDirs {
			g.pullLine(sq, u.Type, d, rng, through, sp)
		}
	}
}

// pullLine walks the line from sq in direction d up to rng squares and adds
// the pulls of the bodies on it: the first body only, with nothing between
// (Pull), or the bodies behind others (Pull-through).
func (g *gen) pullLine(sq board.Square, att board.UnitType, d board.Dir, rng int, through bool, sp Special) {
	cur, lvl := sq, g.cells[sq].Level
	last := 0 // the distance of the last body passed (0: none)
	for k := 1; k <= rng; k++ {
		nx := nbr[cur][d]
		if nx == offBoard {
			return
		}
		n := board.Square(nx)
		c := &g.cells[n]
		if c.Wall != 0 || c.Level > lvl {
			return
		}
		cur, lvl = n, c.Level
		if c.Body == 0 {
			continue
		}
		if through == (last > 0) && g.pullable(att, n) {
			// B moves back towards sq over the free squares before the
			// last body (or before sq), never climbing.
			back := d.Opposite()
			at, max := n, k-last-1
			for i := 1; i <= max; i++ {
				m := board.Square(nbr[at][back])
				cm := &g.cells[m]
				if cm.Level > g.cells[at].Level || !g.relocationLands(n, m) {
					break
				}
				g.addSpecial(sq, n, sp, uint16(i))
				at = m
			}
		}
		if !through {
			return
		}
		last = k
	}
}

// pullable reports whether the body on sq may be pulled by a unit of type
// att: not a king, not a stack, not guarded, not on a trap square, not of
// att's kind.
func (g *gen) pullable(att board.UnitType, sq board.Square) bool {
	c := &g.cells[sq]
	pc := c.Piece
	if pc&board.PieceStack != 0 || pc.Type() == board.King || c.Features&board.FeatTrap != 0 || boundAt(g.p, sq) {
		return false
	}
	if kindOf(pc.Type()) == kindOf(att) {
		return false
	}
	return g.prot == nil || !g.prot.Guarded(pc.Side(), sq)
}

// relocationLands reports whether the body on from, moved by another unit,
// may stop on the empty, wall-free square to: a box not on an active tomb.
func (g *gen) relocationLands(from, to board.Square) bool {
	if g.cells[from].Piece&board.PieceBox != 0 && g.cells[to].Features&board.FeatTomb != 0 {
		return !g.activeTomb(to)
	}
	return true
}

// pull plays a Pull or a Pull-through: the puller pays its cost, then B
// moves N squares towards it and the square it lands on takes effect.
func pull(g *Game, u *undo, s Step) {
	p := g.Pos
	a, b, n := s.From(), s.To(), int(s.Arg())
	dx, dy := sign(a.File()-b.File()), sign(a.Rank()-b.Rank())
	to, _ := b.Offset(n*dx, n*dy)
	if u.snap == nil && landsHard(p, to) {
		g.snapshot(u) // a blast or a sprung trap: undone wholesale
	}
	if cost := PullCost(n, s.Special() == SpecPullThrough); cost > 0 {
		g.paralyze(p.BodyAt(a), cost, board.ParOriginCost)
	}
	must(p.MoveBody(b, to), "pull", s)
	u.nonLocal = true
	g.land(u, p.BodyAt(to), to, n)
}

// unpull takes back a Pull made without a snapshot, after Unmake has
// undone the turn's end: the logged fields, then B back to its square.
func unpull(g *Game, u *undo, s Step) {
	g.revertFields(u.lens[2])
	a, b, n := s.From(), s.To(), int(s.Arg())
	dx, dy := sign(a.File()-b.File()), sign(a.Rank()-b.Rank())
	to, _ := b.Offset(n*dx, n*dy)
	must(g.Pos.MoveBody(to, b), "unpull", s)
}

// landsHard reports a landing square (landing.go) whose effect the field
// log does not hold: an active tomb (the unit dies and it explodes) or a
// trap (it may spring).
func landsHard(p *board.Position, to board.Square) bool {
	f := p.Cell(to).Features
	if f&board.FeatTrap != 0 {
		return true
	}
	if f&board.FeatTomb != 0 {
		t, _ := p.TombAt(to)
		return t.State == board.TombActive
	}
	return false
}
