package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Partial legality trials (catalog Q8). Safety's attack test on the king
// records, for each group of attackers it looked at, the squares that
// group's answer depended on: one group for the looks back from the king
// (leaps, pawn and knight diagonals, rides, cannon shots), one per line
// attacker walked, one per empowered attacker. After a step that changed
// only a known set of squares, the trial asks again only the groups whose
// squares it touched: the others read nothing that changed, so they still
// find no attack. A plain step, End, a capture, a shot, a wall hit or a
// siege that hit nothing elsewhere changes its start and end, the walls it
// builds and dissolves and the tombs its turn's end activates (the enemy's
// units change only where they are captured); a Raise or Lower of another
// square than the king's changes that square's level; an Earthquake without
// floods changes the squares of its blasts and the squares it flattens. Any
// other step, or a king that moved, gets the whole test.

// atkKind names a group of attackers.
type atkKind uint8

const (
	atkFixed     atkKind = iota // the looks back from the target (fixedAttack)
	atkLine                     // one line or slide attacker (lineAttack)
	atkEmpowered                // one empowered attacker (empoweredHits)
)

// atkGroup is one group of the recorded attack test.
type atkGroup struct {
	kind atkKind
	from board.Square    // the attacker's square (atkLine, atkEmpowered)
	typ  board.UnitType  // its line type, or the empowering type
	dep  board.SquareSet // the squares the group's answer depended on
	hit  bool            // its answer: it found an attacker
}

// beginGroup starts recording a group: g.dep points at its squares.
func (g *gen) beginGroup(kind atkKind, from board.Square, t board.UnitType) {
	if g.groups == nil {
		return
	}
	*g.groups = append(*g.groups, atkGroup{kind: kind, from: from, typ: t})
	g.dep = &(*g.groups)[len(*g.groups)-1].dep
	if kind != atkFixed {
		g.dep.Add(from) // its walks start from the level of its square
	}
}

// attackedByGroups is attackedWithDeps recording each group's squares and
// answer in groups (every group is asked); dep receives their union, and
// wallDep the squares where a new wall could change an answer: those of
// every group but the looks back from the target (see Safety.wallDep).
func attackedByGroups(p *board.Position, by board.Side, sq board.Square, buf []Step, groups *[]atkGroup, dep, wallDep *board.SquareSet, prot *Protection) (bool, []Step) {
	*groups = (*groups)[:0]
	g := newGen(p, by, buf[:0])
	g.dep = dep // for anything looked at outside a group
	g.groups = groups
	g.prot = prot
	hit := g.attacks(sq) // false but for a look outside any group
	*wallDep = *dep      // squares looked at outside any group
	for i := range *groups {
		grp := &(*groups)[i]
		dep.Union(&grp.dep)
		if grp.kind != atkFixed {
			wallDep.Union(&grp.dep)
		}
		hit = hit || grp.hit
	}
	return hit, g.list
}

// groupsAt returns the recording space of undo depth d.
func (g *Game) groupsAt(d int) *[]atkGroup {
	for len(g.atkGroups) <= d {
		g.atkGroups = append(g.atkGroups, make([]atkGroup, 0, 64))
	}
	return &g.atkGroups[d]
}

