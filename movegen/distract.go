package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Distract (V13-JESTER-DISTRACT, V13-JESTER-DISTRACT-FALLBACK): a jester
// casts a Distract square with one of the 8 directions on a square of its
// move range, and the lines of line pieces of either side that pass
// through that square go on in its direction (catalog Q9: "entering a
// Distract square forces its direction, with the fallback rule").
//
// Rulings followed: one Distract per jester, a new cast moves it (the old
// square is cleared); the line keeps counting its range over the turn, and
// bounces go on as usual after it. Fallback: a pattern that cannot move in
// the square's direction takes, among its own line directions, the one at
// the smallest angle to it; on a tie (two at 45 or 90 degrees) the one
// clockwise of it. "Clockwise as seen from the distracted piece's side" is
// the same turn for both sides (seen from Black the board is turned 180
// degrees, which keeps the sense of rotation), so a rook on a north-east
// square goes east, a bishop on a north square goes north-east, whichever
// side they are on.
//
// Our readings:
//   - A line piece's move is a line of one of its patterns: a bishop's and
//     a dragon's lines are diagonal, a rook's, a templar's and a
//     crossbowman's orthogonal, and a queen's (her Queen's Shadow's, an
//     Illusion's) have all eight directions, so a queen's line follows
//     every Distract square, and a line turned from one family into the
//     other then bounces by the rule of its new direction (V13-BOUNCE-DIAG
//     or V13-BOUNCE-ORTH, Q9). An empowered pattern turns as its type does.
//   - A line turns when it enters the square and passes on: a line that
//     ends there stops there, a body standing there is met as a body (it
//     blocks or is captured), a line never turns on its own start square.
//     A turn there is no bounce: it costs nothing, it is not one of the
//     left/right choices, and a rook's line turned by it no longer besieges
//     (V13-WALL-SIEGE wants the first wall straight ahead).
//   - Only lines turn: leaps, rides, slides, a templar's shield line and
//     the aims of casts (Blizzard, Pull, ...) do not; neither do arrows.
//   - The cast: a square of the jester's move range (its 24 landings),
//     whatever stands there, as Quickening reads "move range"; not a square
//     holding another jester's Distract (the bend would be undefined), and
//     not the same square and direction it has already (a pass). It costs
//     nothing, builds no wall and leaves the jester's stay count running.
//     The Distract stays when its jester dies (Q5: owned markers stay).
//
// The attack test, the reach passes and the legality trials see bent lines
// because the walker turns them (walker.go, advance): the squares a line
// walks after a turn are the squares it reads. Where no Distract is on the
// board the walk is unchanged: quickStep skips squares with features, and
// advance tests one feature bit. A queen's line may change family there,
// so the attack test's distance bounds for queens use the Chebyshev
// distance and no square colour once a Distract is on the board
// (lineAttack, outOfReach). The reach cache's square summary holds the
// direction (summary), so a Distract turned in place is a change.

var distractDef = SpecialDef{
	Name: "distract", Catalog: "V13-JESTER-DISTRACT", Target: true, Arg: ArgDir,
	gen:    (*gen).distractCasts,
	make:   castDistract,
	unmake: uncastDistract,
	// A trial where distractVerdict cannot tell: the jester is an aura
	// source (auraChanged), and a first Distract changes the attack
	// test's bounds for queens.
	Hint: HintBend,
}

// distractVerdict (HintBend) judges a cast without a trial (the king not in check, the
// turn's end quiet). A cast changes the board only on two squares, the
// new Distract square and the jester's old one, and only lines read them:
// a line bends where it enters one. Every square a line of the attack test
// walked is in sf.dep, so when neither square is, no line the test walked
// changes; the jester stays where it stands and holds whom it held (its
// presence holds even when the turn's end paralyzes it). The lines the
// test did not walk were cut off by its distance bounds (outOfReach),
// which a Distract loosens for queens only (a queen's line may change
// family there): where no Distract was on the board, a cast on a square
// some queen's line walks gets a trial (queenMayBend). The turn's end is
// quiet, and the jester's own turn ends (its walls dissolve:
// Safety.exposers).
func (g *Game) distractVerdict(sf *Safety, s Step) Verdict {
	p := g.Pos
	from, to := s.From(), s.To()
	if sf.turn.Actor != 0 || sf.dep.Has(to) || sf.exposers.Has(from) {
		return Trial
	}
	old, has := ownDistract(p, p.BodyAt(from))
	if has && sf.dep.Has(old.Square) {
		return Trial
	}
	if !hasDistract(p) && g.queenMayBend(sf, to) {
		return Trial
	}
	return Safe
}

