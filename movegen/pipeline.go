package movegen

import (
	"slices"

	"github.com/frozenchess/engine/board"
)

// The end of a ply (catalog Q3, step 5), in this order: the actor's walls
// (buildWalls), tomb activation (activateTombs), then the clocks of Q1: every
// counter of the moving side's units ticks, after which the counters this
// ply set take effect, so that "paralyzed N" always costs N of the owner's
// own turns.

// fieldChange records one unit field the end of a ply changed.
type fieldChange struct {
	id  board.UnitID
	f   board.Field
	old uint32
}

// fieldStayUp is the field log's entry for a stay counter the turn's end
// wrote besides its tick (tickStays: one brought to its cap, the actor's
// set to 0): old is the count before, which revertFields writes back with
// board.Position.SetStay, as the tick wrote it (no step record).
const fieldStayUp = board.NumFields

// fieldStaysTicked is the field log's entry for the stay counters of one
// side's bodies of one type moved one up (tickStays): id is the side, old
// the type; revertFields takes them back with board.Position.UntickStays.
const fieldStaysTicked = fieldStayUp + 2

// tickStays counts the turn for the stay counters of side's bodies of type
// t (the stay stages of the ply's end, detonate.go and tunnel.go): every
// counter below max one up, then those of moved and swapped (0: none) to
// 0. The counters below the cap are lazy (board/stays.go): the tick moves
// the side's stay clock, after writing the counters it brings to max
// there, so that the untick needs no list. At the start of a
// game that is one log entry for six counters, which cost a loop over them
// each way and a log entry each before.
func (g *Game) tickStays(side board.Side, t board.UnitType, max uint8, moved, swapped board.UnitID) {
	p := g.Pos
	capped, ticked := p.TickStays(side, t, g.clockIDs[:0])
	for _, id := range capped { // before the tick's entry: written back after the untick
		g.fieldLog = append(g.fieldLog, fieldChange{id: id, f: fieldStayUp, old: uint32(max - 1)})
	}
	g.clockIDs = capped
	if ticked { // else no counter below the cap: nothing to take back
		g.fieldLog = append(g.fieldLog, fieldChange{id: board.UnitID(side), f: fieldStaysTicked, old: uint32(t)})
	}
	if moved != 0 && p.Stay(moved) != 0 {
		g.fieldLog = append(g.fieldLog, fieldChange{id: moved, f: fieldStayUp, old: uint32(p.SetStay(moved, 0))})
	}
	if swapped != 0 && p.Stay(swapped) != 0 {
		g.fieldLog = append(g.fieldLog, fieldChange{id: swapped, f: fieldStayUp, old: uint32(p.SetStay(swapped, 0))})
	}
}

// setLogged changes a unit field and records its old value for unmake.
// It writes through board.Position.SwapField, SetField without the checks:
// the ply's end writes many fields a step (clocks, stay counters) and
// Unmake writes them back.
func (g *Game) setLogged(id board.UnitID, f board.Field, v uint32) {
	if u := g.Pos.Unit(id); f == board.FParalysis && v == 0 && u.Paralysis != 0 && u.ParOrigin != 0 {
		// SwapField clears the origin with the paralysis: log it first, so
		// that the reverse replay restores the count before the origin.
		g.fieldLog = append(g.fieldLog, fieldChange{id: id, f: board.FParOrigin, old: uint32(u.ParOrigin)})
	}
	if old := g.Pos.SwapField(id, f, v); old != v {
		g.fieldLog = append(g.fieldLog, fieldChange{id: id, f: f, old: old})
	}
}

// walkedOverTomb reports whether the action walked through a tomb square
// (V13-TOMB-PASS ruling): every square of the trail but the start and the
// final one, holding an active or pending tomb. Jumped squares are not in
// the trail; open tombs are harmless.
func (g *Game) walkedOverTomb(actor board.UnitID) bool {
	p := g.Pos
	trail, cells := p.Trail(), p.Cells()
	final := endSquare(p, actor) // a boarding ends on its carrier's square (transport.go)
	for i, sq := range trail {
		if i == 0 || sq == final || cells[sq].Features&board.FeatTomb == 0 {
			continue
		}
		if t, _ := p.TombAt(sq); t.State == board.TombActive || t.State == board.TombPending {
			if p.Variant.Has(board.MechQuadrants12) && tombPassFree12(p, p.Unit(actor).Side, sq) {
				continue // V12A-QUADRANTS perk (2) (quadrants12.go)
			}
			return true
		}
	}
	return false
}