// lastChanges returns the squares the last step changed, if it is one step
// made on sf's position whose changes are all known (a plain step or End
// that hit nothing elsewhere, or a special move whose definition tells its
// changes), with the king where it was; levels reports that the step
// changed levels. moved reports that enemy units on squares of c may have
// come there from others of c (a Rotate's block, SpecialDef.movesEnemies).
func (g *Game) lastChanges(sf *Safety) (c board.SquareSet, levels, moved, ok bool) {
	if !sf.grouped || !sf.hasKing || sf.at != len(g.undo)-1 {
		return c, false, false, false
	}
	u := &g.undo[len(g.undo)-1]
	if ks, ok := g.KingSquare(sf.side); !ok || ks != sf.king || u.gazed {
		return c, false, false, false
	}
	switch k := u.step.Kind(); {
	case k == KindSpecial && u.untracked:
		// The ply's end changed units the move's squares do not show (a
		// flood drained, looped units stepped, monads ran, a syzygy
		// locked).
		return c, false, false, false
	case k == KindSpecial: // what the move says it changed
		d := u.step.Special().Def()
		known := false
		if d.changes != nil {
			c, levels, known = d.changes(u, sf.king)
		}
		if !known {
			// The move cannot say what it changed: the step's change
			// record (board.StepRecord) can.
			if c, levels, moved, ok = g.recordedChanges(sf); !ok {
				return c, false, false, false
			}
			break
		}
		if d.movesEnemies != nil && d.movesEnemies(u.step) {
			// The enemy king among them may make enemy units elsewhere
			// Royal Guards, which no aura holds (board.HeldByNeighbours):
			// the squares around it are not recorded.
			kings := g.Pos.BodySquares(sf.side.Other(), board.King)
			if kings.Intersects(&c) {
				return c, false, false, false
			}
			moved = true
		}
		if d.settled != nil {
			c = d.settled(g.Pos, u.step, c, sf.dep) // only where a group read: elsewhere it asks nothing
		}
	case u.snap != nil || u.nonLocal || u.kingCheck || !localKind(k):
		return c, false, false, false
	case k != KindEnd:
		c.Add(u.step.From())
		c.Add(u.step.To())
	}
	for _, sq := range g.sqBuf[u.buf:] { // old walls, new walls, the trail
		c.Add(sq)
	}
	for _, t := range g.tombLog[u.lens[1]:] { // tombs activated (or rotting) at the turn's end
		c.Add(t.sq)
	}
	if g.auraChanged(u, sf.side, &c) {
		// Held attackers may be free, free ones held (aura.go): the squares
		// of every enemy unit whose hold may have changed join c. The test
		// recorded a group for each line attacker, held or not, and the
		// looks back from the king record every square they read, so the
		// groups that meet c ask them again; an empowered unit held at the
		// time has no group, and is asked where it stands (moved). A
		// Distract also bends the lines of the unit it marks, which those
		// asks do not follow: the whole test.
		if u.step.Kind() == KindSpecial && u.step.Special().Def().Hint == HintBend {
			return c, false, false, false
		}
		added := g.addRehold(u, sf.side, &c)
		if sf.prot != nil && sf.prot.empowered[sf.side.Other()&1].Intersects(&added) {
			moved = true
		}
		if verifyPartialTrials && !added.Empty() {
			reheld++
		}
	}
	return c, levels, moved, true
}

// recordedChanges returns what the last step changed by its change record
// (board.StepRecord, opened around it by Game.legal): the squares written
// and the squares of the units written; levels when a level changed, and
// moved when an enemy unit was written (it may have moved within them:
// the partial trial asks every enemy attacker there afresh). ok is false
// when the record lost units (Over) or the enemy king is among them: it
// may make enemy units elsewhere Royal Guards, which no aura holds, and
// the squares around it are not recorded.
func (g *Game) recordedChanges(sf *Safety) (c board.SquareSet, levels, moved, ok bool) {
	p := g.Pos
	r := p.StepChanges()
	if r == nil || r.Over { // no record open (the step was not made by Legal), or too much changed
		return c, false, false, false
	}
	c = r.Squares
	enemy := sf.side.Other()
	for _, id := range r.Units() {
		v := p.Unit(id)
		switch v.Loc {
		case board.LocBody, board.LocShadow, board.LocMember:
			c.Add(v.Square)
		}
		moved = moved || v.Side == enemy
	}
	kings := p.BodySquares(enemy, board.King)
	return c, r.Levels, moved, !kings.Intersects(&c)
}

// localKind reports the kinds of step whose changes, when nothing was hit
// elsewhere (no Entanglement, no jester's explosion, no tomb's), are their
// start and end squares and what the turn's end changed: a plain step, End,
// a capture (the victim leaves the board into a tomb on the end square, the
// capturer's counters change, not the enemy's), a shot, a wall hit, a siege.
func localKind(k Kind) bool {
	switch k {
	case KindMove, KindEnd, KindCapture, KindShot, KindWallHit, KindSiege:
		return true
	}
	return false
}