// queenMayBend reports that a line of an enemy queen-like pattern (a
// queen's, her token's, an empowered unit's queen pattern) may enter sq on
// a board with no Distract, with range enough left to reach the king from
// there. The lines are walked once per position as the attack test walks
// them once a Distract is on the board (every direction, cut where the
// Chebyshev distance to the king exceeds the range left), to the longest
// range they may have after the turn's end (the idle count may tick;
// shellshock and terrain only shorten it): every square they enter is in
// sf.queenLines. A line that enters sq later than that cannot reach the
// king, bent or not.
func (g *Game) queenMayBend(sf *Safety, sq board.Square) bool {
	if !sf.queenLinesOK {
		sf.queenLinesOK = true
		p := g.Pos
		enemy := sf.side.Other()
		// Through a Game field: a pointer into sf would move sf to the heap.
		g.dep = board.SquareSet{}
		gn := newGen(p, enemy, g.atk[:0])
		gn.dep = &g.dep
		gn.distract = 2 // the walks of a board with a Distract: bounded by the Chebyshev distance
		gn.tx, gn.ty = sf.king.File(), sf.king.Rank()
		for _, t := range [2]board.UnitType{board.Queen, board.QueenShadow} {
			set := p.BodySquares(enemy, t)
			for wi, word := range set {
				for ; word != 0; word &= word - 1 {
					gn.walkQueenLines(board.Square(wi*64+bits.TrailingZeros64(word)), t)
				}
			}
		}
		if sf.prot != nil {
			emp := sf.prot.empowered[enemy&1]
			for wi, word := range emp {
				for ; word != 0; word &= word - 1 {
					q := board.Square(wi*64 + bits.TrailingZeros64(word))
					if t := sf.prot.empType[q]; anyDirLines(t) && p.BodyAt(q) != 0 {
						gn.walkQueenLines(q, t)
					}
				}
			}
		}
		g.atk = gn.list
		sf.queenLines = g.dep
	}
	return sf.queenLines.Has(sq)
}

// walkQueenLines walks the lines of the body on q with the queen-like
// pattern t to the longest range they may have this ply (queenMayBend).
func (g *gen) walkQueenLines(q board.Square, t board.UnitType) {
	u := g.p.Unit(g.p.BodyAt(q))
	g.beginUnit(q, u)
	rng := min(16+int(g.p.IdleOf(u))/20+1, maxPathLen)
	a := in[modeAimed](g) // aimed at the king (g.tx, g.ty)
	a.orthLines(q, t, rng, true)
	a.diagLines(q, t, rng, true)
}

// distractCasts generates the Distract casts of the jester on sq.
func (g *gen) distractCasts(sq board.Square, _ *board.Unit) {
	id := g.cells[sq].Body
	own, has := ownDistract(g.p, id)
	for _, jl := range jesterLeaps[sq] {
		to := jl.to
		mine := has && own.Square == to
		if g.cells[to].Features&board.FeatDistract != 0 && !mine {
			continue // another jester's square
		}
		for d := board.Dir(0); d < board.NumDirs; d++ {
			if !mine || own.Dir != d {
				g.addSpecial(sq, to, SpecDistract, uint16(d))
			}
		}
	}
}

// ownDistract finds the Distract of the jester id.
func ownDistract(p *board.Position, id board.UnitID) (board.Marker, bool) {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkDistract && m.Owner == id {
			return m, true
		}
	}
	return board.Marker{}, false
}

