package movegen

import "github.com/frozenchess/engine/board"

// Shift (V13-SHIFT): a player whose units are the only ones on a whole rank
// or file shifts every unit on it N squares along it, wrapping round the
// board's edge. Written <first>!shift:rN (the rank, N squares towards the
// p-file) or <first>!shift:fN (the file, N squares towards rank 16), N =
// 1..15, where <first> is the square of the line's first unit (the lowest
// file of a rank, the lowest rank of a file): a shift the other way is the
// same as one by 16-N this way.
//
// Rulings followed: the line holds at least one own unit, no enemy unit,
// no enemy unit in a tomb and no king; only units (with their state) move,
// terrain, walls, tombs and markers stay; a unit landing on a wall makes the
// shift illegal, landing on an active tomb it dies there and the tomb
// explodes, a flood holds it (Q15); no unit's elevation rises (Q15: a
// landing square higher than its start square makes the shift illegal).
// Our readings: a shift is the player's action, not one unit's, so it is a
// turn's single action (it does not finish a multimove) and paralyzed,
// boxed or locked units are shifted along like the rest; the line's first
// unit stands for the actor (its idle turn is not counted), so a line whose
// first unit is an egg, which acts in nothing, is not shifted. A line with any
// shadow is not shifted (shadows are played elsewhere); a box is not
// shifted onto an active tomb (immune to damage) and counts N towards its
// Unbox (V13-UNBOX); a unit in syzygy is freed. Nobody walks or builds a
// wall. Undone from the field log (what landing did to the units) and by
// shifting the bodies back (unshift); a shift that lands a unit on an
// active tomb (a blast) or a trap keeps a snapshot.

var shiftDef = SpecialDef{
	Name: "shift", Catalog: "V13-SHIFT", Arg: ArgLine, Generic: true,
	genSide: (*gen).shifts,
	make:    shift,
	unmake:  unshift,
	region:  shiftRegion,
}

// shiftRegion is the squares a Shift changes units on (Game.Region): its
// line (a landing that blasts squares off it says so by Hit's squares).
func shiftRegion(s Step) (line board.SquareSet, ok bool) {
	file, _ := LineOf(s.Arg())
	k := s.From().Rank()
	if file {
		k = s.From().File()
	}
	for i := range board.Files {
		line.Add(lineSquare(file, k, i))
	}
	return line, true
}

// lineSquare is the i-th square (0..15) of rank or file k.
func lineSquare(file bool, k, i int) board.Square {
	if file {
		return board.NewSquare(k, i)
	}
	return board.NewSquare(i, k)
}

// shifts generates the Shifts of the side to move, at the start of a turn.
func (g *gen) shifts(_ board.Square, mid bool) {
	if mid {
		return
	}
	for _, file := range [2]bool{false, true} {
		for k := range board.Files {
			g.shiftLine(file, k)
		}
	}
}

// shiftLine adds the Shifts of one rank or file.
func (g *gen) shiftLine(file bool, k int) {
	var own [board.Files]bool
	first := -1
	for i := range board.Files {
		sq := lineSquare(file, k, i)
		c := &g.cells[sq]
		if c.Shadows != 0 {
			return
		}
		if c.Body != 0 {
			if c.Piece.Side() != g.side || c.Piece.Type() == board.King || g.p.Unit(c.Body).Side != g.side || boundAt(g.p, sq) {
				return
			}
			own[i] = true
			if first < 0 {
				first = i
			}
		}
		if c.Features&board.FeatTomb != 0 && g.enemyInTomb(sq) {
			return
		}
	}
	if first < 0 {
		return
	}
	from := lineSquare(file, k, first)
	if g.cells[from].Piece.Type() == board.Egg {
		return // no actor: an egg acts in nothing (V13-EGG-INERT)
	}
next:
	for n := 1; n < board.Files; n++ {
		for i := range board.Files {
			if !own[i] {
				continue
			}
			sq, to := lineSquare(file, k, i), lineSquare(file, k, (i+n)%board.Files)
			c := &g.cells[to]
			if c.Wall != 0 || c.Level > g.cells[sq].Level || !g.relocationLands(sq, to) {
				continue next
			}
		}
		g.addSpecial(from, from, SpecShift, LineArg(file, n))
	}
}

