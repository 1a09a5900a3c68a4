package movegen

import "github.com/frozenchess/engine/board"

// The queen's death traps of FrozenChess 12C (V12C-QUEEN-DEATHTRAP,
// 004:33-36; board.MechDeathTraps). When the queen captures, the square she
// took on is marked (board.MarkQueenCapture, owned by her); when she later
// leaves it, it becomes a death trap (board.MarkDeathTrap) for the rest of
// the game (the row's ruling). Both are markers, so the hash, the
// repetition key, the position string and the marker-aware undo know them.
//
//   - Bishop, rook and pawn moves cannot pass a trap (nor the queen's and
//     dragon's bishop and rook moves): the line walker stops on it
//     (walker.go, outTrap); the 12C pawn steps one square and passes
//     nothing. Knight moves jump it (leaps look at the landing only).
//   - A unit may end its move on it (the ruling: moving onto it is legal)
//     and dies there: its turn has no step but End after it (gen.go), and
//     this ply-end stage removes it (12C has no tombs, V12C-MISSING). Our
//     reading: a king never walks into one (its step would lose the game at
//     once; gen.go's beginUnit keeps it off).
//   - A pawn promotes short of a trapped last rank: on the square of its
//     file nearest the enemy side that is no trap (promotionSquare12).
//
// Our readings: a queen made by a pawn's capture did not capture as a
// queen; a queen that dies on her capture square (captured, exchanged, or
// in a blast) leaves no trap, as she never left it.

// deathTrapsDue reports that the end of this ply may make, move or spring
// a trap: a queen's capture, or markers on the board.
func deathTrapsDue(p *board.Position, actor board.UnitID) bool {
	return len(p.Markers()) > 0 || p.Unit(actor).Type == board.Queen
}

// deathTraps is the ply-end stage: a queen that left her capture square
// turns it into a trap, a capture square whose queen is gone is dropped,
// the actor standing on a trap dies, and a queen that captured marks her
// square. Anything it changes is undone from the step's snapshot.
func (g *Game) deathTraps(u *undo, actor board.UnitID) {
	p := g.Pos
	a := p.Unit(actor)
	var leave [4]board.Marker // capture squares whose queen is no longer on them
	n := 0
	for _, m := range p.Markers() {
		if m.Kind == board.MarkQueenCapture && n < len(leave) {
			if q := p.Unit(m.Owner); q.Loc != board.LocBody || q.Square != m.Square {
				leave[n] = m
				n++
			}
		}
	}
	onTrap := a.Loc == board.LocBody && p.DeathTrapAt(a.Square)
	captured := a.Type == board.Queen && a.Loc == board.LocBody && !onTrap && u.step.Kind() == KindCapture && !u.promoted
	if n == 0 && !onTrap && !captured {
		return
	}
	if u.snap == nil {
		g.lateSnapshot(u)
	}
	for _, m := range leave[:n] {
		must(p.RemoveMarker(m.Square, board.MarkQueenCapture, m.Owner), "death trap", u.step)
		if m.Owner == actor {
			// She left it with this turn's move (V12C-QUEEN-DEATHTRAP).
			must(p.AddMarker(board.Marker{Kind: board.MarkDeathTrap, Square: m.Square}), "death trap", u.step)
			u.hit.Add(m.Square)
		}
	}
	if onTrap {
		g.buryAway(u, a.Square) // it dies on the trap: gone, as 12C has no tombs
	}
	if captured {
		must(p.AddMarker(board.Marker{Kind: board.MarkQueenCapture, Square: a.Square, Owner: actor}), "death trap", u.step)
	}
}

// promotionSquare12 reports whether a pawn of side arriving on sq promotes
// there: sq is on its last rank, or every square beyond sq on its file up
// to the last rank is a death trap, so that sq is the square nearest the
// enemy side a pawn can reach (V12C-QUEEN-DEATHTRAP, 004:35-36). A trap
// itself is no promotion square: the pawn dies there.
func promotionSquare12(p *board.Position, side board.Side, sq board.Square) bool {
	last, dy := int(p.Variant.Geometry.Ranks)-1, 1
	if side == board.Black {
		last, dy = 0, -1
	}
	if sq.Rank() == last {
		return true
	}
	if !p.Variant.Has(board.MechDeathTraps) || p.DeathTrapAt(sq) {
		return false
	}
	for r := sq.Rank() + dy; ; r += dy {
		if !p.DeathTrapAt(board.NewSquare(sq.File(), r)) {
			return false
		}
		if r == last {
			return true
		}
	}
}
