package eval

import (
	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
	"math/bits"
)

// The static evaluation. Scores are in centipawn-like units: one material
// point (a pawn on its own back rank, off its colour) is 100. Every term is
// computed for both sides; the score is White minus Black, negated when
// Black is to move, so it is always from the side to move's point of view.
//
// The terms:
//
//   - material: the Rotate material of the whole board (Material with
//     WholeBoard, V13-VALUE-FORMULA) times 100, kings left out, with Color
//     Force counted at ColorForcePercent (material.go). Its rank bonus and
//     Color Force reward advanced units and units on their own colour. A king is never traded, and its 25 points doubled by
//     Color Force would make the search teleport it (V13-KING-EXCHANGE) to
//     any own-coloured square for a gain of 25, so kings do not count here.
//   - mobility: MobilityWeight per pseudo-legal first step of the side's
//     units (movegen.Generate, Null and End not counted). In the middle of a
//     turn the count is taken on a copy with the turn state cleared, so the
//     term does not jump between a turn's steps.
//   - king attack: -KingAttackWeight per square next to the side's king that
//     an enemy unit attacks (movegen.Attacked, catalog Q7): those are the
//     king's flight squares and the squares checks come from.
//   - king shield: +KingShieldWeight per square next to the king holding the
//     side's own body or a wall of any owner. Walls block both sides
//     (V13-WALL-BLOCK) and nothing lands on them, so an enemy wall shields as
//     well as an own one; own units next to the king are also Royal Guards
//     that cannot be paralyzed (V13-KING-ROYALGUARD).
//   - king blast: a penalty per active tomb and per own jester next to
//     the king, whose explosion would kill it (kingblast.go).
//   - pawn loss: where losing every pawn loses the game (V12A-PAWN-LOSS),
//     a penalty that grows as a side's pawns run out (pawnloss.go).
//   - quadrants: where a quadrant's majority holds perks there
//     (V12A-QUADRANTS), a bonus per quadrant held, more for the own king's
//     (quadrants12.go; off, QuadrantMajority: no match said it helps).
//   - immobile king: where the king cannot move (V12B-KING, V12C-KING), a
//     penalty per open neighbour square and per enemy unit beside it
//     (immobileking.go; off, ImmobileKingCover: no match said it helps).
//   - paralysis: Material drops a paralyzed unit entirely (V13-VALUE-EXCLUDE),
//     which would make the search treat "paralyzed for one turn" as "lost";
//     ability costs paralyze the user, so it would never use them. This term
//     gives back the part of each paralyzed unit's value that is expected to
//     return: its material-term value * ParalysisTurns/(ParalysisTurns + par), with par
//     its turns left (V13-PARALYSIS). Relative to a free unit the net effect
//     is a penalty proportional to the unit's value that grows with the
//     turns left (1 turn: 1/9 of its value, 8 turns: 1/2). Syzygy-locked
//     units and inactive monads get nothing back: their lock has no timer.
//
// These constants (and those of material.go and kingblast.go) are the
// default weights (DefaultWeights, weights.go); an Evaluator scores with the
// Weights it was made with (NewEvaluatorWith), which cmd/fctune fits.
const (
	MaterialScale    = 100 // score units per material point
	MobilityWeight   = 2   // per pseudo-legal step
	KingAttackWeight = 20  // per attacked square next to the king
	KingShieldWeight = 8   // per own body or wall next to the king
	ParalysisTurns   = 8   // paralysis credit: half the value back at 8 turns left
)

// Term is one evaluation term's value for each side, in score units, before
// the side-to-move sign is applied (a penalty is negative in its side's
// column).
type Term struct {
	Name         string
	White, Black int
}

const (
	termMaterial = iota
	termMobility
	termKingAttack
	termKingShield
	termParalysis
	termKingBlast
	termPawnLoss
	termQuadrants
	termImmobileKing
	numTerms
)

var termNames = [numTerms]string{"material", "mobility", "king attack", "king shield", "paralysis", "king blast", "pawn loss", "quadrants", "immobile king"}

// Evaluator evaluates positions and keeps the buffers it needs between
// calls, so that its Evaluate does not allocate once warmed up (except
// inside movegen.Attacked, which allocates scratch space for line walks when
// an enemy line unit is in range). The zero value is ready to use; an
// Evaluator must not be used by two goroutines at once.
type Evaluator struct {
	// Fast leaves out the two costly terms, mobility and king attack
	// (together about 8 us of the 9 us a full evaluation takes); the search
	// uses a fast evaluator so that it can visit many more nodes.
	Fast bool

	tab     *scoreTable // nil: the default weights (weights.go)
	scratch *board.Position
	list    []movegen.Step
	gen     movegen.Generator
	atk     []movegen.Step // kingDanger's attack tests' scratch
}

