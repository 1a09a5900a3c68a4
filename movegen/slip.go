package movegen

import "github.com/frozenchess/engine/board"

// Slip square (V13-ASSASSIN-SLIP): a unit ability, <sq>!slip-<target>: the
// assassin places its slip square (a marker it owns) on a square within its
// movement range; its previous slip square, if any, goes (one per
// assassin). A unit of either side whose step lands on a slip square slides
// floor(N/3) squares further in the direction of its move, N the Chebyshev
// distance from the step's start to the slip square; the direction is the
// sign vector of the step (from start to slip square). The slide stops
// early before a body, a wall, a tomb, a square higher than the one before
// it, or the edge; the square it ends on takes effect as the step's end
// (walls, bombs, floods, traps, a Double Move going on from there). The
// slip square stays until its assassin places a new one, also after the
// assassin's death.
//
// Our readings: "within its movement range" is the squares its native
// pattern (a knight's leap, a 3-square orthogonal leap) could move to:
// no body, no wall, no tomb, not higher than its square, and not the
// square its slip square is on already. A step "lands" when the unit moves
// by its own pattern onto the square, plainly or capturing (the victim's
// tomb stays behind on the slip square); a teleport (a frog's Long Jump)
// and units moved by special moves or by others do not slide. The slid
// squares are walked: the slip square and the slid squares but the last
// join the trail and become wall at the turn's end (Q6). Only steps of 3
// squares or more slide (a king's or a pawn's step never does).
//
// A step that slides is undone from a snapshot and always tried for
// legality (Safety counts slip squares among the squares where a step has
// effects of its own).

var slipDef = SpecialDef{
	Name: "slip", Catalog: "V13-ASSASSIN-SLIP", Target: true, Snapshot: true,
	gen:  (*gen).slips,
	make: placeSlip, // undone from its snapshot
}

// slipOf returns the slip square of the assassin id (ok false: none).
func slipOf(p *board.Position, id board.UnitID) (board.Square, bool) {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkSlip && m.Owner == id {
			return m.Square, true
		}
	}
	return 0, false
}

// slips generates the Slip squares the assassin on sq may place.
func (g *gen) slips(sq board.Square, _ *board.Unit) {
	if g.onWall(sq) {
		return // on a wall its range is wall squares, where nothing lands but assassins
	}
	old, has := slipOf(g.p, g.cells[sq].Body)
	for _, set := range runLeaps {
		for _, to := range leaps[set][sq] {
			c := &g.cells[to]
			if c.Body != 0 || c.Wall != 0 || c.Features&board.FeatTomb != 0 || c.Level > g.cells[sq].Level || (has && to == old) {
				continue
			}
			g.addSpecial(sq, to, SpecSlip, 0)
		}
	}
}

// placeSlip plays a Slip square: the old one goes, the new one is placed.
func placeSlip(g *Game, u *undo, s Step) {
	p := g.Pos
	id := p.BodyAt(s.From())
	if old, ok := slipOf(p, id); ok {
		must(p.RemoveMarker(old, board.MarkSlip, id), "slip", s)
	}
	must(p.AddMarker(board.Marker{Kind: board.MarkSlip, Square: s.To(), Owner: id}), "slip", s)
}

// slideLength is floor(N/3) for a step from from onto a slip square to.
func slideLength(from, to board.Square) int { return chebyshev(from, to) / 3 }

// slides reports whether step s, a unit's own move or capture, lands on a
// slip square and has a slide to make (the slide may still be blocked). An
// assassin walking walls onto a slip square under a wall does not slide: it
// would leave the walls (V13-WALL-ASSASSIN).
func slides(p *board.Position, s Step) bool {
	c := p.Cell(s.To())
	return c.Features&board.FeatSlip != 0 && c.Wall == 0 && s.Pattern() != PatLongJump && slideLength(s.From(), s.To()) > 0
}

// slide moves the body that step s brought onto the slip square s.To()
// on by its slide, walking the squares (the trail), and returns where it
// ends. The step holds a snapshot.
func (g *Game) slide(u *undo, s Step) board.Square {
	p := g.Pos
	from, cur := s.From(), s.To()
	dx, dy := sign(cur.File()-from.File()), sign(cur.Rank()-from.Rank())
	for range slideLength(from, cur) {
		nx, ok := cur.Offset(dx, dy)
		if !ok {
			break
		}
		c := p.Cell(nx)
		if c.Body != 0 || c.Wall != 0 || c.Features&board.FeatTomb != 0 || c.Level > p.Cell(cur).Level {
			break
		}
		must(p.MoveBody(cur, nx), "slip", s)
		p.AddTrail(nx)
		u.hit.Add(nx) // off the step's own squares (Hit)
		cur = nx
	}
	if cur != s.To() {
		u.nonLocal = true
	}
	return cur
}

// addSlipSquares adds the slip squares to set.
func addSlipSquares(p *board.Position, set *board.SquareSet) {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkSlip {
			set.Add(m.Square)
		}
	}
}
