// Code generated from plyEndStages (plyend.go) by TestPlyEndGenerated; DO NOT EDIT.

package movegen

import "github.com/frozenchess/engine/board"

// runPlyEnd runs the stages of plyEndStages in order, each when active.
func runPlyEnd(g *Game, e *plyEnd) {
	mech := &g.Pos.Variant.Mech // the variant's switches (board.Variant)
	// bombs (V13-ASSASSIN-BOMB)
	if e.u.snap != nil && len(g.Pos.Markers()) > 0 && mech.Has(board.MechAssassinBomb) {
		g.fireBombs(e.u)
	}
	// queen's start (V13-QUEEN-SHADOW)
	if e.actor != 0 && len(g.Pos.Trail()) > 0 && mech.Has(board.MechQueenShadow) {
		e.start = shadowStart(g.Pos, e.actor)
	}
	// tomb pass (V13-TOMB-PASS)
	if len(g.Pos.Trail()) > 0 {
		e.passed = g.walkedOverTomb(e.actor)
	}
	// shellshock (V13-SHELLSHOCK)
	if len(g.Pos.Trail()) > 0 && mech.Has(board.MechShellshock) {
		e.shock = g.shellshock(e.actor, e.u.prot)
	}
	// jester traps (V13-JESTER-TRAP)
	if len(g.Pos.Trail()) > 0 && mech.Has(board.MechJesterTrap) {
		g.jesterTraps(e.u, e.actor)
	}
	// jester leap hold (V12B-JESTER)
	if e.actor != 0 && mech.Has(board.MechJesterLeapHold) {
		g.jesterLeapHold(e.u, e.actor)
	}
	// flood hold (V13-FLOOD-EFFECT)
	if e.floods && mech.Has(board.MechFlood) {
		g.floodEffect(e.actor)
	}
	// syzygy (V13-SYZYGY)
	if e.actor != 0 && mech.Has(board.MechSyzygy) {
		g.syzygyTrigger(e.u, e.actor)
	}
	// rook landed (V13-ROOK-STUN, V13-ROOK-SWIPE)
	if e.actor != 0 && len(g.Pos.Trail()) > 0 {
		g.rookLanded(e.u, e.actor)
	}
	// death traps (V12C-QUEEN-DEATHTRAP)
	if e.actor != 0 && deathTrapsDue(g.Pos, e.actor) && mech.Has(board.MechDeathTraps) {
		g.deathTraps(e.u, e.actor)
	}
	// walls (V13-WALL-CREATE, V13-WALL-LIFETIME, V12C-MISSING)
	if len(g.Pos.Trail()) > 0 && !mech.Has(board.MechWalling12) {
		g.buildWalls(e.u, e.actor, e.start)
	}
	// walls 12 (V12A-WALLING)
	if (len(g.Pos.Trail()) > 0 || !g.Pos.WallSet().Empty()) && mech.Has(board.MechWalling12) {
		g.buildWalls12(e.u, e.actor, e.side)
	}
	// tomb activation (V13-TOMB-CREATE)
	if len(g.Pos.Tombs()) > 0 {
		g.activateTombs(e.u)
	}
	// queen's gaze (V13-QUEEN-GAZE)
	if gazeDue(g.Pos, e.side) && mech.Has(board.MechQueenGaze) {
		g.gaze(e.u, e.side)
	}
	// owner-turn clocks (Q1, V13-PARALYSIS, V13-RANGE-EXT, V13-SHELLSHOCK-LIMITS)
	g.tickClocks(e.u, e.side, e.actor, e.passed, e.shock)
	// double move rest (V12A-DOUBLEMOVE-REST)
	if e.actor != 0 && mech.Has(board.MechDoubleMoveRest) {
		g.restAfterTurn(e.u, e.side, e.actor)
	}
	// push paralysis (V12A-ROOK-PUSH)
	if e.actor != 0 && mech.Has(board.MechRookPush12) {
		g.endPushParalysis(e.side)
	}
	// jester stay (V13-JESTER-DETONATE)
	if hasBodies(g.Pos, e.side, board.Jester) && mech.Has(board.MechJesterDetonate) {
		g.tickStay(e.u, e.side, e.actor)
	}
	// empowerers (V13-ASSASSIN-RETAIN)
	if len(g.retained) > 0 && mech.Has(board.MechAssassinRetain) {
		g.recordEmpowerers()
	}
	// tunnel stay (V13-ASSASSIN-TUNNEL)
	if hasBodies(g.Pos, e.side, board.Assassin) && mech.Has(board.MechAssassinTunnel) {
		g.tickTunnelStay(e.side, e.actor)
	}
	// eggs (V13-EGG-GROW)
	if hasBodies(g.Pos, e.side, board.Egg) && mech.Has(board.MechEggs) {
		g.growEggs(e.u, e.side)
	}
	// floods drain (V13-FLOOD-DRAIN, V13-CHANC-QUICKEN)
	if e.floods || hasQuickenings(g.Pos) {
		g.tickFloods(e.u)
	}
	// tunnels dropped (V13-ASSASSIN-TUNNEL)
	if len(g.Pos.Markers()) > 0 && mech.Has(board.MechAssassinTunnel) {
		g.dropTunnels(e.u)
	}
	// marker log closed
	e.u.nMarkers = len(g.markerLog) - e.u.markersAt
	// tomb rot (V13-TOMB-ROT)
	if len(g.Pos.Tombs()) > 0 && mech.Has(board.MechTombRot) {
		g.rotTombs(e.u)
	}
	// queen's token (V13-QUEEN-SHADOW)
	if e.start != offBoard && mech.Has(board.MechQueenShadow) {
		g.leaveQueenShadow(e.u, e.actor, board.Square(e.start))
	}
	// monads run (V13-MONAD-RUN)
	if e.u.snap != nil && monadsActive(g.Pos) && mech.Has(board.MechMonad) {
		g.runMonads(e.u)
	}
	// illusions end (V13-QUEEN-ILLUSION-END)
	if illusionsOnBoard(g.Pos) && mech.Has(board.MechQueenIllusion) {
		g.dissolveIllusions(e.u)
	}
	// other side to move (Q3)
	must(g.Pos.SetTurn(board.TurnState{}), "turn", e.u.step)
	g.Pos.SetSideToMove(g.Pos.SideToMove().Other())
	g.Pos.SetLastNull(false)
	g.Pos.SetPly(g.Pos.Ply() + 1)
	e.u.ended = true
	// loops (V13-LOOP-EXEC)
	if e.u.snap != nil && g.Pos.HasPrograms() && mech.Has(board.MechLoop) {
		e.looped = true
		g.runLoops(e.u, g.Pos.SideToMove())
	}
	// illusions end after the loops (V13-QUEEN-ILLUSION-END)
	if e.looped && illusionsOnBoard(g.Pos) && mech.Has(board.MechQueenIllusion) {
		g.dissolveIllusions(e.u)
	}
}

