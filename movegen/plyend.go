package movegen

import "github.com/frozenchess/engine/board"

// The end of a ply (catalog Q3) is the second extension point beside the
// special-move registry (special.go): a table of stages, run in order when
// a turn ends (Game.endTurn). Each row names its stage, says when it has
// work to do (active: empty means always), runs it, and says how Unmake
// takes it back. The stage's code lives in its mechanic's file; the row
// only wires it. Adding a ply-end stage means: its file (the code and its
// tests), a row here in the place the rules' ply sequence gives it
// (TestPlyEndOrderFollowsQ3 pins the order), and `go generate ./movegen`.
//
// The rows' active and run are Go source, with g the *Game and e the
// *plyEnd: go generate writes them out as the straight-line body of
// Game.runPlyEnd (plyend_run.go), so that an idle stage costs its test
// alone and no call. A table of function values did the same work with
// two indirect calls a row, +2.6% instructions per search node
// (docs/design.md, The mechanic contract). TestPlyEndGenerated fails when
// plyend_run.go and the table differ.
//
// A stage changes the position only through the undo mechanisms the core
// keeps: the field log (setLogged), the marker log, the tomb log, or a
// copy of the position (lateSnapshot, or the step's snapshot). Unmake
// reverts those; a stage adds no field to the undo record of its own.

// plyEnd is what the stages of one turn's end share: the step's undo
// record, the turn's actor, and what earlier stages found for later ones.
type plyEnd struct {
	u      *undo
	actor  board.UnitID
	side   board.Side // the side whose ply ends
	floods bool       // floods were on the board as the ply's end began
	start  uint16     // the square a queen actor's token takes (offBoard: none)
	passed bool       // the actor walked over a tomb (V13-TOMB-PASS)
	shock  uint32     // the actor's new shellshock (V13-SHELLSHOCK)
	looped bool       // the next ply's loops ran (Q3 step 1)
}

// q3Step is the step of catalog Q3's ply sequence a stage belongs to.
type q3Step uint8

const (
	q3Triggers q3Step = 3 // immediate triggers of the action
	q3Monads   q3Step = 4 // the activated monads run
	q3PlyEnd   q3Step = 5 // end of ply: walls, derived paralysis, clocks, eggs, rot
	q3NextPly  q3Step = 6 // step 1 of the next ply (its loops), made in the same step
)

// undoBy names how Unmake takes a stage back.
type undoBy uint8

const (
	undoFieldLog  undoBy = 1 << iota // unit fields, in Game.fieldLog (setLogged)
	undoMarkerLog                    // markers, in Game.markerLog
	undoTombLog                      // tombs, in Game.tombLog
	undoWalls                        // the walls and trail, saved in Game.sqBuf
	undoRecord                       // a few words of the undo record (the turn state, a token's move, the idle tick)
	undoSnapshot                     // a copy of the position: the step's, or a late one taken by the stage
)

// plyStage is one row of the ply-end table.
type plyStage struct {
	name    string
	catalog string // the catalog IDs it plays
	q3      q3Step
	// ruling names the ruling that places the stage out of Q3's numbering
	// (empty: it is in its Q3 step's place).
	ruling string
	active string // a Go expression: the stage has work to do ("": always)
	run    string // Go statements: the stage
	undo   undoBy
	// mech is the variant mechanic the stage plays (board.MechBase: every
	// variant's); a variant without it never runs the stage. The switch is
	// tested after active, so an idle stage costs nothing more.
	mech board.Mechanic
}

//go:generate env FROZENCHESS_WRITE_PLYEND=1 go test -run TestPlyEndGenerated -count=1 .

