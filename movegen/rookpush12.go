package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Rook Push in the 12x12 texts (V12A-ROOK-PUSH, 002:80-82, and its ruling;
// board.MechRookPush12). When a rook's line ends on the square directly
// before an enemy unit (in its last direction of movement), the rook may
// push: the enemy units on the three squares ahead of it (straight ahead
// and the two diagonally ahead) each move one square on in that direction.
//
//   - A unit whose destination holds a unit stays; so does one whose
//     destination is a wall (V12B-ROOK-PUSH's ruling; our reading for 12A,
//     whose text only destroys walls among the three).
//   - A unit pushed off the board dies, its tomb on its last square on the
//     board (V12A-RESPAWN's ruling); a unit pushed onto a tomb meets it as
//     any landing does (landing.go: an active tomb kills it and explodes);
//     a jester that dies so explodes (V12A-JESTER). Our reading: such a
//     death is no capture of the rook's (no Capture Range Reduction).
//   - A wall square among the three is destroyed (12A; 12B keeps it,
//     board.MechRookPushNoWallBreak).
//   - Rooks are immune, and so are kings (V12A-KING: immune to the other
//     units' abilities; V12B-ROOK-PUSH's ruling: never pushed); an enemy
//     rook or king straight ahead still lets the rook push the others.
//   - The pushed units may not capture that rook on their side's next turn
//     (push paralysis): both carry board.StatusPushed until that turn
//     ends (the "push paralysis" ply-end stage), and a unit carrying it
//     has no capture of an enemy rook that carries it (rooks are never
//     pushed, so such a rook is the pusher).
//
// The push is part of the rook's move, not a special move: the same line
// is offered with it and without it, and a push does not end a double
// move, unless a unit dies in it, which ends the turn like a capture; a
// double move's second step pushes only if nothing dies ("a double push
// ... if no capture/death occurs"). Our readings: only the rook's own
// orthogonal lines push (not a line another unit lends it), and a push
// that moves nothing, kills nothing and destroys nothing is not offered.
// It is banned when the enemy holds the bonus of the quadrant the rook
// lands in, the rook counted there (V12A-QUADRANTS perk (1), as the
// Knight's Leap, quadrants12.go).
//
// The step is the rook's line step with bitPush and its direction of
// push (notation: `>` after the step, `a1-a5>`). A push that only moves
// units is undone through the field log: each pushed unit's status change
// (its flag) is logged, and Unmake moves the logged units back one square;
// one that kills or destroys a wall takes the step's snapshot first. The
// two fields are the Step's bitPush and shiftPushDir (step.go).

// pushDir is the direction a push step pushes in.
func pushDir(s Step) board.Dir { return board.Dir(s >> shiftPushDir & 7) }

// pushPlan is what a push does, found on the position before the rook
// moves.
type pushPlan struct {
	moves   [3]pushMove     // the units that move one square on (or die off the board: to offBoard)
	n       int             // how many of moves are used
	walls   [2]board.Square // wall squares destroyed
	nWalls  int
	kills   bool // a unit dies: off the board, or on a tomb
	landing bool // a unit lands on a square with features (a tomb): the landing rule, from a snapshot
}

type pushMove struct {
	id   board.UnitID
	from board.Square
	to   uint16 // offBoard for a unit pushed off the board
}

// hard reports a push undone from a snapshot: a death or a destroyed wall.
func (pl *pushPlan) hard() bool { return pl.kills || pl.landing || pl.nWalls > 0 }

// planPush finds what the rook on from does when its line ends on to and
// it pushes in direction d, as if it already stood on to (from is empty
// then). ok is false when the square ahead holds no enemy unit or the push
// changes nothing.
func planPush(p *board.Position, geo *geometry, from, to board.Square, d board.Dir) (pl pushPlan, ok bool) {
	cells := p.Cells()
	side := cells[from].Piece.Side()
	ahead := geo.nbr[to][d]
	if ahead == offBoard {
		return pl, false
	}
	if c := &cells[ahead]; c.Body == 0 || c.Piece.Side() == side {
		return pl, false
	}
	breaks := !p.Variant.Has(board.MechRookPushNoWallBreak)
	occupied := func(sq board.Square) bool { return sq == to || sq != from && cells[sq].Body != 0 }
	for _, sd := range [3]board.Dir{d, (d + 2) % 8, (d + 6) % 8} {
		var q board.Square
		if sd == d {
			q = board.Square(ahead)
		} else if n := geo.nbr[ahead][sd]; n != offBoard {
			q = board.Square(n)
		} else {
			continue
		}
		c := &cells[q]
		if c.Wall != 0 {
			if breaks && c.Body == 0 {
				pl.walls[pl.nWalls] = q
				pl.nWalls++
			}
			continue
		}
		if c.Body == 0 || c.Piece.Side() == side || c.Piece&(board.PieceStack|board.PieceBox) != 0 {
			continue
		}
		if t := c.Piece.Type(); t == board.Rook || t == board.King {
			continue // immune (V12A-ROOK-PUSH, V12A-KING)
		}
		dest := geo.nbr[q][d]
		if dest == offBoard {
			pl.moves[pl.n] = pushMove{id: c.Body, from: q, to: offBoard}
			pl.n++
			pl.kills = true
			continue
		}
		dc := &cells[dest]
		if occupied(board.Square(dest)) || dc.Wall != 0 {
			continue // it stays
		}
		if dc.Features != 0 {
			pl.landing = true // a tomb (or a marker) acts on it (landing.go)
			if dc.Features&board.FeatTomb != 0 {
				if t, _ := p.TombAt(board.Square(dest)); t.State == board.TombActive {
					pl.kills = true
				}
			}
		}
		pl.moves[pl.n] = pushMove{id: c.Body, from: q, to: dest}
		pl.n++
	}
	return pl, pl.n > 0 || pl.nWalls > 0
}

// lineEndDir is the direction a line step moves in on its last square: its
// first direction if it did not bounce, else that of its last segment.
func lineEndDir(p *board.Position, s Step) board.Dir {
	if !bouncedStep(p, s) {
		return s.Dir()
	}
	var buf [maxPathLen + 1]board.Square
	path := stepPath(p, s, append(buf[:0], s.From()))
	prev, to := path[len(path)-1], s.To()
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if nbr[prev][d] == uint16(to) {
			return d
		}
	}
	return s.Dir()
}

