package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The attack test of catalog Q7, made fast for legality: fixed patterns
// (leaps, steps, pawn and knight diagonals, the nightrider's rides, cannon
// shots) are looked up backwards from the target square; only the units with
// bouncing lines are walked forwards, and only when the target is within
// their range (and, for diagonal lines, on their colour). It must agree with
// attackedByGeneration, which generates every capture; a test checks that.

// leapAttackers lists, per leap set, the unit types that capture with it.
var leapAttackers = [numLeapSets][]board.UnitType{
	leapKnight:    {board.Knight, board.Queen, board.QueenShadow, board.Dragon, board.Assassin},
	leapAssassin3: {board.Assassin},
	leapZebra:     {board.Chancellor},
	leapKing:      {board.King, board.Chancellor},
	leapOrth2:     {board.Dragon},
}

// lineAttackers are the types whose captures walk bouncing lines or slides,
// and the 8.0 Lancer, whose captures walk its diagonal path (lancer.go):
// each unit of them is walked forwards by lineAttack, a group of its own.
var lineAttackers = [...]board.UnitType{board.Rook, board.Queen, board.QueenShadow, board.Bishop, board.Dragon, board.Templar, board.Lancer}

// lineAttackersIn is the list per variant, which every walk of the line
// attackers reads (the attack test, the partial trials' movedAttack): the
// 8.0 bishop's lines capture nothing (V8-BISHOP), so it is left out there,
// and the Lancer is in only where the roster has it, so that 13.0's attack
// test does not walk an empty set of lancers.
var lineAttackersIn = func() (l [board.MaxVariants][]board.UnitType) {
	for _, v := range board.Variants() {
		for _, t := range lineAttackers {
			switch {
			case t == board.Bishop && v.Has(board.MechBishopNoCapture):
			case t == board.Lancer && !v.Roster.Has(board.Lancer):
			default:
				l[v.Index] = append(l[v.Index], t)
			}
		}
	}
	return l
}()

// attacker returns the unit on sq if it is a unit of g.side that can act and
// whose type is t (stacks and boxes never attack: canAct refuses them).
func (g *gen) attacker(sq board.Square, t board.UnitType) bool {
	c := &g.cells[sq]
	if c.Piece.Type() != t || c.Piece.Side() != g.side || c.Piece&(board.PieceStack|board.PieceBox) != 0 || c.Wall != 0 {
		return false // an assassin on a wall attacks nothing (V13-WALL-ASSASSIN)
	}
	u := g.p.Unit(c.Body)
	if t == board.Pawn && knightmared(g.p, u, g.dep) && knightmareHoldsMoves(g.p) {
		return false // it captures nothing (V13-KNIGHT-KNIGHTMARE)
	}
	return g.canActAs(u, c.Piece, mAttack)
}

// fastAttacked reports whether side by attacks sq (see Attacked), with the
// empowered patterns of prot (nil: native patterns only). buf is scratch
// space for the forward line walks; the grown buffer is returned.
func fastAttacked(p *board.Position, by board.Side, sq board.Square, buf []Step, prot *Protection) (bool, []Step) {
	g := newGen(p, by, buf[:0])
	g.prot = prot
	hit := in[modeAimed](&g).attacks(sq)
	return hit, g.list
}

// attackedWithDeps is fastAttacked that also records in dep every square
// whose contents (unit or wall) the answer depends on. If it answers false,
// a change that touches no square of dep leaves the answer false: leaps and
// pawn or knight diagonals do not depend on what stands between, and every
// square a line, ride or shot looked at is in dep.
func attackedWithDeps(p *board.Position, by board.Side, sq board.Square, buf []Step, dep *board.SquareSet, prot *Protection) (bool, []Step) {
	g := newGen(p, by, buf[:0])
	g.dep = dep
	g.prot = prot
	hit := in[modeAimed](&g).attacks(sq)
	return hit, g.list
}

// attacks is the attack test of sq for the mechanics (Spawn's frogs, the
// jester's Power Steal, the partial trials): an aimed attack query.
func (g *gen) attacks(sq board.Square) bool { return in[modeAimed](g).attacks(sq) }

