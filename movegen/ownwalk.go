package movegen

import "github.com/frozenchess/engine/board"

// The walk of a special move that moves its unit by the unit's own pattern
// (V13-WALL-CREATE, Q6: walls come from every move's path; only teleports,
// non-moving special moves, shadow moves and being moved by others are
// exempt). Fusion moves A onto B's square with A's pattern (seed: "Fuse:
// move A into square occupied by B"), a fused stack moves with a member's
// quiet step, and a De-fuse is the leaving member's own step (the ruling:
// "a normal move"), so each walks its path like a plain step: the start
// square, the squares passed and the landing join the turn's trail, and the
// turn's end builds the actor's wall from it (buildWalls: never on the final
// square or under a body, so a stack's square, still occupied, stays free)
// and lets the trail's squares act on it (floods, traps, tombs passed).
//
// The step records only its two squares, so the walk is found again when
// it is made: the unit's pattern steps from its square to the target (a
// capture step seen with friends as targets for a fusion, a quiet step for
// the others). Our reading where several paths lead there (a straight line
// and a bounced one): the unit walks the shortest, the first generated of
// equal ones (Q6 gives the mover no choice to write).

// walkTo adds to the trail the walk of the unit id, standing on from (alone
// or in a stack), to the square to by a step of its native pattern: a
// capture step where friends count as targets (fusion) or a quiet step. A
// teleport (a frog's Long Jump) walks nothing. It reports whether such a
// step exists.
func (g *Game) walkTo(id board.UnitID, from, to board.Square, fusion bool) bool {
	p := g.Pos
	u := p.Unit(id)
	w := &g.shadowGen // Make's scratch generator (no shadow moves while this runs)
	*w = newGen(p, u.Side, w.list[:0])
	w.beginUnit(from, u)
	if u.Type == board.Pawn && fusion {
		// a pawn fuses with the body straight in front: one step, no path
		if nbr[from][u.Facing] == uint16(to) {
			p.AddTrails([]board.Square{from, to})
			return true
		}
		return false
	}
	if fusion {
		in[modeFuse](w).patterns(from, u, u.Type, true) // friends count as targets
		w.mode = mMoves
	} else {
		in[modeSteps](w).patterns(from, u, u.Type, false)
	}
	kind := KindMove
	if fusion {
		kind = KindCapture
	}
	best, bestLen := Step(0), -1
	for _, s := range w.list {
		if s.To() != to || s.Kind() != kind {
			continue
		}
		g.path = w.stepPath(p, s, g.path[:0])
		if bestLen < 0 || len(g.path) < bestLen {
			best, bestLen = s, len(g.path)
		}
	}
	w.list = w.list[:0]
	if bestLen < 0 {
		return false
	}
	if best.Pattern() == PatLongJump {
		return true // a teleport walks no squares (Q6)
	}
	g.path = w.stepPath(p, best, append(g.path[:0], from))
	p.AddTrails(append(g.path, to))
	return true
}
