package movegen

import "github.com/frozenchess/engine/board"

// Boarding a transport (V8-CLASS-TRANSPORT, FrozenChess 8.0, seed
// 001:70-72, 166-182, 193-203): a friendly non-king unit moves onto the
// square of a friendly Ship (up to 8 units, V8-SHIP) or Cannon (one unit,
// its ammunition, V8-CANNON) and is held inside it (board/cargo.go: a
// removed unit whose Parent is the carrier). By the rulings boarding is the
// boarding unit's move: it reaches the carrier's square by a quiet step of
// its own pattern, as if that square were empty, walks that step's path
// (its start square and the squares passed become its wall at the turn's
// end, as after any move: ownwalk.go picks the shortest path where there
// are several), and it ends the turn.
//
// Our readings: boarding is the special move `<unit>!board-<carrier>`, a
// unit ability (a turn's single action, never the second step of a Double
// Move); a unit that could not act (paralyzed, held by an aura) cannot
// board; transports do not board transports (V8-KIND keeps a ship from a
// ship; a Ship inside a Cannon would nest cargo); a paralyzed carrier may
// be boarded (boarding is the boarder's action). A carrier in shadow form
// stands in the shadow list, not as a body, so no unit boards it this way:
// only shadows board a ShadowShip, by their own move (shadowship.go).

var boardDef = SpecialDef{
	Name: "board", Catalog: "V8-CLASS-TRANSPORT", Target: true, MovesSelf: true,
	gen:  (*gen).boardings,
	make: boardTransport,
	unmake: func(g *Game, u *undo, s Step) {
		p := g.Pos
		must(p.SetField(u.actor, board.FParent, 0), "unboard", s)
		must(p.Revive(u.actor), "unboard", s)
		must(p.PlaceBody(s.From(), u.actor), "unboard", s)
		p.TruncateTrail(u.trail)
	},
	// The unit leaves From; To holds the same friendly carrier before and
	// after; its walk builds its wall (as a fusion, fuse.go).
	Hint:    HintWalk,
	changes: relocationChanges,
}

// boardReach is how far (in king steps) a unit that is not a line mover
// of its variant (board.Classes.Riders) can step: the Jester's and the
// Chancellor's farthest leaps are 3, a ballista's 3, a pawn's 2.
const boardReach = 4

// boardings generates the boarding moves of the unit u on sq: onto each
// friendly transport with room that a quiet step of u's pattern reaches.
func (g *gen) boardings(sq board.Square, u *board.Unit) {
	p := g.p
	if u.Bind != 0 || g.cells[sq].Piece&(board.PieceStack|board.PieceBox) != 0 || p.Carries(u.Type) > 0 {
		return
	}
	rider := p.Variant.Classes.Riders.Has(u.Type)
	for _, t := range [2]board.UnitType{board.Ship, board.Cannon} {
		for set := p.BodySquares(g.side, t); !set.Empty(); {
			c := set.Pop()
			if !g.hasRoom(c) || !rider && chebyshev(sq, c) > boardReach {
				continue
			}
			if g.stepsOnto(sq, u, c) {
				g.addSpecial(sq, c, SpecBoard, 0)
			}
		}
	}
}

// hasRoom reports whether the friendly body on sq is a transport that
// holds fewer units than it carries (a Cannon only where its ammunition
// is played, V8-CANNON).
func (g *gen) hasRoom(sq board.Square) bool {
	c := &g.cells[sq]
	if c.Piece&(board.PieceStack|board.PieceBox) != 0 {
		return false
	}
	if c.Piece.Type() == board.Cannon && !g.p.Variant.Has(board.MechCannonAmmunition) {
		return false
	}
	return int(g.p.Unit(c.Body).Held) < g.p.Carries(c.Piece.Type())
}

// stepsOnto reports whether the unit u on sq has a quiet step of its own
// pattern onto to, the carrier's square read as empty (lendSquare).
func (g *gen) stepsOnto(sq board.Square, u *board.Unit, to board.Square) bool {
	start := len(g.list)
	from, level, avoid, king := g.from, g.level, g.avoid, g.king // the next moves' generation is left as it was
	saved := lendSquare(g.cells, to)
	g.beginUnit(sq, u)
	g.patterns(sq, u, u.Type, false)
	g.cells[to] = saved
	g.from, g.level, g.avoid, g.king = from, level, avoid, king
	found := false
	for _, s := range g.list[start:] {
		if s.To() == to && s.Kind() == KindMove {
			found = true
			break
		}
	}
	g.list = g.list[:start]
	return found
}

// lendSquare makes the square sq of cells read as empty (no body) and
// returns what it held, which the caller puts back at once: the moves of
// a unit onto its carrier's square are its quiet steps there. Only the
// cell changes (not the hash, the body sets or the change record), and
// only for the generation in between, on the caller's own position.
func lendSquare(cells *[board.NumSquares]board.Cell, sq board.Square) board.Cell {
	saved := cells[sq]
	cells[sq].Body, cells[sq].Piece = 0, board.NoPiece
	return saved
}

// boardTransport plays a boarding: the unit walks to the carrier's square
// by its pattern (its trail, ownwalk.go) and is held inside the carrier.
func boardTransport(g *Game, u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	carrier := p.BodyAt(to)
	cells := p.Cells()
	saved := lendSquare(cells, to)
	walked := g.walkTo(u.actor, from, to, false)
	cells[to] = saved
	if !walked {
		panic("movegen: no walk of its pattern for " + FormatStep(p, s))
	}
	id, err := p.RemoveBody(from)
	must(err, "board", s)
	must(p.SetGone(id), "board", s)
	must(p.SetField(id, board.FParent, uint32(carrier)), "board", s)
}

// boarders are the types that may board a transport: every unit but the
// king (V8-SHIP: "king cannot load"), the transports themselves and the
// immobile Trebuchet; eggs and the queen's tokens never act.
var boarders = board.AllTypes.Without(board.King, board.Ship, board.Cannon, board.Trebuchet,
	board.Egg, board.QueenShadow, board.Illusion)
