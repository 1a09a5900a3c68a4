package movegen

import "github.com/frozenchess/engine/board"

// The Battering Ram (V8-RAM, FrozenChess 8.0, seed 001:206-210). It moves
// one square orthogonally and never captures. Used on a wall square it
// destroys the whole wall: by the ruling, its 1-square step onto a square
// that is a wall (allowed for the Ram alone) takes away every square of
// that wall (the wall one unit's path made, its owner's list) and the Ram
// stands on the square. It is immune to paralysis of every kind (timed,
// auras, pincers: ramImmune, read by Game.immune, Game.paralyze and
// board.HeldByNeighbours).
//
// Our readings: the wall step is the Ram's special move `ram` (a unit
// ability, the turn's single action); it walks like its plain step (its
// start square joins the trail and becomes its wall at the turn's end, as
// after any 1-square step); a wall square an assassin stands on is not
// free to step onto; the Ram does not climb (V13-TERRAIN-CLIMB, moot in
// 8.0, which has no terrain). Undone from a snapshot (a whole wall goes).

var ramDef = SpecialDef{
	Name: "ram", Catalog: "V8-RAM", Target: true, Snapshot: true, MovesSelf: true,
	gen:  (*gen).rams,
	make: ram,
	// Walls vanish far from the step's squares: lines may now pass
	// there, so a trial for each ram.
}

// ramSteps are the Ram's plain steps: one square orthogonally, no capture.
func (g *gen) ramSteps(from board.Square) {
	for _, d := range orthDirs {
		if nx := nbr[from][d]; nx != offBoard {
			g.landing(from, board.Square(nx), board.Ram, false, PatStep)
		}
	}
}

// rams generates the Ram's wall steps: onto an orthogonal neighbour that is
// a wall square with nobody on it, not higher than its own square.
func (g *gen) rams(sq board.Square, _ *board.Unit) {
	for _, d := range orthDirs {
		nx := nbr[sq][d]
		if nx == offBoard {
			continue
		}
		if c := &g.cells[nx]; c.Wall != 0 && c.Body == 0 && c.Level <= g.cells[sq].Level {
			g.addSpecial(sq, board.Square(nx), SpecRam, 0)
		}
	}
}

// ram plays a wall step: the whole wall of the square's owner goes, then
// the Ram steps there, walking as its plain step does, and the square acts
// on it (the landing rule: a tomb under the wall may be active).
func ram(g *Game, u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	for _, sq := range p.WallSquares(p.WallOwner(to), g.path[:0]) {
		u.hit.Add(sq)
	}
	p.DissolveWall(p.WallOwner(to))
	id := p.BodyAt(from)
	p.AddTrails([]board.Square{from, to})
	must(p.MoveBody(from, to), "ram", s)
	u.nonLocal = true // wall squares went away from the step's own squares
	g.land(u, id, to, 0)
}
