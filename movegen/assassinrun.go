package movegen

import "github.com/frozenchess/engine/board"

// Assassin's Run (V13-ASSASSIN-RUN): after a capture the assassin may
// capture again, up to 3 captures in one move; after its last capture (the
// 2nd or 3rd) it turns into shadow form on that square and the move ends.
// A run of one capture is the ordinary capture step. A run of 2 or 3 is one
// special move, a unit ability (a turn's single action), written
// <start>!run-<last square>:<hop squares>, the squares of the earlier
// captures in order: c1!run-f4:d3 (2 captures), c1!run-g6:d3.f4 (3).
//
// Ruling followed: each hop is a capture of the assassin's native pattern
// (a knight's leap or a 3-square orthogonal leap) from the square the hop
// before ended on, with the capture rules of an ordinary capture judged on
// the position at the start of the move (Kind Immunity, boxes, frogs,
// Guards, the Templar's Shield, no landing on a wall or a higher square).
// Our readings: every victim goes into the tomb on its square and counts
// for the assassin's awards; the victims do not entangle (as the Knight's
// Leap, V13-ENTANGLEMENT follows an ordinary capture step only); a jester
// may be taken by the last hop only (its death explodes the square the
// assassin stands on, so the run cannot go on), and its explosion comes
// before the transformation, so that the assassin, still a body, dies in
// it; a queen among the victims poisons the assassin (V13-QUEEN-POISON).
// The squares of the earlier captures are intermediate landings: with the
// start square they become the assassin's wall (Q6), over the tombs there,
// which stay pending until that wall goes. The transformation is free and
// starts the 5-turn shadow minimum (its age does not count this ply).

var runDef = SpecialDef{
	Name: "run", Catalog: "V13-ASSASSIN-RUN", Target: true, Arg: ArgHops, Snapshot: true,
	MovesSelf: true,
	gen:       (*gen).runs,
	make:      assassinRun, // undone from its snapshot
	// Bodies leave the board on several squares and the assassin leaves
	// the board of bodies: tried.
}

// MaxRunCaptures is the most captures a run holds (line 496).
const MaxRunCaptures = 3

// runLeaps are the assassin's two leap sets (V13-ASSASSIN-MOVE).
var runLeaps = [2]leapSet{leapKnight, leapAssassin3}

// runHop reports whether the assassin, standing on from, may capture on to
// in a run; taken is the square of an earlier victim (emptied by then), or
// from itself for none.
func (g *gen) runHop(from, to, taken board.Square) bool {
	c := &g.cells[to]
	if to == taken || c.Piece == board.NoPiece || c.Piece.Side() == g.side || c.Wall != 0 || c.Level > g.cells[from].Level {
		return false
	}
	saveFrom := g.from
	g.from = from // the Templar's Shield looks at where the capture comes from
	ok := g.capturable(board.Assassin, to)
	g.from = saveFrom
	return ok
}

// runs generates the Runs of the assassin on sq: every chain of 2 or 3
// captures.
func (g *gen) runs(sq board.Square, _ *board.Unit) {
	if g.cells[sq].Wall != 0 {
		return // on a wall it captures nothing (V13-WALL-ASSASSIN)
	}
	for _, s1 := range runLeaps {
		for _, t1 := range leaps[s1][sq] {
			if !g.runHop(sq, t1, sq) || holdsJester(g.p, t1) {
				continue
			}
			for _, s2 := range runLeaps {
				for _, t2 := range leaps[s2][t1] {
					if !g.runHop(t1, t2, sq) {
						continue
					}
					g.addSpecial(sq, t2, SpecRun, HopsArg(t1))
					if holdsJester(g.p, t2) {
						continue
					}
					for _, s3 := range runLeaps {
						for _, t3 := range leaps[s3][t2] {
							if g.runHop(t2, t3, t1) {
								g.addSpecial(sq, t3, SpecRun, HopsArg(t1, t2))
							}
						}
					}
				}
			}
		}
	}
}

// assassinRun plays a Run: hop by hop, each victim dies into its tomb and
// counts for the assassin; jesters taken explode; the assassin, if it
// lives, turns into its shadow on the last square.
func assassinRun(g *Game, u *undo, s Step) {
	p := g.Pos
	from := s.From()
	actor := p.BodyAt(from)
	var squares [MaxRunCaptures]board.Square
	hops := append(append(squares[:0], HopsOf(s.Arg())...), s.To())
	jesters := false
	cur := from
	p.AddTrail(from)
	for _, to := range hops {
		hop := makeStep(cur, to, KindCapture, PatLeap)
		var v undo
		v.step = hop
		if len(g.takeVictims(&v, actor, hop, nil)) > 0 {
			jesters = true
		}
		must(p.MoveBody(cur, to), "run", s)
		g.queenPoison(&v, actor)
		p.AddTrail(to)
		u.hit.Add(to)
		cur = to
	}
	u.nonLocal = true
	if jesters {
		g.blasts = append(g.blasts[:0], cur)
		g.runBlasts(u) // the assassin stands in the centre and dies too
		g.jesters = g.jesters[:0]
		return
	}
	g.toShadow(u, actor, cur)
}