// rookPushes adds, for each quiet line step of the rook on from in
// list[start:], the same step with a push where it may push.
func (g *gen) rookPushes(from board.Square, start int) {
	p := g.p
	second := p.Turn().Actor != 0
	end := len(g.list)
	for i := start; i < end; i++ {
		s := g.list[i]
		if s.Kind() != KindMove || s.Pattern() != PatOrth || s.Empowered() {
			continue
		}
		to := s.To()
		if g.cells[to].Features&board.FeatTomb != 0 {
			continue // the rook meets the tomb first
		}
		d := lineEndDir(p, s)
		pl, ok := planPush(p, g.geo, from, to, d)
		if !ok || second && pl.kills {
			continue // a double move's second push kills nothing
		}
		if p.Variant.Has(board.MechQuadrants12) && arrivalBanned12(p, g.side, from, to, board.Rook) {
			continue // V12A-QUADRANTS perk (1)
		}
		g.list = append(g.list, s|bitPush|Step(d)<<shiftPushDir)
	}
}

// planRookPush is planPush for a push step, on the position it was
// generated for.
func planRookPush(p *board.Position, s Step) pushPlan {
	pl, _ := planPush(p, geometryOf(p), s.From(), s.To(), pushDir(s))
	return pl
}

// rookPush plays the push of plan pl by the rook actor, which stands on its
// line's end. It reports whether a unit died (the turn ends).
func (g *Game) rookPush(u *undo, actor board.UnitID, pl *pushPlan) (died bool) {
	p := g.Pos
	u.nonLocal = true
	g.flagPushed(actor)
	for _, w := range pl.walls[:pl.nWalls] {
		p.ClearWall(w)
		u.hit.Add(w)
	}
	jesters := g.jesters[:0]
	for _, m := range pl.moves[:pl.n] {
		if p.BodyAt(m.from) != m.id {
			continue // an explosion before it took it
		}
		if m.to == offBoard {
			// Off the board: its tomb is its last square (V12A-RESPAWN).
			if g.holdsJester(m.from) {
				jesters = append(jesters, m.from)
			}
			g.buryAway(u, m.from)
			died = true
			continue
		}
		to := board.Square(m.to)
		must(p.MoveBody(m.from, to), "rook push", u.step)
		u.hit.Add(m.from)
		if !pl.landing || g.land(u, m.id, to, 1) {
			g.flagPushed(m.id)
		} else {
			died = true
		}
	}
	if len(jesters) > 0 {
		g.blasts = append(g.blasts[:0], jesters...)
		g.runBlasts(u)
	}
	return died
}

// flagPushed sets StatusPushed on a unit, logging the change even when the
// flag was set already (a double push), so that the log lists every unit
// the step pushed.
func (g *Game) flagPushed(id board.UnitID) {
	old := g.Pos.SwapField(id, board.FStatus, uint32(g.Pos.Unit(id).Status|board.StatusPushed))
	g.fieldLog = append(g.fieldLog, fieldChange{id: id, f: board.FStatus, old: old})
}

// unpush takes back a push undone through the logs (not hard): the units
// whose flag the step logged, but the rook, go back one square, then their
// fields.
func (g *Game) unpush(u *undo, s Step) {
	p := g.Pos
	back := (pushDir(s) + 4) % 8
	for i := len(g.fieldLog) - 1; i >= u.lens[2]; i-- {
		ch := g.fieldLog[i]
		if ch.f != board.FStatus || ch.id == u.actor {
			continue
		}
		sq := p.Unit(ch.id).Square
		must(p.MoveBody(sq, board.Square(nbr[sq][back])), "unpush", s)
	}
	g.revertFields(u.lens[2])
}

