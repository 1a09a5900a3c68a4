package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Protection, Empower and Guards (catalog Q7, V13-EMPOWER, V13-GUARDS).
//
// A unit is protected by every friendly unit that could capture on its
// square if an enemy stood there (Kind Immunity ignored); it is threatened
// if an enemy unit could capture it. Both are judged with native patterns
// only: empowerment is computed from them in one pass and does not feed
// back (Q7: "a fixpoint of one pass"). Then, for each side:
//
//   - a unit other than a king whose non-pawn protectors (kings included)
//     number two or more, none of them threatened, is guarded: it cannot be
//     captured (it still captures, and it is still attacked for check and
//     threat purposes);
//   - a non-king, non-pawn unit that is not guarded and has exactly one
//     qualifying protector (not a king, not a pawn, not a queen's token,
//     not threatened) is empowered: it also moves and captures with that
//     protector's native pattern.
//
// The state is computed once per ply, at the start of the turn, and holds
// for every step of the turn (Q7: "compute empowerment from the previous
// end-of-ply state ... cache once per ply"; the V13-EMPOWER row's "re-check
// at the start of each step" is read as each turn's first step): for the
// mover's empowered steps, for the guards it may not capture, and for the
// enemy's empowered attacks in the legality test of every step. Inside a
// turn only the actor has moved, by plain steps (anything else ends the
// turn), so the turn's start is the current position with the actor back on
// the turn's From square: the state stays a function of the position. A
// 12A rook's push moves enemy units too without ending the turn: they go
// back as well, found by their push flags (unpushTurnStart, rookpush12.go;
// a wall square it destroyed is not rebuilt, which copy-make's count
// carries from the turn's start, copier.startState). The
// one exception, a pawn's extra move after a capture (V13-PAWN-ACCEL),
// starts afresh after the capture: its From is the capture's square, and
// its state is that of the position right after the capture (the V13-EMPOWER
// row's re-check at the start of each step).

// Protection is the empowerment and guard state of one position.
type Protection struct {
	guarded   [2]board.SquareSet
	empowered [2]board.SquareSet
	empType   [board.NumSquares]board.UnitType // the empowering type, on empowered squares
	reach     [2]threatMap                     // per side: where it could capture
	capturers [2]board.SquareSet               // per side: its units that could capture an enemy unit (guards aside)
	tombZone  board.SquareSet                  // the 3x3 of every active tomb (shellshock weight 3)
	mover     board.Side                       // the side to move, whose shellshock the maps weigh
	siegeSeen board.SquareSet                  // squares whose besieged answer is known (rooksiege.go)
	siegeHit  board.SquareSet                  // those of them besieged
	retainAt  board.SquareSet                  // the assassins noteEmpowered found here, once retainOK
	nightSeen board.SquareSet                  // squares whose knightmaredAt answer is known (knightmare.go)
	nightHit  board.SquareSet                  // those of them held
	lends     jesterLends                      // 12C: the jesters' lenders of a double move (jesterdouble12c.go)
	retainOK  bool
	valid     bool
	key       uint64 // the hash of the position it was computed for
}

// Reaches reports whether a unit of side could capture on sq, with native
// and empowered patterns as the turn began (Q7). For an empty square the
// maps ask whether a capture pattern can enter it; the single-square attack
// test (Attacked) also lets the hypothetical unit there deflect a bouncing
// diagonal line, which the maps do not. Tomb rot and shellshock read the
// maps.
func (pr *Protection) Reaches(side board.Side, sq board.Square) bool {
	r := &pr.reach[side&1]
	return r[0].Has(sq) || r[1].Has(sq)
}

// attackedEmpty answers the attack test of an empty square sq (no piece,
// no wall) by side from the maps, for the position the state was computed
// for at a turn's start: the maps hold what the test would find
// (TestReachMatchesAttacked) but for one thing, the hypothetical unit on sq
// turning a diagonal line that bounces beside it, so known is false on the
// squares where one of side's diagonal lines bounced (bounceSides).
func (pr *Protection) attackedEmpty(side board.Side, sq board.Square) (hit, known bool) {
	r := &pr.reach[side&1]
	if r[bounceSides].Has(sq) {
		return false, false
	}
	return r[0].Has(sq) || r[1].Has(sq), true
}

