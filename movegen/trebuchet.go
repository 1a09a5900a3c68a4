package movegen

import "github.com/frozenchess/engine/board"

// The Trebuchet (V8-TREBUCHET, FrozenChess 8.0, seed 001:147-154). It never
// moves by itself (V8-CLASS-IMMOBILE, board.TypeInfo.Immobile) and has no
// native pattern. Its shot, the special move `hurl`, aims at one of 3
// squares 6 ahead (the proposal: the square 6 straight ahead, along its
// facing, and its two side neighbours on that rank); the target explodes
// 3x3 (the generic explosion, V13-EXPLOSION: units die into tombs, walls
// go, tombs open, jesters chain), so it can attack walls. Afterwards the
// Trebuchet is paralyzed 2 of its owner's moves (reloading), a cost of its
// own (ParOriginCost). Our readings: it flies over whatever lies between;
// a shot whose 3x3 holds nothing to destroy (no body, wall or tomb) is not
// offered (it would be a pass); the Trebuchet itself may stand in the
// blast only if a target lies next to it, which 6 squares away never does.
// Undone from a snapshot.

var hurlDef = SpecialDef{
	Name: "hurl", Catalog: "V8-TREBUCHET", Target: true, Snapshot: true,
	gen:  (*gen).hurls,
	make: hurl, // undone from its snapshot
	// Units die and walls go: a trial for each (as Cannon Blast).
}

// TrebuchetRange is how far ahead the Trebuchet's targets lie, and
// TrebuchetReload the paralysis its shot costs it.
const (
	TrebuchetRange  = 6
	TrebuchetReload = 2
)

// trebuchetTargets returns the Trebuchet's targets from sq facing f (n of
// them on the board).
func trebuchetTargets(sq board.Square, f board.Dir) (ts [3]board.Square, n int) {
	dx, dy := f.Delta()
	c, ok := sq.Offset(dx*TrebuchetRange, dy*TrebuchetRange)
	if !ok {
		return ts, 0
	}
	ts[0], n = c, 1
	for _, side := range [2]board.Dir{(f + 2) & 7, (f + 6) & 7} {
		if nx := nbr[c][side]; nx != offBoard {
			ts[n] = board.Square(nx)
			n++
		}
	}
	return ts, n
}

// hurls generates the shots of the Trebuchet u on sq.
func (g *gen) hurls(sq board.Square, u *board.Unit) {
	ts, n := trebuchetTargets(sq, u.Facing)
	for _, t := range ts[:n] {
		if g.blastHits(t) {
			g.addSpecial(sq, t, SpecHurl, 0)
		}
	}
}

// hurl plays a shot: the Trebuchet reloads, then the target explodes.
func hurl(g *Game, u *undo, s Step) {
	g.paralyze(g.Pos.BodyAt(s.From()), TrebuchetReload, board.ParOriginCost)
	u.touchedOK = !hasFloods(g.Pos)
	g.explode(u, s.To())
}
