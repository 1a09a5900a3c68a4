package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// What happens to a captured unit and to its capturer (catalog 1.E):
// the victim goes into the tomb on its square (V13-CAPTURE,
// V13-TOMB-CREATE, V13-TOMB-FIFO), loses its multimove awards and capture
// counters (V13-MM-DEATH); the capturer counts the capture towards its
// awards (V13-MM-AWARD) and loses line range (V13-CRR). Every change is
// recorded so that Unmake restores it exactly.

// unitSave is what a buried unit loses at its death.
type unitSave struct {
	id                 board.UnitID
	awards, capn, capp uint8
	bind               uint8        // the body's bind links, cut at its death (V13-BIND)
	syzygy             board.UnitID // its syzygy partner, released at its death (V13-SYZYGY-RELEASE)
	// an egg's side, binding and growth, which its capture changes
	// (V13-EGG-CAPTURE)
	side   board.Side
	parent board.UnitID
	growth uint8
}

// credit is the capturer's counters before a capture.
type credit struct {
	crrd, crro, capn, capp, awards uint8
	capl                           uint16
}

// tombChange records one tomb that the end of a turn activated or removed.
type tombChange struct {
	sq      board.Square
	old     board.TombState
	removed bool
	rot     bool // a rot change: oldRot is the value before
	oldRot  uint8
}

// buryAway buries the body on sq for a step whose own undo record must not
// take the burial's fields (a blast's victim, a unit another unit's move
// killed, one a mass relocation dropped on an active tomb): the step is
// undone from its snapshot or logs of its own. The burial's record is
// returned for the caller to read before the next buryAway; sq and what
// the burial changed elsewhere (a released syzygy partner, cut bind links)
// join the step's hit squares, which the search's incremental evaluation
// follows (Hit).
func (g *Game) buryAway(u *undo, sq board.Square) *undo {
	v := &g.away
	*v = undo{step: u.step}
	g.bury(v, sq)
	u.hit.Add(sq)
	u.hit.Union(&v.hit)
	u.nonLocal = true
	return v
}

// bury moves the body on sq into the tomb on sq, creating a pending tomb if
// there is none: a fused stack splits, last-fused first (V13-FUSE-DEATH).
func (g *Game) bury(u *undo, sq board.Square) {
	p := g.Pos
	u.savedAt = len(g.saved)
	if id := p.BodyAt(sq); p.Unit(id).Type.IsToken() || deathSquares(p) || p.Variant.Has(board.MechNoTombs) {
		// A Queen's Shadow token or an Illusion leaves the game, no tomb
		// (V13-QUEEN-SHADOW, V13-QUEEN-ILLUSION-END); so does every dead
		// unit where death squares replace tombs (V12B-DEATHSQUARES,
		// deathsquares12.go) or there are no tombs (12C, V12C-MISSING).
		g.removeFromGame(u, sq)
		return
	}
	members := p.Members(p.BodyAt(sq), g.ids[:0])
	g.ids = members
	for i := len(members) - 1; i >= 1; i-- {
		must(p.Unfuse(sq, members[i]), "split", u.step)
	}
	links, partner := g.cutLinks(sq, u.step)
	if links != 0 || partner != 0 {
		u.nonLocal = true // partners away from the step's squares changed (Local, Hit)
		for l := links; l != 0; l &= l - 1 {
			u.hit.Add(board.Square(nbr[sq][bits.TrailingZeros8(l)]))
		}
		if partner != 0 {
			u.hit.Add(g.Pos.Unit(partner).Square)
		}
	}
	base, err := p.RemoveBody(sq)
	must(err, "bury", u.step)
	u.victim = base
	if _, ok := p.TombAt(sq); !ok {
		must(p.AddTomb(sq, board.TombPending), "tomb", u.step)
		u.tombMade = true
	}
	for i := len(members) - 1; i >= 0; i-- {
		id := members[i]
		v := p.Unit(id)
		g.saved = append(g.saved, unitSave{id: id, awards: v.Awards, capn: v.CapNonPawn, capp: v.CapPawn,
			side: v.Side, parent: v.Parent, growth: v.Growth})
		if i == 0 {
			g.saved[len(g.saved)-1].bind, g.saved[len(g.saved)-1].syzygy = links, partner
		}
		// Plain counters of an existing unit, written without SetField's
		// checks (SwapField): a blast buries several units a step.
		if !p.Variant.Has(board.MechMultimoveInTomb) { // 8.0 keeps them in the tomb (V8-MM-TOMB)
			p.SwapField(id, board.FAwards, 0)
		}
		p.SwapField(id, board.FCapNonPawn, 0)
		p.SwapField(id, board.FCapPawn, 0)
		must(p.TombPush(sq, id), "bury", u.step)
	}
	u.nSaved = len(g.saved) - u.savedAt
}

