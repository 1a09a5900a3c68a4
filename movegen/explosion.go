package movegen

import "github.com/frozenchess/engine/board"

// Explosions and respawn (catalog V13-EXPLOSION, V13-TOMB-EXPLOSION,
// V13-RESPAWN, Q10). A blast writes what it changes to the unit log
// (unitlog.go), so that the blast special moves are undone from it
// (unblast); a Respawn, and a blast a capture or a rotting tomb sets off,
// are undone from a snapshot of the position.

// snapshot saves the position before a step that will be undone wholesale.
// Until it is restored, what the reach passes take from the position's
// change record is gathered for the restore (board.Position.RestoreFrom), so
// that the pass after it need not compare the whole board.
func (g *Game) snapshot(u *undo) {
	depth := len(g.undo)
	for len(g.snaps) < depth {
		g.snaps = append(g.snaps, board.New())
		g.snapMarks = append(g.snapMarks, board.Changes{})
	}
	snap := g.snaps[depth-1]
	snap.CopyFrom(g.Pos)
	if u.snap == nil { // a second snapshot of the same step keeps what it gathered
		g.snapMarks[depth-1] = g.Pos.Gathering()
		g.protSc.cache.sink = &g.snapMarks[depth-1]
	}
	u.snap = snap
}

// lateSnapshot is snapshot taken at the turn's end, just before a tomb
// rots away (rotTombs), so that a step that might end with a rotting tomb
// takes no copy unless one does explode (it may be guarded, or the turn go
// on).
// Unmake restores it, then undoes step by step what came before: the logs'
// lengths now mark where the blasts' entries begin. The copy serves Hit as
// the position before the step on the squares the blasts hit: the step
// itself (not a special move, which takes its copy at the start) changed
// units only on its own squares and those of the clocks (see Local).
func (g *Game) lateSnapshot(u *undo) {
	if u.nonLocal {
		// The ply's end changed units elsewhere before the copy (a Gaze, a
		// hatch, a token moved): the copy does not show them as they were,
		// so Hit cannot tell their change.
		u.untracked = true
	}
	g.snapshot(u)
	u.late = true
	for len(g.lateLens) < len(g.undo) {
		g.lateLens = append(g.lateLens, [6]int{})
	}
	// Kept by the Game, not in the undo record, which every step clears.
	g.lateLens[len(g.undo)-1] = [6]int{len(g.sqBuf), len(g.saved), len(g.tombLog), len(g.fieldLog), len(g.markerLog), len(g.unitLog)}
}

// restoreSnapshot brings back the copy the last step keeps and cuts the
// logs to the lengths they had when it was taken: sqBuf, saved, tombLog,
// fieldLog, markerLog, unitLog.
func (g *Game) restoreSnapshot(u *undo, lens [6]int) {
	g.closeSnapshot()
	marks := &g.snapMarks[len(g.undo)-1]
	g.Pos.RestoreFrom(u.snap, marks)
	if outer := g.protSc.cache.sink; outer != nil {
		// The snapshot out holds the takes this one gathered too: they
		// were made after it began.
		outer.Merge(marks, g.Pos.NumUnitSlots())
	}
	g.sqBuf = g.sqBuf[:lens[0]]
	g.saved = g.saved[:lens[1]]
	g.tombLog = g.tombLog[:lens[2]]
	g.fieldLog = g.fieldLog[:lens[3]]
	g.markerLog = g.markerLog[:lens[4]]
	g.unitLog = g.unitLog[:lens[5]]
}

// closeSnapshot forgets the snapshot of the last step, which is being
// restored; the reach passes' takes go to the next snapshot out, if a step
// below holds one, which the restore's changes will reach through the
// position's record.
func (g *Game) closeSnapshot() {
	g.protSc.cache.sink = nil
	for i := len(g.undo) - 2; i >= 0; i-- {
		if g.undo[i].snap != nil {
			g.protSc.cache.sink = &g.snapMarks[i]
			return
		}
	}
}

// explode blasts the 3x3 around center (Q10): in reading order (a16 to
// p1), every body but a box dies into the tomb on its square, every wall
// goes, and every tomb that was there before the blast opens (its oldest
// unit may respawn). Kings die like the rest; a side without its king has
// lost (V13-KING-LOSS). A jester killed by a blast explodes in turn
// (V13-JESTER-EXPLOSION): the blasts run as a FIFO queue, each centre once.
func (g *Game) explode(u *undo, center board.Square) {
	g.blasts = append(g.blasts[:0], center)
	g.runBlasts(u)
}

// explodeWide is explode over the (2r+1)x(2r+1) square around center (a
// Pawn Fusion Bomb's 5x5: r = 2); the blasts it sets off are 3x3.
func (g *Game) explodeWide(u *undo, center board.Square, r int) {
	g.blasts = append(g.blasts[:0], center)
	g.runBlastsWide(u, r)
}

// runBlasts explodes the centres queued in g.blasts, and the chained ones
// they add, in FIFO order.
func (g *Game) runBlasts(u *undo) { g.runBlastsWide(u, 1) }

