package movegen

import "github.com/frozenchess/engine/board"

// Wall Tunnel (V13-ASSASSIN-TUNNEL): an assassin that has stayed 2 of its
// owner's turns without acting, on a square E orthogonally next to a wall
// square W, with the square X beyond the wall (E, W, X in a straight line,
// the wall one square thick) empty and not attacked by the enemy, may build
// a tunnel: a unit ability, <E>!tunnel-<X>, that leaves a tunnel marker of
// the assassin on E pointing over W. Then any unit of its side standing on
// E may pass, <E>!passage-<X>: it moves from E to X (if X is still empty)
// as a normal 2-square move: its start square E becomes its wall (the wall
// square W is a wall already), its old wall dissolves (Q6). The tunnel
// lasts as long as the wall: at the end of a ply in which W is no wall any
// more the tunnel is gone.
//
// Our readings: the stay count is Unit.Stay, at the end of each of its
// side's plies one more turn for each of the side's assassins (up to 2,
// so that an assassin left standing does not keep a position from
// repeating), 0 for the ply's actor; a relocation by another unit does not
// reset it (as for the jester's Detonate). "Empty" is no body, no wall and
// no tomb; X may not be higher than E (no step climbs). The assassin may
// hold one tunnel per entrance square; the tunnel keeps its side after its
// assassin dies (the assassin's side at the time). The passage is a
// special move, so it ends the turn and is no step of a Double Move (and a
// slip square on X does not slide it); units that cannot act, and cannons,
// which never move themselves, do not pass.

var tunnelDef = SpecialDef{
	Name: "tunnel", Catalog: "V13-ASSASSIN-TUNNEL", Target: true, Snapshot: true,
	gen:  (*gen).tunnels,
	make: buildTunnel, // undone from its snapshot
}

var passageDef = SpecialDef{
	Name: "passage", Catalog: "V13-ASSASSIN-TUNNEL", Target: true, Snapshot: true, MovesSelf: true,
	genSide: (*gen).passages,
	make:    pass, // undone from its snapshot
}

// TunnelStay is how many owner-turns an assassin must stay to build a
// tunnel (line 506).
const TunnelStay = board.AssassinStayCap

// passers may pass a tunnel: every type but the immobile ones.
var passers = board.AllTypes &^ immobileTypes

// tunnelExit returns, for an entrance e and a direction d, the wall square
// and the exit (ok false off the board).
func tunnelExit(e board.Square, d board.Dir) (w, x board.Square, ok bool) {
	nw := nbr[e][d]
	if nw == offBoard {
		return 0, 0, false
	}
	nx := nbr[nw][d]
	if nx == offBoard {
		return 0, 0, false
	}
	return board.Square(nw), board.Square(nx), true
}

// freeExit reports an exit square a unit from e may come out on: no body,
// no wall, no tomb, not higher than e.
func (g *gen) freeExit(e, x board.Square) bool {
	c := &g.cells[x]
	return c.Body == 0 && c.Wall == 0 && c.Features&board.FeatTomb == 0 && c.Level <= g.cells[e].Level
}

// tunnels generates the Wall Tunnels of the assassin u on sq.
func (g *gen) tunnels(sq board.Square, u *board.Unit) {
	if g.p.StayOf(u) < TunnelStay || g.onWall(sq) {
		return
	}
	id := g.cells[sq].Body
	if g.cells[sq].Features&board.FeatTunnel != 0 {
		for _, m := range g.p.Markers() {
			if m.Kind == board.MarkTunnel && m.Square == sq && m.Owner == id {
				return // its tunnel from here is built
			}
		}
	}
	for _, d := range orthDirs {
		w, x, ok := tunnelExit(sq, d)
		if !ok || g.cells[w].Wall == 0 || !g.freeExit(sq, x) || g.enemyAttacks(x) {
			continue
		}
		g.addSpecial(sq, x, SpecTunnel, 0)
	}
}

// tunnelDir is the orthogonal direction from e to x, two squares apart in a line.
func tunnelDir(e, x board.Square) board.Dir {
	for _, d := range orthDirs {
		if _, nx, ok := tunnelExit(e, d); ok && nx == x {
			return d
		}
	}
	panic("movegen: no tunnel from " + e.String() + " to " + x.String())
}

// buildTunnel plays a Wall Tunnel: the marker on the entrance.
func buildTunnel(g *Game, _ *undo, s Step) {
	m := board.Marker{Kind: board.MarkTunnel, Square: s.From(), Owner: g.Pos.BodyAt(s.From()), Dir: tunnelDir(s.From(), s.To())}
	must(g.Pos.AddMarker(m), "tunnel", s)
}

// passages generates the passages of the side to move's units standing on
// its tunnels' entrances.
func (g *gen) passages(_ board.Square, mid bool) {
	if mid {
		return
	}
	var done board.SquareSet // two tunnels from one entrance the same way: one passage
	for _, m := range g.p.Markers() {
		if m.Kind != board.MarkTunnel || g.p.Unit(m.Owner).Side != g.side {
			continue
		}
		e := m.Square
		c := &g.cells[e]
		if c.Body == 0 || c.Wall != 0 || c.Piece.Side() != g.side || !passers.Has(c.Piece.Type()) {
			continue
		}
		w, x, ok := tunnelExit(e, m.Dir)
		if !ok || g.cells[w].Wall == 0 || done.Has(x) || !g.freeExit(e, x) || !g.canAct(g.p.Unit(c.Body), c.Piece) {
			continue
		}
		done.Add(x)
		g.addSpecial(e, x, SpecPassage, 0)
	}
}

// pass plays a passage: a normal 2-square move through the wall.
func pass(g *Game, _ *undo, s Step) {
	p := g.Pos
	p.AddTrail(s.From())
	p.AddTrail(s.To())
	must(p.MoveBody(s.From(), s.To()), "passage", s)
}

// tickTunnelStay counts the turn for the assassins of side at the end of
// its ply: 0 for the actor, else one more, up to TunnelStay (tickStays).
func (g *Game) tickTunnelStay(side board.Side, actor board.UnitID) {
	p := g.Pos
	var moved board.UnitID
	if actor != 0 {
		set := p.BodySquares(side, board.Assassin)
		if a := p.Unit(actor); a.Loc == board.LocBody && set.Has(a.Square) && p.BodyAt(a.Square) == actor {
			moved = actor
		}
	}
	g.tickStays(side, board.Assassin, TunnelStay, moved, 0)
}

// dropTunnels removes, at the end of a ply, the tunnels whose wall square
// is no wall any more (logged with the markers of the ply's end).
func (g *Game) dropTunnels(u *undo) {
	p := g.Pos
	for i := 0; i < len(p.Markers()); i++ {
		m := p.Markers()[i]
		if m.Kind != board.MarkTunnel {
			continue
		}
		if w, _, ok := tunnelExit(m.Square, m.Dir); ok && p.Cell(w).Wall != 0 {
			continue
		}
		g.markerLog = append(g.markerLog, markerChange{old: m, removed: true})
		must(p.RemoveMarker(m.Square, m.Kind, m.Owner), "tunnel", u.step)
		i-- // the last marker moved into slot i
	}
}
