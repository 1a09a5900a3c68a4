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
// syzygy. A cast that moves nobody is not offered. Undone from the logs:
// the templar's cost and the landings from the field log, the slides from
// the moves the Game keeps per undo depth (unavalanche); a cast that lands
// a unit on an active tomb or a trap (a blast, a sprung trap) keeps a
// snapshot. Units relocate, so legality is a trial (partial, by the
// step's change record).

var avalancheDef = SpecialDef{
	Name: "avalanche", Catalog: "V13-TEMPLAR-AVALANCHE", Arg: ArgDir,
	gen:    (*gen).avalanches,
	make:   avalanche,
	unmake: unavalanche,
	region: avalancheRegion,
}

// avalancheRegion is the squares an Avalanche may change units on
// (Game.Region): the templar's line in the cast's direction to the edge
// (a landing that blasts squares off it says so by Hit's squares).
func avalancheRegion(s Step) (ray board.SquareSet, ok bool) {
	d := board.Dir(s.Arg())
	for sq := s.From(); ; {
		ray.Add(sq)
		nx := nbr[sq][d]
		if nx == offBoard {
			return ray, true
		}
		sq = board.Square(nx)
	}
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
// its unit before the next one slides. The slides are made first; when
// none stops on an active tomb or a trap the landings, which then change
// only unit fields, follow, logged, and unavalanche takes them back with
// the slides. Otherwise the slides are taken back and the cast is played
// again on a snapshot, each landing before the next slide, as its blasts
// change the ray.
func avalanche(g *Game, u *undo, s Step) {
	p := g.Pos
	from, d := s.From(), board.Dir(s.Arg())
	templar := p.BodyAt(from)
	moves := g.slideRay(s, g.relocMovesAt(len(g.undo)-1))
	hard := false
	for _, m := range moves {
		hard = hard || landsHard(p, m.To)
	}
	if hard {
		for i := len(moves) - 1; i >= 0; i-- {
			must(p.MoveBody(moves[i].To, moves[i].From), "avalanche", s)
		}
		g.relocMoves[len(g.undo)-1] = moves[:0]
		if u.snap == nil {
			g.snapshot(u)
		}
		g.avalancheWithBlasts(u, s, from, d)
		return
	}
	g.relocMoves[len(g.undo)-1] = moves
	g.paralyze(templar, AvalancheCost, board.ParOriginCost)
	for _, m := range moves {
		u.hit.Add(m.From) // left; land adds where it lands (Hit)
		g.land(u, p.BodyAt(m.To), m.To, chebyshev(m.From, m.To))
	}
	u.nonLocal = true
}

// unavalanche takes back an Avalanche made without a snapshot, after
// Unmake has undone the turn's end: the cost and the landings from the
// field log, then the slides, the nearest first.
func unavalanche(g *Game, u *undo, s Step) {
	g.revertFields(u.lens[2])
	moves := g.relocMoves[len(g.undo)-1]
	for i := len(moves) - 1; i >= 0; i-- {
		must(g.Pos.MoveBody(moves[i].To, moves[i].From), "unavalanche", s)
	}
}

// relocMovesAt is the Game's list of moved bodies for undo depth d, empty
// (kept per depth, grown once, as the undo record holds no such list).
func (g *Game) relocMovesAt(d int) []board.Relocation {
	for len(g.relocMoves) <= d {
		g.relocMoves = append(g.relocMoves, nil)
	}
	return g.relocMoves[d][:0]
}

// avalancheRay is the cast's ray from the templar on from in d: the squares
// within its orthogonal range, up to the first wall.
func avalancheRay(p *board.Position, from board.Square, d board.Dir, ray *[board.Files]board.Square) (n, rng int) {
	templar := p.Unit(p.BodyAt(from))
	rng = lineRange(p, templar, templar.CRROrth, true)
	for cur := from; n < rng; n++ {
		nx := nbr[cur][d]
		if nx == offBoard || p.Cell(board.Square(nx)).Wall != 0 {
			break
		}
		cur = board.Square(nx)
		ray[n] = cur
	}
	return n, rng
}

// slideRay makes the slides of Avalanche s, the farthest body first,
// without their landings, and appends them to moves.
func (g *Game) slideRay(s Step, moves []board.Relocation) []board.Relocation {
	p := g.Pos
	from, d := s.From(), board.Dir(s.Arg())
	var ray [board.Files]board.Square
	n, rng := avalancheRay(p, from, d, &ray)
	for i := n - 1; i >= 0; i-- {
		sq := ray[i]
		if cur, _ := avalancheStop(p, sq, d, i+1, rng); cur != sq {
			must(p.MoveBody(sq, cur), "avalanche", s)
			moves = append(moves, board.Relocation{From: sq, To: cur})
		}
	}
	return moves
}

// avalancheStop is where the body on sq, k squares from the templar with
// range rng, stops sliding in d (sq: it does not move), and the k there.
func avalancheStop(p *board.Position, sq board.Square, d board.Dir, k, rng int) (board.Square, int) {
	if p.BodyAt(sq) == 0 || !avalancheSlides(p, sq) {
		return sq, k
	}
	cur := sq
	for avalancheNext(p, cur, d, k, rng) {
		cur, k = board.Square(nbr[cur][d]), k+1
		if p.Cell(cur).Features&board.FeatTomb != 0 {
			if t, _ := p.TombAt(cur); t.State == board.TombActive {
				break // it falls in (land: it dies and the tomb explodes)
			}
		}
	}
	return cur, k
}

// avalancheWithBlasts plays an Avalanche on a snapshot, each landing before
// the next slide: a unit that falls into an active tomb explodes it, and
// the blast changes the ray the nearer bodies slide on.
func (g *Game) avalancheWithBlasts(u *undo, s Step, from board.Square, d board.Dir) {
	p := g.Pos
	var ray [board.Files]board.Square
	n, rng := avalancheRay(p, from, d, &ray) // the range as the cast begins
	g.paralyze(p.BodyAt(from), AvalancheCost, board.ParOriginCost)
	for i := n - 1; i >= 0; i-- {
		sq := ray[i]
		cur, k := avalancheStop(p, sq, d, i+1, rng)
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
