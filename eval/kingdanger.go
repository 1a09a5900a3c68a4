package eval

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// King danger (issue 46): the part of the search's threat map
// (search/threat.go) the evaluation can afford at every node. The king-blast
// term (kingblast.go) counts the active tombs beside the king whatever can
// reach them; one an enemy unit attacks (catalog Q7, native patterns) is a
// blast one enemy step away, the first step of the turn that loses the
// king (V13-TOMB-EXPLOSION), and costs KingDangerWeight more. The attack
// test runs only on those squares, which are rare, so the term costs
// nothing where none stands.
//
// Own jesters beside the king (V13-JESTER-EXPLOSION) are not tested: the
// start puts two beside each king, and testing them made every evaluation
// run four attack tests and a search node cost 46% more instructions
// (docs/search.md). Their danger is a capture, which quiescence searches
// anyway (the blast takes the king: a mate score); a landing on a tomb is
// no capture, and quiescence tries it only beside the enemy king
// (qsearchBlasts).
const KingDangerWeight = 250

// KingDanger turns the term on (docs/search.md: the match that decides).
var KingDanger = false

// kingDanger is side's king-danger term (a penalty, 0 or less).
func (e *Evaluator) kingDanger(p *board.Position, side board.Side) int {
	if !KingDanger {
		return 0
	}
	kings := p.BodySquares(side, board.King)
	if kings.Empty() {
		return 0
	}
	blasts := p.TombSquares(board.TombActive).And(kings.Pop().NeighborSet())
	reached := 0
	for w, word := range blasts {
		for ; word != 0; word &= word - 1 {
			var hit bool
			hit, e.atk = movegen.AttackedNativeInto(p, side.Other(), board.Square(w*64+bits.TrailingZeros64(word)), e.atk[:0])
			if hit {
				reached++
			}
		}
	}
	return -reached * KingDangerWeight
}
