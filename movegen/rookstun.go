package movegen

import "github.com/frozenchess/engine/board"

// Stun (V13-ROOK-STUN): when a rook lands, every enemy unit in the 3x3
// around it is paralyzed 2 of its owner's turns (the larger of that and
// what it had), unless immune: a king, a Royal Guard, a box, or a rook
// (kind immunity; effectImmune). Read with catalog Q2/Q3 (end-of-ply
// effects run once, at the end of the action): it runs in the turn's end
// (the ply-end table, before the walls are built), around the square the rook's
// action ended on, after every action that moved it by its own steps: a
// plain step or a Double Move, a capture, a siege on a wall. A rook that
// did not move (a special move, a Null) or that promoted into a rook on
// this step stuns nobody. Running it at the turn's end keeps a turn in
// progress a function of the position (Protection rebuilds the turn's
// start from it).

// StunParalysis is the paralysis a rook's landing gives, in owner-turns.
const StunParalysis = 2

// rookLanded runs the rook's automatic effects at the end of a turn in
// which the actor moved (its trail is not empty yet): Stun around its final
// square, then Swipe along the rest of its trail (rookswipe.go).
func (g *Game) rookLanded(u *undo, actor board.UnitID) {
	p := g.Pos
	r := p.Unit(actor)
	if r.Type != board.Rook || r.Loc != board.LocBody || u.promoted {
		return
	}
	final, enemy := r.Square, r.Side.Other()
	if p.Variant.Has(board.MechRookStun) { // not in the 12x12 texts (V12A-MISSING)
		for _, sq := range leaps[leapKing][final] {
			g.rookHits(u, sq, enemy, StunParalysis)
		}
	}
	if p.Variant.Has(board.MechRookSwipe) { // not in 8.0 (V8-MISSING)
		g.swipe(u, final, enemy)
	}
}

// rookHits paralyzes n owner-turns the unit of side enemy on sq, unless
// immune to a rook's effects.
func (g *Game) rookHits(u *undo, sq board.Square, enemy board.Side, n int) {
	p := g.Pos
	pc := p.PieceAt(sq)
	if pc == board.NoPiece || pc.Side() != enemy || effectImmune(p, sq, board.Rook) {
		return
	}
	g.paralyze(p.BodyAt(sq), n, board.ParOriginAttack)
	u.hit.Add(sq)
	u.nonLocal = true
	if u.snap == nil {
		// A tomb rotting later in this turn's end takes its copy after
		// this (lateSnapshot), which Hit would offer as the position
		// before the step: the stun would not show.
		u.untracked = true
	}
}
