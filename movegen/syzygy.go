package movegen

import "github.com/frozenchess/engine/board"

// Syzygy (V13-SYZYGY, V13-SYZYGY-RELEASE): a non-pawn unit A that moves
// onto the mirror-portal square of an enemy unit B of its own type locks
// both in place as if paralyzed: neither can be selected or used, neither
// threatens nor protects (canAct and the protection pass refuse units with
// a partner), and neither is counted in material (board/material.go).
// Rulings: triggered when A ends any self-move, normal or special, on
// mirror(B) (the mirror map is an involution, so B stands on mirror(A));
// kings are excluded. The lock ends for both when either is moved by any
// external means (rotated, teleswapped, swapshot, pulled, pushed ...).
//
// It is not a move of its own but a trigger at the end of the turn
// (the ply-end table runs syzygyTrigger): A is the turn's actor, a single
// unbound body that stands elsewhere than where its turn began; B is a
// single unbound enemy body, neither of them already locked. Our readings:
// a unit that dies is released, and so is its partner (capture.go, through
// cutLinks); Push releases a pushed locked unit (push.go). Mechanics that
// move a unit by external means call releaseSyzygy. The locks are logged
// with the turn's other field changes, so Unmake reverts them.

// syzygyTrigger locks the actor with the enemy unit on its mirror square,
// if the rule says so (the ply-end table's syzygy row).
func (g *Game) syzygyTrigger(u *undo, actor board.UnitID) {
	p := g.Pos
	a := p.Unit(actor)
	start := u.step.From() // where the actor's turn began
	if u.turn.Actor != 0 {
		start = u.turn.From
	}
	if a.Loc != board.LocBody || a.Square == start || a.Type == board.Pawn || a.Type == board.King ||
		a.Member != 0 || a.Syzygy != 0 || a.Bind != 0 || a.Status&board.StatusBoxed != 0 {
		return
	}
	m := a.Square.Mirror()
	c := p.Cell(m)
	if c.Body == 0 || c.Piece.Side() == a.Side || c.Piece.Type() != a.Type || c.Piece&(board.PieceStack|board.PieceBox) != 0 {
		return
	}
	b := p.Unit(c.Body)
	if b.Syzygy != 0 || b.Bind != 0 {
		return
	}
	g.setLogged(actor, board.FSyzygy, uint32(c.Body))
	g.setLogged(c.Body, board.FSyzygy, uint32(actor))
	// B changed far from the step's squares: partial legality trials must
	// look afresh (lastChanges, a special move's changes).
	u.nonLocal, u.touchedOK = true, false
	// A copy the turn's end takes later (a rotting tomb) already holds
	// the lock, so Hit cannot tell the change by its squares: say so.
	u.untracked = true
}

// endSyzygy ends the lock of unit id and its partner (V13-SYZYGY-RELEASE)
// when another unit's move relocates id, in the field log. The partner,
// elsewhere, changed too: its square joins the step's hit squares (Hit,
// which the search's incremental evaluation follows).
func (g *Game) endSyzygy(u *undo, id board.UnitID) {
	p := g.Pos
	partner := p.Unit(id).Syzygy
	if partner == 0 {
		return
	}
	g.setLogged(id, board.FSyzygy, 0)
	if v := p.Unit(partner); v.Syzygy == id {
		g.setLogged(partner, board.FSyzygy, 0)
		if v.Loc == board.LocBody || v.Loc == board.LocShadow {
			u.hit.Add(v.Square)
		}
	}
	u.nonLocal = true
}

// releaseSyzygy ends the lock of unit id and its partner (V13-SYZYGY-RELEASE),
// for a mechanic that moves id by external means. It writes the position
// directly: callers undo it from a snapshot or with their own record.
func releaseSyzygy(p *board.Position, id board.UnitID, s Step) {
	partner := p.Unit(id).Syzygy
	if partner == 0 {
		return
	}
	must(p.SetField(id, board.FSyzygy, 0), "release syzygy", s)
	must(p.SetField(partner, board.FSyzygy, 0), "release syzygy", s)
}
