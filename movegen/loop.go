package movegen

import (
	"fmt"
	"strings"

	"github.com/frozenchess/engine/board"
)

// Loops (V13-LOOP-DECLARE, V13-LOOP-EXEC, V13-LOOP-STOP, V13-LOOP-LIMIT).
//
// Declaring: `sq!loop:<program>`, a unit ability (a turn's single action)
// of a unit that can act, not a king: the program is a list of moves
// (+dx+dy) that ends where it began, each a plain move of the unit's
// pattern from where the one before left it, on the position as declared
// (captures are not part of a declaration: the path must be clear then),
// of 2 to 16 + 2 x the unit's lifetime captures steps. The unit keeps the
// program and the loop status and is out of its player's control for good.
// Generation offers one bounded family, the shuttles: a one-square step or
// a leap of the unit's pattern (not a jester's, whose leaps depend on the
// squares between) to a free square of the same level and straight back
// (`+dx+dy;-dx-dy`), from a square without wall or tomb; any other valid
// program is accepted when read (ParseStep).
//
// Running: when a ply ends, before the next side acts, each of that side's
// looped units takes its program's next step (Q3 step 1), in id order. A
// step onto an enemy unit it could capture captures it (a king or a unit
// holding a jester excepted); a step that is not a move of its pattern now
// (off the board, blocked, onto a friend, an active tomb, a king), or a
// paralyzed unit, pauses the loop: it tries the same step next turn. A
// loop move builds the unit's wall as a normal move does. A captured
// looping unit lies in its tomb with its program; when it respawns it is
// its player's again (explosion.go).

var loopDef = SpecialDef{
	Name: "loop", Catalog: "V13-LOOP-DECLARE", Arg: ArgProgram,
	genSide: (*gen).loopDeclarations,
	make:    declareLoop,
	unmake:  undeclareLoop,
	// Declaring changes the unit's status and program only; its first
	// loop step comes before the owner's next ply, at the end of the
	// enemy's (runLoops), whose legality sees it.
	Hint:  HintClocks,
	parse: (*Game).parseProgramStep,
}

// loopUsers are the types that may loop: not kings (ruling), not the
// tokens and eggs, which never act.
var loopUsers = board.AllTypes.Without(board.King, board.Egg, board.QueenShadow, board.Illusion)

// LoopBase and LoopPerCapture give the loop length limit (V13-LOOP-LIMIT).
const (
	LoopBase       = 16
	LoopPerCapture = 2
)

// LoopLimit is the longest loop the unit u may declare.
func LoopLimit(u *board.Unit) int {
	return min(LoopBase+LoopPerCapture*int(u.CapLifetime), board.MaxProgramLen)
}

// loopDeclarations generates the shuttle declarations of the side to move
// from the first steps already in the list (generate lists the units'
// steps before the special moves): one per plain one-square step or leap
// of a unit that may loop, to a square of its own level.
func (g *gen) loopDeclarations(_ board.Square, mid bool) {
	if mid {
		return
	}
	n := len(g.list)
	for i := 0; i < n; i++ {
		s := g.list[i]
		if s.Kind() != KindMove || s&bitEmp != 0 {
			continue
		}
		from, to := s.From(), s.To()
		switch t := g.cells[from].Piece.Type(); {
		case s.Pattern() == PatLeap && t != board.Pawn:
		case s.Pattern() == PatStep && t != board.Pawn && t != board.Knight:
		default:
			continue // not reversible by the same pattern
		}
		// The way back must be the mirror of the way there: the same
		// level, and nothing on the start square a landing minds (an
		// assassin's wall, a pending tomb); a jester's leaps depend on the
		// squares they pass, so jesters are left out.
		fc := &g.cells[from]
		if !loopUsers.Has(fc.Piece.Type()) || fc.Piece.Type() == board.Jester || g.cells[to].Level != fc.Level ||
			fc.Wall != 0 || fc.Features&board.FeatTomb != 0 {
			continue
		}
		g.addSpecial(from, from, SpecLoop, shuttleProgram(to.File()-from.File(), to.Rank()-from.Rank()))
	}
}