// plyStageActive is the active test of row i of plyEndStages (true for a
// row that always runs), for tests.
func plyStageActive(i int, g *Game, e *plyEnd) bool {
	mech := &g.Pos.Variant.Mech
	switch i {
	case 0: // bombs
		return e.u.snap != nil && len(g.Pos.Markers()) > 0 && mech.Has(board.MechAssassinBomb)
	case 1: // queen's start
		return e.actor != 0 && len(g.Pos.Trail()) > 0 && mech.Has(board.MechQueenShadow)
	case 2: // tomb pass
		return len(g.Pos.Trail()) > 0
	case 3: // shellshock
		return len(g.Pos.Trail()) > 0 && mech.Has(board.MechShellshock)
	case 4: // jester traps
		return len(g.Pos.Trail()) > 0 && mech.Has(board.MechJesterTrap)
	case 5: // jester leap hold
		return e.actor != 0 && mech.Has(board.MechJesterLeapHold)
	case 6: // flood hold
		return e.floods && mech.Has(board.MechFlood)
	case 7: // syzygy
		return e.actor != 0 && mech.Has(board.MechSyzygy)
	case 8: // rook landed
		return e.actor != 0 && len(g.Pos.Trail()) > 0
	case 9: // death traps
		return e.actor != 0 && deathTrapsDue(g.Pos, e.actor) && mech.Has(board.MechDeathTraps)
	case 10: // walls
		return len(g.Pos.Trail()) > 0 && !mech.Has(board.MechWalling12)
	case 11: // walls 12
		return (len(g.Pos.Trail()) > 0 || !g.Pos.WallSet().Empty()) && mech.Has(board.MechWalling12)
	case 12: // tomb activation
		return len(g.Pos.Tombs()) > 0
	case 13: // queen's gaze
		return gazeDue(g.Pos, e.side) && mech.Has(board.MechQueenGaze)
	case 14: // owner-turn clocks
		return true
	case 15: // double move rest
		return e.actor != 0 && mech.Has(board.MechDoubleMoveRest)
	case 16: // push paralysis
		return e.actor != 0 && mech.Has(board.MechRookPush12)
	case 17: // jester stay
		return hasBodies(g.Pos, e.side, board.Jester) && mech.Has(board.MechJesterDetonate)
	case 18: // empowerers
		return len(g.retained) > 0 && mech.Has(board.MechAssassinRetain)
	case 19: // tunnel stay
		return hasBodies(g.Pos, e.side, board.Assassin) && mech.Has(board.MechAssassinTunnel)
	case 20: // eggs
		return hasBodies(g.Pos, e.side, board.Egg) && mech.Has(board.MechEggs)
	case 21: // floods drain
		return e.floods || hasQuickenings(g.Pos)
	case 22: // tunnels dropped
		return len(g.Pos.Markers()) > 0 && mech.Has(board.MechAssassinTunnel)
	case 23: // marker log closed
		return true
	case 24: // tomb rot
		return len(g.Pos.Tombs()) > 0 && mech.Has(board.MechTombRot)
	case 25: // queen's token
		return e.start != offBoard && mech.Has(board.MechQueenShadow)
	case 26: // monads run
		return e.u.snap != nil && monadsActive(g.Pos) && mech.Has(board.MechMonad)
	case 27: // illusions end
		return illusionsOnBoard(g.Pos) && mech.Has(board.MechQueenIllusion)
	case 28: // other side to move
		return true
	case 29: // loops
		return e.u.snap != nil && g.Pos.HasPrograms() && mech.Has(board.MechLoop)
	case 30: // illusions end after the loops
		return e.looped && illusionsOnBoard(g.Pos) && mech.Has(board.MechQueenIllusion)
	}
	return false
}
