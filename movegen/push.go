package movegen

import "github.com/frozenchess/engine/board"

// Push (V13-PUSH): a unit A pushes the orthogonally adjacent unit B one
// square on, in the direction from A to B, and steps into B's old square.
// Rulings: B may be of either side; kings, templars and A's own kind are
// immune; a chain cannot be pushed, so the square B enters holds no body
// and no wall, and nothing is pushed off the board. Our readings: kings do
// not push (they are kept out of the generic special moves, as for Mirror
// Portal), nor do cannons, which never move themselves (V13-CLASS-IMMOBILE,
// MovesSelf), nor do Illusions (no abilities); stacks and boxes are neither
// pushed nor push (fusion is not played yet); neither unit climbs
// (V13-TERRAIN-CLIMB: a relocation never raises a unit). The square B
// enters takes effect on B (Q15, the landing rule of landing.go): an active
// tomb kills it and explodes (V13-TOMB-EXPLOSION), a flood holds it
// (V13-FLOOD-EFFECT), an enemy trap springs (V13-JESTER-TRAP); A's new
// square acts on A the same way (a trap of B's side under B). A moves by a
// special move, not by its pattern: it walks no squares and builds no wall
// (Q6, as a teleport), and B, moved by another, builds none. Undone from the
// field log (the landings) and by moving both back (unpush); a push that
// lands a unit on an active tomb or a trap keeps a snapshot.

var pushDef = SpecialDef{
	Name: "push", Catalog: "V13-PUSH", Target: true, Generic: true, MovesSelf: true,
	gen:    (*gen).pushes,
	make:   push,
	unmake: unpush,
	region: pushRegion,
	// The three squares, unless a blast hit more or an enemy moved.
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.touched, false, u.touchedOK
	},
}

// pushImmune are the types no unit may push (V13-PUSH).
const pushImmune = board.TypeSet(1<<board.King | 1<<board.Templar)

// pushes generates the Pushes of the unit u on sq.
func (g *gen) pushes(sq board.Square, u *board.Unit) {
	if g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 {
		return
	}
	for d := board.Dir(0); d < board.NumDirs; d += 2 { // the orthogonal directions
		b := nbr[sq][d]
		if b == offBoard {
			continue
		}
		cb := &g.cells[b]
		if cb.Body == 0 || cb.Piece&(board.PieceStack|board.PieceBox) != 0 || cb.Level > g.cells[sq].Level || cb.Wall != 0 {
			continue // the pusher would step onto a wall (an assassin on one, V13-WALL-ASSASSIN)
		}
		if t := cb.Piece.Type(); pushImmune.Has(t) || kindOf(t) == kindOf(u.Type) {
			continue
		}
		if cb.Piece.Side() == g.side && g.p.Variant.Has(board.MechPushEnemiesOnly) {
			continue // V8-PUSH: only enemy units are pushed
		}
		if boundAt(g.p, board.Square(b)) {
			continue // a bound unit moves only with its group (V13-BIND)
		}
		to := nbr[b][d]
		if to == offBoard {
			continue
		}
		if c := &g.cells[to]; c.Body == 0 && c.Wall == 0 && c.Level <= cb.Level {
			g.addSpecial(sq, board.Square(b), SpecPush, 0)
		}
	}
}

// push plays a Push: B to the square beyond, A onto B's square, then what
// the squares do to them (the landing rule; B leaves syzygy,
// V13-SYZYGY-RELEASE).
func push(g *Game, u *undo, s Step) {
	p := g.Pos
	from, b, to := pushSquares(s)
	if u.snap == nil && (landsHard(p, to) || landsHard(p, b)) {
		g.snapshot(u) // a blast or a sprung trap: undone wholesale
	}
	pushed := p.BodyAt(b)
	must(p.MoveBody(b, to), "push", s)
	must(p.MoveBody(from, b), "push", s)
	u.nonLocal = true // B moved away from the step's own squares
	// The landing rule (landing.go) for both: B where it is pushed, A on
	// B's old square (a trap of B's side may lie there).
	if !g.land(u, pushed, to, 1) {
		return
	}
	g.land(u, p.BodyAt(b), b, 0)
	u.touched.Add(from)
	u.touched.Add(b)
	u.touched.Add(to)
	// A pushed enemy may attack from its new square, which no group of the
	// attack test looked from: the partial trial holds for a friend only.
	u.touchedOK = p.Unit(pushed).Side == p.Unit(p.BodyAt(b)).Side
}

// pushSquares are a Push's squares: the pusher's, the pushed unit's, and
// the square it is pushed to.
func pushSquares(s Step) (from, b, to board.Square) {
	from, b = s.From(), s.To()
	to, _ = b.Offset(b.File()-from.File(), b.Rank()-from.Rank())
	return from, b, to
}

// unpush takes back a Push made without a snapshot, after Unmake has
// undone the turn's end: the landings from the field log, then the pusher
// and the pushed unit back.
func unpush(g *Game, u *undo, s Step) {
	p := g.Pos
	from, b, to := pushSquares(s)
	g.revertFields(u.lens[2])
	must(p.MoveBody(b, from), "unpush", s)
	must(p.MoveBody(to, b), "unpush", s)
}

// pushRegion is the squares a Push changes units on (Game.Region): its
// three squares.
func pushRegion(s Step) (area board.SquareSet, ok bool) {
	from, b, to := pushSquares(s)
	area.Add(from)
	area.Add(b)
	area.Add(to)
	return area, true
}
