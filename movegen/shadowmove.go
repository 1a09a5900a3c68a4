package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Shadow movement (V13-SHADOW-TRAVEL, V13-SHADOW-ETHEREAL,
// V13-SHADOW-TOMBWALL, V13-WALL-SHADOW): a shadow moves with its native
// pattern (shadowReach) to a square without a body, wall or tomb, which it
// may share with other shadows of either side; every square it travels
// adds to its travel counter, the de-shadow penalty to come. It builds no
// wall and dissolves none (Q6). The step names the shadow by its type:
// <from>!smove-<to>:<letter>.

var shadowMoveDef = SpecialDef{
	Name: "smove", Catalog: "V13-SHADOW-TRAVEL", Target: true, Arg: ArgType, Snapshot: true,
	genSide: (*gen).shadowMoves,
	make:    shadowMove,
	// It moves no body, but it may wake an enemy monad whose run does:
	// tried.
}

// shadowMoves generates the moves of every shadow of the side to move (not
// inside a multimove: a shadow's move is a turn's single action).
func (g *gen) shadowMoves(_ board.Square, mid bool) {
	if mid {
		return
	}
	g.eachActingShadow(func(g *gen, sq board.Square, _ board.UnitID, u *board.Unit) {
		var d shadowDests
		g.shadowReach(sq, u, &d)
		for i, word := range d.set {
			for ; word != 0; word &= word - 1 {
				g.addSpecial(sq, board.Square(i*64+bits.TrailingZeros64(word)), SpecShadowMove, uint16(u.Type))
			}
		}
	})
}

// shadowMove plays a shadow's move.
func shadowMove(g *Game, u *undo, s Step) {
	u.actor = g.relocateShadow(u, s)
}

// relocateShadow takes the shadow a step names from From to To; it
// returns the shadow.
func (g *Game) relocateShadow(u *undo, s Step) board.UnitID {
	p := g.Pos
	id := shadowActor(p, s.From(), p.SideToMove(), board.UnitType(s.Arg()))
	if id == 0 || !g.moveShadow(u, id, s.To()) {
		panic("movegen: no shadow can make " + FormatStep(p, s))
	}
	return id
}

// moveShadow moves the shadow id to the square to, if its pattern reaches
// it (shadowReach), adding the squares travelled to its counter, and wakes
// the enemy monads on the squares it leaves and enters
// (V13-MONAD-TRIGGERS, V13-MONAD-PREEXIST). The step was snapshotted.
func (g *Game) moveShadow(u *undo, id board.UnitID, to board.Square) bool {
	p := g.Pos
	sh := p.Unit(id)
	from := sh.Square
	sg := &g.shadowGen
	*sg = newGen(p, sh.Side, sg.list[:0])
	var d shadowDests
	sg.shadowReach(from, sh, &d)
	if !d.set.Has(to) {
		return false
	}
	trail := min(int(sh.ShadowTrail)+int(d.travel[to]), 65535)
	must(p.RemoveShadow(from, id), "shadow move", u.step)
	must(p.AddShadow(to, id), "shadow move", u.step)
	must(p.SetField(id, board.FShadowTrail, uint32(trail)), "shadow move", u.step)
	u.nonLocal, u.untracked = true, true
	g.wakeMonads(from, sh.Side)
	g.wakeMonads(to, sh.Side)
	return true
}