// NewEvaluator returns an Evaluator with the default weights.
func NewEvaluator() *Evaluator { return &Evaluator{} }

// Evaluate scores p from the side to move's point of view. It equals the
// sum over Terms of White - Black, negated when Black is to move.
func (e *Evaluator) Evaluate(p *board.Position) int {
	var t [numTerms][2]int
	e.compute(p, &t)
	s := 0
	for i := range t {
		s += t[i][board.White] - t[i][board.Black]
	}
	if p.SideToMove() == board.Black {
		return -s
	}
	return s
}

// Terms lists the evaluation terms of p, for printing the breakdown.
func (e *Evaluator) Terms(p *board.Position) []Term {
	var t [numTerms][2]int
	e.compute(p, &t)
	out := make([]Term, numTerms)
	for i := range t {
		out[i] = Term{Name: termNames[i], White: t[i][board.White], Black: t[i][board.Black]}
	}
	return out
}

// Evaluate scores p from the side to move's point of view with a fresh
// Evaluator (it allocates; the search should keep an Evaluator).
func Evaluate(p *board.Position) int { return new(Evaluator).Evaluate(p) }

// Terms lists the evaluation terms of p with a fresh Evaluator.
func Terms(p *board.Position) []Term { return new(Evaluator).Terms(p) }

// Score combines terms as Evaluate does: White - Black summed over the
// terms, negated when side is Black.
func Score(terms []Term, side board.Side) int {
	s := 0
	for _, t := range terms {
		s += t.White - t.Black
	}
	if side == board.Black {
		return -s
	}
	return s
}

func (e *Evaluator) compute(p *board.Position, t *[numTerms][2]int) {
	tab := e.table(p.Variant)
	t[termMaterial] = tab.materialTerm(p)
	if !e.Fast {
		e.mobility(p, t)
	}
	for s := board.White; s <= board.Black; s++ {
		attacked, shield := kingSafety(p, s, !e.Fast)
		t[termKingAttack][s] = -attacked * tab.w.KingAttack
		t[termKingShield][s] = shield * tab.w.KingShield
		t[termKingBlast][s] = tab.kingBlast(p, s) + e.kingDanger(p, s) // kingdanger.go: counted with the blasts
		t[termPawnLoss][s] = pawnLoss(p, s)
		t[termImmobileKing][s] = immobileKing(p, s)
	}
	quadrantTerm(p, &t[termQuadrants])
	tab.paralysis(p, t)
}

// mobility counts each side's pseudo-legal first steps. The side to move's
// are generated on p itself when no turn is in progress; otherwise, and for
// the other side always, on a scratch copy with the turn cleared and the
// side to move set.
func (e *Evaluator) mobility(p *board.Position, t *[numTerms][2]int) {
	if e.scratch == nil {
		e.scratch = board.New()
	}
	q := e.scratch
	q.CopyFrom(p)
	if p.Turn().InProgress() {
		_ = q.SetTurn(board.TurnState{}) // an empty turn state is always accepted
		q.ClearTrail()
	}
	stm := p.SideToMove()
	src := p
	if p.Turn().InProgress() {
		src = q
	}
	w := e.table(p.Variant).w.Mobility
	t[termMobility][stm] = e.countSteps(src) * w
	q.SetSideToMove(stm.Other())
	t[termMobility][stm.Other()] = e.countSteps(q) * w
}

// countSteps is the number of pseudo-legal steps of p's side to move that
// move or strike: without Null, End, Respawn and special moves (a king can
// always raise or lower its square, which is no mobility).
func (e *Evaluator) countSteps(p *board.Position) int {
	e.list = e.gen.Generate(p, e.list[:0])
	n := 0
	for _, s := range e.list {
		switch s.Kind() {
		case movegen.KindNull, movegen.KindEnd, movegen.KindRespawn, movegen.KindSpecial:
		default:
			n++
		}
	}
	return n
}

// kingSafety returns, for side's king, the number of its neighbour squares
// on the variant's board the enemy attacks and the number holding an own
// body or a wall. A side without a king on the board scores 0 and 0.
func kingSafety(p *board.Position, side board.Side, withAttacks bool) (attacked, shield int) {
	kings := p.BodySquares(side, board.King)
	if kings.Empty() {
		return 0, 0
	}
	king := kings.Pop()
	own := p.SideBodies(side)
	own.Union(p.WallSet())
	own = own.And(king.NeighborSet())
	shield = own.Count()
	if withAttacks {
		for _, sq := range king.Neighbors() {
			// Neighbors are the 16x16 array's: on a smaller board (12x12,
			// board.Geometry) a king on its last rank or file has
			// neighbours off the board, which the attack test would count.
			if !p.Variant.OnBoard(sq) {
				continue
			}
			if movegen.AttackedNative(p, side.Other(), sq) {
				attacked++
			}
		}
	}
	return attacked, shield
}