// attacks is the attack test of sq in mode M, an aimed attack query (a test
// asks it in modeGhost).
func (g genIn[M]) attacks(sq board.Square) bool {
	p, by := g.p, g.side
	x, y := sq.File(), sq.Rank()
	g.tx, g.ty = x, y // every line walked aims at sq
	target := p.PieceAt(sq)
	switch {
	case target == board.NoPiece || g.collect:
		// An empty square, or a protector query: whatever stands there
		// counts as an enemy of no particular kind (Q7).
		g.phantom = uint16(sq)
	case target.Side() == by:
		return false // a unit is never attacked by its own side
	}
	tc := &g.cells[sq]
	if tc.Wall != 0 {
		// Nothing lands on a wall; only a cannon's shot reaches a unit
		// standing on one (an assassin).
		return target != board.NoPiece && g.cannonAttack(sq)
	}
	g.beginGroup(atkFixed, 0, board.NoType)
	if g.fixedAttack(sq) && !g.collect {
		return true
	}
	// Bouncing lines and templar slides: walk forwards from each candidate,
	// dropping a line once the target is farther than its range left.
	for _, t := range lineAttackersIn[p.Variant.Index] {
		set := p.BodySquares(by, t)
		if (t == board.Bishop || t == board.Dragon) && !p.Variant.Has(board.MechMidBounce12) {
			// Their lines and bounces stay on one colour (no Distract
			// turns them orthogonal: only a queen's pattern has both),
			// unless a knight move may end them (V12A-MIDBOUNCE).
			set = set.And(&squaresOfColour[colourOf(sq)])
		}
		for wi, word := range set {
			for ; word != 0; word &= word - 1 {
				from := board.Square(wi*64 + bits.TrailingZeros64(word))
				g.beginGroup(atkLine, from, t)
				if g.lineAttack(t, from, sq, x, y) && g.hit(from) {
					return true
				}
			}
		}
	}
	return g.prot != nil && !g.prot.empowered[by&1].Empty() && g.empoweredAttack(sq)
}

// squaresOfColour are the light (0) and dark (1) squares: a diagonal line
// never leaves its colour.
var squaresOfColour = func() (c [2]board.SquareSet) {
	for s := range board.NumSquares {
		c[colourOf(board.Square(s))].Add(board.Square(s))
	}
	return c
}()

// colourOf is 1 for a dark square, 0 for a light one.
func colourOf(sq board.Square) int {
	if sq.Dark() {
		return 1
	}
	return 0
}

// reachOf is the farthest (Chebyshev) a type's captures reach
// (board.TypeInfo.Reach), as an array for the attack test's inner loop.
var reachOf = func() (r [board.NumTypes]int) {
	for _, v := range board.Variants() {
		for t := range r {
			r[t] = max(r[t], v.Types[t].Reach) // the farthest in any variant (a type not in a roster has 0)
		}
	}
	return r
}()

// subsumes reports a unit type whose own captures include every capture of
// the empowering type t, so that empowerment adds no attack.
func subsumes(own, t board.UnitType) bool {
	return own == t || (own == board.Queen && (t == board.Rook || t == board.Bishop))
}

// empoweredAttack walks the empowered patterns of the attacking side's
// empowered units (V13-EMPOWER, Q7: "the unit's current native and
// empowered patterns").
func (g genIn[M]) empoweredAttack(sq board.Square) bool {
	emp := g.prot.empowered[g.side&1]
	for wi, word := range emp {
		for ; word != 0; word &= word - 1 {
			if g.empoweredFrom(board.Square(wi*64+bits.TrailingZeros64(word)), sq) {
				return true
			}
		}
	}
	return false
}