// frogThreatened answers threatenedFrog from the maps, for the position the
// state was computed for at a turn's start: whether the enemy of side could
// capture on sq, side's frog's square, were a mortal unit there.
func (pr *Protection) frogThreatened(side board.Side, sq board.Square) bool {
	return pr.reach[side.Other()&1][frogsReached].Has(sq)
}

// threatMap is where a side could capture, by shellshock weight
// (V13-SHELLSHOCK): [1] the squares it reaches with anything but a plain
// line, [0] those a diagonal or orthogonal line reaches. The others are
// no reach maps but what the attack questions of the special moves need
// to be answered from the maps (attackedEmpty, frogThreatened).
type threatMap [4]board.SquareSet

const (
	// bounceSides: the side squares its diagonal lines bounced beside (the
	// two squares reflectDiag looks at), the only empty squares whose
	// attack test may answer otherwise than the reach maps do.
	bounceSides = 2
	// frogsReached: the enemy frogs (lone bodies) one of its capture
	// patterns reaches, which it would capture were they mortal.
	frogsReached = 3
)

// Shock is the shellshock weight of sq for the side to move (V13-SHELLSHOCK
// rulings): 3 on the 3x3 of an active tomb, else 2 where the enemy could
// capture with anything but a plain line, 1 where only its lines reach, 0
// where nothing does; judged, like every attack question of the turn, on
// the board as the turn begins (Q7).
func (pr *Protection) Shock(sq board.Square) uint8 {
	r := &pr.reach[pr.mover.Other()&1]
	switch {
	case pr.tombZone.Has(sq):
		return 3
	case r[1].Has(sq):
		return 2
	case r[0].Has(sq):
		return 1
	}
	return 0
}

// ReachesEnemy reports whether side could capture some enemy unit, natively
// or with an empowered pattern (guards aside): when it cannot, a turn that
// begins now has no capture.
func (pr *Protection) ReachesEnemy(p *board.Position, side board.Side) bool {
	r := &pr.reach[side&1]
	enemies := p.SideBodies(side.Other())
	return r[0].Intersects(&enemies) || r[1].Intersects(&enemies)
}

// Guarded reports a unit of side on sq that cannot be captured.
func (pr *Protection) Guarded(side board.Side, sq board.Square) bool {
	return pr.guarded[side&1].Has(sq)
}

// Empowerer is the type whose pattern the unit of side on sq gains, or
// NoType.
func (pr *Protection) Empowerer(side board.Side, sq board.Square) board.UnitType {
	if pr.empowered[side&1].Has(sq) {
		return pr.empType[sq]
	}
	return board.NoType
}

// protScratch is the reusable working space of computeProtection.
type protScratch struct {
	steps      []Step                         // generation buffer (empowered patterns)
	reachSteps [2][]Step                      // the same per side (native patterns)
	dirty      []board.UnitID                 // entries taken out of the sum in this pass
	unqual     [board.NumSquares]uint16       // tally: the threatened qualifying protectors of each square
	unqualXor  [board.NumSquares]board.UnitID // and their ids xored
	cache      reachCache                     // each unit's part of the last reach passes
	startCache reachCache                     // the same for the turn starts rebuilt from inside a turn
	cur        *reachCache                    // the one this pass uses
	recomputed int                            // unit parts computed afresh (for tests)
	start      *board.Position                // a turn's start, rebuilt from a position inside it
}

// computeProtection fills pr for position p (for a position inside a turn,
// that of the turn's start).
func computeProtection(p *board.Position, pr *Protection, sc *protScratch) {
	key := p.Hash()
	sc.cur = &sc.cache
	if t := p.Turn(); t.Actor != 0 {
		// A copy with its own cache, so that the position's change
		// record keeps a single reader (board.TakeChanges).
		sc.cur = &sc.startCache
		if sc.start == nil {
			sc.start = board.New()
		}
		start := sc.start
		start.CopyFrom(p)
		if p.Variant.Has(board.MechRookPush12) {
			unpushTurnStart(start, t.Actor) // the units a push moved go back too (rookpush12.go)
		}
		if u := start.Unit(t.Actor); u.Loc == board.LocBody && u.Square != t.From {
			_ = start.MoveBody(u.Square, t.From) // an error leaves the actor where it is
		}
		_ = start.SetTurn(board.TurnState{}) // an empty turn state is always accepted
		start.ClearTrail()
		p = start
	}
	*pr = Protection{valid: true, key: key}
	changed := sc.cur.update(p)
	sc.nativeReach(p, &changed)
	sum := &sc.cur.sum
	pr.reach, pr.capturers = sum.reach, sum.capturers
	for side := board.White; side <= board.Black; side++ {
		sc.tally(p, pr, side)
	}
	for side := board.White; side <= board.Black; side++ {
		sc.empoweredReach(p, pr, side, &changed)
	}
	sc.threatMap(p, pr)
	if p.Variant.Has(board.MechJesterBorrowedDouble) {
		sc.noteLends(p, pr) // V12C-JESTER (jesterdouble12c.go)
	}
}