// paralysis adds the paralysis credit of every paralyzed unit on the board
// (bodies, stack members, shadows) that would count but for its paralysis.
func (tab *scoreTable) paralysis(p *board.Position, t *[numTerms][2]int) {
	cells := p.Cells()
	for i := range cells {
		c := &cells[i]
		if c.Body != 0 {
			tab.paralysisBody(p, c.Body, board.Square(i), &t[termParalysis])
		}
		for s := c.Shadows; s != 0; s = p.Unit(s).Next {
			tab.paralysisBody(p, s, board.Square(i), &t[termParalysis])
		}
	}
}

// paralysisBody adds the paralysis credit of one body's units to par.
func (tab *scoreTable) paralysisBody(p *board.Position, id board.UnitID, sq board.Square, par *[2]int) {
	for m := id; m != 0; m = p.Unit(m).Member {
		tab.credit(p.Unit(m), sq, par)
	}
	tab.cargo(p, id, sq, nil, par)
}

// credit adds the paralysis credit of the unit u on sq to par, if it is
// paralyzed and would count but for its paralysis.
func (tab *scoreTable) credit(u *board.Unit, sq board.Square, par *[2]int) {
	if u.Paralysis == 0 {
		return
	}
	free := *u
	free.Paralysis = 0
	if !board.CountedAloneIn(tab.variant, &free) {
		return // excluded for another reason too (syzygy, inactive monad, token)
	}
	v := tab.unitScore(&free, sq)
	turns := tab.w.ParalysisTurns
	par[u.Side] += v * turns / (turns + int(u.Paralysis))
}

// SquareScore is what the units standing on sq (body, stack members,
// shadows) add to the material and paralysis terms, White minus Black, in
// score units, with the default weights. The two terms are sums of it over
// the board, so a search can keep them up to date by rescoring only the
// squares a step touched.
func SquareScore(p *board.Position, sq board.Square) int {
	return defaultTable(p.Variant).squareScore(p, sq)
}

// squareScore is SquareScore with tab's weights.
func (tab *scoreTable) squareScore(p *board.Position, sq board.Square) int {
	c := &p.Cells()[sq]
	if c.Shadows == 0 {
		if c.Body == 0 {
			return 0 // most squares a step leaves or walks
		}
		if u := p.Unit(c.Body); tab.loneUnit(u) {
			// bodyAndCredit's and unitScore's answer in one step (no call:
			// the search scores some 10 squares a node).
			own := sq.Dark() == (u.Side == board.Black)
			v := tab.unit[0][b2i(own)][u.Type]
			if v != 0 && u.Facing == board.DefaultFacing(u.Side) {
				v += tab.rank[u.Side&1][sq]
			}
			if u.Side == board.Black {
				return -v
			}
			return v
		}
	}
	return tab.stackedScore(p, c, sq)
}

// stackedScore is squareScore for any square (loneUnit's cases too).
func (tab *scoreTable) stackedScore(p *board.Position, c *board.Cell, sq board.Square) int {
	var sum [2]int
	if t := c.Piece.Type(); c.Body != 0 && t != board.King {
		tab.bodyAndCredit(p, c.Body, sq, &sum)
		if t == board.Ship || t == board.Cannon { // a transport's cargo (8.0)
			tab.cargo(p, c.Body, sq, &sum, &sum)
		}
	}
	for s := c.Shadows; s != 0; s = p.Unit(s).Next {
		if p.Variant.Has(board.MechValueShadowsCount) {
			tab.bodyAndCredit(p, s, sq, &sum)
			continue
		}
		// 8.0 counts no shadow's material (V8-ROTATE-VALUES): as the
		// material term (bodyScore), only its paralysis credit and, for a
		// ship in shadow form, its cargo.
		tab.paralysisBody(p, s, sq, &sum)
		tab.cargo(p, s, sq, &sum, nil)
	}
	return sum[board.White] - sum[board.Black]
}

// loneUnit reports a body that squareScore scores in one step: a lone
// unit that counts (no stack, no cargo, no paralysis or other exclusion:
// most bodies).
func (tab *scoreTable) loneUnit(u *board.Unit) bool {
	t := u.Type
	return t < board.NumTypes && tab.lone[t] && uint32(u.Member)|uint32(u.Paralysis)|uint32(u.Flood)|uint32(u.Syzygy) == 0 &&
		u.Status&(board.StatusShadow|board.StatusMonad) == 0
}