// empoweredFrom reports whether the unit on from, an empowered square of
// the attacking side, captures on sq with its empowered pattern.
func (g genIn[M]) empoweredFrom(from, sq board.Square) bool {
	c := &g.cells[from]
	if c.Piece == board.NoPiece || c.Piece.Side() != g.side || from == sq || c.Wall != 0 {
		return false // it died this step, or it stands on a wall (V13-WALL-ASSASSIN)
	}
	u := g.p.Unit(c.Body)
	t := g.prot.empType[from]
	reach := reachOf[t]
	if g.p.Variant.Has(board.MechMidBounce12) {
		reach = max(reach, reachOf[u.Type]) // its own lines may end with a lent knight move (midbounce12.go)
	}
	if chebyshev(from, sq) > reach || subsumes(u.Type, t) || neverCaptures.Has(u.Type) || !g.canActAs(u, c.Piece, mAttack) {
		return false
	}
	g.beginGroup(atkEmpowered, from, t)
	g.beginUnit(from, u)
	g.kindAs = u.Type
	hit := g.empoweredHits(from, u, t, sq)
	g.kindAs = board.NoType
	return hit && g.hit(from)
}

// empoweredHits reports whether the unit u on from captures on sq with the
// native pattern of t. The rook's, bishop's and templar's captures are their
// lines and slides only, walked aimed at sq as for native line attackers;
// other patterns are generated whole. In 12A its own lines switching to t's
// moves are t's too (V12A-MIDBOUNCE, lentLines12).
func (g genIn[M]) empoweredHits(from board.Square, u *board.Unit, t board.UnitType, sq board.Square) bool {
	if t == board.Rook || t == board.Bishop || t == board.Templar {
		if t == board.Bishop && g.p.Variant.Has(board.MechBishopNoCapture) {
			return false // V8-BISHOP: the lent lines capture nothing either
		}
		if g.lineAttack(t, from, sq, sq.File(), sq.Rank()) {
			return true
		}
		g.list = g.list[:0]
	} else {
		g.list = g.list[:0]
		g.aimHit = false
		g.patterns(from, u, t, true)
	}
	// Its own lines switching to t's moves (V12A-MIDBOUNCE); the walks stop
	// at the capture, if they find it (gen.add).
	g.lentLines12(from, u, t, true)
	g.aimHit = false
	for _, st := range g.list {
		if st.To() == sq {
			return true
		}
	}
	return false
}

// fixedAttack is the part of the attack test that looks back from sq:
// leaps, steps, pawn and knight diagonals, nightrider rides, cannon shots.
//
// It, and the looks back it calls, are not compiled per mode: the attack
// test's own code, they ask capturable in modeAimed, its mode.
func (g *gen) fixedAttack(sq board.Square) bool {
	a := genIn[modeAimed]{g}
	by := g.side
	tc := &g.cells[sq]
	// Leaps and one-square steps: the landing rule compares levels only.
	for set := leapSet(0); set < numLeapSets; set++ {
		types := leapAttackers[set]
		if len(types) == 0 {
			continue
		}
		for _, from := range leaps[set][sq] {
			fc := &g.cells[from]
			if fc.Piece == board.NoPiece || fc.Piece.Side() != by || tc.Level > fc.Level {
				continue
			}
			for _, t := range types {
				if fc.Piece.Type() == t && !g.noLeapAttack(set, t, from, sq) && g.attacker(from, t) && a.capturable(t, sq) && g.hit(from) {
					return true
				}
			}
		}
	}
	// Pawn and knight diagonals: a neighbour whose forward diagonal is sq.
	for _, from := range leaps[leapKing][sq] {
		fc := &g.cells[from]
		if fc.Piece == board.NoPiece || fc.Piece.Side() != by || tc.Level > fc.Level {
			continue
		}
		t := fc.Piece.Type()
		if (t != board.Pawn && t != board.Knight) || !g.attacker(from, t) {
			continue
		}
		if g.p.Variant.Has(board.MechChessPieceMoves) {
			// V12A-PAWN-MOVE, V12A-PIECE-MOVES: a 12x12 text's pawn
			// captures on every neighbour, its knight on none.
			if t == board.Pawn && g.p.Variant.Has(board.MechPawnKingStep) && a.capturable(t, sq) && g.hit(from) {
				return true
			}
			continue
		}
		l, r := forwardDiagonals(g.p.Unit(fc.Body).Facing)
		if (uint16(sq) == nbr[from][l] || uint16(sq) == nbr[from][r]) && a.capturable(t, sq) && g.hit(from) {
			return true
		}
	}
	return g.rideAttack(sq) || g.cannonAttack(sq) || g.rangedPawnAttack(sq) // V12A-PAWN-RANGE (pawnrange12.go)
}

