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
// Range Reduction (crr12.go), and of perk (1) the ban on an enemy Knight's
// Leap landing there (knightleap.go), perk (2), tombs passed without
// paralysis (pipeline.go), and perk (4), walls its knight moves leap and
// its bishop moves pass (walling12.go, wallCrossable12). The rest of perk
// (1) is not built yet (docs/rules.md).

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
	n := quadrantCount(p, side, to, from, board.Knight)
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