// removeFromGame takes the body on sq off the board for good (a gone unit,
// as a captured Queen's Shadow token): no tomb, no death square. unbury
// puts it back (u.gone).
func (g *Game) removeFromGame(u *undo, sq board.Square) {
	p := g.Pos
	id, err := p.RemoveBody(sq)
	must(err, "remove", u.step)
	must(p.SetGone(id), "remove", u.step)
	u.victim, u.gone, u.nSaved = id, true, 0
}

// unbury undoes bury: the units leave the tomb newest first, which is the
// stack's fusion order, are fused again and put back as the body of sq.
func (g *Game) unbury(u *undo, sq board.Square) {
	p := g.Pos
	if u.gone {
		if u.tombMade {
			must(p.RemoveTomb(sq), "undeath", u.step) // V12B-DEATHSQUARES (markDeathSquare)
		}
		must(p.Revive(u.victim), "unbury", u.step)
		must(p.PlaceBody(sq, u.victim), "unbury", u.step)
		return
	}
	saved := g.saved[u.savedAt : u.savedAt+u.nSaved]
	var base board.UnitID
	for i := len(saved) - 1; i >= 0; i-- {
		id, err := p.TombUnpush(sq)
		must(err, "unbury", u.step)
		s := saved[i]
		p.SwapField(id, board.FAwards, uint32(s.awards)) // plain counters, as bury wrote them
		p.SwapField(id, board.FCapNonPawn, uint32(s.capn))
		p.SwapField(id, board.FCapPawn, uint32(s.capp))
		if v := p.Unit(id); v.Type == board.Egg && (v.Side != s.side || v.Parent != s.parent || v.Growth != s.growth) {
			must(p.SetField(id, board.FSide, uint32(s.side)), "revive", u.step)
			must(p.SetField(id, board.FParent, uint32(s.parent)), "revive", u.step)
			must(p.SetField(id, board.FGrowth, uint32(s.growth)), "revive", u.step)
		}
		if base == 0 {
			base = id
		} else {
			must(p.Attach(base, id), "refuse", u.step)
		}
	}
	if u.tombMade {
		must(p.RemoveTomb(sq), "untomb", u.step)
	}
	must(p.PlaceBody(sq, base), "unbury", u.step)
	if s := saved[len(saved)-1]; s.bind != 0 || s.syzygy != 0 {
		g.restoreLinks(sq, s.bind, s.syzygy, u.step)
	}
	g.saved = g.saved[:u.savedAt]
}

// creditCapture counts a capture for the capturer: awards and counters for
// a non-pawn (V13-MM-AWARD: +1 per 3 non-pawn and per 10 pawn or egg
// captures), the lifetime count for all, and for a line capture by a CRR
// unit the range loss of that direction class (V13-CRR: 3 for a non-pawn
// victim, 1 for a pawn or egg, never below a range of 3).
func (g *Game) creditCapture(u *undo, actor board.UnitID, victim board.UnitType, s Step) {
	p := g.Pos
	a := p.Unit(actor)
	u.credit = credit{crrd: a.CRRDiag, crro: a.CRROrth, capn: a.CapNonPawn, capp: a.CapPawn, awards: a.Awards, capl: a.CapLifetime}
	u.credited = true
	g.countCapture(actor, victim, s)
	pawnLike := victim == board.Pawn || victim == board.Egg
	set := func(f board.Field, v uint32) { must(p.SetField(actor, f, v), "credit", s) }
	if p.Variant.Has(board.MechNoCRR) {
		return // V12C-MISSING: no Capture Range Reduction
	}
	if p.Variant.Has(board.MechCRR12) {
		g.creditRange12(actor, a, s)
		return
	}
	k := 3
	if pawnLike {
		k = 1
	}
	switch {
	case (s.Pattern() == PatDiag || s.Pattern() == PatLance) && crrDiag(a.Type):
		set(board.FCRRDiag, uint32(min(int(a.CRRDiag)+crrLoss(p, a, a.CRRDiag, k), 255)))
	case s.Pattern() == PatOrth && crrOrth(a.Type):
		set(board.FCRROrth, uint32(min(int(a.CRROrth)+crrLoss(p, a, a.CRROrth, k), 255)))
	}
}