// castDistract plays a cast: the jester's old Distract goes, the new one
// comes; both changes are logged for uncastDistract.
func castDistract(g *Game, _ *undo, s Step) {
	p := g.Pos
	id := p.BodyAt(s.From())
	if old, ok := ownDistract(p, id); ok {
		must(p.RemoveMarker(old.Square, old.Kind, old.Owner), "distract", s)
		g.markerLog = append(g.markerLog, markerChange{old: old, removed: true})
	}
	m := board.Marker{Kind: board.MarkDistract, Square: s.To(), Dir: board.Dir(s.Arg()), Owner: id}
	must(p.AddMarker(m), "distract", s)
	g.markerLog = append(g.markerLog, markerChange{old: m, added: true})
}

// uncastDistract takes a cast back, after the end of its turn was undone
// (which left the marker log as the cast wrote it).
func uncastDistract(g *Game, u *undo, s Step) {
	p := g.Pos
	log := g.markerLog[u.lens[3]:]
	for i := len(log) - 1; i >= 0; i-- {
		ch := log[i]
		if ch.added {
			must(p.RemoveMarker(ch.old.Square, ch.old.Kind, ch.old.Owner), "undistract", s)
		} else {
			must(p.AddMarker(ch.old), "undistract", s)
		}
	}
	g.markerLog = g.markerLog[:u.lens[3]]
}

// hasDistract reports a Distract square on the board.
func hasDistract(p *board.Position) bool {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkDistract {
			return true
		}
	}
	return false
}

// distracted reports, once per generation (a gen lives on one position),
// whether a Distract square is on the board.
func (g *gen) distracted() bool {
	if g.distract == 0 {
		g.distract = 1
		if hasDistract(g.p) {
			g.distract = 2
		}
	}
	return g.distract == 2
}

// lineDirs is the direction set of the lines of pattern type att, which a
// Distract square may turn them into: 0 when no Distract is on the board
// (nothing turns), or family, the line's own family, but for the patterns
// with all eight.
func (g *gen) lineDirs(att board.UnitType, family uint8) uint8 {
	if !g.distracted() {
		return 0
	}
	if anyDirLines(att) {
		return allDirMask
	}
	return family
}

// anyDirLines reports the patterns whose lines run in all eight
// directions: the queen's, her token's, an Illusion's.
func anyDirLines(t board.UnitType) bool {
	return t == board.Queen || t == board.QueenShadow || t == board.Illusion
}

// replayDirs is the direction set a line step was generated with, for its
// replay: all eight if it says so, else its pattern's family.
func replayDirs(s Step) uint8 {
	switch {
	case s&bitAnyDir != 0:
		return allDirMask
	case s.Pattern() == PatDiag:
		return diagDirMask
	}
	return orthDirMask
}

// bend turns the line w, which has just entered the Distract square sq,
// into the square's direction, or its fallback among w.dirs.
func (g *gen) bend(w *walker, sq board.Square) {
	d, ok := distractDir(g.p, sq)
	if !ok {
		return
	}
	w.dir = fallbackDir(d, w.dirs)
	w.bent = true
	if w.dirs == allDirMask {
		w.mark = bitAnyDir
	}
}

// distractDir is the direction of the Distract on sq (Validate allows one
// per square).
func distractDir(p *board.Position, sq board.Square) (board.Dir, bool) {
	for _, m := range p.Markers() {
		if m.Kind == board.MarkDistract && m.Square == sq {
			return m.Dir, true
		}
	}
	return 0, false
}

// fallbackDir is V13-JESTER-DISTRACT-FALLBACK: d if the set dirs has it,
// else the direction of dirs at the smallest angle to d, clockwise first.
func fallbackDir(d board.Dir, dirs uint8) board.Dir {
	if dirs>>d&1 != 0 {
		return d
	}
	for k := board.Dir(1); k <= 4; k++ {
		if cw := (d + k) & 7; dirs>>cw&1 != 0 {
			return cw
		}
		if ccw := (d - k) & 7; dirs>>ccw&1 != 0 {
			return ccw
		}
	}
	return d // an empty set: not a line (not reached)
}
