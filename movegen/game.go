package movegen

import (
	"fmt"
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Game is a position with what make/unmake needs: the undo stack, a square
// buffer for the walls and trails an ended turn replaces, and per-depth step
// lists, so that generation, make/unmake and perft allocate nothing once warm.
type Game struct {
	Pos        *board.Position
	undo       []undo
	sqBuf      []board.Square
	clockIDs   []board.UnitID // scratch list of units (tickClocks)
	away       undo           // the burial record of buryAway
	path       []board.Square
	lists      [][]Step
	pseudo     [][]Step
	atk        []Step
	offerBuf   []Step         // Offers' one-unit generation
	saved      []unitSave     // what buried units lost, for unmake
	fieldLog   []fieldChange  // unit fields the ends of plies changed, for unmake
	tombLog    []tombChange   // tombs activated at turn ends, for unmake
	markerLog  []markerChange // markers the ends of plies changed (flood clocks), for unmake
	unitLog    []unitChange   // bodies buried, walls, tombs and levels a blast changed, for unmake (unitlog.go)
	ids        []board.UnitID
	snaps      []*board.Position // per undo depth, for steps undone from a snapshot
	snapMarks  []board.Changes   // per undo depth: what the reach passes took from the position since its snapshot
	lateLens   [][6]int          // per undo depth: sqBuf, saved, tombLog, fieldLog, markerLog, unitLog lengths at a late snapshot
	blasts     []board.Square
	tangle     []board.Square // the units an Entanglement takes
	jesters    []board.Square // jesters a capture kills, whose explosions follow
	dep        board.SquareSet
	wallDep    board.SquareSet
	kingLike   board.SquareSet // exchangeAttacked's friends, captured as a king would be
	kings      [2]board.UnitID
	prot       []*Protection // per undo depth: the protection state of that position
	protTable  []Protection  // the states computed last, by hash (RememberProtection)
	protHits   int           // states found in protTable (for tests)
	atkGroups  [][]atkGroup  // per undo depth: the groups of Safety's attack test (partial.go)
	safeRecs   []safetyRec   // per undo depth: what Safety found there (inheritSafety)
	seq        uint64        // Make's serial number of the last step made
	protSc     protScratch
	pathGen    gen                  // Make's line replays (stepPath)
	specGen    gen                  // the special moves' generator (specialMoves)
	shadowGen  gen                  // a shadow's moves replayed by Make (shadowReach)
	inRun      bool                 // monads are running: the ply's clocks have ticked (paralyze)
	retained   []empowerNote        // the assassins the step's turn empowers (retain.go)
	rotHash    []uint64             // per undo depth: the hash change of the Rotate made there (rotate.go)
	relocs     []board.Relocation   // Shift's scratch: the line's bodies' moves (shift.go)
	relocMoves [][]board.Relocation // per undo depth: the bodies an Avalanche slid, for its unmake (avalanche.go)
}

// undo is what Unmake needs to restore the position before one step.
type undo struct {
	step       Step
	seq        uint64 // Make's serial number: the position after it is the one Make made (safetyRec)
	actor      board.UnitID
	victim     board.UnitID
	wallOwner  board.UnitID
	promoted   bool
	ended      bool
	turn       board.TurnState
	trail      int
	side       board.Side
	lastNull   bool
	ply        uint32
	buf        int // sqBuf length before the step
	savedAt    int // the victims' saved state in Game.saved
	nSaved     int
	tombMade   bool // the capture created the tomb
	credited   bool // the capturer's counters changed
	credit     credit
	tombsAt    int // tombs the turn's end changed, in Game.tombLog
	nTombs     int
	fieldsAt   int // unit fields the turn's end changed, from here on in Game.fieldLog
	markersAt  int // markers the turn's end changed, in Game.markerLog
	nMarkers   int
	hit        board.SquareSet // where blasts, an Entanglement or a King's Check changed units (see Hit)
	touched    board.SquareSet // squares blasts and an Earthquake changed
	touchedOK  bool            // an Earthquake whose changes are all in touched (partial trials)
	flattened  bool            // the Earthquake changed levels
	ticked     bool            // paralysis clocks ran (see ClocksOnly)
	idleTicked bool            // the turn's end counted idle turns with TickIdle, all but idleSkip
	idleSkip   board.UnitID
	nonLocal   bool            // units changed away from the step's own squares (see Local)
	untracked  bool            // a flood drained: units changed that hit does not show
	snap       *board.Position // set: Unmake restores this copy
	prot       *Protection     // the protection state at the start of the step
	kingCheck  bool            // the step was a King's Check (exempt from the check test)
	kingSpared bool            // that King's Check left the enemy king, which attacks the king's square, alive
	gazed      bool            // the ply's end paralyzed pawns by a Queen's Gaze (no partial trial)
	gone       bool            // the victim was a Queen's Shadow token or an Illusion: removed, no tomb
	tokenMoved bool            // the ply's end moved the queen's token from tokenFrom to tokenAt
	tokenFrom  board.Square    // the token's square before
	tokenAt    board.Square    // the square the queen's turn started on
	late       bool            // snap was taken at the turn's end, before a tomb rotted away (lateSnapshot)
	lens       [5]int          // saved, tombLog, fieldLog, markerLog, unitLog lengths before the step
	nOld       int             // old wall squares saved at buf
	nNew       int             // new wall squares after them
	nTrail     int             // trail squares after them
}

// NewGame wraps a position; the game makes and unmakes steps on it in place.
func NewGame(p *board.Position) *Game {
	g := &Game{sqBuf: make([]board.Square, 0, 1024), path: make([]board.Square, 0, 64), atk: make([]Step, 0, 1024)}
	g.Reset(p)
	return g
}

// Reset makes the game wrap another position, as NewGame does, keeping the
// buffers it has grown (a search reuses one game for every go). Nothing
// made on the old position may still be unmade.
func (g *Game) Reset(p *board.Position) {
	g.Pos = p
	g.undo, g.sqBuf, g.saved = g.undo[:0], g.sqBuf[:0], g.saved[:0]
	g.fieldLog, g.tombLog, g.markerLog, g.unitLog = g.fieldLog[:0], g.tombLog[:0], g.markerLog[:0], g.unitLog[:0]
	for _, pr := range g.prot {
		pr.valid = false
	}
	for i := range g.protTable {
		g.protTable[i].valid = false
	}
	g.protSc.cache.valid, g.protSc.startCache.valid = false, false
	g.protSc.cache.sink = nil
	g.kings = [2]board.UnitID{}
	for id := 1; id < p.NumUnitSlots(); id++ {
		if u := p.Unit(board.UnitID(id)); u.Type == board.King && g.kings[u.Side] == 0 {
			g.kings[u.Side] = board.UnitID(id)
		}
	}
}

// List returns the reusable step list for a recursion depth.
func (g *Game) List(depth int) []Step {
	for len(g.lists) <= depth {
		g.lists = append(g.lists, make([]Step, 0, 4096))
	}
	return g.lists[depth][:0]
}

// Keep stores a list obtained from List(depth) back, so its grown capacity is reused.
func (g *Game) Keep(depth int, l []Step) { g.lists[depth] = l }

func (g *Game) pseudoList(depth int) []Step {
	for len(g.pseudo) <= depth {
		g.pseudo = append(g.pseudo, make([]Step, 0, 4096))
	}
	return g.pseudo[depth][:0]
}

func must(err error, what string, s Step) {
	if err != nil {
		panic(fmt.Sprintf("movegen: %s for step %#x: %v", what, uint64(s), err))
	}
}

// Make plays a step generated for the current position (catalog Q2, Q6). A
// step that cannot be followed by another ends the turn: the actor's trail
// becomes its wall, its previous wall dissolves, and the other side moves.
func (g *Game) Make(s Step) {
	p := g.Pos
	prot := g.protection() // Empower and Guards hold for the whole step
	g.seq++
	// Grown in place and filled by field: a 288-byte literal appended
	// would be built on the stack and copied.
	if len(g.undo) == cap(g.undo) {
		g.undo = append(g.undo, undo{})
	} else {
		g.undo = g.undo[:len(g.undo)+1]
	}
	u := &g.undo[len(g.undo)-1]
	*u = undo{}
	u.step, u.turn, u.trail, u.side, u.seq = s, p.Turn(), len(p.Trail()), p.SideToMove(), g.seq
	u.lastNull, u.ply, u.buf, u.prot = p.LastNull(), p.Ply(), len(g.sqBuf), prot
	u.lens = [5]int{len(g.saved), len(g.tombLog), len(g.fieldLog), len(g.markerLog), len(g.unitLog)}
	g.noteEmpowered(prot) // V13-ASSASSIN-RETAIN, recorded as the turn ends
	if len(p.Markers()) > 0 && hasBombs(p) {
		g.snapshot(u) // a bomb may go off at the ply's end (bomb.go)
	} else if s.Kind() == KindSpecial && len(p.Tombs()) > 0 && g.rotDue() {
		// A tomb may rot away at the turn's end. A special move may
		// change units away from its own squares, so the copy is taken
		// now, for Hit; any other step takes one only when a tomb does
		// explode (rotTombs, lateSnapshot).
		g.snapshot(u)
	}
	if p.HasPrograms() && u.snap == nil && g.loopsDue(u.side.Other()) {
		// The enemy's looped units step when this ply ends (runLoops).
		g.snapshot(u)
	}
	if s.isMarked() { // another unit's step played as a special move (Mind Control)
		if marked.Snapshot && u.snap == nil {
			g.snapshot(u)
		}
		marked.make(g, u, s)
		return
	}
	switch s.Kind() {
	case KindRespawn:
		g.snapshot(u)
		g.respawn(u, s.To())
		g.endTurn(u, u.actor)
	case KindNull:
		g.endTurn(u, 0)
		p.SetLastNull(true)
	case KindEnd:
		g.endTurn(u, u.turn.Actor)
	case KindSpecial:
		u.actor = p.BodyAt(s.From())
		g.makeSpecial(u, s)
		if !s.Special().Def().MayContinue || p.Turn().Actor == 0 {
			g.endTurn(u, u.actor)
		}
	case KindMove, KindCapture, KindSiege:
		from, to := s.From(), s.To()
		actor := p.BodyAt(from)
		u.actor = actor
		if g.kingCheckStep(s, u.prot) {
			g.snapshot(u)
			g.kingCheck(u, s)
			p.AddTrail(from)
			p.AddTrail(to)
			must(p.MoveBody(from, to), "move", s)
			g.endTurn(u, actor)
			return
		}
		slipped := s.Kind() != KindSiege && p.Cell(to).Features&board.FeatSlip != 0 && slides(p, s)
		if slipped && u.snap == nil {
			g.snapshot(u) // it slides on from the slip square (V13-ASSASSIN-SLIP, slip.go)
		}
		// V13-ROOK-SIEGE: judged as the turn begins, before the unit moves,
		// for the steps that could begin a turn of several.
		accel := u.turn.Actor == 0 && accelCandidate(p, s) && p.Variant.Has(board.MechPawnAccel)
		sieged := (accel || s.Kind() == KindMove && u.turn.Actor == 0) && g.besieged(u.prot, from)
		if !sieged && s.Kind() == KindMove && u.turn.Actor == 0 {
			sieged = knightmaredStart(p, u.prot, from) && knightmareHoldsMoves(p) // V13-KNIGHT-KNIGHTMARE: one step, no Double Move
		}
		var tangled, jesters []board.Square
		if s.Kind() == KindCapture {
			tangled = g.prepareCapture(u, s)
		}
		blast := false
		if s.Kind() != KindCapture && p.Cell(to).Features&board.FeatTomb != 0 {
			if t, _ := p.TombAt(to); t.State == board.TombActive {
				blast = true // V13-TOMB-EXPLOSION: the unit dies there and the tomb explodes
				g.snapshot(u)
			}
		}
		var push pushPlan
		if s&bitPush != 0 { // V12A-ROOK-PUSH (rookpush12.go): planned before the rook moves
			if push = planRookPush(p, s); push.hard() && u.snap == nil {
				g.snapshot(u)
			}
		}
		if s.Pattern() != PatLongJump { // a teleport walks no squares (Q6)
			g.path = g.pathGen.stepPath(p, s, append(g.path[:0], from))
			p.AddTrails(append(g.path, to))
		}
		victimType := board.NoType
		switch s.Kind() {
		case KindCapture:
			victimType = p.PieceAt(to).Type()
			jesters = g.takeVictims(u, actor, s, tangled)
		case KindSiege:
			u.wallOwner = p.WallOwner(to)
			p.ClearWall(to)
		}
		must(p.MoveBody(from, to), "move", s)
		if blast {
			g.landOnActiveTomb(u, to) // or a Death Square Sacrifice (deathsquares12.go)
			g.endTurn(u, actor)
			return
		}
		if len(jesters) > 0 {
			g.blasts = append(g.blasts[:0], jesters...)
			g.runBlasts(u) // the capturer stands in the centre and dies too
			g.endTurn(u, actor)
			return
		}
		if s&bitPush != 0 && g.rookPush(u, actor, &push) {
			g.endTurn(u, actor) // a unit died: the push ends the turn as a capture would
			return
		}
		if slipped {
			g.slide(u, s)
		}
		if s.Kind() == KindCapture {
			g.queenPoison(u, actor)
		}
		au := p.Unit(actor)
		if au.Type == board.Pawn {
			nt := s.Promo()
			if promotesByCapture(p.Variant, victimType) {
				nt = victimType // V13-PAWN-PROMO-CAPTURE
			}
			if nt != board.NoType {
				must(p.SetField(actor, board.FType, uint32(nt)), "promote", s)
				u.promoted = true
				g.dropPawnAwards(actor) // V8-PAWN-ACCEL (pawnaccel.go)
			}
		}
		t := u.turn
		switch {
		case accel && !u.promoted && !sieged && victimType != board.King:
			accelerate(p, s, actor) // V13-PAWN-ACCEL
		case s.Kind() != KindMove || u.promoted:
			g.endTurn(u, actor)
		case t.Actor == 0:
			endsEarly := turnEndsIn[p.Variant.Index] && g.endsTurnAfter(s) // V12A-BOUNCE, V12A-TOMB (turnend.go)
			if b := stepBudget(p.Variant, au); b > 1 && !(sieged && siegeCuts(p.Variant, au)) && !endsEarly {
				must(p.SetTurn(board.TurnState{Actor: actor, From: from, Mode: turnMode(p.Variant, au), Done: 1, Left: uint8(b - 1)}), "turn", s)
			} else {
				g.endTurn(u, actor)
			}
		default:
			t.Done++
			t.Left--
			if t.Left == 0 {
				g.endTurn(u, actor)
			} else {
				must(p.SetTurn(t), "turn", s)
			}
		}
	case KindShot:
		u.actor = p.BodyAt(s.From())
		ammo := g.shotAmmunition(u, u.actor) // V8-CANNON (cannonammo.go): 0 in 13.0
		tangled := g.prepareCapture(u, s)
		if jesters := g.takeVictims(u, u.actor, s, tangled); len(jesters) > 0 {
			g.blasts = append(g.blasts[:0], jesters...)
			g.runBlasts(u)
		}
		if ammo != 0 {
			g.landAmmunition(u, ammo, s.To())
		}
		g.queenPoison(u, u.actor)
		g.endTurn(u, u.actor)
	case KindWallHit:
		u.actor = p.BodyAt(s.From())
		u.wallOwner = p.WallOwner(s.To())
		p.ClearWall(s.To())
		g.endTurn(u, u.actor)
	default:
		panic(fmt.Sprintf("movegen: cannot make step %#x", uint64(s)))
	}
}

// buildWalls turns the actor's trail into its wall (the walls stage of
// plyEndStages),
// but for square skip, where a queen leaves her token (offBoard: none).
func (g *Game) buildWalls(u *undo, actor board.UnitID, skip uint16) {
	p := g.Pos
	trail := p.Trail()
	if len(trail) == 0 {
		return
	}
	start := len(g.sqBuf)
	g.sqBuf = p.WallSquares(actor, g.sqBuf)
	u.nOld = len(g.sqBuf) - start
	p.DissolveWall(actor)
	final := endSquare(p, actor) // a unit that boarded a transport ends on its carrier's square (transport.go)
	start = len(g.sqBuf)
	cells := p.Cells()
	if p.Variant.Has(board.MechNoWalls) {
		trail = nil // V12C-MISSING: no walls; the trail is cleared below
	}
	for _, sq := range trail {
		c := &cells[sq]
		if sq != final && c.Body == 0 && c.Wall == 0 && uint16(sq) != skip {
			must(p.SetWall(sq, actor), "wall", u.step)
			g.sqBuf = append(g.sqBuf, sq)
		}
	}
	u.nNew = len(g.sqBuf) - start
	trail = p.Trail()
	g.sqBuf = append(g.sqBuf, trail...)
	u.nTrail = len(trail)
	p.ClearTrail()
}

// endSquare is the square the unit id ends its action on: its own, or,
// held inside a transport, its carrier's (the walk of a boarding ends
// there; the turn's end builds no wall on it and reads no trap or tomb
// pass there).
func endSquare(p *board.Position, id board.UnitID) board.Square {
	u := p.Unit(id)
	if u.Loc == board.LocGone && u.Parent != 0 {
		return p.Unit(u.Parent).Square
	}
	return u.Square
}

// Unmake takes back the last step made.
func (g *Game) Unmake() {
	p := g.Pos
	u := &g.undo[len(g.undo)-1]
	s := u.step
	switch {
	case u.snap != nil && u.late:
		// Back to the turn's end before the blasts, then step by step.
		g.restoreSnapshot(u, g.lateLens[len(g.undo)-1])
		u.snap, u.late = nil, false
	case u.snap != nil:
		g.restoreSnapshot(u, [6]int{u.buf, u.lens[0], u.lens[1], u.lens[2], u.lens[3], u.lens[4]})
		g.undo = g.undo[:len(g.undo)-1]
		return
	}
	if u.ended {
		if u.tokenMoved {
			must(p.MoveBody(u.tokenAt, u.tokenFrom), "queen's shadow back", s)
		}
		if u.nMarkers > 0 {
			g.untickFloods(u)
		}
		g.revertFields(u.fieldsAt)
		if u.idleTicked {
			p.UntickIdle(u.side, u.idleSkip)
		}
		g.deactivateTombs(u)
		saved := g.sqBuf[u.buf:]
		// Newest first: each is then the head of its owner's wall list,
		// which ClearWall unlinks at once (an older one walks the list).
		newWall := saved[u.nOld : u.nOld+u.nNew]
		for i := len(newWall) - 1; i >= 0; i-- {
			p.ClearWall(newWall[i])
		}
		owner := u.actor
		if s.Kind() == KindEnd {
			owner = u.turn.Actor
		}
		for _, sq := range saved[:u.nOld] {
			must(p.SetWall(sq, owner), "restore wall", s)
		}
		p.AddTrails(saved[u.nOld+u.nNew : u.nOld+u.nNew+u.nTrail])
	}
	p.SetSideToMove(u.side)
	p.SetLastNull(u.lastNull)
	p.SetPly(u.ply)
	switch s.Kind() {
	case KindSpecial:
		g.unmakeSpecial(u, s)
	case KindMove, KindCapture, KindSiege:
		if u.promoted {
			g.revertFields(u.lens[2]) // a promoted 8.0 pawn's awards (V8-PAWN-ACCEL), the Queen's Poison
			must(p.SetField(u.actor, board.FType, uint32(board.Pawn)), "unpromote", s)
		}
		if s&bitPush != 0 {
			g.unpush(u, s) // V12A-ROOK-PUSH (rookpush12.go)
		}
		must(p.MoveBody(s.To(), s.From()), "move back", s)
		switch s.Kind() {
		case KindCapture:
			g.revertFields(u.lens[2]) // the Queen's Poison
			g.uncredit(u, u.actor)
			g.unbury(u, s.To())
		case KindSiege:
			must(p.SetWall(s.To(), u.wallOwner), "restore besieged wall", s)
		}
		p.TruncateTrail(u.trail)
	case KindShot:
		g.revertFields(u.lens[2]) // the Queen's Poison
		g.uncredit(u, u.actor)
		g.unbury(u, s.To())
	case KindWallHit:
		must(p.SetWall(s.To(), u.wallOwner), "restore wall", s)
	}
	must(p.SetTurn(u.turn), "restore turn", s)
	g.sqBuf = g.sqBuf[:u.buf]
	g.undo = g.undo[:len(g.undo)-1]
}

// stepPath appends the squares a step walks through, landing excluded
// (catalog Q6: they become wall). Leaps and one-square steps walk none.
func stepPath(p *board.Position, s Step, path []board.Square) []board.Square {
	var w gen
	return w.stepPath(p, s, path)
}

// stepPath is the package stepPath with w as the walker of bounced lines.
// Make keeps one (Game.pathGen): a gen is 600 bytes to clear, and Make
// replays every bounced line. linePath reads the cells, the start and the
// phantom, which are set here, and writes nothing else.
func (w *gen) stepPath(p *board.Position, s Step, path []board.Square) []board.Square {
	if path, ok := plainPath(s, path); ok {
		return path
	}
	w.p, w.cells, w.from, w.phantom = p, p.Cells(), s.From(), offBoard
	w.geo = geometryOf(p) // a bounce at a 12x12 board's edge is found again there
	path, _ = w.linePath(s, path, nil, false)
	return path
}

// plainPath is stepPath for the steps whose own fields tell their path: a
// line that did not bounce, a ride, a slide, and the leaps and one-square
// steps, which walk none. ok is false for a bounced line, whose path only
// the walker can replay.
func plainPath(s Step, path []board.Square) (_ []board.Square, ok bool) {
	switch s.Pattern() {
	case PatDiag, PatOrth:
		// A line that ends len squares straight from its start never
		// bounced: its path is the squares in between. A line that
		// switched to the other line type may end there all the same
		// (V12A-MIDBOUNCE, midbounce12.go).
		if s&bitLineSwitch != 0 {
			return path, false
		}
		dx, dy := s.Dir().Delta()
		if to, ok := s.From().Offset(dx*s.Len(), dy*s.Len()); !ok || to != s.To() {
			return path, false
		}
		sq := s.From()
		for range s.Len() - 1 {
			sq = board.Square(nbr[sq][s.Dir()])
			path = append(path, sq)
		}
	case PatRide:
		v := knightVec[s.Dir()]
		sq := s.From()
		for range s.Len() - 1 {
			sq, _ = sq.Offset(v[0], v[1])
			path = append(path, sq)
		}
	case PatSlide:
		a := board.Square(nbr[s.From()][s.Dir()])
		path = append(path, a)
		if s.Len() == 3 {
			path = append(path, board.Square(nbr[a][s.Dir()]))
		}
	case PatLance: // the diagonal squares walked, the last one included (V8-LANCER)
		sq := s.From()
		for range s.Len() {
			sq = board.Square(nbr[sq][s.Dir()])
			path = append(path, sq)
		}
	}
	return path, true
}

// KingSquare finds a side's king on the board.
func (g *Game) KingSquare(side board.Side) (board.Square, bool) {
	id := g.kings[side]
	if id == 0 {
		return 0, false
	}
	u := g.Pos.Unit(id)
	if u.Loc != board.LocBody || u.Type != board.King {
		return 0, false
	}
	return u.Square, true
}

// InCheck reports whether side's king is attacked (catalog Q8).
func (g *Game) InCheck(side board.Side) bool { return g.inCheckWith(side, g.protection()) }

// inCheckWith is InCheck with the enemy's empowered patterns from prot.
func (g *Game) inCheckWith(side board.Side, prot *Protection) bool {
	ks, ok := g.KingSquare(side)
	if !ok {
		return false
	}
	var hit bool
	hit, g.atk = fastAttacked(g.Pos, side.Other(), ks, g.atk, prot)
	return hit
}

// Attacked reports whether some unit of side by could capture an enemy unit
// on sq with one single step (catalog Q7): paralyzed and locked units do not
// attack, non-capturing units never do, Queen's Shadow tokens do. An empty sq
// is treated as holding an enemy unit.
func Attacked(p *board.Position, by board.Side, sq board.Square) bool {
	var pr Protection
	var sc protScratch
	computeProtection(p, &pr, &sc)
	hit, _ := fastAttacked(p, by, sq, nil, &pr)
	return hit
}

// AttackedNative is Attacked with native patterns only, without the
// empowered ones (V13-EMPOWER): cheaper, for heuristics such as the
// evaluation's king safety.
func AttackedNative(p *board.Position, by board.Side, sq board.Square) bool {
	hit, _ := fastAttacked(p, by, sq, nil, nil)
	return hit
}

// attackedByGeneration is the plain definition of Attacked: generate every
// capture of side by and look for one on sq. Tests hold fastAttacked to it.
func attackedByGeneration(p *board.Position, by board.Side, sq board.Square, buf []Step, prot *Protection) (bool, []Step) {
	g := newGen(p, by, buf[:0])
	g.mode = bitsOf[modeAttack]() // an attack query by generation (mode.go)
	g.prot = prot
	if p.PieceAt(sq) == board.NoPiece {
		g.phantom = uint16(sq)
	}
	cells := p.Cells()
	for s := range board.NumSquares {
		pc := cells[s].Piece
		if pc == board.NoPiece || pc.Side() != by {
			continue
		}
		g.list = g.list[:0]
		g.unitSteps(board.Square(s), true)
		for _, st := range g.list {
			if st.To() == sq {
				return true, g.list
			}
		}
	}
	return false, g.list
}

// Legal appends to list the legal steps of the side to move: the pseudo-legal
// steps after which the mover's king is not attacked (V13-KING-INCHECK); Null
// only when not in check. A step that leaves the turn open must also leave a
// legal way to finish it (Q8: the action is illegal if its king is in check
// after any step, and the walls an ended turn builds may turn a bouncing
// line onto the king, so a first step can lead nowhere).
func (g *Game) Legal(depth int, list []Step) []Step {
	pseudo := g.Generate(g.pseudoList(depth))
	sf := g.Safety()
	for _, s := range pseudo {
		if g.legal(s, &sf, depth) {
			list = append(list, s)
		}
	}
	g.pseudo[depth] = pseudo
	return list
}

// HasLegalAction reports whether the side to move has a legal step other
// than Null, stopping at the first one found: the end-of-game test (mate,
// stalemate) needs no more. depth is the list depth, as for Legal.
func (g *Game) HasLegalAction(depth int) bool {
	pseudo := g.Generate(g.pseudoList(depth))
	sf := g.Safety()
	found := false
	for _, s := range pseudo {
		if s.Kind() != KindNull && g.legal(s, &sf, depth) {
			found = true
			break
		}
	}
	g.pseudo[depth] = pseudo
	return found
}

// legal is Legal's test of one pseudo-legal step of the current position,
// whose Safety is sf; depth is the list depth the step's own test may use.
func (g *Game) legal(s Step, sf *Safety, depth int) bool {
	if turnEndsIn[g.Pos.Variant.Index] && g.endsTurnBefore(s) {
		return g.endingStepSafe(sf, s) // V12A-BOUNCE, V12A-DOUBLEMOVE-REST, V12A-TOMB: the step ends the turn (turnend.go)
	}
	v := g.Verdict(sf, s)
	if verifyPartialTrials && v != Trial && s.Kind() == KindSpecial {
		g.verifyVerdict(s, v)
	}
	if v == Unsafe {
		return false
	}
	if v == Safe && (!mayContinue(s) || !sf.hasKing || (s.Kind() == KindMove && g.quietThrough(sf, s))) {
		return true
	}
	// A special move's trial reads what it changed from the step's change
	// record (board.StepRecord, recordedChanges), opened around it.
	record := v == Trial && s.Kind() == KindSpecial
	if record {
		g.Pos.BeginStep()
	}
	g.Make(s)
	ok := v == Safe || g.SafeAfter(sf)
	if record {
		g.Pos.EndStep()
	}
	if ok && g.Pos.Turn().Actor != 0 {
		if v == Safe {
			// The step changed no square the attack test looked at, so
			// that test, run now, would look at the same squares and
			// find the same: the position's Safety holds as it is.
			ok = g.canFinish(depth+1, sf)
		} else {
			ok = g.canFinish(depth+1, nil)
		}
	}
	g.Unmake()
	return ok
}

// quietThrough reports, for a plain step that Need found safe, that ending
// the turn after it would be quiet too, so that the turn can end legally
// and the step needs no trial to show it: canFinish's test, asked before
// the step instead of after. The step changes its start and end, none the
// attack test looked at, and adds them and the squares it walks through to
// the trail (quietLastStep); at a turn's start its unit becomes the actor,
// whose walls the end dissolves and whose token it moves (Safety.exposers),
// and it stands on to, which the test did not look at. Floods, tombs,
// bombs (Need passes no step while one lies on the board), loops and
// monads it leaves as they are.
func (g *Game) quietThrough(sf *Safety, s Step) bool {
	return sf.quietLastStep(s) && (sf.turn.Actor != 0 || !sf.exposers.Has(s.From()))
}

// mayContinue reports steps after which the turn might go on: plain moves,
// and the special moves whose make may leave the turn open (a pawn stack's
// move, a De-fuse opening a Mass Jump: SpecialDef.MayContinue).
func mayContinue(s Step) bool {
	if s.isMarked() {
		return marked.MayContinue
	}
	switch s.Kind() {
	case KindMove:
		return s.Promo() == board.NoType
	case KindSpecial:
		return s.Special().Def().MayContinue
	}
	return false
}

// canFinish reports whether the turn in progress can end legally: by End,
// or by some legal next step that can itself finish. End changes the board
// only through the walls it builds and dissolves, floods that drain and
// tombs that rot; when none of those touches a square the king's attack
// test looked at, End is safe without a trial. known is the current
// position's Safety when the caller has it, else nil.
func (g *Game) canFinish(depth int, known *Safety) bool {
	var sf Safety
	if known != nil {
		sf = *known
	} else {
		sf = g.Safety()
	}
	if !sf.inCheck && !g.endMayExpose(&sf) {
		return true
	}
	g.Make(EndStep)
	ok := g.SafeAfter(&sf)
	g.Unmake()
	if ok {
		return true
	}
	list := g.Legal(depth, g.List(depth))
	g.Keep(depth, list)
	return len(list) > 0
}

// endMayExpose reports whether ending the turn now could change an attack on
// the king: a wall it builds where a new wall could change the attack
// test's answer (Safety.wallDep), a wall it dissolves on a square the test
// looked at, a change to the actor where the test looked at its square, a
// queen's token leaving such a square, a bomb, a flood about to drain (its
// unit acts again), a tomb about to rot, looped units or monads about to
// step, a 12x12 wall of the side that expires on such a square.
func (g *Game) endMayExpose(sf *Safety) bool {
	p := g.Pos
	for _, sq := range p.Trail() {
		if sf.wallDep.Has(sq) {
			return true
		}
	}
	actor := p.Turn().Actor
	if actor != 0 {
		// The end may paralyze the actor (a flood, a trap, a tomb it
		// walked over): a chancellor's aura then holds nobody. Its square
		// is a trail square no wall is built on, so wallDep may miss it.
		if a := p.Unit(actor); a.Loc == board.LocBody && sf.dep.Has(a.Square) {
			return true
		}
	}
	if g.tokenExposes(sf, actor) || sf.bombs || illusionsOnBoard(p) {
		return true // an Illusion paralyzed this ply leaves the game (illusion.go)
	}
	return g.wallsMeet(actor, &sf.dep) || g.endTicksMayExpose() ||
		p.Variant.Has(board.MechWalling12) && wallsExpire12(p, sf.side, &sf.dep) // a 12x12 wall at its last turn (walling12.go)
}

// endTicksMayExpose reports what of the turn's end may expose the king
// whatever the walls and the actor: a flood about to drain (its unit acts
// again; a quickened flood loses two plies a tick), a tomb about to rot,
// the enemy's looped units about to step, active monads about to run.
func (g *Game) endTicksMayExpose() bool {
	p := g.Pos
	for _, m := range p.Markers() {
		if m.Kind == board.MarkFlood && m.Timer <= quickTick(p, m.Square) {
			return true
		}
	}
	return len(p.Tombs()) > 0 && g.rotDue() || p.HasPrograms() && (g.loopsDue(p.SideToMove().Other()) || monadsActive(p))
}

// endExposers returns the squares of the side to move's units whose turn,
// were it to end, would dissolve a wall on a square of sf.dep or move a
// Queen's Shadow token away from one: what wallsMeet and tokenExposes
// would say of each, found from the squares of dep. A first step that may
// end the turn (a besieged unit's, Need) or after which the turn's end is
// judged before the step (quietThrough) asks it.
func (g *Game) endExposers(sf *Safety) (ex board.SquareSet) {
	p := g.Pos
	cells := p.Cells()
	for w, word := range sf.dep {
		for ; word != 0; word &= word - 1 {
			c := &cells[w*64+bits.TrailingZeros64(word)]
			owner := c.Wall
			if owner == 0 && c.Body != 0 {
				if tok := p.Unit(c.Body); tok.Type == board.QueenShadow && tok.Side == sf.side {
					owner = tok.Parent
				}
			}
			if owner == 0 {
				continue
			}
			if u := p.Unit(owner); u.Loc == board.LocBody && u.Side == sf.side {
				ex.Add(u.Square)
			}
		}
	}
	return ex
}

// wallsMeet reports whether a wall of the unit actor (none for 0) stands
// on a square of dep: ending the unit's turn dissolves them.
func (g *Game) wallsMeet(actor board.UnitID, dep *board.SquareSet) bool {
	if actor == 0 {
		return false
	}
	p := g.Pos
	u := p.Unit(actor)
	for sq, n := u.WallHead, 0; n < int(u.WallLen); n++ {
		if dep.Has(sq) {
			return true
		}
		sq = p.Cell(sq).WallLink
	}
	return false
}

// Verdict is what Safety.Need says of a step before it is made.
type Verdict uint8

const (
	Safe   Verdict = iota // legal without a trial
	Unsafe                // illegal without a trial (a Null move in check)
	Trial                 // make it and ask SafeAfter
)

// Safety is what the legality test needs about one position: whose king,
// whether it is in check, and every square the attack test looked at.
//
// Most steps need no trial: when the king is not in check, a plain step by
// another unit that does not end the turn changes only its start and end
// squares, and if neither is a square the attack test looked at, the king is
// still not attacked. Every other step is made and tested, End included: the
// walls an ended turn builds are new obstacles, and a bouncing line may then
// reach the king.
type Safety struct {
	prot    *Protection // the enemy's empowered patterns for this step
	side    board.Side
	king    board.Square
	hasKing bool
	inCheck bool
	turn    board.TurnState
	dep     board.SquareSet
	// wallDep: the squares of dep where a new wall could change the test's
	// answer. The looks back from the king (leaps, pawn and knight
	// diagonals, rides, cannon shots) read the squares between only as
	// open or blocked, so a wall on one of them can only block; a
	// bouncing line, though, may turn off a new wall onto the king.
	wallDep board.SquareSet
	blast   board.SquareSet // active tombs: a step ending there explodes
	// quietEnd: not in check, and ending the turn now builds, dissolves,
	// drains and rots nothing the attack test looked at (endMayExpose).
	quietEnd bool
	// exposers (on a quiet end at a turn's start): the squares of the units
	// whose turn's end would dissolve a wall the test looked at or move a
	// Queen's Shadow token off such a square (endExposers).
	exposers board.SquareSet
	floods   bool // a flood is on the board
	bombs    bool // a bomb is on the board: it may go off at the ply's end, so every step has a trial
	loops    bool // the enemy's looped units step when this ply ends (runLoops)
	rooks    bool // the enemy has a rook: a first step may end the turn (V13-ROOK-SIEGE)
	path     [maxPathLen]board.Square
	at       int  // the undo depth it was computed at: Game.atkGroups[at] holds its groups
	grouped  bool // the groups were recorded (partial trials possible)
	// King's Exchange (exchange_check.go): exReady once PrepareExchanges
	// ran; exKnown if it answered, exAttacked then holding the targets on
	// which the king would be attacked.
	exReady, exKnown bool
	exAttacked       board.SquareSet
	exAura           board.SquareSet // friendly aura sources, pinching pawns, knights, syzygy-locked friends: an exchange with one frees what it held
	nmPawns          board.SquareSet // the pawns enemy knights hold: a first step ends the turn (V13-KNIGHT-KNIGHTMARE)
	// queenLines (once queenLinesOK): every square the lines of the
	// enemy's queen-like patterns enter as the attack test would walk them
	// with a Distract on the board (Game.queenMayBend).
	queenLines   board.SquareSet
	queenLinesOK bool

	// firstEnds: the variant ends a turn after a first plain step of its
	// own accord (12A: a bounce, a resting unit's step, a tomb pass;
	// firstStepMayEnd), so such a step brings the turn's end with it.
	firstEnds bool
}

// Safety runs the attack test on the king of the side to move.
func (g *Game) Safety() Safety {
	p := g.Pos
	sf := Safety{prot: g.protection(), side: p.SideToMove(), turn: p.Turn()}
	sf.king, sf.hasKing = g.KingSquare(sf.side)
	sf.blast = *p.TombSquares(board.TombActive)
	if len(p.Markers()) > 0 {
		addSlipSquares(p, &sf.blast) // a step ending there slides on (V13-ASSASSIN-SLIP)
	}
	sf.bombs = len(p.Markers()) > 0 && hasBombs(p)
	if sf.hasKing {
		sf.at = len(g.undo)
		if !g.inheritSafety(&sf) {
			// Through a Game field: a pointer into sf would move sf to the heap.
			g.dep = board.SquareSet{}
			sf.inCheck, g.atk = attackedByGroups(p, sf.side.Other(), sf.king, g.atk, g.groupsAt(sf.at), &g.dep, &g.wallDep, sf.prot)
			sf.dep, sf.wallDep = g.dep, g.wallDep
		}
		sf.grouped = true
		sf.quietEnd = !sf.inCheck && !g.endMayExpose(&sf)
		if sf.quietEnd && sf.turn.Actor == 0 {
			sf.exposers = g.endExposers(&sf)
		}
		sf.floods = hasFloods(p)
		sf.loops = !sf.quietEnd && g.loopsDue(sf.side.Other())
		rooks := p.BodySquares(sf.side.Other(), board.Rook)
		sf.rooks = !rooks.Empty()
		sf.firstEnds = sf.turn.Actor == 0 && firstStepMayEnd(p.Variant)
		sf.nmPawns = nightmareSquares(p, sf.side)
		g.recordSafety(&sf)
	}
	return sf
}

// safetyRec is what Safety found at one undo depth, for the position made
// by the step with serial number stamp (0: none, or the root, which may be
// changed from outside).
type safetyRec struct {
	stamp     uint64
	side      board.Side
	king      board.Square
	inCheck   bool
	prot      *Protection
	dep, wall board.SquareSet
}

// recordSafety keeps what sf found at its depth.
func (g *Game) recordSafety(sf *Safety) {
	for len(g.safeRecs) <= sf.at {
		g.safeRecs = append(g.safeRecs, safetyRec{})
	}
	r := &g.safeRecs[sf.at]
	r.stamp = 0
	if sf.at > 0 {
		r.stamp = g.undo[sf.at-1].seq
	}
	r.side, r.king, r.inCheck, r.prot = sf.side, sf.king, sf.inCheck, sf.prot
	r.dep, r.wall = sf.dep, sf.wallDep
}

// inheritSafety fills sf's attack test from the position before the last
// step, without running it, when that step is a plain step that left the
// turn open and changed no square the test looked at there: the test would
// read the same squares and find the same, group by group (Need's reason
// for passing such a step without a trial), unless the step moved a
// chancellor's or a jester's aura. The turn is the same, so the enemy's
// empowered patterns are too. It reports whether it could.
func (g *Game) inheritSafety(sf *Safety) bool {
	d := sf.at
	if d < 2 || d-1 >= len(g.safeRecs) {
		return false
	}
	r := &g.safeRecs[d-1]
	u := &g.undo[d-1]
	s := u.step
	if r.stamp == 0 || r.stamp != g.undo[d-2].seq || s.Kind() != KindMove || u.ended || u.snap != nil ||
		u.nonLocal || u.kingCheck || u.promoted || r.side != sf.side || r.king != sf.king || r.prot != sf.prot ||
		s.From() == r.king || r.dep.Has(s.From()) || r.dep.Has(s.To()) {
		return false
	}
	if t := g.Pos.PieceAt(s.To()).Type(); t == board.Chancellor || t == board.Jester {
		// Its aura moved with it: it may hold attackers it did not hold
		// (aura.go), which a test run now would find held, their
		// chancellor's or jester's square among its squares.
		return false
	}
	dst := g.groupsAt(d)
	*dst = append((*dst)[:0], g.atkGroups[d-1]...)
	sf.inCheck, sf.dep, sf.wallDep = r.inCheck, r.dep, r.wall
	if verifyPartialTrials {
		var groups []atkGroup
		var dep, wall board.SquareSet
		hit, _ := attackedByGroups(g.Pos, sf.side.Other(), sf.king, nil, &groups, &dep, &wall, sf.prot)
		if hit != sf.inCheck || dep != sf.dep || wall != sf.wallDep {
			panic(fmt.Sprintf("movegen: inherited Safety differs from the test in %s", g.Pos.Format()))
		}
		inherited++
	}
	return true
}

// InCheck reports whether the king was in check.
func (sf *Safety) InCheck() bool { return sf.inCheck }

// Verdict says whether step s is legal without a trial (Safe, Unsafe) or
// must be made and tried (Trial: SafeAfter), readying sf for it once per
// position where a special move's Hint needs that (PrepareExchanges). It
// is the one call every legality test starts with.
func (g *Game) Verdict(sf *Safety, s Step) Verdict {
	if s.Kind() == KindSpecial {
		d := s.Special().Def()
		if d != nil && sf.hasKing && sf.quietEnd && !s.isMarked() {
			switch d.Hint {
			case HintTrade:
				return g.tradeVerdict(sf, s)
			case HintRetype:
				return g.retypeVerdict(sf, s)
			case HintVacate:
				if from := s.From(); from != sf.king && !sf.dep.Has(from) && !g.Pos.HasPrograms() &&
					(sf.turn.Actor != 0 || !sf.exposers.Has(from)) {
					return Safe
				}
				return Trial
			case HintBend:
				return g.distractVerdict(sf, s) // V13-JESTER-DISTRACT (distract.go)
			case HintArea:
				if d.movesEnemies != nil && d.movesEnemies(s) {
					return g.movedAreaVerdict(sf, s, d) // legal_area.go
				}
			}
		}
		if d != nil && d.Hint == HintFreeTarget {
			g.PrepareExchanges(sf)
			// The move's own rule (King's Exchange: not with a unit the
			// enemy attacks). The reach maps hold every square the enemy
			// could capture on, and more (they found h12 reached where no
			// capture lands, and the exchange was refused; random games):
			// where they reach, the attack test decides.
			if d.refused != nil && sf.prot.Reaches(sf.side.Other(), s.To()) && g.refused(d, sf, s) {
				return Unsafe
			}
		}
	}
	return sf.Need(s)
}

// refused asks special move d's own rule of step s, with the protection
// state sf holds where the move offers refusedAt and the turn starts (at
// its start sf's state is the position's own, protection()).
func (g *Game) refused(d *SpecialDef, sf *Safety, s Step) bool {
	if d.refusedAt != nil && sf.turn.Actor == 0 && !s.Mind() {
		return d.refusedAt(g, sf.prot, s)
	}
	return d.refused(g.Pos, s)
}

// verifyVerdict checks a verdict given without a trial for special step s
// against a trial (verifyPartialTrials), unless the move's own rule refused
// it: the trial tests only the king's safety.
func (g *Game) verifyVerdict(s Step, v Verdict) {
	d := s.Special().Def()
	if d.refused != nil && d.refused(g.Pos, s) {
		return
	}
	sf := Safety{side: g.Pos.SideToMove(), prot: g.protection()}
	_, sf.hasKing = g.KingSquare(sf.side)
	g.Make(s)
	ok := g.SafeAfter(&sf)
	g.Unmake()
	if ok != (v == Safe) {
		panic(fmt.Sprintf("movegen: %s: verdict %d, trial says safe=%v in %s", FormatStep(g.Pos, s), v, ok, g.Pos.Format()))
	}
	specialChecks++
	hintChecks[d.Hint]++
}

// Need says whether step s is legal without a trial, for the steps that
// need no preparation (Verdict is the call for any step).
func (sf *Safety) Need(s Step) Verdict {
	switch {
	case s.isMarked():
		return Trial // a marked move has no Hint (special.go init); Mind Control's unit is an enemy again after it
	case s.Kind() == KindNull:
		switch {
		case sf.inCheck:
			return Unsafe
		case !sf.hasKing || sf.quietEnd:
			return Safe
		}
		return Trial // the turn's end may expose the king: a tomb that rots beside it, a flood that drains
	case s.Kind() == KindSpecial:
		return sf.needSpecial(s)
	case !sf.hasKing:
		return Safe
	case s.Kind() == KindEnd:
		if sf.quietEnd { // what canFinish asks before it tries End
			return Safe
		}
		return Trial
	case !sf.inCheck && !sf.bombs && s.Kind() == KindMove && s.Promo() == board.NoType && s&bitPush == 0 && s.From() != sf.king &&
		!sf.dep.Has(s.From()) && !sf.dep.Has(s.To()) && !sf.blast.Has(s.To()):
		if sf.turn.Actor != 0 && sf.turn.Left <= 1 && !sf.quietLastStep(s) {
			return Trial // it ends the turn, and its end may expose the king
		}
		if sf.turn.Actor == 0 && (sf.firstEnds || sf.rooks && sf.prot.Reaches(sf.side.Other(), s.From())) &&
			(!sf.quietLastStep(s) || sf.exposers.Has(s.From())) {
			// A besieged unit's first step ends its turn (V13-ROOK-SIEGE):
			// its walls dissolve and its token moves. So may any first
			// step in 12A (firstEnds): a bounced one (its path unknown
			// here, quietLastStep says no), a resting unit's, a tomb pass.
			return Trial
		}
		if sf.turn.Actor == 0 && sf.nmPawns.Has(s.From()) && !sf.quietLastStep(s) {
			return Trial // so does a held pawn's (V13-KNIGHT-KNIGHTMARE)
		}
		return Safe
	}
	return Trial
}

// firstStepMayEnd reports a variant in which Make may end a turn after a
// first plain step that a 13.0 turn would leave open: a bounced line
// (V12A-BOUNCE), a resting unit's single step (V12A-DOUBLEMOVE-REST), a
// pass over a tomb (V12A-TOMB). Need then judges such steps as last steps,
// with their turn's end, as the search asks it alone (no Legal).
func firstStepMayEnd(v *board.Variant) bool {
	return v.Has(board.MechBounce12) || v.Has(board.MechDoubleMoveRest) || v.Has(board.MechTombPassEndsDouble)
}

// quietLastStep reports that a plain step that ends the turn cannot expose
// the king through the turn's end either: the end is quiet (endMayExpose
// found nothing for the turn so far) and the new wall squares, the ones
// this step walks through, are none where a wall could change the attack
// test's answer (wallDep). A bounced line's path is not known here: it
// goes to trial.
func (sf *Safety) quietLastStep(s Step) bool {
	if !sf.quietEnd {
		return false
	}
	path, ok := plainPath(s, sf.path[:0])
	if !ok {
		return false
	}
	for _, sq := range path {
		if sf.wallDep.Has(sq) {
			return false
		}
	}
	return true
}

// SafeAfter is the trial: called right after making a step that Need sent
// to trial, it reports whether the mover's king is not attacked.
func (g *Game) SafeAfter(sf *Safety) bool {
	if _, ok := g.KingSquare(sf.side); !ok && sf.hasKing {
		return false // the step blew up its own king
	}
	if u := &g.undo[len(g.undo)-1]; u.kingCheck {
		// King's Check: the one step exempt from the check test (Q8), but
		// for a check by the enemy king, which does not die (kingcheck.go).
		return !u.kingSpared
	}
	if changed, levels, moved, ok := g.lastChanges(sf); ok {
		safe := !g.partialAttacked(sf, &changed, levels, moved)
		if verifyPartialTrials && safe != !g.inCheckWith(sf.side, sf.prot) {
			panic(fmt.Sprintf("movegen: partial trial of %#x says safe=%v in %s", uint64(g.undo[len(g.undo)-1].step), safe, g.Pos.Format()))
		}
		return safe
	}
	return !g.inCheckWith(sf.side, sf.prot)
}
