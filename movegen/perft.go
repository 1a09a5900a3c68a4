package movegen

import (
	"errors"
	"fmt"

	"github.com/frozenchess/engine/board"
)

// Perft counts the legal full turns to the given depth (docs/notation.md): a
// node is a complete turn, however many steps it holds. A plain step that may
// be followed by another branches into "end here" and every legal next step,
// so "h4-h5" and "h4-h5,h5-h6" are two turns. The Null move is a turn.
func (g *Game) Perft(depth int) uint64 { return g.perftTurns(depth, 0, nil) }

// perftTurns is Perft below level; stop, if not nil, is asked at every node
// that generates, and once it says yes the count ends early (a protocol
// perft that is told to stop).
func (g *Game) perftTurns(depth, level int, stop func() bool) uint64 {
	if depth == 0 {
		return 1
	}
	if stop != nil && stop() {
		return 0
	}
	legal := g.Legal(level, g.List(level))
	var n uint64
	t := g.Pos.Turn()
	for _, s := range legal {
		if depth == 1 && endsTurn(g.Pos, s, t) {
			n++ // bulk counting: a legal step that ends the turn is one turn, made or not
			continue
		}
		g.Make(s)
		if g.Pos.Turn().Actor == 0 {
			n += g.perftTurns(depth-1, level+1, stop)
		} else {
			n += g.perftTurns(depth, level+1, stop)
		}
		g.Unmake()
	}
	g.Keep(level, legal)
	return n
}

// endsTurn reports a step of p that surely ends the turn it is played in,
// turn state t (Make): a plain move with the turn's last step left, or any
// step but a plain move, save a lone pawn's capture as its turn begins,
// which may earn the extra move (V13-PAWN-ACCEL). A plain move at a turn's
// start may still end it (a King's Check, an active tomb's blast, a
// besieged unit, V13-ROOK-SIEGE), an accelerating capture may not: it
// reports false, and the caller makes it.
func endsTurn(p *board.Position, s Step, t board.TurnState) bool {
	if s.isMarked() {
		return !marked.MayContinue // Mind Control: one step, the whole turn
	}
	if s.Kind() == KindSpecial && s.Special().Def().MayContinue {
		return false // its make decides (a pawn stack's moves, a Mass Jump)
	}
	if mayContinue(s) {
		return t.Actor != 0 && t.Left <= 1
	}
	return t.Actor != 0 || !accelCandidate(p, s)
}

// PerftSteps counts legal step sequences of the given length: every step is
// a node, End and Null included.
func (g *Game) PerftSteps(depth int) uint64 { return g.perftSteps(depth, 0, nil) }

// perftSteps is PerftSteps below level, with perftTurns' stop.
func (g *Game) perftSteps(depth, level int, stop func() bool) uint64 {
	if stop != nil && stop() {
		return 0
	}
	legal := g.Legal(level, g.List(level))
	if depth == 1 {
		n := uint64(len(legal))
		g.Keep(level, legal)
		return n
	}
	var n uint64
	for _, s := range legal {
		g.Make(s)
		n += g.perftSteps(depth-1, level+1, stop)
		g.Unmake()
	}
	g.Keep(level, legal)
	return n
}

// DivideLine is one root turn and the number of turn sequences below it.
type DivideLine struct {
	Turn  string
	Nodes uint64
}

// Divide splits Perft(depth) by root turn, in generation order.
func (g *Game) Divide(depth int) ([]DivideLine, uint64) { return g.divide(depth, nil) }

// divide is Divide with perftTurns' stop. Its root turns are written as
// legalmoves lists them (a lone End of a position inside a turn as "end").
func (g *Game) divide(depth int, stop func() bool) ([]DivideLine, uint64) {
	var lines []DivideLine
	var total uint64
	switch {
	case depth == 1: // each turn counts one: no need to play its last step
		g.ForEachTurnNotation(func(turn string) bool {
			lines = append(lines, DivideLine{Turn: turn, Nodes: 1})
			total++
			return true
		})
	case depth > 1:
		g.ForEachTurnWritten(func(_ []Step, turn string) bool {
			n := g.perftTurns(depth-1, 0, stop) // the walk keeps its own lists
			lines = append(lines, DivideLine{Turn: turn, Nodes: n})
			total += n
			return true
		})
	}
	return lines, total
}

// PerftCopy counts the same turns as Perft by copy-make: every step is
// played on a fresh copy of the position and never unmade, and legality is
// judged on that copy. It is the independent check of make/unmake.
func PerftCopy(p *board.Position, depth int) uint64 {
	var c copier
	return c.perft(p, depth, 0)
}

// PerftStepsCopy counts the same step sequences as PerftSteps by copy-make.
func PerftStepsCopy(p *board.Position, depth int) uint64 {
	c := copier{steps: true}
	return c.perft(p, depth, 0)
}

type copier struct {
	pos   []*board.Position
	games []*Game
	lists [][]Step
	gens  []*Generator
	steps bool // every step is a node (PerftSteps), not every turn
}

