package movegen

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/frozenchess/engine/board"
)

// Monads (V13-MONAD-STATES, V13-MONAD-SEQUENCE, V13-MONAD-INACTIVE,
// V13-MONAD-RUN, V13-MONAD-PUBLIC, V13-MONAD-SHARE, V13-MONAD-TRIGGERS,
// V13-MONAD-PREEXIST).
//
// Entering: `sq!monad:<program>`, a turn's single action of a shadow that
// can act; of several friendly shadows on sq, the first by id enters
// (ruling: the step names no type, its argument is the program). The
// program is 1 to 16 steps, each a shadow move (+dx+dy) from where the one
// before left it on the position as entered, a shadow capture (sp1+dx+dy,
// a move there that takes an enemy shadow), or, as the last step only, a
// Shadowstrike (sp2+dx+dy, at the body on that square) or a de-shadow
// (ds). The monad keeps its square, shares it like any shadow, is
// paralyzed for its player (it takes no action) and cannot be captured; its
// program is in the position string, public and fixed. Generation offers
// the one-move programs (each square the shadow could move to now);
// ParseStep accepts any valid program.
//
// Waking: an enemy shadow arriving on its square (an enemy body there
// turning shadow by Shadowing or Shadowstrike, an enemy shadow moving or
// capturing there) or leaving it (a shadow that was there when the monad
// was made wakes it by leaving: V13-MONAD-PREEXIST) makes it active.
//
// Running: at the end of the ply that woke it (after that ply's clocks,
// before the monad's side acts), every active monad runs its whole
// program, in id order, until a step is impossible (its pattern does not
// reach the square, no enemy shadow there to take, no body there it may
// strike, or the de-shadow conditions fail), it is paralyzed (a strike's
// cost, a de-shadow's penalty) or it dies; then it leaves the monad state
// and is its player's again, as a shadow (or a body, after ds). A run
// plays for the monad's owner while the side to move is the one that woke
// it: its captures and strikes are those of the owner's shadow. Its moves
// may wake other monads, which run after it.

var monadDef = SpecialDef{
	Name: "monad", Catalog: "V13-MONAD-STATES", Arg: ArgProgram, Snapshot: true,
	genSide: (*gen).monadEntries,
	make:    enterMonad,
	// Status and program only: it moves nothing.
	Hint:  HintClocks,
	parse: (*Game).parseMonadStep,
}

// MonadMaxSteps is the longest monad program (line 913).
const MonadMaxSteps = 16

// The codes of a monad's special steps (board.ProgSpecial, written
// sp<code>+dx+dy with the offset from the monad to its target): they are
// in the position string, so they never change. A shadow has no other
// ability (V13-SHADOW-NOABILITY).
const (
	progShadowCapture uint8 = 1 // scapture: move to the square and take an enemy shadow there
	progShadowstrike  uint8 = 2 // sstrike: strike the enemy body on the square
)

// monadActor is the shadow of side on sq that a monad entry names: the
// first (by id) that can act; 0 if none.
func monadActor(p *board.Position, sq board.Square, side board.Side) board.UnitID {
	for id := p.Cell(sq).Shadows; id != 0; id = p.Unit(id).Next {
		if u := p.Unit(id); u.Side == side && shadowCanAct(u) {
			return id
		}
	}
	return 0
}

// monadEntries generates the one-move monads of the side to move's
// shadows (a turn's single action).
func (g *gen) monadEntries(_ board.Square, mid bool) {
	if mid {
		return
	}
	shadows := g.p.ShadowSquares()
	if shadows.Empty() {
		return
	}
	for i, word := range shadows {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			id := monadActor(g.p, sq, g.side)
			if id == 0 {
				continue
			}
			var d shadowDests
			g.shadowReach(sq, g.p.Unit(id), &d)
			for j, w := range d.set {
				for ; w != 0; w &= w - 1 {
					to := board.Square(j*64 + bits.TrailingZeros64(w))
					g.addSpecial(sq, sq, SpecMonad, singleMoveProgram(to.File()-sq.File(), to.Rank()-sq.Rank()))
				}
			}
		}
	}
}

