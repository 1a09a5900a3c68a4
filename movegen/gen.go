package movegen

import (
	"math/bits"
	"slices"

	"github.com/frozenchess/engine/board"
)

// maxImmortals is the immortal cap per side (V13-SPAWN-CAP ruling: 8
// frogs), which sizes gen's frog scratch (frogs, rings).
const maxImmortals = 8

// gen holds one generation call's state.
type gen struct {
	p         *board.Position
	cells     *[board.NumSquares]board.Cell
	geo       *geometry // the neighbour and leap tables of p's board (tables.go)
	side      board.Side
	list      []Step
	from      board.Square  // the square of the unit being generated (it counts as vacated)
	level     int8          // that square's level
	avoid     board.Feature // square features the unit may not end a step on
	king      bool          // the unit is a king: it may not end a step on an active tomb
	phantom   uint16        // attack queries: an empty square treated as an enemy body; offBoard = none
	mode      genBits       // what the generation is for (mode.go); the hot patterns have it as genIn's type parameter
	collect   bool          // protector queries (the attack test's entry, not its patterns): gather every attacker's square in found
	found     board.SquareSet
	prot      *Protection                  // empowered patterns and guards (nil: native patterns only)
	kindAs    board.UnitType               // an empowered pattern: the unit's own type for Kind Immunity
	lent12    uint8                        // V12A-MIDBOUNCE: move types lent to the unit whose own lines are walked (midbounce12.go)
	tmap      *threatMap                   // threat maps: the squares the side reaches, by shellshock weight
	poison    board.SquareSet              // threat maps: squares the current orthogonal path entered after a turn
	poisoned  [maxBounces + 1]board.Square // the same, as a stack (one per turn of a path)
	npoison   int
	tx, ty    int
	dep       *board.SquareSet // attack queries: records every square whose contents the answer depended on
	groups    *[]atkGroup      // attack queries: record dep per group of attackers (partial.go)
	kingLike  *board.SquareSet // enemy units captured as a king would be, whatever their kind (exchange_check.go)
	frogs     [2 * maxImmortals]board.Square
	nfrogs    int
	rings     [2 * maxImmortals]uint8 // per frog: which of its neighbour squares are free
	jumpTo    board.SquareSet         // the free squares next to some frog (longJumps)
	jumpTwice board.SquareSet         // those next to two frogs or more
	frogsOK   bool

	parTargets board.SquareSet // friendly bodies with timed paralysis (transfer targets)
	parAny     bool

	nearEnemy board.SquareSet // the 3x3 around every enemy body (Earthquake), once nearOK
	nearOK    bool

	// aimHit: an aimed walk that records nothing (no dep, not a
	// protector query) captured on (tx, ty); the line walks stop, since
	// the answer is known (lineAttack, empoweredHits clear it).
	aimHit bool

	distract uint8 // a Distract square is on the board: 0 not known yet, 1 no, 2 yes (distracted)

	// enemyAttacks' answers so far, for the position whose hash is atkKey
	// with the patterns of atkProt, for atkSide's enemy: Spawn asks every
	// empty square around each unit, most of them for several units.
	atkSeen, atkHit board.SquareSet
	atkKey          uint64
	atkProt         *Protection
	atkSide         board.Side
}

func newGen(p *board.Position, side board.Side, list []Step) gen {
	return gen{p: p, cells: p.Cells(), geo: geometryOf(p), side: side, list: list, phantom: offBoard, mode: mMoves}
}

// Generate appends the pseudo-legal steps of the side to move to list and
// returns it (catalog Q2). At the start of a turn these are the first steps
// of every unit that can act, and the Null move; inside a turn they are the
// actor's next steps and the End step. Legality (own king not in check) is
// checked by Legal. It computes the position's protection state (Empower,
// Guards) afresh, which allocates: a Game (Game.Generate) or a Generator
// keeps it.
func Generate(p *board.Position, list []Step) []Step {
	var gn Generator
	return gn.Generate(p, list)
}

// Generate is Generate on the game's position, with its protection state
// computed once per position.
func (g *Game) Generate(list []Step) []Step {
	return generate(g.Pos, list, g.protection(), &g.specGen)
}