// noLeapAttack reports a leap set that type t has in leapAttackers but
// not in the position's variant: the 12x12 texts' dragon does not jump two
// squares straight (V12A-PIECE-MOVES), the king of 003 and 004 takes
// nothing (V12B-KING), and a knight move from from to sq may be one that
// the 12x12 walls block (V12A-WALLING, walling12.go). It is asked only
// once a unit of type t stands where the set would land, so the 16x16
// games do not pay for it.
func (g *gen) noLeapAttack(set leapSet, t board.UnitType, from, sq board.Square) bool {
	switch set {
	case leapOrth2:
		return g.p.Variant.Has(board.MechChessPieceMoves)
	case leapKing:
		return t == board.King && g.p.Variant.Has(board.MechImmobileKing) // V12B-KING (immobileking.go)
	case leapKnight:
		return g.p.Variant.Has(board.MechWalling12) && g.knightBlocked12(from, sq)
	}
	return false
}

// hit records an attacker found on from (protector queries collect them
// all) and reports whether the query is answered.
func (g *gen) hit(from board.Square) bool {
	switch {
	case g.groups != nil:
		// A recorded test asks every group, so that trials in check can
		// be partial too: the group keeps its answer, and the attacker's
		// square, which a leap's answer depends on although it reads
		// nothing between.
		grp := &(*g.groups)[len(*g.groups)-1]
		grp.hit = true
		grp.dep.Add(from)
		return false
	case !g.collect:
		return true
	}
	g.found.Add(from)
	return false
}

// protectorsOf returns the squares of the units of side that protect sq:
// that could capture on it if an enemy stood there (Q7: "protected" is the
// attack test with the friendly occupant counting as an enemy, so Kind
// Immunity does not apply). An empty sq gives its attackers. A unit never
// protects itself.
func protectorsOf(p *board.Position, side board.Side, sq board.Square, buf []Step) (board.SquareSet, []Step) {
	g := newGen(p, side, buf[:0])
	g.collect = true
	in[modeAimed](&g).attacks(sq)
	g.found.Remove(sq)
	return g.found, g.list
}

// lineAttack is lineAttack for the partial trials and the rook's Siege:
// an aimed attack query (g.tx, g.ty set by the caller).
func (g *gen) lineAttack(t board.UnitType, from, sq board.Square, x, y int) bool {
	return in[modeAimed](g).lineAttack(t, from, sq, x, y)
}

// lineAttack walks the lines (and slides) of the unit of type t on from and
// reports whether one captures on sq.
func (g genIn[M]) lineAttack(t board.UnitType, from, sq board.Square, x, y int) bool {
	if t == board.Lancer {
		return g.lancerAttack(from, sq) // V8-LANCER (lancer.go)
	}
	c := &g.cells[from]
	dx, dy := abs(from.File()-x), abs(from.Rank()-y)
	var orth, diag, slide bool
	switch t {
	case board.Rook:
		orth = true
	case board.Queen, board.QueenShadow:
		orth, diag = true, true
	case board.Bishop, board.Dragon:
		diag = true
	case board.Templar:
		orth, slide = true, dx <= 3 && dy <= 3
	}
	u := g.p.Unit(c.Body)
	orthRange, diagRange := 0, 0 // each found once, and only when needed
	if orth && diag && g.distracted() {
		// A Distract square may turn a queen's line from one family into
		// the other (distract.go): only the Chebyshev bound holds.
		orthRange, diagRange = lineRange(g.p, u, u.CRROrth, true), lineRange(g.p, u, u.CRRDiag, true)
		orth = max(dx, dy) <= orthRange
		diag = max(dx, dy) <= diagRange
	} else {
		if orth {
			orthRange = lineRange(g.p, u, u.CRROrth, true)
			if g.p.Variant.Has(board.MechMidBounce12) && g.modes12(from, t)&mode12Diag != 0 {
				orth = max(dx, dy) <= orthRange // it may go on as a bishop line (V12A-MIDBOUNCE)
			} else {
				orth = dx+dy <= orthRange
			}
		}
		if diag && (from.Dark() == sq.Dark() || g.p.Variant.Has(board.MechMidBounce12)) { // a MidBounce knight move changes colour
			diagRange = lineRange(g.p, u, u.CRRDiag, true)
			diag = max(dx, dy) <= diagRange
		} else {
			diag = false
		}
	}
	if !orth && !diag && !slide {
		return false
	}
	// Out of range it attacks nothing, held or not (canAct reads its
	// aura sources, the dearer question, and records them in dep).
	if !g.canActAs(u, c.Piece, mAttack) {
		return false
	}
	g.from, g.level = from, c.Level
	g.list = g.list[:0]
	g.aimHit = false
	if orth {
		g.orthLines(from, t, orthRange, true)
	}
	if diag {
		g.diagLines(from, t, diagRange, true)
	}
	if slide {
		g.templarDiagonals(from, true) // 8.0 leaps (V8-TEMPLAR, templar8.go)
	}
	g.aimHit = false // the walks stopped at the capture, if they found it (gen.add)
	for _, st := range g.list {
		if st.To() == sq {
			return true
		}
	}
	return false
}

