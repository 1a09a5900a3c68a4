package movegen

import (
	"fmt"

	"github.com/frozenchess/engine/board"
)

// PlainLegal exports plainLegal to the external tests (random positions).
func PlainLegal(p *board.Position) []Step { return plainLegal(p) }

// SiegeMemoFault checks Make's memos of V13-ROOK-SIEGE (besieged) and
// V13-KNIGHT-KNIGHTMARE (knightmaredStart) against their plain definitions
// at a turn's start: every pseudo-legal step is made and unmade (which
// fills the memos as play does), then, for every unit of the side to move,
// each memo's answer (asked twice: found, then kept) must equal
// rookCaptures by every enemy rook, with no reach-map filter, and
// knightmaredAt asked afresh. It returns the numbers of besieged and held
// units seen.
func SiegeMemoFault(g *Game) (sieged, held int, err error) {
	p := g.Pos
	if p.Turn().Actor != 0 {
		return 0, 0, nil
	}
	for _, s := range Generate(p, nil) {
		g.Make(s)
		g.Unmake()
	}
	prot := g.protection()
	enemy := p.SideToMove().Other()
	rooks := p.BodySquares(enemy, board.Rook)
	mine := p.SideBodies(p.SideToMove())
	for i := range board.NumSquares {
		sq := board.Square(i)
		if !mine.Has(sq) {
			continue
		}
		want, _ := rookCaptures(p, enemy, sq, &rooks, nil)
		night := knightmaredAt(p, sq)
		for range 2 {
			if got := g.besieged(prot, sq); got != want {
				return sieged, held, fmt.Errorf("besieged(%s) = %v, plain definition %v in %s", sq, got, want, p.Format())
			}
			if got := knightmaredStart(p, prot, sq); got != night {
				return sieged, held, fmt.Errorf("knightmaredStart(%s) = %v, knightmaredAt %v in %s", sq, got, night, p.Format())
			}
		}
		if want {
			sieged++
		}
		if night {
			held++
		}
	}
	return sieged, held, nil
}

// RetainMemoFault checks the memo of noteEmpowered (V13-ASSASSIN-RETAIN)
// against its plain definition at a turn's start, after every pseudo-legal
// step has been made and unmade (which fills the memo as play does); it
// returns the number of assassins noted.
func RetainMemoFault(g *Game) (int, error) {
	if g.Pos.Turn().Actor != 0 {
		return 0, nil
	}
	for _, s := range Generate(g.Pos, nil) {
		g.Make(s)
		g.Unmake()
	}
	prot := g.protection()
	g.noteEmpowered(prot)
	memo := append([]empowerNote(nil), g.retained...)
	g.retained = g.retained[:0]
	g.noteEmpoweredPlain(prot)
	plain := append([]empowerNote(nil), g.retained...)
	g.retained = g.retained[:0]
	if fmt.Sprint(memo) != fmt.Sprint(plain) {
		return 0, fmt.Errorf("noted %v, plain definition %v in %s", memo, plain, g.Pos.Format())
	}
	return len(plain), nil
}

// AuraFault checks auraHeld, whose set intersections skip the squares
// that cannot hold a source, against its plain definition (auraHeldPlain,
// every neighbour looked at) for every body of p, with and without
// dependencies; it returns the number of units held.
func AuraFault(p *board.Position) (int, error) {
	n := 0
	for id := 1; id < p.NumUnitSlots(); id++ {
		u := p.Unit(board.UnitID(id))
		if u.Loc != board.LocBody {
			continue
		}
		var dep, plainDep board.SquareSet
		got, want := auraHeld(p, u, nil), auraHeldPlain(p, u, nil)
		gotDep, wantDep := auraHeld(p, u, &dep), auraHeldPlain(p, u, &plainDep)
		if got != want || gotDep != wantDep || dep != plainDep {
			return n, fmt.Errorf("auraHeld(%s) = %v %v (dep %v), plain definition %v %v (dep %v) in %s",
				u.Square, got, gotDep, dep, want, wantDep, plainDep, p.Format())
		}
		if want {
			n++
		}
	}
	return n, nil
}

// auraHeldPlain is auraHeld's definition, as it was written before its
// set intersections.
func auraHeldPlain(p *board.Position, u *board.Unit, dep *board.SquareSet) bool {
	t := u.Type
	if u.Loc != board.LocBody || t == board.King {
		return false
	}
	cells := p.Cells()
	sq, enemy := u.Square, u.Side.Other()
	held := pinchedPlain(p, u, dep)                          // V13-PAWN-PINCER (pincer.go)
	auras := t != board.Chancellor                           // V13-CHANC-IMMUNITY: chancellors are immune to both auras
	if auras && (!held || dep != nil) && t != board.Jester { // V13-JESTER-KIND
		for _, n := range leaps[leapKing][sq] {
			if pc := cells[n].Piece; pc.Type() == board.Jester && pc.Side() == enemy && pc&(board.PieceStack|board.PieceBox) == 0 {
				held = true
				if dep == nil {
					break
				}
				dep.Add(n)
			}
		}
	}
	if auras && (!held || dep != nil) {
		for _, n := range leaps[leapKnight][sq] {
			pc := cells[n].Piece
			if pc.Type() == board.Chancellor && pc.Side() == enemy && pc&(board.PieceStack|board.PieceBox) == 0 && !p.Unit(cells[n].Body).Paralyzed() {
				held = true
				if dep == nil {
					break
				}
				dep.Add(n)
			}
		}
	}
	if !held {
		return false
	}
	for _, n := range leaps[leapKing][sq] {
		if pc := cells[n].Piece; pc.Type() == board.King && pc.Side() == u.Side && pc&board.PieceStack == 0 {
			return false // a Royal Guard (V13-KING-ROYALGUARD)
		}
	}
	return true
}

// pinchedPlain is the pincer's definition as written before it moved to
// board.HeldByNeighbours: enemy pawns on both squares of one axis.
func pinchedPlain(p *board.Position, u *board.Unit, dep *board.SquareSet) bool {
	cells := p.Cells()
	sq, enemy := u.Square, u.Side.Other()
	held := false
	for axis := 0; axis < 2; axis++ { // North with South, then East with West
		a, b := nbr[sq][orthogonals[axis]], nbr[sq][orthogonals[axis+2]]
		if a == offBoard || b == offBoard || !pincerPawn(cells[a].Piece, enemy) || !pincerPawn(cells[b].Piece, enemy) {
			continue
		}
		held = true
		if dep == nil {
			return true
		}
		dep.Add(board.Square(a))
		dep.Add(board.Square(b))
	}
	return held
}