// declareLoop plays a Loop declaration: the program and the loop status.
// Where no unit held a program before (the program pool empty: no loop,
// no monad; the usual case), it is undone from the logs (undeclareLoop):
// the status from the field log, the program dropped from the pool. Else
// it takes a copy of the position first, as it did always: a program
// elsewhere may run at the ply's end (the loops and monads stages run
// only on a step with a copy), and so may the Illusions' second end after
// the loops (both stages run with a copy, whatever they find).
func declareLoop(g *Game, u *undo, s Step) {
	p := g.Pos
	id := p.BodyAt(s.From())
	if u.snap == nil && (p.HasPrograms() || p.Unit(id).ProgPos != 0 || illusionsOnBoard(p)) {
		g.snapshot(u)
	}
	must(p.SetProgram(id, programOf(s.Arg())), "loop", s)
	g.setLogged(id, board.FStatus, uint32(p.Unit(id).Status|board.StatusLoop))
	u.actor = id
}

// undeclareLoop takes back a Loop declaration made without a copy: the
// status, then the program (the pool's only one).
func undeclareLoop(g *Game, u *undo, s Step) {
	g.revertFields(u.lens[2])
	must(g.Pos.DropProgram(u.actor), "loop back", s)
}

// parseProgramStep reads a declaration written as <square>!loop:<program>
// that generation need not offer: 0 if str is not one, an error if it is
// one the rule refuses.
func (g *Game) parseProgramStep(str string) (Step, error) {
	head, prog, ok := strings.Cut(str, "!loop:")
	if !ok {
		return 0, nil
	}
	sq, err := board.ParseSquare(head)
	if err != nil {
		return 0, nil // checkStepSyntax has said what is wrong
	}
	arg, err := ArgProgram.parse(prog)
	if err != nil {
		return 0, nil
	}
	if err := loopRefusal(g.Pos, sq, programOf(arg)); err != nil {
		return 0, fmt.Errorf("step %q is illegal: %v", str, err)
	}
	return makeSpecial(sq, sq, SpecLoop) | Step(arg)<<shiftArg, nil
}

