package search

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// King danger (issue 46). In self-play the engine lost its king to threats
// one turn deep that a search of a few steps stops short of: a knight's
// two-step march onto the king's square, a unit stepping onto an active
// tomb beside the king (V13-TOMB-EXPLOSION), the capture of an own jester
// beside it (V13-JESTER-EXPLOSION). The threat map says, at the start of a
// turn, which squares of the mover's king's neighbourhood the enemy
// reaches: each one is where an enemy unit can stand after its first step,
// one step from the king, or, on an active tomb or an own jester, where
// that first step already blows the king up. It asks the rules core's own
// attack test (Game.AttackedBy: catalog Q7, with the empowered patterns),
// eight squares a node, and keeps nothing between nodes.
//
// What uses it (each kept by the match in docs/search.md):
//   - threat extension: a node whose king has a blast square the enemy
//     reaches (an active tomb or an own jester beside it) is searched one
//     step deeper (at most threatExtMax times on a line, never at the
//     horizon), so that the enemy's replies are seen through to their end
//     (exposed squares alone are too common: extended on them, the open
//     bench positions took 70 times the nodes);
//   - ordering: in danger, the king's own steps and the steps onto the
//     exposed squares (blocking them) come right after captures and
//     killers;
//   - quiescence: the side to move also tries the first steps of turns
//     that take or blow up the enemy king with their next step (a Double
//     Move or March onto a tomb beside it, a multimove's capture).

// threatMap is the danger to one side's king at a turn's start.
type threatMap struct {
	king    board.Square
	hasKing bool
	exposed board.SquareSet // squares next to the king the enemy attacks
	blasts  board.SquareSet // of those, active tombs and own jesters: one enemy step there blows the king up
}

// threatExposed is how many exposed squares next to the king make it in
// danger without a blast square among them.
const threatExposed = 3

// threatExtMax is how many threat extensions one line may take.
const threatExtMax = 2

// danger reports a king the enemy may take or blow up in its next turn.
func (t *threatMap) danger() bool {
	return t.hasKing && (!t.blasts.Empty() || t.exposed.Count() >= threatExposed)
}

// kingThreat maps the danger to side's king in the game's position.
func kingThreat(g *movegen.Game, side board.Side) threatMap {
	var t threatMap
	t.king, t.hasKing = g.KingSquare(side)
	if !t.hasKing {
		return t
	}
	p := g.Pos
	// The 16x16 array's neighbours, cut to the variant's board: on 12x12 a
	// king on its last rank or file has neighbours off the board, which
	// the attack test (a knight's leap) can still reach.
	ring := t.king.NeighborSet().And(&p.Variant.Squares)
	enemy := side.Other()
	for w, word := range ring {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			if g.AttackedBy(enemy, sq) {
				t.exposed.Add(sq)
			}
		}
	}
	t.blasts = p.TombSquares(board.TombActive).And(&t.exposed)
	jesters := p.BodySquares(side, board.Jester)
	jesters = jesters.And(&t.exposed)
	t.blasts.Union(&jesters)
	return t
}

// threatExtension is how many steps deeper the node at ply is searched:
// one when the mover's king is in danger at its turn's start and the line
// has extensions left. It also keeps the node's threat map for ordering.
func (s *Searcher) threatExtension(depth, ply int, fresh bool) int {
	t := &s.threats[ply]
	t.hasKing = false
	if ply > 0 {
		s.extended[ply] = s.extended[ply-1]
	} else {
		s.extended[ply] = 0
	}
	if !ThreatSearch || !threatExtend || !fresh || ply == 0 || depth <= 0 {
		return 0 // at the horizon quiescence looks for the threats (qsearchMarches, qsearchBlasts)
	}
	*t = kingThreat(s.g, s.g.Pos.SideToMove())
	if t.blasts.Empty() || s.extended[ply] >= threatExtMax {
		return 0
	}
	s.extended[ply]++
	return 1
}

