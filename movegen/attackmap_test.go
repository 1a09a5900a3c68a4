package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/frozenchess/engine/board"
	"github.com/stretchr/testify/require"
)

// TestAttackMapAnswersEmptySquares: V13-SPAWN, V13-FROG-DOUBLESPAWN,
// V13-EGG-PARENT, V13-ASSASSIN-TUNNEL, V13-ASSASSIN-WALLCLIMB,
// V13-PARALYSIS-TRANSFER, V13-DESHADOW-CONDITIONS (the special moves that
// ask whether the enemy attacks an empty square, through enemyAttacks).
// At a turn's start they read the protection state's reach maps, which the
// reach cache keeps up to date from each step's changes, instead of running
// the attack test; the maps say where they cannot answer (a diagonal line
// bounced beside the square, bounceSides). Along random games from the
// three variants' starts, boards with bounces and levels, and the bench
// suite, and for positions a step or two off the game and back (as a
// search visits them, the cache then updated from the change record and
// restored through the logs), every answer the maps give equals the attack
// test's, for every empty square and both sides, and so does enemyAttacks.
func TestAttackMapAnswersEmptySquares(t *testing.T) {
	t.Parallel() // independent of the other tests: on CI's two cores beside them
	starts := []*board.Position{
		board.StartPosition(),
		board.MustParse(board.StartFEN8),
		board.MustParse(board.StartFEN12A),
		board.MustParse("8K7/16/16/16/4R6b4/16/2B9D3/16/16/5q10/16/1r8Q5/16/7d8/16/8k7 w level:a8=-2,b8=-2,c8=-2,d7=4,e6=-3,k10=4,c11=-3"),
		board.MustParse("4K11/2N2O6A3/1T14/16/16/3x5L6/16/6n9/16/16/4t11/16/2p4s8/16/5o2l7/1a2k2c8 w wall:1=h8h9 unit:2/face=w"),
	}
	starts = append(starts, suitePositions(t)...)
	games, plies := len(starts), 40
	if testing.Short() {
		plies = 16
	}
	r := rand.New(rand.NewPCG(45, 6))
	var buf []Step
	var known, unknown, positions, frogsChecked int
	check := func(g *Game) {
		p := g.Pos
		if p.Turn().Actor != 0 {
			return // inside a turn enemyAttacks runs the attack test
		}
		pr := g.protection()
		positions++
		for s := range board.NumSquares {
			sq := board.Square(s)
			if c := p.Cell(sq); c.Piece != board.NoPiece || c.Wall != 0 || !p.Variant.OnBoard(sq) {
				continue
			}
			for _, side := range []board.Side{board.White, board.Black} {
				var want bool
				want, buf = fastAttacked(p, side, sq, buf, pr)
				hit, ok := pr.attackedEmpty(side, sq)
				switch {
				case !mapsAnswerEmpty(p.Variant): // the 12x12 texts' maps are not read
				case ok:
					known++
					require.Equal(t, want, hit, "the maps on %s attacked by %s in %s", sq, side, fenOf(p))
				default:
					unknown++
				}
				sg := newGen(p, side.Other(), nil)
				sg.prot = pr
				require.Equal(t, want, sg.enemyAttacks(sq), "enemyAttacks on %s by %s in %s", sq, side, fenOf(p))
			}
		}
		// Each frog, as Double Spawn asks (threatenedFrog): the attack test
		// with the frog's square as its phantom target.
		for _, side := range []board.Side{board.White, board.Black} {
			frogs := p.BodySquares(side, board.Frog)
			for !frogs.Empty() {
				sq := frogs.Pop()
				h := newGen(p, side.Other(), nil)
				h.prot, h.phantom = pr, uint16(sq)
				want := h.attacks(sq)
				if p.PieceAt(sq)&(board.PieceStack|board.PieceBox) == 0 && mapsAnswerEmpty(p.Variant) {
					require.Equal(t, want, pr.frogThreatened(side, sq), "the maps on the frog on %s in %s", sq, fenOf(p))
					frogsChecked++
				}
				sg := newGen(p, side, nil)
				sg.prot = pr
				require.Equal(t, want, sg.threatenedFrog(sq), "threatenedFrog on %s in %s", sq, fenOf(p))
			}
		}
	}
	randomGames(r, starts, games, plies, func(g *Game, legal []Step) {
		check(g)
		for range 2 { // a step off the game, one more, and back
			g.Make(legal[r.IntN(len(legal))])
			check(g)
			if next := g.Legal(1, nil); len(next) > 0 {
				g.Make(next[r.IntN(len(next))])
				check(g)
				g.Unmake()
			}
			g.Unmake()
			check(g)
		}
	})
	t.Logf("%d positions at a turn's start: %d answers from the maps, %d left to the attack test; %d frogs", positions, known, unknown, frogsChecked)
	require.Greater(t, positions, 8*games)
	require.Greater(t, known, 10*unknown, "the maps answer nearly every empty square")
	require.Greater(t, frogsChecked, positions, "frogs were asked about")
}