// tally decides which of side's units are guarded and which empowered,
// from the protector counts of the sum (reachSum) and the protectors the
// enemy threatens: a unit is guarded with two protectors or more (kings
// included) and none of them threatened; it is empowered when exactly one
// qualifying protector (neither king nor queen's token) is not threatened,
// and that protector's type is the pattern it gains. The counts include
// the threatened protectors, usually few, which are taken out here.
func (sc *protScratch) tally(p *board.Position, pr *Protection, side board.Side) {
	sum, units, cells := &sc.cur.sum, sc.cur.units, p.Cells()
	threatened := sum.protectors[side].And(&sum.threats[side])
	if p.Variant.Has(board.MechThreatenedProtectorsCount) {
		threatened = board.SquareSet{} // V8-EMPOWER-GUARDS: every protector counts
	}
	var shaken, adjusted board.SquareSet // adjusted: the squares a threatened qualifying protector protects
	for w, word := range threatened {
		for ; word != 0; word &= word - 1 {
			id := cells[w*64+bits.TrailingZeros64(word)].Body
			e := &units[id]
			shaken.Union(&e.protects)
			if e.typ == board.King || e.typ == board.QueenShadow {
				continue
			}
			adjusted.Union(&e.protects)
			for v, word := range e.protects {
				for ; word != 0; word &= word - 1 {
					sq := v*64 + bits.TrailingZeros64(word)
					sc.unqual[sq]++
					sc.unqualXor[sq] ^= id
				}
			}
		}
	}
	kings := p.BodySquares(side, board.King)
	var emp board.SquareSet
	twice, qualOne := &sum.twice[side], &sum.qualOne[side]
	for w := range emp {
		pr.guarded[side][w] = twice[w] &^ shaken[w] &^ kings[w]
		emp[w] = qualOne[w] &^ adjusted[w]
	}
	qualCounts, qualXor := &sum.qualCounts[side], &sum.qualXor[side]
	for w, word := range adjusted {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if qualCounts[sq]-sc.unqual[sq] == 1 {
				emp.Add(sq)
			}
		}
	}
	for w := range emp {
		emp[w] &^= pr.guarded[side][w] | kings[w]
	}
	// The one qualifying protector left gives its type.
	for w, word := range emp {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if empowerable(cells[sq].Piece.Type()) {
				pr.empowered[side].Add(sq)
				pr.empType[sq] = units[qualXor[sq]^sc.unqualXor[sq]].typ
			}
		}
	}
	for w, word := range adjusted {
		for ; word != 0; word &= word - 1 {
			sq := w*64 + bits.TrailingZeros64(word)
			sc.unqual[sq], sc.unqualXor[sq] = 0, 0
		}
	}
	sc.tower(p, pr, side) // V13-ROOK-TOWER (tower.go)
}