// runBlastsWide is runBlasts with the centres queued before it starts
// blasting the square of radius r around them (the chained ones 3x3).
func (g *Game) runBlastsWide(u *undo, r int) {
	p := g.Pos
	queue := g.blasts
	first := len(queue)
	var done board.SquareSet
	for i := 0; i < len(queue); i++ {
		c := queue[i]
		if done.Has(c) {
			continue
		}
		done.Add(c)
		rad := 1
		if i < first {
			rad = r
		}
		_, centreTomb := p.TombAt(c)
		for dy := rad; dy >= -rad; dy-- {
			for dx := -rad; dx <= rad; dx++ {
				sq, ok := c.Offset(dx, dy)
				if !ok {
					continue
				}
				u.touched.Add(sq)
				u.hit.Add(sq)
				_, hadTomb := p.TombAt(sq)
				if hadTomb && centreTomb && sq != c && p.Variant.Has(board.MechTombQueueHandover) {
					g.handTombQueue(sq, c) // V12A-TOMB: the cleared queue goes to the exploding tomb (tomb12.go)
					hadTomb = false
				}
				if body := p.BodyAt(sq); body != 0 && p.PieceAt(sq)&board.PieceBox == 0 {
					if sq != c && g.holdsJester(sq) {
						queue = append(queue, sq) // it explodes in its turn
					}
					g.buryLogged(u, sq)
				}
				g.clearWallLogged(sq)
				if hadTomb && deathSquares(p) {
					// V12B-JESTER: the blast clears death squares
					// (deathsquares12.go; not logged: such a blast is
					// undone from a copy, blastNeedsCopy).
					must(p.RemoveTomb(sq), "blast", u.step)
				} else if hadTomb {
					// Open; its rot count starts again (rot counts active
					// tombs only), whatever blast opened it.
					g.setTombLogged(sq, board.TombOpen, 0, u.step)
				}
			}
		}
	}
	g.blasts = queue[:0]
	u.nonLocal = true
}

// respawns appends the Respawn steps of the side to move (V13-RESPAWN): on
// an open tomb whose oldest unit is its own, with the square clear, not
// attacked by the enemy, and out of the blasts the enemy could set off on
// its next step (respawn.go).
func (g *gen) respawns() {
	p := g.p
	for _, t := range p.Tombs() {
		if t.State != board.TombOpen || t.Head == 0 || p.Unit(t.Head).Side != g.side {
			continue
		}
		c := &g.cells[t.Square]
		if c.Body != 0 || c.Wall != 0 {
			continue
		}
		if hit, _ := fastAttacked(p, g.side.Other(), t.Square, g.scratch(), g.prot); hit || g.blastThreat(t.Square) {
			continue
		}
		g.list = append(g.list, makeStep(t.Square, t.Square, KindRespawn, PatNone))
	}
}

// respawn plays a Respawn step: the oldest unit of the open tomb comes back
// on its square with its range losses gone (V13-CRR-RESET); the tomb lies
// pending under it, to become explosive again when it leaves (or vanish if
// it was the last, V13-TOMB-FIFO).
func (g *Game) respawn(u *undo, sq board.Square) {
	p := g.Pos
	id, err := p.TombPop(sq)
	must(err, "respawn", u.step)
	must(p.PlaceBody(sq, id), "respawn", u.step)
	g.bindRespawnedEgg(id) // V13-EGG-CAPTURE
	must(p.SetField(id, board.FCRRDiag, 0), "respawn", u.step)
	must(p.SetField(id, board.FCRROrth, 0), "respawn", u.step)
	must(p.SetField(id, board.FEmpowerer, 0), "respawn", u.step) // V13-ASSASSIN-RETAIN: lost at death
	if un := p.Unit(id); un.Has(board.StatusLoop) || un.ProgLen > 0 {
		// V13-LOOP-STOP: a respawned unit is back under its player's control.
		must(p.SetField(id, board.FStatus, uint32(un.Status&^board.StatusLoop)), "respawn", u.step)
		must(p.SetProgram(id, nil), "respawn", u.step)
	}
	must(p.SetTombState(sq, board.TombPending), "respawn", u.step)
	must(p.SetTombRot(sq, 0), "respawn", u.step) // V13-TOMB-ROT: the count restarts when it is active again
	u.actor = id
}

// blastNeedsCopy reports a position in which a special move that blasts
// or buries (Earthquake, the cannon's blast, Detonate, Launch, Slime)
// keeps the copy of the position it was always undone from, instead of
// its own range of the unit log: a program on the board (the loops and monads stages
// run only on a step with a copy, as for the Loop declaration), death
// squares that a blast clears (V12B-JESTER) or a tomb's queue handed over
// (V12A-TOMB), which the log does not hold.
func blastNeedsCopy(p *board.Position) bool {
	return p.HasPrograms() || deathSquares(p) || p.Variant.Has(board.MechTombQueueHandover)
}

// unblast takes back a blast special move made without a copy, after
// Unmake has undone the turn's end (a late snapshot of it included): the
// step's range of the unit log, newest first (the tombs, the walls, the
// bodies back out of their tombs, the levels).
func unblast(g *Game, u *undo, s Step) { g.revertUnits(u.lens[4], s) }

// blastRegion is SpecialDef.region for a blast centred on the step's From
// (fromCentre) or To: its 3x3, where its units die, unless a jester it
// kills blasts on (Within then says no).
func blastRegion(fromCentre bool) func(s Step) (board.SquareSet, bool) {
	return func(s Step) (area board.SquareSet, ok bool) {
		c := s.To()
		if fromCentre {
			c = s.From()
		}
		area.Add(c)
		return area.Around(), true
	}
}