// plyEndStages is the ply's end, in the order it runs.
var plyEndStages = [...]plyStage{
	{name: "bombs", mech: board.MechAssassinBomb, catalog: "V13-ASSASSIN-BOMB", q3: q3Triggers, undo: undoSnapshot,
		active: "e.u.snap != nil && len(g.Pos.Markers()) > 0",
		run:    "g.fireBombs(e.u)"},
	{name: "queen's start", mech: board.MechQueenShadow, catalog: "V13-QUEEN-SHADOW", q3: q3Triggers,
		// Noted before the walls, which leave that square free for her token.
		active: "e.actor != 0 && len(g.Pos.Trail()) > 0",
		run:    "e.start = shadowStart(g.Pos, e.actor)"},
	{name: "tomb pass", catalog: "V13-TOMB-PASS", q3: q3Triggers,
		active: "len(g.Pos.Trail()) > 0",
		run:    "e.passed = g.walkedOverTomb(e.actor)"},
	{name: "shellshock", mech: board.MechShellshock, catalog: "V13-SHELLSHOCK", q3: q3Triggers,
		active: "len(g.Pos.Trail()) > 0",
		run:    "e.shock = g.shellshock(e.actor, e.u.prot)"},
	{name: "jester traps", mech: board.MechJesterTrap, catalog: "V13-JESTER-TRAP", q3: q3Triggers, undo: undoMarkerLog | undoFieldLog,
		active: "len(g.Pos.Trail()) > 0",
		run:    "g.jesterTraps(e.u, e.actor)"},
	{name: "jester leap hold", mech: board.MechJesterLeapHold, catalog: "V12B-JESTER", q3: q3Triggers, undo: undoFieldLog,
		active: "e.actor != 0",
		run:    "g.jesterLeapHold(e.u, e.actor)"},
	{name: "flood hold", mech: board.MechFlood, catalog: "V13-FLOOD-EFFECT", q3: q3Triggers, undo: undoFieldLog,
		active: "e.floods",
		run:    "g.floodEffect(e.actor)"},
	{name: "syzygy", mech: board.MechSyzygy, catalog: "V13-SYZYGY", q3: q3Triggers, undo: undoFieldLog,
		active: "e.actor != 0",
		run:    "g.syzygyTrigger(e.u, e.actor)"},
	{name: "rook landed", catalog: "V13-ROOK-STUN, V13-ROOK-SWIPE", q3: q3Triggers, undo: undoFieldLog,
		active: "e.actor != 0 && len(g.Pos.Trail()) > 0",
		run:    "g.rookLanded(e.u, e.actor)"},
	{name: "death traps", mech: board.MechDeathTraps, catalog: "V12C-QUEEN-DEATHTRAP", q3: q3Triggers, undo: undoSnapshot,
		active: "e.actor != 0 && deathTrapsDue(g.Pos, e.actor)",
		run:    "g.deathTraps(e.u, e.actor)"},
	{name: "walls", catalog: "V13-WALL-CREATE, V13-WALL-LIFETIME, V12C-MISSING", q3: q3PlyEnd, undo: undoWalls,
		// The 12x12 texts build timed walls instead ("walls 12"); 12C builds
		// no walls (board.MechNoWalls, V12C-MISSING): the stage only clears
		// the trail there.
		active: "len(g.Pos.Trail()) > 0 && !mech.Has(board.MechWalling12)",
		run:    "g.buildWalls(e.u, e.actor, e.start)"},
	{name: "walls 12", mech: board.MechWalling12, catalog: "V12A-WALLING", q3: q3PlyEnd, undo: undoWalls | undoFieldLog,
		// Every turn ages its side's walls, whether it walked or not.
		active: "len(g.Pos.Trail()) > 0 || !g.Pos.WallSet().Empty()",
		run:    "g.buildWalls12(e.u, e.actor, e.side)"},
	{name: "tomb activation", catalog: "V13-TOMB-CREATE", q3: q3PlyEnd, undo: undoTombLog,
		active: "len(g.Pos.Tombs()) > 0",
		run:    "g.activateTombs(e.u)"},
	{name: "queen's gaze", mech: board.MechQueenGaze, catalog: "V13-QUEEN-GAZE", q3: q3PlyEnd, undo: undoFieldLog,
		active: "gazeDue(g.Pos, e.side)",
		run:    "g.gaze(e.u, e.side)"},
	{name: "owner-turn clocks", catalog: "Q1, V13-PARALYSIS, V13-RANGE-EXT, V13-SHELLSHOCK-LIMITS", q3: q3PlyEnd,
		undo: undoFieldLog | undoRecord,
		run:  "g.tickClocks(e.u, e.side, e.actor, e.passed, e.shock)"},
	{name: "double move rest", mech: board.MechDoubleMoveRest, catalog: "V12A-DOUBLEMOVE-REST", q3: q3PlyEnd, undo: undoFieldLog,
		active: "e.actor != 0",
		run:    "g.restAfterTurn(e.u, e.side, e.actor)"},
	{name: "push paralysis", mech: board.MechRookPush12, catalog: "V12A-ROOK-PUSH", q3: q3PlyEnd, undo: undoFieldLog,
		active: "e.actor != 0", // no 12x12 text has the Null move (V12A-DRAW)
		run:    "g.endPushParalysis(e.side)"},
	{name: "jester stay", mech: board.MechJesterDetonate, catalog: "V13-JESTER-DETONATE", q3: q3PlyEnd, undo: undoFieldLog,
		active: "hasBodies(g.Pos, e.side, board.Jester)",
		run:    "g.tickStay(e.u, e.side, e.actor)"},
	{name: "empowerers", mech: board.MechAssassinRetain, catalog: "V13-ASSASSIN-RETAIN", q3: q3PlyEnd, undo: undoFieldLog,
		active: "len(g.retained) > 0",
		run:    "g.recordEmpowerers()"},
	{name: "tunnel stay", mech: board.MechAssassinTunnel, catalog: "V13-ASSASSIN-TUNNEL", q3: q3PlyEnd, undo: undoFieldLog,
		active: "hasBodies(g.Pos, e.side, board.Assassin)",
		run:    "g.tickTunnelStay(e.side, e.actor)"},
	{name: "eggs", mech: board.MechEggs, catalog: "V13-EGG-GROW", q3: q3PlyEnd, undo: undoFieldLog | undoSnapshot,
		active: "hasBodies(g.Pos, e.side, board.Egg)",
		run:    "g.growEggs(e.u, e.side)"},
	{name: "floods drain", catalog: "V13-FLOOD-DRAIN, V13-CHANC-QUICKEN", q3: q3PlyEnd, undo: undoMarkerLog | undoFieldLog,
		active: "e.floods || hasQuickenings(g.Pos)",
		run:    "g.tickFloods(e.u)"},
	{name: "tunnels dropped", mech: board.MechAssassinTunnel, catalog: "V13-ASSASSIN-TUNNEL", q3: q3PlyEnd, undo: undoMarkerLog,
		active: "len(g.Pos.Markers()) > 0",
		run:    "g.dropTunnels(e.u)"},
	{name: "marker log closed", catalog: "", q3: q3PlyEnd,
		// Unmake reverts the marker changes made so far from the log; a
		// later stage that changes markers takes a late snapshot first,
		// which cuts the log back to here.
		run: "e.u.nMarkers = len(g.markerLog) - e.u.markersAt"},
	{name: "tomb rot", mech: board.MechTombRot, catalog: "V13-TOMB-ROT", q3: q3PlyEnd, undo: undoTombLog | undoSnapshot,
		active: "len(g.Pos.Tombs()) > 0",
		run:    "g.rotTombs(e.u)"},
	{name: "queen's token", mech: board.MechQueenShadow, catalog: "V13-QUEEN-SHADOW", q3: q3PlyEnd, undo: undoRecord | undoSnapshot,
		active: "e.start != offBoard",
		run:    "g.leaveQueenShadow(e.u, e.actor, board.Square(e.start))"},
	{name: "monads run", mech: board.MechMonad, catalog: "V13-MONAD-RUN", q3: q3Monads, undo: undoSnapshot,
		ruling: "V13-MONAD-RUN: woken monads run after the ply's clocks, before the other side acts",
		active: "e.u.snap != nil && monadsActive(g.Pos)",
		run:    "g.runMonads(e.u)"},
	{name: "illusions end", mech: board.MechQueenIllusion, catalog: "V13-QUEEN-ILLUSION-END", q3: q3PlyEnd, undo: undoSnapshot,
		// Judged after all of the ply's effects (our reading).
		active: "illusionsOnBoard(g.Pos)",
		run:    "g.dissolveIllusions(e.u)"},
	{name: "other side to move", catalog: "Q3", q3: q3PlyEnd, undo: undoRecord,
		// Unmake restores all of it from the undo record.
		run: `must(g.Pos.SetTurn(board.TurnState{}), "turn", e.u.step)
			g.Pos.SetSideToMove(g.Pos.SideToMove().Other())
			g.Pos.SetLastNull(false)
			g.Pos.SetPly(g.Pos.Ply() + 1)
			e.u.ended = true`},
	{name: "loops", mech: board.MechLoop, catalog: "V13-LOOP-EXEC", q3: q3NextPly, undo: undoSnapshot,
		active: "e.u.snap != nil && g.Pos.HasPrograms()",
		run: `e.looped = true
			g.runLoops(e.u, g.Pos.SideToMove())`},
	{name: "illusions end after the loops", mech: board.MechQueenIllusion, catalog: "V13-QUEEN-ILLUSION-END", q3: q3NextPly, undo: undoSnapshot,
		active: "e.looped && illusionsOnBoard(g.Pos)",
		run:    "g.dissolveIllusions(e.u)"},
}

// hasBodies reports whether side has a body of type t on the board.
func hasBodies(p *board.Position, side board.Side, t board.UnitType) bool {
	set := p.BodySquares(side, t)
	return !set.Empty()
}

// endTurn closes the turn with the end of the ply: it opens the logs the
// stages write to, then runs every active stage of plyEndStages in order
// (runPlyEnd). Victory, stalemate and repetition are judged on the new
// position by package rules.
func (g *Game) endTurn(u *undo, actor board.UnitID) {
	p := g.Pos
	u.fieldsAt = len(g.fieldLog)
	u.markersAt = len(g.markerLog)
	u.tombsAt = len(g.tombLog)
	e := plyEnd{u: u, actor: actor, side: p.SideToMove(), floods: hasFloods(p), start: offBoard}
	runPlyEnd(g, &e)
}
