package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// SwapShot (V13-SWAPSHOT): a unit swaps places with a unit, friend or enemy,
// that it could capture with one single step, written <from>!swap-<target>.
// Rulings: "could capture" means a capture pattern of the unit, native or
// empowered (V13-EMPOWER), reaches the target's square; for a friendly
// target the friend counts as an enemy there (the friendly-piece block is
// ignored) but Kind Immunity still holds (a pawn and a king are exempt from
// it, as for captures). Kings neither swap nor are swapped; guarded enemy
// units (V13-GUARDS), enemy chancellors (V13-CHANC-IMMUNITY), frogs
// (immortal, never capturable) and boxes are not targets. Units that never
// capture cannot SwapShot, nor can the Cannon (V13-CLASS-IMMOBILE: it starts
// no action that moves itself). Our readings: fused stacks neither swap nor
// are swapped (fusion is not played yet), and a unit standing on a wall (an
// assassin) does not take part, since the other unit could not stand there.
// Both units are relocated, and a relocation never raises a unit
// (V13-TERRAIN-CLIMB), so both squares must be on one level. A swap walks
// no squares and builds no wall (Q6, as a teleport). Each unit's new square
// acts on it (the landing rule, landing.go): a flood holds it
// (V13-FLOOD-EFFECT) unless immune, an enemy jester's trap springs
// (V13-JESTER-TRAP). Swapping a unit in syzygy releases it and its partner
// (V13-SYZYGY-RELEASE).

var swapShotDef = SpecialDef{
	Name: "swap", Catalog: "V13-SWAPSHOT", Target: true, Generic: true, MovesSelf: true,
	gen:    (*gen).swapShots,
	make:   swapShot,
	unmake: unswapShot,
	// The two squares for a friendly target; an enemy on the mover's old
	// square may attack from where no group of the attack test looked.
	changes: func(u *undo, _ board.Square) (board.SquareSet, bool, bool) {
		return u.touched, false, u.touchedOK
	},
	Hint: HintTrade, // a swap with a friend, without a trial where it can
}

// swapShotUsers are the types that may SwapShot: those whose pattern
// captures, but kings, cannons (V13-CLASS-IMMOBILE) and the Queen's Shadow
// token (it uses no abilities).
var swapShotUsers = typesAnywhere(func(t *board.TypeInfo) bool { return t.Captures }).Without(board.King, board.Cannon, board.QueenShadow)

// swapShots generates the SwapShots of the unit u on sq.
func (g *gen) swapShots(sq board.Square, u *board.Unit) {
	if g.cells[sq].Wall != 0 {
		return
	}
	if u.Type == board.Pawn && g.p.Variant.Has(board.MechSwapShotV8) {
		return // V8-SWAPSHOT: non-pawn pieces only
	}
	targets := swapTargets(g.p, g.side, sq, u, g.prot, g.scratch())
	for w, word := range targets {
		for ; word != 0; word &= word - 1 {
			g.addSpecial(sq, board.Square(w*64+bits.TrailingZeros64(word)), SpecSwapShot, 0)
		}
	}
}

// swapTargets returns the squares of the units the unit u of side on sq may
// swap with: it generates the unit's captures with friends counted as
// targets (native and empowered patterns, guards aside), into buf, and
// keeps the squares the rule allows.
func swapTargets(p *board.Position, side board.Side, sq board.Square, u *board.Unit, prot *Protection, buf []Step) board.SquareSet {
	var out board.SquareSet
	a := newGen(p, side, buf[:0])
	a.prot = prot
	in[modeSwap](&a).unitSteps(sq, true)
	level := a.cells[sq].Level
	for _, st := range a.list {
		to := st.To()
		if out.Has(to) || to == sq {
			continue
		}
		c := &a.cells[to]
		if c.Body == 0 || c.Wall != 0 || c.Level != level || c.Piece&(board.PieceStack|board.PieceBox) != 0 || boundAt(p, to) {
			continue
		}
		t := c.Piece.Type()
		if t == board.King || t == board.Frog {
			continue
		}
		if c.Piece.Side() != side {
			// V8-SWAPSHOT: guards do not protect from it in 8.0.
			if t == board.Chancellor || (prot != nil && prot.Guarded(side.Other(), to) && !p.Variant.Has(board.MechSwapShotV8)) {
				continue
			}
		} else if kindOf(t) == kindOf(u.Type) && u.Type != board.Pawn {
			continue // Kind Immunity, for a friend as for an enemy
		}
		out.Add(to)
	}
	return out
}

// swapShot swaps the two bodies, then each new square acts on its unit
// (land). Changes go to the field log, or, when a trap may spring, the step
// is undone from a snapshot.
func swapShot(g *Game, u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	g.snapshotIfTrap(u, from, to) // a springing trap is undone from a copy
	a, err := p.RemoveBody(from)
	must(err, "swap", s)
	b := p.BodyAt(to)
	must(p.MoveBody(to, from), "swap", s)
	must(p.PlaceBody(to, a), "swap", s)
	// The landing rule (landing.go) for both: a flood holds, an enemy trap
	// springs, the target leaves syzygy (its partner, elsewhere, is free).
	g.land(u, a, to, 0)
	g.land(u, b, from, 0)
	u.touched.Add(from)
	u.touched.Add(to)
	u.touchedOK = !u.nonLocal && p.Unit(a).Side == p.Unit(b).Side
}

// unswapShot takes a SwapShot back, after the end of its turn was undone.
func unswapShot(g *Game, u *undo, s Step) {
	p := g.Pos
	g.revertFields(u.lens[2])
	from, to := s.From(), s.To()
	a, err := p.RemoveBody(to)
	must(err, "unswap", s)
	must(p.MoveBody(from, to), "unswap", s)
	must(p.PlaceBody(from, a), "unswap", s)
}