// bodyAndCredit adds one body's material (bodyScore) and its members'
// paralysis credit (paralysisBody) to sum in one walk over its members:
// the search rescores squares at every node.
func (tab *scoreTable) bodyAndCredit(p *board.Position, id board.UnitID, sq board.Square, sum *[2]int) {
	side := p.Unit(id).Side
	n, material := 0, 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if board.CountedAloneIn(tab.variant, u) {
			n++
			material += tab.unitScore(u, sq)
			continue
		}
		if u.Paralysis == 0 {
			continue
		}
		free := *u
		free.Paralysis = 0
		if !board.CountedAloneIn(tab.variant, &free) {
			continue // excluded for another reason too (syzygy, inactive monad, token)
		}
		turns := tab.w.ParalysisTurns
		sum[u.Side] += tab.unitScore(&free, sq) * turns / (turns + int(u.Paralysis))
	}
	if n >= 2 {
		material += n * tab.w.FuseMember
	}
	sum[side] += material
}

// BoardScore is SquareScore summed over the board.
func BoardScore(p *board.Position) int { return defaultTable(p.Variant).boardScore(p) }

// boardScore is BoardScore with tab's weights.
func (tab *scoreTable) boardScore(p *board.Position) int { return tab.areaScore(p, nil) }

// areaScore is squareScore summed over the squares of area (nil: the whole
// board). Only squares with a body or a shadow score anything.
func (tab *scoreTable) areaScore(p *board.Position, area *board.SquareSet) int {
	occupied := p.SideBodies(board.White)
	black := p.SideBodies(board.Black)
	occupied.Union(&black)
	occupied.Union(p.ShadowSquares())
	if area != nil {
		occupied = occupied.And(area)
	}
	s := 0
	for w, word := range occupied {
		for ; word != 0; word &= word - 1 {
			s += tab.squareScore(p, board.Square(w*64+bits.TrailingZeros64(word)))
		}
	}
	return s
}

// SquareScore is the package function with e's weights, as a method, so
// that *Evaluator serves the search's incremental evaluation.
func (e *Evaluator) SquareScore(p *board.Position, sq board.Square) int {
	return e.table(p.Variant).squareScore(p, sq)
}

// SquaresScore is SquareScore summed over sqs, with e's weights: the
// search scores a step's squares before and after it, one call each.
func (e *Evaluator) SquaresScore(p *board.Position, sqs []board.Square) int {
	tab := e.table(p.Variant)
	s := 0
	for _, sq := range sqs {
		s += tab.squareScore(p, sq)
	}
	return s
}

// AreaScore is SquareScore summed over the squares of area, with e's
// weights: the search scores a Rotate's block or a Shift's line so.
func (e *Evaluator) AreaScore(p *board.Position, area *board.SquareSet) int {
	return e.table(p.Variant).areaScore(p, area)
}

// BoardScore is the package function with e's weights, as a method.
func (e *Evaluator) BoardScore(p *board.Position) int { return e.table(p.Variant).boardScore(p) }

// Rest is the evaluation's terms that are not sums over squares (mobility,
// king attack, king shield, king blast, pawn loss, quadrants, immobile king), White minus Black: Evaluate(p) is BoardScore(p)
// + Rest(p), negated when Black is to move.
func (e *Evaluator) Rest(p *board.Position) int {
	var t [numTerms][2]int
	tab := e.table(p.Variant)
	if !e.Fast {
		e.mobility(p, &t)
	}
	for s := board.White; s <= board.Black; s++ {
		attacked, shield := kingSafety(p, s, !e.Fast)
		t[termKingAttack][s] = -attacked * tab.w.KingAttack
		t[termKingShield][s] = shield * tab.w.KingShield
		t[termKingBlast][s] = tab.kingBlast(p, s) + e.kingDanger(p, s) // kingdanger.go: counted with the blasts
		t[termPawnLoss][s] = pawnLoss(p, s)
		t[termImmobileKing][s] = immobileKing(p, s)
	}
	quadrantTerm(p, &t[termQuadrants])
	r := 0
	for i := range t { // the material and paralysis terms stay 0 here
		r += t[i][board.White] - t[i][board.Black]
	}
	return r
}

// MaterialOnly evaluates by the material and paralysis terms alone (the
// square sum), from the side to move's point of view: the greedy baseline's
// "best one-turn material gain".
type MaterialOnly struct{}

// Evaluate implements search.Evaluator.
func (MaterialOnly) Evaluate(p *board.Position) int {
	v := BoardScore(p)
	if p.SideToMove() == board.Black {
		return -v
	}
	return v
}