// empoweredReach adds to side's reach map what its empowered units reach
// with the patterns they gained, each unit's part cached as in reach.
func (sc *protScratch) empoweredReach(p *board.Position, pr *Protection, side board.Side, changed *board.SquareSet) {
	if pr.empowered[side].Empty() {
		return
	}
	g := newGen(p, side, sc.steps[:0])
	r := in[modeThreats](&g)
	cells := p.Cells()
	enemies := p.SideBodies(side.Other())
	units := sc.cur.empFor(p)
	for i, word := range pr.empowered[side] {
		for ; word != 0; word &= word - 1 {
			from := board.Square(i*64 + bits.TrailingZeros64(word))
			e := &units[cells[from].Body]
			sig, t := sc.cur.sigOf(p, e, cells[from].Body, from, changed), pr.empType[from]
			if !e.fresh(sc.cur, sig, t, changed) {
				sc.renew(e, &g, sig, t, from)
				u := p.Unit(cells[from].Body)
				// Paralyzed, a unit that never captures (V13-CLASS-NOCAPTURE) or an
				// assassin on a wall (V13-WALL-ASSASSIN): it attacks nothing.
				if g.canActAs(u, cells[from].Piece, bitsOf[modeThreats]()) && !neverCaptures.Has(u.Type) && cells[from].Wall == 0 {
					g.beginUnit(from, u)
					g.kindAs = u.Type
					r.patterns(from, u, t, true)
					r.lentLines12(from, u, t, true) // V12A-MIDBOUNCE (midbounce12.go)
					g.kindAs = board.NoType
				}
			}
			sc.use(e, &pr.reach[side])
			if e.marks[0].Intersects(&enemies) || e.marks[1].Intersects(&enemies) {
				pr.capturers[side].Add(from)
			}
		}
	}
	sc.steps = g.list
}

// threatMap records what Shock needs: the side to move and the active
// tombs.
func (sc *protScratch) threatMap(p *board.Position, pr *Protection) {
	pr.mover = p.SideToMove()
	pr.tombZone = p.TombSquares(board.TombActive).Around()
}

// empowerable reports the types that can gain a pattern: not kings or
// pawns (V13-EMPOWER), not eggs or the queen's tokens.
func empowerable(t board.UnitType) bool {
	switch t {
	case board.King, board.Pawn, board.Egg, board.QueenShadow, board.Illusion:
		return false
	}
	return true
}

// renew empties e for the unit on from, computed afresh now, and points
// g's recording (squares read, reach-map marks) at it.
func (sc *protScratch) renew(e *reachEntry, g *gen, sig reachSig, emp board.UnitType, from board.Square) {
	*e = reachEntry{ok: true, sig: sig, emp: emp}
	e.dep.Add(from)
	g.dep, g.tmap = &e.dep, &e.marks
	g.list = g.list[:0]
	sc.recomputed++
}

// use counts e as used by this pass and adds its marks to the side's reach
// map r.
func (sc *protScratch) use(e *reachEntry, r *threatMap) {
	e.epoch = sc.cur.epoch
	r[0].Union(&e.marks[0])
	r[1].Union(&e.marks[1])
	r[bounceSides].Union(&e.marks[bounceSides])
	r[frogsReached].Union(&e.marks[frogsReached])
}

// reachCache keeps each unit's part of the last reach passes, by unit id,
// with the square summaries of the position the last pass ran on. A pass
// recomputes a unit only if the unit changed (its reachSig), a square its
// generation read changed (its dep meets the squares whose summaries
// differ), or it is not in the sum of native parts (reachSum: it arrived
// since); an empowered part, only if one of those holds or the last pass
// did not use it.
type reachCache struct {
	valid    bool
	epoch    uint32 // counts the passes
	sums     [board.NumSquares]uint64
	stacks   board.SquareSet // squares holding a fused stack at the last look
	pos      *board.Position // the position of the last pass, and
	seq      uint64          // the TakeChanges count it got then
	written  board.UnitSet   // the units written since the last pass
	sink     *board.Changes  // if set, gathers what each pass takes (Game.snapshot)
	allUnits bool            // or any unit may have been
	auraZone board.SquareSet // the units whose aura status may have changed since the last pass
	marked   int             // passes that summarized only the marked squares (for tests)
	units    []reachEntry    // native patterns
	emp      []reachEntry    // empowered patterns
	sum      reachSum        // the native entries' sum (reachsum.go)
}

// reachEntry is one unit's part of a reach pass.
type reachEntry struct {
	ok    bool
	epoch uint32 // the pass that last used it (empowered entries)
	sig   reachSig
	emp   board.UnitType  // the empowering type (empowered entries)
	dep   board.SquareSet // every square whose contents the generation read
	hits  board.SquareSet // the occupied squares it could capture on
	marks threatMap       // what it adds to the side's reach map

	// Native entries in the cache's sum (reachSum):
	in       bool            // it is in the sum, as the unit of side on from
	side     board.Side      //
	from     board.Square    //
	typ      board.UnitType  // the unit's type when it was added
	member   int32           // its index in the sum's members
	thr      board.SquareSet // the enemy bodies it threatened when added
	protects board.SquareSet // the friends it protected when added (none for a pawn)
}

