package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Rotate (V13-ROTATE, V13-ROTATE-SIZE, V13-ROTATE-CONTENT): a player turns a
// square block of NxN squares, N = 2..8, by 90, 180 or 270 degrees
// clockwise, with everything on it, if its own material in the block is
// strictly more than the enemy's (board.Material, V13-VALUE-FORMULA). A
// block touching the board's edge cannot turn, so blocks lie within files
// b-o and ranks 2-15. Written <corner>!rotate:<N>x<angle>, the corner being
// the block's lower-left (a1-side) square: c3!rotate:3x90.
//
// Rulings followed: clockwise angles, strict majority (empty or tied blocks
// do not turn); walls (with their owners), tombs (with their queues and
// rot counts), terrain levels, markers (traps, bombs, slip, distract, flood,
// quickening, tunnels) and every body and shadow turn with the block; a
// unit's facing, and the direction of a distract or tunnel marker, turn by
// the angle; square colours are fixed, so contents may change colour;
// units in syzygy are freed (their partners too). Kings turn like the rest
// (Q15: Rotate is the relocation kings are not immune to).
//
// Our readings: Rotate is the player's action, not a unit's, so it is a
// turn's single action (never a multimove's last step); the unit on the
// corner, if any, stands for the actor (its idle turn is not counted). A
// bind group is moved only rigidly (Q12), so a block whose bound units have
// a link crossing its edge does not turn (links inside turn by the angle).
// A unit held by a flood that turns stays held by it on its new square; a
// box counts the Chebyshev distance it moved towards its Unbox (V13-UNBOX,
// as a teleport). Loop and monad programs are not turned. Nobody walks or
// builds a wall. Made as one recorded change and undone by turning the
// block the rest of the way round (board.Position.TurnBlock and
// TurnBlockBack: the cells permuted in place, one hash change, kept per
// undo depth), the field log giving back what turning does not (syzygy,
// a box's distance, a flood's hold); no copy of the position.
//
// Cost: up to 728 blocks and 3 angles a position (630 rotations for each
// side at the start). The majority test reads a table of prefix sums of
// each square's material balance, built once per generation, so each block
// costs four additions and allocates nothing; make permutes the block's
// cells and visits its bodies, then its other furnished squares. Legality: a
// rotation far from the king (no square of the block is one the king's
// attack test looked at, HintArea) needs no trial, if it turns enemy units
// only where none can attack the king from where it lands
// (movedAreaVerdict, legal_area.go); one that frees a unit in syzygy always
// gets one. A trial asks no attacker again for a square left bare
// (rotationSettled).

var rotateDef = SpecialDef{
	Name: "rotate", Catalog: "V13-ROTATE", Arg: ArgBlock, Generic: true,
	genSide: (*gen).rotations,
	make:    rotate,
	unmake:  unrotate,
	Hint:    HintArea,
	area:    rotationArea,
	region:  rotationRegion,
	// A partial trial asks again the attackers whose squares changed, and
	// the enemy units turned to new squares where they stand now; one that
	// frees a unit in syzygy (outside the block) gets the whole test.
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.hit, true, u.step.Arg()&rotateLocked == 0
	},
	movesEnemies: func(s Step) bool { return s.Arg()&rotateTrial != 0 },
	landing: func(s Step, sq board.Square) board.Square {
		n, q := BlockOf(s.Arg())
		return board.TurnedSquare(sq, s.From(), n, q)
	},
	settled: rotationSettled,
}

// rotateTrial, in a Rotate's argument beside the block, marks a rotation
// that HintArea cannot judge by its squares: one that turns enemy units
// (an enemy line piece may land where its line reaches the king, which the
// attack test, walking the enemy's line pieces from where they stood, never
// looked at), or frees a unit in syzygy (a square outside its block).
const rotateTrial = 1 << 15

// rotateLocked, beside rotateTrial, marks a rotation that frees a unit in
// syzygy: its partner outside the block changes too.
const rotateLocked = 1 << 14

// Block size limits (V13-ROTATE-SIZE).
const (
	minBlock = 2
	maxBlock = 8
)

// rotationArea is HintArea's area: the block's squares, unless the
// rotation changes more.
func rotationArea(s Step) (board.SquareSet, bool) {
	n, _ := BlockOf(s.Arg())
	return board.BlockSquares(s.From(), n), s.Arg()&rotateTrial == 0
}

// rotationRegion is the squares a rotation changes units on (Game.Region):
// its block, unless it frees a unit in syzygy, whose partner may stand
// outside.
func rotationRegion(s Step) (board.SquareSet, bool) {
	n, _ := BlockOf(s.Arg())
	return board.BlockSquares(s.From(), n), s.Arg()&rotateLocked == 0
}

