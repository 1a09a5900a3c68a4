package movegen

import "github.com/frozenchess/engine/board"

// The jester's leap-over hold of 003 (V12B-JESTER, 003:67;
// board.MechJesterLeapHold): the jester "immobilizes all nearby 3x3
// enemies (by presence) and all units it leaps over with knight moves (for
// 2 moves), immobilized pieces cannot move/use ability"; "jesters/kings are
// immune to jesters immobilization". The presence hold is 13.0's
// (V13-JESTER-PRESENCE, aura.go); this file is the leap-over hold:
//
//   - the units leapt over are those on the long leg of each knight jump
//     of the jester's turn (leapLegs, the squares a Knight's Leap takes
//     from, V12B-KNIGHT-LEAP), read from its trail: each pair of
//     consecutive trail squares a knight's jump apart is one jump (a power-
//     stolen knight move too, V12B-JESTER "any move of a piece attacking
//     it"; the stolen lines walk adjacent squares and leap nothing);
//   - each such unit, friend or enemy (our reading of "all units", beside
//     the presence hold's "enemies"), but not a jester or a king, is
//     paralyzed for its side's next 2 turns (paralyze: a friend's counter
//     is set one higher, since its own ply's tick is still to come);
//     13.0's Royal Guards do not shield it (003 has none).
//
// It is a ply-end stage ("jester leap hold", plyend.go) among the action's
// triggers, while the trail is still there; its changes go to the field log.

// LeapHoldTurns is how many of its side's turns a unit a jester leapt over
// is held (003:67: "for 2 moves").
const LeapHoldTurns = 2

// jesterLeapHold is the "jester leap hold" stage: after a jester's turn,
// the units on the long legs of its knight jumps are paralyzed.
func (g *Game) jesterLeapHold(u *undo, actor board.UnitID) {
	p := g.Pos
	if actor == 0 || p.Unit(actor).Type != board.Jester {
		return
	}
	trail := p.Trail()
	for i := 1; i < len(trail); i++ {
		if !knightApart(trail[i-1], trail[i]) {
			continue
		}
		start, v, _ := leapJump(trail[i-1], trail[i])
		for _, sq := range leapLegs(start, v) {
			id := p.BodyAt(sq)
			if id == 0 {
				continue
			}
			if t := p.Unit(id).Type; t == board.Jester || t == board.King {
				continue // immune (003:71)
			}
			g.paralyze(id, LeapHoldTurns, board.ParOriginAttack)
			u.hit.Add(sq)
			u.nonLocal = true
		}
	}
}

// knightApart reports two squares a knight's jump apart.
func knightApart(a, b board.Square) bool {
	dx, dy := abs(a.File()-b.File()), abs(a.Rank()-b.Rank())
	return dx == 1 && dy == 2 || dx == 2 && dy == 1
}