// fresh reports whether an entry still holds for a unit with signature sig
// (and empowering type emp): the last pass used it, so it was checked
// against the position that pass ran on, and neither the unit nor any
// square it read has changed since. An entry the last pass skipped (its
// unit was off the board or not empowered) may have missed a change.
func (e *reachEntry) fresh(c *reachCache, sig reachSig, emp board.UnitType, changed *board.SquareSet) bool {
	return e.ok && e.epoch+1 == c.epoch && e.sig == sig && e.emp == emp && !e.dep.Intersects(changed)
}

// reachSig is what a unit's native captures depend on besides the squares
// they look at, packed in 64 bits: where it stands, its piece (type, side,
// stack and box bits), facing and status, whether it can act, and the
// inputs of its line range (capture reductions, shellshock, idle turns in
// twenties).
type reachSig uint64

func reachSigOf(p *board.Position, sq board.Square) reachSig {
	c := p.Cell(sq)
	u := p.Unit(c.Body)
	sig := uint64(sq) | uint64(c.Piece)<<8 | uint64(u.Facing&7)<<16 | uint64(u.Status)<<19 |
		uint64(u.CRRDiag)<<27 | uint64(u.CRROrth)<<35 | uint64(u.Shellshock)<<43 | uint64(p.IdleOf(u)/20)<<51
	if u.Paralyzed() || u.Syzygy != 0 || u.Bind != 0 || (c.Piece != board.NoPiece && board.MayBeHeld(p, u.Side, u.Square) && auraHeld(p, u, nil)) { // canAct's answer
		sig |= 1 << 63
	} else if c.Piece.Type() == board.Pawn && c.Piece&(board.PieceStack|board.PieceBox) == 0 && knightmared(p, u, nil) && knightmareHoldsMoves(p) {
		sig |= 1 << 63 // it captures nothing (V13-KNIGHT-KNIGHTMARE), as if it could not act
	} else if c.Piece.Type() == board.Cannon && !cannonArmed(p, u) {
		sig |= 1 << 63 // no ammunition: it captures nothing (V8-CANNON, cannonammo.go)
	}
	return reachSig(sig)
}

// volatileSquare marks a square summary that never compares equal: a fused
// stack, whose members the summary does not show.
const volatileSquare = ^uint64(0)

// update returns the squares whose summary (body, piece, wall or not,
// level, features, tomb state) differs from the last pass's, keeps the new
// summaries and starts a new pass. It asks p which squares and units were
// written since the last pass (board.TakeChanges) and summarizes only those
// squares; when it cannot tell (another position, another reader, a copy,
// the first pass) it summarizes every square and every unit counts as
// changed.
func (c *reachCache) update(p *board.Position) board.SquareSet {
	var changed board.SquareSet
	ch, seq := p.TakeChanges()
	if c.sink != nil {
		c.sink.Merge(&ch, p.NumUnitSlots())
	}
	whole := !c.valid || c.pos != p || seq != c.seq+1 || ch.All
	c.pos, c.seq = p, seq
	c.written = ch.Units
	c.allUnits = whole
	visit := ch.Squares
	if whole {
		for w := range visit {
			visit[w] = ^uint64(0) // every square
		}
	} else {
		c.marked++
	}
	for w, word := range visit {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			v := summary(p, sq)
			if !c.valid || v != c.sums[sq] || v == volatileSquare {
				changed.Add(sq)
				c.sums[sq] = v
			}
			if v == volatileSquare {
				c.stacks.Add(sq)
			} else {
				c.stacks.Remove(sq)
			}
		}
	}
	changed.Union(&c.stacks) // a stack's members are not in its summary
	if !whole {
		// Units near a source of an aura that came, went or changed may
		// have changed whether they can act (aura.go).
		c.auraZone = auraZone(p, &changed, &c.written)
	}
	c.valid = true
	c.epoch++
	return changed
}

