package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Shadowstrike (V13-SHADOWSTRIKE): a shadow "shoots", with its capture
// pattern as a normal unit on its square would use it, a normal enemy unit
// that (1) no unit of its side protects, (2) stands on a square of the
// colour of the shadow's square and (3) it could capture (Kind Immunity,
// boxes, Guards and immortal frogs as for any capture). The target turns
// into a shadow on its square (travel 0, its own 5-turn minimum); the
// striker does not move and is paralyzed 10 owner-turns. Kings are immune,
// and so are fused stacks (ruling: a stack does not enter shadow form).
// Notation: <from>!sstrike-<to>:<letter>.

var shadowstrikeDef = SpecialDef{
	Name: "sstrike", Catalog: "V13-SHADOWSTRIKE", Target: true, Arg: ArgType, Snapshot: true,
	genSide: (*gen).shadowstrikes,
	make:    shadowstrike,
	// A body leaves the board: it may open an enemy line. Tried.
}

// ShadowstrikeCost is the striker's paralysis (line 906).
const ShadowstrikeCost = 10

// shadowstrikes generates the Shadowstrikes of the side to move (a turn's
// single action).
func (g *gen) shadowstrikes(_ board.Square, mid bool) {
	if mid {
		return
	}
	g.eachActingShadow(func(g *gen, sq board.Square, _ board.UnitID, u *board.Unit) {
		targets := g.strikeTargets(sq, u)
		for i, word := range targets {
			for ; word != 0; word &= word - 1 {
				g.addSpecial(sq, board.Square(i*64+bits.TrailingZeros64(word)), SpecShadowstrike, uint16(u.Type))
			}
		}
	})
}

// strikeTargets are the squares the shadow u on sq, of the generator's
// side, may Shadowstrike: its capture pattern as a normal unit there
// reaches an enemy body it could capture, on a square of its own colour,
// not a king, a fused stack or a box, that no enemy unit protects. An
// unprotected unit is never guarded (V13-GUARDS wants two protectors), so
// a generator without the protection state (a monad's run) finds the same
// squares.
func (g *gen) strikeTargets(sq board.Square, u *board.Unit) board.SquareSet {
	var targets board.SquareSet
	if neverCaptures.Has(u.Type) {
		return targets
	}
	start := len(g.list)
	saveFrom, saveLevel, saveAvoid, saveKing := g.from, g.level, g.avoid, g.king
	g.beginUnit(sq, u)
	g.patterns(sq, u, u.Type, true)
	for _, s := range g.list[start:] {
		if k := s.Kind(); k != KindCapture && k != KindShot {
			continue
		}
		to := s.To()
		pc := g.cells[to].Piece
		if to.Dark() != sq.Dark() || pc.Type() == board.King || pc&(board.PieceStack|board.PieceBox) != 0 {
			continue
		}
		targets.Add(to)
	}
	g.list = g.list[:start]
	g.from, g.level, g.avoid, g.king = saveFrom, saveLevel, saveAvoid, saveKing
	for i, word := range targets {
		for ; word != 0; word &= word - 1 {
			to := board.Square(i*64 + bits.TrailingZeros64(word))
			if prot, _ := protectorsOf(g.p, g.side.Other(), to, g.scratch()); !prot.Empty() {
				targets.Remove(to)
			}
		}
	}
	return targets
}

// shadowstrike plays a Shadowstrike.
func shadowstrike(g *Game, u *undo, s Step) {
	p := g.Pos
	striker := shadowActor(p, s.From(), p.SideToMove(), board.UnitType(s.Arg()))
	if striker == 0 {
		panic("movegen: no shadow for " + FormatStep(p, s))
	}
	g.strike(u, striker, s.To())
	u.actor = striker
}

// strike turns the body on to into a shadow there and paralyzes the shadow
// striker ShadowstrikeCost owner-turns: a Shadowstrike, by the side to move
// or by a monad in its run (V13-MONAD-SEQUENCE), whose owner is not
// always the side to move. The step was snapshotted.
func (g *Game) strike(u *undo, striker board.UnitID, to board.Square) {
	g.toShadow(u, g.Pos.BodyAt(to), to)
	g.paralyze(striker, ShadowstrikeCost, board.ParOriginCost)
}
