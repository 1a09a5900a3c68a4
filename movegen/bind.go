package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Bind (V13-BIND): a unit binds itself to an adjacent (orthogonal or
// diagonal) friendly body, alone or in a bound group; from then on moving
// any unit of the group moves the whole connected group by the same offset,
// provided every destination square is vacant. Rulings: "vacant" is no
// unit, no wall and no active tomb; only the moving unit's own path is
// checked; kings are never bound. Bind and Unbind are special moves that end
// a multimove (generic special moves).
//
// Our readings: the links are the bodies' bind bits (board.Unit.Bind, one
// per neighbour direction, kept by the group's translation). The binding
// unit is a single unit that can act (bound or not); the partner any
// friendly body but a king, a Queen's token or a unit locked in syzygy (a
// stack or a box may be carried). A pair is bound once: by the unit on the
// lower square (a1 first) when both could act, so that one link is one move.
// A bound unit acts only through its group: its normal steps, captures and
// other special moves are not generated (it can never capture, since its
// destination must be vacant, so it neither threatens, protects nor gives
// check: canAct), and the group moves by "group" steps: the named unit makes
// a quiet step of its native pattern and every other body of the group
// follows by the same offset. Like every special move it walks no squares
// and builds no wall. A unit leaves the group by Unbind (unbind.go). A bound
// body that dies loses its links, and so do its neighbours (capture.go:
// cutLinks), restored by unmake.

var bindDef = SpecialDef{
	Name: "bind", Catalog: "V13-BIND", Target: true, Generic: true,
	genSide: (*gen).binds,
	make:    bind,
	// The field log since the step began holds the two links.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	// A bind sets the links of two friendly bodies that stay where they
	// are: the enemy's attack test reads no links (board.HeldByNeighbours
	// and knightProjects neither).
	Hint: HintClocks,
}

var groupDef = SpecialDef{
	Name: "group", Catalog: "V13-BIND", Target: true, Generic: true, Snapshot: true,
	genSide: (*gen).groupMoves,
	make:    groupMove,
}

// binder reports a unit that may bind itself: canAct but for its links.
func (g *gen) binder(sq board.Square) bool {
	c := &g.cells[sq]
	if c.Body == 0 || c.Piece.Side() != g.side || !SpecBind.MayUse(c.Piece.Type()) {
		return false
	}
	return g.canActBound(g.p.Unit(c.Body), c.Piece)
}

// bindPartner reports a friendly body on sq that a unit may bind to.
func (g *gen) bindPartner(sq board.Square) bool {
	c := &g.cells[sq]
	if c.Body == 0 || c.Piece.Side() != g.side || c.Wall != 0 {
		return false
	}
	switch c.Piece.Type() {
	case board.King, board.QueenShadow, board.Illusion:
		return false
	}
	return g.p.Unit(c.Body).Syzygy == 0
}

// binds generates the Binds of the side to move (inside a multimove only
// the actor's).
func (g *gen) binds(actor board.Square, mid bool) {
	for i, word := range g.p.SideBodies(g.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if (mid && sq != actor) || !g.binder(sq) || g.cells[sq].Wall != 0 {
				continue
			}
			links := g.p.Unit(g.cells[sq].Body).Bind
			for d := board.Dir(0); d < board.NumDirs; d++ {
				n := nbr[sq][d]
				if n == offBoard || links&(1<<d) != 0 || !g.bindPartner(board.Square(n)) {
					continue
				}
				// One move per pair: the lower square binds, unless only
				// the higher one may (or a multimove's actor binds).
				if !mid && board.Square(n) < sq && g.binder(board.Square(n)) {
					continue
				}
				g.addSpecial(sq, board.Square(n), SpecBind, 0)
			}
		}
	}
}

// bind links the bodies on From and To.
func bind(g *Game, _ *undo, s Step) {
	p := g.Pos
	d, _ := dirTo(s.From(), s.To())
	a, b := p.BodyAt(s.From()), p.BodyAt(s.To())
	g.setLogged(a, board.FBind, uint32(p.Unit(a).Bind|1<<d))
	g.setLogged(b, board.FBind, uint32(p.Unit(b).Bind|1<<d.Opposite()))
}

// dirTo is the direction from a square to a neighbour.
func dirTo(from, to board.Square) (board.Dir, bool) {
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if nbr[from][d] == uint16(to) {
			return d, true
		}
	}
	return 0, false
}

// maxGroup bounds a bind group's size (a side has at most 64 units at the
// start; spawns and eggs add few).
const maxGroup = 256

// bindGroup appends to dst the squares of the bind group of the body on sq
// (sq first), following the links.
func bindGroup(p *board.Position, sq board.Square, dst []board.Square) []board.Square {
	var seen board.SquareSet
	seen.Add(sq)
	start := len(dst)
	dst = append(dst, sq)
	for i := start; i < len(dst) && len(dst)-start < maxGroup; i++ {
		links := p.Unit(p.BodyAt(dst[i])).Bind
		for ; links != 0; links &= links - 1 {
			d := board.Dir(bits.TrailingZeros8(links))
			n := nbr[dst[i]][d]
			if n != offBoard && !seen.Has(board.Square(n)) {
				seen.Add(board.Square(n))
				dst = append(dst, board.Square(n))
			}
		}
	}
	return dst
}