// tickClocks runs the owner-turn clocks of side at the end of its ply
// (Q1): timed paralysis counts down (V13-PARALYSIS); CRR units that did not
// act count an idle turn (V13-RANGE-EXT); shellshock set in an earlier ply
// has had its turn and goes; a young shadow ages by one (but not in the
// ply it became one: a counter set this ply does not tick). Then the actor's tomb-pass paralysis of this
// ply is set (V13-TOMB-PASS: its next turn is lost; dragons fly over tombs,
// V13-DRAGON-FLIGHT; Royal Guards are immune) and its new shellshock.
func (g *Game) tickClocks(u *undo, side board.Side, actor board.UnitID, passedTomb bool, shock uint32) {
	p := g.Pos
	if !p.Variant.Has(board.MechRangeExtension) { // no Range Extension (V8-MISSING): idle counts stay 0
		u.idleTicked, u.idleSkip = false, actor
	} else if u.idleTicked, u.idleSkip = p.TickIdle(side, actor), actor; !u.idleTicked { // a count at its limit: count the others one by one
		g.clockIDs = p.IdleUnits(side, g.clockIDs[:0])
		for _, id := range g.clockIDs {
			if idle := p.Idle(id); id != actor && idle < board.MaxIdle {
				g.setLogged(id, board.FIdle, uint32(idle+1))
			}
		}
	}
	g.clockIDs = p.Clocked(side, g.clockIDs[:0])
	for _, id := range g.clockIDs {
		un := p.Unit(id)
		if un.Paralysis > 0 {
			left := max(int(un.Paralysis)-int(unitTick(p, un)), 0) // twice as fast when quickened
			g.setLogged(id, board.FParalysis, uint32(left))
			u.ticked = true
		}
		if un.Shellshock > 0 {
			g.setLogged(id, board.FShellshock, 0) // its one turn is over
		}
		if un.ShadowYoung() && !g.enteredShadow(u, id) {
			g.setLogged(id, board.FShadowAge, uint32(un.ShadowAge+1)) // V13-DESHADOW-CONDITIONS
			u.ticked = true
		}
	}
	if shock > 0 {
		g.setLogged(actor, board.FShellshock, shock)
	}
	if passedTomb && !g.immune(actor) {
		n := uint16(p.Variant.TombPassParalysis) // 1 in 13.0, 2 in 8.0 (V8-TOMB-PASS)
		// Dragonflight (V13-DRAGON-FLIGHT); the 12x12 texts' dragons pay (V12A-TOMB).
		if a := p.Unit(actor); (a.Type != board.Dragon || !p.Variant.Has(board.MechDragonFlight)) && a.Paralysis < n {
			u.ticked = true // the actor stands on the step's end
			g.setLogged(actor, board.FParalysis, uint32(n))
			g.setLogged(actor, board.FParOrigin, uint32(board.ParOriginTomb))
		}
	}
}

// Local reports that the last step made changed units only on its own start
// and end squares (no paralysis ticked, no unit elsewhere hit), so that an
// evaluation kept square by square needs to look at those two squares only.
func (g *Game) Local() bool {
	u := &g.undo[len(g.undo)-1]
	return !u.nonLocal && !u.ticked
}

// ClocksOnly reports that the last step changed units away from its start
// and end squares only by the clocks of the ply's end: the paralysis of
// the moving side's units that had it ticked down (they stood still), and
// the actor, on the step's end, lost its next turn to a tomb it walked over.
func (g *Game) ClocksOnly() bool {
	u := &g.undo[len(g.undo)-1]
	return !u.nonLocal && u.ticked
}

// Hit tells, after a step that changed units away from its start and end
// squares (neither Local nor ClocksOnly), where: blasts, an Entanglement or
// a King's Check changed units only on the squares of hit (and the step's
// own, and those of the clocks Local names), and before is the position
// before the step, kept for Unmake. ok is false when that is not known (a
// flood drained and let its units go) or no copy was kept; the whole board
// must then be looked at.
func (g *Game) Hit() (hit *board.SquareSet, before *board.Position, ok bool) {
	u := &g.undo[len(g.undo)-1]
	return &u.hit, u.snap, u.nonLocal && u.snap != nil && !u.untracked
}