// enemyInTomb reports an enemy unit queued in the tomb on sq.
func (g *gen) enemyInTomb(sq board.Square) bool {
	t, _ := g.p.TombAt(sq)
	for id := t.Head; id != 0; id = g.p.Unit(id).Next {
		if g.p.Unit(id).Side != g.side {
			return true
		}
	}
	return false
}

// shift plays a Shift: every body of the line leaves it and lands N squares
// on; those landing on active tombs die there, then those tombs explode.
func shift(g *Game, u *undo, s Step) {
	p := g.Pos
	file, n := LineOf(s.Arg())
	k := s.From().Rank()
	if file {
		k = s.From().File()
	}
	if !shiftLandsHard(p, file, k, n) {
		g.shiftLine(u, s, file, k, n)
		return
	}
	if u.snap == nil {
		g.snapshot(u) // a blast or a sprung trap: undone wholesale
	}
	var ids [board.Files]board.UnitID
	for i := range board.Files {
		sq := lineSquare(file, k, i)
		u.hit.Add(sq)
		if p.BodyAt(sq) != 0 {
			id, err := p.RemoveBody(sq)
			must(err, "shift", s)
			ids[(i+n)%board.Files] = id
		}
	}
	u.nonLocal = true
	// Those that land on active tombs first, through their start square
	// (empty now), so that each is buried where it lands.
	var blasts [board.Files]board.Square
	nb := 0
	for i, id := range ids {
		to := lineSquare(file, k, i)
		if id == 0 || p.Cell(to).Features&board.FeatTomb == 0 {
			continue
		}
		if t, _ := p.TombAt(to); t.State == board.TombActive {
			start := lineSquare(file, k, (i-n+board.Files)%board.Files)
			must(p.PlaceBody(start, id), "shift", s)
			must(p.MoveBody(start, to), "shift", s)
			g.buryAway(u, to)
			blasts[nb] = to
			nb++
			ids[i] = 0
		}
	}
	for i, id := range ids {
		if id != 0 {
			to := lineSquare(file, k, i)
			must(p.PlaceBody(to, id), "shift", s)
			g.land(u, id, to, n)
		}
	}
	for _, sq := range blasts[:nb] {
		g.explode(u, sq)
	}
}

// shiftLandsHard reports a Shift of rank or file k by n that lands a unit
// on an active tomb or a trap, whose effects the field log does not hold.
func shiftLandsHard(p *board.Position, file bool, k, n int) bool {
	for i := range board.Files {
		sq := lineSquare(file, k, i)
		if p.BodyAt(sq) == 0 {
			continue
		}
		if landsHard(p, lineSquare(file, k, (i+n)%board.Files)) {
			return true
		}
	}
	return false
}

// shiftLine plays a Shift that lands no unit on an active tomb or a trap:
// the line's bodies move at once (board.RelocateBodies: they stay bodies,
// the clock sets untouched), then each landing takes effect, logged.
func (g *Game) shiftLine(u *undo, s Step, file bool, k, n int) {
	p := g.Pos
	moves := g.relocs[:0]
	for i := range board.Files {
		sq := lineSquare(file, k, i)
		u.hit.Add(sq)
		if p.BodyAt(sq) != 0 {
			moves = append(moves, board.Relocation{From: sq, To: lineSquare(file, k, (i+n)%board.Files)})
		}
	}
	must(p.RelocateBodies(moves), "shift", s)
	g.relocs = moves
	u.nonLocal = true
	for i := range board.Files { // every body on the line now is one that moved
		if to := lineSquare(file, k, i); p.BodyAt(to) != 0 {
			g.land(u, p.BodyAt(to), to, n)
		}
	}
}

// unshift takes back a Shift made without a snapshot, after Unmake has
// undone the turn's end: what landing logged, then every body of the line
// back n squares, at once.
func unshift(g *Game, u *undo, s Step) {
	p := g.Pos
	g.revertFields(u.lens[2])
	file, n := LineOf(s.Arg())
	k := s.From().Rank()
	if file {
		k = s.From().File()
	}
	moves := g.relocs[:0]
	for i := range board.Files {
		if sq := lineSquare(file, k, i); p.BodyAt(sq) != 0 {
			moves = append(moves, board.Relocation{From: sq, To: lineSquare(file, k, (i-n+board.Files)%board.Files)})
		}
	}
	must(p.RelocateBodies(moves), "unshift", s)
	g.relocs = moves
}
