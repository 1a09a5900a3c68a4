package movegen

import "github.com/frozenchess/engine/board"

// Slime Explosion (V13-FROG-SLIME): a frog explodes. It dies into the tomb
// on its own square, and every unit of either side in its 3x3 is paralyzed
// 11 owner-turns (the larger of that and what it had), unless immune: a
// king, a Royal Guard or a box (effectImmune; kind immunity does not bind
// the immortal frogs, so frogs are slimed too). Slime kills nobody, builds
// no wall and opens no tomb. The move is offered only when it paralyzes at
// least one unit: a frog that merely dies would be a pass the Null move
// already is. Undone from the logs (unslime): the paralyses from the field
// log, the frog's burial from the unit log; a copy where blastNeedsCopy
// says so.

var slimeDef = SpecialDef{
	Name: "slime", Catalog: "V13-FROG-SLIME",
	gen:    (*gen).slimes,
	make:   slimeExplosion,
	unmake: unslime,
	region: blastRegion(true), // its 3x3
	// The frog leaves the board and units lose their turns: a trial each.
}

// SlimeParalysis is the paralysis a Slime Explosion gives, in owner-turns.
const SlimeParalysis = 11

// slimeTargets returns the squares of the units the frog on from would
// paralyze (n of them).
func slimeTargets(p *board.Position, from board.Square) (hits [8]board.Square, n int) {
	for _, sq := range leaps[leapKing][from] {
		if p.PieceAt(sq) != board.NoPiece && !effectImmune(p, sq, board.NoType) {
			hits[n] = sq
			n++
		}
	}
	return hits, n
}

// slimes generates the Slime Explosion of the frog on sq.
func (g *gen) slimes(sq board.Square, _ *board.Unit) {
	if _, n := slimeTargets(g.p, sq); n > 0 {
		g.addSpecial(sq, sq, SpecSlime, 0)
	}
}

// slimeExplosion plays a Slime Explosion: the immunities are judged before
// the frog dies, then it is buried and its neighbours are slimed.
func slimeExplosion(g *Game, u *undo, s Step) {
	p, from := g.Pos, s.From()
	if u.snap == nil && blastNeedsCopy(p) {
		g.snapshot(u)
	}
	hits, n := slimeTargets(p, from)
	g.buryLogged(u, from)
	for _, sq := range hits[:n] {
		g.paralyze(p.BodyAt(sq), SlimeParalysis, board.ParOriginAttack)
		u.hit.Add(sq)
	}
	u.nonLocal = true
}

// unslime takes back a Slime Explosion made without a copy, after Unmake
// has undone the turn's end: the paralyses, then the frog out of its tomb.
func unslime(g *Game, u *undo, s Step) {
	g.revertFields(u.lens[2])
	g.revertUnits(u.lens[4], s)
}