// generate is Generate with the protection state prot and sg, the
// generator of the special moves (specialMoves).
func generate(p *board.Position, list []Step, prot *Protection, sg *gen) []Step {
	g := newGen(p, p.SideToMove(), list)
	g.prot = prot
	t := p.Turn()
	if firstTurnRule(p) { // V8-FIRST-MOVE (firstmove.go)
		if t.Actor != 0 {
			return append(g.list, EndStep) // one move only
		}
		g.firstTurnSteps()
		return g.list
	}
	if t.Actor == 0 {
		start := len(g.list)
		in[modeSteps](&g).everyUnit()
		g.list = specialMoves(p, g.list, prot, sg, 0, false)
		if len(p.Tombs()) > 0 {
			g.respawns()
		}
		g.list = filterFirstSteps(p, g.side, g.list, start, true) // V12A-DOUBLEMOVE-REST (turnend.go)
		if !p.Variant.Has(board.MechNullMove) {
			return g.list // V8-VICTORY-DRAW: no Null move
		}
		return append(g.list, NullStep)
	}
	u := p.Unit(t.Actor)
	if t.Left > 0 && u.Loc == board.LocBody {
		if p.Variant.Has(board.MechDeathTraps) && p.DeathTrapAt(u.Square) {
			return append(g.list, EndStep) // V12C-QUEEN-DEATHTRAP: it dies there at the turn's end (deathtrap12c.go)
		}
		if p.Variant.Has(board.MechCheckEndsTurn) && g.givesCheck() {
			return append(g.list, EndStep) // V12A-MOVE-END: a check ends the turn (moveend12.go)
		}
		if t.Mode == board.TurnDouble && doubleEnds(p, u) {
			return append(g.list, EndStep) // V12B-DEATHSQUARES: passing one ends a double move (turnend.go)
		}
		finish := continuationMayCapture(p, u, t)
		start := len(g.list)
		in[modeSteps](&g).unitSteps(u.Square, finish)
		if t.Mode == board.TurnDouble && u.Type == board.Jester && p.Variant.Has(board.MechJesterBorrowedDouble) {
			g.borrowedSecondSteps(u.Square, u) // V12C-JESTER: a lender's double move (jesterdouble12c.go)
		}
		if t.Mode == board.TurnDouble {
			g.list = filterSecondSteps(p, g.list, start, u) // V12A-BOUNCE, V12A-QUADRANTS perk (1) (turnend.go)
		}
		if finish && t.Mode == board.TurnMulti { // a generic special move may end a multimove only
			g.list = specialMoves(p, g.list, prot, sg, u.Square, true)
		}
		if t.Mode == board.TurnStack {
			g.pawnStackSteps(u.Square) // V13-PAWN-STACK (pawnstack.go)
		}
		g.leapsInTurn(u.Square, u, t.Mode, finish) // V13-KNIGHT-LEAPCAPTURE (knightleap.go)
		if t.Mode == board.TurnMassJump {
			g.massJumpSteps(t.From) // V13-FROG-MASSJUMP (massjump.go)
		}
	}
	return append(g.list, EndStep)
}

// GenerateCaptures appends only the pseudo-legal captures and shots of the
// side to move (for the quiescence search): at the start of a turn those of
// every unit, inside a turn those the actor's budget still allows.
func GenerateCaptures(p *board.Position, list []Step) []Step {
	var gn Generator
	return gn.GenerateCaptures(p, list)
}

// MayCapture reports whether the side to move, at the start of its turn,
// could capture anything: false means GenerateCaptures finds nothing (the
// protection pass's reach maps include every capture target).
func (g *Game) MayCapture() bool {
	return g.Pos.Turn().Actor != 0 || g.protection().ReachesEnemy(g.Pos, g.Pos.SideToMove())
}

// Offers reports whether Generate would list s at the start of a turn,
// generating only the steps of the unit s starts from, so that a search can
// try its table step or a killer before it generates the whole list.
// checked is false when Offers cannot tell this way (inside a turn, or a
// step that does not come from one unit: the special moves generated once
// per side (SpecialDef.genSide: Rotate, Shift, Bind, ...), Mind Control's
// marked steps, Null); the caller then generates everything. A Respawn is
// judged by the respawns alone (offersRespawn).
func (g *Game) Offers(s Step) (offered, checked bool) {
	p := g.Pos
	switch s.Kind() {
	case KindMove, KindCapture, KindShot, KindWallHit, KindSiege:
	case KindSpecial:
		return g.offersAbility(s)
	case KindRespawn:
		return g.offersRespawn(s)
	default:
		return false, false
	}
	if s.isMarked() {
		return false, false // played as a special move, not one of its unit's own steps
	}
	if p.Turn().Actor != 0 || firstTurnRule(p) {
		return false, false
	}
	from := s.From()
	if c := p.Cell(from); c.Body == 0 || c.Piece.Side() != p.SideToMove() {
		return false, true
	}
	if p.Variant.Has(board.MechDoubleMoveRest) && p.Unit(p.BodyAt(from)).Status&board.StatusRest != 0 {
		return false, false // whether it may move depends on the others (rest12.go)
	}
	gn := newGen(p, p.SideToMove(), g.offerBuf[:0])
	gn.prot = g.protection()
	in[modeSteps](&gn).unitSteps(from, true)
	g.offerBuf = gn.list
	return slices.Contains(gn.list, s), true
}

