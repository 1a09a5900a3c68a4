package movegen

import (
	"fmt"

	"github.com/frozenchess/engine/board"
)

// Special moves (catalog 1.D, 1.F, 1.G and the unit abilities of 1.H). A
// step of KindSpecial names its move in Step.Special and its target square in
// To (From when the move has none). Every special move is an action that
// ends the turn: a turn's single action, or, for the generic ones, the last
// step of a multimove (V13-MULTIMOVE, V13-ADV-ABILITY-LOCK). Unit abilities
// (the king's Exchange and Portal) are single actions only. A new special
// move adds a constant, a row of specialTable, a generator called from
// gen.specials and a case in Game.makeSpecial / unmakeSpecial.

// Special names a special move.
type Special uint8

const (
	SpecNone     Special = iota
	SpecRaise            // raise the level under the unit by 1 (V13-TERRAIN-ADJUST)
	SpecLower            // lower it by 1
	SpecFlood            // flood an empty lowered square next to the unit (V13-FLOOD)
	SpecQuake            // explode the unit and flatten the board (V13-EARTHQUAKE)
	SpecTransfer         // take 4 paralysis from the protected friend on To (V13-PARALYSIS-TRANSFER)
	SpecExchange         // the king swaps with the friend on To, who dies (V13-KING-EXCHANGE)
	SpecPortal           // the king teleports next to its queen (V13-KING-PORTAL)
	numSpecials
)

// specialTable gives each special move its notation name, whether the
// notation names a target square, and whether it is generic (may finish a
// multimove) rather than a unit ability.
var specialTable = [numSpecials]struct {
	name    string
	target  bool
	generic bool
}{
	SpecRaise:    {"raise", false, true},
	SpecLower:    {"lower", false, true},
	SpecFlood:    {"flood", true, true},
	SpecQuake:    {"quake", false, true},
	SpecTransfer: {"transfer", true, true},
	SpecExchange: {"exchange", true, false},
	SpecPortal:   {"portal", true, false},
}

func (sp Special) String() string {
	if sp < numSpecials && specialTable[sp].name != "" {
		return specialTable[sp].name
	}
	return fmt.Sprintf("special(%d)", uint8(sp))
}

// specialByName finds a special move by its notation name.
func specialByName(name string) (Special, bool) {
	for sp := SpecNone + 1; sp < numSpecials; sp++ {
		if specialTable[sp].name == name {
			return sp, true
		}
	}
	return SpecNone, false
}

func makeSpecial(from, to board.Square, sp Special) Step {
	return makeStep(from, to, KindSpecial, PatNone) | Step(sp)<<shiftSpec
}

// Paralysis lengths and timers of the special moves, in the clocks of Q1.
const (
	TransferPlies = 4  // V13-PARALYSIS-TRANSFER: always 4 (ruling)
	FloodPlies    = 10 // V13-FLOOD-DRAIN: global plies until a flood drains
)

// specials generates the special moves of the unit on sq. It is called only
// where the turn allows an action that ends it: at the start of a turn, or
// as the finishing step of a multimove. Paralysis Transfers are found from
// their targets instead, once per generation (gen.transfers).
func (g *gen) specials(sq board.Square, u *board.Unit) {
	if u.Type == board.Illusion {
		return // an Illusion uses no abilities (V13-QUEEN-ILLUSION)
	}
	if u.Type != board.Pawn {
		g.terrainAdjusts(sq)
		g.floodCasts(sq)
		if u.Type != board.King {
			g.quakes(sq)
		}
	}
	if u.Type == board.King && g.p.Turn().Actor == 0 {
		g.exchanges(sq)
		g.portals(sq)
	}
}

// scratch is the free tail of the step list, lent to attack queries made
// while generating so that they allocate nothing.
func (g *gen) scratch() []Step { return g.list[len(g.list):] }

// enemyAttacks reports whether the enemy of the side generating attacks sq.
func (g *gen) enemyAttacks(sq board.Square) bool {
	hit, _ := fastAttacked(g.p, g.side.Other(), sq, g.scratch(), g.prot)
	return hit
}

// makeSpecial plays a special step; the caller ends the turn.
func (g *Game) makeSpecial(u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	switch s.Special() {
	case SpecRaise, SpecLower:
		g.adjustTerrain(u, s)
	case SpecFlood:
		must(p.AddMarker(board.Marker{Kind: board.MarkFlood, Square: to, Timer: FloodPlies + 1}), "flood", s)
	case SpecQuake:
		g.quake(u, from)
	case SpecTransfer:
		g.transfer(from, to)
	case SpecExchange:
		g.bury(u, to)
		must(p.MoveBody(from, to), "exchange", s)
	case SpecPortal:
		must(p.MoveBody(from, to), "portal", s)
	default:
		panic(fmt.Sprintf("movegen: cannot make special step %#x", uint64(s)))
	}
}

// unmakeSpecial undoes makeSpecial for the special moves not undone from a
// snapshot; the end of the turn has been undone already.
func (g *Game) unmakeSpecial(u *undo, s Step) {
	p := g.Pos
	from, to := s.From(), s.To()
	switch s.Special() {
	case SpecRaise:
		must(p.SetLevel(from, p.Level(from)-1), "unraise", s)
	case SpecLower:
		must(p.SetLevel(from, p.Level(from)+1), "unlower", s)
	case SpecFlood:
		must(p.RemoveMarker(to, board.MarkFlood, 0), "unflood", s)
	case SpecTransfer:
		g.revertFields(u.lens[2])
	case SpecExchange:
		must(p.MoveBody(to, from), "unexchange", s)
		g.unbury(u, to)
	case SpecPortal:
		must(p.MoveBody(to, from), "unportal", s)
	}
}
