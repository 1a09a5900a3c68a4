package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Shadowing (V13-SHADOW-ENTER): a non-pawn unit other than the king turns
// into its shadow on its own square. It keeps its type, side and counters;
// its travel counter starts at 0 and so does its age, which must reach
// board.ShadowMinimum before it may de-shadow (V13-DESHADOW-CONDITIONS).
// A unit ability, so a turn's single action; it builds no wall.
//
// This file also holds what the shadow moves share: which shadow a step
// names, which shadows may act, and where a shadow's pattern takes it
// (shadowReach).

var shadowDef = SpecialDef{
	Name: "shadow", Catalog: "V13-SHADOW-ENTER",
	gen:    (*gen).shadowEntries,
	make:   enterShadow,
	unmake: leaveShadowEntry,
	// The body leaves its square; the shadow there is read by no attack.
	Hint: HintVacate,
}

// shadowUsers are the types that may become shadows: not pawns, not kings,
// not the tokens and eggs (which cannot act anyway).
var shadowUsers = board.AllTypes.Without(board.Pawn, board.King, board.Egg, board.QueenShadow, board.Illusion)

// shadowEntries generates Shadowing for the body u on sq.
func (g *gen) shadowEntries(sq board.Square, u *board.Unit) {
	g.addSpecial(sq, sq, SpecShadow, 0)
}

// enterShadow plays Shadowing. A unit with bind links or a syzygy to cut,
// or a square with shadows (monads it may wake, which run at the ply's
// end), takes a snapshot; otherwise the fields go to the field log and
// leaveShadowEntry takes it back.
func enterShadow(g *Game, u *undo, s Step) {
	p := g.Pos
	sq := s.From()
	id := p.BodyAt(sq)
	if v := p.Unit(id); u.snap == nil && (v.Bind != 0 || v.Syzygy != 0 || p.Cell(sq).Shadows != 0) {
		g.snapshot(u)
	}
	nonLocal, untracked := u.nonLocal, u.untracked
	g.toShadow(u, id, sq)
	if u.snap == nil {
		// No copy: the body cut no links and woke no monad (no shadow
		// stood on sq), so the step changed its own square only (Local:
		// the search's square sum rescores that square, not the board).
		u.nonLocal, u.untracked = nonLocal, untracked
	}
	u.actor = id
}

// leaveShadowEntry takes back a Shadowing made without a snapshot, after
// Unmake has undone the turn's end: the shadow off its square, its fields
// from the log, then the body back.
func leaveShadowEntry(g *Game, u *undo, s Step) {
	p := g.Pos
	must(p.RemoveShadow(s.From(), u.actor), "unshadow", s)
	g.revertFields(u.lens[2])
	must(p.PlaceBody(s.From(), u.actor), "unshadow", s)
}

// toShadow turns the body id on sq into a shadow there, with travel and
// age 0 (Shadowing, Shadowstrike), and wakes the enemy monads on sq
// (V13-MONAD-TRIGGERS). The step was snapshotted, unless it cuts no links
// and wakes no monad (Shadowing: enterShadow). A shadow is not a body:
// like a body that dies, it loses its bind links and its syzygy (our
// reading; a Shadowstruck bound unit left its partners' links pointing at
// an empty square).
func (g *Game) toShadow(u *undo, id board.UnitID, sq board.Square) {
	p := g.Pos
	g.cutLinks(sq, u.step)
	_, err := p.RemoveBody(sq)
	must(err, "shadow", u.step)
	// Logged: a Shadowing without a snapshot is undone from the log.
	g.setLogged(id, board.FStatus, uint32(p.Unit(id).Status|board.StatusShadow))
	g.setLogged(id, board.FShadowAge, 0)
	g.setLogged(id, board.FShadowTrail, 0)
	must(p.AddShadow(sq, id), "shadow", u.step)
	u.nonLocal, u.untracked = true, true
	g.wakeMonads(sq, p.Unit(id).Side)
}

// enteredShadow reports the unit that became a shadow by its own action in
// the ply whose undo is u (Shadowing, an Assassin's Run): its age does not
// count that ply (Q1).
func (g *Game) enteredShadow(u *undo, id board.UnitID) bool {
	s := u.step
	return id == u.actor && s.Kind() == KindSpecial && (s.Special() == SpecShadow || s.Special() == SpecRun)
}