// partialAttacked asks again the groups of sf's attack test whose squares
// meet changed, on the current position; with levels, the looks back from
// the king too where changed meets the squares they read without
// recording (a leap lands on a square no higher than its start:
// lookBackMayChange). With moved (enemy units moved within changed), the
// looks back too where a leaper may have landed on or left such a
// square, and the line and empowered attackers are asked
// where they stand now: a group whose attacker stood on a changed square
// is dropped, and each enemy line unit and empowered square in changed is
// asked afresh, as the whole test would ask it.
func (g *Game) partialAttacked(sf *Safety, changed *board.SquareSet, levels, moved bool) bool {
	p := g.Pos
	gn := newGen(p, sf.side.Other(), g.atk[:0])
	gn.prot = sf.prot
	a := in[modeAimed](&gn) // as attacks, aimed at the king
	x, y := sf.king.File(), sf.king.Rank()
	gn.tx, gn.ty = x, y
	hit := false
	// Levels changed, or enemy units moved, where the looks back from the
	// king read without recording (legal_area.go): ask them again.
	lookBack := (levels || moved) && lookBackMayChange(p, sf.king, changed)
	groups := g.atkGroups[sf.at]
	for i := range groups {
		grp := &groups[i]
		if moved && grp.kind != atkFixed && changed.Has(grp.from) {
			continue // its unit moved: asked below where it stands now
		}
		if !grp.dep.Intersects(changed) && !(lookBack && grp.kind == atkFixed) {
			if grp.hit {
				hit = true // nothing it read changed: it still attacks
				break
			}
			continue
		}
		switch grp.kind {
		case atkFixed:
			hit = a.fixedAttack(sf.king)
		case atkLine:
			if gone(&gn, grp.from) {
				continue
			}
			hit = a.lineAttack(grp.typ, grp.from, sf.king, x, y)
		case atkEmpowered:
			if gone(&gn, grp.from) {
				continue
			}
			c := &gn.cells[grp.from]
			u := p.Unit(c.Body)
			gn.beginUnit(grp.from, u)
			gn.kindAs = u.Type
			hit = a.empoweredHits(grp.from, u, grp.typ, sf.king)
			gn.kindAs = board.NoType
		}
		if hit {
			break
		}
	}
	if !hit && moved {
		hit = a.movedAttack(sf.king, changed)
	}
	g.atk = gn.list
	if verifyPartialTrials {
		partialTrials++
		if sf.inCheck {
			inCheckTrials++
		}
		if moved {
			movedTrials++
		}
	}
	return hit
}

// movedAttack asks, as attacks does, the line attackers and the empowered
// squares of g.side within changed whether they capture on sq: the
// variant's line attackers (lineAttackersIn), so an 8.0 bishop is not
// asked (V8-BISHOP) and a Lancer is (V8-LANCER).
func (g genIn[M]) movedAttack(sq board.Square, changed *board.SquareSet) bool {
	x, y := sq.File(), sq.Rank()
	for _, t := range lineAttackersIn[g.p.Variant.Index] {
		set := g.p.BodySquares(g.side, t)
		for wi := range set {
			for word := set[wi] & changed[wi]; word != 0; word &= word - 1 {
				from := board.Square(wi*64 + bits.TrailingZeros64(word))
				if g.lineAttack(t, from, sq, x, y) {
					return true
				}
			}
		}
	}
	if g.prot == nil {
		return false
	}
	emp := &g.prot.empowered[g.side&1]
	for wi := range emp {
		for word := emp[wi] & changed[wi]; word != 0; word &= word - 1 {
			if g.empoweredFrom(board.Square(wi*64+bits.TrailingZeros64(word)), sq) {
				return true
			}
		}
	}
	return false
}

// gone reports an attacker no longer on its square (a blast took it): it
// attacks nothing.
func gone(g *gen, from board.Square) bool {
	pc := g.cells[from].Piece
	return pc == board.NoPiece || pc.Side() != g.side
}

// verifyPartialTrials makes every partial trial, and every Exchange
// verdict given without a trial, check itself against the whole test
// (tests turn it on); partialTrials (inCheckTrials of them with the king
// in check) and specialChecks count them.
var (
	verifyPartialTrials = false
	partialTrials       int
	inCheckTrials       int
	specialChecks       int     // special-move verdicts checked against a trial
	inherited           int     // Safety tests inherited from the position before a plain step
	movedTrials         int     // partial trials after a step that moved enemy units (SpecialDef.movesEnemies)
	reheld              int     // partial trials that asked enemy units afresh whose hold may have changed (addRehold)
	hintChecks          [16]int // special-move verdicts checked against a trial, by Hint
)
