package movegen

import "github.com/frozenchess/engine/board"

// Pushing walls (V13-PUSH-WALL): a unit pushes an orthogonally adjacent
// wall square one square on, in the direction from the unit to the wall, as
// if it were a unit (V13-PUSH), and stands on the wall's old square; it is
// then paralyzed 5 turns. Written a!pushwall-b, b the wall square.
//
// Rulings followed: the wall keeps its owner; the square it enters must be
// on the board and hold no body and no wall (a chain of walls cannot be
// pushed). Our readings, those of Push where they apply: kings, Illusions
// and cannons (immobile, V13-CLASS-IMMOBILE: the pusher moves itself) do
// not push walls, nor do stacks and boxes; the wall square must hold no
// body (an assassin on a wall is a unit: no chain); the pusher never climbs
// (V13-TERRAIN-CLIMB); the square the wall enters holds no tomb (a wall on
// a tomb would bury it, Q6). The 5 turns are the pusher's own cost:
// immunity does not help (V13-PARALYSIS-IMMUNITY ruling). The pusher walks
// no squares and builds no wall (Q15, as Push); what lay under the wall acts
// on it (the landing rule, landing.go): a flood holds it, an enemy trap
// springs, an active tomb kills it there and explodes (V13-TOMB-EXPLOSION,
// a legal sacrifice). Undone from the field log and by moving the pusher
// and the wall back (unpushWall); a push onto an active tomb or a trap, or
// of a timed 12x12 wall, keeps a copy of the position.

var pushWallDef = SpecialDef{
	Name: "pushwall", Catalog: "V13-PUSH-WALL", Target: true, Generic: true,
	gen:    (*gen).wallPushes,
	make:   pushWall,
	unmake: unpushWall,
	region: pushWallRegion,
}

// PushWallPlies is the paralysis a wall push costs its pusher.
const PushWallPlies = 5

// wallPushers are the types that may push a wall.
var wallPushers = board.AllTypes.Without(board.King, board.Illusion, board.Cannon, board.Egg, board.QueenShadow)

// wallPushes generates the wall pushes of the unit on sq.
func (g *gen) wallPushes(sq board.Square, _ *board.Unit) {
	if g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 || g.p.WallSet().Empty() {
		return
	}
	for d := board.Dir(0); d < board.NumDirs; d += 2 { // the orthogonal directions
		b := nbr[sq][d]
		if b == offBoard {
			continue
		}
		cb := &g.cells[b]
		if cb.Wall == 0 || cb.Body != 0 || cb.Level > g.cells[sq].Level {
			continue
		}
		to := nbr[b][d]
		if to == offBoard {
			continue
		}
		if c := &g.cells[to]; c.Body == 0 && c.Wall == 0 && c.Features&board.FeatTomb == 0 {
			g.addSpecial(sq, board.Square(b), SpecPushWall, 0)
		}
	}
}

// pushWall plays a wall push: the wall to the square beyond, with its
// owner; the pusher onto its old square, paralyzed 5 turns.
func pushWall(g *Game, u *undo, s Step) {
	p := g.Pos
	from, b := s.From(), s.To()
	to, _ := b.Offset(b.File()-from.File(), b.Rank()-from.Rank())
	if u.snap == nil && (landsHard(p, b) || p.Cell(b).WallTurns != 0) {
		g.snapshot(u) // a blast or a sprung trap; a wall's turns the push drops
	}
	owner := p.WallOwner(b)
	p.ClearWall(b)
	must(p.SetWall(to, owner), "push wall", s)
	must(p.MoveBody(from, b), "push wall", s)
	u.nonLocal = true // the wall moved away from the step's own squares
	u.hit.Add(to)
	id := p.BodyAt(b)
	// What lay under the wall acts on the pusher (landing.go): an active
	// tomb kills it there and explodes (V13-TOMB-EXPLOSION), a flood holds
	// it, an enemy trap springs.
	if g.land(u, id, b, 0) {
		g.paralyze(id, PushWallPlies, board.ParOriginCost)
	}
}

// unpushWall takes back a wall push made without a copy, after Unmake has
// undone the turn's end: the pusher's paralysis and what its landing did
// (the field log), then the pusher and the wall back.
func unpushWall(g *Game, u *undo, s Step) {
	p := g.Pos
	from, b := s.From(), s.To()
	to, _ := b.Offset(b.File()-from.File(), b.Rank()-from.Rank())
	g.revertFields(u.lens[2])
	must(p.MoveBody(b, from), "push wall back", s)
	owner := p.WallOwner(to)
	p.ClearWall(to)
	must(p.SetWall(b, owner), "push wall back", s)
}

// pushWallRegion is SpecialDef.region for a wall push: the pusher's square,
// the wall's and the one it enters (a syzygy partner the landing frees is
// elsewhere: Within then says no).
func pushWallRegion(s Step) (area board.SquareSet, ok bool) {
	from, b := s.From(), s.To()
	to, _ := b.Offset(b.File()-from.File(), b.Rank()-from.Rank())
	area.Add(from)
	area.Add(b)
	area.Add(to)
	return area, true
}
