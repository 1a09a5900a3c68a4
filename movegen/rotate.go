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
// builds a wall. Undone from a snapshot: turning the block back (the
// rest of the way round, with the field log for what turning does not give
// back) was measured to cost as much as the copy for blocks of up to about
// six furnished squares and more above (docs/design.md, The mechanic
// contract).
//
// Cost: up to 728 blocks and 3 angles a position (630 rotations for each
// side at the start). The majority test reads a table of prefix sums of
// each square's material balance, built once per generation, so each block
// costs four additions and allocates nothing; make copies the position
// (Snapshot) and visits only the block's furnished squares. Legality: a
// rotation of a block without enemy units, far from the king (no square of the block is
// one the king's attack test looked at, HintArea), needs no trial; one that
// turns enemy units or frees a unit in syzygy always gets one.

var rotateDef = SpecialDef{
	Name: "rotate", Catalog: "V13-ROTATE", Arg: ArgBlock, Generic: true, Snapshot: true,
	genSide: (*gen).rotations,
	make:    rotate,
	Hint:    HintArea,
	area:    rotationArea,
	// A partial trial asks again the attackers whose squares changed, and
	// the enemy units turned to new squares where they stand now; one that
	// frees a unit in syzygy (outside the block) gets the whole test.
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.hit, true, u.step.Arg()&rotateLocked == 0
	},
	movesEnemies: func(s Step) bool { return s.Arg()&rotateTrial != 0 },
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
	return blockSet(s.From(), n), s.Arg()&rotateTrial == 0
}

// blockSet is the set of the squares of the n x n block whose lower-left
// corner is corner.
func blockSet(corner board.Square, n int) board.SquareSet {
	var set board.SquareSet
	row := uint64(1)<<n - 1
	f, r := corner.File(), corner.Rank()
	for k := r; k < r+n; k++ {
		set[k>>2] |= row << (uint(k&3)*16 + uint(f))
	}
	return set
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
					set := blockSet(corner, n)
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

// rotContent is what one furnished square of a turning block holds (see
// board.Position.Furnished): its shadows and its tomb's queue lie in the
// game's rotShadows and rotQueue, from the indexes here (a compact record,
// as most squares hold a body or nothing).
type rotContent struct {
	from, to board.Square
	body     board.UnitID
	wall     board.UnitID
	turns    uint8 // the wall's turns left (a 12x12 wall, V12A-WALLING)
	tomb     board.Tomb
	shadows  int16 // first index in rotShadows
	nshadow  int16
	queue    int16 // first index in rotQueue
	nqueue   int16
	level    int8
	hasTomb  bool
}

// rotate plays a Rotate (turnBlock); Make took a copy of the position
// (Snapshot), which Unmake restores.
func rotate(g *Game, u *undo, s Step) {
	n, q := BlockOf(s.Arg())
	g.turnBlock(u, s, n, q)
	u.nonLocal = true
}

// turnBlock turns the n x n block at s's corner by q quarters. Only the
// furnished squares (board.Position.Furnished) are visited: their walls,
// tombs, markers and shadows are taken off the block, the bodies move to
// the squares the rotation sends them to in one change
// (board.Position.RelocateBodies), then the rest is put back there.
func (g *Game) turnBlock(u *undo, s Step, n, q int) {
	p := g.Pos
	corner := s.From()
	f0, r0 := corner.File(), corner.Rank()
	block := blockSet(corner, n)
	furnished := p.Furnished(&block)
	for w := range u.hit {
		u.hit[w] |= block[w]
	}
	content := g.rotContent[:0]
	g.rotShadows, g.rotQueue, g.rotMoves = g.rotShadows[:0], g.rotQueue[:0], g.rotMoves[:0]
	marks := g.rotMarks[:0]
	var raised board.SquareSet // where the block's uneven squares go
	for w, word := range furnished {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			cell := p.Cell(sq)
			content = append(content, rotContent{from: sq, to: turnedSquare(sq, f0, r0, n, q), level: cell.Level})
			c := &content[len(content)-1]
			if c.level != 0 {
				raised.Add(c.to)
			}
			if c.wall = cell.Wall; c.wall != 0 {
				c.turns = cell.WallTurns
				p.ClearWall(sq)
			}
			if cell.Body != 0 {
				c.body = cell.Body
				g.rotMoves = append(g.rotMoves, board.Relocation{From: sq, To: c.to})
			}
			c.shadows = int16(len(g.rotShadows))
			for sh := cell.Shadows; sh != 0; sh = p.Cell(sq).Shadows {
				must(p.RemoveShadow(sq, sh), "rotate", s)
				g.rotShadows = append(g.rotShadows, sh)
				c.nshadow++
			}
			if cell.Features&board.FeatTomb != 0 {
				if t, ok := p.TombAt(sq); ok {
					c.tomb, c.hasTomb = t, true
					c.queue = int16(len(g.rotQueue))
					for t.Len > 0 {
						id, err := p.TombPop(sq)
						must(err, "rotate", s)
						g.rotQueue = append(g.rotQueue, id)
						c.nqueue++
						t, _ = p.TombAt(sq)
					}
					must(p.RemoveTomb(sq), "rotate", s)
				}
			}
			if cell.Features&^board.FeatTomb != 0 {
				marks = p.MarkersAt(sq, marks)
			}
		}
	}
	for _, m := range marks {
		must(p.RemoveMarker(m.Square, m.Kind, m.Owner), "rotate", s)
	}
	// The bodies move as one change while the block holds no wall, tomb
	// or shadow: they stay bodies, so the clock sets are not touched.
	must(p.RelocateBodies(g.rotMoves), "rotate", s)
	// Levels: the uneven squares no uneven square lands on go flat, then
	// each uneven square's level goes where it lands (read before any
	// write, in content).
	flat := p.Uneven()
	for w := range flat {
		flat[w] &= block[w] &^ raised[w]
	}
	for w, word := range flat {
		for ; word != 0; word &= word - 1 {
			must(p.SetLevel(board.Square(w*64+bits.TrailingZeros64(word)), 0), "rotate", s)
		}
	}
	for i := range content {
		c := &content[i]
		if c.level != 0 && p.Cell(c.to).Level != c.level {
			must(p.SetLevel(c.to, int(c.level)), "rotate", s)
		}
		if c.wall != 0 {
			must(p.SetWall(c.to, c.wall), "rotate", s)
			must(p.SetWallTurns(c.to, c.turns), "rotate", s)
		}
		if c.hasTomb {
			must(p.AddTomb(c.to, c.tomb.State), "rotate", s)
			for _, id := range g.rotQueue[c.queue : c.queue+c.nqueue] {
				must(p.TombPush(c.to, id), "rotate", s)
			}
			must(p.SetTombRot(c.to, c.tomb.Rot), "rotate", s)
		}
	}
	for i := range content {
		c := &content[i]
		for m := c.body; m != 0; m = p.Unit(m).Member {
			g.turnUnit(u, m, c.from, c.to, q)
		}
		for _, sh := range g.rotShadows[c.shadows : c.shadows+c.nshadow] {
			must(p.AddShadow(c.to, sh), "rotate", s)
			for m := sh; m != 0; m = p.Unit(m).Member {
				g.turnUnit(u, m, c.from, c.to, q)
			}
		}
	}
	for _, m := range marks {
		m.Square = turnedSquare(m.Square, f0, r0, n, q)
		if m.Kind == board.MarkDistract || m.Kind == board.MarkTunnel {
			m.Dir = (m.Dir + board.Dir(2*q)) & 7
		}
		must(p.AddMarker(m), "rotate", s)
	}
	g.rotMarks = marks[:0]
	// Units held by a flood that turned are held by it where it went.
	if hasFloods(p) {
		for id := 1; id < p.NumUnitSlots(); id++ {
			if v := p.Unit(board.UnitID(id)); v.Flood != 0 && block.Has(board.Square(v.Flood-1)) {
				to := turnedSquare(board.Square(v.Flood-1), f0, r0, n, q)
				must(p.SetField(board.UnitID(id), board.FFlood, uint32(to)+1), "rotate", s)
			}
		}
	}
}