// dropRookRecaptures removes from list[start:] the captures of a pushed
// unit (one carrying StatusPushed) of an enemy rook that carries it: the
// rook that pushed it (push paralysis).
func dropRookRecaptures(p *board.Position, list []Step, start int) []Step {
	kept := list[:start]
	for _, s := range list[start:] {
		if s.Kind() == KindCapture {
			if c := p.Cell(s.To()); c.Piece.Type() == board.Rook && p.Unit(c.Body).Status&board.StatusPushed != 0 {
				continue
			}
		}
		kept = append(kept, s)
	}
	return kept
}

// endPushParalysis is the "push paralysis" ply-end stage: when side's turn
// ends, its units pushed on the enemy's turn before have had their next
// move, and the enemy rook that pushed them lets go too. The flags go
// through the field log.
func (g *Game) endPushParalysis(side board.Side) {
	p := g.Pos
	for _, sd := range [2]board.Side{side, side.Other()} {
		for i, word := range p.SideBodies(sd) {
			for ; word != 0; word &= word - 1 {
				sq := board.Square(i*64 + bits.TrailingZeros64(word))
				id := p.BodyAt(sq)
				un := p.Unit(id)
				if un.Status&board.StatusPushed == 0 || (un.Type == board.Rook) == (sd == side) {
					continue // the flags of this turn's push stay
				}
				g.setLogged(id, board.FStatus, uint32(un.Status&^board.StatusPushed))
			}
		}
	}
}

// unpushTurnStart puts a position inside a rook's turn back as the turn
// began where the turn's first step was a push (computeProtection's
// rebuild of the turn's start, protection.go): protection, Empower and
// Guards are judged on the board as the turn began (Q7), so the units the
// push moved must stand where they stood then, not only the rook. Call it
// before the rook goes back to the turn's From: the pushed units are found
// from its landing square.
//
// The push leaves its marks: it flags the rook and every unit it moved
// with StatusPushed (flagPushed), and at a turn's start no unit the rule
// could have flagged carries the flag (the "push paralysis" stage clears
// the mover's rooks and the enemy's other units when the enemy's turn
// ends; enemy rooks are never pushed). A push that kills ends the turn, so
// a turn still open after one holds moved units only: each enemy non-rook
// with the flag moved one square on in the push's direction, from one of
// the three squares ahead of the rook, so it now stands two squares ahead
// of the rook's landing, or one to the side of that, and the direction is
// the one in which it stands so. What the position cannot give back is a
// wall square the push destroyed: a copy-made count carries the turn's
// real starting state instead (PerftCopy, copier.perft).
func unpushTurnStart(p *board.Position, actor board.UnitID) {
	rook := p.Unit(actor)
	if rook.Type != board.Rook || rook.Loc != board.LocBody || rook.Status&board.StatusPushed == 0 {
		return
	}
	to := rook.Square
	enemies := p.SideBodies(rook.Side.Other())
	for i, word := range enemies {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			id := p.BodyAt(sq)
			un := p.Unit(id)
			if un.Status&board.StatusPushed == 0 || un.Type == board.Rook {
				continue
			}
			d, ok := pushedFrom(to, sq)
			if !ok {
				continue // not this push's (the rule flags no other)
			}
			dx, dy := d.Delta()
			back, ok := sq.Offset(-dx, -dy)
			if !ok || p.BodyAt(back) != 0 {
				continue
			}
			_ = p.SetField(id, board.FStatus, uint32(un.Status&^board.StatusPushed))
			_ = p.MoveBody(sq, back) // an error leaves it where it is
		}
	}
	_ = p.SetField(actor, board.FStatus, uint32(rook.Status&^board.StatusPushed))
}

// pushedFrom is the direction of the push that moved a unit to sq, pushed
// by a rook that landed on to: sq is two squares ahead of to, or one to
// the side of that (the three squares ahead, one square on).
func pushedFrom(to, sq board.Square) (board.Dir, bool) {
	dx, dy := sq.File()-to.File(), sq.Rank()-to.Rank()
	switch {
	case dy == 2 && dx >= -1 && dx <= 1:
		return board.North, true
	case dy == -2 && dx >= -1 && dx <= 1:
		return board.South, true
	case dx == 2 && dy >= -1 && dy <= 1:
		return board.East, true
	case dx == -2 && dy >= -1 && dy <= 1:
		return board.West, true
	}
	return 0, false
}

// pushOpened reports a position inside a turn whose first step was a
// rook's push (V12A-ROOK-PUSH): the actor, a rook, carries the push flag,
// which no rook carries as its own side's turn begins (unpushTurnStart).
func pushOpened(p *board.Position) bool {
	t := p.Turn()
	if t.Actor == 0 || !p.Variant.Has(board.MechRookPush12) {
		return false
	}
	u := p.Unit(t.Actor)
	return u.Type == board.Rook && u.Status&board.StatusPushed != 0
}
