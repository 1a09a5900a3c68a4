package movegen

import (
	"math/bits"
	"slices"

	"github.com/frozenchess/engine/board"
)

// landing checks the square a leap or a one-square step ends on: on no wall,
// not higher than the start (V13-TERRAIN-CLIMB compares start and landing
// only for leaps), and either empty and allowed, or a capture.
func (g genIn[M]) landing(from, to board.Square, att board.UnitType, capture bool, pat Pattern) {
	if g.dep != nil {
		g.dep.Add(to)
	}
	c := &g.cells[to]
	if c.Wall != 0 || c.Level > g.level {
		return
	}
	if c.Piece != 0 || g.phantomAt(to) {
		if capture && g.capturable(att, to) {
			g.add(makeStep(from, to, KindCapture, pat))
		}
		return
	}
	if bitsOf[M]().has(mThreat) {
		if capture {
			g.markThreat(to, pat)
		}
		return
	}
	if c.Features != 0 && (c.Features&g.avoid != 0 || (g.king && c.Features&board.FeatTomb != 0 && g.activeTomb(to))) {
		return
	}
	g.add(makeStep(from, to, KindMove, pat))
}

// leaps generates a fixed leap set (V13-CLASS-LEAPER): the unit jumps over
// units, walls and tombs; only the landing square matters.
func (g genIn[M]) leaps(from board.Square, att board.UnitType, set leapSet, capture bool) {
	// The 12x12 walls block a knight move walled on both L paths; a jester
	// leaps them (walling12.go).
	walls12 := set == leapKnight && g.p.Variant.Has(board.MechWalling12) && g.cells[from].Piece.Type() != board.Jester
	for _, to := range g.geo.leaps[set][from] {
		if g.dep != nil {
			g.dep.Add(to)
		}
		if pc := g.cells[to].Piece; pc != 0 && pc.Side() == g.side && !g.phantomAt(to) && !bitsOf[M]().has(mReach) {
			continue // a friendly unit there: nothing to do
		}
		if walls12 && g.knightBlocked12(from, to) {
			continue
		}
		g.landing(from, to, att, capture, PatLeap)
	}
}

// kingSteps generates one-square steps in the 8 directions (V13-KING-MOVE,
// the Chancellor's king steps).
func (g genIn[M]) kingSteps(from board.Square, att board.UnitType, capture bool) {
	for _, to := range g.geo.leaps[leapKing][from] {
		g.landing(from, to, att, capture, PatStep)
	}
}

// orthSteps is the Bishop's non-capturing one-square orthogonal step
// (V13-BISHOP-MOVE, V13-BISHOP-CAPTURE).
func (g genIn[M]) orthSteps(from board.Square) {
	for _, d := range orthDirs {
		if nx := g.geo.nbr[from][d]; nx != offBoard {
			g.landing(from, board.Square(nx), board.Bishop, false, PatStep)
		}
	}
}

// diagForwardSteps is the Knight's optional one-square diagonal step forward
// (V13-KNIGHT-MOVE ruling: two squares, both capture).
func (g genIn[M]) diagForwardSteps(from board.Square, u *board.Unit, capture bool) {
	l, r := forwardDiagonals(u.Facing)
	for _, d := range [2]board.Dir{l, r} {
		if nx := g.geo.nbr[from][d]; nx != offBoard {
			g.landing(from, board.Square(nx), board.Knight, capture, PatStep)
		}
	}
}

// jesterLeaps generates the Jester's 24 landings (V13-JESTER-MOVE ruling):
// 2 or 3 squares diagonally, then maybe one square sideways; the points
// passed on the way may hold units but not walls. It never captures
// (V13-JESTER-NOCAPTURE).
func (g genIn[M]) jesterLeaps(from board.Square) {
next:
	for _, jl := range g.jesterLeapsIn()[from] { // 8.0's own (V8-JESTER, jester8.go), or the board size's
		for i := range jl.nv {
			if g.cells[jl.via[i]].Wall != 0 {
				continue next
			}
		}
		g.landing(from, jl.to, board.Jester, false, PatLeap)
	}
}

// longJumps generates the Frog's Long Jump (V13-FROG-LONGJUMP ruling): from
// anywhere to an empty square next to another frog of either side, not a
// wall or tomb and not higher than the start. It is a teleport. The frogs'
// free neighbour squares are found once per generation call, as one set
// with the squares next to two frogs or more set apart, so that a frog's
// targets are that set less the squares next to it alone.
func (g genIn[M]) longJumps(from board.Square) {
	if !g.frogsOK {
		g.nfrogs = 0
		for _, side := range [2]board.Side{board.White, board.Black} {
			for set := g.p.BodySquares(side, board.Frog); !set.Empty() && g.nfrogs < len(g.frogs); {
				f := set.Pop()
				var ring board.SquareSet
				g.rings[g.nfrogs] = 0
				for i, to := range f.Neighbors() {
					if c := &g.cells[to]; c.Piece == 0 && c.Wall == 0 && c.Features&board.FeatTomb == 0 {
						ring.Add(to)
						g.rings[g.nfrogs] |= 1 << i
					}
				}
				both := ring.And(&g.jumpTo)
				g.jumpTwice.Union(&both)
				g.jumpTo.Union(&ring)
				g.frogs[g.nfrogs] = f
				g.nfrogs++
			}
		}
		g.frogsOK = true
	}
	targets := g.jumpTo
	if k := slices.Index(g.frogs[:g.nfrogs], from); k >= 0 {
		around := from.Neighbors()
		for ring := g.rings[k]; ring != 0; ring &= ring - 1 {
			if sq := around[bits.TrailingZeros8(ring)]; !g.jumpTwice.Has(sq) {
				targets.Remove(sq) // next to this frog alone
			}
		}
	}
	g.dropHigher(&targets, g.level) // not higher than the start
	for w, word := range targets {
		for ; word != 0; word &= word - 1 {
			g.add(makeStep(from, board.Square(w*64+bits.TrailingZeros64(word)), KindMove, PatLongJump))
		}
	}
}

// dropHigher takes out of targets the squares higher than level. From level
// 0 or above only the squares not at level 0 can be, so only those are
// looked at.
func (g *gen) dropHigher(targets *board.SquareSet, level int8) {
	high := *targets
	if level >= 0 {
		uneven := g.p.Uneven()
		high = uneven.And(targets)
	}
	for w, word := range high {
		for ; word != 0; word &= word - 1 {
			if sq := board.Square(w*64 + bits.TrailingZeros64(word)); g.cells[sq].Level > level {
				targets.Remove(sq)
			}
		}
	}
}