// rotations generates the Rotates of the side to move, at the start of a
// turn.
func (g *gen) rotations(_ board.Square, mid bool) {
	if mid {
		return
	}
	if g.p.Variant.Has(board.MechRotate12) {
		g.rotations12() // V12A-ROTATE (rotate12.go)
		return
	}
	// sum[(r+1)*17+f+1] is the side's material balance over files 0..f and
	// ranks 0..r; bound holds the bodies with bind links and locked the
	// units in syzygy, both rare.
	// foe counts the same way the squares holding an enemy body or shadow.
	var sum, foe [(board.Ranks + 1) * (board.Files + 1)]int16
	var bound, locked board.SquareSet
	for r := range board.Ranks {
		row, foes := 0, 0
		for f := range board.Files {
			sq := board.NewSquare(f, r)
			c := &g.cells[sq]
			if c.Body != 0 || c.Shadows != 0 {
				row += g.balance(sq, &bound, &locked)
				if g.enemyOn(sq) {
					foes++
				}
			}
			sum[(r+1)*17+f+1] = sum[r*17+f+1] + int16(row)
			foe[(r+1)*17+f+1] = foe[r*17+f+1] + int16(foes)
		}
	}
	for r0 := 1; r0 <= board.Ranks-1-minBlock; r0++ {
		for f0 := 1; f0 <= board.Files-1-minBlock; f0++ {
			corner := board.NewSquare(f0, r0)
			for n := minBlock; n <= maxBlock && f0+n <= board.Files-1 && r0+n <= board.Ranks-1; n++ {
				r1, f1 := r0+n, f0+n // exclusive
				if sum[r1*17+f1]-sum[r0*17+f1]-sum[r1*17+f0]+sum[r0*17+f0] <= 0 {
					continue
				}
				var arg uint16
				if foe[r1*17+f1]-foe[r0*17+f1]-foe[r1*17+f0]+foe[r0*17+f0] > 0 {
					arg = rotateTrial
				}
				if !bound.Empty() || !locked.Empty() {
					set := board.BlockSquares(corner, n)
					if set.Intersects(&bound) && g.bindCrosses(corner, n, &set) {
						continue
					}
					if set.Intersects(&locked) {
						arg = rotateTrial | rotateLocked
					}
				}
				for q := 1; q <= 3; q++ {
					g.addSpecial(corner, corner, SpecRotate, BlockArg(n, q)|arg)
				}
			}
		}
	}
}

// balance is the material of the side to move on sq less the enemy's
// (bodies with their stacks, and shadows); it notes bound bodies and units
// in syzygy.
func (g *gen) balance(sq board.Square, bound, locked *board.SquareSet) int {
	p := g.p
	var tot [2]int
	c := &g.cells[sq]
	if c.Body != 0 {
		board.AddBodyMaterial(p, c.Body, sq, &tot)
		u := p.Unit(c.Body)
		if u.Bind != 0 {
			bound.Add(sq)
		}
		if u.Syzygy != 0 {
			locked.Add(sq)
		}
	}
	for s := c.Shadows; s != 0; s = p.Unit(s).Next {
		board.AddBodyMaterial(p, s, sq, &tot)
		if p.Unit(s).Syzygy != 0 {
			locked.Add(sq)
		}
	}
	return tot[g.side] - tot[g.side.Other()]
}

// enemyOn reports an enemy body or shadow on sq.
func (g *gen) enemyOn(sq board.Square) bool {
	c := &g.cells[sq]
	if c.Body != 0 && c.Piece.Side() != g.side {
		return true
	}
	for s := c.Shadows; s != 0; s = g.p.Unit(s).Next {
		if g.p.Unit(s).Side != g.side {
			return true
		}
	}
	return false
}

// bindCrosses reports a bound body in the block whose link leads out of it.
func (g *gen) bindCrosses(corner board.Square, n int, set *board.SquareSet) bool {
	for f := corner.File(); f < corner.File()+n; f++ {
		for r := corner.Rank(); r < corner.Rank()+n; r++ {
			sq := board.NewSquare(f, r)
			c := &g.cells[sq]
			if c.Body == 0 {
				continue
			}
			links := g.p.Unit(c.Body).Bind
			for d := board.Dir(0); d < board.NumDirs; d++ {
				if links&(1<<d) != 0 {
					if nb := nbr[sq][d]; nb == offBoard || !set.Has(board.Square(nb)) {
						return true
					}
				}
			}
		}
	}
	return false
}

