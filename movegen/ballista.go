package movegen

import "github.com/frozenchess/engine/board"

// The Ballista (V8-BALLISTA, FrozenChess 8.0, seed 001:156-164). It never
// captures. A move is one leap (the ruling): a diagonal step to an empty,
// wall-free square, then a knight move from there whose long-leg squares
// (the two squares V13-KNIGHT-LEAP jumps) are empty and wall-free, onto an
// empty square. It walks no squares (a leap: its wall is its start
// square). Its shot, the special move `bolt`, flies straight ahead (its
// facing, towards the enemy side) and hits the first unit within 16
// squares; a wall stops it; the unit hit, of either side, is paralyzed
// floor(16/range)+1 owner-turns, range its distance (the crossbowman's
// arrow gives +3, V13-XBOW-POWER). Kings are immune (V8-KING), and so, as
// for every paralysis, are Royal Guards, boxes, ballistae (kind immunity,
// V8-KIND) and Rams (V8-RAM); a shot that would paralyze nobody is not
// offered (it would be a pass).

var boltDef = SpecialDef{
	Name: "bolt", Catalog: "V8-BALLISTA", Target: true,
	gen:  (*gen).bolts,
	make: shootBolt,
	// The field log since the step began holds the paralysis it set.
	unmake: func(g *Game, u *undo, _ Step) { g.revertFields(u.lens[2]) },
	// A paralyzed unit may have guarded the king or attacked it: a trial.
}

// BoltRange is the farthest a Ballista's shot flies.
const BoltRange = 16

// BoltParalysis is the paralysis a Ballista's shot gives a unit dist
// squares away (V8-BALLISTA).
func BoltParalysis(dist int) int { return BoltRange/dist + 1 }

// ballistaLeaps generates the Ballista's moves from sq: each landing once,
// however many routes reach it.
func (g *gen) ballistaLeaps(from board.Square) {
	var seen board.SquareSet
	for _, d := range diagDirs {
		mid := nbr[from][d]
		if mid == offBoard || !g.ballistaFree(board.Square(mid)) {
			continue
		}
		for _, v := range knightVec {
			to, ok := board.Square(mid).Offset(v[0], v[1])
			if !ok || to == from || seen.Has(to) {
				continue
			}
			legs := leapLegs(board.Square(mid), v)
			if !g.ballistaFree(legs[0]) || !g.ballistaFree(legs[1]) {
				continue
			}
			if g.ballistaFree(to) {
				seen.Add(to)
				g.landing(from, to, board.Ballista, false, PatLeap)
			}
		}
	}
}

// ballistaFree reports a square the Ballista may pass or land on: no body
// (its own start counts as vacated) and no wall.
func (g *gen) ballistaFree(sq board.Square) bool {
	if g.dep != nil {
		g.dep.Add(sq)
	}
	c := &g.cells[sq]
	return c.Wall == 0 && (c.Body == 0 || sq == g.from)
}

// boltTarget returns the square of the unit the shot of the Ballista on
// from, facing dir, would hit (ok false: none within range, or a wall first).
func boltTarget(p *board.Position, from board.Square, dir board.Dir) (board.Square, bool) {
	sq := from
	for range BoltRange {
		nx := nbr[sq][dir]
		if nx == offBoard {
			return 0, false
		}
		sq = board.Square(nx)
		if p.BodyAt(sq) != 0 {
			return sq, true
		}
		if p.WallOwner(sq) != 0 {
			return 0, false
		}
	}
	return 0, false
}

// bolts generates the shot of the Ballista u on sq, aimed at the unit it
// would paralyze.
func (g *gen) bolts(sq board.Square, u *board.Unit) {
	if to, ok := boltTarget(g.p, sq, u.Facing); ok && !effectImmune(g.p, to, board.Ballista) && !paralysisImmune(g.p, g.p.Unit(g.p.BodyAt(to))) {
		g.addSpecial(sq, to, SpecBolt, 0)
	}
}

// shootBolt plays the shot: the unit hit takes its paralysis (the larger of
// what it had and the shot's).
func shootBolt(g *Game, u *undo, s Step) {
	g.paralyze(g.Pos.BodyAt(s.To()), BoltParalysis(chebyshev(s.From(), s.To())), board.ParOriginAttack)
	u.hit.Add(s.To())
	u.nonLocal = true
}