// offersRespawn is Offers for a Respawn: generate lists the respawns of
// the side to move at a turn's start, after every unit's steps, and they
// depend on the tombs alone. Late in a game a Respawn is often a killer.
func (g *Game) offersRespawn(s Step) (offered, checked bool) {
	p := g.Pos
	if p.Turn().Actor != 0 || firstTurnRule(p) || p.Variant.Has(board.MechDoubleMoveRest) {
		return false, false // rest12.go drops steps by what the other units did
	}
	if len(p.Tombs()) == 0 {
		return false, true
	}
	gn := newGen(p, p.SideToMove(), g.offerBuf[:0])
	gn.prot = g.protection()
	gn.respawns()
	g.offerBuf = gn.list
	return slices.Contains(gn.list, s), true
}

// offersAbility is Offers for a special move that is a unit ability (a
// registry row with gen, not genSide): specialMoves generates those per
// body of the side to move, each with its unit's square as From, so the
// abilities of the body on From decide, under the same conditions as
// there (the unit may act, is no pawn a knight holds, and stands on a wall
// only for an ability that allows it). A search's killers are mostly such
// moves (a Fuse, a Cannon Blast), and a node they cut then generates
// nothing else.
func (g *Game) offersAbility(s Step) (offered, checked bool) {
	p := g.Pos
	d := s.Special().Def()
	if d == nil || d.gen == nil || s.isMarked() || p.Turn().Actor != 0 || firstTurnRule(p) ||
		p.Variant.Has(board.MechDoubleMoveRest) {
		return false, false // rest12.go drops steps by what the other units did
	}
	from := s.From()
	c := p.Cell(from)
	if c.Body == 0 || c.Piece.Side() != p.SideToMove() {
		return false, true
	}
	u := p.Unit(c.Body)
	if !slices.Contains(abilitiesIn[p.Variant.Index][u.Type], d) {
		return false, true
	}
	sg := &g.specGen
	*sg = newGen(p, p.SideToMove(), g.offerBuf[:0])
	sg.prot = g.protection()
	if !sg.canAct(u, c.Piece) || (u.Type == board.Pawn && knightmared(p, u, nil)) || (sg.onWall(from) && !d.OnWall) {
		return false, true
	}
	d.gen(sg, from, u)
	g.offerBuf = sg.list
	return slices.Contains(sg.list, s), true
}

// GenerateCaptures is GenerateCaptures on the game's position.
func (g *Game) GenerateCaptures(list []Step) []Step {
	return generateCaptures(g.Pos, list, g.protection())
}

// GenerateCaptures is the package GenerateCaptures without its allocation.
func (gn *Generator) GenerateCaptures(p *board.Position, list []Step) []Step {
	if !gn.pr.valid || gn.pr.key != p.Hash() {
		computeProtection(p, &gn.pr, &gn.sc)
	}
	return generateCaptures(p, list, &gn.pr)
}

func generateCaptures(p *board.Position, list []Step, prot *Protection) []Step {
	g := newGen(p, p.SideToMove(), list)
	g.prot = prot
	c := in[modeCaptures](&g)
	t := p.Turn()
	if firstTurnRule(p) { // V8-FIRST-MOVE (firstmove.go)
		if t.Actor == 0 {
			g.firstTurnSteps()
		}
		return g.list
	}
	if t.Actor == 0 {
		// Only the units the protection pass saw reach an enemy unit.
		start := len(g.list)
		for i, word := range prot.capturers[g.side&1] {
			for ; word != 0; word &= word - 1 {
				c.unitSteps(board.Square(i*64+bits.TrailingZeros64(word)), true)
			}
		}
		return filterFirstSteps(p, g.side, g.list, start, false) // V12A-DOUBLEMOVE-REST (turnend.go)
	}
	if u := p.Unit(t.Actor); t.Left > 0 && u.Loc == board.LocBody && continuationMayCapture(p, u, t) &&
		!(t.Mode == board.TurnDouble && doubleEnds(p, u)) { // V12B-DEATHSQUARES
		start := len(g.list)
		c.unitSteps(u.Square, true)
		if t.Mode == board.TurnDouble {
			g.list = filterSecondSteps(p, g.list, start, u) // V12A-BOUNCE, V12A-QUADRANTS perk (1) (turnend.go)
		}
	}
	return g.list
}

