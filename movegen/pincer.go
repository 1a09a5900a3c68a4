package movegen

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Pincer (V13-PAWN-PINCER): a unit with enemy pawns on both squares of one
// orthogonal axis (left and right, or in front and behind) is paralyzed
// until one of them leaves or dies. Kings are immune (catalog ruling), and
// so are Royal Guards, units in their own king's 3x3, as for every
// paralysis (V13-PARALYSIS-IMMUNITY). It is condition-based paralysis
// (V13-PARALYSIS ruling: recomputed from the board, not a counter), so it
// is one of the holds auraHeld reads (aura.go), with the same plumbing:
// canAct refuses the unit's actions, its attacks and protection, and the
// caches that remember who can act are told (auraZone, auraChanged,
// PrepareExchanges). Our readings: the pincer is the pawns' presence, so a
// paralyzed pawn still pinches (as a paralyzed jester still holds, aura.go);
// a pawn pinches as a lone body only (not boxed, not inside a fused stack,
// not in shadow form), and, as for the auras, only lone bodies are held
// (a fused stack is not, nor a shadow). Pawns pinch pawns (kind immunity
// does not bind pawns). Chancellors, immune to the auras, are not immune
// to a pincer.

// pincerPawn reports a piece that pinches for side: a lone pawn body
// (board.PinchingPawn; the pincer itself is read by board.HeldByNeighbours).
func pincerPawn(pc board.Piece, side board.Side) bool { return board.PinchingPawn(pc, side) }

// hasPawns reports whether any pawn body is on the board (a pincer source).
func hasPawns(p *board.Position) bool {
	w, b := p.BodySquares(board.White, board.Pawn), p.BodySquares(board.Black, board.Pawn)
	return !w.Empty() || !b.Empty()
}

// pincerTouched reports that a step that changed the squares of changed may
// have changed whether a body next to one of them is pinched: a body (not
// on changed itself, which is looked at afresh anyway) with one orthogonal
// neighbour changed and a pawn of the other side on the opposite neighbour.
// A pawn arriving on or leaving the changed square then made or broke a
// pincer. Found by shifts of whole sets, direction by direction (a
// Rotate's block changes up to 64 squares): the bodies next to changed,
// by side (kings are immune), then the pawns of the other side beyond
// them, each candidate asked whether it pinches (a lone pawn body).
func pincerTouched(p *board.Position, changed *board.SquareSet) bool {
	var pawns [2]board.SquareSet
	pawns[0], pawns[1] = p.BodySquares(board.White, board.Pawn), p.BodySquares(board.Black, board.Pawn)
	if pawns[0].Empty() && pawns[1].Empty() {
		return false
	}
	var bodies [2]board.SquareSet // the bodies a pincer holds, by side: not kings
	for _, side := range [2]board.Side{board.White, board.Black} {
		bodies[side&1] = p.SideBodies(side)
		kings := p.BodySquares(side, board.King)
		bodies[side&1].Minus(&kings)
	}
	cells := p.Cells()
	// The squares next to changed, by direction (orthogonals' order), by
	// shifts the compiler inlines; shiftSet only where a body stands.
	nexts := [4]board.SquareSet{shiftNorth(changed), shiftEast(changed), shiftSouth(changed), shiftWest(changed)}
	for i, d := range orthogonals {
		next := &nexts[i]
		for side := range 2 {
			held := next.And(&bodies[side])
			if held.Empty() {
				continue
			}
			beyond := shiftSet(&held, d)
			for w, word := range beyond.And(&pawns[side^1]) {
				for ; word != 0; word &= word - 1 {
					if pincerPawn(cells[w*64+bits.TrailingZeros64(word)].Piece, board.Side(side^1)) {
						return true
					}
				}
			}
		}
	}
	return false
}

// shiftSet returns the squares one step from those of s in the orthogonal
// direction d (none off the board).
func shiftSet(s *board.SquareSet, d board.Dir) board.SquareSet {
	switch d {
	case board.North:
		return shiftNorth(s)
	case board.East:
		return shiftEast(s)
	case board.South:
		return shiftSouth(s)
	}
	return shiftWest(s)
}

const fileA, fileP = 0x0001000100010001, 0x8000800080008000 // the files a and p in each word of a SquareSet

func shiftEast(s *board.SquareSet) board.SquareSet {
	return board.SquareSet{s[0] << 1 &^ fileA, s[1] << 1 &^ fileA, s[2] << 1 &^ fileA, s[3] << 1 &^ fileA}
}

func shiftWest(s *board.SquareSet) board.SquareSet {
	return board.SquareSet{s[0] >> 1 &^ fileP, s[1] >> 1 &^ fileP, s[2] >> 1 &^ fileP, s[3] >> 1 &^ fileP}
}

func shiftNorth(s *board.SquareSet) board.SquareSet {
	return board.SquareSet{s[0] << 16, s[1]<<16 | s[0]>>48, s[2]<<16 | s[1]>>48, s[3]<<16 | s[2]>>48}
}

func shiftSouth(s *board.SquareSet) board.SquareSet {
	return board.SquareSet{s[0]>>16 | s[1]<<48, s[1]>>16 | s[2]<<48, s[2]>>16 | s[3]<<48, s[3] >> 16}
}

// pinchingPawns returns the squares of side's pawns that pinch an enemy
// body now: a King's Exchange onto one of them frees what it held.
func pinchingPawns(p *board.Position, side board.Side) (out board.SquareSet) {
	cells := p.Cells()
	pawns := p.BodySquares(side, board.Pawn)
	for !pawns.Empty() {
		sq := pawns.Pop()
		if !pincerPawn(cells[sq].Piece, side) {
			continue
		}
		for _, d := range orthogonals {
			n := nbr[sq][d]
			if n == offBoard {
				continue
			}
			pc := cells[n].Piece
			if pc == board.NoPiece || pc.Side() == side || pc.Type() == board.King {
				continue
			}
			if m := nbr[n][d]; m != offBoard && pincerPawn(cells[m].Piece, side) {
				out.Add(sq)
				break
			}
		}
	}
	return out
}
