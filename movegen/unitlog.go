package movegen

import "github.com/frozenchess/engine/board"

// The unit log is the core's fourth typed log beside the field, tomb and
// marker logs (issue 45): what a step did to the board's contents that
// those do not hold, in the order it did it. A body killed into its tomb
// (its burial record: what unbury needs), a wall taken away (its owner and
// turns) or put up, a tomb opened (its state and rot before), a square's
// level set, a body moved.
// The blasts write it (runBlastsWide, the Earthquake's flattening), and so
// do Launch's flight and Walltrap's walls, so that those special moves are
// undone by replaying their own range of the log backwards (revertUnits
// from undo.lens[4]) instead of from a copy of the position. A snapshot's
// restore cuts the log back as it cuts the others; a mechanic that changes
// what the log holds uses its writers and needs no undo state of its own.

// unitChangeKind says what one entry of the unit log took back.
type unitChangeKind uint8

const (
	unitBuried  unitChangeKind = iota // a body buried (or removed from the game): unbury it
	unitWall                          // a wall cleared: put it back
	unitTomb                          // a tomb's state and rot changed: set them back
	unitLevel                         // a square's level changed: set it back
	unitMoved                         // a body moved from one square to another: move it back
	unitWallSet                       // a wall put on an empty square: clear it
)

// unitChange is one entry of the unit log.
type unitChange struct {
	kind     unitChangeKind
	sq       board.Square
	from     board.Square // unitMoved: where the body stood
	tombMade bool         // unitBuried: the burial made the tomb (or death square)
	gone     bool         // unitBuried: removed from the game, no tomb
	old      uint8        // unitWall: the wall's turns; unitTomb: its state; unitLevel: the level (an int8)
	rot      uint8        // unitTomb: its rot count
	id       board.UnitID // unitBuried: the body (the stack's base); unitWall: the wall's owner
	savedAt  int32        // unitBuried: its members' saved state in Game.saved
	nSaved   int32
}

// buryLogged buries the body on sq as buryAway does and logs the burial.
func (g *Game) buryLogged(u *undo, sq board.Square) {
	v := g.buryAway(u, sq)
	g.unitLog = append(g.unitLog, unitChange{kind: unitBuried, sq: sq, tombMade: v.tombMade, gone: v.gone,
		id: v.victim, savedAt: int32(v.savedAt), nSaved: int32(v.nSaved)})
}

// clearWallLogged takes the wall on sq away, if there is one, and logs it.
func (g *Game) clearWallLogged(sq board.Square) {
	c := g.Pos.Cell(sq)
	if c.Wall == 0 {
		return
	}
	g.unitLog = append(g.unitLog, unitChange{kind: unitWall, sq: sq, id: c.Wall, old: c.WallTurns})
	g.Pos.ClearWall(sq)
}

// setWallLogged puts a wall of owner on sq, which holds none, and logs it.
func (g *Game) setWallLogged(sq board.Square, owner board.UnitID) {
	g.unitLog = append(g.unitLog, unitChange{kind: unitWallSet, sq: sq})
	must(g.Pos.SetWall(sq, owner), "wall", 0)
}

// setTombLogged sets the state and rot count of the tomb on sq and logs
// what they were.
func (g *Game) setTombLogged(sq board.Square, state board.TombState, rot uint8, s Step) {
	t, _ := g.Pos.TombAt(sq)
	g.unitLog = append(g.unitLog, unitChange{kind: unitTomb, sq: sq, old: uint8(t.State), rot: t.Rot})
	must(g.Pos.SetTombState(sq, state), "blast", s)
	must(g.Pos.SetTombRot(sq, rot), "blast", s)
}

// setLevelLogged sets the level of sq and logs what it was.
func (g *Game) setLevelLogged(sq board.Square, level int, s Step) {
	g.unitLog = append(g.unitLog, unitChange{kind: unitLevel, sq: sq, old: uint8(g.Pos.Cell(sq).Level)})
	must(g.Pos.SetLevel(sq, level), "level", s)
}

// moveLogged moves the body on from to to and logs the move.
func (g *Game) moveLogged(from, to board.Square, s Step) {
	g.unitLog = append(g.unitLog, unitChange{kind: unitMoved, sq: to, from: from})
	must(g.Pos.MoveBody(from, to), "move", s)
}

// revertUnits undoes the unit log back to length n, newest first.
func (g *Game) revertUnits(n int, s Step) {
	p := g.Pos
	for i := len(g.unitLog) - 1; i >= n; i-- {
		ch := &g.unitLog[i]
		switch ch.kind {
		case unitBuried:
			// The fields unbury reads, set one by one: clearing the
			// whole record cost as much as the burial's revert.
			r := &g.away
			r.step, r.victim, r.tombMade, r.gone, r.savedAt, r.nSaved = s, ch.id, ch.tombMade, ch.gone, int(ch.savedAt), int(ch.nSaved)
			g.unbury(r, ch.sq)
		case unitWall:
			must(p.SetWall(ch.sq, ch.id), "wall back", s)
			if ch.old != 0 {
				must(p.SetWallTurns(ch.sq, ch.old), "wall back", s)
			}
		case unitTomb:
			must(p.SetTombState(ch.sq, board.TombState(ch.old)), "tomb back", s)
			must(p.SetTombRot(ch.sq, ch.rot), "tomb back", s)
		case unitLevel:
			must(p.SetLevel(ch.sq, int(int8(ch.old))), "level back", s)
		case unitMoved:
			must(p.MoveBody(ch.sq, ch.from), "move back", s)
		case unitWallSet:
			p.ClearWall(ch.sq)
		}
	}
	g.unitLog = g.unitLog[:n]
}