// everyUnit generates the first steps of every body of the side to move.
func (g genIn[M]) everyUnit() {
	all := g.p.SideBodies(g.side)
	for i, word := range all {
		for word != 0 {
			g.unitSteps(board.Square(i*64+bits.TrailingZeros64(word)), true)
			word &= word - 1
		}
	}
}

// canAct reports whether the body on sq may start an action: units that are
// paralyzed (by a counter, a flood or an aura), locked in syzygy, boxed,
// looping or in a monad cannot, nor can eggs and Queen's Shadow tokens.
// Fused stacks and shadows move by rules of their own; a bound unit acts
// only through its group (V13-BIND: bind.go).
func (g *gen) canAct(u *board.Unit, pc board.Piece) bool {
	return u.Bind == 0 && g.canActIn(u, pc, g.mode)
}

// canActAs is canAct in the mode m (genIn's methods pass bitsOf[M]()).
func (g *gen) canActAs(u *board.Unit, pc board.Piece, m genBits) bool {
	return u.Bind == 0 && g.canActIn(u, pc, m)
}

// canActBound is canAct for a unit whether it is bound or not.
func (g *gen) canActBound(u *board.Unit, pc board.Piece) bool { return g.canActIn(u, pc, g.mode) }

// canActIn is canActBound in the mode m: in an attack query a Queen's
// Shadow token attacks, although it never acts.
func (g *gen) canActIn(u *board.Unit, pc board.Piece, m genBits) bool {
	if pc&(board.PieceStack|board.PieceBox) != 0 || u.Paralyzed() || u.Syzygy != 0 {
		return false
	}
	if u.Status&(board.StatusLoop|board.StatusMonad|board.StatusShadow) != 0 {
		return false
	}
	if u.Type == board.Egg || (u.Type == board.QueenShadow && !m.has(mAttack)) {
		return false
	}
	// The zone pays where many units of one position are asked (a
	// generation, a reach pass), not in the attack queries, which ask
	// about a few after each trial step.
	if (!m.has(mAttack) || m.has(mThreat)) && !board.MayBeHeld(g.p, u.Side, u.Square) {
		return true
	}
	return !auraHeld(g.p, u, g.dep) // V13-CHANC-PARALYSE, V13-JESTER-PRESENCE (aura.go)
}

// stepBudget is how many steps a unit's turn may hold (catalog Q2, Q11): 2
// for the Double Move, 4 for a knight's March (in the variants that have
// it: the 12x12 texts' knight makes a plain double move, V12A-DOUBLEMOVE),
// 1 + awards for a non-pawn with multimove awards, whichever is largest.
func stepBudget(v *board.Variant, u *board.Unit) int {
	if u.Status&board.StatusRest != 0 {
		return 1 // a resting unit that must move makes one step (V12A-DOUBLEMOVE-REST, rest12.go)
	}
	if (u.Type == board.King || u.Type == board.Queen) && v.Has(board.MechDoubleMoveNative) {
		return 1 // V12C-DOUBLEMOVE, V12C-QUEEN: kings and queens never double move (doublemove12c.go)
	}
	n := 2
	if u.Type == board.Knight && v.Has(board.MechKnightMarch) {
		n = 4
	}
	if multimoves(v, u) && 1+int(u.Awards) > n { // a pawn's in 8.0 (V8-PAWN-ACCEL, pawnaccel.go)
		n = 1 + int(u.Awards)
	}
	return n
}

// multimoves reports whether a unit's awards give it a multimove: a
// non-pawn's always, a pawn's only where the variant accelerates pawns by
// awards (in 13.0 a pawn earns none, and the type test keeps it so).
func multimoves(v *board.Variant, u *board.Unit) bool {
	return u.Awards > 0 && (u.Type != board.Pawn || v.Has(board.MechPawnAccelV8))
}

// turnMode names the budget a turn runs under after its first plain step.
func turnMode(v *board.Variant, u *board.Unit) board.TurnMode {
	switch {
	case multimoves(v, u):
		return board.TurnMulti
	case u.Type == board.Knight && v.Has(board.MechKnightMarch):
		return board.TurnMarch
	}
	return board.TurnDouble
}

// continuationMayCapture: inside a turn only a multimove may end with a
// capture, on any step up to 1 + awards (V13-MULTIMOVE), and a pawn's extra
// move after a capture on its first step (V13-PAWN-ACCEL); a Double Move and
// a March are plain steps only (V13-DOUBLEMOVE, V13-KNIGHT-MARCH), but for
// the knights and bishops of the 12x12 texts (V12A-DOUBLEMOVE-EXCEPT).
func continuationMayCapture(p *board.Position, u *board.Unit, t board.TurnState) bool {
	switch t.Mode {
	case board.TurnAccel:
		return t.Done == 1 // the extra move's first step (V13-PAWN-ACCEL, pawnaccel.go)
	case board.TurnDouble:
		return (u.Type == board.Knight || u.Type == board.Bishop) && p.Variant.Has(board.MechDoubleMoveCapture)
	}
	return t.Mode == board.TurnMulti && int(t.Done)+1 <= 1+int(u.Awards)
}