// enterMonad plays a monad entry.
func enterMonad(g *Game, u *undo, s Step) {
	p := g.Pos
	id := monadActor(p, s.From(), p.SideToMove())
	must(p.SetProgram(id, programOf(s.Arg())), "monad", s)
	must(p.SetField(id, board.FStatus, uint32(p.Unit(id).Status|board.StatusMonad)), "monad", s)
	u.actor = id
}

// parseMonadStep reads a monad entry written as <square>!monad:<program>
// that generation need not offer: 0 if str is not one, an error if it is
// one the rule refuses.
func (g *Game) parseMonadStep(str string) (Step, error) {
	head, prog, ok := strings.Cut(str, "!monad:")
	if !ok {
		return 0, nil
	}
	sq, err := board.ParseSquare(head)
	if err != nil {
		return 0, nil
	}
	arg, err := ArgProgram.parse(prog)
	if err != nil {
		return 0, nil
	}
	if err := monadRefusal(g.Pos, sq, programOf(arg)); err != nil {
		return 0, fmt.Errorf("step %q is illegal: %v", str, err)
	}
	return makeSpecial(sq, sq, SpecMonad) | Step(arg)<<shiftArg, nil
}

// monadRefusal says why no shadow on sq may enter a monad with program
// prog, or nil (V13-MONAD-SEQUENCE).
func monadRefusal(p *board.Position, sq board.Square, prog []board.ProgStep) error {
	if p.Turn().Actor != 0 {
		return fmt.Errorf("a monad is entered at the start of a turn")
	}
	id := monadActor(p, sq, p.SideToMove())
	if id == 0 {
		return fmt.Errorf("no shadow of the side to move that can act on %s", sq)
	}
	if len(prog) < 1 || len(prog) > MonadMaxSteps {
		return fmt.Errorf("a monad of %d steps: 1 to %d", len(prog), MonadMaxSteps)
	}
	q := p.Clone()
	for i, st := range prog {
		last := i == len(prog)-1
		sh := q.Unit(id)
		switch {
		case st.Action == board.ProgDeshadow && last:
			continue
		case st.Action == board.ProgSpecial && (st.Arg == progShadowCapture || st.Arg == progShadowstrike):
			if neverCaptures.Has(sh.Type) {
				return fmt.Errorf("monad step %d: a %s shadow captures and strikes nothing", i+1, sh.Type)
			}
		case st.Action != board.ProgMove:
			return fmt.Errorf("monad step %d: only shadow moves, shadow captures (sp%d), and a Shadowstrike (sp%d) or de-shadow last",
				i+1, progShadowCapture, progShadowstrike)
		}
		from := sh.Square
		to, ok := from.Offset(int(st.DX), int(st.DY))
		if !ok {
			return fmt.Errorf("monad step %d leaves the board", i+1)
		}
		if st.Action == board.ProgSpecial && st.Arg == progShadowstrike {
			// Its target is there when the run comes or not: only what
			// holds on any position is checked now. The strike's cost
			// stops the run, so nothing may follow it.
			switch {
			case !last:
				return fmt.Errorf("monad step %d: a Shadowstrike only last (its paralysis ends the run)", i+1)
			case to == from:
				return fmt.Errorf("monad step %d: a Shadowstrike at its own square", i+1)
			case to.Dark() != from.Dark():
				return fmt.Errorf("monad step %d: a Shadowstrike on %s, not a square of the colour of %s", i+1, to, from)
			}
			continue
		}
		w := newGen(q, sh.Side, nil)
		var d shadowDests
		w.shadowReach(from, sh, &d)
		if !d.set.Has(to) {
			return fmt.Errorf("monad step %d (%s to %s) is not a move of the %s shadow", i+1, from, to, sh.Type)
		}
		if err := q.RemoveShadow(from, id); err != nil {
			return err
		}
		if err := q.AddShadow(to, id); err != nil {
			return err
		}
	}
	return nil
}

