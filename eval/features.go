package eval

import (
	"math/bits"

	"github.com/frozenchess/engine/board"
)

// Features are what the fast evaluation (the search's) counts in a
// position, White minus Black, so that its score is a function of the
// Weights that a tuner can compute without the position (cmd/fctune):
// Features.Score(w) is the search's evaluation of the position (BoardScore
// + Rest, from White's point of view) with w, up to the rounding of
// integer arithmetic (Color Force and paralysis credits divide).
//
// A paralyzed unit counts with the fraction of its score the paralysis
// credit gives back (ParalysisTurns / (ParalysisTurns + turns left), with
// the ParalysisTurns of the weights the features are taken with), so the
// fractions are not integers.
type Features struct {
	// Piece and Shadow count units and shadows by type, off their own
	// colour ([0]) and on it ([1]).
	Piece, Shadow [2][board.NumTypes]float32
	// Rank is the rank bonus points of units facing forward; Fuse the
	// counted members of stacks of two or more.
	Rank, Fuse float32
	// KingShield, KingTomb and KingJester count what the king terms count.
	KingShield, KingTomb, KingJester float32
}

// FeaturesOf takes the features of p, with paralysisTurns for the
// paralysis credit's fractions (Weights.ParalysisTurns).
func FeaturesOf(p *board.Position, paralysisTurns int) Features {
	var f Features
	if paralysisTurns < 1 {
		paralysisTurns = 1
	}
	occupied := p.SideBodies(board.White)
	black := p.SideBodies(board.Black)
	occupied.Union(&black)
	occupied.Union(p.ShadowSquares())
	for w, word := range occupied {
		for ; word != 0; word &= word - 1 {
			sq := board.Square(w*64 + bits.TrailingZeros64(word))
			c := &p.Cells()[sq]
			if c.Body != 0 && c.Piece.Type() != board.King {
				f.addBody(p, c.Body, sq, paralysisTurns)
			}
			for s := c.Shadows; s != 0; s = p.Unit(s).Next {
				f.addBody(p, s, sq, paralysisTurns)
			}
		}
	}
	for s := board.White; s <= board.Black; s++ {
		sign := float32(1 - 2*int(s))
		_, shield := kingSafety(p, s, false)
		tombs, jesters := kingBlastCounts(p, s)
		f.KingShield += sign * float32(shield)
		f.KingTomb += sign * float32(tombs)
		f.KingJester += sign * float32(jesters)
	}
	return f
}

// addBody counts one body on sq as squareScore scores it: its counted
// members, the fuse bonus, and the paralysis credit of its paralyzed ones.
func (f *Features) addBody(p *board.Position, id board.UnitID, sq board.Square, paralysisTurns int) {
	side := p.Unit(id).Side
	sign := float32(1 - 2*int(side))
	ranks := int(p.Variant.Geometry.Ranks)
	n := 0
	for m := id; m != 0; m = p.Unit(m).Member {
		u := p.Unit(m)
		if board.CountedAlone(u) {
			n++
			f.addUnit(u, sq, sign, ranks)
			continue
		}
		if u.Paralysis == 0 {
			continue
		}
		free := *u
		free.Paralysis = 0
		if !board.CountedAlone(&free) {
			continue // excluded for another reason too, as paralysisBody has it
		}
		credit := float32(paralysisTurns) / float32(paralysisTurns+int(u.Paralysis))
		f.addUnit(&free, sq, sign*credit, ranks)
	}
	if n >= 2 {
		f.Fuse += sign * float32(n)
	}
}

// addUnit counts u on sq with the factor x (the side's sign, times the
// paralysis credit's fraction).
func (f *Features) addUnit(u *board.Unit, sq board.Square, x float32, ranks int) {
	if board.BaseValue(u.Type) == 0 {
		return // a token or an Illusion: no value
	}
	own := b2i(sq.Dark() == (u.Side == board.Black))
	if u.Has(board.StatusShadow) {
		f.Shadow[own][u.Type] += x
		return
	}
	f.Piece[own][u.Type] += x
	f.Rank += x * float32(rankPoints(u, sq, ranks))
}

// Score is the fast evaluation the features give with w, White minus
// Black.
func (f *Features) Score(w *Weights) float64 {
	on := 1 + float64(w.ColorForcePercent)/100
	s := 0.0
	for t := range board.NumTypes {
		s += float64(w.Piece[t]) * (float64(f.Piece[0][t]) + on*float64(f.Piece[1][t]))
		s += float64(w.Shadow[t]) * (float64(f.Shadow[0][t]) + on*float64(f.Shadow[1][t]))
	}
	s += float64(w.RankPoint)*float64(f.Rank) + float64(w.FuseMember)*float64(f.Fuse)
	s += float64(w.KingShield)*float64(f.KingShield) - float64(w.KingTomb)*float64(f.KingTomb) -
		float64(w.KingJester)*float64(f.KingJester)
	return s
}