// add appends a step (attack queries keep only captures).
func (g genIn[M]) add(s Step) {
	m := bitsOf[M]()
	if m.has(mMoves) { // a generation: every step kept
		g.list = append(g.list, s)
		return
	}
	capture := s.IsCapture()
	if m.has(mThreat) {
		if capture {
			g.markThreat(s.To(), s.Pattern())
		}
		if !m.has(mReach) {
			return // a threat map alone keeps no steps
		}
	}
	if !capture {
		return
	}
	g.list = append(g.list, s)
	if m.has(mAimed) && g.dep == nil && !g.collect && s.To().File() == g.tx && s.To().Rank() == g.ty {
		g.aimHit = true
	}
}

// markThreat records, in a threat map, that sq could be captured on with
// pattern pat: 1 for a plain line, 2 for anything else (V13-SHELLSHOCK).
func (g *gen) markThreat(sq board.Square, pat Pattern) {
	w := 1
	if pat == PatDiag || pat == PatOrth {
		w = 0
	}
	g.tmap[w].Add(sq)
}

// kindOf is the kind for Kind Immunity: the queen's tokens are Queen kind.
func kindOf(t board.UnitType) board.UnitType {
	if t == board.QueenShadow || t == board.Illusion {
		return board.Queen
	}
	return t
}

// capturable reports whether a unit of type att may capture the body on sq
// (V13-CAPTURE with V13-KIND-IMMUNITY and V13-CLASS-IMMORTAL): an enemy body
// that is not a frog, not boxed and not of att's own kind unless att is a
// pawn or a king.
func (g genIn[M]) capturable(att board.UnitType, sq board.Square) bool {
	m := bitsOf[M]()
	if g.phantomAt(sq) {
		return true
	}
	pc := g.cells[sq].Piece
	if pc == board.NoPiece {
		return false
	}
	if pc.Side() == g.side {
		return m.has(mReach) // a protection pass: the friend counts as a target of any kind
	}
	if m.has(mThreat) && pc&^board.PieceBlack == board.Piece(board.Frog) {
		g.tmap[frogsReached].Add(sq) // what threatenedFrog asks: a phantom there would be taken
	}
	if g.kindAs != board.NoType {
		att = g.kindAs
	}
	if g.kingLike != nil && g.kingLike.Has(sq) {
		// A king stands there in the question asked (King's Exchange):
		// only a king's kind rule protects it, which in 8.0 binds the
		// enemy king too (V8-KIND).
		return g.kindAllows(board.King, att)
	}
	if pc&board.PieceBox != 0 {
		return false
	}
	if !m.has(mAttack) && g.prot != nil && g.prot.guarded[pc.Side()].Has(sq) {
		return false // V13-GUARDS: a guarded unit cannot be captured (it is still attacked)
	}
	if pc&board.PieceStack != 0 {
		return g.stackCapturable(att, sq)
	}
	vt := pc.Type()
	if vt == board.Frog || vt == board.Ship {
		return false // immortal (V13-CLASS-IMMORTAL, V8-CLASS-IMMORTAL: the 8.0 ship)
	}
	if vt == board.Templar && !m.has(mAttack) && !m.has(mReach) && shielded(g.p, sq, g.from) {
		return false // V13-TEMPLAR-SHIELD: it decides the capture, not the attack (Q7)
	}
	return g.kindAllows(vt, att)
}

// kindAllows is Kind Immunity (V13-KIND-IMMUNITY): a unit of type att may
// capture one of type victim unless they are of one kind, but for a pawn,
// and in 13.0 a king (V8-KIND: with no exceptions a king does not take a
// king either).
func (g *gen) kindAllows(victim, att board.UnitType) bool {
	return kindOf(victim) != kindOf(att) || att == board.Pawn || att == board.King && !g.p.Variant.Has(board.MechKindNoExceptions)
}

// stackCapturable: a fused stack is captured whole; the attacker may aim at
// any member (V13-FUSE-TARGETING), but a stack with a frog is immortal.
func (g *gen) stackCapturable(att board.UnitType, sq board.Square) bool {
	any := false
	for m := g.p.BodyAt(sq); m != 0; m = g.p.Unit(m).Member {
		t := g.p.Unit(m).Type
		if t == board.Frog {
			return false
		}
		if g.kindAllows(t, att) {
			any = true
		}
	}
	return any
}

