package movegen

import "github.com/frozenchess/engine/board"

// Queen's Illusion (V13-QUEEN-ILLUSION): a queen's special move turns her
// Queen's Shadow token (V13-QUEEN-SHADOW, queenshadow.go) into an
// Illusion, a unit of her side that moves like a queen but never captures,
// never uses an ability and never lands on an occupied, tomb or trap square
// (its steps: gen.go), worth 0 and so not counted in Rotate or any material
// sum (board/material.go), removed by paralysis, a nearby explosion or an
// attack (V13-QUEEN-ILLUSION-END, illusion.go, bury). Written
// <queen's square>!illusion: e5!illusion.
//
// Ruling followed: the Illusion is detached from the queen (permanent) and
// moves under its owner's control, one turn at a time like any unit. Our
// readings:
//   - "The most recent Queen's Shadow" is the queen's own token: each queen
//     has at most one (her next move moves it), so with several queens each
//     may turn her own token, and a token whose queen left the board (or is
//     no longer a queen) cannot be turned by anyone.
//   - It is the queen's ability: she must be able to act (canAct: not
//     paralyzed, held by a flood or an aura, bound, fused, boxed, in
//     syzygy, shadow form, a loop or a monad), and it is a turn's single
//     action, never a multimove's last step. The queen stays where she is
//     (she did not walk, so she builds no wall and leaves no new token).
//   - The token must be a plain body that the Illusion could stay on: not
//     paralyzed, held by a flood or an aura (the Illusion would leave the
//     game at once, V13-QUEEN-ILLUSION-END, so the move would only remove
//     the token), nor bound, in syzygy, fused, boxed or in a special state
//     (no mechanic puts a token in these today; refused all the same).
//   - The token becomes the Illusion on its square: same unit, same side,
//     its parent link cleared (detached); its other counters stay (all 0
//     on a token that may be turned). The queen then has no token until a
//     move of hers leaves one (a new unit).
//
// Undone from a snapshot (it changes a unit's type, rare). Legality: a
// trial for each (HintNone): the token attacked as a queen and the
// Illusion attacks nothing, and the ply's end may still paralyze the new
// Illusion (an enemy queen's Gaze...) and so remove it, opening a line.

var illusionDef = SpecialDef{
	Name: "illusion", Catalog: "V13-QUEEN-ILLUSION", Snapshot: true,
	gen:  (*gen).illusions,
	make: makeIllusion,
}

// illusions generates the Queen's Illusion of the queen u on sq: one move
// when her token may be turned.
func (g *gen) illusions(sq board.Square, u *board.Unit) {
	if u.Type != board.Queen {
		return
	}
	if tok := tokenOf(g.p, g.cells[sq].Body); tok != 0 && g.illusionReady(tok) {
		g.addSpecial(sq, sq, SpecIllusion, 0)
	}
}

// illusionReady reports whether token tok may become an Illusion that
// stays on the board.
func (g *gen) illusionReady(tok board.UnitID) bool {
	t := g.p.Unit(tok)
	if t.Loc != board.LocBody || t.Member != 0 || t.Bind != 0 || t.Syzygy != 0 || t.Status != 0 {
		return false
	}
	if g.cells[t.Square].Piece&(board.PieceStack|board.PieceBox) != 0 {
		return false
	}
	return t.Paralysis == 0 && t.Flood == 0 && !auraHeld(g.p, t, nil)
}

// makeIllusion turns the queen's token into a detached Illusion.
func makeIllusion(g *Game, _ *undo, s Step) {
	p := g.Pos
	tok := tokenOf(p, p.BodyAt(s.From()))
	if tok == 0 {
		panic("movegen: Queen's Illusion without a token at " + s.From().String())
	}
	must(p.SetField(tok, board.FType, uint32(board.Illusion)), "illusion", s)
	must(p.SetField(tok, board.FParent, 0), "illusion", s)
}