// loopRefusal says why the unit on sq may not declare the loop prog, or
// nil (V13-LOOP-DECLARE, V13-LOOP-LIMIT).
func loopRefusal(p *board.Position, sq board.Square, prog []board.ProgStep) error {
	c := p.Cell(sq)
	if c.Body == 0 || c.Piece.Side() != p.SideToMove() || p.Turn().Actor != 0 {
		return fmt.Errorf("no unit of the side to move starting a turn on %s", sq)
	}
	u := p.Unit(c.Body)
	gn := newGen(p, p.SideToMove(), nil)
	if !gn.canAct(u, c.Piece) || !loopUsers.Has(u.Type) {
		return fmt.Errorf("the %s on %s cannot loop", u.Type, sq)
	}
	if len(prog) < 2 || len(prog) > LoopLimit(u) {
		return fmt.Errorf("a loop of %d moves: the %s may loop 2 to %d (16 + 2 per capture)", len(prog), u.Type, LoopLimit(u))
	}
	dx, dy := 0, 0
	for _, st := range prog {
		if st.Action != board.ProgMove {
			return fmt.Errorf("a loop holds moves only")
		}
		dx, dy = dx+int(st.DX), dy+int(st.DY)
	}
	if dx != 0 || dy != 0 {
		return fmt.Errorf("a loop must end on its start square")
	}
	// Walk it on a copy: each step a plain move of the unit from where it
	// stands.
	q := p.Clone()
	at := sq
	for i, st := range prog {
		to, ok := at.Offset(int(st.DX), int(st.DY))
		if !ok {
			return fmt.Errorf("loop move %d leaves the board", i+1)
		}
		w := newGen(q, u.Side, nil)
		w.beginUnit(at, q.Unit(q.BodyAt(at)))
		w.patterns(at, q.Unit(q.BodyAt(at)), u.Type, false)
		found := false
		for _, s := range w.list {
			if s.Kind() == KindMove && s.To() == to && s.Pattern() != PatLongJump {
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("loop move %d (%s to %s) is not a move of the %s", i+1, at, to, u.Type)
		}
		if err := q.MoveBody(at, to); err != nil {
			return fmt.Errorf("loop move %d: %v", i+1, err)
		}
		at = to
	}
	return nil
}

// loopsDue reports that side has looped units on the board, which will
// step when the ply before its turn ends.
func (g *Game) loopsDue(side board.Side) bool {
	p := g.Pos
	if !p.HasPrograms() {
		return false
	}
	for id := 1; id < p.NumUnitSlots(); id++ {
		u := p.Unit(board.UnitID(id))
		if u.Has(board.StatusLoop) && u.Side == side && u.Loc == board.LocBody {
			return true
		}
	}
	return false
}

// runLoops makes each looped unit of side (to move now) take its next
// loop step, in id order (V13-LOOP-EXEC). The ply's step was snapshotted.
func (g *Game) runLoops(u *undo, side board.Side) {
	p := g.Pos
	for id := 1; id < p.NumUnitSlots(); id++ {
		un := p.Unit(board.UnitID(id))
		if !un.Has(board.StatusLoop) || un.Side != side || un.Loc != board.LocBody || un.ProgLen == 0 {
			continue
		}
		if g.loopStep(u, board.UnitID(id)) {
			must(p.SetField(board.UnitID(id), board.FProgPos, uint32((int(un.ProgPos)+1)%int(un.ProgLen))), "loop", u.step)
		}
		u.nonLocal, u.untracked = true, true
	}
}

// loopStep plays unit id's next loop step, if it can (V13-LOOP-STOP): it
// reports whether it moved.
func (g *Game) loopStep(u *undo, id board.UnitID) bool {
	p := g.Pos
	un := p.Unit(id)
	from := un.Square
	c := p.Cell(from)
	if un.Paralyzed() || c.Body != id || c.Piece&(board.PieceStack|board.PieceBox) != 0 || un.Syzygy != 0 || un.Bind != 0 {
		return false // a bound unit moves only with its group (V13-BIND): the loop pauses
	}
	st := p.Program(id)[un.ProgPos]
	to, ok := from.Offset(int(st.DX), int(st.DY))
	if !ok {
		return false
	}
	w := &g.shadowGen
	*w = newGen(p, un.Side, w.list[:0])
	w.beginUnit(from, un)
	w.patterns(from, un, un.Type, true)
	var step Step
	for _, s := range w.list {
		if s.To() == to && (s.Kind() == KindMove || s.Kind() == KindCapture) && s.Pattern() != PatLongJump {
			step = s
			break
		}
	}
	w.list = w.list[:0]
	if step == 0 {
		return false
	}
	tc := p.Cell(to)
	if step.Kind() == KindMove && tc.Features&board.FeatTomb != 0 {
		if t, _ := p.TombAt(to); t.State == board.TombActive {
			return false
		}
	}
	if step.Kind() == KindCapture {
		if tc.Piece.Type() == board.King || holdsJester(p, to) {
			return false
		}
		victim := tc.Piece.Type()
		g.buryAway(u, to)
		g.countCapture(id, victim, u.step)
	}
	g.path = stepPath(p, step, append(g.path[:0], from))
	must(p.MoveBody(from, to), "loop", u.step)
	// Its wall, as a normal move builds it (V13-WALL-CREATE): the start
	// and the squares walked through, where no body or wall stands.
	p.DissolveWall(id)
	for _, sq := range g.path {
		if cc := p.Cell(sq); cc.Body == 0 && cc.Wall == 0 && sq != to {
			must(p.SetWall(sq, id), "loop wall", u.step)
		}
	}
	return true
}
