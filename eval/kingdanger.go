package eval

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
	"github.com/frozenchess/engine/movegen"
)

// King danger (issue 46): the part of the search's threat map
// (search/threat.go) the evaluation can afford at every node. The king-blast
// term (kingblast.go) counts the active tombs and own jesters beside the
// king whatever can reach them; one the enemy attacks (catalog Q7, native
// patterns) is a blast one enemy step away, the first step of the turn
// that loses the king (V13-TOMB-EXPLOSION, V13-JESTER-EXPLOSION), and
// costs KingDangerWeight more. The attack test runs only on those squares,
// which are rare, so the term costs nothing where none stands.
const KingDangerWeight = 250

// KingDanger turns the term on. Off by default: four attack tests an
// evaluation at the start (its jesters stand beside the king) made a search
// node cost 46% more instructions, and its match with the search's threat
// map did not exclude 0 (docs/search.md, king danger).
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
	near := kings.Pop().NeighborSet()
	blasts := p.TombSquares(board.TombActive).And(near)
	jesters := p.BodySquares(side, board.Jester)
	jesters = jesters.And(near)
	blasts.Union(&jesters)
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
