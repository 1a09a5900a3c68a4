package movegen

import "github.com/frozenchess/engine/board"

// Cannon Blast (V13-CANNON-BLAST): the cannon fires along its facing or one
// of its two forward diagonals at a square 2, 4 or 6 squares away, over
// whatever lies between (it skips every second square), and that square
// explodes 3x3 (the generic explosion, V13-EXPLOSION: units die into tombs,
// walls go, tombs open, jesters chain). The cannon stays.

var cannonBlastDef = SpecialDef{
	Name: "blast", Catalog: "V13-CANNON-BLAST", Target: true,
	gen:    (*gen).cannonBlasts,
	make:   cannonBlast,
	unmake: unblast, // or from its copy (blastNeedsCopy, 8.0's ammunition)
	region: blastRegion(false),
	// No partial trial: a blast that takes walls away changes where lines
	// bounce, and the attack test's recorded squares did not always show
	// it (a templar's bounced line through a blown-up wall and frog was
	// missed once the units of issues 29-33 met: TestBlastLegalityTrial).
	changes: nil,
}

// CannonBlastRange is the farthest target of a Cannon Blast; targets are at
// every second square up to it.
const CannonBlastRange = 6

// cannonBlasts generates the Cannon Blasts of the cannon on sq: on each of
// its 3 forward rays, the squares at 2, 4 and 6 on the board whose 3x3
// holds something to destroy (a body, a wall or a tomb; a blast of empty
// squares would be a pass).
// In 8.0 a Blast needs ammunition and is aimed at an enemy unit the cannon
// could capture there (V8-CANNON, cannonammo.go).
func (g *gen) cannonBlasts(sq board.Square, u *board.Unit) {
	ammo := g.p.Variant.Has(board.MechCannonAmmunition)
	if ammo && u.Held == 0 {
		return
	}
	l, r := forwardDiagonals(u.Facing)
	for _, d := range [3]board.Dir{u.Facing, l, r} {
		cur := sq
		for dist := 1; dist <= CannonBlastRange; dist++ {
			nx := nbr[cur][d]
			if nx == offBoard {
				break
			}
			cur = board.Square(nx)
			if dist%2 == 0 && (ammo && g.cells[cur].Piece != 0 && g.capturable(board.Cannon, cur) || !ammo && g.blastHits(cur)) {
				g.addSpecial(sq, cur, SpecCannonBlast, 0)
			}
		}
	}
}

// blastHits reports whether the 3x3 around c holds a body, a wall or a tomb.
func (g *gen) blastHits(c board.Square) bool {
	if g.blastWorthy(c) {
		return true
	}
	for _, n := range leaps[leapKing][c] {
		if g.blastWorthy(n) {
			return true
		}
	}
	return false
}

func (g *gen) blastWorthy(sq board.Square) bool {
	c := &g.cells[sq]
	return c.Piece != 0 || c.Wall != 0 || c.Features&board.FeatTomb != 0
}

// cannonBlast plays a Cannon Blast: the target explodes; in 8.0 the
// ammunition then lands on the target's square (V8-CANNON). Undone from
// the unit log (unblast), or from a copy where blastNeedsCopy says so or
// the cannon spends ammunition.
func cannonBlast(g *Game, u *undo, s Step) {
	if u.snap == nil && blastNeedsCopy(g.Pos) {
		g.snapshot(u)
	}
	u.touchedOK = !hasFloods(g.Pos)
	ammo := g.shotAmmunition(u, u.actor) // takes the step's copy when there is ammunition
	g.explode(u, s.To())
	if ammo != 0 {
		g.landAmmunition(u, ammo, s.To())
	}
}
