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
// pincer.
func pincerTouched(p *board.Position, changed *board.SquareSet) bool {
	cells := p.Cells()
	near := pawnsTwoAway(p)
	for w, word := range changed.And(&near) { // the changed squares a pincer may turn on
		for ; word != 0; word &= word - 1 {
			s := board.Square(w*64 + bits.TrailingZeros64(word))
			for _, d := range orthogonals {
				n := nbr[s][d]
				if n == offBoard {
					continue
				}
				pc := cells[n].Piece
				if pc == board.NoPiece || pc.Type() == board.King {
					continue
				}
				if m := nbr[n][d]; m != offBoard && pincerPawn(cells[m].Piece, pc.Side().Other()) {
					return true
				}
			}
		}
	}
	return false
}

// pawnsTwoAway returns the squares two orthogonal steps from a pawn body
// of either side, by shifts of the pawn sets: a changed square can make
// or break a pincer only there (pincerTouched's pawn beyond the body).
func pawnsTwoAway(p *board.Position) (out board.SquareSet) {
	const filesAB, filesOP = 0x0003000300030003, 0xC000C000C000C000
	w, b := p.BodySquares(board.White, board.Pawn), p.BodySquares(board.Black, board.Pawn)
	for i := range out {
		x := w[i] | b[i]
		out[i] |= (x<<2)&^filesAB | (x>>2)&^filesOP | x<<32 | x>>32 // two files either way; two ranks within the word
		if i+1 < len(out) {
			out[i+1] |= x >> 32 // two ranks up, into the next word
		}
		if i > 0 {
			out[i-1] |= x << 32 // two ranks down, into the word before
		}
	}
	return out
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
