package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// The ShadowShip (V8-SHIP, FrozenChess 8.0, seed 001:177-179: "ShadowShip:
// unloads normally (normal units/shadow units 1 per turn), only shadow
// units can enter"): a Ship in shadow form (it was shadowed, V8-SHADOW).
//
// Our reading, made exact:
//   - Only friendly shadows board it, up to 8 (its Carries) with what it
//     already holds: boarding is the shadow's own move onto the ship's
//     square (`<from>!sboard-<ship>:<letter>`, a turn's single action, as
//     a shadow's move), which its shadow move must reach (shadowReach: no
//     body, wall or tomb there); the squares travelled add to its travel
//     counter as for any shadow move. Of two friendly ShadowShips on one
//     square the one with the lower id and room takes it. A normal unit
//     never boards a ShadowShip (it stands in the shadow list, not as a
//     body, transport.go), and a shadow never boards a normal Ship (its
//     move never ends on a body's square; the text lets shadows enter a
//     ShadowShip only).
//   - A boarded shadow is held in shadow form (board/cargo.go: a removed
//     unit whose Parent is the ship, with StatusShadow, its age and travel
//     kept; its clocks stand still inside, as every held unit's).
//   - It unloads as a Ship does (`<ship>!sunload-<square>:<n>`, the ship's
//     action, a shadow's: not while paralyzed): the nth unit it holds
//     steps onto a square of its 3x3 with no body, no wall and no tomb. A
//     unit that boarded as a shadow lands as a shadow (with its age and
//     travel: it may de-shadow when they allow), one that boarded a normal
//     Ship before it was shadowed lands as a body, as from a normal Ship
//     (the square acts on it, a trap). A normal Ship that holds shadows (a
//     ShadowShip de-shadowed) unloads them as shadows too (ship.go).
//   - A shadow has no wall: neither move builds one.
//
// Both moves are undone from a snapshot (rare moves).

var shadowBoardDef = SpecialDef{
	Name: "sboard", Catalog: "V8-SHIP", Target: true, Arg: ArgType, Snapshot: true,
	genSide: (*gen).shadowBoardings,
	make:    shadowBoard,
}

var shadowUnloadDef = SpecialDef{
	Name: "sunload", Catalog: "V8-SHIP", Target: true, Arg: ArgCount, Snapshot: true,
	genSide: (*gen).shadowUnloads,
	make:    shadowUnload,
}

// shadowShipWithRoom is the ShadowShip of side on sq that a shadow boarding
// there enters: the first (lowest id) with room; 0 if none.
func shadowShipWithRoom(p *board.Position, sq board.Square, side board.Side) board.UnitID {
	for id := p.Cell(sq).Shadows; id != 0; id = p.Unit(id).Next {
		if u := p.Unit(id); u.Side == side && u.Type == board.Ship && u.Member == 0 && int(u.Held) < p.Carries(board.Ship) {
			return id
		}
	}
	return 0
}

// shadowBoardings generates the boardings of the side to move's shadows
// onto its ShadowShips (not inside a multimove, as every shadow move).
func (g *gen) shadowBoardings(_ board.Square, mid bool) {
	if mid {
		return
	}
	p := g.p
	var ships board.SquareSet
	shadows := p.ShadowSquares()
	for i, word := range shadows {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			if shadowShipWithRoom(p, sq, g.side) != 0 {
				ships.Add(sq)
			}
		}
	}
	if ships.Empty() {
		return
	}
	for i, word := range shadows {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(i*64 + bits.TrailingZeros64(word))
			var seen board.TypeSet
			for id := g.cells[sq].Shadows; id != 0; id = p.Unit(id).Next {
				u := p.Unit(id)
				if u.Side != g.side || seen.Has(u.Type) || !shadowCanAct(u) {
					continue
				}
				seen |= board.TypesOf(u.Type) // the step names the first acting shadow of its type (shadowActor)
				if !boarders.Has(u.Type) {
					continue
				}
				var d shadowDests
				g.shadowReach(sq, u, &d)
				for j, w := range d.set {
					for w &= ships[j]; w != 0; w &= w - 1 {
						g.addSpecial(sq, board.Square(j*64+bits.TrailingZeros64(w)), SpecShadowBoard, uint16(u.Type))
					}
				}
			}
		}
	}
}

// shadowBoard plays a shadow's boarding: its shadow move onto the ship's
// square, then into the ship.
func shadowBoard(g *Game, u *undo, s Step) {
	p := g.Pos
	side, to := p.SideToMove(), s.To()
	id := shadowActor(p, s.From(), side, board.UnitType(s.Arg()))
	ship := shadowShipWithRoom(p, to, side)
	if id == 0 || ship == 0 || !boarders.Has(p.Unit(id).Type) || !g.moveShadow(u, id, to) {
		panic("movegen: no shadow can board with " + FormatStep(p, s))
	}
	must(p.RemoveShadow(to, id), "shadow board", s)
	must(p.SetGone(id), "shadow board", s)
	must(p.SetField(id, board.FParent, uint32(ship)), "shadow board", s)
	u.actor = id
}

// shadowUnloads generates the unloadings of the side to move's ShadowShips
// that may act.
func (g *gen) shadowUnloads(_ board.Square, mid bool) {
	if mid {
		return
	}
	g.eachActingShadow(func(g *gen, sq board.Square, _ board.UnitID, u *board.Unit) {
		if u.Type == board.Ship {
			g.unloadSquares(sq, int(u.Held), SpecShadowUnload)
		}
	})
}

// shadowUnload plays a ShadowShip's unloading.
func shadowUnload(g *Game, u *undo, s Step) {
	p := g.Pos
	ship := shadowActor(p, s.From(), p.SideToMove(), board.Ship)
	if ship == 0 {
		panic("movegen: no ShadowShip can make " + FormatStep(p, s))
	}
	u.actor = ship
	g.unloadUnit(u, s, ship)
}

// landShadow puts the held shadow id onto to as a shadow (out of a ship):
// it keeps its age and travel; the step was snapshotted.
func (g *Game) landShadow(u *undo, s Step, id board.UnitID, to board.Square) {
	p := g.Pos
	must(p.SetField(id, board.FParent, 0), "shadow unload", s)
	must(p.Revive(id), "shadow unload", s)
	must(p.AddShadow(to, id), "shadow unload", s)
	u.nonLocal, u.untracked = true, true
	g.wakeMonads(to, p.Unit(id).Side)
}
