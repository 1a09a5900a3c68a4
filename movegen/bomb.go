package movegen

import "github.com/frozenchess/engine/board"

// Bomb (V13-ASSASSIN-BOMB): an assassin whose 8 surrounding squares hold
// no body leaves a bomb on its own square (a marker owned by it, visible
// to both sides), written a5!bomb, a unit ability; one bomb per assassin on
// the board at a time, and none on a square that holds a bomb. The bomb
// goes off when a unit of the other side stands in its 3x3 at the end of a
// ply, whatever brought it there (a move, a push, a teleport): Q3 step 3,
// before the walls. It explodes 3x3 as the generic explosion
// (V13-EXPLOSION, Q10: bodies of both sides die into tombs, walls go,
// tombs there open, jesters chain) and is gone. It stays if its assassin
// dies, and keeps its side. Bombs are looked at in the order the position
// stores its markers; a blast that kills the units near another bomb does
// not set that one off in the same ply.
//
// While a bomb is on the board every step is undone from a copy taken at
// its start, and no step is legal without a trial (Safety.bombs).

var bombDef = SpecialDef{
	Name: "bomb", Catalog: "V13-ASSASSIN-BOMB", Snapshot: true,
	gen:  (*gen).bombs,
	make: plantBomb, // undone from its snapshot
}

// hasBombs reports a bomb on the board.
func hasBombs(p *board.Position) bool {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkBomb {
			return true
		}
	}
	return false
}

// bombs generates the Bomb of the assassin on sq.
func (g *gen) bombs(sq board.Square, _ *board.Unit) {
	if g.cells[sq].Features&board.FeatBomb != 0 {
		return
	}
	for _, n := range leaps[leapKing][sq] {
		if g.cells[n].Body != 0 {
			return
		}
	}
	id := g.cells[sq].Body
	for _, m := range g.p.Markers() {
		if m.Kind == board.MarkBomb && m.Owner == id {
			return // its bomb is on the board
		}
	}
	g.addSpecial(sq, sq, SpecBomb, 0)
}

// plantBomb plays a Bomb: the marker on the assassin's square.
func plantBomb(g *Game, u *undo, s Step) {
	must(g.Pos.AddMarker(board.Marker{Kind: board.MarkBomb, Square: s.From(), Owner: g.Pos.BodyAt(s.From())}), "bomb", s)
}

// triggeredBomb finds a bomb with a unit of the other side in its 3x3.
func triggeredBomb(p *board.Position) (board.Marker, bool) {
	for _, m := range p.Markers() {
		if m.Kind != board.MarkBomb {
			continue
		}
		side := p.Unit(m.Owner).Side
		if pc := p.PieceAt(m.Square); pc != 0 && pc.Side() != side {
			return m, true
		}
		for _, n := range leaps[leapKing][m.Square] {
			if pc := p.PieceAt(n); pc != 0 && pc.Side() != side {
				return m, true
			}
		}
	}
	return board.Marker{}, false
}

// fireBombs sets off every bomb with an enemy in its 3x3 at the end of a
// ply (Q3 step 3). The step holds a snapshot (Make takes one while a bomb
// is on the board).
func (g *Game) fireBombs(u *undo) {
	p := g.Pos
	for {
		m, ok := triggeredBomb(p)
		if !ok {
			return
		}
		if u.snap == nil {
			panic("movegen: a bomb went off in a step without a snapshot")
		}
		must(p.RemoveMarker(m.Square, board.MarkBomb, m.Owner), "bomb", u.step)
		u.touchedOK = false
		g.explode(u, m.Square)
	}
}