// captureCredit is a variant's rule of what a capture earns the capturer
// beyond the counts of countCapture (12A's pawn range, pawnrange12.go;
// 8.0's pawn acceleration, pawnaccel.go); it logs nothing, as the counts do
// not: the credit record saved before restores them on Unmake.
type captureCredit func(p *board.Position, actor board.UnitID, a *board.Unit, victim board.UnitType, s Step)

// captureCreditsIn holds per variant its captureCredits, registered by
// their files' init (registerCaptureCredit).
var captureCreditsIn [board.MaxVariants][]captureCredit

// registerCaptureCredit adds the rule credit of the mechanic mech.
func registerCaptureCredit(mech board.Mechanic, credit captureCredit) {
	for _, v := range board.Variants() {
		if v.Has(mech) {
			captureCreditsIn[v.Index] = append(captureCreditsIn[v.Index], credit)
		}
	}
}

// countCapture counts one victim for the capturer's awards and lifetime
// count, without range loss (each victim of an Entanglement counts, CRR
// applies once per capture step: V13-ENTANGLEMENT, Q11).
func (g *Game) countCapture(actor board.UnitID, victim board.UnitType, s Step) {
	p := g.Pos
	a := p.Unit(actor)
	pawnLike := victim == board.Pawn || victim == board.Egg
	set := func(f board.Field, v uint32) { must(p.SetField(actor, f, v), "credit", s) }
	set(board.FCapLifetime, uint32(min(int(a.CapLifetime)+1, 65535)))
	for _, credit := range captureCreditsIn[p.Variant.Index] {
		credit(p, actor, a, victim, s) // V12A-PAWN-RANGE, V8-PAWN-ACCEL
	}
	if a.Type != board.Pawn && p.Variant.Has(board.MechMultimoveAward) { // not in the 12x12 texts (V12A-MISSING)
		if pawnLike {
			n := min(int(a.CapPawn)+1, 255)
			set(board.FCapPawn, uint32(n))
			if n%10 == 0 {
				set(board.FAwards, uint32(min(int(a.Awards)+1, 255)))
			}
		} else {
			n := min(int(a.CapNonPawn)+1, 255)
			set(board.FCapNonPawn, uint32(n))
			if n%3 == 0 {
				set(board.FAwards, uint32(min(int(a.Awards)+1, 255)))
			}
		}
	}
}

// crrLoss is min(k, range - 3) (V13-CRR ruling), the range counted without
// shellshock (V13-SHELLSHOCK).
func crrLoss(p *board.Position, a *board.Unit, crr uint8, k int) int {
	return max(0, min(k, unshockedRange(p, a, crr)-3))
}

func crrDiag(t board.UnitType) bool {
	return t == board.Bishop || t == board.Dragon || t == board.Queen || t == board.Lancer
}

func crrOrth(t board.UnitType) bool {
	return t == board.Rook || t == board.Templar || t == board.Queen
}

// uncredit restores the capturer's counters.
func (g *Game) uncredit(u *undo, actor board.UnitID) {
	if !u.credited {
		return
	}
	p := g.Pos
	c := u.credit
	for _, fv := range [...]struct {
		f board.Field
		v uint32
	}{{board.FCRRDiag, uint32(c.crrd)}, {board.FCRROrth, uint32(c.crro)}, {board.FCapNonPawn, uint32(c.capn)},
		{board.FCapPawn, uint32(c.capp)}, {board.FAwards, uint32(c.awards)}, {board.FCapLifetime, uint32(c.capl)}} {
		must(p.SetField(actor, fv.f, fv.v), "uncredit", u.step)
	}
}

// activateTombs runs at the end of every turn: a pending tomb whose square
// has neither a body nor a wall becomes active, or goes away if its queue is
// empty (V13-TOMB-CREATE, V13-TOMB-FIFO).
func (g *Game) activateTombs(u *undo) {
	u.tombsAt = len(g.tombLog)
	g.activatePending(u)
	u.nTombs = len(g.tombLog) - u.tombsAt
}