// unitSteps generates the steps of the body on sq (captures only if capture).
func (g genIn[M]) unitSteps(sq board.Square, capture bool) {
	c := &g.cells[sq]
	u := g.p.Unit(c.Body)
	if !g.canActAs(u, c.Piece, bitsOf[M]()) {
		return
	}
	start := len(g.list)
	if bitsOf[M]().capturesOnly() && neverCaptures.Has(u.Type) {
		return // it never captures, not even with an empowering pattern (V13-CLASS-NOCAPTURE)
	}
	if c.Wall != 0 {
		g.wallWalk(sq) // an assassin on a wall (V13-WALL-ASSASSIN, wallclimb.go)
		return
	}
	g.beginUnit(sq, u)
	g.patterns(sq, u, u.Type, capture)
	if g.prot != nil {
		if t := g.prot.Empowerer(g.side, sq); t != board.NoType && u.Type != board.Ship { // V8-SHIP: never empowered
			if bitsOf[M]().has(mMoves) && nativeSecondStep(g.p) {
				return // V12C-DOUBLEMOVE: a double move's second step is native (doublemove12c.go)
			}
			g.empoweredSteps(sq, u, t, capture)
		} else if u.Empowerer != board.NoType {
			g.retainedSteps(sq, u) // V13-ASSASSIN-RETAIN (retain.go)
		}
		if u.Type == board.Jester {
			g.powerSteal(sq, u) // V13-JESTER-POWERSTEAL (powersteal.go)
		}
	}
	if u.Status&board.StatusPushed != 0 && !bitsOf[M]().has(mAttack) {
		// V12A-ROOK-PUSH's push paralysis: no capture of the rook that
		// pushed it (rookpush12.go).
		g.list = dropRookRecaptures(g.p, g.list, start)
	}
}

// beginUnit sets up generation for the unit u on sq: its square counts as
// vacated, and the landing rules of its own type hold, whatever pattern it
// uses.
func (g *gen) beginUnit(sq board.Square, u *board.Unit) {
	g.from, g.level = sq, g.cells[sq].Level
	g.king = u.Type == board.King
	switch u.Type {
	case board.Frog:
		g.avoid = board.FeatTomb // V13-FROG-LANDING
	case board.Illusion:
		g.avoid = board.FeatTomb | board.FeatTrap // V13-QUEEN-ILLUSION
	case board.King:
		g.avoid = 0
		if g.p.Variant.Has(board.MechDeathTraps) {
			g.avoid = board.FeatDeathTrap // V12C-QUEEN-DEATHTRAP: a king does not walk into a death trap (deathtrap12c.go)
		}
	default:
		g.avoid = 0
	}
}

// neverCaptures are the patterns without a capture: the frog's (immortal
// and harmless, V13-FROG-MOVE), the crossbowman's and the jester's
// (V13-XBOW-NOCAPTURE, V13-JESTER-NOCAPTURE), the Illusion's and the egg's
// (board.TypeInfo.Captures).
var neverCaptures = board.AllTypes &^ typesAnywhere(func(t *board.TypeInfo) bool { return t.Captures })

