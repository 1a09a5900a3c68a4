package movegen

import (
	"fmt"

	"github.com/frozenchess/engine/board"
)

// PlainLegal exports plainLegal to the external tests (random positions).
func PlainLegal(p *board.Position) []Step { return plainLegal(p) }

// SiegeMemoFault checks Make's memo of V13-ROOK-SIEGE (besieged) against
// its plain definition at a turn's start: every pseudo-legal step is made
// and unmade (which fills the memo as play does), then, for every unit of
// the side to move, the memo's answer (asked twice: found, then kept) must
// equal rookCaptures by every enemy rook, with no reach-map filter. It
// returns the number of besieged units seen.
func SiegeMemoFault(g *Game) (int, error) {
	p := g.Pos
	if p.Turn().Actor != 0 {
		return 0, nil
	}
	for _, s := range Generate(p, nil) {
		g.Make(s)
		g.Unmake()
	}
	prot := g.protection()
	enemy := p.SideToMove().Other()
	rooks := p.BodySquares(enemy, board.Rook)
	mine := p.SideBodies(p.SideToMove())
	n := 0
	for i := range board.NumSquares {
		sq := board.Square(i)
		if !mine.Has(sq) {
			continue
		}
		want, _ := rookCaptures(p, enemy, sq, &rooks, nil)
		for range 2 {
			if got := g.besieged(prot, sq); got != want {
				return n, fmt.Errorf("besieged(%s) = %v, plain definition %v in %s", sq, got, want, p.Format())
			}
		}
		if want {
			n++
		}
	}
	return n, nil
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