// groupMoves generates the group moves of the side's bound single units
// that could act but for their links (at the start of a turn only).
func (g *gen) groupMoves(_ board.Square, mid bool) {
	if mid {
		return
	}
	var buf [maxGroup]board.Square
	for i, word := range g.p.SideBodies(g.side) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			c := &g.cells[sq]
			if c.Piece&(board.PieceStack|board.PieceBox) != 0 {
				continue
			}
			u := g.p.Unit(c.Body)
			if u.Bind == 0 || !SpecGroup.MayUse(u.Type) || !g.binder(sq) {
				continue
			}
			group := bindGroup(g.p, sq, buf[:0])
			targets := g.quietTargets(sq, u)
			for j, tw := range targets {
				for ; tw != 0; tw &= tw - 1 {
					to := board.Square(j*64 + bits.TrailingZeros64(tw))
					if g.groupFits(group, sq, to) {
						g.addSpecial(sq, to, SpecGroup, 0)
					}
				}
			}
		}
	}
}

// groupFits reports whether every other body of group can follow the unit
// from from to to: its square moved by the same offset is on the board and
// vacant (no wall, no active tomb, no body but one of the group's).
func (g *gen) groupFits(group []board.Square, from, to board.Square) bool {
	dx, dy := to.File()-from.File(), to.Rank()-from.Rank()
	var members board.SquareSet
	for _, m := range group {
		members.Add(m)
	}
	for _, m := range group[1:] {
		n, ok := m.Offset(dx, dy)
		if !ok {
			return false
		}
		c := &g.cells[n]
		if c.Wall != 0 || (c.Body != 0 && !members.Has(n)) || g.activeTomb(n) {
			return false
		}
	}
	return true
}

// groupMove plays a group move: every body of the group is lifted, then
// put down moved by the offset of the named unit's step.
func groupMove(g *Game, u *undo, s Step) {
	p := g.Pos
	var sqBuf [maxGroup]board.Square
	var idBuf [maxGroup]board.UnitID
	group := bindGroup(p, s.From(), sqBuf[:0])
	dx, dy := s.To().File()-s.From().File(), s.To().Rank()-s.From().Rank()
	ids := idBuf[:0]
	for _, m := range group {
		id, err := p.RemoveBody(m)
		must(err, "group", s)
		ids = append(ids, id)
	}
	for i, m := range group {
		n, _ := m.Offset(dx, dy)
		must(p.PlaceBody(n, ids[i]), "group", s)
		u.hit.Add(m)
		u.hit.Add(n)
	}
	// The followers are moved by another (Q15, bind translation): the
	// landing rule acts on each (landing.go).
	for i, m := range group[1:] {
		n, _ := m.Offset(dx, dy)
		g.land(u, ids[i+1], n, 0)
	}
	u.nonLocal = true
}

// cutLinks takes the bind links off the body on sq and its neighbours' links
// to it, and releases its syzygy (a body that dies), returning what it
// had, for restoreLinks.
func (g *Game) cutLinks(sq board.Square, s Step) (links uint8, partner board.UnitID) {
	p := g.Pos
	id := p.BodyAt(sq)
	v := p.Unit(id)
	links, partner = v.Bind, v.Syzygy
	if links != 0 {
		for l := links; l != 0; l &= l - 1 {
			d := board.Dir(bits.TrailingZeros8(l))
			n := p.BodyAt(board.Square(nbr[sq][d]))
			must(p.SetField(n, board.FBind, uint32(p.Unit(n).Bind&^(1<<d.Opposite()))), "unbind", s)
		}
		must(p.SetField(id, board.FBind, 0), "unbind", s)
	}
	if partner != 0 {
		releaseSyzygy(p, id, s)
	}
	return links, partner
}

// restoreLinks undoes cutLinks on the body on sq.
func (g *Game) restoreLinks(sq board.Square, links uint8, partner board.UnitID, s Step) {
	p := g.Pos
	id := p.BodyAt(sq)
	if links != 0 {
		must(p.SetField(id, board.FBind, uint32(links)), "rebind", s)
		for l := links; l != 0; l &= l - 1 {
			d := board.Dir(bits.TrailingZeros8(l))
			n := p.BodyAt(board.Square(nbr[sq][d]))
			must(p.SetField(n, board.FBind, uint32(p.Unit(n).Bind|1<<d.Opposite())), "rebind", s)
		}
	}
	if partner != 0 {
		must(p.SetField(id, board.FSyzygy, uint32(partner)), "relock", s)
		must(p.SetField(partner, board.FSyzygy, uint32(id)), "relock", s)
	}
}

// boundAt reports whether the body on sq is bound. Another unit's move
// (Push, Pull, Teleswap, Shift, Spin, SwapShot, Launch) may not take it elsewhere:
// by V13-BIND its whole group would have to move with it, which only the
// group's own move plays (our reading: such a move is not offered).
func boundAt(p *board.Position, sq board.Square) bool {
	id := p.BodyAt(sq)
	return id != 0 && p.Unit(id).Bind != 0
}