// ThreatSearch turns the king-danger map's uses in the search on. Off by
// default: with the evaluation's term (eval.KingDanger) a node costs 5.6%
// more instructions, and its equal-node matches did not show a gain
// (+26 +- 50 Elo with the jesters' tests, -17 +- 33 with the tombs' only:
// the games were the same in 19 of 20 pairs), so nothing says it gains at
// equal time (docs/search.md).
var ThreatSearch = false

// The three uses one by one, for the matches that measure each.
var threatExtend, threatQuiesce = true, true

// threatOrder is the ordering bonus of st at a node whose king is in
// danger: the king's own steps first, then steps onto exposed squares
// next to it (they block them); 0 otherwise.
func (s *Searcher) threatOrder(st movegen.Step, ply int) int32 {
	t := &s.threats[ply]
	if !t.hasKing || !t.danger() || st.Kind() != movegen.KindMove {
		return 0
	}
	switch {
	case st.From() == t.king:
		return 1<<25 + 1
	case t.exposed.Has(st.To()):
		return 1 << 25
	}
	return 0
}

// threatListBase is the game's list depth where quiescence generates the
// steps it tries onto the enemy king's neighbourhood (after the blasts').
const threatListBase = 2 * (MaxPly + 1)

// qsearchMarches searches, at the first step below the horizon, the first
// steps of the turns that take or blow up the enemy king with a later
// step: a Double Move or a March whose next step lands on an active tomb
// beside the king (V13-DOUBLEMOVE, V13-KNIGHT-MARCH, V13-TOMB-EXPLOSION;
// qsearchBlasts tries that next step), and a multimove whose next step
// takes the king (V13-MULTIMOVE: the first step must leave the king
// attacked; the capture is quiescence's next). Only a side that has a
// multimove unit, or whose enemy has an active tomb beside the king,
// generates its steps for it: both are rare. It returns the best score
// among them (-Infinity if none) and whether it reached beta.
func (s *Searcher) qsearchMarches(ply, alpha, beta, qply int, side board.Side) (int, bool) {
	p := s.g.Pos
	if !ThreatSearch || !threatQuiesce || qply != 0 || p.Turn().InProgress() {
		return -Infinity, false
	}
	king, ok := s.g.KingSquare(side.Other())
	if !ok {
		return -Infinity, false
	}
	tombs := p.TombSquares(board.TombActive).And(king.NeighborSet())
	if tombs.Empty() && !hasMultimover(p, side) {
		return -Infinity, false
	}
	list := s.g.Generate(s.g.List(threatListBase + ply))
	defer s.g.Keep(threatListBase+ply, list)
	sf := s.g.Safety()
	best := -Infinity
	for _, st := range list {
		if st.Kind() != movegen.KindMove {
			continue
		}
		if tombs.Empty() && p.Unit(p.Cells()[st.From()].Body).Awards == 0 {
			continue // no multimove, and no tomb for a second step to land on
		}
		if played, _ := s.play(st, ply, &sf, true); !played {
			continue
		}
		if p.SideToMove() != side || !p.Turn().InProgress() || (tombs.Empty() && !s.g.AttackedBy(side, king)) {
			s.g.Unmake() // no second step, or none that takes the king
			continue
		}
		score := s.qsearch(ply+1, alpha, beta, qply+1, st.To())
		s.g.Unmake()
		if s.stopped {
			return best, false
		}
		if score > best {
			best = score
			if score > MateScore-MaxPly {
				s.pv[ply][0], s.pvLen[ply] = st, 1
			}
		}
		if score > alpha {
			alpha = score
			if alpha >= beta {
				return best, true
			}
		}
	}
	return best, false
}

// hasMultimover reports whether side has a unit on the board with
// multimove awards (V13-MULTIMOVE).
func hasMultimover(p *board.Position, side board.Side) bool {
	own := p.SideBodies(side)
	cells := p.Cells()
	for w, word := range own {
		for ; word != 0; word &= word - 1 {
			if p.Unit(cells[w*64+bits.TrailingZeros64(word)].Body).Awards > 0 {
				return true
			}
		}
	}
	return false
}