// shadowCanAct reports a shadow that may act: alone (not a fused stack),
// neither paralyzed nor locked, not a monad, not looping.
func shadowCanAct(u *board.Unit) bool {
	return !u.Paralyzed() && u.Syzygy == 0 && u.Member == 0 &&
		u.Status&(board.StatusMonad|board.StatusLoop|board.StatusBoxed) == 0
}

// shadowActor finds the shadow a step names: the first (by id) shadow of
// side on sq of type t that may act; 0 if none. Shadow steps name their
// unit by its type letter; of two friendly shadows of one type on one
// square, the one with the lower id acts (ruling).
func shadowActor(p *board.Position, sq board.Square, side board.Side, t board.UnitType) board.UnitID {
	for id := p.Cell(sq).Shadows; id != 0; id = p.Unit(id).Next {
		if u := p.Unit(id); u.Side == side && u.Type == t && shadowCanAct(u) {
			return id
		}
	}
	return 0
}

// eachActingShadow calls f for every shadow of the side to move that a
// shadow step may name: per square, the first acting shadow of each type.
func (g *gen) eachActingShadow(f func(g *gen, sq board.Square, id board.UnitID, u *board.Unit)) {
	shadows := g.p.ShadowSquares()
	if shadows.Empty() {
		return
	}
	for i, word := range shadows {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			var seen board.TypeSet
			for id := g.cells[sq].Shadows; id != 0; id = g.p.Unit(id).Next {
				u := g.p.Unit(id)
				if u.Side != g.side || seen.Has(u.Type) || !shadowCanAct(u) {
					continue
				}
				seen |= board.TypesOf(u.Type)
				f(g, sq, id, u)
			}
		}
	}
}

// shadowDests are the squares a shadow's pattern takes it to, with the
// fewest squares travelled to each.
type shadowDests struct {
	set    board.SquareSet
	travel [board.NumSquares]uint16
}

// shadowReach finds where the shadow u on sq may move (V13-SHADOW-TRAVEL,
// V13-SHADOW-ETHEREAL, V13-SHADOW-TOMBWALL, V13-WALL-SHADOW): the plain
// moves of its native pattern, as a normal unit on sq would make them
// (bodies and walls stop its lines, levels and bounces apply, it passes
// other shadows, which are not bodies), less those that end on or walk
// through a tomb square, less teleports (a frog's Long Jump is an
// ability). A step names its start and end only, so the shadow goes the
// way that travels fewest squares (ruling).
func (g *gen) shadowReach(sq board.Square, u *board.Unit, d *shadowDests) {
	start := len(g.list)
	saveFrom, saveLevel, saveAvoid, saveKing := g.from, g.level, g.avoid, g.king
	g.beginUnit(sq, u)
	g.patterns(sq, u, u.Type, false)
	var path [2 * maxPathLen]board.Square
	for _, s := range g.list[start:] {
		if s.Kind() != KindMove || s.Pattern() == PatLongJump || s.Pattern() == PatPawnLeap {
			continue
		}
		to := s.To()
		if to == sq || g.cells[to].Features&board.FeatTomb != 0 { // a line bounced back home goes nowhere
			continue
		}
		blocked := false
		for _, x := range g.pathGen(s, path[:0]) {
			if g.cells[x].Features&board.FeatTomb != 0 {
				blocked = true
				break
			}
		}
		if blocked {
			continue
		}
		n := shadowTravel(s)
		if !d.set.Has(to) || n < d.travel[to] {
			d.set.Add(to)
			d.travel[to] = n
		}
	}
	g.list = g.list[:start]
	g.from, g.level, g.avoid, g.king = saveFrom, saveLevel, saveAvoid, saveKing
}

// pathGen is stepPath on the generator's position.
func (g *gen) pathGen(s Step, path []board.Square) []board.Square {
	if pp, ok := plainPath(s, path); ok {
		return pp
	}
	return stepPath(g.p, s, path)
}

// shadowTravel is the number of squares a move travels for the de-shadow
// penalty (V13-SHADOW-TRAVEL ruling): a line or a slide the squares of its
// path, a nightrider ride 3 per jump, a one-square step 1, a leap
// |dx|+|dy| (a knight's jump 3, line 893).
func shadowTravel(s Step) uint16 {
	switch s.Pattern() {
	case PatDiag, PatOrth, PatSlide:
		return uint16(s.Len())
	case PatRide:
		return 3 * uint16(s.Len())
	case PatStep:
		return 1
	}
	dx := s.To().File() - s.From().File()
	dy := s.To().Rank() - s.From().Rank()
	return uint16(abs(dx) + abs(dy))
}
