package eval

import "github.com/frozenchess/engine/board"

// Weights are every number the evaluation multiplies by, in one struct, so
// that a tuner (cmd/fctune) can vary them. DefaultWeights gives the values
// the constants of this package name; an Evaluator made by
// NewEvaluatorWith scores with other weights. The evaluator does not read
// the struct per node: it reads a table built once from it (scoreTable),
// which costs what the constants did.
type Weights struct {
	// Piece is the score of a unit of each type off its own colour
	// (default: its material value times MaterialScale, V13-VALUE-TABLE).
	// Kings are never counted (eval.go), so Piece[King] is not read.
	Piece [board.NumTypes]int
	// Shadow is the score of a shadow of each type (V13-VALUE-SHADOW:
	// default (value/3 + 1) times MaterialScale); a shadow has no rank
	// bonus.
	Shadow [board.NumTypes]int
	// ColorForcePercent: a unit (or shadow) on its own colour scores this
	// many percent more (V13-VALUE-COLORFORCE, material.go).
	ColorForcePercent int
	// RankPoint: per point of rank bonus (V13-VALUE-RANK, floor(d/2)) of a
	// unit that faces the enemy's edge (default MaterialScale *
	// RankPercent / 100).
	RankPoint int
	// FuseMember: per counted member of a stack of two or more
	// (V13-VALUE-FUSE; default MaterialScale * FusePercent / 100).
	FuseMember int
	// The king terms, per square or unit next to the king (eval.go,
	// kingblast.go): KingShield a bonus, the others penalties.
	KingShield, KingAttack, KingTomb, KingJester int
	// Mobility per pseudo-legal step (full evaluator only).
	Mobility int
	// ParalysisTurns: a paralyzed unit is credited its score times
	// ParalysisTurns / (ParalysisTurns + turns left). At least 1.
	ParalysisTurns int
}

// DefaultWeights are the evaluation's weights as the package constants give
// them, or the weights a build with the fctuned tag compiles in
// (tuned.go).
func DefaultWeights() Weights {
	if tunedWeights != nil {
		return *tunedWeights
	}
	return constantWeights()
}

// constantWeights are the weights the package constants name.
func constantWeights() Weights { return variantWeights(board.FrozenChess) }

// variantWeights are the constants with a variant's unit values, and no
// rank or fuse bonus where its Rotate count has none (V8-ROTATE-VALUES).
func variantWeights(vr *board.Variant) Weights {
	w := Weights{
		ColorForcePercent: ColorForcePercent,
		RankPoint:         MaterialScale * RankPercent / 100,
		FuseMember:        MaterialScale * FusePercent / 100,
		KingShield:        KingShieldWeight,
		KingAttack:        KingAttackWeight,
		KingTomb:          KingTombWeight,
		KingJester:        KingJesterWeight,
		Mobility:          MobilityWeight,
		ParalysisTurns:    ParalysisTurns,
	}
	for t := range board.NumTypes {
		base := vr.Value(t)
		w.Piece[t] = base * MaterialScale
		if base > 0 {
			w.Shadow[t] = (base/3 + 1) * MaterialScale
		}
	}
	if !vr.Has(board.MechValueRankBonus) {
		w.RankPoint = 0
	}
	if !vr.Has(board.MechValueFuseBonus) {
		w.FuseMember = 0
	}
	return w
}

// scoreTable is Weights made ready for the per-node code: a unit's score by
// shadow or not, on its own colour or not, and type, with Color Force
// already applied.
type scoreTable struct {
	variant *board.Variant // the game the weights are for
	w       Weights
	unit    [2][2][board.NumTypes]int // [shadow][on own colour][type]
	// The search's square sum asks squareScore for one lone unit on a
	// square some 10 times a node: lone holds the types loneUnit accepts
	// (CountedAloneIn's answer by type, before the unit's own state; no
	// king, which never counts, and no transport, whose cargo counts),
	// rank the rank bonus (rankScore) by side and square of a unit facing
	// forward.
	lone [board.NumTypes]bool
	rank [2][board.NumSquares]int
}

func newScoreTable(vr *board.Variant, w Weights) *scoreTable {
	if w.ParalysisTurns < 1 {
		w.ParalysisTurns = 1 // the credit divides by it
	}
	tab := &scoreTable{variant: vr, w: w}
	for t := range board.NumTypes {
		for shadow, v := range [2]int{w.Piece[t], w.Shadow[t]} {
			tab.unit[shadow][0][t] = v
			tab.unit[shadow][1][t] = v + v*w.ColorForcePercent/100
		}
	}
	// A token or an Illusion has no material value whatever the weights
	// say (V13-VALUE-TABLE), as unitScore had it.
	for _, t := range []board.UnitType{board.NoType, board.QueenShadow, board.Illusion} {
		for shadow := range 2 {
			tab.unit[shadow][0][t], tab.unit[shadow][1][t] = 0, 0
		}
	}
	for t := range board.NumTypes {
		tab.lone[t] = t != board.Illusion && vr.Value(t) > 0 && t != board.King && t != board.Ship && t != board.Cannon
	}
	for side := board.White; side <= board.Black; side++ {
		u := board.Unit{Side: side, Facing: board.DefaultFacing(side)}
		for sq := range board.NumSquares {
			tab.rank[side][sq] = tab.rankScore(&u, board.Square(sq))
		}
	}
	return tab
}

// defaultTables serve the zero Evaluator and the package functions, one per
// variant: FrozenChess's from DefaultWeights, the others' from the constants
// with their own unit values (the tuned weights were fitted on FrozenChess).
var defaultTables = func() []*scoreTable {
	var tabs []*scoreTable
	for _, vr := range board.Variants() {
		w := variantWeights(vr)
		if vr == board.FrozenChess {
			w = DefaultWeights()
		}
		tabs = append(tabs, newScoreTable(vr, w))
	}
	return tabs
}()

// defaultTable is the default score table of vr's positions.
func defaultTable(vr *board.Variant) *scoreTable {
	for _, tab := range defaultTables {
		if tab.variant == vr {
			return tab
		}
	}
	return defaultTables[0]
}

// NewEvaluatorWith returns an Evaluator that scores FrozenChess positions
// with w (and other variants' with their defaults).
func NewEvaluatorWith(w Weights) *Evaluator {
	return &Evaluator{tab: newScoreTable(board.FrozenChess, w)}
}

// Weights returns the weights e scores FrozenChess positions with.
func (e *Evaluator) Weights() Weights { return e.table(board.FrozenChess).w }

// table is e's score table for positions of vr: its own for the variant
// its weights are for, else the variant's default.
func (e *Evaluator) table(vr *board.Variant) *scoreTable {
	if e.tab != nil && e.tab.variant == vr {
		return e.tab
	}
	return defaultTable(vr)
}