// summary packs what a square shows the reach passes (with a Distract's
// direction).
func summary(p *board.Position, sq board.Square) uint64 {
	cl := p.Cells()[sq]
	v := uint64(cl.Body) | uint64(cl.Piece)<<16 | uint64(uint8(cl.Level))<<24 | uint64(cl.Features)<<32
	if cl.Wall != 0 {
		v |= 1 << 40
	}
	if cl.Features&board.FeatTomb != 0 {
		t, _ := p.TombAt(sq)
		v |= uint64(t.State) << 48
	}
	if cl.Features&board.FeatDistract != 0 {
		d, _ := distractDir(p, sq) // a Distract turned in place turns the lines through it
		v |= uint64(d) << 41
	}
	if cl.Piece&board.PieceStack != 0 {
		v = volatileSquare
	}
	return v
}

// sigOf is the unit on from's signature for this pass: computed when the
// unit or its square may have changed, else the one its entry holds.
func (c *reachCache) sigOf(p *board.Position, e *reachEntry, id board.UnitID, from board.Square, changed *board.SquareSet) reachSig {
	if c.allUnits || !e.ok || c.written.Has(id) || changed.Has(from) || c.auraZone.Has(from) {
		return reachSigOf(p, from)
	}
	return e.sig
}

// unitsFor returns the native entries, grown to p's unit slots.
func (c *reachCache) unitsFor(p *board.Position) []reachEntry {
	for len(c.units) < p.NumUnitSlots() {
		c.units = append(c.units, reachEntry{})
	}
	return c.units
}

// empFor returns the empowered entries, grown to p's unit slots.
func (c *reachCache) empFor(p *board.Position) []reachEntry {
	for len(c.emp) < p.NumUnitSlots() {
		c.emp = append(c.emp, reachEntry{})
	}
	return c.emp
}

// RememberProtection makes the game keep the protection states of up to
// entries positions (rounded down to a power of two; 0 for none) in a table
// by hash, besides the one per undo depth. A search meets positions again
// (each iteration of iterative deepening, re-searches, transpositions), and
// a state costs as much as generating a few hundred steps to compute and
// 624 bytes to keep.
func (g *Game) RememberProtection(entries int) {
	if entries <= 0 {
		g.protTable = nil
		return
	}
	g.protTable = make([]Protection, 1<<(bits.Len(uint(entries))-1))
}

// protection returns the protection state of the game's current position:
// inside a turn, that of the turn's start, which Make computed when the
// turn's first step was made; at a turn's start, computed once per position
// (one slot per undo depth, checked against the position's hash, which
// covers every piece of state, and a table by hash of the states computed
// last).
func (g *Game) protection() *Protection {
	d := len(g.undo)
	for len(g.prot) <= d {
		g.prot = append(g.prot, new(Protection))
	}
	if t := g.Pos.Turn(); t.Actor != 0 && t.Mode != board.TurnAccel {
		for i := d - 1; i >= 0; i-- {
			if g.undo[i].turn.Actor == 0 {
				return g.undo[i].prot // the step that began this turn
			}
		}
	}
	pr := g.prot[d]
	key := g.Pos.Hash()
	switch {
	case pr.valid && pr.key == key:
	case len(g.protTable) == 0:
		computeProtection(g.Pos, pr, &g.protSc)
	default:
		// A copy, not a pointer into the table: a deeper position may
		// take the table's slot while this depth still uses its state.
		slot := &g.protTable[key&uint64(len(g.protTable)-1)]
		if slot.valid && slot.key == key {
			*pr = *slot
			g.protHits++
		} else {
			computeProtection(g.Pos, pr, &g.protSc)
			*slot = *pr
		}
	}
	return pr
}

// Generator generates steps with reusable protection state, for callers
// without a Game (the evaluation's mobility count, tools).
type Generator struct {
	pr      Protection
	sc      protScratch
	specGen gen // the special moves' generator (specialMoves)
}

// Forget drops the cached protection state, so the next call computes it
// again (for benchmarks).
func (gn *Generator) Forget() {
	gn.pr.valid, gn.sc.cache.valid, gn.sc.startCache.valid = false, false, false
}

// Generate is the package Generate without its allocation.
func (gn *Generator) Generate(p *board.Position, list []Step) []Step {
	if !gn.pr.valid || gn.pr.key != p.Hash() {
		computeProtection(p, &gn.pr, &gn.sc)
	}
	return generate(p, list, &gn.pr, &gn.specGen)
}