// patterns generates the steps of the unit u on sq with the native pattern
// of type t: its own type, or the type that empowers it.
func (g genIn[M]) patterns(sq board.Square, u *board.Unit, t board.UnitType, capture bool) {
	if !bitsOf[M]().has(mMoves) && neverCaptures.Has(t) {
		return // add would drop every step
	}
	switch t {
	case board.Pawn:
		if g.p.Variant.Has(board.MechPawnKingStep) {
			g.pawnSteps12(sq, capture) // V12A-PAWN-MOVE: as a chess king (pawn12.go)
			return
		}
		g.pawn(sq, u, capture)
	case board.Bishop:
		// V8-BISHOP: its lines capture nothing where it converts instead.
		g.diagLines(sq, board.Bishop, lineRange(g.p, u, u.CRRDiag, true), capture && !g.p.Variant.Has(board.MechBishopNoCapture))
		if !g.p.Variant.Has(board.MechChessPieceMoves) { // V12A-PIECE-MOVES: a chess bishop
			g.orthSteps(sq)
		}
	case board.Frog:
		g.leaps(sq, board.Frog, leapFrog, false)
		if !g.p.Variant.Has(board.MechFrogV8) { // V8-FROG: no Long Jump (frogv8.go)
			g.longJumps(sq)
		}
	case board.Knight:
		g.leaps(sq, board.Knight, leapKnight, capture)
		if !g.p.Variant.Has(board.MechChessPieceMoves) { // V12A-PIECE-MOVES: a chess knight
			g.diagForwardSteps(sq, u, capture)
		}
	case board.Nightrider:
		g.rides(sq, capture)
	case board.Crossbowman:
		g.orthLines(sq, board.Crossbowman, lineRange(g.p, u, 0, false), false)
		g.leaps(sq, board.Crossbowman, leapDiag2, false)
	case board.Cannon:
		if capture {
			g.cannonShots(sq, u)
		}
	case board.Assassin:
		g.leaps(sq, board.Assassin, leapKnight, capture)
		g.leaps(sq, board.Assassin, leapAssassin3, capture)
	case board.Dragon:
		g.diagLines(sq, board.Dragon, lineRange(g.p, u, u.CRRDiag, true), capture)
		g.leaps(sq, board.Dragon, leapKnight, capture)
		if !g.p.Variant.Has(board.MechChessPieceMoves) { // V12A-PIECE-MOVES: bishop or knight only
			g.leaps(sq, board.Dragon, leapOrth2, capture)
		}
	case board.Rook:
		start := len(g.list)
		g.orthLines(sq, board.Rook, lineRange(g.p, u, u.CRROrth, true), capture)
		if bitsOf[M]() == mMoves && u.Type == board.Rook && g.p.Variant.Has(board.MechRookPush12) && u.Side == g.p.SideToMove() {
			g.rookPushes(sq, start) // V12A-ROOK-PUSH (rookpush12.go)
		}
	case board.Queen, board.QueenShadow:
		g.orthLines(sq, t, lineRange(g.p, u, u.CRROrth, true), capture)
		g.diagLines(sq, t, lineRange(g.p, u, u.CRRDiag, true), capture)
		g.leaps(sq, t, leapKnight, capture)
	case board.Illusion:
		g.orthLines(sq, board.Illusion, lineRange(g.p, u, 0, false), false)
		g.diagLines(sq, board.Illusion, lineRange(g.p, u, 0, false), false)
		g.leaps(sq, board.Illusion, leapKnight, false)
	case board.King:
		if g.p.Variant.Has(board.MechImmobileKing) {
			return // V12B-KING: no move or capture of its own (immobileking.go)
		}
		g.kingSteps(sq, board.King, capture)
	case board.Jester:
		if g.p.Variant.Has(board.MechChessPieceMoves) {
			g.leaps(sq, board.Jester, leapKnight, false) // V12A-PIECE-MOVES: "jester: as knight", taking nothing
			return
		}
		g.jesterLeaps(sq)
	case board.Chancellor:
		g.kingSteps(sq, board.Chancellor, capture)
		g.leaps(sq, board.Chancellor, leapZebra, capture)
	case board.Templar:
		g.orthLines(sq, board.Templar, lineRange(g.p, u, u.CRROrth, true), capture)
		g.templarDiagonals(sq, capture) // 8.0 leaps (V8-TEMPLAR, templar8.go)
	case board.Lancer:
		g.lancerSteps(sq, u, capture) // V8-LANCER (lancer.go)
	case board.Ram:
		g.ramSteps(sq) // V8-RAM (ram.go)
	case board.Ballista:
		g.ballistaLeaps(sq) // V8-BALLISTA (ballista.go)
	case board.Onager:
		g.onagerSteps(sq, u) // V8-ONAGER (onager.go)
	case board.Ship:
		g.shipSteps(sq, u) // V8-SHIP (ship.go)
	}
}

// empoweredSteps adds the steps the unit on sq gains from its empowerer's
// type t (V13-EMPOWER), marked as empowered, leaving out those that do
// exactly what one of its own steps does (same squares, kind and walked
// path: a queen's rook lines, a knight leap and a one-jump ride).
func (g genIn[M]) empoweredSteps(sq board.Square, u *board.Unit, t board.UnitType, capture bool) {
	start := len(g.list)
	for start > 0 && g.list[start-1].From() == sq {
		start--
	}
	own := len(g.list)
	// The own steps by where they end, so that an empowered step is
	// compared only with the own steps ending where it ends (a unit has
	// dozens of steps; comparing each empowered step with all of them was a
	// twentieth of a whole generation). A unit with more steps than the
	// index holds is compared with all of them.
	var last [board.NumSquares]uint16 // 1 + the index (from start) of the last own step ending there; 0: none
	var prev [ownIndexed]uint16       // per own step: 1 + the index of the one before it ending on its square
	indexed := own-start <= ownIndexed
	if indexed {
		for i, st := range g.list[start:own] {
			to := st.To()
			prev[i] = last[to]
			last[to] = uint16(i + 1)
		}
	}
	g.kindAs = u.Type // Kind Immunity is the unit's own, whatever pattern it uses
	// A unit that never captures gains the movement only (V13-CLASS-NOCAPTURE).
	g.patterns(sq, u, t, capture && !neverCaptures.Has(u.Type))
	g.lentLines12(sq, u, t, capture && !neverCaptures.Has(u.Type)) // its own lines switching to t's moves (V12A-MIDBOUNCE)
	g.kindAs = board.NoType
	n := own
	var w sameWalk
	for _, st := range g.list[own:] {
		same := false
		if indexed {
			w.reset(st)
			for j := last[st.To()]; j != 0 && !same; j = prev[j-1] {
				same = w.same(g.p, g.list[start+int(j)-1])
			}
		} else {
			same = sameAsOne(g.p, st, g.list[start:own])
		}
		if !same {
			g.list[n] = st | bitEmp
			n++
		}
	}
	g.list = g.list[:n]
}