// activatePending turns every pending tomb on a square with no body and no
// wall active (or removes it if empty), logging the changes to the tomb log.
func (g *Game) activatePending(u *undo) {
	p := g.Pos
	cells := p.Cells()
	pending := p.TombSquares(board.TombPending)
	if pending.Empty() {
		return
	}
	for w, word := range *pending { // a copy: the loop changes the set
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if cells[sq].Body != 0 || cells[sq].Wall != 0 {
				continue
			}
			if t, _ := p.TombAt(sq); t.Len == 0 && !deathSquares(p) {
				must(p.RemoveTomb(sq), "tomb", u.step)
				g.tombLog = append(g.tombLog, tombChange{sq: sq, old: board.TombPending, removed: true})
				continue
			}
			must(p.SetTombState(sq, board.TombActive), "tomb", u.step)
			g.tombLog = append(g.tombLog, tombChange{sq: sq, old: board.TombPending})
		}
	}
}

// deactivateTombs undoes activateTombs.
func (g *Game) deactivateTombs(u *undo) {
	p := g.Pos
	log := g.tombLog[u.tombsAt : u.tombsAt+u.nTombs]
	for i := len(log) - 1; i >= 0; i-- {
		ch := log[i]
		switch {
		case ch.rot:
			must(p.SetTombRot(ch.sq, ch.oldRot), "untomb", u.step)
		case ch.removed:
			must(p.AddTomb(ch.sq, ch.old), "untomb", u.step)
		default:
			must(p.SetTombState(ch.sq, ch.old), "untomb", u.step)
		}
	}
	g.tombLog = g.tombLog[:u.tombsAt]
}

// prepareCapture looks at a capture or shot s before it is made: it returns
// the units an Entanglement takes with the victim, and keeps a snapshot of
// the position if anything beyond the victim will change (entangled units,
// or a jester whose death explodes, V13-JESTER-EXPLOSION).
func (g *Game) prepareCapture(u *undo, s Step) []board.Square {
	tangled := g.entangledFor(s)
	if len(tangled) > 0 || g.holdsJester(s.To()) {
		g.snapshot(u)
	}
	return tangled
}

// takeVictims takes the victim of capture s and the entangled units into
// their tombs and credits the capturer; it returns the squares of the
// jesters among them, which explode once the capture is done.
func (g *Game) takeVictims(u *undo, actor board.UnitID, s Step, tangled []board.Square) []board.Square {
	p := g.Pos
	to := s.To()
	jesters := g.jesters[:0]
	if g.holdsJester(to) {
		jesters = append(jesters, to)
	}
	for _, sq := range tangled {
		if g.holdsJester(sq) {
			jesters = append(jesters, sq)
		}
	}
	victim := p.PieceAt(to).Type()
	g.bury(u, to)
	if u.gone && deathSquares(p) {
		g.markDeathSquare(u, to) // V12B-DEATHSQUARES (deathsquares12.go)
	}
	if victim == board.Egg {
		g.captureEggs(u, p.Unit(actor).Side)
	}
	if !victim.IsToken() { // a token is worth no award
		g.creditCapture(u, actor, victim, s)
	}
	if len(tangled) > 0 {
		g.takeEntangled(u, actor, tangled)
	}
	g.jesters = jesters
	return jesters
}

// holdsJester reports a body on sq that is, or holds, a jester.
func (g *Game) holdsJester(sq board.Square) bool { return holdsJester(g.Pos, sq) }

func holdsJester(p *board.Position, sq board.Square) bool {
	for m := p.BodyAt(sq); m != 0; m = p.Unit(m).Member {
		if p.Unit(m).Type == board.Jester {
			return true
		}
	}
	return false
}

// promotesByCapture reports victims whose type a capturing pawn takes
// (V13-PAWN-PROMO-CAPTURE): every type of the variant's roster but the
// pawn, the egg (eggs count as pawns), the king (the game ends) and the
// Queen's tokens (no unit is ever promoted into one). In 13.0 these are the
// 13 promotion types; FrozenChess 8.0's text is the same (seed 001:101-104,
// no V8 row changes it), so there its own units promote too: a pawn that
// takes a Lancer, Trebuchet, Ballista, Onager, Ram or Cannon becomes one.
func promotesByCapture(v *board.Variant, t board.UnitType) bool {
	return v.Roster.Has(t) && !notPromotedInto.Has(t)
}

// notPromotedInto are the types a capture never promotes a pawn into.
const notPromotedInto = board.TypeSet(1<<board.Pawn | 1<<board.Egg | 1<<board.King | 1<<board.QueenShadow | 1<<board.Illusion)