// Region names, before step s is made, the squares the step may change
// units on besides its own From and To and the clocks' (Local,
// ClocksOnly): a Rotate's block, a Shift's line (SpecialDef.region). ok is
// false when that is not known before the step. After the step, Within
// tells whether it kept to them.
func (g *Game) Region(s Step) (area board.SquareSet, ok bool) {
	if s.Kind() != KindSpecial || s.isMarked() {
		return area, false
	}
	if d := s.Special().Def(); d != nil && d.region != nil {
		return d.region(s)
	}
	return area, false
}

// Within reports that the last step changed units, besides its own start
// and end squares and the clocks' (Local, ClocksOnly), only on squares of
// area, all of them known (Hit's squares, without the copy Hit needs):
// an evaluation kept square by square, which scored area before the step,
// needs to score it again only.
func (g *Game) Within(area *board.SquareSet) bool {
	u := &g.undo[len(g.undo)-1]
	if u.untracked {
		return false
	}
	for w := range u.hit {
		if u.hit[w]&^area[w] != 0 {
			return false
		}
	}
	return true
}

// RotPlies is how long an unguarded active tomb lasts (V13-TOMB-ROT: 40
// global plies).
const RotPlies = 40

// rotTombs runs the tomb-rot clock at the end of every ply (V13-TOMB-ROT
// ruling): an active tomb that a unit of either side attacks starts again
// at 0; any other counts one more ply, and at 40 it explodes like a tomb
// stepped on, opening for its oldest unit. Attacks are those of the board
// as the ply began (Q7), read from the turn's reach maps; a tomb that
// turned active during the ply was not attackable then and counts on. The changes go to the tomb log;
// before the first explosion the step takes a copy (lateSnapshot) unless it
// has one, and is undone from it.
func (g *Game) rotTombs(u *undo) {
	p := g.Pos
	start := len(g.tombLog)
	var due []board.Square
	for _, t := range p.Tombs() {
		if t.State != board.TombActive {
			continue
		}
		guarded := u.prot.Reaches(board.White, t.Square) || u.prot.Reaches(board.Black, t.Square)
		rot := uint8(0)
		if !guarded {
			rot = min(t.Rot+uint8(quickTick(p, t.Square)), RotPlies) // twice as fast when quickened
		}
		if rot != t.Rot {
			g.tombLog = append(g.tombLog, tombChange{sq: t.Square, rot: true, oldRot: t.Rot})
			must(p.SetTombRot(t.Square, rot), "rot", u.step)
		}
		if rot >= RotPlies {
			due = append(due, t.Square)
		}
	}
	u.nTombs += len(g.tombLog) - start
	// In reading order (a16 to p1), as inside a blast (Q10), so that the
	// result does not depend on the order the tomb table stores them in; a
	// tomb an earlier blast opened does not explode again.
	if len(due) > 1 { // (a sort of nothing allocated, at every ply end)
		slices.SortFunc(due, func(a, b board.Square) int { return readingIndex(a) - readingIndex(b) })
	}
	if len(due) > 0 && u.snap == nil {
		g.lateSnapshot(u)
	}
	for _, sq := range due {
		if t, ok := p.TombAt(sq); ok && t.State == board.TombActive {
			must(p.SetTombRot(sq, 0), "rot", u.step)
			g.explode(u, sq)
		}
	}
	if len(due) > 0 {
		// The units the blasts killed lie in pending tombs on cleared
		// squares: they are tombs now (V13-TOMB-CREATE, V13-EXPLOSION), as after
		// any other blast, not after the next ply. The snapshot undoes it.
		g.activatePending(u)
	}
}

// readingIndex numbers the squares in reading order: a16 0, p16 15, ...,
// p1 255.
func readingIndex(sq board.Square) int { return (board.Ranks-1-sq.Rank())*board.Files + sq.File() }

// rotDue reports that a tomb may rot away at the end of this ply, so that a
// special move keeps a snapshot from its start.
func (g *Game) rotDue() bool {
	for _, t := range g.Pos.Tombs() {
		// A pending tomb may turn active at this ply's end and rot at once.
		if t.State != board.TombOpen && t.Rot >= RotPlies-1 {
			return true
		}
	}
	return false
}