// ownIndexed is the number of a unit's own steps empoweredSteps indexes by
// destination.
const ownIndexed = 256

// sameAsOne reports whether step st does what one of the steps does.
func sameAsOne(p *board.Position, st Step, steps []Step) bool {
	var w sameWalk
	w.reset(st)
	for _, o := range steps {
		if w.same(p, o) {
			return true
		}
	}
	return false
}

// sameWalk compares steps with st: the same destination, kind and
// promotion, walking the same squares. It finds st's path once, when the
// first comparison needs it, and keeps it in b (a length, not a slice into
// b, so that the struct holds no pointer to itself and stays off the heap).
type sameWalk struct {
	st   Step
	n    int // the length of st's path in b; -1: not found yet
	a, b [2 * maxPathLen]board.Square
}

func (w *sameWalk) reset(st Step) { w.st, w.n = st, -1 }

func (w *sameWalk) same(p *board.Position, o Step) bool {
	const key = Step(maskSquare) | Step(maskSquare)<<shiftTo | Step(maskKind)<<shiftKind | Step(maskPromoTy)<<shiftPromo
	if o == w.st {
		return true
	}
	if o&key != w.st&key {
		return false
	}
	// Two steps of one pattern differing only in bitAnyDir may walk alike:
	// a queen's line and a rook's, turned the same way by a Distract.
	if (o^w.st)&bitAnyDir == 0 && walksDiffer(o.Pattern(), w.st.Pattern()) {
		return false
	}
	if w.n < 0 {
		w.n = len(stepPath(p, w.st, w.b[:0])) // a path has at most maxPathLen squares: it fits
	}
	return slices.Equal(stepPath(p, o, w.a[:0]), w.b[:w.n])
}

// walksDiffer reports two patterns whose steps from one square to another
// never walk the same path, so that sameWalk need not replay them: two
// different steps of one pattern (a line's direction, length and turns fix
// its path), and two of the walking patterns (lines, rides, slides) whose
// first squares lie in different directions (a diagonal or orthogonal
// neighbour, a knight's jump) or whose one-square forms end on different
// squares. A slide and a diagonal line may walk alike, and so may
// anything with a step, a leap or a teleport, which walk no squares.
func walksDiffer(a, b Pattern) bool {
	if a == b {
		return true
	}
	walking := func(p Pattern) bool { return p == PatDiag || p == PatOrth || p == PatRide || p == PatSlide }
	if !walking(a) || !walking(b) {
		return false
	}
	return !(a == PatSlide && b == PatDiag || a == PatDiag && b == PatSlide)
}

// lineRange is a line's range in squares (V13-RANGE-BASE, V13-CRR,
// V13-RANGE-EXT, V13-SHELLSHOCK): 16, plus one square per 20 idle turns for
// CRR units, minus the capture reduction of that direction class, minus the
// shellshock penalty; never below 3.
//
// The base and the floor are the variant's: 16 and 3 in 13.0 and 8.0, 12
// and 2 in the 12x12 texts (V12A-CRR, V12A-BOUNCE: 12 squares of combined
// path), which have no Range Extension (their idle counts stay 0) and no
// shellshock. It stays small enough to inline (go build -gcflags=-m=2):
// the attack test asks it for every line attacker.
func lineRange(p *board.Position, u *board.Unit, crr uint8, crrUnit bool) int {
	r := p.Variant.LineRange - int(u.Shellshock)
	if crrUnit {
		r += int(p.IdleOf(u))/20 - int(crr)
	}
	return min(max(r, p.Variant.MinLineRange), maxPathLen)
}

// unshockedRange is a CRR unit's line range without its shellshock: the
// range a capture's loss is counted on (V13-CRR), since shellshock lasts
// one move only (V13-SHELLSHOCK-LIMITS) and must not shrink a lasting loss.
func unshockedRange(p *board.Position, u *board.Unit, crr uint8) int {
	return board.LineRange(p.IdleOf(u), crr)
}
