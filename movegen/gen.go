package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// gen holds one generation call's state.
type gen struct {
	p        *board.Position
	cells    *[board.NumSquares]board.Cell
	side     board.Side
	list     []Step
	from     board.Square     // the square of the unit being generated (it counts as vacated)
	level    int8             // that square's level
	avoid    board.Feature    // square features the unit may not end a step on
	king     bool             // the unit is a king: it may not end a step on an active tomb
	phantom  uint16           // attack queries: an empty square treated as an enemy body; offBoard = none
	attack   bool             // attack queries: only captures, tokens included
	capsOnly bool             // GenerateCaptures: only captures and shots
	aimed    bool             // attack queries: prune lines that cannot reach (tx, ty) any more
	part     attackPart       // attack queries: which patterns count
	collect  *board.SquareSet // protector queries: every attacker's square (protectorsOf)
	tx, ty   int
	dep      *board.SquareSet // attack queries: records every square whose contents the answer depended on
	frogs    [2 * maxImmortals]board.Square
	nfrogs   int
	rings    [2 * maxImmortals]frogRing // the free squares next to each frog
	frogsOK  bool

	parTargets board.SquareSet // friendly bodies with timed paralysis (transfer targets)
	parAny     bool
}

func newGen(p *board.Position, side board.Side, list []Step) gen {
	return gen{p: p, cells: p.Cells(), side: side, list: list, phantom: offBoard}
}

// Generate appends the pseudo-legal steps of the side to move to list and
// returns it (catalog Q2). At the start of a turn these are the first steps
// of every unit that can act, and the Null move; inside a turn they are the
// actor's next steps and the End step. Legality (own king not in check) is
// checked by Legal.
func Generate(p *board.Position, list []Step) []Step {
	g := newGen(p, p.SideToMove(), list)
	t := p.Turn()
	if t.Actor == 0 {
		g.everyUnit()
		g.transfers(0, false)
		if len(p.Tombs()) > 0 {
			g.respawns()
		}
		return append(g.list, NullStep)
	}
	u := p.Unit(t.Actor)
	if t.Left > 0 && u.Loc == board.LocBody {
		finish := continuationMayCapture(u, t)
		g.unitSteps(u.Square, finish)
		if finish {
			g.transfers(u.Square, true)
		}
	}
	return append(g.list, EndStep)
}

// GenerateCaptures appends only the pseudo-legal captures and shots of the
// side to move (for the quiescence search): at the start of a turn those of
// every unit, inside a turn those the actor's budget still allows.
func GenerateCaptures(p *board.Position, list []Step) []Step {
	g := newGen(p, p.SideToMove(), list)
	g.capsOnly = true
	t := p.Turn()
	if t.Actor == 0 {
		g.everyUnit()
		return g.list
	}
	if u := p.Unit(t.Actor); t.Left > 0 && u.Loc == board.LocBody && continuationMayCapture(u, t) {
		g.unitSteps(u.Square, true)
	}
	return g.list
}

// everyUnit generates the first steps of every body of the side to move.
func (g *gen) everyUnit() {
	all := g.p.SideBodies(g.side)
	for i, word := range all {
		for word != 0 {
			g.unitSteps(board.Square(i*64+bits.TrailingZeros64(word)), true)
			word &= word - 1
		}
	}
}

// canAct reports whether the body on sq may start an action: units that are
// paralyzed, locked in syzygy, boxed, looping or in a monad cannot, nor can
// eggs and Queen's Shadow tokens. Fused stacks and shadows move by rules not
// played yet.
func (g *gen) canAct(u *board.Unit, pc board.Piece) bool {
	if pc&(board.PieceStack|board.PieceBox) != 0 || u.Paralyzed() || u.Syzygy != 0 {
		return false
	}
	if u.Status&(board.StatusLoop|board.StatusMonad|board.StatusShadow) != 0 {
		return false
	}
	return u.Type != board.Egg && (u.Type != board.QueenShadow || g.attack)
}

// stepBudget is how many steps a unit's turn may hold (catalog Q2, Q11): 2
// for the Double Move, 4 for a knight's March, 1 + awards for a non-pawn with
// multimove awards, whichever is largest.
func stepBudget(u *board.Unit) int {
	n := 2
	if u.Type == board.Knight {
		n = 4
	}
	if u.Awards > 0 && u.Type != board.Pawn && 1+int(u.Awards) > n {
		n = 1 + int(u.Awards)
	}
	return n
}

// turnMode names the budget a turn runs under after its first plain step.
func turnMode(u *board.Unit) board.TurnMode {
	switch {
	case u.Awards > 0 && u.Type != board.Pawn:
		return board.TurnMulti
	case u.Type == board.Knight:
		return board.TurnMarch
	}
	return board.TurnDouble
}

// continuationMayCapture: inside a turn only a multimove may end with a
// capture, on any step up to 1 + awards (V13-MULTIMOVE); a Double Move and a
// March are plain steps only (V13-DOUBLEMOVE, V13-KNIGHT-MARCH).
func continuationMayCapture(u *board.Unit, t board.TurnState) bool {
	return t.Mode == board.TurnMulti && int(t.Done)+1 <= 1+int(u.Awards)
}