// rotate plays a Rotate: the block turns as one change
// (board.Position.TurnBlock), whose hash change the Game keeps per undo
// depth for unrotate; what the rules add to it (units in syzygy freed, a
// box's distance, a flood's hold) goes through the field log.
func rotate(g *Game, u *undo, s Step) {
	p := g.Pos
	n, q := BlockOf(s.Arg())
	corner := s.From()
	block := board.BlockSquares(corner, n)
	u.hit.Union(&block)
	h, tied := p.TurnBlock(corner, n, q)
	for len(g.rotHash) < len(g.undo) {
		g.rotHash = append(g.rotHash, 0)
	}
	g.rotHash[len(g.undo)-1] = h // kept by the Game, not in the undo record
	if tied {
		g.rotationRules(u, corner, n, q, &block)
	}
	if floodIn(p, &block) {
		// Units held by a flood that turned are held by it where it went.
		for id := 1; id < p.NumUnitSlots(); id++ {
			if v := p.Unit(board.UnitID(id)); v.Flood != 0 && block.Has(board.Square(v.Flood-1)) {
				to := board.TurnedSquare(board.Square(v.Flood-1), corner, n, q)
				g.setLogged(board.UnitID(id), board.FFlood, uint32(to)+1)
			}
		}
	}
	u.nonLocal = true
}

// unrotate takes a Rotate back: the field log gives back what turning
// does not (syzygy, a box's distance, a flood's hold), then the block
// turns the rest of the way round (board.Position.TurnBlockBack, with the
// hash change rotate kept). The turn's end has been undone already.
func unrotate(g *Game, u *undo, s Step) {
	n, q := BlockOf(s.Arg())
	g.revertFields(u.lens[2])
	g.Pos.TurnBlockBack(s.From(), n, q, g.rotHash[len(g.undo)-1])
}

// rotationRules applies, through the field log, what the rotation of the
// block just made changes besides moving and turning its contents: every
// unit in syzygy on it is freed, with its partner (V13-SYZYGY), and a box
// counts the Chebyshev distance it moved (V13-UNBOX).
func (g *Game) rotationRules(u *undo, corner board.Square, n, q int, block *board.SquareSet) {
	p := g.Pos
	units := p.SideBodies(board.White)
	black := p.SideBodies(board.Black)
	units.Union(&black)
	units.Union(p.ShadowSquares())
	for w := range units {
		units[w] &= block[w]
	}
	cells := p.Cells()
	for w, word := range units {
		for ; word != 0; word &= word - 1 {
			to := board.Square(w*64 + bits.TrailingZeros64(word))
			from := board.TurnedSquare(to, corner, n, 4-q) // where it stood
			c := &cells[to]
			for m := c.Body; m != 0; m = p.Unit(m).Member {
				g.rotationRule(u, m, from, to)
			}
			for sh := c.Shadows; sh != 0; sh = p.Unit(sh).Next {
				for m := sh; m != 0; m = p.Unit(m).Member {
					g.rotationRule(u, m, from, to)
				}
			}
		}
	}
}

// rotationRule is rotationRules for the unit id, turned from one square
// to another.
func (g *Game) rotationRule(u *undo, id board.UnitID, from, to board.Square) {
	p := g.Pos
	v := p.Unit(id)
	if partner := v.Syzygy; partner != 0 {
		if p.Unit(partner).Syzygy == id {
			g.setLogged(partner, board.FSyzygy, 0)
			if pu := p.Unit(partner); pu.Loc == board.LocBody || pu.Loc == board.LocShadow {
				u.hit.Add(pu.Square)
			}
		}
		g.setLogged(id, board.FSyzygy, 0)
	}
	if v.Has(board.StatusBoxed) {
		g.setLogged(id, board.FBoxTrail, uint32(min(int(v.BoxTrail)+chebyshev(from, to), 65535)))
	}
}

// floodIn reports a flood on a square of area.
func floodIn(p *board.Position, area *board.SquareSet) bool {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkFlood && area.Has(m.Square) {
			return true
		}
	}
	return false
}

// rotationSettled is the Rotate's SpecialDef.settled, after the block
// turned: a square of the block that was bare (no body, shadow, wall,
// tomb or marker) and is bare again, on the same level, changed nothing
// the attack test reads (a line walks on through it as before). What
// stood on a square before stands now where the square turns to.
func rotationSettled(p *board.Position, s Step, c, among board.SquareSet) board.SquareSet {
	if v := p.Variant; v.Has(board.MechWalling12) || v.Has(board.MechMidBounce12) || v.Has(board.MechRotate12) {
		return c // a 12x12 line reads the walls beside its squares, and more, unrecorded
	}
	n, q := BlockOf(s.Arg())
	corner := s.From()
	cells := p.Cells()
	for w, word := range c.And(&among) {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			now, was := &cells[sq], &cells[board.TurnedSquare(sq, corner, n, q)]
			if bare(now) && bare(was) && now.Level == was.Level {
				c.Remove(sq)
			}
		}
	}
	return c
}

// bare reports a cell with nothing on it but its level.
func bare(c *board.Cell) bool {
	return c.Body == 0 && c.Shadows == 0 && c.Wall == 0 && c.Features == 0
}
