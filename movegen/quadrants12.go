package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Quadrants in FrozenChess 12A (V12A-QUADRANTS, 002:84-88,
// board.MechQuadrants12): the board is four quadrants (6x6 on the 12x12
// board: half the variant's files and ranks each), and the side with more
// non-pawn, non-king pieces in a quadrant, counting a unit arriving with the
// move, holds its bonus there. Played so far: perk (3), the halved Capture
// Range Reduction (crr12.go); perk (1): an enemy Knight's Leap does not land
// there (knightleap.go), an enemy Rook Push is banned there (the rook's
// landing square's quadrant, rookpush12.go) and an enemy double move does
// not end there (its second step does not land there, dropDoubleEndsBanned12);
// perk (2), tombs passed without paralysis (pipeline.go); and perk (4), walls
// its knight moves leap and its bishop moves pass (walling12.go,
// wallCrossable12). Our reading for every ban: the units are counted as
// they stand before the step, the arriving unit on its landing square.

// quadrantBonus reports whether side holds the bonus of the quadrant of
// sq, with side's unit arriving (its square now: from) counted on sq.
func quadrantBonus(p *board.Position, side board.Side, sq, from board.Square, arriving board.UnitType) bool {
	n := quadrantCount(p, side, sq, from, arriving)
	return n[side&1] > n[side.Other()&1]
}

// leapBanned12 reports whether a Knight's Leap of side from from landing
// on to is banned: the enemy holds the bonus of to's quadrant, the knight
// arriving counted (V12A-QUADRANTS perk (1)). Our reading: the units are
// counted as they stand before the leap, the knight on its landing square.
func leapBanned12(p *board.Position, side board.Side, from, to board.Square) bool {
	return arrivalBanned12(p, side, from, to, board.Knight)
}

// arrivalBanned12 reports whether the enemy of side holds the bonus of
// to's quadrant, side's unit of type t arriving there from from counted:
// where perk (1) bans side's Knight's Leap, Rook Push (rookpush12.go) and
// the end of its double moves (doubleEndsBanned12).
func arrivalBanned12(p *board.Position, side board.Side, from, to board.Square, t board.UnitType) bool {
	n := quadrantCount(p, side, to, from, t)
	return n[side.Other()&1] > n[side&1]
}

// quadrantCount counts each side's non-pawn, non-king pieces in the
// quadrant of sq, with side's unit of type arriving (its square now: from)
// counted on sq.
func quadrantCount(p *board.Position, side board.Side, sq, from board.Square, arriving board.UnitType) [2]int {
	geo := p.Variant.Geometry
	hf, hr := int(geo.Files)/2, int(geo.Ranks)/2
	qf, qr := sq.File()/hf, sq.Rank()/hr
	in := func(s board.Square) bool { return s.File()/hf == qf && s.Rank()/hr == qr }
	var n [2]int
	for _, sd := range [2]board.Side{board.White, board.Black} {
		bodies := p.SideBodies(sd)
		for i, word := range bodies {
			for ; word != 0; word &= word - 1 {
				s := board.Square(i*64 + bits.TrailingZeros64(word))
				if t := p.PieceAt(s).Type(); in(s) && t != board.Pawn && t != board.King {
					n[sd&1]++
				}
			}
		}
	}
	if !in(from) && arriving != board.Pawn && arriving != board.King {
		n[side&1]++ // "counting units arriving with the move"
	}
	return n
}

// tombPassFree12 reports whether a unit of side passes the tomb on sq
// without paralysis: side holds the bonus of its quadrant after the move
// (V12A-QUADRANTS perk (2); landing on the tomb still explodes it).
func tombPassFree12(p *board.Position, side board.Side, sq board.Square) bool {
	return quadrantBonus(p, side, sq, sq, board.Pawn) // the mover already stands where it arrived
}

// quadrantOf numbers the quadrant of sq on the variant's board (0-3).
func quadrantOf(geo board.Geometry, sq board.Square) int {
	hf, hr := int(geo.Files)/2, int(geo.Ranks)/2
	return sq.Rank()/hr*2 + sq.File()/hf
}

// Perk (1): a double move's second step keeps the quadrant counts
// (turnend.go asks dropDoubleEndsBanned12).
func init() {
	registerTurnFilter(turnFilter{mech: board.MechQuadrants12, secondSteps: dropDoubleEndsBanned12})
}

// dropDoubleEndsBanned12 removes from list[start:], the second steps of the
// double move of the actor u, those that land in a quadrant whose bonus
// the enemy holds, u counted there (V12A-QUADRANTS perk (1): "enemy double
// moves cannot end inside the bonus quadrant"). The quadrants are counted
// once.
func dropDoubleEndsBanned12(p *board.Position, list []Step, start int, u *board.Unit) []Step {
	geo := p.Variant.Geometry
	var n [4][2]int
	for _, sd := range [2]board.Side{board.White, board.Black} {
		for i, word := range p.SideBodies(sd) {
			for ; word != 0; word &= word - 1 {
				s := board.Square(i*64 + bits.TrailingZeros64(word))
				if t := p.PieceAt(s).Type(); t != board.Pawn && t != board.King {
					n[quadrantOf(geo, s)][sd&1]++
				}
			}
		}
	}
	own, enemy := u.Side&1, u.Side.Other()&1
	counts := u.Type != board.Pawn && u.Type != board.King
	kept := list[:start]
	for _, s := range list[start:] {
		if k := s.Kind(); k == KindMove || k == KindCapture {
			q := quadrantOf(geo, s.To())
			c := n[q]
			if counts && quadrantOf(geo, u.Square) != q {
				c[own]++
			}
			if c[enemy] > c[own] {
				continue
			}
		}
		kept = append(kept, s)
	}
	return kept
}