// add appends a step (attack queries keep only captures).
func (g *gen) add(s Step) {
	if (g.attack || g.capsOnly) && !s.IsCapture() {
		return
	}
	g.list = append(g.list, s)
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
func (g *gen) capturable(att board.UnitType, sq board.Square) bool {
	if uint16(sq) == g.phantom {
		return true
	}
	pc := g.cells[sq].Piece
	if pc == board.NoPiece || pc.Side() == g.side || pc&board.PieceBox != 0 {
		return false
	}
	if pc&board.PieceStack != 0 {
		return g.stackCapturable(att, sq)
	}
	vt := pc.Type()
	if vt == board.Frog {
		return false
	}
	return kindOf(vt) != kindOf(att) || att == board.Pawn || att == board.King
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
		if kindOf(t) != kindOf(att) || att == board.Pawn || att == board.King {
			any = true
		}
	}
	return any
}

// unitSteps generates the steps of the body on sq (captures only if capture).
func (g *gen) unitSteps(sq board.Square, capture bool) {
	c := &g.cells[sq]
	u := g.p.Unit(c.Body)
	if !g.canAct(u, c.Piece) {
		return
	}
	g.from, g.level = sq, c.Level
	if g.capsOnly {
		switch u.Type {
		case board.Frog, board.Jester, board.Crossbowman, board.Illusion:
			return // they never capture
		}
	}
	g.king = u.Type == board.King
	switch u.Type {
	case board.Frog:
		g.avoid = board.FeatTomb // V13-FROG-LANDING
	case board.Illusion:
		g.avoid = board.FeatTomb | board.FeatTrap // V13-QUEEN-ILLUSION
	default:
		g.avoid = 0
	}
	switch u.Type {
	case board.Pawn:
		g.pawn(sq, u, capture)
	case board.Bishop:
		g.diagLines(sq, board.Bishop, lineRange(u, u.CRRDiag, true), capture)
		g.orthSteps(sq)
	case board.Frog:
		g.leaps(sq, board.Frog, leapFrog, false)
		g.longJumps(sq)
	case board.Knight:
		g.leaps(sq, board.Knight, leapKnight, capture)
		g.diagForwardSteps(sq, u, capture)
	case board.Nightrider:
		g.rides(sq, capture)
	case board.Crossbowman:
		g.orthLines(sq, board.Crossbowman, lineRange(u, 0, false), false)
		g.leaps(sq, board.Crossbowman, leapDiag2, false)
	case board.Cannon:
		if capture {
			g.cannonShots(sq, u)
		}
	case board.Assassin:
		g.leaps(sq, board.Assassin, leapKnight, capture)
		g.leaps(sq, board.Assassin, leapAssassin3, capture)
	case board.Dragon:
		g.diagLines(sq, board.Dragon, lineRange(u, u.CRRDiag, true), capture)
		g.leaps(sq, board.Dragon, leapKnight, capture)
		g.leaps(sq, board.Dragon, leapOrth2, capture)
	case board.Rook:
		g.orthLines(sq, board.Rook, lineRange(u, u.CRROrth, true), capture)
	case board.Queen, board.QueenShadow:
		g.orthLines(sq, u.Type, lineRange(u, u.CRROrth, true), capture)
		g.diagLines(sq, u.Type, lineRange(u, u.CRRDiag, true), capture)
		g.leaps(sq, u.Type, leapKnight, capture)
	case board.Illusion:
		g.orthLines(sq, board.Illusion, lineRange(u, 0, false), false)
		g.diagLines(sq, board.Illusion, lineRange(u, 0, false), false)
		g.leaps(sq, board.Illusion, leapKnight, false)
	case board.King:
		g.kingSteps(sq, board.King, capture)
	case board.Jester:
		g.jesterLeaps(sq)
	case board.Chancellor:
		g.kingSteps(sq, board.Chancellor, capture)
		g.leaps(sq, board.Chancellor, leapZebra, capture)
	case board.Templar:
		g.orthLines(sq, board.Templar, lineRange(u, u.CRROrth, true), capture)
		g.slides(sq, capture)
	}
	if capture && !g.attack && !g.capsOnly {
		g.specials(sq, u)
	}
}

// lineRange is a line's range in squares (V13-RANGE-BASE, V13-CRR,
// V13-RANGE-EXT, V13-SHELLSHOCK): 16, plus one square per 20 idle turns for
// CRR units, minus the capture reduction of that direction class, minus the
// shellshock penalty; never below 3.
func lineRange(u *board.Unit, crr uint8, crrUnit bool) int {
	r := 16 - int(u.Shellshock)
	if crrUnit {
		r += int(u.Idle)/20 - int(crr)
	}
	return min(max(r, 3), maxPathLen)
}

// frogRing lists the free squares next to one frog (Long Jump targets).
type frogRing struct {
	sq [8]board.Square
	n  int
}