func (c *copier) at(level int) (*board.Position, []Step) {
	for len(c.pos) <= level {
		c.pos = append(c.pos, board.New())
		c.games = append(c.games, nil)
		c.lists = append(c.lists, make([]Step, 0, 4096))
		c.gens = append(c.gens, new(Generator))
	}
	return c.pos[level], c.lists[level][:0]
}

func (c *copier) perft(p *board.Position, depth, level int) uint64 {
	if depth == 0 {
		return 1
	}
	q, list := c.at(level)
	gn := c.startState(p, level)
	pseudo := gn.Generate(p, list)
	c.lists[level] = pseudo
	var n uint64
	for _, s := range pseudo {
		if !c.play(p, q, level, s) {
			continue
		}
		if q.Turn().Actor == 0 {
			n += c.perft(q, depth-1, level+1)
		} else if c.steps {
			// A step into a turn that cannot end legally belongs to no
			// legal action (Q8), so Legal leaves it out; turn counting
			// needs no such test, as such a step has no turns below it.
			if c.finishable(q, level+1) {
				n += c.perft(q, depth-1, level+1)
			}
		} else {
			n += c.perft(q, depth, level+1)
		}
	}
	return n
}

// play copies p to q and makes s there, judging on the copy alone whether
// s is legal (Q8): the king not attacked (or blown up) after it, King's
// Check exempt; the Null move not in check; King's Exchange not with an
// attacked unit.
func (c *copier) play(p, q *board.Position, level int, s Step) bool {
	side := p.SideToMove()
	gn := c.gens[level]
	q.CopyFrom(p)
	g := c.game(level, q, &gn.pr)
	if s.Kind() == KindNull && g.InCheck(side) {
		return false
	}
	if s.Kind() == KindSpecial {
		if d := s.Special().Def(); d.refused != nil && d.refused(p, s) {
			return false // the move's own rule (King's Exchange: not with an attacked unit)
		}
	}
	sf := Safety{side: side, hasKing: true, prot: &gn.pr}
	_, sf.hasKing = g.KingSquare(side)
	g.Make(s)
	return g.SafeAfter(&sf)
}

// game returns the level's game wrapped around q, as NewGame(q) makes it,
// with pr as the protection state of q's position. The game is reused: it
// makes one step and is reset, never unmade, so it stays an independent
// check of make/unmake, while a fresh game per step (its buffers, scratch
// and snapshot positions) cost half of a copy-made perft's time in
// allocation and garbage collection.
func (c *copier) game(level int, q *board.Position, pr *Protection) *Game {
	g := c.games[level]
	if g == nil {
		g = NewGame(q)
		c.games[level] = g
	}
	g.prot = g.prot[:0] // before Reset, which invalidates the states it holds: pr is the generator's
	g.Reset(q)
	g.prot = append(g.prot, pr)
	return g
}

// startState is the level's generator, for p. Where p is inside a turn
// that a rook's push began (V12A-ROOK-PUSH), its protection state is that
// of the turn's start, the level above's, carried as the Game carries it:
// the position inside the turn gives back the units the push moved
// (unpushTurnStart) but not a wall square it destroyed.
func (c *copier) startState(p *board.Position, level int) *Generator {
	gn := c.gens[level]
	if level > 0 && pushOpened(p) {
		gn.pr = c.gens[level-1].pr
		gn.pr.key = p.Hash()
	}
	return gn
}

// finishable reports whether the turn left open in p can end legally: by
// End, or by a legal next step after which the turn again can end. Each
// try is played on a copy.
func (c *copier) finishable(p *board.Position, level int) bool {
	q, list := c.at(level)
	gn := c.startState(p, level)
	pseudo := gn.Generate(p, list)
	c.lists[level] = pseudo
	for _, s := range pseudo {
		if c.play(p, q, level, s) && (q.Turn().Actor == 0 || c.finishable(q, level+1)) {
			return true
		}
	}
	return false
}

// ErrStopped is PerftCommand's error when its stop said yes: the counts it
// returns are incomplete.
var ErrStopped = errors.New("stopped before the count was complete")

// PerftCommand runs one of the counting commands the binary and the
// protocol offer: "perft", "perftsteps" or "divide" (which also returns its
// lines). stop, if not nil, is asked at every node that generates; once it
// says yes (and it must go on saying yes) the count ends early with
// ErrStopped.
func (g *Game) PerftCommand(cmd string, depth int, stop func() bool) ([]DivideLine, uint64, error) {
	var lines []DivideLine
	var n uint64
	switch cmd {
	case "perft":
		n = g.perftTurns(depth, 0, stop)
	case "perftsteps":
		n = g.perftSteps(depth, 0, stop)
	case "divide":
		lines, n = g.divide(depth, stop)
	default:
		return nil, 0, fmt.Errorf("unknown counting command %q (perft, perftsteps, divide)", cmd)
	}
	if stop != nil && stop() {
		return lines, n, ErrStopped
	}
	return lines, n, nil
}