// wakeMonads activates the inactive monads on sq of the enemy of side, a
// shadow of which arrived on sq or left it (V13-MONAD-TRIGGERS,
// V13-MONAD-PREEXIST).
func (g *Game) wakeMonads(sq board.Square, side board.Side) {
	p := g.Pos
	for id := p.Cell(sq).Shadows; id != 0; id = p.Unit(id).Next {
		u := p.Unit(id)
		if u.Side != side && u.Has(board.StatusMonad) && !u.Has(board.StatusMonadActive) {
			must(p.SetField(id, board.FStatus, uint32(u.Status|board.StatusMonadActive)), "wake monad", 0)
		}
	}
}

// runMonads runs every active monad, lowest id first, until none is left
// (V13-MONAD-RUN). The ply's step was snapshotted. The runs come after
// the ply's clocks and tomb activation: the paralysis they give is counted
// as such (paralyze), and the tombs their captures leave under no body
// turn active when they end, as the ply's own did.
func (g *Game) runMonads(u *undo) {
	p := g.Pos
	g.inRun = true
	defer func() { g.inRun = false }()
	for {
		id := board.UnitID(0)
		for i := 1; i < p.NumUnitSlots(); i++ {
			if p.Unit(board.UnitID(i)).Has(board.StatusMonadActive) {
				id = board.UnitID(i)
				break
			}
		}
		if id == 0 {
			break
		}
		g.runMonad(u, id)
	}
	g.activatePending(u)
}

// runMonad plays monad id's program from its position until a step fails,
// then frees it.
func (g *Game) runMonad(u *undo, id board.UnitID) {
	p := g.Pos
	u.nonLocal, u.untracked = true, true
	for {
		m := p.Unit(id)
		if m.Loc != board.LocShadow || m.Paralyzed() || int(m.ProgPos) >= int(m.ProgLen) {
			break
		}
		st := p.Program(id)[m.ProgPos]
		must(p.SetField(id, board.FProgPos, uint32(m.ProgPos)+1), "monad", u.step)
		if !g.monadStep(u, id, st) {
			break
		}
	}
	m := p.Unit(id)
	if m.ProgLen > 0 {
		must(p.SetProgram(id, nil), "monad", u.step)
	}
	must(p.SetField(id, board.FStatus, uint32(m.Status&^(board.StatusMonad|board.StatusMonadActive))), "monad", u.step)
}

// monadStep plays one step of monad id's program for its owner, whatever
// the side to move, and reports whether the run goes on. A step that is
// impossible now changes nothing and ends the run; so does a de-shadow,
// made or not.
func (g *Game) monadStep(u *undo, id board.UnitID, st board.ProgStep) bool {
	p := g.Pos
	m := p.Unit(id)
	if st.Action == board.ProgDeshadow {
		w := &g.shadowGen
		*w = newGen(p, m.Side, w.list[:0])
		if m.ShadowAge >= board.ShadowMinimum && w.mayDeshadow(m.Square, m) {
			g.unshadow(u, id)
		}
		return false
	}
	to, ok := m.Square.Offset(int(st.DX), int(st.DY))
	if !ok {
		return false
	}
	switch {
	case st.Action == board.ProgMove:
		return g.moveShadow(u, id, to)
	case st.Action == board.ProgSpecial && st.Arg == progShadowCapture:
		// As shadowCapture: the victim is chosen before the move, which
		// may wake an enemy monad there (an inactive one cannot be taken).
		victim := shadowVictim(p, to, m.Side, m.Type)
		if neverCaptures.Has(m.Type) || victim == 0 || !g.moveShadow(u, id, to) {
			return false
		}
		g.takeShadow(u, id, victim, to)
		return true
	case st.Action == board.ProgSpecial && st.Arg == progShadowstrike:
		w := &g.shadowGen
		*w = newGen(p, m.Side, w.list[:0])
		if targets := w.strikeTargets(m.Square, m); !targets.Has(to) {
			return false
		}
		g.strike(u, id, to)
		return true // its paralysis ends the run
	}
	return false // a code no shadow ability has (a hand-written position)
}

// monadsActive reports an active monad on the board.
func monadsActive(p *board.Position) bool {
	if !p.HasPrograms() {
		return false
	}
	for i := 1; i < p.NumUnitSlots(); i++ {
		if p.Unit(board.UnitID(i)).Has(board.StatusMonadActive) {
			return true
		}
	}
	return false
}