// turnedSquare is where sq, in the n x n block whose lower-left corner is
// on file f0 and rank r0, goes when the block turns q quarters clockwise
// (clockwise quarter by quarter: (x, y) goes to (y, n-1-x)).
func turnedSquare(sq board.Square, f0, r0, n, q int) board.Square {
	x, y := sq.File()-f0, sq.Rank()-r0
	switch q {
	case 1:
		x, y = y, n-1-x
	case 2:
		x, y = n-1-x, n-1-y
	case 3:
		x, y = n-1-y, x
	}
	return board.NewSquare(f0+x, r0+y)
}

// turnUnit turns the unit id, moved from one square to another by a
// rotation of q quarters: its facing and bind links turn, it leaves
// syzygy, a box counts the distance.
func (g *Game) turnUnit(u *undo, id board.UnitID, from, to board.Square, q int) {
	p := g.Pos
	v := p.Unit(id)
	p.TurnFacing(id, q)
	if b := v.Bind; b != 0 {
		sh := uint(2 * q)
		must(p.SetField(id, board.FBind, uint32(b<<sh|b>>(8-sh))&0xff), "rotate", u.step)
	}
	if partner := v.Syzygy; partner != 0 {
		if p.Unit(partner).Syzygy == id {
			must(p.SetField(partner, board.FSyzygy, 0), "rotate", u.step)
			if pu := p.Unit(partner); pu.Loc == board.LocBody || pu.Loc == board.LocShadow {
				u.hit.Add(pu.Square)
			}
		}
		must(p.SetField(id, board.FSyzygy, 0), "rotate", u.step)
	}
	if v.Has(board.StatusBoxed) {
		must(p.SetField(id, board.FBoxTrail, uint32(min(int(v.BoxTrail)+chebyshev(from, to), 65535))), "rotate", u.step)
	}
}