// rideAttack looks back from sq along each knight vector for a nightrider
// whose ride reaches sq: the landings between must be empty, not walls and
// not active tombs, and no jump may climb.
func (g *gen) rideAttack(sq board.Square) bool {
	for _, v := range knightVec {
		cur := sq
		for {
			n, ok := cur.Offset(-v[0], -v[1])
			if !ok {
				break
			}
			if g.dep != nil {
				g.dep.Add(n)
			}
			c := &g.cells[n]
			if c.Piece != board.NoPiece {
				if g.attacker(n, board.Nightrider) && (genIn[modeAimed]{g}).capturable(board.Nightrider, sq) && g.rideClimbs(n, sq, v) && g.hit(n) {
					return true
				}
				break
			}
			if c.Wall != 0 || (c.Features&board.FeatTomb != 0 && g.activeTomb(n)) {
				break
			}
			cur = n
		}
	}
	return false
}

// rideClimbs checks the climb rule along a ride from from to sq by v.
func (g *gen) rideClimbs(from, sq board.Square, v [2]int) bool {
	lvl := g.cells[from].Level
	for cur := from; cur != sq; {
		cur, _ = cur.Offset(v[0], v[1])
		if g.cells[cur].Level > lvl {
			return false
		}
		lvl = g.cells[cur].Level
	}
	return true
}

// cannonAttack looks back from sq in the 8 directions for a cannon within 3
// squares, with nothing between, that fires along that line.
func (g *gen) cannonAttack(sq board.Square) bool {
	for d := board.Dir(0); d < board.NumDirs; d++ {
		cur := sq
		for range 3 {
			nx := nbr[cur][d]
			if nx == offBoard {
				break
			}
			cur = board.Square(nx)
			if g.dep != nil {
				g.dep.Add(cur)
			}
			c := &g.cells[cur]
			if c.Piece != board.NoPiece {
				if g.attacker(cur, board.Cannon) && cannonArmed(g.p, g.p.Unit(c.Body)) && (genIn[modeAimed]{g}).capturable(board.Cannon, sq) { // V8-CANNON: ammunition
					f := g.p.Unit(c.Body).Facing
					l, r := forwardDiagonals(f)
					if back := d.Opposite(); (back == f || back == l || back == r) && g.hit(cur) {
						return true
					}
				}
				break
			}
			if c.Wall != 0 {
				break
			}
		}
	}
	return false
}

// outOfReach reports that a line at w with rng squares in all can no longer
// reach the aimed square: each orthogonal step changes the Manhattan distance
// by one, each diagonal step the Chebyshev distance by at most one (orth:
// the line stays orthogonal; a queen's may turn diagonal at a Distract
// square, distract.go).
func (g genIn[M]) outOfReach(w *walker, rng int, orth bool) bool {
	dx, dy := abs(w.sq.File()-g.tx), abs(w.sq.Rank()-g.ty)
	if orth {
		return dx+dy > rng-w.n
	}
	return max(dx, dy) > rng-w.n
}
